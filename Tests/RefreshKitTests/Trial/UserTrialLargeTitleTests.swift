import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: large titles, search bars and pulls that make room (the UIRefreshControl way).
@Suite @MainActor struct UserTrialLargeTitleTests {
    // MARK: Large titles

    /// How a refresh under a large title starts.
    enum LargeTitleRefresh: String, CaseIterable, Sendable {
        case pulled = "pulled"
        case begunFromCode = "begun from code"
        case pulledUnderAHidingSearchBar = "pulled, with a search bar that hides when scrolling"
    }

    @Test(arguments: LargeTitleRefresh.allCases)
    func underALargeTitleARefreshEndsWithTheBarExpandedAndTheInsetExact(_ refresh: LargeTitleRefresh) {
        // Given a large-title bar (with a search bar that hides when scrolling, or none) and a header
        let (scrollView, bar, binding, header) =
            largeTitleView(search: refresh == .pulledUnderAHidingSearchBar ? .hidesWhenScrolling : .none)
        let rest = LargeTitleRest(scrollView)
        // When pulled to refresh (or begun from code), then ended
        if refresh == .begunFromCode { scrollView.begin(header) } else { scrollView.pullToRefresh() }
        #expect(header.state == .refreshing)
        expectHeaderClearOfTheTitle(bar)
        scrollView.end(header)
        // Then the scroll view is as before
        #expect(header.state == .idle)
        rest.expectBack(scrollView, binding)
    }

