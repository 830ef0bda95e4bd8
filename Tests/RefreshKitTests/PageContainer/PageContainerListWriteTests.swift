import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container writes its lists' offsets itself (a list beside the current one kept in line with the header, an
/// incoming list placed at a tab switch, the current list kept under a header whose height changed). Those are plain
/// `contentOffset` writes, which UIKit reports as no scroll animation (`isScrollAnimating` is its
/// `UIScrollViewScrollAnimation` only): a list's own ending animation never takes them for an app's or UIKit's scroll
/// animation and never yields to them, under either order of the two display links, where the system has
/// `isScrollAnimating` and where it does not.
@MainActor @Suite struct PageContainerListWriteTests {
    /// A child-mode page whose lists each have their own header; list 0 refreshing, shown whole at its top.
    func pageWithListZeroRefreshing(animationAfterClock: Bool, systemHasScrollAnimating: Bool)
        throws -> (SimulatedSingleDriverPage, [RefreshController]) {
        let page = SimulatedSingleDriverPage(mode: .child)
        var headers: [RefreshController] = []
        for list in page.lists {
            list.scrollAnimationStepsAfterFrameClock = animationAfterClock
            list.systemHasScrollAnimating = systemHasScrollAnimating
            let header = RefreshController(header: .header, action: .manual {})
            list.installRefresh().attach(header)
            headers.append(header)
        }
        page.dragList(by: 150)
        page.releaseList()
        page.advance(1)
        try #require(headers[0].state == .refreshing)
        return (page, headers)
    }

    /// Whether `list`'s engine yields to an outside scroll animation now.
    func yields(_ list: SimulatedScrollView) -> Bool { list.refresh?.engine.yieldsToScroll ?? false }

    /// List 0 gives its band back while the user swipes the pager toward it from list 1: the container puts list 0
    /// in line with the header on every frame it shows. Its ending runs to the end as its own animation, the list
    /// stays in line, and the refresh ends with the band given back.
    @Test(arguments: [false, true], [true, false])
    func aListKeptInLineBesideTheCurrentOneKeepsItsOwnEnding(animationAfterClock: Bool, systemHasScrollAnimating: Bool) throws {
        let (page, headers) = try pageWithListZeroRefreshing(animationAfterClock: animationAfterClock,
                                                            systemHasScrollAnimating: systemHasScrollAnimating)
        let other = page.lists[0]
        page.switchTab(to: 1)
        page.advance(frames: 2)
        var yielded = false
        var outOfLine: String?
        page.onFrame = { [unowned page] in
            yielded = yielded || self.yields(other)
            outOfLine = outOfLine ?? PageContainerPagerTests.inLineFailure(page)
        }
        headers[0].endRefreshing()
        page.dragPager(by: 150, duration: 0.4)
        #expect(page.visibleIndices.contains(0), "list 0 shows beside the current one")
        page.releasePager(velocity: 0)
        page.settle()
        #expect(!yielded, "a container's write counted as an outside scroll animation")
        #expect(outOfLine == nil, "\(outOfLine ?? "")")
        #expect(headers[0].state == .idle)
        #expect(page.band(of: other) == 0)
    }

    /// List 0 gives its band back and the user taps its tab at once: the container places the incoming list, and puts
    /// it again if the write gave its band back. The ending is not given up to those writes.
    @Test(arguments: [false, true], [true, false])
    func anIncomingListPlacedAtATabSwitchKeepsItsOwnEnding(animationAfterClock: Bool, systemHasScrollAnimating: Bool) throws {
        let (page, headers) = try pageWithListZeroRefreshing(animationAfterClock: animationAfterClock,
                                                            systemHasScrollAnimating: systemHasScrollAnimating)
        let list = page.lists[0]
        page.switchTab(to: 1)
        page.dragList(by: -300)
        page.releaseList()
        page.settle()
        var yielded = false
        page.onFrame = { yielded = yielded || self.yields(list) }
        headers[0].endRefreshing()
        page.switchTab(to: 0)
        yielded = yielded || yields(list)
        page.settle()
        #expect(!yielded, "a container's write counted as an outside scroll animation")
        #expect(headers[0].state == .idle)
        #expect(page.band(of: list) == 0)
        #expect(list.contentOffset.y >= list.minOffset - 0.34)
    }

    /// The header's height changes while the current list gives its band back: the container keeps the list under
    /// the header with one write. The ending carries on from there, to the list's top.
    @Test(arguments: [false, true], [true, false])
    func aHeaderHeightChangeDuringAnEndingKeepsTheEnding(animationAfterClock: Bool, systemHasScrollAnimating: Bool) throws {
        let (page, headers) = try pageWithListZeroRefreshing(animationAfterClock: animationAfterClock,
                                                            systemHasScrollAnimating: systemHasScrollAnimating)
        let list = page.lists[0]
        var yielded = false
        page.onFrame = { yielded = yielded || self.yields(list) }
        headers[0].endRefreshing()
        page.advance(frames: 4)
        page.setHeaderHeight(260)
        yielded = yielded || yields(list)
        page.settle()
        #expect(!yielded, "a container's write counted as an outside scroll animation")
        #expect(headers[0].state == .idle)
        #expect(page.band(of: list) == 0)
        #expect(abs(list.contentOffset.y - list.minOffset) < 0.5, "the ending went on to the top: \(list.contentOffset.y)")
    }
}
