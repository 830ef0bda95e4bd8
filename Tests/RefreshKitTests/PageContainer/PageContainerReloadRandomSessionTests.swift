import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Seeded random sessions of ``PageContainerRandomSessionTests`` in which the app also sets its tabs again with
/// `setPages(_:ids:page:)` at any moment (issue 34, item 10): a tab inserted, removed (the current one included) or the
/// tabs shuffled. Besides that suite's invariants on every frame and after every step (every list that shows agrees with
/// the header, each list's inset exactly the container's share plus what its refresh holds), every list whose tab stays
/// is the same list after, and a `setPages` at rest leaves the header where it was.
///
/// `RK_RELOAD_SESSIONS` (default 120), `RK_RELOAD_STEPS` (default 120), `RK_RELOAD_SEED` replays one.
@MainActor @Suite struct PageContainerReloadRandomSessionTests {
    nonisolated static let sessions = SeededSessions(suite: "PageContainerReloadRandomSessionTests", prefix: "RK_RELOAD",
                                                     sessions: 120, steps: 120, multiplier: 0x6A09_E667, increment: 19)

    @Test func randomSessionsWithSetPagesKeepTheInvariants() async {
        await Self.sessions.run(PageContainerReloadRandomSession.self)
    }

    /// Seeds that once broke an invariant, replayed to their end: a page refresh handed over at a tab switch to a list
    /// that a finger, left on it as the pager took it out of view, still rested on; the band shrank to what the finger
    /// showed of it at the rows and the header jumped (seed 58708112218, step 83: −54 to −7; seed 293540561014, step 63:
    /// −54 to 0 when it was found). `PageRefreshHandOverTests` has the scenario.
    @Test(arguments: [UInt64(58_708_112_218), 293_540_561_014])
    func aSessionThatOnceBrokeKeepsTheInvariants(seed: UInt64) {
        let sessions = SeededSessions(suite: "PageContainerReloadRandomSessionTests", prefix: "RK_RELOAD_FOUND", sessions: 1,
                                      steps: 120, multiplier: 1, increment: 0)
        #expect(sessions.play(PageContainerReloadRandomSession.self, seed: seed) == nil)
    }
}

/// One session of ``PageContainerReloadRandomSessionTests``: a container session, 4 steps in 100 a `setPages`.
@MainActor
struct PageContainerReloadRandomSession: SeededSession {
    var session: PageContainerRandomSession
    /// Each tab's identifier, and the next one to give.
    var pageIDs = [0, 1, 2]
    var nextID = 3

    init(seed: UInt64) {
        session = PageContainerRandomSession(seed: seed)
        session.page.pageKeys = pageIDs.map { .id($0) }  // the first lists as `setPages(_:ids:page:)` made them
    }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        guard Int.random(in: 0..<100, using: &session.rng) < 4 else { return session.step(index) }
        let action = setPages()
        if SeededSessions.tracing { print("\(index) \(action): P \(session.page.headerOffset.rk) [\(session.page.currentIndex)] lists \(session.page.lists.map { $0.contentOffset.y.rk })") }
        return (action, session.switchMoved ?? session.frames.failure ?? session.check())
    }

    mutating func finish() -> String? { session.finish() }

    // The app sets its tabs again (`setPages(_:ids:page:)`): one inserted (with a footer, and a header in child mode),
    // one removed (the current one included) or all shuffled; every list whose tab stays is the same list after.
    mutating func setPages() -> String {
        guard !session.page.list.isTracking else { return "no setPages under a finger" }
        var ids = pageIDs, change = "shuffle"
        switch Int.random(in: 0..<3, using: &session.rng) {
        case 0 where ids.count < 5:
            ids.insert(nextID, at: Int.random(in: 0...ids.count, using: &session.rng))
            nextID += 1
            change = "insert"
        case 1 where ids.count > 1:
            ids.remove(at: Int.random(in: 0..<ids.count, using: &session.rng))
            change = "remove"
        default:
            ids.shuffle(using: &session.rng)
        }
        let mode = session.mode, isChild = mode == .child
        let lists = Dictionary(uniqueKeysWithValues: zip(pageIDs, session.page.lists))
        var controllers = Dictionary(uniqueKeysWithValues: session.page.lists.enumerated().map { index, list in
            (ObjectIdentifier(list), (footer: session.footers[index], header: isChild ? session.headers[index] : nil))
        })
        // At rest, with the page's refresh (parent mode) on the current list: one left on another list is handed over at
        // the next placement, a setPages included, and brings its band.
        let pageRefreshElsewhere = mode == .parent && session.headers.first.map { $0.binding !== session.page.list.refresh } == true
        let before = session.page.headerOffset, atRest = !pageRefreshElsewhere && session.page.pager.isAtRest && session.page.lists.allSatisfy {
            !$0.isDecelerating && !$0.isScrollAnimating && $0.refresh?.engine.needsFrames != true
        }
        let height = [300.0, 900, 2000, 4000].randomElement(using: &session.rng)!
        session.page.setPages(ids.map { "tab \($0)" }, ids: ids) { _ in
            let new = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: height))
            let footer = RefreshController(footer: .auto, action: .manual {})
            new.installRefresh().attach(footer)
            let header = mode == .child ? RefreshController(header: .header, action: .manual {}) : nil
            header.map { new.refresh?.attach($0) }
            controllers[ObjectIdentifier(new)] = (footer, header)
            return new
        }
        for (id, list) in lists where !ids.contains(id) {  // the app lets a removed tab's controllers go
            controllers[ObjectIdentifier(list)]?.footer.endRefreshing()
            controllers[ObjectIdentifier(list)]?.header?.endRefreshing()
        }
        for id in ids where lists[id] != nil && session.page.lists[ids.firstIndex(of: id)!] !== lists[id] {
            session.switchMoved = "tab \(id)'s list was made anew"
        }
        session.footers = session.page.lists.map { controllers[ObjectIdentifier($0)]!.footer }
        session.headers = session.mode == .child ? session.page.lists.map { controllers[ObjectIdentifier($0)]!.header! } : session.headers
        pageIDs = ids
        if atRest, abs(session.page.headerOffset - before) > NestedHeaderRule.epsilon {
            session.switchMoved = session.switchMoved ?? "the header moved from \(before.rk) to \(session.page.headerOffset.rk) at setPages (\(change))"
        }
        return "setPages \(change) \(ids)"
    }
}
