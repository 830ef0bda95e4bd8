import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page container's layout options and callbacks of issue 27: where the page goes and where its tabs stick (the
/// header under or below the bars), the frame an unframed container takes, the header's height source, the spacing
/// below the tabs, the pager right to left, when the selection settles, when the pager leaves a swipe to the back
/// gesture, and the titles a data source gives.
@Suite struct PageContainerOptionsTests {
    // MARK: - Framing and header placement

    /// Given a 390 × 844 container under a 103 pt navigation bar and status bar, then under the bars the page fills the
    /// container and the safe-area pin sticks the tabs 103 pt down; below the bars (SegementSlide's
    /// `edgesForExtendedLayout = []`) the page starts 103 pt down and every pin is measured from its top.
    @Test(arguments: [
        (PageContainerHeaderPlacement.underBars, PageContainerPin.safeArea, ScrollRect(x: 0, y: 0, width: 390, height: 844), 103.0),
        (.underBars, .top, ScrollRect(x: 0, y: 0, width: 390, height: 844), 0),
        (.underBars, .offset(64), ScrollRect(x: 0, y: 0, width: 390, height: 844), 64),
        (.belowBars, .safeArea, ScrollRect(x: 0, y: 103, width: 390, height: 741), 0),
        (.belowBars, .top, ScrollRect(x: 0, y: 103, width: 390, height: 741), 0),
        (.belowBars, .offset(20), ScrollRect(x: 0, y: 103, width: 390, height: 741), 20),
    ])
    func theHeaderStartsUnderOrBelowTheBars(placement: PageContainerHeaderPlacement, pin: PageContainerPin,
                                            page: ScrollRect, pinned: Double) {
        let framing = PageContainerFraming(bounds: ScrollSize(width: 390, height: 844), safeTop: 103, pin: pin, placement: placement)
        #expect(framing.pageFrame == page)
        #expect(framing.pinnedTop == pinned)
    }

    /// Given an app bar of 44 pt floating under the navigation bar, then `pinOffset` sticks the tabs that far below any
    /// pin's line (JXPagingView's `pinSectionHeaderVerticalOffset` of the bars plus the app's bar); a bad offset is 0.
    @Test(arguments: [
        (PageContainerHeaderPlacement.underBars, PageContainerPin.safeArea, 44.0, 147.0),
        (.underBars, .top, 44, 44),
        (.underBars, .offset(64), 10, 74),
        (.belowBars, .safeArea, 44, 44),
        (.underBars, .safeArea, -20, 103),
        (.underBars, .safeArea, .nan, 103),
    ])
    func theTabsStickPinOffsetBelowThePin(placement: PageContainerHeaderPlacement, pin: PageContainerPin, offset: Double,
                                          pinned: Double) {
        let framing = PageContainerFraming(bounds: ScrollSize(width: 390, height: 844), safeTop: 103, pin: pin,
                                           pinOffset: offset, placement: placement)
        #expect(framing.pinnedTop == pinned)
    }

    /// Bad numbers count as zero: a NaN safe area puts the page at the top, a negative pin sticks at the top edge, and a
    /// safe area taller than the container leaves an empty page, never a negative one.
    @Test(arguments: [(Double.nan, CGFloat(-5), 844.0, 0.0), (.infinity, .nan, 844, 0), (900, 10, 0, 10)])
    func badFramingNumbersCountAsZero(safeTop: Double, pin: CGFloat, pageHeight: Double, pinned: Double) {
        let framing = PageContainerFraming(bounds: ScrollSize(width: 390, height: 844), safeTop: safeTop, pin: .offset(pin),
                                           placement: .belowBars)
        #expect(framing.pageFrame.size.height == pageHeight)
        #expect(framing.pinnedTop == pinned)
    }

    /// Given a container added to a view (an embedded `PageContainerViewController`'s view), then it fills that view
    /// when it has no size and no Auto Layout of its own, as a view controller's own view does, and otherwise keeps
    /// the frame the app gave it; without a superview nothing changes.
    @Test(arguments: [
        (ScrollSize(), false, true, ScrollRect(x: 0, y: 0, width: 390, height: 844) as ScrollRect?),
        (ScrollSize(width: 390, height: 0), false, true, ScrollRect(x: 0, y: 0, width: 390, height: 844)),
        (ScrollSize(width: 200, height: 300), false, true, nil),
        (ScrollSize(), true, true, nil),
        (ScrollSize(), false, false, nil),
    ])
    func anUnframedContainerFillsTheViewItIsAddedTo(size: ScrollSize, autoLayout: Bool, hasSuperview: Bool, expected: ScrollRect?) {
        let superview = hasSuperview ? ScrollRect(x: 0, y: 50, width: 390, height: 844) : nil
        #expect(PageContainerFraming.frameWhenAdded(size: size, superviewBounds: superview, usesAutoLayout: autoLayout) == expected)
        var filled: ScrollRect?
        PageContainerFraming.whenAdded(size: size, superviewBounds: superview, usesAutoLayout: autoLayout) { filled = $0 }
        #expect(filled == expected)
    }

