import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container's decisions (issue 20): its layout, which lists exist, appear and are selected as the
/// pager moves, how far the header has collapsed, and which list a finger scrolls.
@Suite struct PageContainerTests {
    // MARK: - Layout

    /// Given a 390 × 844 container, a 421 pt header, 40 pt tabs that stick 100 pt below the top (a bar over
    /// the page), then the lists fill the container under an overlay of header + tabs, each list's top inset is the
    /// overlay's height, and the header scrolls 321 pt before the tabs stick at 100.
    @Test func theListsFillTheContainerUnderTheHeaderAndTabs() {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: 421, tabBarHeight: 40,
                                         pinnedTop: 100)
        #expect(layout.stickyDistance == 321)
        #expect(layout.baseInset == 461)
        #expect(layout.headerFrame == ScrollRect(x: 0, y: 0, width: 390, height: 421))
        #expect(layout.tabBarFrame == ScrollRect(x: 0, y: 421, width: 390, height: 40))
        #expect(layout.pagerFrame == ScrollRect(x: 0, y: 0, width: 390, height: 844))
        #expect(layout.listFrame(at: 2) == ScrollRect(x: 780, y: 0, width: 390, height: 844))
        #expect(layout.pagerContentWidth(count: 3) == 1170)
        // Collapsed: the overlay is 321 pt up, the tabs' top at the pinned line, the list shows from the tabs' bottom.
        #expect(layout.overlayFrame(headerOffset: 321) == ScrollRect(x: 0, y: -321, width: 390, height: 461))
        #expect(layout.overlayFrame(headerOffset: 321).origin.y + layout.tabBarFrame.origin.y == 100)
        #expect(layout.visibleTop(headerOffset: 321) == 140)
    }

    @Test func aPinnedOffsetTallerThanTheHeaderSticksTheTabsFromTheStart() {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: 80, tabBarHeight: 40,
                                         pinnedTop: 100)
        #expect(layout.stickyDistance == 0)
        #expect(layout.tabBarFrame.origin.y == 100)  // below the bar, not under it
        #expect(layout.baseInset == 140)
        let rule = layout.rule(mode: .child)
        #expect(rule.placement(listOffset: -140, band: 0).tabsStuck)
        #expect(rule.placement(listOffset: 300, band: 0).headerOffset == 0)
    }

    @Test(arguments: [Double.nan, -50, .infinity]) func badSizesCountAsZero(value: Double) {
        let layout = PageContainerLayout(size: ScrollSize(width: value, height: 600), headerHeight: value,
                                         tabBarHeight: value, pinnedTop: value)
        #expect(layout.stickyDistance == 0 && layout.baseInset == 0)
        #expect(layout.pagerFrame == ScrollRect(x: 0, y: 0, width: 0, height: 600))
        #expect(layout.overlayFrame(headerOffset: value).origin.y.isFinite)
        #expect(layout.listInsets(contentHeight: value, appBottom: value, safeBottom: value).isFinite)
    }

    /// Given a 200 pt header and 44 pt tabs over an 812 pt page, then a list's bottom inset is the safe area plus
    /// whatever lets it scroll until the tabs stick (`content + bottom − 812 ≥ 200 − 244`), counting the app's own
    /// bottom inset: a 300 pt list needs 468 pt, a list taller than 768 pt none.
    @Test(arguments: [(300.0, 0.0, 0.0, 468.0), (300, 34, 0, 468), (300, 34, 100, 368), (768, 34, 0, 34), (2000, 34, 0, 34),
                      (0, 0, 0, 768)])
    func aShortListIsPaddedSoTheHeaderCanCollapse(content: Double, safe: Double, app: Double, bottom: Double) {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200, tabBarHeight: 44)
        let insets = layout.listInsets(contentHeight: content, appBottom: app, safeBottom: safe)
        #expect(insets.top == 244 && insets.bottom == bottom)
        // Then the list reaches stuck tabs: its bottom offset is at least the stuck offset.
        #expect(content + insets.bottom + app - 812 >= layout.rule(mode: .child).stuckOffset(band: 0) - 1e-9)
    }

    @Test(arguments: [(33.4, 3.0, 33.333333333333336), (33.4, 2, 33.5), (33.4, 0, 33), (33.4, .nan, 33), (-54, 3, -54)])
    func theHeaderIsDrawnOnWholePixels(value: Double, scale: Double, drawn: Double) {
        #expect(abs(PageContainerLayout.pixelAligned(value, scale: scale) - drawn) < 1e-9)
    }

    // MARK: - The pager

    func input(pager: Double, page: Double = 0, count: Int = 3) -> PageContainerState.Input {
        .init(count: count, pagerOffset: pager, pagerWidth: 390, pageOffset: page, pageTop: 0, stickyDistance: 200)
    }

    /// Given the first list shown, when the user swipes toward the second, then the second is created as it
    /// comes into view, appears, is selected past half way, and the first disappears only once fully hidden.
    @Test func aSwipeCreatesTheNextListAsItComesIntoViewAndSelectsItPastHalfWay() {
        var state = PageContainerState()
        #expect(state.update(input(pager: 0)) == [.create(0), .appear(0), .select(0), .collapse(0), .stuck(false)])
        #expect(state.update(input(pager: 40)) == [.create(1), .appear(1)])
        #expect(state.update(input(pager: 150)) == [])
        #expect(state.update(input(pager: 200)) == [.select(1)])
        #expect(state.update(input(pager: 390)) == [.disappear(0)])
        // Back to the first: it exists already; nothing is created twice.
        #expect(state.update(input(pager: 100)) == [.appear(0), .select(0)])
        #expect(state.created == [0, 1])
    }

    /// A programmatic jump over a list (tab 1 → 3) creates only the list it lands on.
    @Test func aJumpCreatesOnlyTheListItLandsOn() {
        var state = PageContainerState()
        _ = state.update(input(pager: 0))
        #expect(state.update(input(pager: 780)) == [.create(2), .disappear(0), .appear(2), .select(2)])
        #expect(!state.created.contains(1))
    }

    /// The header's progress and the tabs sticking are reported when they change, not on every event.
    @Test func collapseAndStuckAreReportedOnChange() {
        var state = PageContainerState()
        _ = state.update(input(pager: 0))
        #expect(state.update(input(pager: 0, page: 50)) == [.collapse(0.25)])
        #expect(state.update(input(pager: 0, page: 50)) == [])
        #expect(state.update(input(pager: 0, page: 200)) == [.collapse(1), .stuck(true)])
        #expect(state.update(input(pager: 0, page: 260)) == [])  // past the end: still 1, still stuck
        #expect(state.update(input(pager: 0, page: -40)) == [.collapse(0), .stuck(false)])  // pulled
    }

    /// A reload forgets every list: the lists in view disappear, and the next update creates and selects anew.
    @Test func aReloadCreatesTheListsAgain() {
        var state = PageContainerState()
        _ = state.update(input(pager: 390))
        #expect(state.reset() == [.disappear(1)])
        #expect(state.update(input(pager: 390, count: 2)) == [.create(1), .appear(1), .select(1)])
    }

    @Test func noListsSelectNothing() {
        var state = PageContainerState()
        let events = state.update(input(pager: 0, count: 0))
        #expect(!events.contains { if case .select = $0 { true } else { false } })
        #expect(state.selected == nil && state.visible.isEmpty)
    }

    @Test(arguments: [(0.0, 0...0), (195, 0...1), (390, 1...1), (389, 0...1), (389.9, 1...1), (2000, 2...2), (-80, 0...0)])
    func theListsInViewAreTheOnesAnyPartOfWhichShows(offset: Double, expected: ClosedRange<Int>) {
        let position = PageContainerState.position(offset: offset, width: 390, count: 3)
        #expect(PageContainerState.visibleIndices(position: position, count: 3) == expected)
    }

    // MARK: - The list under the finger

    /// A page of `NestedScrollCoordinator` (not the container, whose lists scroll alone): given the page on tab 0 while
    /// the pager still shows half of tab 1, when a finger drags up on tab 1's list, then that list is the one that
    /// scrolls with the page, and the header collapses with it: the list never scrolls alone under a visible header.
    @MainActor @Test func aFingerOnAnotherListMakesItTheCurrentOne() {
        let page = SimulatedNestedPage(mode: .child)
        let other = page.children[1]
        for _ in 0..<20 {
            other.moveFinger(by: -10)
            page.advance(frames: 1)
        }
        #expect(page.currentIndex == 1)
        #expect(abs(page.parent.contentOffset.y - 200) < 0.5)
        #expect(other.contentOffset.y == 0)
        for _ in 0..<10 {
            other.moveFinger(by: -10)
            page.advance(frames: 1)
        }
        #expect(abs(other.contentOffset.y - 100) < 0.5)
        #expect(page.children[0].contentOffset.y == 0)
    }
}

