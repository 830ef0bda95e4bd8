import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

// The quiet band under a cover that moves (`ScrollSnapshot.leadingCover`, set by a page container's overlay from the
// list's offset on every event while the header collapses): an event that moves the offset and the cover takes the
// quiet path when the header stays at or above its rest line (`−cover`), and decides exactly as the full path does.
// Each incremental step is compared with the full path (`CheckedEngine`, `RefreshEngine+Checks.swift`).

/// A page container's current list: header 200 pt over 44 pt of tabs (the list's top inset 244), its band riding under
/// the tabs, so the overlay covers `244 − p` where `p` is the header's offset drawn on whole pixels of a 3x screen.
private enum Container {
    static let base = 244.0, sticky = 200.0

    static func cover(offset o: Double) -> Double {
        base - PageContainerLayout.pixelAligned(min(max(o + base, 0), sticky), scale: 3)
    }

    static func engine(footer: RefreshEngine.Kind? = .autoFooter) -> CheckedEngine {
        var s = ScrollSnapshot(contentSize: ScrollSize(width: 390, height: 3000), boundsSize: ScrollSize(width: 390, height: 812),
                               contentInset: ScrollInsets(top: base), displayScale: 3)
        s.contentOffset.y = -base
        s.leadingCover = cover(offset: -base)
        return CheckedEngine(footer: footer, snapshot: s)
    }
}

/// One case: where the list was evaluated, where it moves and what covers it there, and whether that is quiet.
struct MovingCoverCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The offset of the evaluated event, and whether a finger drags (else momentum moves the list).
    var from: Double
    var dragging = true
    /// A header refreshing with its band held before the move.
    var refreshing = false
    /// The offset and cover of the next event (nil: what the overlay covers there; `.infinity`: no cover).
    var to: Double
    var cover: Double? = nil
    /// The next event is a display frame, not an observation.
    var isFrame = false
    var quiet: Bool

    var testDescription: String { name }
}

@Suite struct MovingCoverQuietPathTests {
    static let cases: [MovingCoverCase] = [
        MovingCoverCase(name: "the header collapses under a finger", from: -200, to: -150, quiet: true),
        MovingCoverCase(name: "the header comes back under a finger", from: -150, to: -200, quiet: true),
        MovingCoverCase(name: "momentum collapses the header", from: -200, dragging: false, to: -120, quiet: true),
        MovingCoverCase(name: "a frame finds the cover moved", from: -200, dragging: false, to: -190, isFrame: true, quiet: true),
        MovingCoverCase(name: "the tabs stick on the way", from: -100, to: 40, quiet: true),
        MovingCoverCase(name: "from stuck tabs back into the header", from: 100, to: -60, quiet: true),
        MovingCoverCase(name: "a third of a point", from: -150, to: -150 + 1.0 / 3, quiet: true),
        MovingCoverCase(name: "the cover moves less than the list (the rest line stays above)", from: -200, to: -150, cover: 200,
                        quiet: true),
        MovingCoverCase(name: "the list on the rest line exactly", from: -200, to: -170, cover: 170, quiet: true),
        MovingCoverCase(name: "float noise past the rest line", from: -200, to: -150, cover: 150 - 1e-13, quiet: true),
        MovingCoverCase(name: "past the rest line by more than float noise", from: -200, to: -150, cover: 150 - 0.02, quiet: false),
        MovingCoverCase(name: "the cover moves more than the list (the header shows)", from: -200, to: -150, cover: 100,
                        quiet: false),
        MovingCoverCase(name: "the header pulled below the whole header", from: -200, to: -260, quiet: false),
        MovingCoverCase(name: "the cover goes away", from: -200, to: -150, cover: .infinity, quiet: false),
        MovingCoverCase(name: "an unreadable cover", from: -200, to: -150, cover: .nan, quiet: false),
        MovingCoverCase(name: "a negative infinite cover", from: -200, to: -150, cover: -.infinity, quiet: false),
        MovingCoverCase(name: "the auto footer's line reached", from: 1800, to: 2300, quiet: false),
        MovingCoverCase(name: "a refreshing header's band", from: -298, refreshing: true, to: -250, quiet: false),
    ]

