import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A page without tabs (no tab bar, one list; issue 34, item 8): its header scrolls and its page refresh works, as
/// JXPagingView's main table does.
@MainActor @Suite struct PageContainerWithoutTabsTests {
    /// Given a page with a 200 pt header, no tabs and one list, when a finger drags up, then the header scrolls away;
    /// when it pulls down at the top, then the page's refresh begins.
    @Test(arguments: [NestedRefreshMode.parent, .child])
    func aPageWithoutTabsScrollsItsHeaderAndRefreshes(mode: NestedRefreshMode) {
        let page = SimulatedSingleDriverPage(mode: mode, tabHeight: 0, listContentHeights: [2000])
        let header = RefreshController(header: .header, action: .manual {})
        page.pageHeader = header
        page.dragList(by: -150)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(abs(page.headerOffset - 150) < 1, "header at \(page.headerOffset)")
        page.dragList(by: 150)
        page.releaseList(velocity: 0)
        page.settle()
        page.dragList(by: 150)
        page.releaseList()
        page.advance(frames: 5)
        #expect(header.state == .refreshing, "\(header.state)")
    }
}
