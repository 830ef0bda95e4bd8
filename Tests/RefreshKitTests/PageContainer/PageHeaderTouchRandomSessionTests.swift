import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Seeded random sessions of touches on the page container's header and tabs (issue 34), on the simulator's view tree
/// with UIKit's touch delivery: vertical, horizontal and diagonal drags that start on controls, a text view, a tapped
/// view, a carousel, the tabs or the list (where the pager's pan competes with the list's), some held first; flings from any of them; taps at rest and during flings and bounces; tab switches. After
/// every frame every list that shows beside the current one agrees with the header; after every step the header is
/// where the rule puts it for the current list, the current list's pan is on the container and
/// every other list's on its list, a touch that began while the page moved reached and fired nothing, and a touch the
/// page's pan took fired nothing; at the end every list rests in its range.
///
/// `RK_HEADER_TOUCH_SESSIONS` (default 80), `RK_HEADER_TOUCH_STEPS` (default 60), `RK_HEADER_TOUCH_SEED` replays one.
@MainActor @Suite struct PageHeaderTouchRandomSessionTests {
    nonisolated static let sessions = SeededSessions(suite: "PageHeaderTouchRandomSessionTests", prefix: "RK_HEADER_TOUCH",
                                                     sessions: 80, steps: 60, multiplier: 0x2545_F491, increment: 13)

    @Test func randomHeaderTouchSessionsKeepTheInvariants() async {
        await Self.sessions.run(PageHeaderTouchRandomSession.self)
    }
}

