import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container with its pager (`SimulatedPager`), as a user swipes and taps tabs: every list that shows agrees
/// with the header on every frame, and none jumps when the pager rests (issue 34, finding 1); a tab tap stops the
/// current fling; the status bar brings the whole header back during a refresh (finding 7), or only the list (the
/// setting); an app's whole inset write keeps the header's inset (finding 5); a replaced list is linked again and the
/// old one let go (finding 6).
@MainActor @Suite struct PageContainerPagerTests {
    /// Why a list that shows beside the current one disagrees with the header, or nil: while the header shows, its
    /// first row (below its own band) sits right under the tabs; under stuck tabs, it is at least stuck.
    static func inLineFailure(_ page: SimulatedSingleDriverPage) -> String? {
        let p = page.driver.headerOffset, rule = page.rule
        for index in page.visibleIndices where index != page.currentIndex {
            let list = page.lists[index], o = list.contentOffset.y, r = page.band(of: list)
            if p >= rule.sticky - NestedHeaderRule.epsilon {
                if o < rule.stuckOffset(band: r) - 0.5 { return "list \(index) at \(o) shows a gap under stuck tabs (P \(p))" }
            } else if abs(o - rule.listOffset(headerOffset: p, band: r)) > 0.5 {
                return "list \(index) at \(o), the header at \(p) puts it at \(rule.listOffset(headerOffset: p, band: r))"
            }
        }
        return nil
    }

    /// Records the first frame on which a list that shows disagrees with the header.
    @MainActor final class Watch {
        var failure: String?
        var offsets: [Double] = []
        init(_ page: SimulatedSingleDriverPage, list index: Int) {
            page.onFrame = { [unowned self, unowned page] in
                failure = failure ?? PageContainerPagerTests.inLineFailure(page)
                if page.visibleIndices.contains(index) { offsets.append(page.lists[index].contentOffset.y) }
            }
        }
        var travelled: Double { (offsets.max() ?? 0) - (offsets.min() ?? 0) }
    }

    enum Before: String, CaseIterable, CustomTestStringConvertible {
        case tabsStuck, headerHalfUp, listLeftScrolled
        var testDescription: String { rawValue }
    }