    /// Given a page container's list evaluated at `from` under its overlay's cover, when the list and the cover move,
    /// then the event takes the quiet path exactly where the header stays hidden (the offset on or above `−cover`, the
    /// cover still there and readable, nothing else changed), and decides as the full path does either way.
    @Test(arguments: cases)
    func aMovingCoverIsQuietWhereTheHeaderStaysHidden(_ c: MovingCoverCase) {
        var t = Container.engine()
        if c.refreshing {
            t.move(-base, dragging: true)
            t.s.leadingCover = Container.cover(offset: -base)
            t.move(-base - 80)
            t.move(-base - 80, dragging: false)  // released past the trigger: refreshing, its band held
            t.move(c.from)
        } else {
            t.s.leadingCover = Container.cover(offset: c.from)
            t.move(c.from, dragging: c.dragging)
            t.s.isDecelerating = !c.dragging
            t.move(c.from)  // evaluated: the quiet band is found here
        }
        #expect(t.log.isEmpty, "\(t.log)")
        t.s.contentOffset.y = c.to
        t.s.leadingCover = c.cover.map { $0 == .infinity ? nil : $0 } ?? Container.cover(offset: c.to)
        if c.cover?.isNaN == true { t.s.leadingCover = .nan }
        t.s.time += 1.0 / 120
        let before = t.engine, event: RefreshEngine.Event = c.isFrame ? .tick : .observed
        var effects = Effects()
        let full = t.engine.process(event, t.s, into: &effects)
        #expect(full != c.quiet)
        if !full { #expect(t.engine.incrementalPathDisagreement(event, t.s, from: before) == nil) }
    }

    /// Given a page container's list at its top, when a finger scrolls it through the header's collapse to 600 pt into its
    /// rows and back on whole pixels (the benchmark's path), then every event after the first takes the quiet path,
    /// float noise in the cover included, and each decides as the full path does.
    @Test func aListScrolledThroughTheCollapseStaysQuiet() {
        var t = Container.engine()
        t.move(-base, dragging: true)
        let before = t.incrementalSteps
        var moves = 0
        for y in Self.collapseAndBack {
            t.s.leadingCover = Container.cover(offset: y)
            t.move(y)
            moves += 1
        }
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.incrementalSteps - before == moves)
    }

    /// Given a page container's list at its top, when a finger scrolls it through the header's collapse and back, then
    /// its refresh header stays hidden with no pull progress on every event: the float noise of a cover computed from
    /// the offset (revealed 1e-14 pt) neither shows it nor tells the app of a pull. (Before, it showed and hid on
    /// alternate pixels of the collapse, each time a new presentation for the controller.)
    @Test func theHeaderStaysHiddenWhileTheOverlayCollapses() {
        var t = Container.engine()
        t.move(-base, dragging: true)
        let version = t.engine.headerSlot.shownVersion
        var shown: [Double] = []
        for y in Self.collapseAndBack {
            t.s.leadingCover = Container.cover(offset: y)
            t.engine.incremental = RefreshEngine.Incremental()  // the rules themselves: every event evaluated fully
            t.move(y)
            if t.engine.header?.shown.isHidden != true || t.engine.header?.shown.pullProgress != 0 { shown.append(y) }
        }
        #expect(shown.isEmpty, "shown or pulled at \(shown.prefix(8))")
        #expect(t.engine.headerSlot.shownVersion == version)
    }

    /// Offsets on whole pixels of a 3x screen, as UIKit leaves them, from the list's top through the collapse to 600 pt
    /// into its rows and back.
    static let collapseAndBack = (Array(-731...1800) + Array((-732...1799).reversed())).map { Double($0) / 3 }

    private var base: Double { Container.base }
}

/// Random sessions of ``IncrementalPathSession`` under a cover that moves: after each step, the overlay's cover follows
/// the offset (drawn on whole pixels, as a page container's, or exactly, with float noise), or jumps (nil, NaN, values
/// on both sides of the offset), and the engine hears of it; every incremental step is checked against the full path.
@Suite struct MovingCoverRandomTests {
    nonisolated static let sessions = SeededSessions(suite: "MovingCoverRandomTests", prefix: "RK_COVER",
                                                     sessions: 300, steps: 300, multiplier: 1, increment: 0)

    @MainActor @Test func theQuietPathUnderAMovingCoverDecidesAsTheFullPathDoes() async {
        await Self.sessions.run(MovingCoverSession.self)
    }
}

struct MovingCoverSession: SeededSession {
    var inner: IncrementalPathSession
    var rng: SplitMix64
    /// 0: a page container's overlay (drawn on pixels), 1: the exact offset with float noise, 2: jumps.
    let rule: Int
    let sticky: Double

    init(seed: UInt64) {
        inner = IncrementalPathSession(seed: seed)
        rng = SplitMix64(seed: seed &* 0x51ED &+ 3)
        rule = Int(seed % 3)
        sticky = [0, 60, 200][Int(seed / 3 % 3)]
    }

    mutating func cover() -> Double? {
        let y = inner.y, lead = inner.lead
        switch rule {
        case 0: return lead - PageContainerLayout.pixelAligned(min(max(y + lead, 0), sticky), scale: 3)
        case 1: return min(max(-y, lead - sticky), lead) + [0, 1e-13, -1e-13, 0.004][Int.random(in: 0..<4, using: &rng)]
        default: return [nil, .nan, 0, 20, lead, -y, -y + 5, -y - 5][Int.random(in: 0..<8, using: &rng)]
        }
    }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        let (action, failure) = inner.step(index)
        if failure != nil { return (action, failure) }
        let c = cover()
        inner.t.s.leadingCover = c
        inner.observe()
        return ("\(action), cover \(c.map { "\($0)" } ?? "nil")", inner.t.log.first)
    }
}