    // MARK: - The header's height

    /// The header's height comes from, in order, a fixed height, the app's height for the width, or Auto Layout; no
    /// header is 0. A fixed or closure height holds the header at it; Auto Layout's needs no constraint.
    @Test(arguments: [
        (true, 120.0 as Double?, true, PageHeaderSizing.fixed(120), true),
        (true, -3, false, .fixed(0), true),
        (true, .nan, false, .fixed(0), true),
        (true, nil, true, .forWidth, true),
        (true, nil, false, .autoLayout, false),
        (false, 120, true, PageHeaderSizing.none, false),
    ])
    func theHeaderHeightComesFromOneSource(hasHeader: Bool, fixed: Double?, hasClosure: Bool, expected: PageHeaderSizing,
                                           constrains: Bool) {
        let sizing = PageHeaderSizing(hasHeader: hasHeader, fixedHeight: fixed, hasHeightForWidth: hasClosure)
        #expect(sizing == expected)
        #expect(sizing.constrainsHeight == constrains)
    }

    @Test(arguments: [(Double.nan, 0.0), (-10, 0), (.infinity, 0), (212.5, 212.5)])
    func aBadHeaderHeightCountsAsZero(height: Double, clean: Double) {
        #expect(PageHeaderSizing.clean(height) == clean)
    }

    /// Given each source, then the header's height is that source's, clean, and only that source is asked (the app's
    /// closure and Auto Layout's measure each lay the header out): a fixed 120, the closure's 300, Auto Layout's 250.
    @Test(arguments: [
        (PageHeaderSizing.none, -7.0, 0.0, [String]()), (.fixed(120), 300, 120, []), (.forWidth, 300, 300, ["closure"]),
        (.forWidth, .nan, 0, ["closure"]), (.autoLayout, 300, 250, ["measure"]),
    ])
    func theHeaderHeightAsksOnlyItsSource(sizing: PageHeaderSizing, closure: Double, height: Double, asked: [String]) {
        var calls: [String] = []
        let result = sizing.height(forWidth: { calls.append("closure"); return closure },
                                   measured: { calls.append("measure"); return 250 })
        #expect(result == height)
        #expect(calls == asked)
    }