/// One session of ``PageHeaderTouchRandomSessionTests``.
@MainActor
struct PageHeaderTouchRandomSession: SeededSession {
    var rng: SplitMix64
    let views: SimulatedPageViews
    let header = PageHeaderTouchTests.Header()
    var page: SimulatedSingleDriverPage { views.page }
    /// What the last step's touches broke, if anything.
    var broken: String?

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let mode: NestedRefreshMode = seed % 2 == 0 ? .parent : .child
        let heights = (0..<3).map { index in [300.0, 900, 2000, 4000][Int(seed >> (3 + index)) % 4] }
        let timing = SimulatedScrollView.ReleaseTiming.allCases[Int(seed >> 7) % 2]
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: heights, releaseTiming: timing)
        let tables = seed >> 9 % 2 == 0
        views = SimulatedPageViews(page: page, header: header.root, tabWidths: [160, 160, 160, 160])
        for list in views.listViews where tables { list.touchesShouldCancel = { _ in true } }  // a table's rule
        let frames = frames
        page.onFrame = { [unowned page] in frames.failure = frames.failure ?? PageContainerPagerTests.inLineFailure(page) }
    }

    /// The first frame on which a list that showed beside the current one disagreed with the header (a drag on a list
    /// pages).
    let frames = PageContainerRandomSession.FrameWatch()

    /// Where a finger goes: a view of the header or the tabs, plain header space, or the list below.
    mutating func target() -> (String, ScrollPoint) {
        let targets: [(String, SimulatedView?)] = [("follow", header.follow), ("avatar", header.avatar), ("bio", header.bio),
                                                   ("card", header.card), ("carousel", header.carousel), ("tab", views.tabs.randomElement(using: &rng)),
                                                   ("plain", nil), ("list", nil)]
        let (name, view) = targets.randomElement(using: &rng)!
        if let view { return (name, views.center(of: view)) }
        return name == "plain" ? (name, ScrollPoint(x: 220, y: 100 - page.headerOffset)) : (name, ScrollPoint(x: 200, y: 700))
    }

    /// Every view's actions so far.
    var actions: Int { Self.all(views.root).reduce(0) { $0 + $1.actions } }
    static func all(_ view: SimulatedView) -> [SimulatedView] { [view] + view.subviews.flatMap(all) }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        broken = nil
        let roll = Int.random(in: 0..<100, using: &rng)
        let action = Self.kinds.take(roll, on: &self)
        return (action, broken ?? frames.failure ?? check())
    }

    mutating func finish() -> String? {
        page.settle()
        for (index, list) in page.lists.enumerated() where list.contentOffset.y < list.minOffset - 0.5 || list.contentOffset.y > list.maxOffset + 0.5 {
            return "list \(index) rests at \(list.contentOffset.y), outside \(list.minOffset)...\(list.maxOffset)"
        }
        return check()
    }

    func check() -> String? {
        let o = page.list.contentOffset.y
        let placed = page.rule.placement(listOffset: o, band: page.band(of: page.list)).headerOffset
        if abs(page.headerOffset - placed) > 1e-9 { return "the header is at \(page.headerOffset), the rule says \(placed)" }
        views.sync()
        for (index, list) in views.listViews.enumerated() {
            let host = index == page.currentIndex ? views.root : list
            if list.panRecognizer?.view !== host { return "list \(index)'s pan is on \(list.panRecognizer?.view?.name ?? "nothing")" }
        }
        return nil
    }

    /// A touch's checks: one that began while the page moved reaches and fires nothing; one the page's pan took fires nothing.
    mutating func judge(_ touch: SimulatedTouch, movedAtTouchDown: Bool, actionsBefore: Int, name: String) {
        let fired = actions - actionsBefore
        if movedAtTouchDown, touch.hitView?.kind != .scrollView, touch.isDelivered || fired > 0 {
            broken = "a touch on \(name) during a fling reached \(touch.hitView?.name ?? "nothing") (fired \(fired))"
        }
        if let winner = touch.winner, case .pan(let scrollView) = winner.kind, scrollView.list != nil, fired > 0 {
            broken = "a drag the page took from \(name) fired \(fired)"
        }
    }

    static let kinds = StepKinds<PageHeaderTouchRandomSession, String>([
        (34, { $0.drag() }),
        (14, { $0.fling() }),
        (18, { $0.tap() }),
        (14, { $0.tapDuringFling() }),
        (12, { $0.advance() }),
        (8, { $0.switchTab() }),
    ])

    mutating func drag() -> String {
        let (name, point) = target()
        // Vertical, horizontal, or diagonal (either axis may reach the hysteresis first, or both on one move).
        let shape = Int.random(in: 0..<3, using: &rng)
        let dx = shape == 0 ? Double.random(in: -6...6, using: &rng) : Double.random(in: -250...250, using: &rng)
        let dy = shape == 1 ? Double.random(in: -6...6, using: &rng) : Double.random(in: -400...300, using: &rng)
        let hold = Int.random(in: 0..<4, using: &rng) == 0 ? 0.3 : 0
        let moved = page.list.isDecelerating, before = actions
        let touch = views.drag(from: point, dx: dx, dy: dy, duration: Double.random(in: 0.1...0.6, using: &rng), holdFirst: hold)
        judge(touch, movedAtTouchDown: moved, actionsBefore: before, name: name)
        return "drag from \(name) by \(dx), \(dy) (hold \(hold))"
    }

    mutating func fling() -> String {
        let (name, point) = target()
        let velocity = Double.random(in: -4...4, using: &rng)
        let moved = page.list.isDecelerating, before = actions
        judge(views.fling(from: point, velocity: velocity), movedAtTouchDown: moved, actionsBefore: before, name: name)
        return "fling from \(name) at \(velocity)"
    }

    mutating func tap() -> String {
        let (name, point) = target()
        let moved = page.list.isDecelerating, before = actions
        judge(views.tap(at: point), movedAtTouchDown: moved, actionsBefore: before, name: name)
        return "tap on \(name)"
    }

    mutating func tapDuringFling() -> String {
        views.fling(from: ScrollPoint(x: 200, y: 700), velocity: Double.random(in: -4...4, using: &rng))
        page.advance(frames: Int.random(in: 1...4, using: &rng))
        return "fling, then " + tap()
    }

    mutating func advance() -> String {
        let frames = Int.random(in: 1...40, using: &rng)
        page.advance(frames: frames)
        return "advance \(frames)"
    }

    mutating func switchTab() -> String {
        page.settle()
        let index = Int.random(in: 0..<page.lists.count, using: &rng)
        page.switchTab(to: index)
        views.sync()
        return "switch to \(index)"
    }
}
