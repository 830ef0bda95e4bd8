import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// `scrollCurrentList(toShow:animated:)` (issue 34, item 8): a row goes right under the stuck tabs, as JXPagingView's
/// `scrollToRow(at:at: .top)` puts it, where UIKit's `.top` on the list puts it below the whole header.
@MainActor @Suite struct PageContainerScrollTargetTests {
    /// Given a page (header 200, tabs 44, pinned at 100), when a row at content y is shown, then on the simulator its
    /// top is on screen exactly at the stuck tabs' bottom edge and the tabs stick; a row near the end stops where the
    /// list does; a bad y keeps the list where it is.
    @Test(arguments: [0.0, 40, 600, 1500], [NestedRefreshMode.child, .parent])
    func aRowShownSitsRightUnderTheStuckTabs(y: Double, mode: NestedRefreshMode) {
        let page = SimulatedSingleDriverPage(mode: mode, pin: 100, listContentHeights: [2000, 2000, 2000])
        let list = page.list
        let target = PageContainerScrollTarget.offset(showing: y, rule: page.rule, top: list.minOffset, bottom: list.maxOffset,
                                                      current: list.contentOffset.y)
        list.setContentOffset(ScrollPoint(y: target))
        let stuckBottom = 100 + 44.0
        #expect(page.tabsStuck)
        if target < list.maxOffset {
            #expect(abs((y - list.contentOffset.y) - stuckBottom) < 1e-9, "row at \(y - list.contentOffset.y)")
        } else {
            #expect(list.contentOffset.y == list.maxOffset)
        }
        #expect(PageContainerScrollTarget.offset(showing: .nan, rule: page.rule, top: list.minOffset, bottom: list.maxOffset, current: 7) == 7)
    }
}