/// The container's decisions as the UIKit container and the simulator's page run them (`PageContainerDriver`), and
/// which scroll view of a list's view controller is its list (`PageListChoice`).
@Suite struct PageContainerDriverTests {
    let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200, tabBarHeight: 44)

    final class Token {}

    /// Given an app that set its own 20 pt bottom inset, when the container gives the list its insets, then it adds
    /// only its share (244 on top, 34 of safe area and no padding for a long list), gives nothing twice, follows the
    /// content as it shrinks, and takes exactly its share back when the list leaves.
    @Test func theContainerAddsOnlyItsShareOfAListsInsetsAndTakesItBack() {
        var driver = PageContainerDriver(layout: layout, mode: .child)
        let id = ObjectIdentifier(Token())
        var app = ScrollInsets(bottom: 20)
        func apply(_ change: ScrollInsets) { app = ScrollInsets(top: app.top + change.top, bottom: app.bottom + change.bottom) }
        apply(driver.insetChange(for: id, contentHeight: 2000, appInset: app, safeBottom: 34))
        #expect(app == ScrollInsets(top: 244, bottom: 54))
        #expect(driver.insetChange(for: id, contentHeight: 2000, appInset: app, safeBottom: 34) == .zero)
        // The content shrinks to 300 pt: the list needs 468 pt at the bottom, 20 of which are the app's.
        apply(driver.insetChange(for: id, contentHeight: 300, appInset: app, safeBottom: 34))
        #expect(app == ScrollInsets(top: 244, bottom: 468))
        apply(driver.insetsGivenBack(by: id))
        #expect(app == ScrollInsets(bottom: 20))
    }

    /// Given the tabs stuck with the list at 500, when the header grows from 200 to 260 pt, then the list stays: the
    /// tabs stay stuck over the same row (the taller header is scrolled further up). With the header showing at P 120,
    /// the list moves 60 pt up so the header stays at P 120 over the list's top. A layout that changes nothing moves
    /// nothing.
    @Test(arguments: [(500.0, nil as Double?), (-124, -184)])
    func aTallerHeaderKeepsItsStateAndTheRowUnderTheTabs(offset: Double, kept: Double?) {
        var driver = PageContainerDriver(layout: layout, mode: .child)
        let list = PageContainerDriver.List(offset: offset, band: 0, top: -244, bottom: 2000)
        #expect(driver.relayout(layout, mode: .child, current: list) == nil)
        var taller = layout
        taller.headerHeight = 260
        #expect(driver.relayout(taller, mode: .child, current: list) == kept)
    }

    /// Given the header at P 120, when a list comes in, then it shows its top right under the header; with the tabs
    /// stuck, a list scrolled further keeps its place and one above the stuck offset comes in at it.
    @Test(arguments: [(-124.0, 900.0, -124.0), (200, 900, 900), (200, -244, -44)])
    func aListComesInWhereTheHeaderDoesNotMove(current: Double, incoming: Double, expected: Double) {
        var driver = PageContainerDriver(layout: layout, mode: .child)
        _ = driver.place(.init(offset: current, band: 0, top: -244, bottom: 2000), scale: 3)
        #expect(driver.incomingOffset(.init(offset: incoming, band: 0, top: -244, bottom: 2000), keeping: driver.headerOffset) == expected)
    }

    /// The overlay's placement: drawn on whole pixels, covering the list down to the tabs in child mode (the band rides
    /// under them), nothing in parent mode, and the scroll indicator starting below the tabs.
    @Test func thePlacementIsDrawnOnPixelsAndCoversTheListInChildModeOnly() {
        var child = PageContainerDriver(layout: layout, mode: .child)
        let shown = child.place(.init(offset: -144.1, band: 0, top: -244, bottom: 2000), scale: 3)
        #expect(abs(child.headerOffset - 99.9) < 1e-9)
        #expect(abs(shown.headerOffset - 100) < 1e-9 && abs(shown.overlayFrame.origin.y + 100) < 1e-9)
        #expect(shown.leadingCover.map { abs($0 - 144) < 1e-9 } == true && abs(shown.indicatorTop - 144) < 1e-9)
        var parent = PageContainerDriver(layout: layout, mode: .parent)
        #expect(parent.place(.init(offset: -298, band: 54, top: -298, bottom: 2000), scale: 3).leadingCover == nil)
        #expect(parent.headerOffset == -54 && parent.pageHeaderPositionOffset == 244 && child.pageHeaderPositionOffset == 0)
    }

    /// The page's refresh header gets to the current list by attaching when idle, by handing its refresh over while
    /// it refreshes, and waits while it is pulled or ends (moving it then would end it).
    @Test(arguments: [(false, RefreshState.idle, PageContainerDriver.PageHeaderMove.attach), (false, .noMoreData, .attach),
                      (false, .refreshing, .handOver), (false, .pulling(progress: 0.5), .stay), (false, .ready, .stay), (false, .ending, .stay),
                      (true, .idle, .stay), (true, .refreshing, .stay)])
    func thePageHeaderFollowsTheCurrentList(onCurrent: Bool, state: RefreshState, move: PageContainerDriver.PageHeaderMove) {
        #expect(PageContainerDriver.pageHeaderMove(isOnCurrentList: onCurrent, state: state) == move)
        // Noticed inside a list's own change, an attach waits for the next turn; the rest is the same.
        let inCallback = PageContainerDriver.pageHeaderMove(isOnCurrentList: onCurrent, state: state, inListCallback: true)
        #expect(inCallback == (move == .attach ? .attachLater : move))
    }

    typealias Candidate = PageListChoice.Candidate

    static func candidate(_ w: Double, _ h: Double, content: ScrollSize? = nil, text: Bool = false, flow: Bool? = nil) -> Candidate {
        Candidate(size: ScrollSize(width: w, height: h), contentSize: content ?? ScrollSize(width: w, height: h * 3),
                  isTextView: text, hasHorizontalFlowLayout: flow == true, hasFlowLayout: flow != nil)
    }

    /// Given the scroll views under a list's controller, breadth first, then the list is the largest vertical one, the
    /// first found on a tie; text views, horizontal flow layouts and content wider and no taller than the view never are.
    @Test(arguments: [
        ([candidate(390, 120, flow: true), candidate(390, 700)], 1 as Int?),
        ([candidate(390, 700), candidate(390, 700)], 0),
        ([candidate(390, 800, text: true), candidate(390, 300)], 1),
        ([candidate(390, 200, content: ScrollSize(width: 1200, height: 200)), candidate(100, 100)], 1),
        ([candidate(390, 200, content: ScrollSize(width: 1200, height: 200), flow: false)], 0),
        ([candidate(.nan, 700), candidate(390, 10)], 1),
        ([], nil),
    ])
    func theListIsTheLargestVerticalScrollView(candidates: [Candidate], expected: Int?) {
        #expect(PageListChoice.pick(candidates) == expected)
    }
}