    @Test(arguments: [NestedRefreshMode.parent, .child], Before.allCases)
    func aListThatASwipeBringsInShowsWhereTheHeaderPutsItAndNeverJumps(mode: NestedRefreshMode, before: Before) {
        // Given a page scrolled as `before` says
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [3000, 3000, 3000])
        if before == .listLeftScrolled { page.lists[1].setContentOffset(ScrollPoint(y: 600)) }
        page.dragListAndSettle(by: before == .tabsStuck ? -500 : -100)
        let header = page.headerOffset
        let watch = Watch(page, list: 1)
        // When a swipe brings the next list in and the pager comes to rest
        page.swipe(fraction: 0.6, velocity: 1)
        page.settle()
        // Then on every frame that list agreed with the header, and it never moved while it showed
        #expect(page.currentIndex == 1)
        #expect(watch.failure == nil)
        #expect(watch.travelled < 0.5, "list 1 moved by \(watch.travelled) while it showed")
        #expect(abs(page.headerOffset - header) < 0.5)
    }

    @Test func aSwipeDuringAPageRefreshShowsTheNextListBelowTheBandAndHandsItOverWithoutAJump() {
        // Given a parent-mode page refreshing at its top (the header pulled down by the band)
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [3000, 3000, 3000])
        let refresh = RefreshController(header: .header, action: .manual {})
        page.pageHeader = refresh
        page.dragListAndSettle(by: 150)
        #expect(refresh.state == .refreshing)
        let header = page.headerOffset
        let watch = Watch(page, list: 1)
        // When a swipe brings the next list in
        page.swipe(fraction: 0.6, velocity: 1)
        page.settle()
        // Then it showed right below the pulled-down header throughout and took the refresh over where it was
        #expect(watch.failure == nil)
        #expect(watch.travelled < 0.5, "list 1 moved by \(watch.travelled) while it showed")
        #expect(abs(page.headerOffset - header) < 0.5)
        #expect(page.list.refresh === refresh.binding)
    }

    @Test func aSwipeThatGoesBackLeavesTheOtherListInsideItsRange() {
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [3000, 3000, 3000])
        let refresh = RefreshController(header: .header, action: .manual {})
        page.pageHeader = refresh
        page.dragListAndSettle(by: 150)
        page.swipe(fraction: 0.3, velocity: 0)
        page.settle()
        #expect(page.currentIndex == 0)
        #expect(page.lists[1].contentOffset.y >= page.lists[1].minOffset - 0.5)
    }

    @Test(arguments: [true, false])
    func aTabTapStopsTheCurrentFlingAndEveryListItPassesAgreesWithTheHeader(animated: Bool) {
        // Given a fling that collapses the header
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.dragListAndSettle(by: -60)
        page.flingList(velocity: 2)
        let watch = Watch(page, list: 2)
        // When the third tab is tapped during it
        page.tapTab(2, animated: animated)
        let header = page.headerOffset
        page.settle()
        // Then the header stays where the tap found it, and every list that showed agreed with it
        #expect(page.currentIndex == 2)
        #expect(abs(page.headerOffset - header) < 0.5, "the header moved from \(header) to \(page.headerOffset)")
        #expect(watch.failure == nil)
        #expect(watch.travelled < 0.5)
    }

    @Test(arguments: SimulatedPager.Target.allCases)
    func aFlickPagesOnAndASlowShortDragGoesBack(target: SimulatedPager.Target) {
        let page = SimulatedSingleDriverPage(mode: .child)
        page.pager.target = target
        page.swipe(fraction: 0.2, velocity: 2)
        page.settle()
        #expect(page.currentIndex == 1)
        page.swipe(fraction: 0.2, velocity: 0)
        page.settle()
        #expect(page.currentIndex == 1)
        #expect(page.pager.contentOffset == page.pager.pageWidth)
    }

    // MARK: The status bar

    @Test(arguments: [true, false])
    func aStatusBarTapDuringAChildRefreshBringsTheWholeHeaderBack(bandRidesUnderTabs: Bool) {
        // Given a child-mode list refreshing, scrolled far into its rows (its band scrolled away)
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000], bandRidesUnderTabs: bandRidesUnderTabs)
        let refresh = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(refresh)
        page.dragListAndSettle(by: 150)
        page.dragListAndSettle(by: -900)
        // When the status bar is tapped
        page.tapStatusBar()
        page.settle()
        // Then the whole header is back with the band under the tabs, at the list's top
        #expect(refresh.state == .refreshing)
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
    }

    @Test func withListOnlyTheStatusBarScrollsTheListUnderStuckTabs() {
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.statusBarScroll = .listWhileStuck
        page.dragListAndSettle(by: -900)
        #expect(page.tabsStuck)
        page.tapStatusBar()
        page.settle()
        #expect(page.tabsStuck)
        #expect(abs(page.list.contentOffset.y - page.rule.stuckOffset(band: 0)) < 0.5)
        // With the header showing, the status bar brings it back whole
        page.dragListAndSettle(by: 100)
        page.tapStatusBar()
        page.settle()
        #expect(page.headerOffset == 0)
    }

    // MARK: The app's code around the lists

    enum Write: String, CaseIterable, CustomTestStringConvertible {
        case zero, keyboard, readModifyWrite
        var testDescription: String { rawValue }
    }

    @Test(arguments: [NestedRefreshMode.parent, .child], Write.allCases)
    func anAppsInsetWriteKeepsTheHeadersInset(mode: NestedRefreshMode, write: Write) {
        // Given a page scrolled into its rows, its list with a load-more footer (RefreshKit's ledger on it)
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [3000, 3000, 3000])
        page.list.installRefresh().attach(RefreshController(footer: .auto, action: .manual {}))
        page.dragListAndSettle(by: -900)
        let top = page.list.contentInset.top, offset = page.list.contentOffset.y
        // When the app writes the list's `contentInset` itself
        var inset = page.list.contentInset
        switch write {
        case .zero: inset = .zero
        case .keyboard: inset = ScrollInsets(top: 0, left: 0, bottom: 336, right: 0)
        case .readModifyWrite: inset.bottom = 336
        }
        page.list.setContentInset(inset)
        page.settle()
        // Then the header's share is still on top of it, and nothing moved
        #expect(page.list.contentInset.top == top)
        #expect(page.list.contentOffset.y == offset)
        #expect(page.tabsStuck)
        #expect(write == .zero || page.list.contentInset.bottom >= 336)
    }

    @Test(arguments: [NestedRefreshMode.parent, .child], Write.allCases)
    func anAppsInsetWriteWhileTheHeaderShowsMovesNothing(mode: NestedRefreshMode, write: Write) {
        // Given a page with its header half up
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [3000, 3000, 3000])
        page.list.installRefresh().attach(RefreshController(footer: .auto, action: .manual {}))
        page.dragListAndSettle(by: -100)
        let offset = page.list.contentOffset.y
        // When the app writes the list's whole `contentInset` (UIKit clamps the offset into the smaller range first)
        var inset = page.list.contentInset
        switch write {
        case .zero: inset = .zero
        case .keyboard: inset = ScrollInsets(top: 0, left: 0, bottom: 336, right: 0)
        case .readModifyWrite: inset.bottom = 336
        }
        page.list.setContentInset(inset)
        page.settle()
        // Then the list and the header are where they were
        #expect(page.list.contentOffset.y == offset)
        #expect(abs(page.headerOffset - 100) < 0.5)
        #expect(page.list.contentInset.top == page.rule.base)
    }

    @Test func aListThatLeavesAfterTheAppsWholeWriteIsNotGivenANegativeInset() {
        var driver = PageContainerDriver(layout: PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200,
                                                                     tabBarHeight: 44), mode: .child)
        let id = ObjectIdentifier(Watch.self)
        _ = driver.insetChange(for: id, contentHeight: 3000, appInset: .zero, safeBottom: 0)
        let back = driver.insetsGivenBack(by: id, appInset: ScrollInsets(top: 0, left: 0, bottom: 80, right: 0))
        #expect(back == .zero)
    }

    @Test func aReplacedListIsLinkedAgainAndTheOldOneLetGo() {
        // Given a page whose second tab shows
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.dragListAndSettle(by: -100)
        page.tapTab(1, animated: false)
        weak var old = page.lists[1]
        // When the app replaces its list (a grid/list toggle) and the container lays out
        page.replaceList(at: 1, with: SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812),
                                                         contentSize: ScrollSize(width: 390, height: 1500)))
        // Then the new list has the header's inset, is where the header puts it and moves the header; the old one is gone
        #expect(old == nil)
        #expect(page.list.contentInset.top == page.rule.base)
        #expect(abs(page.list.contentOffset.y - page.rule.listOffset(headerOffset: 100, band: 0)) < 0.5)
        page.dragListAndSettle(by: -50)
        #expect(abs(page.headerOffset - 150) < 0.5)
    }

    @Test func aListTheAppDidNotReplaceIsNotLinkedAgain() {
        let list = NSObjectLike(), other = NSObjectLike()
        #expect(!PageContainerDriver.listWasReplaced(linked: list, found: list, linkedIsInPage: true))
        #expect(!PageContainerDriver.listWasReplaced(linked: list, found: nil, linkedIsInPage: true))
        #expect(PageContainerDriver.listWasReplaced(linked: list, found: other, linkedIsInPage: true))
        #expect(PageContainerDriver.listWasReplaced(linked: list, found: nil, linkedIsInPage: false))
    }

    final class NSObjectLike {}
}
