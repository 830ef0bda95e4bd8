import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container's decisions (issue 20): its layout, which lists exist, appear and are selected as the
/// pager moves, how far the header has collapsed, and which list a finger scrolls.
@Suite struct PageContainerTests {
    // MARK: - Layout

    /// Given a 390 × 844 container, a 421 pt header, 40 pt tabs that stick 100 pt below the top (a bar over
    /// the page), then the page's content is header + tabs + what shows below the stuck tabs, and it scrolls
    /// exactly until the tabs stick.
    @Test func theLayoutScrollsThePageExactlyUntilTheTabsStick() {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: 421, tabBarHeight: 40,
                                         pinnedTop: 100)
        #expect(layout.stickyDistance == 321)
        #expect(layout.headerFrame == ScrollRect(x: 0, y: 0, width: 390, height: 421))
        #expect(layout.tabBarFrame == ScrollRect(x: 0, y: 421, width: 390, height: 40))
        #expect(layout.pagerFrame == ScrollRect(x: 0, y: 461, width: 390, height: 704))
        #expect(layout.contentHeight - 844 == layout.stickyDistance)
        #expect(layout.listFrame(at: 2) == ScrollRect(x: 780, y: 0, width: 390, height: 704))
        #expect(layout.pagerContentWidth(count: 3) == 1170)
    }

    @Test func aPinnedOffsetTallerThanTheHeaderSticksTheTabsFromTheStart() {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: 80, tabBarHeight: 40,
                                         pinnedTop: 100)
        #expect(layout.stickyDistance == 0)
        #expect(layout.contentHeight == 844)
        #expect(layout.tabBarFrame.origin.y == 100)  // below the bar, not under it
        #expect(layout.pagerFrame == ScrollRect(x: 0, y: 140, width: 390, height: 704))
    }

    @Test(arguments: [Double.nan, -50, .infinity]) func badSizesCountAsZero(value: Double) {
        let layout = PageContainerLayout(size: ScrollSize(width: value, height: 600), headerHeight: value,
                                         tabBarHeight: value, pinnedTop: value)
        #expect(layout.stickyDistance == 0)
        #expect(layout.pagerFrame == ScrollRect(x: 0, y: 0, width: 0, height: 600))
        #expect(layout.contentHeight == 600)
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

    /// Given the page on tab 0 while the pager still shows half of tab 1 (the app not yet told of a switch),
    /// when a finger drags up on tab 1's list, then that list is the one that scrolls with the page, and the
    /// header collapses with it: the list never scrolls alone under a visible header.
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
