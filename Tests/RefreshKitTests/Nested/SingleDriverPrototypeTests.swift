import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container's physics and refresh (design C, `research/nested-single-driver.md` §5, shipped in
/// `PageContainerView`; modelled by `SimulatedSingleDriverPage`): the current list is the only scroll view that moves
/// vertically, and the header overlay follows it by `NestedHeaderRule`. The scenarios are those of `NestedPhysicsTests`, `NestedReleaseOrderTests` and
/// `NestedScrollingTests`, read out as `parent` (the header's offset) and `child` (the content at the tabs' bottom
/// edge), so the numbers compare with today's two-pan page (report: Docs/NestedSingleDriverPrototype.md).
///
/// Page: header 200 pt, tabs 44 pt (base inset 244, sticky distance 200), lists filling the 812 pt page, 60 fps,
/// both modes and both release timings of UIKit's lift (`SimulatedScrollView.ReleaseTiming`). The twin is one scroll
/// view with the page's viewport and the same content (`812 + 200 + (list − 768)`), as in `NestedPhysicsTests`.
@MainActor @Suite struct SingleDriverPrototypeTests {
    struct Case: Sendable, CustomStringConvertible {
        var mode: NestedRefreshMode
        var timing: SimulatedScrollView.ReleaseTiming
        var description: String { "\(mode), \(timing == .late ? "late" : "on-time") release" }
    }

    /// Where the finger starts: on the list, or on the header (routed to the current list by the overlay's hit test).
    enum Source: Sendable, CaseIterable, CustomStringConvertible {
        case list, header
        var description: String { self == .list ? "list" : "header" }
    }

    nonisolated static let cases: [Case] = [NestedRefreshMode.parent, .child].flatMap { mode in
        SimulatedScrollView.ReleaseTiming.allCases.map { Case(mode: mode, timing: $0) }
    }

    func page(_ c: Case, list: Double = 2000) -> SimulatedSingleDriverPage {
        SimulatedSingleDriverPage(mode: c.mode, listContentHeights: [list, list, list], releaseTiming: c.timing)
    }

    /// One scroll view holding the same content, as `NestedPhysicsTests` measures against.
    func twin(list: Double, timing: SimulatedScrollView.ReleaseTiming) -> SimulatedScrollView {
        NestedPhysicsTests().twin(list: list, timing: timing)
    }

    /// Puts the page at today's `parent` / `child` (the list at `parent + child − base`) and lets it rest.
    func place(_ page: SimulatedSingleDriverPage, parent: Double, child: Double) {
        page.list.setContentOffset(ScrollPoint(y: parent + child - page.rule.base))
        page.settle()
    }

    /// Moves a finger by `step` a frame for `frames` frames; returns the largest difference between the content's
    /// motion and the finger's on any frame.
    func drag(_ page: SimulatedSingleDriverPage, from source: Source = .list, step: Double, frames: Int) -> Double {
        var worst = 0.0
        for _ in 0..<frames {
            let before = page.combined
            if source == .list { page.dragList(by: step, duration: 1.0 / 60) } else { page.dragHeader(by: step, duration: 1.0 / 60) }
            worst = max(worst, abs((page.combined - before) + step))
        }
        return worst
    }

    func flingFrom(_ page: SimulatedSingleDriverPage, _ source: Source, velocity: Double) {
        if source == .list { page.flingList(velocity: velocity) } else { page.flingHeader(velocity: velocity) }
    }

    // MARK: - The finger

    /// Given the page at its top, when a finger on the list or the header moves up 420 pt in 8 pt frames, then
    /// every frame moves the content 8 pt (the frame where the tabs stick included) and it ends at P 200, X 420.
    @Test(arguments: cases, Source.allCases)
    func everyFrameOfADragUpMovesTheContentByTheFinger(c: Case, source: Source) {
        let page = page(c)
        let worst = drag(page, from: source, step: -8, frames: 52)
        _ = drag(page, from: source, step: -4, frames: 1)
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger")
        #expect(page.parent == 200 && page.tabsStuck)
        #expect(abs(page.combined - 420) < 0.5, "P \(page.parent), C \(page.child)")
    }

    /// Given P 200 / C 300, when a finger on the list moves down 13 pt a frame for 30 frames, then every frame moves
    /// the content 13 pt, including the one where the rows reach the tabs and the header starts to come back.
    @Test(arguments: cases) func everyFrameOfADragDownMovesTheContentByTheFinger(c: Case) {
        let page = page(c)
        place(page, parent: 200, child: 300)
        let worst = drag(page, step: 13, frames: 30)
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger")
        #expect(page.child == 0 && abs(page.parent - 110) < 0.5, "P \(page.parent), C \(page.child)")
    }

    /// Given the page at its top with a refresh header on the list, when one drag goes 1,107 pt up and back, then
    /// the page is exactly at its top again and the header never left idle.
    @Test(arguments: cases) func aDragThereAndBackEndsWhereItStarted(c: Case) {
        let page = page(c)
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        _ = drag(page, step: -1107.0 / 60, frames: 60)
        _ = drag(page, step: 1107.0 / 45, frames: 45)
        #expect(abs(page.parent) < 0.5 && abs(page.child) < 0.5, "P \(page.parent), C \(page.child)")
        #expect(header.state == .idle)
    }