/// The tab bar hears of the pager's moves only: the header follows the current list on every frame it scrolls, and
/// the tab bar would lay itself out on each of them otherwise.
@Suite struct PageContainerPagerMoveTests {
    @Test func theTabBarIsToldOnlyWhenThePagerMoves() {
        var state = PageContainerState()
        func input(_ pager: Double, header: Double = 0) -> PageContainerState.Input {
            .init(count: 3, pagerOffset: pager, pagerWidth: 390, pageOffset: header, pageTop: 0, stickyDistance: 200)
        }
        #expect(state.pagerMove(input(0)) == 0)
        #expect(state.pagerMove(input(0, header: 120)) == nil)  // the list scrolled: no move
        #expect(state.pagerMove(input(195)) == 0.5)
        #expect(state.pagerMove(input(195)) == nil)
        _ = state.reset()
        #expect(state.pagerMove(input(195)) == 0.5)  // a reload tells again
    }
}

/// What the container tells beside its events: the header's offset in points, and which list the header follows.
@Suite struct PageContainerHeaderMoveTests {
    func input(header: Double, pager: Double = 0, atRest: Bool = true) -> PageContainerState.Input {
        .init(count: 3, pagerOffset: pager, pagerWidth: 390, pageOffset: header, pageTop: 0, stickyDistance: 200,
              pagerIsAtRest: atRest)
    }