    @Test func underALargeTitleAShortPullGivesEverythingBack() {
        // Given a large-title bar and a header
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        // When pulled short of the trigger and let go
        scrollView.pull(by: 30)
        // Then no refresh and nothing held
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, near: restingOffset)
    }

    @Test func aSecondRefreshAfterTheTitleCollapsedEndsWithTheBarExpanded() {
        // Given a refreshing header under a large title
        let (scrollView, bar, binding, header) = largeTitleView()
        let rest = LargeTitleRest(scrollView)
        scrollView.pullToRefresh()
        // When the user scrolls up, collapsing the title, the refresh ends there, and the user scrolls back
        scrollView.pull(by: -400)
        scrollView.end(header)
        #expect(header.state == .idle)
        scrollView.pull(by: 600)   // back past the top: a second refresh
        #expect(header.actionCount == 2)
        #expect(header.state == .refreshing)
        expectHeaderClearOfTheTitle(bar)
        scrollView.end(header)
        // Then the bar is expanded again and nothing is held
        #expect(header.state == .idle)
        rest.expectBack(scrollView, binding)
    }

    @Test func underALargeTitleAnAppInsetWrittenWhileRefreshingIsExactAfterTheEnd() {
        // Given a refreshing header under a large title with an app banner of 40
        let (scrollView, bar, binding, header) = largeTitleView(inset: ScrollInsets(top: 40))
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
        // When the app removes its banner (contentInset top 0) while refreshing, and the refresh ends
        binding.setAppContentInset(.zero)
        bar.layoutIfNeeded()
        scrollView.settle()
        scrollView.end(header)
        // Then no inset of RefreshKit's is left
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, offset: scrollView.minOffset)
    }

    @Test func underALargeTitleRemovingTheHeaderWhileRefreshingLeavesTheBarExpanded() {
        // Given a refreshing header under a large title
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        scrollView.pullToRefresh()
        // When the header is removed
        binding.detach(header)
        scrollView.settle()
        // Then as before the refresh
        expectRest(scrollView, near: restingOffset)
    }

    @Test func underALargeTitleABeginFromCodeWhileScrolledDownEndsClean() {
        // Given a list scrolled down under a collapsed large title
        let (scrollView, _, binding, header) = largeTitleView()
        scrollView.pull(by: -600)
        // When a refresh is begun from code and ended
        scrollView.begin(header)
        #expect(header.state == .refreshing)
        scrollView.end(header)
        // Then nothing is held and the content is within its range
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y >= scrollView.minOffset)
    }

    @Test func underALargeTitleLeavingTheWindowWhileRefreshingEndsClean() {
        // Given a refreshing header under a large title
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        scrollView.pullToRefresh()
        // When the screen is covered (out of the window), the load ends there, and it comes back
        scrollView.setInWindow(false)
        scrollView.end(header)
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then as before
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, near: restingOffset)
    }

    @Test func underALargeTitleScrollingUpARefreshingHeaderCollapsesTheTitleAndKeepsTheHeaderWhole() {
        // Given a refreshing header under a large title
        let (scrollView, bar, binding, header) = largeTitleView()
        scrollView.pullToRefresh()
        // When the user scrolls up by half a header and lets go (the title collapses first, and snaps compact)
        scrollView.pull(by: -27)
        // Then the header is whole in view at the top of the range, never under the title
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == scrollView.minOffset)
        expectHeaderClearOfTheTitle(bar)
    }

    // MARK: Room made by the pull

    @Test func underALargeTitleRemovingTheHeaderMidPullGivesEverythingBack() {
        // Given a large-title bar and a header pulled by a finger (the pull makes room)
        let (scrollView, _, binding, header) = largeTitleView()
        let rest = LargeTitleRest(scrollView)
        scrollView.drag(by: 40)
        // When the header is removed and the finger lifts
        binding.detach(header)
        scrollView.letGo()
        // Then as before
        rest.expectBack(scrollView, binding)
    }

    @Test func underALargeTitleTheAppZeroingItsInsetMidPullDoesNotLoseTheRoom() {
        // Given a large-title bar and a header pulled by a finger (the pull makes room)
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        scrollView.drag(by: 40)
        // When viewDidLayoutSubviews writes contentInset = .zero mid-pull
        scrollView.setContentInset(.zero)
        scrollView.pull(by: 160)
        // Then it refreshes holding one header, and ends exact
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(binding.appContentInset == .zero)
        scrollView.end(header)
        expectRest(scrollView, near: restingOffset)
    }

    @Test func underALargeTitleDisablingTheHeaderMidPullGivesTheRoomBack() {
        // Given a large title and a header pulled a little (room made)
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        scrollView.drag(by: 40)
        // When disabled mid-pull, and the finger lifts
        header.isEnabled = false
        scrollView.letGo()
        // Then nothing held, back at rest
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, near: restingOffset)
    }

    @Test func aLargeTitleBarGoingAwayMidPullGivesTheRoomBack() {
        // Given a large title, a header pulled short of the trigger (the pull makes room)
        let (scrollView, bar, binding, header) = largeTitleView()
        scrollView.drag(by: 40)
        #expect(binding.heldInset.top > 0)
        // When the bar goes away (the app hides the navigation bar) and the finger lifts
        bar.detach()
        scrollView.letGo()
        // Then nothing is held
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, offset: scrollView.minOffset)
    }

    @Test func pullMakesRoomOnAPlainScrollViewGivesTheRoomBackOnAShortPull() {
        // Given a plain scroll view that pulls the UIRefreshControl way
        let (scrollView, _, header) = headerView(configuration: RefreshConfiguration(pullMakesRoom: true))
        // When pulled short and let go, three times
        for _ in 0..<3 {
            scrollView.pull(by: 50)
        }
        // Then nothing held, at the top
        #expect(header.actionCount == 0)
        expectRest(scrollView, offset: 0)
        // When pulled far
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 54)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func turningPullMakesRoomOffMidPullGivesTheRoomBack() {
        // Given a plain scroll view pulling the UIRefreshControl way, pulled short of the trigger
        let (scrollView, binding, header) = headerView(configuration: RefreshConfiguration(pullMakesRoom: true))
        scrollView.drag(by: 40)
        #expect(binding.heldInset.top > 0)
        // When the app turns the setting off mid-pull, and the finger lifts
        binding.configuration.pullMakesRoom = false
        scrollView.letGo()
        // Then the room is given back
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, offset: 0)
    }

    @Test func turningPullMakesRoomOffMidPullStillRefreshesAPullPastTheTrigger() {
        // Given a plain scroll view pulling the UIRefreshControl way, pulled a little
        let (scrollView, binding, header) = headerView(configuration: RefreshConfiguration(pullMakesRoom: true))
        scrollView.drag(by: 40)
        // When the setting turns off and the finger pulls on past the trigger
        binding.configuration.pullMakesRoom = false
        scrollView.pull(by: 200)
        // Then it refreshes holding one header, and ending leaves nothing
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func aCarouselPullingTheUIRefreshControlWayGivesAShortPullBack() {
        // Given a carousel whose pull makes room
        let carousel = SimulatedHorizontalScrollView()
        let binding = carousel.installRefresh(configuration: RefreshConfiguration(pullMakesRoom: true))
        let header = RefreshController(header: RefreshMetrics(height: 60), action: .manual {})
        binding.attach(header)
        // When pulled short and let go
        carousel.drag(by: 40)
        carousel.release(velocity: 0)
        carousel.settle()
        // Then nothing held
        #expect(header.actionCount == 0)
        #expect(carousel.contentInset == .zero)
        #expect(carousel.contentOffset.x == 0)
    }
}