    /// Given a header whose height is the width's 16:9 cover plus an 88 pt row, laid out at the container's width,
    /// when the phone turns from 390 to 844 pt wide, then the header is measured at the new width (562.75 pt) and the
    /// current list, tabs stuck over a row, keeps that row under the tabs; with the header scrolled up 100 pt, it stays
    /// 100 pt up over the list's top.
    @Test(arguments: [(900.0, nil as Double?), (-251.375, -506.75)])
    func aHeaderMeasuredForTheWidthFollowsARotation(offset: Double, kept: Double?) {
        let heightForWidth = { (width: Double) in PageHeaderSizing.clean(width * 9 / 16 + 88) }
        let portrait = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: heightForWidth(390),
                                           tabBarHeight: 44)
        var driver = PageContainerDriver(layout: portrait, mode: .child)
        let list = PageContainerDriver.List(offset: offset, band: 0, top: -portrait.baseInset, bottom: 3000)
        _ = driver.place(list, scale: 3)
        let landscape = PageContainerLayout(size: ScrollSize(width: 844, height: 390), headerHeight: heightForWidth(844),
                                            tabBarHeight: 44)
        #expect(landscape.headerHeight == 562.75)
        #expect(driver.relayout(landscape, mode: .child, current: list) == kept)
    }

    /// A header measured within half a point of its current height needs no new layout pass (no loop of passes).
    @Test(arguments: [(200.0, 200.4, false), (200, 201, true), (.nan, 0, false)])
    func aHeaderIsLaidOutAgainOnlyWhenItsHeightChanges(measured: Double, current: Double, again: Bool) {
        #expect(PageHeaderSizing.needsLayout(measured: measured, current: current) == again)
    }

    // MARK: - Spacing below the tabs

    /// Given a 200 pt header, 44 pt tabs and 12 pt of spacing, then every list's top inset grows by the spacing, the
    /// overlay (what covers the list and takes its touches) stays the header and the tabs, the scroll indicator starts
    /// below the tabs, and the header still scrolls 200 pt before the tabs stick.
    @Test func theSpacingBelowTheTabsGrowsEveryListsTopInset() {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200, tabBarHeight: 44,
                                         tabBarSpacing: 12)
        #expect(layout.baseInset == 256)
        #expect(layout.listInsets(contentHeight: 2000, appBottom: 0, safeBottom: 34).top == 256)
        #expect(layout.overlayFrame(headerOffset: 0).size.height == 244)
        #expect(layout.tabBarFrame == ScrollRect(x: 0, y: 200, width: 390, height: 44))
        #expect(layout.visibleTop(headerOffset: 200) == 44)
        let rule = layout.rule(mode: .child)
        #expect(rule.base == 256 && rule.sticky == 200)
        // At rest the header is whole; 150 pt up, it has scrolled 150.
        #expect(rule.placement(listOffset: -256, band: 0).headerOffset == 0)
        #expect(rule.placement(listOffset: -106, band: 0).headerOffset == 150)
    }

    @Test(arguments: [Double.nan, -12, .infinity])
    func aBadSpacingCountsAsZero(spacing: Double) {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200, tabBarHeight: 44,
                                         tabBarSpacing: spacing)
        #expect(layout.baseInset == 244)
    }

    /// Given the simulator's page with 12 pt below the tabs, when a finger drags the list up 300 pt, then the first row
    /// rested 12 pt below the tabs, the header collapsed its 200 pt and stuck, and the rows scroll on under the tabs.
    @MainActor @Test func aPageWithSpacingCollapsesAndSticksAsWithout() {
        let page = SimulatedSingleDriverPage(mode: .child, tabBarSpacing: 12)
        #expect(page.list.contentOffset.y == -256)
        #expect(page.list.contentInset.top == 256)
        page.dragList(by: -300)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(abs(page.headerOffset - 200) < 0.5 && page.tabsStuck)
        #expect(abs(page.list.contentOffset.y - 44) < 1)
    }

    // MARK: - Right to left

    /// Right to left, the first list is at the pager's right end and the position runs from the right, so the pager
    /// moves with the mirrored tab bar: swiping to the second list brings it in from the left.
    @Test(arguments: [(0, 780.0), (1, 390), (2, 0), (7, 0), (-1, 780)])
    func rightToLeftThePagerRunsWithTheTabs(index: Int, offset: Double) {
        let layout = PageContainerLayout(size: ScrollSize(width: 390, height: 844), headerHeight: 200, tabBarHeight: 44)
        #expect(layout.pagerOffset(for: index, count: 3, isRightToLeft: true) == offset)
        #expect(layout.listFrame(at: min(max(index, 0), 2), count: 3, isRightToLeft: true).origin.x == offset)
        #expect(PageContainerState.position(offset: offset, width: 390, count: 3, isRightToLeft: true) == Double(min(max(index, 0), 2)))
        // Left to right, as before.
        #expect(layout.pagerOffset(for: 1, count: 3, isRightToLeft: false) == 390)
        #expect(layout.listFrame(at: 1, count: 3, isRightToLeft: false) == layout.listFrame(at: 1))
    }

    /// Given a right-to-left pager on the first list (offset 780), when the user swipes toward the second (the pager's
    /// offset falls), then the second is created and selected past half way, as left to right.
    @Test func rightToLeftASwipeSelectsTheNextListPastHalfWay() {
        var state = PageContainerState()
        func input(_ pager: Double) -> PageContainerState.Input {
            .init(count: 3, pagerOffset: pager, pagerWidth: 390, pageOffset: 0, pageTop: 0, stickyDistance: 200, isRightToLeft: true)
        }
        #expect(state.update(input(780)) == [.create(0), .appear(0), .select(0), .collapse(0), .stuck(false)])
        #expect(state.update(input(700)) == [.create(1), .appear(1)])
        #expect(state.update(input(580)) == [.select(1)])
    }

    // MARK: - When the selection settles

    func input(pager: Double, atRest: Bool) -> PageContainerState.Input {
        .init(count: 3, pagerOffset: pager, pagerWidth: 390, pageOffset: 0, pageTop: 0, stickyDistance: 200, pagerIsAtRest: atRest)
    }

    /// Given the pager at rest on the first list, when a swipe passes half way to the second and settles there, then
    /// the selection changes past half way and settles once, at rest (JX's `didSelectedItemAt`); a swipe that goes back
    /// changes the selection twice and settles nothing.
    @Test func theSelectionSettlesWhenThePagerRests() {
        var state = PageContainerState()
        #expect(state.update(input(pager: 0, atRest: true)).contains(.settle(0)))
        #expect(state.update(input(pager: 250, atRest: false)) == [.create(1), .appear(1), .select(1)])
        #expect(state.update(input(pager: 390, atRest: false)) == [.disappear(0)])
        #expect(state.update(input(pager: 390, atRest: true)) == [.settle(1)])
        #expect(state.update(input(pager: 390, atRest: true)) == [])
        // Back half way and back again: selected twice, settled never.
        #expect(state.update(input(pager: 150, atRest: false)) == [.appear(0), .select(0)])
        #expect(state.update(input(pager: 390, atRest: false)) == [.disappear(0), .select(1)])
        #expect(state.update(input(pager: 390, atRest: true)) == [])
        #expect(state.settled == 1)
    }

    /// An animated scroll from a tab tap is not at rest between pages, and a pager at rest between pages (a reading
    /// mid-way) settles nothing; a reload settles again at the next rest.
    @Test func onlyARestOnAWholePageSettles() {
        var state = PageContainerState()
        _ = state.update(input(pager: 0, atRest: true))
        #expect(state.update(input(pager: 300, atRest: true)) == [.create(1), .appear(1), .select(1)])
        #expect(state.update(input(pager: 780, atRest: true)) == [.create(2), .disappear(0), .disappear(1), .appear(2), .select(2), .settle(2)])
        _ = state.reset()
        #expect(state.update(input(pager: 780, atRest: true)).contains(.settle(2)))
    }

    // MARK: - The pager and the back swipe

    /// On the first page, when the navigation controller can go back, a swipe toward before the first page (to the
    /// right; to the left right to left) is left to the back swipe; every other swipe, page, or a page that cannot go
    /// back pages as usual; bad numbers never block the pager.
    @Test(arguments: [
        (0.0, 300.0, false, true, false), (0, -300, false, true, true), (0, -300, true, true, false), (0, 300, true, true, true),
        (0.3, 300, false, true, false), (1, 300, false, true, true), (2, 300, false, true, true),
        (0, 300, false, false, true), (.nan, 300, false, true, true), (0, .nan, false, true, true),
    ])
    func onTheFirstPageTheBackSwipeWins(position: Double, velocityX: Double, rightToLeft: Bool, canGoBack: Bool, pages: Bool) {
        #expect(PagerPanRule.mayBegin(position: position, velocityX: velocityX, isRightToLeft: rightToLeft, canGoBack: canGoBack) == pages)
    }

    /// The back swipe can pop the page only with a view controller below it on the navigation stack and the pop gesture
    /// on: not at the root, not with the gesture turned off, not outside a navigation controller.
    @Test(arguments: [(2 as Int?, true as Bool?, true), (5, true, true), (1, true, false), (2, false, false), (2, nil, false),
                      (nil, nil, false), (0, true, false)])
    func theBackSwipeCanPopOnlyWithSomethingBelowAndTheGestureOn(stackCount: Int?, enabled: Bool?, canGoBack: Bool) {
        #expect(PagerPanRule.canGoBack(stackCount: stackCount, popGestureEnabled: enabled) == canGoBack)
    }

    // MARK: - Titles from the data source

    /// The data source's titles reach the tab bar when every page has one; none, or some missing, leave the bar's own.
    @Test(arguments: [
        (["Posts", "Likes"] as [String?], ["Posts", "Likes"] as [String]?),
        ([nil, nil], nil), (["Posts", nil], nil), ([], nil), ([""], [""]),
    ])
    func theTabBarGetsTheDataSourcesTitles(titles: [String?], expected: [String]?) {
        #expect(PageContainerTitles.resolve(titles) == expected)
        var loaded: [[String]] = []
        PageContainerTitles.give(PageContainerTitles.resolve(titles)) { loaded.append($0) }
        #expect(loaded == [expected].compactMap { $0 })
    }

    // MARK: - Which scroll view is the list

    /// Before layout every scroll view has no area: none is picked, and the container looks again once laid out (P3).
    @Test func beforeLayoutNoScrollViewIsTheList() {
        let zero = PageListChoice.Candidate(size: ScrollSize(), contentSize: ScrollSize())
        #expect(PageListChoice.pick([zero, zero]) == nil)
    }
}
