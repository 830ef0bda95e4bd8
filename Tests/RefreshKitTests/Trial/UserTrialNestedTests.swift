import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A user's trial of nested pages (`SimulatedNestedPage`, the coordinator's model) and of the page container on one
/// driver (`SimulatedSingleDriverPage`): tab switches, short lists, content and header-height changes, refreshes
/// that end while the list is scrolled away.
@MainActor
@Suite struct UserTrialNestedTests {

    // MARK: Helpers

    private func header() -> RefreshController { RefreshController(header: .header, action: .manual {}) }

    /// Every view inside its range (a bounce settled), and the page's promise "while the page's header shows, every
    /// other list is at its top".
    private func expectConsistent(_ page: SimulatedNestedPage, _ comment: Comment? = nil,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let parent = page.parent.contentOffset.y
        #expect(parent >= page.parent.minOffset - 0.5 && parent <= page.parent.maxOffset + 0.5, comment,
                sourceLocation: sourceLocation)
        for list in page.children {
            #expect(list.contentOffset.y >= list.minOffset - 0.5 && list.contentOffset.y <= list.maxOffset + 0.5, comment,
                    sourceLocation: sourceLocation)
        }
        if parent < page.binding.stickyDistance - 0.5 {
            for list in page.children where list !== page.child {
                #expect(abs(list.contentOffset.y - list.minOffset) < 0.5, comment, sourceLocation: sourceLocation)
            }
        }
    }

    /// A page in `mode` with a header on the view that mode refreshes (the first list, or the page).
    private func refreshingPage(_ mode: NestedRefreshMode, _ variant: SimulatedNestedPage.Variant)
        -> (page: SimulatedNestedPage, refresh: RefreshController) {
        let page = SimulatedNestedPage(mode: mode, variant: variant)
        let refresh = header()
        (mode == .child ? page.children[0] : page.parent).installRefresh().attach(refresh)
        return (page, refresh)
    }

    /// A finger pulls the page's list 200 pt down and lifts: `refresh` refreshes.
    private func pullToRefresh(_ page: some SimulatedDraggedPage, _ refresh: RefreshController,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        page.dragListAndSettle(by: 200)
        #expect(refresh.state == .refreshing, sourceLocation: sourceLocation)
    }

    // MARK: Nested page: tabs of different lengths

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aShortListOnAnotherTabStillBringsTheHeaderBackWhenPulled(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page whose second tab holds a short list, scrolled until the tabs stick
        let page = SimulatedNestedPage(mode: .child, childContentHeights: [2000, 300, 2000], variant: variant)
        page.dragListAndSettle(by: -500)
        #expect(page.parent.contentOffset.y == 200)
        // When the user switches to the short tab and pulls down on it
        page.switchTab(to: 1)
        page.dragListAndSettle(by: 300)
        // Then the header comes back, as the page's doc promises for a short list
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func theCurrentListShrinkingWhileTheTabsStickLeavesThePageConsistentAndScrollable(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page scrolled deep into its list
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: -1400, duration: 1)
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.child.contentOffset.y > 1000)
        // When a filter shrinks the current list to fewer rows than fill the pager
        page.child.setContentSize(ScrollSize(width: 390, height: 400))
        page.settle()
        expectConsistent(page)
        // Then a pull brings the header back down in one motion
        page.dragListAndSettle(by: 300)
        #expect(page.parent.contentOffset.y == 0)
        expectConsistent(page)
    }

    // MARK: Nested page: refreshes and tab switches

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aChildRefreshEndingWhileItsListIsScrolledAwayMovesNothingOnScreen(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode list refreshing, then scrolled away under stuck tabs
        let (page, refresh) = refreshingPage(.child, variant)
        pullToRefresh(page, refresh)
        page.dragListAndSettle(by: -900, duration: 0.8)
        #expect(page.parent.contentOffset.y == 200)
        let listBefore = page.child.contentOffset.y
        // When the refresh ends
        refresh.endRefreshing()
        page.settle()
        // Then the list's rows stay where they show, the tabs stay stuck, and the band is gone
        #expect(refresh.state == .idle)
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - listBefore) <= 0.5)
        #expect(page.child.contentInset == .zero)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func switchingTabsDuringAChildRefreshKeepsTheRefreshAndItsBandForWhenTheUserComesBack(variant: SimulatedNestedPage.Variant) {
        // Given the first list of a child-mode page refreshing at the top
        let (page, refresh) = refreshingPage(.child, variant)
        pullToRefresh(page, refresh)
        // When the user switches to the second tab, scrolls it a little, then comes back
        page.switchTab(to: 1)
        page.settle()
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
        page.switchTab(to: 0)
        page.settle()
        // Then the first list still refreshes, its spinner in view at the top
        #expect(refresh.state == .refreshing)
        #expect(page.children[0].contentOffset.y == -54)
        refresh.endRefreshing()
        page.settle()
        #expect(page.children[0].contentOffset.y == 0)
        #expect(page.children[0].contentInset == .zero)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all, [3.0, -3.0])
    func aTabSwitchMidFlingLeavesEveryViewAtRestInsideItsRange(variant: SimulatedNestedPage.Variant, velocity: Double) {
        // Given a child-mode page half collapsed, its list at its top
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: -100)
        // When the user flings and switches tabs a few frames into the fling
        page.flingList(velocity: velocity)
        page.advance(frames: 5)
        page.switchTab(to: 2)
        page.settle()
        // Then nothing moves any more and the page keeps its rules
        #expect(!page.binding.needsFrames)
        #expect(!([page.parent] + page.children).contains { $0.isDecelerating })
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func switchingTabsMidPullDoesNotLeaveTheOldListPulled(variant: SimulatedNestedPage.Variant) {
        // Given a finger pulling the first list of a child-mode page down
        let (page, refresh) = refreshingPage(.child, variant)
        page.dragList(by: 60)
        #expect(page.children[0].contentOffset.y < 0)
        // When the pager switches tab (a tab tap with another finger) and the finger lifts
        page.switchTab(to: 1)
        page.children[0].release(velocity: 0)
        page.settle()
        // Then every list is back inside its range and no refresh starts without reaching its trigger
        #expect(refresh.state == .idle)
        expectConsistent(page)
    }

    // MARK: Nested page: mode and sticky distance

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func changingTheModeFromChildToParentWhileAListRefreshesLetsThatRefreshFinish(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode list refreshing
        let (page, refresh) = refreshingPage(.child, variant)
        pullToRefresh(page, refresh)
        // When the app switches the page to parent mode, and the refresh ends
        page.binding.mode = .parent
        page.settle()
        refresh.endRefreshing()
        page.settle()
        // Then the list is back at its top with its inset given back, and a pull now moves the page, not the list
        #expect(refresh.state == .idle)
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
        page.dragList(by: 100)
        #expect(page.parent.contentOffset.y < 0)
        #expect(page.child.contentOffset.y >= 0)
        page.releaseList(velocity: 0)
        page.settle()
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aSmallerStickyDistanceWhileTheTabsStickKeepsThemStuckAndTheListWhereItIs(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page scrolled into its list, tabs stuck at 200
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: -600, duration: 0.6)
        let listBefore = page.child.contentOffset.y
        #expect(page.parent.contentOffset.y == 200)
        #expect(listBefore > 100)
        // When the header shrinks to 120 pt (the page's content shrinks with it)
        page.parent.setContentSize(ScrollSize(width: 390, height: 812 + 120))
        page.binding.stickyDistance = 120
        page.settle()
        // Then the tabs stick at the new distance and the list keeps its rows
        #expect(page.parent.contentOffset.y == 120)
        #expect(abs(page.child.contentOffset.y - listBefore) <= 0.5)
        // And a further drag up scrolls the list, not the page
        page.dragListAndSettle(by: -100)
        #expect(page.parent.contentOffset.y == 120)
        #expect(page.child.contentOffset.y > listBefore + 50)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aLargerStickyDistanceWhileTheHeaderShowsLetsTheHeaderCollapseFurther(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page at rest at its top
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        // When the header grows to 300 pt
        page.parent.setContentSize(ScrollSize(width: 390, height: 812 + 300))
        page.binding.stickyDistance = 300
        // Then a long drag up first collapses all 300 pt of it, then scrolls the list
        page.dragListAndSettle(by: -500, duration: 0.6)
        #expect(page.parent.contentOffset.y == 300)
        #expect(abs(page.child.contentOffset.y - 200) <= 1)
        expectConsistent(page)
    }

    // MARK: Nested page: parent mode

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aPageRefreshSurvivesATabSwitchAndEndsWithEveryListAtItsTop(variant: SimulatedNestedPage.Variant) {
        // Given a parent-mode page refreshing from a pull on its list
        let (page, refresh) = refreshingPage(.parent, variant)
        pullToRefresh(page, refresh)
        #expect(page.parent.contentOffset.y == -54)
        for list in page.children { #expect(list.contentOffset.y == 0) }
        // When the user switches tab during it and the refresh ends
        page.switchTab(to: 1)
        page.settle()
        #expect(page.parent.contentOffset.y == -54)
        refresh.endRefreshing()
        page.settle()
        // Then the page is back at its top with its inset given back
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.parent.contentInset == .zero)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aPageRefreshEndingWhileTheListIsScrolledAwayMovesNothingOnScreen(variant: SimulatedNestedPage.Variant) {
        // Given a parent-mode page refreshing, then scrolled until the list moves
        let (page, refresh) = refreshingPage(.parent, variant)
        page.dragListAndSettle(by: 200)
        page.dragListAndSettle(by: -800, duration: 0.8)
        #expect(page.parent.contentOffset.y == 200)
        let listBefore = page.child.contentOffset.y
        #expect(listBefore > 300)
        // When the page's refresh ends
        refresh.endRefreshing()
        page.settle()
        // Then the tabs stay stuck and the list keeps its rows
        #expect(refresh.state == .idle)
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - listBefore) <= 0.5)
        expectConsistent(page)
    }

    // MARK: Page container (one driver)

    @Test func aPageRefreshHandedOverTwiceEndsWithEveryListOnItsOwnInsets() {
        // Given a parent-mode container refreshing the page
        let page = SimulatedSingleDriverPage(mode: .parent)
        let refresh = header()
        page.pageHeader = refresh
        pullToRefresh(page, refresh)
        // When the user switches to the second tab and on to the third, and the refresh ends
        page.switchTab(to: 1)
        page.settle()
        page.switchTab(to: 2)
        page.settle()
        #expect(refresh.state == .refreshing)
        refresh.endRefreshing()
        page.settle()
        // Then every list has only the container's inset, and the header shows whole at its top
        #expect(refresh.state == .idle)
        for list in page.lists { #expect(list.contentInset.top == 244) }
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == -244)
    }

    @Test func aListShrinkingWhileTheTabsStickKeepsThePageConsistent() {
        // Given a container scrolled deep into its first list
        let page = SimulatedSingleDriverPage(mode: .child)
        page.dragListAndSettle(by: -1400, duration: 1)
        #expect(page.tabsStuck)
        // When the list shrinks to a few rows
        page.list.setContentSize(ScrollSize(width: 390, height: 300))
        page.settle()
        // Then the list is inside its range, the header is where the rule puts it, and a pull brings the header back
        #expect(page.list.contentOffset.y >= page.list.minOffset && page.list.contentOffset.y <= page.list.maxOffset)
        #expect(page.headerOffset == page.rule.placement(listOffset: page.list.contentOffset.y, band: 0).headerOffset)
        page.dragListAndSettle(by: 400, duration: 0.5)
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
    }

    @Test func aShorterHeaderWhileTheTabsStickKeepsTheRowUnderTheTabs() {
        // Given a container scrolled into its list under stuck tabs
        let page = SimulatedSingleDriverPage(mode: .child)
        page.dragListAndSettle(by: -700, duration: 0.6)
        #expect(page.tabsStuck)
        let rowUnderTabs = page.child
        // When the header's height changes
        page.setHeaderHeight(120)
        // Then the tabs still stick and the same row is under them
        #expect(page.tabsStuck)
        #expect(abs(page.child - rowUnderTabs) <= 0.5)
        page.setHeaderHeight(260)
        #expect(page.tabsStuck)
        #expect(abs(page.child - rowUnderTabs) <= 0.5)
    }

    @Test func aHeaderHeightChangeDuringAPageRefreshKeepsTheRefreshAndItsSpinnerInView() {
        // Given a parent-mode container refreshing the page, at rest
        let page = SimulatedSingleDriverPage(mode: .parent)
        let refresh = header()
        page.pageHeader = refresh
        pullToRefresh(page, refresh)
        #expect(page.headerOffset == -54)
        // When the header grows
        page.setHeaderHeight(260)
        page.settle()
        // Then the refresh still shows above the header, and ends back at the new top
        #expect(refresh.state == .refreshing)
        #expect(page.headerOffset == -54)
        refresh.endRefreshing()
        page.settle()
        #expect(page.headerOffset == 0)
        #expect(page.list.contentInset.top == 304)
        #expect(page.list.contentOffset.y == -304)
    }

    @Test func aShortTabInTheContainerCanStillCollapseTheHeader() {
        // Given a container whose second tab has a few rows
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [2000, 200])
        page.switchTab(to: 1)
        // When the user drags up on it
        page.dragListAndSettle(by: -400, duration: 0.5)
        // Then the tabs stick, as on a long list
        #expect(page.tabsStuck)
        #expect(page.headerOffset == 200)
        // And switching back keeps the header stuck, the long list at least at its stuck position
        page.switchTab(to: 0)
        #expect(page.tabsStuck)
        #expect(page.headerOffset == 200)
    }

    // MARK: Nested page: refreshes begun from code, off screen, during flings

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aRefreshBegunOnAnotherTabShowsItsSpinnerWhenTheUserSwitchesToIt(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page at rest, and the third tab's refresh begun from code (a push notification)
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        let refresh = header()
        page.children[2].installRefresh().attach(refresh)
        refresh.beginRefreshing()
        page.settle()
        #expect(refresh.state == .refreshing)
        // When the user switches to that tab
        page.switchTab(to: 2)
        page.settle()
        // Then its spinner shows under the tabs, the header where it was
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == -54)
        refresh.endRefreshing()
        page.settle()
        #expect(page.child.contentOffset.y == 0)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aPageRefreshBegunDuringACrossingFlingEndsWithThePageConsistent(variant: SimulatedNestedPage.Variant) {
        // Given a parent-mode page with its tabs stuck and the list scrolled
        let (page, refresh) = refreshingPage(.parent, variant)
        page.dragListAndSettle(by: -900, duration: 0.8)
        // When the user flings back toward the top and the app begins the page's refresh mid-fling
        page.flingList(velocity: -3)
        page.advance(frames: 10)
        refresh.beginRefreshing()
        page.settle()
        #expect(refresh.state == .refreshing)
        // Then the spinner shows above the header, with every list at its top
        #expect(page.parent.contentOffset.y == -54)
        for list in page.children { #expect(list.contentOffset.y == 0) }
        refresh.endRefreshing()
        page.settle()
        #expect(page.parent.contentOffset.y == 0)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func changingTheModeMidFlingLeavesThePageAtRestInsideItsRanges(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page with the tabs stuck and the list scrolled
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: -600, duration: 0.6)
        // When the user flings down hard across the boundary and the mode changes to parent mid-fling
        page.flingList(velocity: -4)
        page.advance(frames: 8)
        page.binding.mode = .parent
        page.settle()
        // Then the fling ends at the page's top, nothing left moving
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
        #expect(!page.binding.needsFrames)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aFooterOnAShortTabLoadsMoreWithoutMovingTheHeader(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page whose first tab is short, with an auto footer
        let page = SimulatedNestedPage(mode: .child, childContentHeights: [300, 2000], variant: variant)
        var loads = 0
        let footer = RefreshController(footer: .auto, action: .manual { loads += 1 })
        page.children[0].installRefresh().attach(footer)
        page.settle()
        let before = loads
        // When the user drags up on it
        page.dragListAndSettle(by: -150)
        // Then the page collapses as far as the drag goes and the list stays in range
        #expect(page.parent.contentOffset.y > 100)
        expectConsistent(page)
        #expect(loads >= before)
        if footer.state == .refreshing { footer.endRefreshing() }
        page.settle()
        expectConsistent(page)
    }

    // MARK: Page container: more

    @Test func aChildRefreshBegunWhileTheTabsStickShowsItsSpinnerUnderTheTabs() {
        // Given a child-mode container scrolled into its list, with a refresh header on the list
        let page = SimulatedSingleDriverPage(mode: .child)
        let refresh = header()
        page.lists[0].installRefresh().attach(refresh)
        page.dragListAndSettle(by: -900, duration: 0.8)
        #expect(page.tabsStuck)
        // When the app begins the list's refresh
        refresh.beginRefreshing()
        page.settle()
        // Then the list scrolls to its top with the spinner in view right under the stuck tabs (its band rides under
        // them), and ends with the first row under the tabs
        #expect(refresh.state == .refreshing)
        #expect(page.tabsStuck)
        #expect(page.list.contentOffset.y == -(44 + 54))
        refresh.endRefreshing()
        page.settle()
        #expect(page.list.contentOffset.y == -44)
        #expect(page.list.contentInset.top == 244)
        #expect(page.tabsStuck)
    }

    @Test func aChildModePageRefreshSwitchedAwayUnderStuckTabsEndsWithoutMovingTheIncomingList() {
        // Given a child-mode container with a page refresh, refreshing at the top
        let page = SimulatedSingleDriverPage(mode: .child)
        let refresh = header()
        page.pageHeader = refresh
        pullToRefresh(page, refresh)
        // When the user scrolls until the tabs stick, switches tab, and the refresh ends
        page.dragListAndSettle(by: -900, duration: 0.8)
        #expect(page.tabsStuck)
        page.switchTab(to: 1)
        page.settle()
        #expect(page.tabsStuck)
        let row = page.child
        refresh.endRefreshing()
        page.settle()
        // Then the incoming list stays stuck, its row under the tabs, with only the container's inset
        #expect(refresh.state == .idle)
        #expect(page.tabsStuck)
        #expect(abs(page.child - row) <= 0.5)
        for list in page.lists { #expect(list.contentInset.top == 244) }
    }

    @Test func aPageRefreshAfterAHeaderHeightChangeOnAnotherTabEndsOnTheNewInsets() {
        // Given a parent-mode container refreshing the page
        let page = SimulatedSingleDriverPage(mode: .parent)
        let refresh = header()
        page.pageHeader = refresh
        page.dragListAndSettle(by: 200)
        // When the user switches tab, the header shrinks, and the refresh ends
        page.switchTab(to: 1)
        page.settle()
        page.setHeaderHeight(150)
        page.settle()
        refresh.endRefreshing()
        page.settle()
        // Then every list carries exactly the new header and tabs on top
        for list in page.lists { #expect(list.contentInset.top == 194) }
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == -194)
        // And back on the first tab the header does not jump
        page.switchTab(to: 0)
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == -194)
    }

    @Test func aPageRefreshHandedOverToAShortListEndsWithThatListsPaddingIntact() {
        // Given a parent-mode container whose second tab is short, refreshing the page from the first tab
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [2000, 200])
        let short = page.lists[1]
        let paddedInset = short.contentInset
        let refresh = header()
        page.pageHeader = refresh
        pullToRefresh(page, refresh)
        // When the user switches to the short tab and the refresh ends there
        page.switchTab(to: 1)
        page.settle()
        #expect(page.headerOffset == -54)
        refresh.endRefreshing()
        page.settle()
        // Then the short list has exactly the container's insets again, at its top with the header whole
        #expect(short.contentInset == paddedInset)
        #expect(page.headerOffset == 0)
        #expect(short.contentOffset.y == short.minOffset)
        // And it can still collapse the header
        page.dragListAndSettle(by: -300, duration: 0.5)
        #expect(page.tabsStuck)
    }

    @Test func aListRefreshingAtItsTopKeepsItsSpinnerInViewWhenTheHeaderChangesHeight() {
        // Given a child-mode container whose list refreshes at its top, the header whole
        let page = SimulatedSingleDriverPage(mode: .child)
        let refresh = header()
        page.lists[0].installRefresh().attach(refresh)
        pullToRefresh(page, refresh)
        #expect(page.list.contentOffset.y == -(244 + 54))
        // When the header grows, then shrinks
        page.setHeaderHeight(300)
        page.settle()
        // Then the spinner stays right under the tabs, the header whole
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == -(344 + 54))
        page.setHeaderHeight(150)
        page.settle()
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == -(194 + 54))
        refresh.endRefreshing()
        page.settle()
        #expect(page.list.contentOffset.y == -194)
        #expect(page.list.contentInset.top == 194)
    }

    @Test func aShortListThatGrowsWhileTheTabsStickKeepsTheHeaderCollapsedAndItsRows() {
        // Given a container whose current list is short, scrolled until the tabs stick
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [300, 2000])
        page.dragListAndSettle(by: -400, duration: 0.5)
        #expect(page.tabsStuck)
        let row = page.child
        // When a page of rows arrives and the list grows
        page.list.setContentSize(ScrollSize(width: 390, height: 3000))
        page.settle()
        // Then the tabs still stick, the same row under them, and the padding is gone
        #expect(page.tabsStuck)
        #expect(abs(page.child - row) <= 0.5)
        #expect(page.list.contentInset.bottom == 0)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aChildRefreshBegunOnAScrolledListUnderStuckTabsShowsItsSpinnerUnderTheTabs(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page whose list is scrolled under stuck tabs
        let (page, refresh) = refreshingPage(.child, variant)
        page.dragListAndSettle(by: -900, duration: 0.8)
        // When the app begins the list's refresh
        refresh.beginRefreshing()
        page.settle()
        // Then the list shows its spinner at its top, under the tabs, which stay stuck
        #expect(refresh.state == .refreshing)
        #expect(page.child.contentOffset.y == -54)
        #expect(page.parent.contentOffset.y == 200)
        refresh.endRefreshing()
        page.settle()
        #expect(page.child.contentOffset.y == 0)
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aStickyDistanceBeyondWhatThePageCanScrollSticksAtThePagesEnd(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page told a sticky distance longer than its header
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.binding.stickyDistance = 500
        // When the user drags up far
        page.dragListAndSettle(by: -700, duration: 0.8)
        // Then the page stops at its end and the list takes the rest of the drag
        #expect(page.parent.contentOffset.y == page.parent.maxOffset)
        #expect(page.child.contentOffset.y > 300)
        // And a drag back brings the list to its top before the page moves
        page.dragListAndSettle(by: 300, duration: 0.5)
        #expect(page.parent.contentOffset.y == page.parent.maxOffset)
        page.dragListAndSettle(by: 900, duration: 0.8)
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func changingTheModeFromParentToChildDuringAPageRefreshLetsItEndAtThePagesTop(variant: SimulatedNestedPage.Variant) {
        // Given a parent-mode page refreshing
        let (page, refresh) = refreshingPage(.parent, variant)
        pullToRefresh(page, refresh)
        // When the app switches to child mode and the refresh ends
        page.binding.mode = .child
        page.settle()
        refresh.endRefreshing()
        page.settle()
        // Then the page is at its top with its inset given back, and a pull now moves the list under the tabs
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.parent.contentInset == .zero)
        page.dragList(by: 100)
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y < 0)
        page.releaseList(velocity: 0)
        page.settle()
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aTabWithoutAListLetsThePageScrollAsOneScrollViewAndTheListsFollowTheHeader(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page scrolled into its first list
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: -600, duration: 0.6)
        let listOffset = page.children[0].contentOffset.y
        #expect(page.parent.contentOffset.y == 200)
        // When the user switches to a tab whose page has no list (the coordinator's current list is nil, every list a
        // sibling), the lists keep their rows while the tabs stick
        page.binding.setChild(nil)
        page.binding.siblings = page.children
        page.settle()
        #expect(page.children[0].contentOffset.y == listOffset)
        // And when the page is dragged down by itself, the header shows and every list is at its top
        page.dragHeader(by: 150)
        page.releaseHeader(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 50)
        for list in page.children { #expect(list.contentOffset.y == 0) }
        // And a fling up moves the page alone, to its end
        page.flingHeader(velocity: 3)
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(!page.binding.needsFrames)
        // And back on the first list, nothing jumps
        page.binding.siblings = Array(page.children.dropFirst())
        page.binding.setChild(page.children[0])
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.children[0].contentOffset.y == 0)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all, [3.5, -3.5])
    func theCurrentListShrinkingDuringACrossingFlingLeavesThePageAtRestInsideItsRanges(variant: SimulatedNestedPage.Variant,
                                                                                       velocity: Double) {
        // Given a child-mode page half collapsed, its list a little scrolled when flinging down
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        page.dragListAndSettle(by: velocity > 0 ? -100 : -500, duration: 0.5)
        // When the user flings across the boundary and the list's rows are replaced by fewer mid-fling
        page.flingList(velocity: velocity)
        page.advance(frames: 6)
        page.child.setContentSize(ScrollSize(width: 390, height: 500))
        page.settle()
        // Then nothing moves any more and every view is inside its range
        #expect(!page.binding.needsFrames)
        #expect(!([page.parent] + page.children).contains { $0.isDecelerating })
        expectConsistent(page)
    }

    @Test(arguments: SimulatedNestedPage.Variant.all)
    func theHeaderShrinkingDuringAFlingLeavesThePageAtRestInsideItsRanges(variant: SimulatedNestedPage.Variant) {
        // Given a child-mode page at its top
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        // When the user flings up and the header shrinks mid-fling (a banner in it closes)
        page.flingList(velocity: 3)
        page.advance(frames: 4)
        page.parent.setContentSize(ScrollSize(width: 390, height: 812 + 120))
        page.binding.stickyDistance = 120
        page.settle()
        // Then the page rests inside its new range, the tabs stuck at the new distance, the list carrying the rest
        #expect(!page.binding.needsFrames)
        #expect(page.parent.contentOffset.y == 120)
        #expect(page.child.contentOffset.y > 0)
        expectConsistent(page)
    }
}
