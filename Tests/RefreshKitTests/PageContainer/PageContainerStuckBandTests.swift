import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The container's stuck band (`PageContainerDriver.place`): under stuck tabs a list that scrolls is only noted, and
/// every answer is what the whole placement gives. Each case drives two drivers with the same moves, one with the band
/// and one without (`usesStuckBand` off), and compares everything they answer and hold after every move.
@Suite struct PageContainerStuckBandTests {
    static let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200, tabBarHeight: 44)

    /// What a driver answers and holds after a placement, all of it public.
    struct Answer: CustomStringConvertible {
        var placement: PageContainerDriver.Placement
        var headerOffset: Double, tabsStuck: Bool, collapseProgress: Double
        var placed: PageContainerDriver.List?
        var offsetBeforeInsetLoss: Double?, movesTowardTop: Bool
        var selfMove: [String]
        var inLine: Double?
        var description: String {
            "\(placement) p \(headerOffset) stuck \(tabsStuck) \(collapseProgress) placed \(String(describing: placed)) "
                + "before-loss \(String(describing: offsetBeforeInsetLoss)) toward-top \(movesTowardTop) \(selfMove) \(String(describing: inLine))"
        }
    }

    /// Places `list` on `driver` and reads back every answer: a move of its own for both status-bar settings (with no
    /// finger, as a status-bar scroll asks after the placement's bookkeeping), and where a list beside it goes.
    static func place(_ driver: inout PageContainerDriver, _ list: PageContainerDriver.List, scale: Double = 3) -> Answer {
        let placement = driver.place(list, scale: scale)
        let moves = [PageContainerDriver.StatusBarScroll.wholeHeader, .listWhileStuck].map {
            String(describing: driver.selfMove(list, isTracking: false, isDecelerating: false, statusBar: $0))
        }
        let beside = PageContainerDriver.List(offset: 50, band: 0, top: -244, bottom: 2000)
        return Answer(placement: placement, headerOffset: driver.headerOffset, tabsStuck: driver.tabsStuck,
                      collapseProgress: driver.collapseProgress, placed: driver.placed,
                      offsetBeforeInsetLoss: driver.offsetBeforeInsetLoss, movesTowardTop: driver.movesTowardTop,
                      selfMove: moves, inLine: driver.inLineOffset(beside, scale: scale))
    }

    /// A driver with the band and one without, driven alike.
    struct Pair {
        var fast: PageContainerDriver
        var whole: PageContainerDriver
        init(mode: NestedRefreshMode = .child, layout: PageContainerLayout = PageContainerStuckBandTests.layout) {
            fast = PageContainerDriver(layout: layout, mode: mode)
            whole = fast
            whole.usesStuckBand = false
        }
        /// Places `list` on both; the first answer that differs, if any.
        mutating func place(_ list: PageContainerDriver.List, scale: Double = 3) -> String? {
            let a = PageContainerStuckBandTests.place(&fast, list, scale: scale)
            let b = PageContainerStuckBandTests.place(&whole, list, scale: scale)
            // Compared as text: a NaN offset is the same NaN in both (`==` would call them different), and −0 is not 0.
            return a.description == b.description ? nil : "band: \(a)\nwhole: \(b)"
        }
    }

    static func list(_ offset: Double, band: Double = 0, top: Double = -244) -> PageContainerDriver.List {
        PageContainerDriver.List(offset: offset, band: band, top: top, bottom: 2000)
    }

    /// Given the tabs stuck (the list at 100, past the stuck offset −44), when the list is placed at each offset of the
    /// table in turn (further down, back up, to exactly the stuck offset, above it, infinite and NaN, with another band,
    /// a top that lost the container's share, at another scale), then every answer is the whole placement's.
    @Test(arguments: [
        [100.0, 300, 150, 100.5, 100],
        [100.0, -44, 500, -44.000000000001, -43.99999999, 80],
        [100.0, 400, -100, 400, -300, 400],
        [100.0, .infinity, 300, .nan, 300, -.infinity, 300],
        [100.0, 90, 1e300, 95],
    ])
    func aListScrolledUnderStuckTabsIsPlacedAsTheRuleSays(offsets: [Double]) {
        var pair = Pair()
        for offset in offsets {
            #expect(pair.place(Self.list(offset)) == nil, "at \(offset)")
        }
        // The band, top, scale or layout changes: each placed again by the rule.
        #expect(pair.place(Self.list(300, band: 54)) == nil)
        #expect(pair.place(Self.list(320, band: 54)) == nil)
        #expect(pair.place(Self.list(310)) == nil)
        #expect(pair.place(Self.list(305, top: 0)) == nil)  // an app's whole inset write took the share: the offset is noted
        #expect(pair.place(Self.list(290, top: 0)) == nil)
        #expect(pair.place(Self.list(290)) == nil)
        #expect(pair.place(Self.list(280), scale: 2) == nil)
        #expect(pair.place(Self.list(270), scale: 2) == nil)
        var taller = Self.layout
        taller.headerHeight = 260
        _ = pair.fast.relayout(taller, mode: .child, current: nil)
        _ = pair.whole.relayout(taller, mode: .child, current: nil)
        #expect(pair.fast.stuckBand == nil)
        #expect(pair.place(Self.list(270)) == nil)
        #expect(pair.place(Self.list(0)) == nil)
        pair.fast.forgetPlaced()
        pair.whole.forgetPlaced()
        #expect(pair.fast.stuckBand == nil)
        #expect(pair.place(Self.list(300)) == nil)
    }

    /// Given a list scrolled under stuck tabs, when it goes on scrolling there, then the band answers (it holds the
    /// lowest offset placed under them) and only while the tabs stick: a header that shows has none.
    @Test func theBandIsTakenUnderStuckTabsOnly() {
        var driver = PageContainerDriver(layout: Self.layout, mode: .child)
        _ = driver.place(Self.list(-100), scale: 3)
        #expect(driver.stuckBand == nil)  // the header shows
        _ = driver.place(Self.list(200), scale: 3)
        #expect(driver.stuckBand?.offset == 200)
        _ = driver.place(Self.list(120), scale: 3)
        #expect(driver.stuckBand?.offset == 120)  // widened down by the rule
        _ = driver.place(Self.list(400), scale: 3)
        #expect(driver.stuckBand?.offset == 120)  // noted only
        #expect(driver.placed?.offset == 400)
        _ = driver.place(Self.list(-100), scale: 3)
        #expect(driver.stuckBand == nil)
    }

    /// Random moves in both modes, with bands, tops that lose and get back the container's share, other scales,
    /// relayouts and switches of list, whole pixels, noise and unreadable offsets: every answer of the driver with the
    /// band is the whole placement's, and the band is taken.
    @Test(arguments: 0..<8)
    func randomMovesAnswerAsTheWholePlacement(shard: Int) {
        var taken = 0
        for session in 0..<25 {
            var rng = SplitMix64(seed: UInt64(shard * 1000 + session))
            let mode: NestedRefreshMode = Bool.random(using: &rng) ? .child : .parent
            var pair = Pair(mode: mode)
            var offset = -244.0, band = 0.0, top = -244.0, scale = 3.0
            for step in 0..<300 {
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<70: offset += Double.random(in: -60...60, using: &rng)
                case 70..<78: offset = (Double.random(in: -400...1200, using: &rng) * scale).rounded() / scale
                case 78..<82: band = [0, 54, 60, 0.3].randomElement(using: &rng)!
                case 82..<86: top = [-244, -298, 0, -244.0000001].randomElement(using: &rng)!
                case 86..<88: scale = [2, 3].randomElement(using: &rng)!
                case 88..<90: offset = [Double.nan, .infinity, -.infinity, -44, -44 - 1e-13].randomElement(using: &rng)!
                case 90..<92:
                    var layout = Self.layout
                    layout.headerHeight = [200, 260, 150].randomElement(using: &rng)!
                    _ = pair.fast.relayout(layout, mode: mode, current: nil)
                    _ = pair.whole.relayout(layout, mode: mode, current: nil)
                case 92..<94:
                    pair.fast.forgetPlaced()
                    pair.whole.forgetPlaced()
                default: offset = offset.isFinite ? offset + Double.random(in: -1e-9...1e-9, using: &rng) : 0
                }
                let before = pair.fast.stuckBand
                let failure = pair.place(Self.list(offset, band: band, top: top), scale: scale)
                #expect(failure == nil, "session \(shard * 1000 + session) step \(step): \(failure ?? "")")
                if failure != nil { return }
                if let before, offset >= before.offset, offset.isFinite, band == before.band, top == before.top, scale == before.scale {
                    taken += 1
                }
            }
        }
        #expect(taken > 600, "the band was taken \(taken) times")
    }
}