    /// Given the page at its top, when one drag moves 1,520 pt toward the end of a 2,000 pt list, then the content
    /// follows the finger 1:1 to the list's end (C 1,232, as today), rubber-bands only past it, and its auto footer
    /// loads once.
    @Test(arguments: cases) func aLongDragFollowsTheFingerToTheListsEnd(c: Case) {
        let page = page(c)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.list.installRefresh().attach(footer)
        var worst = 0.0
        for _ in 0..<190 {
            let before = page.combined
            page.dragList(by: -8, duration: 1.0 / 60)
            if page.list.contentOffset.y < page.list.maxOffset - 0.5 { worst = max(worst, abs(page.combined - before - 8)) }
        }
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger before the end")
        #expect(page.child > 1232 && page.parent == 200, "the list stopped at C \(page.child)")
        #expect(footer.actionCount == 1)
    }

    /// Given the page at its top, when a finger pulls down 80 pt, then the mode's rule shows it: the header moves
    /// down in parent mode (rows stay under the tabs), the rows move down under a still header in child mode; after
    /// the release both are back at 0.
    @Test(arguments: cases) func aPullAtTheTopShowsOnTheViewThatOwnsIt(c: Case) {
        let page = page(c)
        _ = drag(page, step: 8, frames: 10)
        if c.mode == .parent {
            #expect(page.parent < -20 && page.child == 0, "P \(page.parent), C \(page.child)")
        } else {
            #expect(page.child < -20 && page.parent == 0, "P \(page.parent), C \(page.child)")
        }
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent == 0 && page.child == 0)
    }

    // MARK: - The header

    /// Given the page at its top, when a finger on the header moves up 300 pt, then the header collapses and the
    /// rows take the rest (P 200, C 100); 300 pt back down brings both back.
    @Test(arguments: cases) func aDragOnTheHeaderLinksIntoTheListAndBack(c: Case) {
        let page = page(c)
        #expect(drag(page, from: .header, step: -10, frames: 30) < 0.5)
        #expect(page.parent == 200 && abs(page.child - 100) < 0.5)
        #expect(drag(page, from: .header, step: 10, frames: 30) < 0.5)
        #expect(abs(page.parent) < 0.5 && abs(page.child) < 0.5)
    }

    /// Given a coasting list and a twin coasting the same way, when the header and the twin are tapped on the same
    /// frame, then the page ends exactly where the twin does: a tap on the header is a tap on one scroll view.
    @Test(arguments: cases) func aTapOnTheHeaderDuringAFlingActsAsOnOneScrollView(c: Case) {
        let page = page(c, list: 6000), single = twin(list: 6000, timing: c.timing)
        page.flingList(velocity: 2)
        single.fling(velocity: 2)
        page.advance(frames: 10)
        single.advance(frames: 10)
        page.tapHeader()
        single.tap()
        page.settle()
        single.settle()
        #expect(abs(page.combined - single.contentOffset.y) < 0.5, "page \(page.combined), one scroll view \(single.contentOffset.y)")
    }

    // MARK: - Flings

    /// Flings both ways from the list and from the header, compared frame by frame with the twin: the travel is the
    /// twin's to a point (design C *is* one scroll view, moved by 244), no frame moves less than 90 % of the twin's
    /// frame, and nothing moves afterwards.
    @Test(arguments: cases, [(3.5, Source.list), (2, .list), (1, .list), (-1, .list), (-2.5, .list),
                             (3.5, .header), (2, .header), (1, .header), (-1, .header), (-2.5, .header)])
    func aFlingTravelsLikeOneScrollView(c: Case, fling: (velocity: Double, source: Source)) {
        let list = 6000.0
        let page = page(c, list: list), single = twin(list: list, timing: c.timing)
        if fling.velocity < 0 {
            place(page, parent: 200, child: 300)
            single.setContentOffset(ScrollPoint(y: 500))
        }
        let start = page.combined
        flingFrom(page, fling.source, velocity: fling.velocity)
        single.fling(velocity: fling.velocity)
        var frames: [(Double, Double)] = [(page.combined, single.contentOffset.y)]
        for _ in 0..<600 {
            page.advance(frames: 1)
            single.advance(frames: 1)
            frames.append((page.combined, single.contentOffset.y))
        }
        let travelled = abs(page.combined - start), expected = abs(single.contentOffset.y - start)
        #expect(abs(travelled - expected) < 1, "travelled \(travelled), one scroll view \(expected)")
        for (a, b) in zip(frames, frames.dropFirst()) where abs(b.1 - a.1) >= 5 {
            let moved = abs(b.0 - a.0), twin = abs(b.1 - a.1)
            #expect(moved >= 0.9 * twin, "a frame moved \(moved) where one scroll view moved \(twin)")
            if moved < 0.9 * twin { break }
        }
        #expect(!page.lists.contains { $0.isDecelerating })
    }

    /// Given the page at its top, when the list (or the header) is flung up at 2 pt/ms across the hand-off, then on
    /// every frame the content moves UIKit sees a deceleration (`isDecelerating` on the moving list: research
    /// device-review L1), one `willBeginDecelerating` and one `didEndDecelerating` frame the coast, and the tabs stick.
    @Test(arguments: cases, Source.allCases)
    func theMovingListIsDeceleratingForTheWholeFling(c: Case, source: Source) {
        let page = page(c, list: 6000)
        flingFrom(page, source, velocity: 2)
        let list = page.list, firstCallback = list.callbacks.count
        var unseen = 0, moving = 0
        var last = page.combined
        for _ in 0..<600 {
            page.advance(frames: 1)
            if page.combined != last {
                moving += 1
                if !list.isDecelerating { unseen += 1 }
            }
            last = page.combined
        }
        #expect(moving > 60 && unseen == 0, "\(unseen) of \(moving) moving frames had no deceleration UIKit could see")
        let calls = list.callbacks[firstCallback...]
        #expect(calls.filter { $0 == .didEndDecelerating }.count == 1)
        #expect(list.callbacks.filter { $0 == .willBeginDecelerating }.count == 1)
        #expect(page.tabsStuck && page.child > 800)
    }

    /// Given P 200 / C 300, when the list is flung down hard, then the content comes to the top and stays: it never
    /// climbs back without a touch (the top's bounce belongs to the mode's view: header in parent, rows in child mode).
    @Test(arguments: cases) func aHardFlingDownReachesTheTopAndStays(c: Case) {
        let page = page(c)
        place(page, parent: 200, child: 300)
        page.flingList(velocity: -2.5)
        var lowest = page.combined, climbed = 0.0
        for _ in 0..<600 {
            page.advance(frames: 1)
            let now = max(0, page.combined)
            climbed = max(climbed, now - lowest)
            lowest = min(lowest, now)
        }
        #expect(abs(page.parent) < 0.5 && abs(page.child) < 0.5, "P \(page.parent), C \(page.child)")
        #expect(climbed < 0.5, "the content climbed back \(climbed) pt with no touch")
    }

    // MARK: - C1: an app's move during a coast stands

    /// Given P 200 / C 600 and the list coasting (2.5 pt/ms, 5 frames on), when the app puts the list at its top
    /// (`setContentOffset(_:animated: false)`, which stops deceleration as on any scroll view), then the page shows
    /// P 0 / C 0 on the next frame and stays there.
    @Test(arguments: cases) func anAppsMoveDuringACoastStands(c: Case) {
        let page = page(c, list: 3000)
        place(page, parent: 200, child: 600)
        page.flingList(velocity: 2.5)
        page.advance(frames: 5)
        #expect(page.list.isDecelerating)
        page.list.setContentOffset(ScrollPoint(y: page.list.minOffset), animated: false)
        page.advance(frames: 1)
        #expect(page.parent == 0 && page.child == 0, "P \(page.parent), C \(page.child)")
        #expect(!page.list.isDecelerating)
        page.settle()
        #expect(page.parent == 0 && page.child == 0)
    }

    /// The same move animated (a status-bar tap on the current list): the header only ever comes down, and it never
    /// shows over scrolled rows (header not collapsed ⇒ the rows at their top under the tabs), on every frame.
    @Test(arguments: cases) func anAnimatedMoveDuringACoastNeverShowsTheHeaderOverScrolledRows(c: Case) {
        let page = page(c, list: 3000)
        place(page, parent: 200, child: 600)
        page.flingList(velocity: 2.5)
        page.advance(frames: 5)
        page.list.setContentOffset(ScrollPoint(y: page.list.minOffset), animated: true)
        var last = page.parent
        for frame in 0..<60 {
            page.advance(frames: 1)
            #expect(page.parent <= last + 1e-6, "frame \(frame): the header went from \(last) to \(page.parent)")
            #expect(page.tabsStuck || page.child == 0, "frame \(frame): header over rows scrolled \(page.child)")
            last = page.parent
        }
        #expect(page.parent == 0 && page.child == 0)
    }

    /// The mirror: given P 150 and the list coasting down from a header fling (−0.3 pt/ms), when the app scrolls the
    /// list to C 300 (without animation), then the tabs stick and the rows stay at 300 on every following frame.
    @Test(arguments: cases) func anAppsScrollToARowDuringAHeaderCoastStands(c: Case) {
        let page = page(c, list: 3000)
        place(page, parent: 150, child: 0)
        page.flingHeader(velocity: -0.3)
        page.advance(frames: 3)
        page.list.setContentOffset(ScrollPoint(y: 200 + 300 - page.rule.base), animated: false)
        for _ in 0..<30 {
            page.advance(frames: 1)
            #expect(page.parent == 200 && page.child == 300, "P \(page.parent), C \(page.child)")
        }
    }

    // MARK: - Refresh and load more on the list

    /// Whether the overlay shows what the rule gives for the current list's offset and band right now.
    func inSync(_ page: SimulatedSingleDriverPage) -> Bool {
        page.rule.placement(listOffset: page.list.contentOffset.y, band: page.band(of: page.list)).headerOffset == page.headerOffset
    }

    /// Advances frame by frame until the page rests; returns the largest header step and whether the overlay was in
    /// sync with the rule after every frame.
    func settleWatching(_ page: SimulatedSingleDriverPage) -> (step: Double, inSync: Bool) {
        var step = 0.0, synced = inSync(page), last = page.headerOffset
        for _ in 0..<600 where page.lists.contains(where: { $0.isDecelerating || $0.isScrollAnimating || $0.frameClockRunning }) {
            page.advance(frames: 1)
            step = max(step, abs(page.headerOffset - last))
            synced = synced && inSync(page)
            last = page.headerOffset
        }
        return (step, synced)
    }

    /// A child-mode refresh band's style (`NestedHeaderRule.ChildBand`): rule R as the research writes it, or the band
    /// scrolling with the rows under still tabs first.
    enum Band: Sendable, CaseIterable, CustomStringConvertible {
        case rides, scrolls
        var description: String { self == .rides ? "band rides under the tabs (rule R)" : "band scrolls with the rows" }
    }

    /// A page with a header on the current list, refreshing at rest after a 150 pt pull.
    func refreshingPage(_ mode: NestedRefreshMode, _ band: Band, timing: SimulatedScrollView.ReleaseTiming = .late,
                        list: Double = 2000) -> (SimulatedSingleDriverPage, RefreshController) {
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [list, list, list], bandRidesUnderTabs: band == .rides,
                                             releaseTiming: timing)
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        page.dragList(by: 150, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        return (page, header)
    }

    /// Child mode: given the page at its top and a header on the list, when a finger on the list or on the header
    /// pulls 150 pt, then the header stays, the rows open the band under the tabs and it refreshes on the release
    /// (C −54, P 0, band 54); the ending closes the band under the still header (inset back to `base`), the overlay in
    /// sync with the rule on every frame. "Still" to a third of a point: with the riding band the engine's inset is
    /// exact while offsets are pixel-rounded, so `o + base + r` wobbles by up to 0.16 pt (the UIKit layer rounds).
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases, Band.allCases)
    func childModeRefreshesTheListUnderTheTabs(timing: SimulatedScrollView.ReleaseTiming, band: Band) {
        for source in Source.allCases {
            let page = SimulatedSingleDriverPage(mode: .child, bandRidesUnderTabs: band == .rides, releaseTiming: timing)
            let header = RefreshController(header: .header, action: .manual {})
            page.list.installRefresh().attach(header)
            if source == .list { page.dragList(by: 150, duration: 0.4) } else { page.dragHeader(by: 150, duration: 0.4) }
            #expect(page.parent == 0 && page.child < -54 && header.state == .ready, "from the \(source)")
            page.releaseList(velocity: 0)
            page.settle()
            #expect(header.state == .refreshing && header.actionCount == 1)
            #expect(page.parent == 0 && page.child == -54 && page.band(of: page.list) == 54, "P \(page.parent), C \(page.child)")
            header.endRefreshing()
            let ending = settleWatching(page)
            #expect(ending.inSync && ending.step < 1.0 / 3, "the header moved \(ending.step) pt")
            #expect(page.parent == 0 && page.child == 0 && page.list.contentInset.top == page.rule.base && header.state == .idle)
        }
    }

    /// Child mode, refreshing at rest (P 0, C −54), a finger scrolls 100 pt up. Rule R (riding band; today's page)
    /// promises P 100, C −54: the engine measures the band from the overlay's covered edge `base − P`
    /// (`ScrollSnapshot.leadingCover`; from the static inset `base` it shrank the band: P 46, C 0, band 0). The band
    /// scrolling with the rows promises P 46, C 0 (band under the still tabs first, then the header) and keeps it;
    /// neither moves the header faster than the finger.
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases, Band.allCases)
    func childModeScrollingUpWhileRefreshing(timing: SimulatedScrollView.ReleaseTiming, band: Band) {
        let (page, _) = refreshingPage(.child, band, timing: timing)
        let mark = page.headerTrace.count
        page.dragList(by: -100, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        let trace = page.headerTrace[mark...], step = zip(trace, trace.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(inSync(page) && step < 100.0 / 24 + 0.5, "the header moved \(step) pt in a frame")
        let promised: (parent: Double, child: Double) = band == .rides ? (100, -54) : (46, 0)
        #expect(abs(page.parent - promised.parent) < 0.5 && abs(page.child - promised.child) < 0.5, "P \(page.parent), C \(page.child)")
    }

    /// Child mode. Given list 0 refreshing at rest and the header collapsed to P 100 on tab 1, when the tab switches back
    /// to list 0, then the header stays at 100: riding band, C −54, as today's page (measured from the static inset the
    /// engine read the switch's offset write as the band scrolling out of view and the header fell to P 46); band with
    /// the rows, the list comes in at its top (C 0), band out of view, and nothing moves.
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases, Band.allCases)
    func aTabSwitchBackToARefreshingListKeepsTheHeader(timing: SimulatedScrollView.ReleaseTiming, band: Band) {
        let (page, header) = refreshingPage(.child, band, timing: timing)
        page.switchTab(to: 1)
        page.dragList(by: -100, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        page.switchTab(to: 0)
        page.settle()
        #expect(inSync(page) && header.state == .refreshing)
        #expect(abs(page.parent - 100) < 0.5 && abs(page.child - (band == .rides ? -54 : 0)) < 0.5, "P \(page.parent), C \(page.child)")
    }

    nonisolated static let refreshStyles: [(NestedRefreshMode, Band)] = [(.parent, .rides), (.child, .rides), (.child, .scrolls)]

    /// Given the header collapsed to P 100 and no refresh, when the app calls `beginRefreshing()`, then the header
    /// never goes up, in sync with the rule on every frame: parent mode P 100 → −54; child mode with the band riding
    /// under the tabs, P stays 100 and the band opens under them (C −54, as today's page); with the band scrolling
    /// with the rows, P 0, C −54. (Before the engine measured from the overlay's edge, `ScrollSnapshot.leadingCover`,
    /// and grew the room with the reveal, the riding band's inset landed before the offset moved and pushed the
    /// header 54 pt up first.)
    @Test(arguments: refreshStyles)
    func beginRefreshingWithTheHeaderCollapsedNeverPushesItUp(mode: NestedRefreshMode, band: Band) {
        let page = SimulatedSingleDriverPage(mode: mode, bandRidesUnderTabs: band == .rides, releaseTiming: .late)
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        page.dragList(by: -100, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        var trace = [page.headerOffset]
        header.beginRefreshing()
        trace.append(page.headerOffset)
        let mark = page.headerTrace.count
        let rest = settleWatching(page)
        trace += page.headerTrace[mark...]
        let climbed = zip(trace, trace.dropFirst()).map { $1 - $0 }.max() ?? 0
        #expect(rest.inSync && header.state == .refreshing)
        let promised: (parent: Double, child: Double) = mode == .parent ? (-54, 0) : band == .rides ? (100, -54) : (0, -54)
        #expect(abs(page.parent - promised.parent) < 0.5 && abs(page.child - promised.child) < 0.5, "P \(page.parent), C \(page.child)")
        #expect(climbed < 0.5, "the header went up \(climbed) pt")
    }

    /// Given a list refreshing and scrolled under stuck tabs (P 200), when it is flung down, then the header comes back
    /// without ever turning up before it is home, and the page rests with the band shown (parent: P −54, C 0; child:
    /// P 0, C −54). (Measured from the static inset, the riding band got its 54 pt back at once as it re-entered it,
    /// and the header turned up by 30 pt for a frame: 12 → 42 → 20 → 0.)
    @Test(arguments: refreshStyles)
    func aFlingDownPastARefreshingListsBandNeverTurnsTheHeaderBack(mode: NestedRefreshMode, band: Band) {
        let (page, _) = refreshingPage(mode, band, list: 6000)
        page.dragList(by: -400, duration: 40.0 / 60)
        page.releaseList(velocity: 0)
        page.settle()
        let mark = page.headerTrace.count
        page.flingList(velocity: -2)
        page.settle()
        // Moves up before the header is home (a bounce back from an overshoot past its rest is not one).
        let home = mode == .parent ? -54.0 : 0, trace = page.headerTrace[mark...]
        var climbed = 0.0
        for (a, b) in zip(trace, trace.dropFirst()) where a > home + 0.5 { climbed = max(climbed, b - a) }
        #expect(page.parent == home && page.child == (mode == .parent ? 0 : -54), "P \(page.parent), C \(page.child)")
        #expect(climbed < 0.5, "the header went back up \(climbed) pt")
    }

    /// Parent mode: the same pull moves the header down with the band above it; refreshing at rest the header is down
    /// by the band (P −54, C 0); the ending brings everything back to P 0 / C 0, the inset to base.
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases)
    func parentModeShowsTheHeaderMovingDown(timing: SimulatedScrollView.ReleaseTiming) {
        let page = page(Case(mode: .parent, timing: timing))
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        page.dragList(by: 150, duration: 0.4)
        #expect(page.parent < -54 && page.child == 0 && header.state == .ready, "P \(page.parent), C \(page.child)")
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing && header.actionCount == 1)
        #expect(page.parent == -54 && page.child == 0, "P \(page.parent), C \(page.child)")
        header.endRefreshing()
        page.settle()
        #expect(page.parent == 0 && page.child == 0 && page.list.contentInset.top == page.rule.base)
    }

    /// Given the page at its top, when a drag of 2,400 pt reaches the list's end, then the tabs stick, the list's auto
    /// footer loads once, and after the ending it keeps its 44 pt below the content (its own ledger part).
    @Test(arguments: cases) func anAutoFooterOnTheListLoadsAtItsEnd(c: Case) {
        let page = page(c)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.list.installRefresh().attach(footer)
        page.dragList(by: -2400, duration: 1.5)
        #expect(page.parent == 200 && footer.actionCount == 1)
        page.releaseList(velocity: 0)
        footer.endRefreshing()
        page.settle()
        #expect(page.list.contentInset.bottom == 44)
    }

    // MARK: - Tabs, short lists, header height

    /// Given the header half collapsed (P 120) and a stale position in the other list, when the tab switches, then the
    /// header does not move, the incoming list shows its top under it, and a drag on it carries the header on.
    @Test(arguments: cases) func aTabSwitchWhileTheHeaderShowsKeepsTheHeader(c: Case) {
        let page = page(c)
        page.lists[1].setContentOffset(ScrollPoint(y: 206))
        page.dragList(by: -120, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        page.switchTab(to: 1)
        #expect(abs(page.parent - 120) < 0.5 && page.child == 0, "P \(page.parent), C \(page.child)")
        page.dragList(by: -100, duration: 0.4)
        #expect(page.parent == 200 && abs(page.child - 20) < 0.5)
    }

    /// Given stuck tabs, when the tabs switch back and forth, then each list keeps its own position and the tabs stay
    /// stuck; a list still at its top comes in where the tabs stick.
    @Test(arguments: cases) func aTabSwitchWithTheTabsStuckKeepsEachListsPosition(c: Case) {
        let page = page(c)
        page.dragList(by: -500, duration: 0.8)
        page.releaseList(velocity: 0)
        page.settle()
        let first = page.child
        page.switchTab(to: 1)
        #expect(page.parent == 200 && page.child == 0)
        page.dragList(by: -100, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent == 200 && abs(page.child - 100) < 0.5)
        page.switchTab(to: 0)
        #expect(page.child == first && page.parent == 200)
    }

    /// Given a fling up coasting (5 frames after the lift), when the tab switches, then the header does not jump and
    /// never moves again until a finger moves the new list: the outgoing list's coast goes on off screen, unseen.
    @Test(arguments: cases) func aTabSwitchMidFlingFreezesTheHeader(c: Case) {
        let page = page(c, list: 6000)
        page.flingList(velocity: 2)
        page.advance(frames: 5)
        let before = page.parent, outgoing = page.list, outgoingAt = outgoing.contentOffset.y
        page.switchTab(to: 1)
        #expect(page.parent == before && !page.list.isDecelerating)
        let mark = page.headerTrace.count
        page.advance(frames: 120)
        #expect(outgoing.contentOffset.y > outgoingAt + 100, "the outgoing list stopped at the switch")
        #expect(page.headerTrace[mark...].allSatisfy { $0 == before })
    }

    /// Pulls the page's header (`pageHeader`, parent mode) to a refresh at rest: the header down by the band, P −54.
    func pageRefreshing(_ page: SimulatedSingleDriverPage, _ header: RefreshController) {
        page.pageHeader = header
        page.dragList(by: 150, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
    }

    /// Given the page refreshing at rest in parent mode (P −54), when the tab switches, then the refresh goes on on the
    /// incoming list: the header stays down by the band in the same frame and after (the band handed over, not
    /// animated in), the outgoing list gives its band back, and the header is the incoming list's.
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases)
    func aTabSwitchDuringAPageRefreshKeepsTheHeader(timing: SimulatedScrollView.ReleaseTiming) {
        let page = page(Case(mode: .parent, timing: timing))
        let header = RefreshController(header: .header, action: .manual {})
        pageRefreshing(page, header)
        #expect(page.parent == -54 && header.state == .refreshing)
        let outgoing = page.list
        page.switchTab(to: 1)
        #expect(page.parent == -54, "P \(page.parent) at the switch")
        let mark = page.headerTrace.count
        page.settle()
        page.advance(frames: 10)
        #expect(page.headerTrace[mark...].allSatisfy { $0 == -54 }, "the header moved after the switch")
        #expect(header.state == .refreshing && header.binding === page.list.refresh && header.actionCount == 1)
        #expect(page.band(of: page.list) == 54 && page.band(of: outgoing) == 0 && outgoing.contentInset.top == 244)
        // Then the ending runs on the incoming list: the header goes home with the band.
        header.endRefreshing()
        page.settle()
        #expect(header.state == .idle && page.parent == 0 && page.list.contentInset.top == 244)
    }

    /// Given a page refresh whose async action is still running, when the tabs switch back and forth, then the action
    /// is neither cancelled nor run again, and its end (under its own generation) ends the refresh on the list that
    /// holds it then.
    @Test func aHandedOverRefreshEndsWhenItsActionFinishes() async {
        let page = page(Case(mode: .parent, timing: .late))
        var release: CheckedContinuation<Void, Never>?
        var finished = ""
        let header = RefreshController(header: .header, action: .async {
            await withCheckedContinuation { release = $0 }
            finished = Task.isCancelled ? "cancelled" : "whole"
        })
        pageRefreshing(page, header)
        for _ in 0..<20 where release == nil { await Task.yield() }
        page.switchTab(to: 1)
        page.switchTab(to: 2)
        page.switchTab(to: 0)
        #expect(page.parent == -54 && header.actionCount == 1)
        release?.resume()
        for _ in 0..<50 where header.state == .refreshing { await Task.yield() }
        page.settle()
        #expect(finished == "whole" && header.state == .idle && page.parent == 0)
        #expect(page.lists.allSatisfy { $0.contentInset.top == 244 })
    }

    /// Given the page's header ending (its band animating home), when the tab switches, then it stays on the list
    /// where it ends, and comes to the current list once idle, ready for the next pull there.
    @Test func anEndingPageHeaderFollowsOnceIdle() {
        let page = page(Case(mode: .parent, timing: .late))
        let header = RefreshController(header: .header, action: .manual {})
        pageRefreshing(page, header)
        let outgoing = page.list
        header.endRefreshing()
        page.advance(frames: 2)
        #expect(header.state == .ending)
        page.switchTab(to: 1)
        #expect(header.binding === outgoing.refresh)
        page.settle()
        page.dragList(by: 150, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.binding === page.list.refresh && header.state == .refreshing && page.parent == -54)
    }

    /// The hand-over refuses anything but a refreshing header of its own binding: the caller moves it as usual.
    @Test func onlyARefreshingHeaderIsHandedOver() {
        let a = SimulatedScrollView(), b = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        let binding = a.installRefresh()
        binding.attach(header)
        binding.attach(footer)
        #expect(!binding.handOver(header, to: b.installRefresh()))  // idle
        footer.beginRefreshing()
        a.settle()
        #expect(!binding.handOver(footer, to: b.refresh!))  // a footer
        #expect(header.binding === binding && footer.binding === binding)
    }

    /// Given a list bounced past its end under a header scrolled up by 120 pt (child mode: the overlay covers 44 pt of
    /// it), when its header begins (which stops the bounce) and ends in the same turn, then the list is brought back
    /// inside its range (it rested 31 pt past its end before: the begin made no room under the cover, so the ending
    /// had nothing to give back and dropped the pin with the bounce it had stopped). Found by
    /// PageContainerRandomSessionTests, seed 357908197437.
    @Test(arguments: [true, false]) func aBeginAndEndPastTheEndLeaveTheListInRange(covered: Bool) {
        let view = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 900))
        view.contentInsetAdjustmentBehavior = .never
        view.setContentInset(ScrollInsets(top: 164, bottom: 44))
        view.setContentOffset(ScrollPoint(y: 132))
        let header = RefreshController(header: .header, action: .manual {})
        view.installRefresh().attach(header)
        view.leadingCover = covered ? 44 : nil
        for _ in 0..<3 {
            view.moveFinger(by: -12)
            view.stepFrame()
        }
        view.release(velocity: 0.76)
        for _ in 0..<3 { view.stepFrame() }
        #expect(view.contentOffset.y > view.maxOffset + 20)
        header.beginRefreshing()
        header.endRefreshing()
        view.settle()
        #expect(view.contentOffset.y >= view.minOffset - 0.5 && view.contentOffset.y <= view.maxOffset + 0.5,
                "rests at \(view.contentOffset.y), range \(view.minOffset)...\(view.maxOffset)")
    }

    /// Given child mode with a header on the list, when a finger drags the header up 150 pt and back down 150 pt in
    /// odd steps, then the list's header never leaves idle: the overlay's covered edge is computed from the offset, and
    /// the float noise between them (3e-14 pt) is no pull (it read `pulling(0)` on about one frame in three before;
    /// found by the terminal demo's container-child timeline).
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases)
    func draggingTheHeaderNeverShowsTheListsHeaderPulling(timing: SimulatedScrollView.ReleaseTiming) {
        let page = page(Case(mode: .child, timing: timing))
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        var states: Set<String> = []
        for step in [-7.3, -11.1, -13.7, -9.9] + [7.3, 11.1, 13.7, 9.9] {
            for _ in 0..<5 {
                page.dragHeader(by: step, duration: 1.0 / 60)
                states.insert("\(header.state)")
            }
        }
        #expect(states == ["idle"], "states seen: \(states.sorted())")
    }

    /// Given a slow fling up still inside the header's range (P < 200 at the switch), when the tab switches, then the
    /// header stays where it was: the outgoing list coasts on off screen to stuck tabs, and the overlay ignores it.
    @Test(arguments: cases) func aTabSwitchMidFlingInTheHeadersRangeFreezesTheHeader(c: Case) {
        let page = page(c, list: 6000)
        page.flingList(velocity: 1)
        page.advance(frames: 2)
        let before = page.parent, outgoing = page.list
        #expect(before > 20 && before < 150)
        page.switchTab(to: 1)
        page.advance(frames: 120)
        #expect(outgoing.contentOffset.y > outgoing.minOffset + 200, "the outgoing list did not coast past the tabs")
        #expect(page.parent == before && page.child == 0, "P \(before) → \(page.parent), C \(page.child)")
    }

    /// Given list 0 flung up under stuck tabs and left coasting (tab 1 shown, its header dragged back to P 100), when
    /// the tab switches back to list 0 while it still coasts, then its coast stops and it shows its top under the header
    /// (P 100, C 0) on every later frame: a write to a decelerating list would be overwritten on the next tick (F11).
    @Test(arguments: cases) func aTabSwitchBackToAListStillCoastingStopsIt(c: Case) {
        let page = page(c, list: 6000)
        place(page, parent: 200, child: 300)
        page.flingList(velocity: 3)
        page.advance(frames: 3)
        page.switchTab(to: 1)
        page.dragList(by: 100, duration: 0.2)
        page.releaseList(velocity: 0)
        page.advance(frames: 2)
        #expect(page.lists[0].isDecelerating && abs(page.parent - 100) < 0.5)
        page.switchTab(to: 0)
        #expect(!page.list.isDecelerating)
        page.advance(frames: 30)
        #expect(abs(page.parent - 100) < 0.5 && page.child == 0, "P \(page.parent), C \(page.child)")
    }

    /// Given a slow fling inside the header's range, when the header grows from 200 to 260 pt, then the header keeps its
    /// position on this and later frames: the page stops the fling before compensating (the fling is lost, the price of
    /// F11; a plain write without the stop is overwritten and the header jumps 64 pt on the next frame).
    @Test(arguments: cases) func aHeaderHeightChangeDuringAFlingKeepsTheHeader(c: Case) {
        let page = page(c, list: 6000)
        page.flingList(velocity: 0.3)
        page.advance(frames: 3)
        #expect(page.list.isDecelerating)
        let before = page.parent
        page.setHeaderHeight(260)
        page.advance(frames: 30)
        #expect(abs(page.parent - before) < 0.5 && page.child == 0, "P \(before) → \(page.parent)")
        #expect(!page.list.isDecelerating)
    }

    /// Given lists of 300 pt (shorter than the 812 pt page), when a finger drags 250 pt up and back, then the header
    /// collapses all the way (padding at the bottom, not a forced content size) and comes back.
    @Test(arguments: cases) func aListShorterThanTheViewportStillCollapsesTheHeader(c: Case) {
        let page = page(c, list: 300)
        #expect(page.list.contentInset.bottom == 812 - 44 - 300 && page.list.contentSize.height == 300)
        page.dragList(by: -250, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent == 200 && page.tabsStuck)
        page.dragList(by: 250, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent == 0 && page.child == 0)
    }

    /// Given the header at P 120 (or the tabs stuck at C 300), when the header grows from 200 to 260 pt, then the
    /// offset is compensated: P stays 120 with the rows at the tabs (or the tabs stay stuck over the same row).
    @Test(arguments: cases, [(120.0, 0.0), (200, 300)])
    func aHeaderHeightChangeKeepsTheHeadersState(c: Case, at: (parent: Double, child: Double)) {
        let page = page(c)
        place(page, parent: at.parent, child: at.child)
        page.setHeaderHeight(260)
        #expect(page.list.contentInset.top == 304)
        let parent = at.child > 0 ? 260 : at.parent
        #expect(abs(page.parent - parent) < 0.5 && abs(page.child - at.child) < 0.5, "P \(page.parent), C \(page.child)")
    }
}

