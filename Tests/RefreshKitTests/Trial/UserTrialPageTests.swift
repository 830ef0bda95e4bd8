import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: nested pages (`SimulatedNestedPage`) and the page container (`SimulatedSingleDriverPage`).
@Suite @MainActor struct UserTrialPageTests {
    // MARK: Nested pages

    @Test(arguments: [NestedRefreshMode.child, .parent])
    func aPullRefreshesTheModesScrollViewAndTheOtherStaysAtItsTop(mode: NestedRefreshMode) {
        // Given a nested page with a header on the first list (child mode) or on the page (parent mode)
        let page = SimulatedNestedPage(mode: mode)
        let (refreshing, other) = mode == .child ? (page.child, page.parent) : (page.parent, page.child)
        let header = attachedHeader(to: refreshing)
        // When the list is pulled down
        page.pullList()
        // Then that one refreshes, and the other (the page, or the list) never went above its top
        #expect(header.state == .refreshing)
        #expect(other.frames.allSatisfy { $0.offset >= 0 })
        page.end(header)
        expectRest(refreshing, offset: 0)
    }

    @Test func switchingTabsWhileAListRefreshesLeavesEachListsInsetItsOwn() {
        // Given child mode, the first list refreshing
        let page = SimulatedNestedPage(mode: .child)
        let first = attachedHeader(to: page.children[0])
        let second = attachedHeader(to: page.children[1])
        page.pullList()
        #expect(first.state == .refreshing)
        // When the user switches tab and the first list's load ends off screen
        page.switchTab(to: 1)
        page.end(first)
        page.switchTab(to: 0)
        page.settle()
        // Then no list holds anything
        #expect(page.children[0].contentInset == .zero)
        #expect(page.children[1].contentInset == .zero)
        #expect(second.actionCount == 0)
    }