    /// Given the header moving, then its offset is told in points on each change only, a pull in parent mode as a
    /// negative offset (a stretching header's input), and a bad value as 0.
    @Test func theHeadersOffsetIsToldInPointsWhenItChanges() {
        var state = PageContainerState()
        #expect(state.headerMove(input(header: 0)) == 0)
        #expect(state.headerMove(input(header: 0)) == nil)
        #expect(state.headerMove(input(header: 120)) == 120)
        #expect(state.headerMove(input(header: -54)) == -54)
        #expect(state.headerMove(input(header: .nan)) == 0)
    }

    /// Given a swipe to the second list, then the header follows it only once the pager rests: a swipe that goes back
    /// leaves the first one followed.
    @Test func theHeaderFollowsTheSelectedListOnlyAtRest() {
        var state = PageContainerState()
        _ = state.update(input(header: 0, pager: 0))
        #expect(state.listToFollow(input(header: 0, pager: 0)) == 0)
        _ = state.update(input(header: 0, pager: 250, atRest: false))
        #expect(state.listToFollow(input(header: 0, pager: 250, atRest: false)) == nil)
        _ = state.update(input(header: 0, pager: 390))
        #expect(state.listToFollow(input(header: 0, pager: 390)) == 1)
    }
}

/// How the container knows the pager rests: UIKit reports neither tracking nor deceleration for an animated
/// `setContentOffset`, so a tab tap's scroll is followed to its target.
@Suite struct PageContainerPagerRestTests {
    /// Given a tab tap from the first list to the fourth (an animated scroll to 1,170), then the pager is not at rest
    /// on the lists it passes, and is once it gets there; a finger that touches it ends the wait.
    @Test func anAnimatedTabTapRestsOnlyAtItsTarget() {
        var request = PageContainerPagerRequest()
        func rests(_ offset: Double, tracking: Bool = false, decelerating: Bool = false) -> Bool {
            request.isAtRest(offset: offset, isTracking: tracking, isDecelerating: decelerating)
        }
        request.animate(to: 1170)
        let passing = [rests(390), rests(780)], arrived = rests(1170)
        #expect(passing == [false, false] && arrived)
        request.animate(to: 0)
        let touched = rests(600, tracking: true), afterTouch = rests(600)
        #expect(!touched && afterTouch)  // the finger took over
        request.animate(to: .nan)  // not animated: nothing to wait for
        let plain = rests(600), decelerating = rests(600, decelerating: true)
        #expect(plain && !decelerating)
    }

    /// Given a layout pass, when the lists' frames and insets ask for updates during it, then none runs until the
    /// layout ends, and one runs then.
    @Test func updatesAskedForDuringALayoutRunAtItsEnd() {
        var passes = PageContainerUpdatePasses()
        passes.beginLayout()
        passes.request()
        let first = passes.next()
        passes.request()
        let second = passes.next()
        passes.endLayout()
        passes.request()
        let atEnd = passes.next(), thenDone = passes.next()
        #expect(!first && !second && atEnd && !thenDone)
    }
}