/// The rule alone (`NestedHeaderRule`), at the points §4 of the research names.
@Suite struct SingleDriverPrototypeRuleTests {
    /// Parent mode: `P = min(S, o + base)`; child mode: `P = clamp(o + base + r, 0, S)` (riding band).
    @Test(arguments: [
        // mode, o, r, P
        (NestedRefreshMode.parent, -244.0, 0.0, 0.0), (.parent, -294, 0, -50), (.parent, -298, 54, -54), (.parent, -144, 0, 100),
        (.parent, 500, 0, 200), (.child, -244, 0, 0), (.child, -294, 0, 0), (.child, -298, 54, 0), (.child, -198, 54, 100),
        (.child, 500, 54, 200),
    ])
    func thePlacementFollowsTheResearchsRules(mode: NestedRefreshMode, o: Double, r: Double, p: Double) {
        let rule = NestedHeaderRule(headerHeight: 200, tabHeight: 44, mode: mode)
        let placement = rule.placement(listOffset: o, band: r)
        #expect(placement.headerOffset == p)
        #expect(placement.tabsStuck == (p >= 200 - 0.5))
        #expect(placement.progress == min(max(p / 200, 0), 1))
        if (mode == .parent && p < 200) || (p > 0 && p < 200) { #expect(rule.listOffset(headerOffset: p, band: r) == o) }
    }

    /// Child mode with the band scrolling with the rows: `P = clamp(o + base, 0, S)`; a whole header shows the band.
    @Test func aBandScrollingWithTheRowsIsIgnoredByTheHeader() {
        let rule = NestedHeaderRule(headerHeight: 200, tabHeight: 44, mode: .child, childBand: .scrollsWithRows)
        #expect(rule.placement(listOffset: -298, band: 54).headerOffset == 0)
        #expect(rule.placement(listOffset: -270, band: 54).headerOffset == 0)
        #expect(rule.placement(listOffset: -198, band: 54).headerOffset == 46)
        #expect(rule.listOffset(headerOffset: 0, band: 54) == -298 && rule.listOffset(headerOffset: 100, band: 54) == -144)
        #expect(rule.stuckOffset(band: 54) == -44)
    }

    /// A pin of 47 (tabs under the status bar): the header scrolls 153 before they stick.
    @Test func aPinShortensTheStickyDistance() {
        let rule = NestedHeaderRule(headerHeight: 200, tabHeight: 44, pin: 47, mode: .child)
        #expect(rule.sticky == 153 && rule.base == 244 && rule.stuckOffset(band: 0) == -91)
        #expect(rule.placement(listOffset: -91, band: 0).tabsStuck && !rule.placement(listOffset: -92, band: 0).tabsStuck)
    }
}