    @Test func inParentModeRemovingThePagesHeaderMidRefreshGivesThePageBack() {
        // Given a page refreshing in parent mode
        let page = SimulatedNestedPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = page.parent.installRefresh()
        binding.attach(header)
        page.pullList()
        #expect(header.state == .refreshing)
        // When the header is removed
        binding.detach(header)
        page.settle()
        // Then the page is at its top with no inset
        expectRest(page.parent, offset: 0)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test func inChildModeAListFooterLoadsAtTheListsEndOnce() {
        // Given child mode with a footer on the current list
        let page = SimulatedNestedPage(mode: .child)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.child.installRefresh().attach(footer)
        // When dragged all the way through the header and the list
        page.pullList(by: -3000, duration: 2)
        // Then one load
        #expect(footer.actionCount == 1)
        page.end(footer)
        #expect(page.child.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func inChildModeCollapsingTheHeaderWhileTheListRefreshesEndsClean() {
        // Given child mode, a list refreshing
        let page = SimulatedNestedPage(mode: .child)
        let header = attachedHeader(to: page.child)
        page.pullList()
        #expect(header.state == .refreshing)
        // When the user scrolls up through the header, the load ends, and the user scrolls back
        page.pullList(by: -400)
        page.end(header)
        #expect(header.state == .idle)
        page.dragList(by: page.parent.contentOffset.y + page.child.contentOffset.y)   // exactly back to the top
        page.letGo()
        // Then everything at the top, nothing held
        expectRest(page.child, offset: 0)
        #expect(page.parent.contentOffset.y == 0)
    }

    @Test func inChildModeAShortListRefreshesAndLoadsMore() {
        // Given child mode with a short list (300 points) with a header and a back footer
        let page = SimulatedNestedPage(mode: .child, childContentHeights: [300, 2000])
        let binding = page.child.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When pulled down
        page.pullList()
        #expect(header.state == .refreshing)
        page.end(header)
        // Then the list is back at its top, the footer untouched
        #expect(footer.actionCount == 0)
        expectRest(page.child, offset: 0)
        #expect(page.parent.contentOffset.y == 0)
    }

    @Test func switchingANestedPageToParentModeWhileAListRefreshesEndsClean() {
        // Given child mode, the list refreshing, and a header on the page too
        let page = SimulatedNestedPage(mode: .child)
        let listHeader = attachedHeader(to: page.child)
        let pageHeader = attachedHeader(to: page.parent)
        page.pullList()
        #expect(listHeader.state == .refreshing)
        // When the app switches to parent mode, the list's refresh ends, and the user pulls
        page.binding.mode = .parent
        page.end(listHeader)
        expectRest(page.child, offset: 0)
        page.pullList()
        // Then the page refreshes, the list stays at its top
        #expect(pageHeader.state == .refreshing)
        #expect(listHeader.actionCount == 1)
        #expect(page.child.contentOffset.y == 0)
        page.end(pageHeader)
        expectRest(page.parent, offset: 0)
    }

    @Test func switchingANestedPageToChildModeMidPullLeavesThePageAtItsTop() {
        // Given parent mode, the page pulled down by a finger
        let page = SimulatedNestedPage(mode: .parent)
        let pageHeader = attachedHeader(to: page.parent)
        _ = attachedHeader(to: page.child)   // and one on the list
        page.dragList(by: 60)
        // When the mode switches to child, and the finger lifts
        page.binding.mode = .child
        page.letGo()
        // Then nothing refreshed and everything rests at its top
        #expect(pageHeader.actionCount == 0)
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
        #expect(page.parent.contentInset == .zero)
        #expect(page.child.contentInset == .zero)
    }

    // MARK: The page container

    @Test func thePageContainersListRefreshGivesItsBandBack() {
        // Given a page container in child mode with a header on the current list
        let page = SimulatedSingleDriverPage(mode: .child)
        let list = page.list
        let appTop = list.contentInset.top
        let header = attachedHeader(to: list)
        // When the list is pulled and refreshes, then ends
        page.pullList()
        #expect(header.state == .refreshing)
        #expect(page.band(of: list) == 54)
        page.end(header)
        // Then the band is gone and the header is back where it began
        #expect(page.band(of: list) == 0)
        #expect(list.contentInset.top == appTop)
        #expect(page.headerOffset == 0)
    }

    @Test func thePageContainersPageRefreshFollowsATabSwitchAndEndsClean() {
        // Given a page container in parent mode refreshing the page
        let page = SimulatedSingleDriverPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        page.pageHeader = header
        let tops = page.lists.map { $0.contentInset.top }
        page.pullList()
        #expect(header.state == .refreshing)
        // When the user switches tab mid-refresh, and the refresh ends
        page.switchTab(to: 1)
        page.settle()
        #expect(header.state == .refreshing)
        page.end(header)
        // Then every list has its own inset back, and the header rests
        #expect(page.lists.map { $0.contentInset.top } == tops)
        #expect(page.lists.map { page.band(of: $0) } == [0, 0, 0])
        #expect(page.headerOffset == 0)
    }

    @Test func thePageContainersHeaderHeightChangingMidRefreshEndsClean() {
        // Given a child-mode page container whose list refreshes
        let page = SimulatedSingleDriverPage(mode: .child)
        let header = attachedHeader(to: page.list)
        page.pullList()
        #expect(header.state == .refreshing)
        // When the header grows (Dynamic Type) and the refresh ends
        page.setHeaderHeight(260)
        page.settle()
        page.end(header)
        // Then the band is gone and the list rests at its new top
        #expect(page.band(of: page.list) == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
        #expect(page.headerOffset == 0)
    }

    @Test func thePageContainersListRefreshSurvivesATabSwitchAndBack() {
        // Given a child-mode page container whose first list refreshes
        let page = SimulatedSingleDriverPage(mode: .child)
        let first = page.list
        let appTop = first.contentInset.top
        let header = attachedHeader(to: first)
        page.pullList()
        #expect(header.state == .refreshing)
        // When switched away and back, then ended
        page.switchTab(to: 1)
        page.settle()
        page.switchTab(to: 0)
        page.settle()
        page.end(header)
        // Then the first list has only the container's inset, and the header rests
        #expect(page.band(of: first) == 0)
        #expect(first.contentInset.top == appTop)
        #expect(first.contentOffset.y == first.minOffset)
        #expect(page.headerOffset == 0)
    }

    @Test func thePageContainersHeaderShrinkingWhileCollapsedKeepsTheListsInsetsTheContainers() {
        // Given a page container scrolled until the tabs stick
        let page = SimulatedSingleDriverPage(mode: .parent)
        page.pullList(by: -500)
        #expect(page.tabsStuck)
        // When the header shrinks and grows back
        page.setHeaderHeight(120)
        page.settle()
        page.setHeaderHeight(200)
        page.settle()
        // Then every list holds nothing of RefreshKit's, and scrolling back to the top rests the header at 0
        #expect(page.lists.allSatisfy { page.band(of: $0) == 0 })
        page.pullList(by: 2000, duration: 1)
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
    }
}
