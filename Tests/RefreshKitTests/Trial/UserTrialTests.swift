import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A user's trial of RefreshKit's claims over its peers, driven on the simulator as the docs show.
@Suite @MainActor struct UserTrialTests {
    // MARK: Helpers

    private func headerView(inset: ScrollInsets = .zero, content: Double = 2000,
                            metrics: RefreshMetrics = .header) -> (SimulatedScrollView, RefreshBinding, RefreshController) {
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: content))
        scrollView.setContentInset(inset)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: metrics, action: .manual {})
        binding.attach(header)
        return (scrollView, binding, header)
    }

    private func pullToRefresh(_ scrollView: SimulatedScrollView) {
        scrollView.drag(by: 200)
        scrollView.release(velocity: 0)
        scrollView.settle()
    }

    // MARK: Wrong order and repeated calls

    @Test func endingTwiceGivesTheInsetBackOnce() {
        // Given a refreshing header over an app inset of 20 at the top
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset.top == 74)
        // When the app ends twice
        header.endRefreshing()
        header.endRefreshing()
        scrollView.settle()
        // Then exactly the app's inset is left, at the top of the content
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentOffset.y == -20)
        #expect(header.state == .idle)
    }

    @Test func endingBeforeBeginningChangesNothing() {
        // Given an idle header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20, bottom: 10))
        // When the app ends a refresh that never began, then begins one
        header.endRefreshing()
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20, bottom: 10))
        header.beginRefreshing()
        scrollView.settle()
        // Then the begin still works normally
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
    }

    @Test func beginningTwiceRunsTheActionOnceAndHoldsOneHeader() {
        // Given a header
        var runs = 0
        let scrollView = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual { runs += 1 })
        scrollView.installRefresh().attach(header)
        // When begun twice
        header.beginRefreshing()
        header.beginRefreshing()
        scrollView.settle()
        header.beginRefreshing()
        scrollView.settle()
        // Then one refresh, one header's inset
        #expect(runs == 1)
        #expect(scrollView.contentInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func rapidBeginEndBeginHoldsExactlyOneHeaderOfInset() {
        // Given a header with an app inset
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 30))
        // When the app begins, ends mid-pin, and begins again mid-ending
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        header.endRefreshing()
        scrollView.advance(frames: 3)
        header.beginRefreshing()
        scrollView.settle()
        // Then one header's worth of inset is held, and the content rests at the header
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 84)
        #expect(scrollView.contentOffset.y == -84)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 30))
        #expect(scrollView.contentOffset.y == -30)
    }

    @Test func beginAndEndInOneTurnLeaveNoInset() {
        // Given a header
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 30))
        // When begun and ended in one turn, ten times
        for _ in 0..<10 {
            header.beginRefreshing()
            header.endRefreshing()
        }
        scrollView.settle()
        // Then nothing is held
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 30))
        #expect(scrollView.contentOffset.y == -30)
    }

    // MARK: The inset given back

    @Test func removingTheHeaderMidRefreshGivesTheInsetBackAtOnce() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        // When the app removes it
        binding.detach(header)
        // Then the inset is back at once, and the content is not left above its top
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        scrollView.settle()
        #expect(scrollView.contentOffset.y == -20)
        // and ending it later does nothing to the scroll view
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func replacingTheHeaderMidRefreshLeavesOnlyTheAppsInset() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        // When the app sets a new header
        var newRuns = 0
        let replacement = RefreshController(header: RefreshMetrics(height: 80), action: .manual { newRuns += 1 })
        binding.attach(replacement)
        scrollView.settle()
        // Then nothing of the old one is held, and the new one works with its own height
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(replacement.state == .idle)
        #expect(header.binding == nil)
        pullToRefresh(scrollView)
        #expect(newRuns == 1)
        #expect(scrollView.contentInset.top == 100)
        replacement.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func endingWhileOutOfTheWindowGivesTheInsetBack() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        // When the scroll view leaves the window (a tab switch), the load ends there, and it comes back
        scrollView.setInWindow(false)
        header.endRefreshing()
        scrollView.settle()
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then only the app's inset is left
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func leavingTheWindowMidEndingAnimationGivesTheInsetBack() {
        // Given a header whose ending animation runs
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the scroll view leaves the window and later comes back
        scrollView.setInWindow(false)
        scrollView.advance(frames: 60)
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then the inset is the app's and the state idle
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func anAbsoluteTopInsetWrittenWhileRefreshingBecomesTheAppsAndTheHeaderStaysOnTop() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView()
        header.beginRefreshing()
        scrollView.settle()
        // When the app writes contentInset directly (a banner of 100)
        scrollView.setContentInset(ScrollInsets(top: 100))
        scrollView.settle()
        // Then it is the app's, and RefreshKit's 54 go on top
        #expect(binding.appContentInset.top == 100)
        #expect(scrollView.contentInset.top == 154)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 100))
    }

    @Test func theAppsInsetSetThroughTheBindingWhileRefreshingIsExactAfterTheEnd() {
        // Given a refreshing header and a footer
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        header.beginRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 54, bottom: 44))
        // When the keyboard comes and goes, += and -= on the app's inset, three times
        for _ in 0..<3 {
            var inset = binding.appContentInset
            inset.bottom += 300
            binding.setAppContentInset(inset)
            inset = binding.appContentInset
            inset.bottom -= 300
            binding.setAppContentInset(inset)
        }
        binding.setAppContentInset(ScrollInsets(top: 20))
        header.endRefreshing()
        scrollView.settle()
        // Then no drift
        #expect(binding.appContentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentInset == ScrollInsets(top: 20, bottom: 44))
    }

    @Test func aSavedInsetWrittenBackAfterTheRefreshTakesNothingOfTheHeader() {
        // Given a keyboard manager that saves contentInset while the header holds 54
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 10))
        header.beginRefreshing()
        scrollView.settle()
        let saved = scrollView.contentInset
        scrollView.setContentInset(ScrollInsets(top: saved.top, bottom: 300))
        // When the refresh ends and the manager writes back its snapshot
        header.endRefreshing()
        scrollView.settle()
        scrollView.setContentInset(saved)
        scrollView.settle()
        // Then the app's inset is what it was: no 54-point gap
        #expect(scrollView.contentInset == ScrollInsets(top: 10))
    }

    @Test func aSafeAreaChangeWhileRefreshingMovesTheRestingPlace() {
        // Given a refreshing header under no bars, content following safe area
        let scrollView = SimulatedScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        header.beginRefreshing()
        scrollView.settle()
        #expect(scrollView.contentOffset.y == -54)
        // When a bar appears (safe area 91 on top), then the refresh ends
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        scrollView.settle()
        #expect(scrollView.adjustedContentInset.top == 145)
        #expect(scrollView.contentOffset.y == -145)
        header.endRefreshing()
        scrollView.settle()
        // Then the content rests under the bar, with no inset of RefreshKit's
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == -91)
    }

    @Test func theTriggerFollowsTheSafeArea() {
        // Given a scroll view with a 100-point top safe area
        let scrollView = SimulatedScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.setSafeAreaInsets(ScrollInsets(top: 100))
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        // When pulled less than the header's height past the resting place
        scrollView.drag(by: 60)   // rubber-banded to about 30
        // Then it is not ready (an ESPullToRefresh bug would see 100 + 30 revealed)
        #expect(header.state != .ready)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(scrollView.contentOffset.y == -100)
    }

    @Test func aRotationWhileRefreshingKeepsOneHeaderOfInset() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        // When the device rotates twice
        scrollView.setBoundsSize(ScrollSize(width: 812, height: 390))
        scrollView.settle()
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        // Then one header is held, and then nothing
        #expect(scrollView.contentInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: Large titles

    @Test func underALargeTitleARefreshEndsWithTheBarExpandedAndTheInsetExact() {
        // Given a large-title bar and a header
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingTop = scrollView.adjustedContentInset.top
        let restingOffset = scrollView.contentOffset.y
        // When pulled to refresh, then ended
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })
        header.endRefreshing()
        scrollView.settle()
        // Then the scroll view is as before
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(binding.heldInset == .zero)
        #expect(abs(scrollView.adjustedContentInset.top - restingTop) < 0.5)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func underALargeTitleAShortPullGivesEverythingBack() {
        // Given a large-title bar and a header
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingOffset = scrollView.contentOffset.y
        // When pulled short of the trigger and let go
        scrollView.drag(by: 30)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then no refresh and nothing held
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func aSecondRefreshAfterTheTitleCollapsedEndsWithTheBarExpanded() {
        // Given a refreshing header under a large title
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingTop = scrollView.adjustedContentInset.top
        let restingOffset = scrollView.contentOffset.y
        pullToRefresh(scrollView)
        // When the user scrolls up, collapsing the title, the refresh ends there, and the user scrolls back
        scrollView.drag(by: -400)
        scrollView.release(velocity: 0)
        scrollView.settle()
        header.endRefreshing()
        scrollView.settle()
        #expect(header.state == .idle)
        scrollView.drag(by: 600)   // back past the top: a second refresh
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(header.actionCount == 2)
        #expect(header.state == .refreshing)
        #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })
        header.endRefreshing()
        scrollView.settle()
        // Then the bar is expanded again and nothing is held
        #expect(header.state == .idle)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.adjustedContentInset.top - restingTop) < 0.5)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    // MARK: Self-sizing content

    @Test func contentThatResizesDuringARefreshKeepsTheHeaderAndGivesTheInsetBack() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        // When self-sizing cells change the content size several times, shorter than the screen too
        for height in [1500.0, 300, 2600, 2400] {
            scrollView.setContentSize(ScrollSize(width: 390, height: height))
            scrollView.advance(frames: 2)
        }
        scrollView.settle()
        // Then the header still holds, at its place
        #expect(header.state == .refreshing)
        #expect(header.actionCount == 1)
        #expect(scrollView.contentOffset.y == -54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: Footers

    private func footerView(style: RefreshFooterStyle, content: Double = 2000,
                            metrics: RefreshMetrics = .footer) -> (SimulatedScrollView, RefreshBinding, RefreshController) {
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: content))
        let binding = scrollView.installRefresh()
        let footer = RefreshController(footer: style, metrics: metrics, action: .manual {})
        binding.attach(footer)
        return (scrollView, binding, footer)
    }

    @Test func aBackFooterUnderShortContentHoldsTheGapAndGivesItBack() {
        // Given 300 points of content and a back footer
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        // When pulled up and released
        scrollView.drag(by: -250)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it loads, held at the bottom of the view
        #expect(footer.state == .refreshing)
        #expect(footer.frame.origin.y == 812)
        #expect(binding.heldInset.bottom == 812 - 300 + 44)
        // and ending gives everything back
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aBackFooterWhoseContentGrowsWhileLoadingEndsWithoutAJumpAndNoInset() {
        // Given a loading back footer at the end of tall content
        let (scrollView, _, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        let offset = scrollView.contentOffset.y
        // When the page arrives and the load ends
        scrollView.setContentSize(ScrollSize(width: 390, height: 2800))
        footer.endRefreshing()
        scrollView.settle()
        // Then the content did not move, and no inset is held
        #expect(scrollView.contentOffset.y == offset)
        #expect(scrollView.contentInset == .zero)
        #expect(footer.state == .idle)
    }

    @Test func anAutoFooterLoadsOncePerDragEvenAsContentGrows() {
        // Given an auto footer on tall content
        var loads = 0
        let scrollView = SimulatedScrollView()
        let footer = RefreshController(footer: .auto, action: .manual { loads += 1 })
        scrollView.installRefresh().attach(footer)
        // When dragged to the end, the page arrives in pieces (self-sizing), and the load ends mid-drag
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        #expect(loads == 1)
        for height in [2100.0, 2050, 2080] {
            scrollView.setContentSize(ScrollSize(width: 390, height: height))
        }
        footer.endRefreshing()
        scrollView.advance(frames: 5)
        scrollView.setContentSize(ScrollSize(width: 390, height: 2081))
        scrollView.hold(0.2)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then one load only
        #expect(loads == 1)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func noMoreDataStopsLoadingUntilReset() {
        // Given an auto footer with no more data
        var loads = 0
        let scrollView = SimulatedScrollView()
        let footer = RefreshController(footer: .auto, action: .manual { loads += 1 })
        scrollView.installRefresh().attach(footer)
        footer.setNoMoreData()
        // When dragged to the end
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then nothing loads, and the begin is refused
        #expect(loads == 0)
        #expect(footer.state == .noMoreData)
        footer.beginRefreshing()
        #expect(loads == 0)
        // When reset and dragged again
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        scrollView.drag(by: -300, duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(loads == 1)
    }

    @Test func noMoreDataWhileLoadingEndsTheLoadAndGivesTheBackFootersInsetBack() {
        // Given a loading back footer
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the app says there is no more data
        footer.setNoMoreData()
        scrollView.settle()
        // Then the inset is back and the footer says so
        #expect(footer.state == .noMoreData)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == scrollView.maxOffset)
    }

    @Test func disablingAndEnablingAnAutoFooterDoesNotDoubleItsInset() {
        // Given an auto footer over an app inset of 60 at the bottom
        let (scrollView, binding, footer) = footerView(style: .auto)
        scrollView.setContentInset(ScrollInsets(bottom: 60 + 44))
        binding.setAppContentInset(ScrollInsets(bottom: 60))
        #expect(scrollView.contentInset.bottom == 104)
        // When disabled and enabled three times, and then removed
        for _ in 0..<3 {
            footer.isEnabled = false
            #expect(scrollView.contentInset.bottom == 60)
            footer.isEnabled = true
            #expect(scrollView.contentInset.bottom == 104)
        }
        binding.detach(footer)
        // Then only the app's inset is left
        #expect(scrollView.contentInset == ScrollInsets(bottom: 60))
    }

    @Test func anEmptyListDoesNotLoadPageTwo() {
        // Given an empty list with an auto footer
        let (scrollView, binding, footer) = footerView(style: .auto, content: 0)
        // When dragged up
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then nothing loads, nothing is held
        #expect(footer.actionCount == 0)
        #expect(footer.isHidden)
        #expect(binding.heldInset == .zero)
        // When the first page arrives
        scrollView.setContentSize(ScrollSize(width: 390, height: 2000))
        #expect(binding.heldInset.bottom == 44)
    }

    // MARK: Header and footer together

    @Test func onAShortListTheHeadersBounceDoesNotTriggerTheFooter() {
        // Given a short list with both
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.alwaysBounceVertical = true
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When the header is pulled, refreshes, and ends
        pullToRefresh(scrollView)
        header.endRefreshing()
        scrollView.settle()
        // Then the footer never loaded
        #expect(header.actionCount == 1)
        #expect(footer.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func theFooterCannotBeginWhileTheHeaderRefreshesByDefault() {
        // Given a refreshing header
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        header.beginRefreshing()
        scrollView.settle()
        // When the footer is begun
        footer.beginRefreshing()
        scrollView.settle()
        // Then it is refused
        #expect(footer.actionCount == 0)
        #expect(footer.state == .idle)
        // And ending the header and beginning the footer in one turn works
        header.endRefreshing()
        footer.beginRefreshing()
        scrollView.settle()
        #expect(footer.state == .refreshing)
        #expect(binding.heldInset.top == 0)
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func headerAndFooterRefreshingAtOnceGiveBothInsetsBack() {
        // Given both allowed to refresh at once, over an app inset
        let scrollView = SimulatedScrollView()
        scrollView.setContentInset(ScrollInsets(top: 10, bottom: 20))
        let binding = scrollView.installRefresh(configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When both begin, then end in the opposite order
        header.beginRefreshing()
        scrollView.settle()
        footer.beginRefreshing()
        scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(footer.state == .refreshing)
        // (scrolled to the footer, the header's held inset has shrunk with it: README, by design)
        #expect(binding.heldInset.bottom >= 44)
        header.endRefreshing()
        scrollView.advance(frames: 3)
        footer.endRefreshing()
        scrollView.settle()
        // Then the app's inset is exact
        #expect(scrollView.contentInset == ScrollInsets(top: 10, bottom: 20))
        #expect(binding.heldInset == .zero)
    }

    // MARK: Async actions

    @Test func anAsyncActionThatFailsStillEndsTheRefresh() async {
        // Given an async action whose work throws (the app catches it and returns)
        struct Offline: Error {}
        func fetch() async throws { throw Offline() }
        var failures = 0
        let scrollView = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .async {
            do { try await fetch() } catch { failures += 1 }
        })
        scrollView.installRefresh().attach(header)
        // When pulled
        pullToRefresh(scrollView)
        for _ in 0..<20 where header.state == .refreshing { await Task.yield() }
        scrollView.settle()
        // Then it ends by itself
        #expect(failures == 1)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func cancellingTheTaskThatAwaitsRefreshEndsIt() async {
        // Given a header whose action never ends by itself
        let scrollView = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        // When a task awaits refresh() and is cancelled
        let task = Task { @MainActor in await header.refresh() }
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(header.state == .refreshing)
        task.cancel()
        let began = await task.value
        scrollView.settle()
        // Then the refresh ended, and the inset is back
        #expect(began)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func anAsyncActionThatOutlivesItsHeadersRemovalLeavesNoInset() async {
        // Given a header whose async action is suspended
        var continuation: CheckedContinuation<Void, Never>?
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .async {
            await withCheckedContinuation { continuation = $0 }
        })
        binding.attach(header)
        header.beginRefreshing()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(header.state == .refreshing)
        // When the header is removed, and the action returns later
        binding.detach(header)
        continuation?.resume()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        // Then nothing is held, and a new header works
        #expect(scrollView.contentInset == .zero)
        let next = RefreshController(header: .header, action: .manual {})
        binding.attach(next)
        pullToRefresh(scrollView)
        #expect(next.state == .refreshing)
        #expect(scrollView.contentInset.top == 54)
    }

    // MARK: Bad input

    @Test func badMetricsFallBackToTheDocumentedDefaults() {
        // Given a header with NaN height, negative trigger and pinned heights
        let metrics = RefreshMetrics(height: .nan, triggerDistance: -40, pinnedHeight: -10)
        let (scrollView, binding, header) = headerView(metrics: metrics)
        // When pulled past 54 and released
        pullToRefresh(scrollView)
        // Then it works as a 54-point header
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aNegativeTriggerDistanceDoesNotRefreshOnATouch() {
        // Given a header with a negative trigger distance
        let (scrollView, _, header) = headerView(metrics: RefreshMetrics(height: 54, triggerDistance: -100))
        // When the user scrolls up, or taps
        scrollView.drag(by: -100)
        scrollView.release(velocity: 0)
        scrollView.settle()
        scrollView.tap()
        scrollView.settle()
        // Then nothing refreshes
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aNaNInsetFromTheAppIsSurvivedWhileRefreshing() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        // When the app writes a NaN inset through RefreshKit, then a good one
        binding.setAppContentInset(ScrollInsets(top: .nan, bottom: -.infinity))
        scrollView.settle()
        binding.setAppContentInset(ScrollInsets(top: 20))
        header.endRefreshing()
        scrollView.settle()
        // Then the app's last good inset is exact
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(binding.heldInset == .zero)
    }

    @Test func aNegativeContentSizeCountsAsEmpty() {
        // Given an auto footer and a header
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When the content size goes negative, then NaN, then back
        scrollView.setContentSize(ScrollSize(width: 390, height: -500))
        scrollView.settle()
        #expect(footer.isHidden)
        scrollView.setContentSize(ScrollSize(width: 390, height: .nan))
        scrollView.settle()
        scrollView.setContentSize(ScrollSize(width: 390, height: 2000))
        scrollView.settle()
        // Then everything is as for a normal list
        #expect(footer.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
    }

    @Test func aHeaderTallerThanTheScrollViewHoldsAtMostTheViewsHeight() {
        // Given a 2,000-point header
        let (scrollView, binding, header) = headerView(metrics: RefreshMetrics(height: 2000))
        // When begun
        header.beginRefreshing()
        scrollView.settle()
        // Then it holds at most the view's height, and gives it back
        #expect(binding.heldInset.top <= 812)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aBeginBeforeAttachingWaitsForTheScrollView() {
        // Given a begin made in viewDidLoad, before the header has a scroll view
        let header = RefreshController(header: .header, action: .manual {})
        header.beginRefreshing()
        #expect(header.isRefreshing)
        // When attached to a scroll view not yet in a window, which then enters one
        let scrollView = SimulatedScrollView()
        scrollView.setInWindow(false)
        scrollView.installRefresh().attach(header)
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then it refreshes once, in view
        #expect(header.actionCount == 1)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentOffset.y == -54)
    }

    // MARK: Nested pages

    @Test func inChildModeAPullRefreshesTheListAndThePageStaysAtItsTop() {
        // Given a nested page in child mode with a header on the first list
        let page = SimulatedNestedPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        // When the list is pulled down
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        // Then the list refreshes and the page never went above its top
        #expect(header.state == .refreshing)
        #expect(page.parent.frames.allSatisfy { $0.offset >= 0 })
        header.endRefreshing()
        page.settle()
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test func inParentModeAPullRefreshesThePageAndTheListsStayAtTheirTops() {
        // Given a nested page in parent mode with a header on the page
        let page = SimulatedNestedPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        page.parent.installRefresh().attach(header)
        // When the list is pulled down
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        // Then the page refreshes and the list never went above its top
        #expect(header.state == .refreshing)
        #expect(page.child.frames.allSatisfy { $0.offset >= 0 })
        header.endRefreshing()
        page.settle()
        #expect(page.parent.contentInset == .zero)
        #expect(page.parent.contentOffset.y == 0)
    }

    @Test func switchingTabsWhileAListRefreshesLeavesEachListsInsetItsOwn() {
        // Given child mode, the first list refreshing
        let page = SimulatedNestedPage(mode: .child)
        let first = RefreshController(header: .header, action: .manual {})
        let second = RefreshController(header: .header, action: .manual {})
        page.children[0].installRefresh().attach(first)
        page.children[1].installRefresh().attach(second)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(first.state == .refreshing)
        // When the user switches tab and the first list's load ends off screen
        page.switchTab(to: 1)
        first.endRefreshing()
        page.settle()
        page.switchTab(to: 0)
        page.settle()
        // Then no list holds anything
        #expect(page.children[0].contentInset == .zero)
        #expect(page.children[1].contentInset == .zero)
        #expect(second.actionCount == 0)
    }

    @Test func thePageContainersListRefreshGivesItsBandBack() {
        // Given a page container in child mode with a header on the current list
        let page = SimulatedSingleDriverPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        let list = page.list
        let appTop = list.contentInset.top
        list.installRefresh().attach(header)
        // When the list is pulled and refreshes, then ends
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        #expect(page.band(of: list) == 54)
        header.endRefreshing()
        page.settle()
        // Then the band is gone and the header is back where it began
        #expect(page.band(of: list) == 0)
        #expect(list.contentInset.top == appTop)
        #expect(page.headerOffset == 0)
    }

    // MARK: Changes in the middle of animations

    @Test func anInsetWrittenDuringThePinAnimationIsTheApps() {
        // Given a header whose pin animation runs
        let (scrollView, binding, header) = headerView()
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When the app writes its top inset mid-animation
        scrollView.setContentInset(ScrollInsets(top: 100, bottom: 0))
        scrollView.settle()
        // Then the header holds on top of it, and ending leaves exactly the app's
        #expect(binding.appContentInset == ScrollInsets(top: 100))
        #expect(scrollView.contentInset.top == 154)
        #expect(scrollView.contentOffset.y == -154)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 100))
        #expect(scrollView.contentOffset.y == -100)
    }

    @Test func anInsetWrittenDuringTheEndingAnimationIsTheApps() {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        header.endRefreshing()
        scrollView.advance(frames: 4)
        // When the app's bottom inset changes (a keyboard) mid-ending, and the top too
        binding.setAppContentInset(ScrollInsets(top: 40, bottom: 300))
        scrollView.settle()
        // Then exactly the app's inset is left, the content at its top
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 40, bottom: 300))
        #expect(scrollView.contentOffset.y == -40)
    }

    @Test func removingTheHeaderDuringItsEndingAnimationGivesTheInsetBack() {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        header.endRefreshing()
        scrollView.advance(frames: 4)
        // When removed
        binding.detach(header)
        scrollView.settle()
        // Then nothing is held and the content rests at its top
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func removingTheHeaderWhileTheFingerPullsItGivesEverythingBack() {
        // Given a header pulled past its trigger by a finger that still holds
        let (scrollView, binding, header) = headerView()
        scrollView.drag(by: 200)
        #expect(header.state == .ready)
        // When removed, and the finger lifts
        binding.detach(header)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then no refresh, nothing held
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func changingTheHeadersHeightWhileRefreshingHoldsTheNewHeightAndGivesItAllBack() {
        // Given a refreshing 54-point header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        // When its height changes to 80 (Dynamic Type), then to 40
        header.metrics = RefreshMetrics(height: 80)
        scrollView.settle()
        #expect(binding.heldInset.top == 80)
        header.metrics = RefreshMetrics(height: 40)
        scrollView.settle()
        #expect(binding.heldInset.top == 40)
        #expect(scrollView.contentInset.top == 60)
        header.endRefreshing()
        scrollView.settle()
        // Then the app's inset is exact
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func aHeaderTallerThanALandscapeViewHoldsNoMoreThanTheViewAfterRotating() {
        // Given a 600-point header refreshing in portrait
        let (scrollView, binding, header) = headerView(metrics: RefreshMetrics(height: 600))
        header.beginRefreshing()
        scrollView.settle()
        #expect(binding.heldInset.top == 600)
        // When the device turns to landscape (390 points tall)
        scrollView.setBoundsSize(ScrollSize(width: 844, height: 390))
        scrollView.settle()
        // Then it holds at most the view's height, as documented
        #expect(binding.heldInset.top <= 390)
        // and back in portrait, then ended, the inset is exact
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aPinnedHeightApartFromTheHeightIsWhatIsHeld() {
        // Given a 54-point header that triggers at 100 and holds 70
        let metrics = RefreshMetrics(height: 54, triggerDistance: 100, pinnedHeight: 70)
        let (scrollView, binding, header) = headerView(metrics: metrics)
        // When pulled 75 (rubber-banded from 150), it is not ready
        scrollView.drag(by: 150)
        #expect(header.state != .ready)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(header.actionCount == 0)
        // When pulled far
        scrollView.drag(by: 400)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it holds 70
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 70)
        #expect(scrollView.contentOffset.y == -70)
    }

    @Test func disablingAHeaderWhileRefreshingEndsAtOnceAndEnablingDoesNotRestart() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        // When disabled, a begin tried, then enabled
        header.isEnabled = false
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.settle()
        header.isEnabled = true
        scrollView.settle()
        // Then idle, nothing held, one action
        #expect(header.state == .idle)
        #expect(header.actionCount == 1)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func anEndBeforeTheScrollViewIsInAWindowCancelsTheWaitingBegin() {
        // Given a begin waiting for the window
        let scrollView = SimulatedScrollView()
        scrollView.setInWindow(false)
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        header.beginRefreshing()
        #expect(header.isRefreshing)
        // When the app ends it (its load finished from cache) before the view appears
        header.endRefreshing()
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then nothing starts
        #expect(!header.isRefreshing)
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aBeginOnAZeroSizedScrollViewWaitsForItsSize() {
        // Given a scroll view with no size yet
        let scrollView = SimulatedScrollView(bounds: ScrollSize(width: 0, height: 0))
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        header.beginRefreshing()
        scrollView.settle()
        // When laid out
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        // Then it refreshes, in view
        #expect(header.actionCount == 1)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentOffset.y == -54)
        #expect(scrollView.contentInset.top == 54)
    }

    @Test func movingARefreshingHeaderToAnotherScrollViewLeavesTheFirstClean() {
        // Given a header refreshing on one scroll view
        let first = SimulatedScrollView()
        let second = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual {})
        first.installRefresh().attach(header)
        header.beginRefreshing()
        first.settle()
        // When the app attaches it to another
        second.installRefresh().attach(header)
        first.settle()
        second.settle()
        // Then the first holds nothing
        #expect(first.contentInset == .zero)
        #expect(first.contentOffset.y == 0)
        #expect(first.refresh?.header == nil)
        header.endRefreshing()
        second.settle()
        #expect(second.contentInset == .zero)
    }

    @Test func awaitingRefreshReturnsWhenTheHeaderIsRemoved() async {
        // Given a task awaiting refresh() of a manual header
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        var returned = false
        Task { @MainActor in
            _ = await header.refresh()
            returned = true
        }
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(header.state == .refreshing)
        // When the header is removed
        binding.detach(header)
        for _ in 0..<20 where !returned { await Task.yield() }
        // Then the await returns
        #expect(returned)
    }

    @Test func awaitingRefreshReturnsWhenTheHeaderIsDisabled() async {
        // Given a task awaiting refresh()
        let scrollView = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        var returned = false
        Task { @MainActor in
            _ = await header.refresh()
            returned = true
        }
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        // When disabled
        header.isEnabled = false
        for _ in 0..<20 where !returned { await Task.yield() }
        // Then the await returns
        #expect(returned)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func anAsyncRefreshEndedEarlyByTheAppDoesNotEndTheNextOne() async {
        // Given an async header whose action waits
        var continuations: [CheckedContinuation<Void, Never>] = []
        let scrollView = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .async {
            await withCheckedContinuation { continuations.append($0) }
        })
        scrollView.installRefresh().attach(header)
        header.beginRefreshing()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        // When the app ends it early, begins a second one, and the first action returns
        header.endRefreshing()
        scrollView.settle()
        header.beginRefreshing()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(continuations.count == 2)
        continuations[0].resume()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        // Then the second refresh still runs
        #expect(header.state == .refreshing)
        continuations[1].resume()
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
    }

    // MARK: Footers under changing content

    @Test func aBackFooterOnShortContentThatGrowsPastTheScreenWhileLoadingEndsClean() {
        // Given a back footer loading under 300 points of content (holding the gap)
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        scrollView.drag(by: -250)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the page arrives (content 1,500) and the load ends
        scrollView.setContentSize(ScrollSize(width: 390, height: 1500))
        scrollView.settle()
        #expect(binding.heldInset.bottom <= 44)
        footer.endRefreshing()
        scrollView.settle()
        // Then nothing is held and the content is within its range
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y >= 0)
        #expect(scrollView.contentOffset.y <= scrollView.maxOffset)
    }

    @Test func aLoadingFooterWhoseContentBecomesEmptyGivesItsInsetBack() {
        // Given a back footer loading
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the list is cleared (a pull to refresh elsewhere reset it), and the load ends
        scrollView.setContentSize(ScrollSize(width: 390, height: 0))
        scrollView.settle()
        footer.endRefreshing()
        scrollView.settle()
        // Then nothing is held
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func anAutoFooterThatLoadsUntilFilledStopsWhenALoadAddsNothing() {
        // Given a short first page and a footer that loads until the screen is filled, whose loads add nothing
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        let binding = scrollView.installRefresh()
        var metrics = RefreshMetrics.footer
        metrics.loadsUntilFilled = true
        var footer: RefreshController!
        footer = RefreshController(footer: .auto, metrics: metrics, action: .manual { footer.endRefreshing() })
        binding.attach(footer)
        // When time passes
        scrollView.settle()
        scrollView.advance(frames: 120)
        // Then it loaded once, not in a loop
        #expect(footer.actionCount == 1)
    }

    @Test func anAutoFooterDoesNotLoadWhileTheHeaderIsPulled() {
        // Given a short list with an auto footer and a header
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 500))
        scrollView.alwaysBounceVertical = true
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When the user pulls down short of the trigger and flings back up
        scrollView.drag(by: 60)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then nothing loads
        #expect(footer.actionCount == 0)
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    // MARK: Large titles and safe area mid-gesture

    @Test func underALargeTitleABeginFromCodeEndsWithTheBarExpanded() {
        // Given a large-title bar and a header begun from code
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingTop = scrollView.adjustedContentInset.top
        let restingOffset = scrollView.contentOffset.y
        header.beginRefreshing()
        scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })
        // When ended
        header.endRefreshing()
        scrollView.settle()
        // Then as before
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.adjustedContentInset.top - restingTop) < 0.5)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func underALargeTitleRemovingTheHeaderMidPullGivesEverythingBack() {
        // Given a large-title bar and a header pulled by a finger (the pull makes room)
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingTop = scrollView.adjustedContentInset.top
        let restingOffset = scrollView.contentOffset.y
        scrollView.drag(by: 40)
        // When the header is removed and the finger lifts
        binding.detach(header)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then as before
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.adjustedContentInset.top - restingTop) < 0.5)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func underALargeTitleTheAppZeroingItsInsetMidPullDoesNotLoseTheRoom() {
        // Given a large-title bar and a header pulled by a finger (the pull makes room)
        let scrollView = SimulatedScrollView()
        let bar = SimulatedNavigationBar(largeTitle: true)
        bar.attach(to: scrollView)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        let restingOffset = scrollView.contentOffset.y
        scrollView.drag(by: 40)
        // When viewDidLayoutSubviews writes contentInset = .zero mid-pull
        scrollView.setContentInset(.zero)
        scrollView.drag(by: 160)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it refreshes holding one header, and ends exact
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(binding.appContentInset == .zero)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func pullMakesRoomOnAPlainScrollViewGivesTheRoomBackOnAShortPull() {
        // Given a plain scroll view that pulls the UIRefreshControl way
        let scrollView = SimulatedScrollView()
        var configuration = RefreshConfiguration()
        configuration.pullMakesRoom = true
        let binding = scrollView.installRefresh(configuration: configuration)
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        // When pulled short and let go, three times
        for _ in 0..<3 {
            scrollView.drag(by: 50)
            scrollView.release(velocity: 0)
            scrollView.settle()
        }
        // Then nothing held, at the top
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
        // When pulled far
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aSafeAreaChangeMidPullMovesTheTrigger() {
        // Given a scroll view under a 100-point bar
        let scrollView = SimulatedScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.setSafeAreaInsets(ScrollInsets(top: 100))
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        // When pulled 40 points and a search bar appears (top safe area 150), held there
        scrollView.drag(by: 80)
        scrollView.setSafeAreaInsets(ScrollInsets(top: 150))
        scrollView.hold(0.1)
        // Then the header is not revealed past its trigger (the bar took 50 points)
        #expect(header.state != .ready)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        // (let go inside the new range at rest: UIKit leaves the content where the finger left it)
        #expect(scrollView.contentOffset.y >= -150)
    }

    // MARK: Bad input while refreshing

    @Test func aNaNContentSizeWhileRefreshingIsIgnored() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView()
        pullToRefresh(scrollView)
        // When the content size goes NaN, then infinite, then normal
        scrollView.setContentSize(ScrollSize(width: 390, height: .nan))
        scrollView.advance(frames: 2)
        scrollView.setContentSize(ScrollSize(width: 390, height: .infinity))
        scrollView.advance(frames: 2)
        scrollView.setContentSize(ScrollSize(width: 390, height: 2000))
        scrollView.settle()
        // Then the refresh is intact
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func badMetricsSetWhileRefreshingFallBackWithoutLosingTheInset() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        // When the app sets a NaN height and an infinite pinned height
        header.metrics = RefreshMetrics(height: .nan, triggerDistance: .nan, pinnedHeight: .infinity)
        scrollView.settle()
        // Then it holds the default 54
        #expect(binding.heldInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func aNegativeAppInsetIsKeptExactly() {
        // Given an app inset of -30 at the top (content under a translucent bar)
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: -30))
        #expect(scrollView.contentOffset.y == 30)
        // When refreshed and ended
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 24)
        header.endRefreshing()
        scrollView.settle()
        // Then exact
        #expect(scrollView.contentInset == ScrollInsets(top: -30))
        #expect(scrollView.contentOffset.y == 30)
    }

    // MARK: Nested pages and the page container

    @Test func inParentModeRemovingThePagesHeaderMidRefreshGivesThePageBack() {
        // Given a page refreshing in parent mode
        let page = SimulatedNestedPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        let binding = page.parent.installRefresh()
        binding.attach(header)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        // When the header is removed
        binding.detach(header)
        page.settle()
        // Then the page is at its top with no inset
        #expect(page.parent.contentInset == .zero)
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test func inChildModeAListFooterLoadsAtTheListsEndOnce() {
        // Given child mode with a footer on the current list
        let page = SimulatedNestedPage(mode: .child)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.child.installRefresh().attach(footer)
        // When dragged all the way through the header and the list
        page.dragList(by: -3000, duration: 2)
        page.releaseList(velocity: 0)
        page.settle()
        // Then one load
        #expect(footer.actionCount == 1)
        footer.endRefreshing()
        page.settle()
        #expect(page.child.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func thePageContainersPageRefreshFollowsATabSwitchAndEndsClean() {
        // Given a page container in parent mode refreshing the page
        let page = SimulatedSingleDriverPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        page.pageHeader = header
        let tops = page.lists.map { $0.contentInset.top }
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        // When the user switches tab mid-refresh, and the refresh ends
        page.switchTab(to: 1)
        page.settle()
        #expect(header.state == .refreshing)
        header.endRefreshing()
        page.settle()
        // Then every list has its own inset back, and the header rests
        #expect(page.lists.map { $0.contentInset.top } == tops)
        #expect(page.lists.map { page.band(of: $0) } == [0, 0, 0])
        #expect(page.headerOffset == 0)
    }

    @Test func thePageContainersHeaderHeightChangingMidRefreshEndsClean() {
        // Given a child-mode page container whose list refreshes
        let page = SimulatedSingleDriverPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(header)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        // When the header grows (Dynamic Type) and the refresh ends
        page.setHeaderHeight(260)
        page.settle()
        header.endRefreshing()
        page.settle()
        // Then the band is gone and the list rests at its new top
        #expect(page.band(of: page.list) == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
        #expect(page.headerOffset == 0)
    }

    // MARK: Re-entrant app code, fingers and flings

    @Test func anActionThatEndsAtOnceLeavesNothingHeld() {
        // Given a header whose action ends the refresh at once (a cached load)
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        var header: RefreshController!
        header = RefreshController(header: .header, action: .manual { header.endRefreshing() })
        binding.attach(header)
        // When pulled and released, and begun from code
        pullToRefresh(scrollView)
        header.beginRefreshing()
        scrollView.settle()
        // Then two actions, nothing held, at the top
        #expect(header.actionCount == 2)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func anObserverThatEndsOnRefreshingLeavesNothingHeld() {
        // Given an observer that ends the refresh as soon as it starts
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 15))
        header.onStateChange = { state in if state == .refreshing { header.endRefreshing() } }
        // When pulled
        pullToRefresh(scrollView)
        // Then nothing is held
        #expect(header.actionCount == 1)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 15))
        #expect(scrollView.contentOffset.y == -15)
    }

    @Test func anEndWhileTheFingerHoldsTheListGivesTheInsetBackAfterTheLift() {
        // Given a refreshing header and a finger on the list
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        scrollView.touchDown()
        scrollView.moveFinger(by: 10)
        scrollView.advance(frames: 1)
        // When the load ends under the finger, the finger moves on and lifts
        header.endRefreshing()
        for _ in 0..<10 {
            scrollView.moveFinger(by: 3)
            scrollView.advance(frames: 1)
        }
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aTapDuringTheEndingAnimationStillGivesTheInsetBack() {
        // Given a header whose ending animation runs
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the user taps
        scrollView.tap()
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aFlingToTheTopNeverRefreshes() {
        // Given a list scrolled down
        let (scrollView, _, header) = headerView()
        scrollView.setContentOffset(ScrollPoint(y: 600))
        // When flung hard toward the top
        scrollView.fling(velocity: -8)
        scrollView.settle()
        // Then no refresh, at the top
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aFlingBackToTheTopWhileRefreshingLandsOnTheWholeHeader() {
        // Given a refreshing header scrolled away
        let (scrollView, binding, header) = headerView()
        pullToRefresh(scrollView)
        scrollView.drag(by: -500)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(binding.heldInset.top == 0)
        // When flung back to the top
        scrollView.fling(velocity: -8)
        scrollView.settle()
        // Then the header shows whole
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
    }

    @Test func anAnimatedScrollToTopWhileRefreshingRevealsTheHeader() {
        // Given a refreshing header scrolled away
        let (scrollView, binding, header) = headerView()
        pullToRefresh(scrollView)
        scrollView.drag(by: -500)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // When the app scrolls to the top, animated (a status-bar tap)
        scrollView.setContentOffset(ScrollPoint(y: 0), animated: true)
        scrollView.settle()
        // Then the header ends up in view
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
    }

    @Test func awaitingRefreshReturnsWhenTheScrollViewIsFreed() async {
        // Given a task awaiting refresh() of a header on a scroll view that goes away
        let header = RefreshController(header: .header, action: .manual {})
        var returned = false
        do {
            let scrollView = SimulatedScrollView()
            scrollView.installRefresh().attach(header)
            Task { @MainActor in
                _ = await header.refresh()
                returned = true
            }
            for _ in 0..<10 { await Task.yield() }
            scrollView.settle()
            #expect(header.state == .refreshing)
        }
        // When the scroll view is freed
        for _ in 0..<20 where !returned { await Task.yield() }
        // Then the await returns
        #expect(returned)
    }

    // MARK: Footers begun from code and metrics

    @Test func aBackFooterBegunFromCodeOnATallListLoadsWithoutLosingTheInset() {
        // Given a back footer at the top of a tall list
        let (scrollView, binding, footer) = footerView(style: .back)
        // When begun from code
        footer.beginRefreshing()
        scrollView.settle()
        #expect(footer.state == .refreshing)
        #expect(binding.heldInset.bottom == 44)
        // Then ending leaves no inset
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y >= 0)
        #expect(scrollView.contentOffset.y <= scrollView.maxOffset)
    }

    @Test func anAutoFooterBegunFromCodeKeepsOnlyItsHeight() {
        // Given an auto footer
        let (scrollView, binding, footer) = footerView(style: .auto)
        // When begun from code and ended
        footer.beginRefreshing()
        scrollView.settle()
        #expect(footer.state == .refreshing)
        #expect(footer.actionCount == 1)
        footer.endRefreshing()
        scrollView.settle()
        // Then it keeps its 44
        #expect(binding.heldInset == ScrollInsets(bottom: 44))
        #expect(footer.state == .idle)
    }

    @Test func badFooterMetricsFallBackToTheDefaults() {
        // Given an auto footer with a negative height, a NaN percent and an infinite preload distance
        let metrics = RefreshMetrics(height: -5, triggerPercent: .nan, preloadDistance: .infinity)
        let (scrollView, binding, footer) = footerView(style: .auto, metrics: metrics)
        #expect(binding.heldInset.bottom == 44)
        // When dragged to 100 points short of the end
        scrollView.drag(by: -(scrollView.maxOffset - 100), duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it has not loaded early
        #expect(footer.actionCount == 0)
        // and at the end it loads
        scrollView.drag(by: -300, duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.actionCount == 1)
    }

    // MARK: Carousels

    @Test func aCarouselsLeadingHeaderGivesItsInsetBack() {
        // Given a carousel with a leading header, over an app inset on the left
        let carousel = SimulatedHorizontalScrollView()
        carousel.setContentInset(ScrollInsets(left: 16))
        carousel.setContentOffset(ScrollPoint(x: -16, y: 0))
        let binding = carousel.installRefresh()
        let header = RefreshController(header: RefreshMetrics(height: 60), action: .manual {})
        binding.attach(header)
        // When begun, ended
        header.beginRefreshing()
        carousel.settle()
        #expect(carousel.contentInset.left == 76)
        header.endRefreshing()
        carousel.settle()
        // Then exact
        #expect(carousel.contentInset == ScrollInsets(left: 16))
        #expect(carousel.contentOffset.x == -16)
    }

    // MARK: Nested pages

    @Test func inChildModeCollapsingTheHeaderWhileTheListRefreshesEndsClean() {
        // Given child mode, a list refreshing
        let page = SimulatedNestedPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        // When the user scrolls up through the header, the load ends, and the user scrolls back
        page.dragList(by: -400)
        page.releaseList(velocity: 0)
        page.settle()
        header.endRefreshing()
        page.settle()
        #expect(header.state == .idle)
        page.dragList(by: page.parent.contentOffset.y + page.child.contentOffset.y)   // exactly back to the top
        page.releaseList(velocity: 0)
        page.settle()
        // Then everything at the top, nothing held
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
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
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        header.endRefreshing()
        page.settle()
        // Then the list is back at its top, the footer untouched
        #expect(footer.actionCount == 0)
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
        #expect(page.parent.contentOffset.y == 0)
    }

    @Test func thePageContainersListRefreshSurvivesATabSwitchAndBack() {
        // Given a child-mode page container whose first list refreshes
        let page = SimulatedSingleDriverPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        let first = page.list
        let appTop = first.contentInset.top
        first.installRefresh().attach(header)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing)
        // When switched away and back, then ended
        page.switchTab(to: 1)
        page.settle()
        page.switchTab(to: 0)
        page.settle()
        header.endRefreshing()
        page.settle()
        // Then the first list has only the container's inset, and the header rests
        #expect(page.band(of: first) == 0)
        #expect(first.contentInset.top == appTop)
        #expect(first.contentOffset.y == first.minOffset)
        #expect(page.headerOffset == 0)
    }

    // MARK: Bars, search bars and the safe area

    private func largeTitleView(search: SimulatedNavigationBar.SearchBar = .none, inset: ScrollInsets = .zero)
        -> (SimulatedScrollView, SimulatedNavigationBar, RefreshBinding, RefreshController) {
        let scrollView = SimulatedScrollView()
        scrollView.setContentInset(inset)
        let bar = SimulatedNavigationBar(largeTitle: true, searchBar: search)
        bar.attach(to: scrollView)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let header = RefreshController(header: .header, action: .manual {})
        let binding = scrollView.installRefresh()
        binding.attach(header)
        return (scrollView, bar, binding, header)
    }

    @Test func withAHidingSearchBarARefreshEndsWhereItBegan() {
        // Given a large title with a search bar that hides when scrolling
        let (scrollView, bar, binding, header) = largeTitleView(search: .hidesWhenScrolling)
        let restingOffset = scrollView.contentOffset.y
        let restingTop = scrollView.adjustedContentInset.top
        // When pulled to refresh and ended
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })
        header.endRefreshing()
        scrollView.settle()
        // Then as before
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
        #expect(abs(scrollView.adjustedContentInset.top - restingTop) < 0.5)
    }

    @Test func underALargeTitleAnAppInsetWrittenWhileRefreshingIsExactAfterTheEnd() {
        // Given a refreshing header under a large title with an app banner of 40
        let (scrollView, bar, binding, header) = largeTitleView(inset: ScrollInsets(top: 40))
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        // When the app removes its banner (contentInset top 0) while refreshing, and the refresh ends
        binding.setAppContentInset(.zero)
        bar.layoutIfNeeded()
        scrollView.settle()
        header.endRefreshing()
        scrollView.settle()
        // Then no inset of RefreshKit's is left
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == scrollView.minOffset)
    }

    @Test func underALargeTitleRemovingTheHeaderWhileRefreshingLeavesTheBarExpanded() {
        // Given a refreshing header under a large title
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        pullToRefresh(scrollView)
        // When the header is removed
        binding.detach(header)
        scrollView.settle()
        // Then as before the refresh
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func underALargeTitleABeginFromCodeWhileScrolledDownEndsClean() {
        // Given a list scrolled down under a collapsed large title
        let (scrollView, _, binding, header) = largeTitleView()
        scrollView.drag(by: -600)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // When a refresh is begun from code and ended
        header.beginRefreshing()
        scrollView.settle()
        #expect(header.state == .refreshing)
        header.endRefreshing()
        scrollView.settle()
        // Then nothing is held and the content is within its range
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y >= scrollView.minOffset)
    }

    @Test func underALargeTitleLeavingTheWindowWhileRefreshingEndsClean() {
        // Given a refreshing header under a large title
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        pullToRefresh(scrollView)
        // When the screen is covered (out of the window), the load ends there, and it comes back
        scrollView.setInWindow(false)
        header.endRefreshing()
        scrollView.settle()
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then as before
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func aShortListUnderABarRestsBelowTheBarAndTriggersFromThere() {
        // Given short content under a 91-point bar, automatic adjustment, not a root view
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .automatic
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)   // turns alwaysBounceVertical on
        scrollView.settle()
        let rest = scrollView.contentOffset.y
        // When pulled a little
        scrollView.drag(by: 60)
        // Then not ready (the bar's 91 points are not a pull)
        #expect(header.state != .ready)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(header.actionCount == 0)
        #expect(scrollView.contentOffset.y == rest)
        // and a full pull refreshes below the bar
        pullToRefresh(scrollView)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentOffset.y == rest - 54)
    }

    @Test func aShortListsFooterRestsAboveTheHomeIndicator() {
        // Given short content and a 34-point home indicator, adjustment always
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.setSafeAreaInsets(ScrollInsets(top: 47, bottom: 34))
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let binding = scrollView.installRefresh()
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(footer)
        scrollView.settle()
        // Then its frame is at the bottom of the visible area, above the home indicator
        let visible = 812.0 - 47 - 34
        #expect(footer.frame.origin.y == visible)
        // When pulled up and released
        scrollView.drag(by: -250)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // Then the footer shows whole above the home indicator
        let screenY = footer.frame.origin.y - scrollView.contentOffset.y
        #expect(screenY + 44 <= 812 - 34 + 0.5)
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == -47)
    }

    @Test func theAdjustmentBehaviourChangingWhileRefreshingKeepsTheInsetExact() {
        // Given a refreshing header under a bar, adjustment always
        let scrollView = SimulatedScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        header.beginRefreshing()
        scrollView.settle()
        // When the app turns adjustment off, then the refresh ends
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        header.endRefreshing()
        scrollView.settle()
        // Then exact
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aSafeAreaChangeDuringTheEndingAnimationEndsAtTheNewTop() {
        // Given a header ending under a bar
        let scrollView = SimulatedScrollView()
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
        let header = RefreshController(header: .header, action: .manual {})
        scrollView.installRefresh().attach(header)
        header.beginRefreshing()
        scrollView.settle()
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the bar hides (safe area 47) mid-ending
        scrollView.setSafeAreaInsets(ScrollInsets(top: 47))
        scrollView.settle()
        // Then it ends at the new top
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == -47)
    }

    // MARK: Commands before attaching, awaiting

    @Test func noMoreDataSetBeforeAttachingIsKept() {
        // Given a footer told there is no more data before it has a scroll view (the first page said so)
        let footer = RefreshController(footer: .auto, action: .manual {})
        footer.setNoMoreData()
        // When attached and the list dragged to its end
        let scrollView = SimulatedScrollView()
        scrollView.installRefresh().attach(footer)
        #expect(footer.state == .noMoreData)
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it does not load
        #expect(footer.actionCount == 0)
        #expect(footer.state == .noMoreData)
    }

    @Test func resetNoMoreDataBeforeAttachingCancelsAnEarlierNoMoreData() {
        // Given a footer told no more data, then reset, before it has a scroll view
        let footer = RefreshController(footer: .auto, action: .manual {})
        footer.setNoMoreData()
        footer.resetNoMoreData()
        // When attached and dragged to the end
        let scrollView = SimulatedScrollView()
        scrollView.installRefresh().attach(footer)
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it loads
        #expect(footer.actionCount == 1)
    }

    @Test func noMoreDataBeforeAttachingEndsAWaitingBegin() async {
        // Given a footer begun, then told no more data, before it has a scroll view, and a task awaiting it
        let footer = RefreshController(footer: .back, action: .manual {})
        var returned = false
        Task { @MainActor in
            _ = await footer.refresh()
            returned = true
        }
        for _ in 0..<10 { await Task.yield() }
        footer.setNoMoreData()
        for _ in 0..<20 where !returned { await Task.yield() }
        // Then the await returns, and once attached nothing runs
        #expect(returned)
        let scrollView = SimulatedScrollView()
        scrollView.installRefresh().attach(footer)
        scrollView.settle()
        #expect(footer.actionCount == 0)
        #expect(footer.state == .noMoreData)
    }

    @Test func awaitingRefreshWhileTheOtherEndRefreshesReturnsFalseAtOnce() async {
        // Given a refreshing footer
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        footer.beginRefreshing()
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the app awaits a header refresh
        let began = await header.refresh()
        // Then it is refused at once
        #expect(!began)
        #expect(header.actionCount == 0)
    }

    // MARK: Retries, fingers on endings, footers under inset changes

    @Test func aRetryBegunFromTheIdleCallbackHoldsOneHeader() {
        // Given an app that retries twice, beginning again when the header comes back to idle
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 10))
        var retries = 0
        header.onStateChange = { state in
            if state == .idle, retries < 2, header.actionCount > 0 {
                retries += 1
                header.beginRefreshing()
            }
        }
        // When refreshed and ended three times
        header.beginRefreshing()
        scrollView.settle()
        for _ in 0..<3 {
            #expect(scrollView.contentInset.top == 64)
            header.endRefreshing()
            scrollView.settle()
        }
        // Then three actions, and exactly the app's inset
        #expect(header.actionCount == 3)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 10))
        #expect(scrollView.contentOffset.y == -10)
    }

    @Test func aZeroHeightHeaderReportsFiniteProgress() {
        // Given a header of height 0
        let (scrollView, _, header) = headerView(metrics: RefreshMetrics(height: 0))
        var progresses: [Double] = []
        header.onPullProgress = { progresses.append($0) }
        // When pulled and released
        scrollView.drag(by: 100)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then every progress it reported is a number, and it ends at rest with no inset
        #expect(progresses.allSatisfy { $0.isFinite })
        #expect(header.pullProgress.isFinite)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func anEndUnderAStillFingerDoesNotMoveTheContentUntilTheLift() {
        // Given a refreshing header and a finger resting on the list
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        scrollView.touchDown()
        scrollView.advance(frames: 2)
        // When the load ends under the finger
        header.endRefreshing()
        scrollView.advance(frames: 30)
        // Then nothing moved under the finger
        #expect(scrollView.contentOffset.y == -54)
        // and after the lift it goes home
        scrollView.touchUp()
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aRotationDuringTheEndingAnimationEndsExact() {
        // Given a header whose ending animation runs
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the device rotates
        scrollView.setBoundsSize(ScrollSize(width: 812, height: 390))
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aPullDuringTheBackFootersEndingRefreshesAndEndsExact() {
        // Given a short list whose back footer is ending
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.alwaysBounceVertical = true
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        scrollView.drag(by: -250)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        footer.endRefreshing()
        scrollView.advance(frames: 3)
        // When the user pulls the header down mid-ending
        scrollView.drag(by: 300)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then the header refreshes, and ending leaves nothing
        #expect(header.state == .refreshing)
        #expect(footer.state == .idle)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func disablingALoadingBackFooterOnShortContentGivesTheGapBack() {
        // Given a back footer loading under short content (holding the gap)
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        scrollView.drag(by: -250)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(binding.heldInset.bottom > 44)
        // When hidden
        footer.isEnabled = false
        scrollView.settle()
        // Then everything is given back
        #expect(footer.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aLoadingBackFootersContentShrinkingHoldsTheNewGapAndGivesItBack() {
        // Given a back footer loading at the end of tall content
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When a filter leaves 300 points of content, and the load ends
        scrollView.setContentSize(ScrollSize(width: 390, height: 300))
        scrollView.settle()
        #expect(binding.heldInset.bottom == 812 - 300 + 44)
        footer.endRefreshing()
        scrollView.settle()
        // Then nothing held, at the top
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aKeyboardWhileTheBackFooterLoadsIsTheAppsAfterTheEnd() {
        // Given a back footer loading
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the keyboard appears (absolute write of 300) and the load ends, then it hides (write of 0)
        scrollView.setContentInset(ScrollInsets(bottom: 300))
        scrollView.settle()
        #expect(binding.appContentInset.bottom == 300)
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == ScrollInsets(bottom: 300))
        scrollView.setContentInset(.zero)
        scrollView.settle()
        // Then exactly nothing
        #expect(scrollView.contentInset == .zero)
        #expect(binding.heldInset == .zero)
    }

    @Test func headerAndAutoFooterTogetherEndExact() {
        // Given both allowed at once, an auto footer loading at the end
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh(configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the header is begun from code, then both end
        header.beginRefreshing()
        scrollView.settle()
        #expect(header.state == .refreshing)
        footer.endRefreshing()
        header.endRefreshing()
        scrollView.settle()
        // Then only the auto footer's 44
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
        #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: Settings that change mid-gesture

    @Test func turningPullMakesRoomOffMidPullGivesTheRoomBack() {
        // Given a plain scroll view pulling the UIRefreshControl way, pulled short of the trigger
        let scrollView = SimulatedScrollView()
        var configuration = RefreshConfiguration()
        configuration.pullMakesRoom = true
        let binding = scrollView.installRefresh(configuration: configuration)
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        scrollView.drag(by: 40)
        #expect(binding.heldInset.top > 0)
        // When the app turns the setting off mid-pull, and the finger lifts
        binding.configuration.pullMakesRoom = false
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then the room is given back
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func turningPullMakesRoomOffMidPullStillRefreshesAPullPastTheTrigger() {
        // Given a plain scroll view pulling the UIRefreshControl way, pulled a little
        let scrollView = SimulatedScrollView()
        var configuration = RefreshConfiguration()
        configuration.pullMakesRoom = true
        let binding = scrollView.installRefresh(configuration: configuration)
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        scrollView.drag(by: 40)
        // When the setting turns off and the finger pulls on past the trigger
        binding.configuration.pullMakesRoom = false
        scrollView.drag(by: 200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it refreshes holding one header, and ending leaves nothing
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aLargeTitleBarGoingAwayMidPullGivesTheRoomBack() {
        // Given a large title, a header pulled short of the trigger (the pull makes room)
        let (scrollView, bar, binding, header) = largeTitleView()
        scrollView.drag(by: 40)
        #expect(binding.heldInset.top > 0)
        // When the bar goes away (the app hides the navigation bar) and the finger lifts
        bar.detach()
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then nothing is held
        #expect(header.actionCount == 0)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == scrollView.minOffset)
    }

    @Test func reducedMotionTurnedOnMidEndingEndsExact() {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        header.endRefreshing()
        scrollView.advance(frames: 4)
        // When Reduce Motion turns on
        binding.configuration = .reducedMotion
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func anAutoFootersHeightChangeMovesItsInsetExactly() {
        // Given an auto footer over an app bottom of 30
        let (scrollView, binding, footer) = footerView(style: .auto)
        binding.setAppContentInset(ScrollInsets(bottom: 30))
        #expect(scrollView.contentInset.bottom == 74)
        // When its height grows to 60, then it is removed
        footer.metrics = RefreshMetrics(height: 60)
        scrollView.settle()
        #expect(scrollView.contentInset.bottom == 90)
        binding.detach(footer)
        // Then the app's 30
        #expect(scrollView.contentInset == ScrollInsets(bottom: 30))
    }

    @Test func aTriggerDistanceRaisedMidPullIsHonouredAtTheRelease() {
        // Given a header pulled to ready
        let (scrollView, _, header) = headerView()
        scrollView.drag(by: 150)   // about 75 revealed
        #expect(header.state == .ready)
        // When the trigger is raised to 200 before the lift
        header.metrics = RefreshMetrics(height: 54, triggerDistance: 200)
        scrollView.moveFinger(by: 1)
        scrollView.advance(frames: 1)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it does not refresh
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
    }

    // MARK: Changes during the pin and the ending

    @Test func disablingTheHeaderDuringItsPinAnimationLeavesNothing() {
        // Given a header begun from code, its pin animation running
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When disabled
        header.isEnabled = false
        scrollView.settle()
        // Then nothing held, at the top
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func aHeightChangeDuringThePinAnimationHoldsTheNewHeight() {
        // Given a header begun from code, its pin animation running
        let (scrollView, binding, header) = headerView()
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When its height changes to 80
        header.metrics = RefreshMetrics(height: 80)
        scrollView.settle()
        // Then it holds 80, whole in view
        #expect(binding.heldInset.top == 80)
        #expect(scrollView.contentOffset.y == -80)
        header.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aHeightChangeDuringTheEndingAnimationEndsExact() {
        // Given a header whose ending animation runs
        let (scrollView, _, header) = headerView()
        pullToRefresh(scrollView)
        header.endRefreshing()
        scrollView.advance(frames: 3)
        // When its height changes
        header.metrics = RefreshMetrics(height: 80)
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func underALargeTitleDisablingTheHeaderMidPullGivesTheRoomBack() {
        // Given a large title and a header pulled a little (room made)
        let (scrollView, _, binding, header) = largeTitleView()
        let restingOffset = scrollView.contentOffset.y
        scrollView.drag(by: 40)
        // When disabled mid-pull, and the finger lifts
        header.isEnabled = false
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then nothing held, back at rest
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(abs(scrollView.contentOffset.y - restingOffset) < 0.5)
    }

    @Test func aCarouselPullingTheUIRefreshControlWayGivesAShortPullBack() {
        // Given a carousel whose pull makes room
        let carousel = SimulatedHorizontalScrollView()
        var configuration = RefreshConfiguration()
        configuration.pullMakesRoom = true
        let binding = carousel.installRefresh(configuration: configuration)
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

    @Test func aHeaderAttachedDuringABounceDoesNotRefresh() {
        // Given a list bouncing back from a pull, with no header yet
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        scrollView.drag(by: 200)
        scrollView.release(velocity: 0)
        scrollView.advance(frames: 2)
        // When a header is attached mid-bounce
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        scrollView.settle()
        // Then it does not refresh
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aBeginWaitingForTheAttachIsRefusedWhileTheFooterLoads() async {
        // Given a footer loading, and an await on a header not yet attached
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(footer)
        footer.beginRefreshing()
        scrollView.settle()
        let header = RefreshController(header: .header, action: .manual {})
        var result: Bool?
        Task { @MainActor in result = await header.refresh() }
        for _ in 0..<10 { await Task.yield() }
        // When the header is attached
        binding.attach(header)
        scrollView.settle()
        for _ in 0..<20 where result == nil { await Task.yield() }
        // Then the waiting begin is refused and the await returns false
        #expect(header.actionCount == 0)
        #expect(result == false)
        #expect(!header.isRefreshing)
    }

    // MARK: Nested mode and sticky distance at runtime

    @Test func switchingANestedPageToParentModeWhileAListRefreshesEndsClean() {
        // Given child mode, the list refreshing, and a header on the page too
        let page = SimulatedNestedPage(mode: .child)
        let listHeader = RefreshController(header: .header, action: .manual {})
        let pageHeader = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(listHeader)
        page.parent.installRefresh().attach(pageHeader)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(listHeader.state == .refreshing)
        // When the app switches to parent mode, the list's refresh ends, and the user pulls
        page.binding.mode = .parent
        listHeader.endRefreshing()
        page.settle()
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
        page.dragList(by: 200)
        page.releaseList(velocity: 0)
        page.settle()
        // Then the page refreshes, the list stays at its top
        #expect(pageHeader.state == .refreshing)
        #expect(listHeader.actionCount == 1)
        #expect(page.child.contentOffset.y == 0)
        pageHeader.endRefreshing()
        page.settle()
        #expect(page.parent.contentInset == .zero)
        #expect(page.parent.contentOffset.y == 0)
    }

    @Test func switchingANestedPageToChildModeMidPullLeavesThePageAtItsTop() {
        // Given parent mode, the page pulled down by a finger
        let page = SimulatedNestedPage(mode: .parent)
        let pageHeader = RefreshController(header: .header, action: .manual {})
        let listHeader = RefreshController(header: .header, action: .manual {})
        page.parent.installRefresh().attach(pageHeader)
        page.child.installRefresh().attach(listHeader)
        page.dragList(by: 60)
        // When the mode switches to child, and the finger lifts
        page.binding.mode = .child
        page.releaseList(velocity: 0)
        page.settle()
        // Then nothing refreshed and everything rests at its top
        #expect(pageHeader.actionCount == 0)
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
        #expect(page.parent.contentInset == .zero)
        #expect(page.child.contentInset == .zero)
    }

    @Test func thePageContainersHeaderShrinkingWhileCollapsedKeepsTheListsInsetsTheContainers() {
        // Given a page container scrolled until the tabs stick
        let page = SimulatedSingleDriverPage(mode: .parent)
        page.dragList(by: -500)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.tabsStuck)
        // When the header shrinks and grows back
        page.setHeaderHeight(120)
        page.settle()
        page.setHeaderHeight(200)
        page.settle()
        // Then every list holds nothing of RefreshKit's, and scrolling back to the top rests the header at 0
        #expect(page.lists.allSatisfy { page.band(of: $0) == 0 })
        page.dragList(by: 2000, duration: 1)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.headerOffset == 0)
        #expect(page.list.contentOffset.y == page.list.minOffset)
    }

    // MARK: Footer settings at runtime

    @Test func aBackFootersHeightChangeDuringItsPinAnimationHoldsTheNewHeight() {
        // Given a back footer begun from code at the end of a list, its pin animation running
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        footer.beginRefreshing()
        scrollView.advance(frames: 3)
        // When its height changes to 70
        footer.metrics = RefreshMetrics(height: 70)
        scrollView.settle()
        // Then it holds 70, whole in view and in range
        #expect(binding.heldInset.bottom == 70)
        #expect(scrollView.contentOffset.y == scrollView.maxOffset)
        footer.endRefreshing()
        scrollView.settle()
        #expect(scrollView.contentInset == .zero)
    }

    @Test func noMoreDataDuringTheBackFootersPinAnimationLeavesNothing() {
        // Given a back footer begun from code, its pin animation running
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        footer.beginRefreshing()
        scrollView.advance(frames: 3)
        // When the app says there is no more data
        footer.setNoMoreData()
        scrollView.settle()
        // Then nothing held, in range
        #expect(footer.state == .noMoreData)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentOffset.y <= scrollView.maxOffset)
    }

    @Test func hidesWhenEmptyTurnedOffOnAnEmptyListGivesTheFooterItsInset() {
        // Given an empty list with an auto footer hidden
        let (scrollView, binding, footer) = footerView(style: .auto, content: 0)
        #expect(binding.heldInset.bottom == 0)
        // When the app lets it show on empty content, then hides it again
        var metrics = footer.metrics
        metrics.hidesWhenContentIsEmpty = false
        footer.metrics = metrics
        scrollView.settle()
        #expect(binding.heldInset.bottom == 44)
        #expect(!footer.isHidden)
        metrics.hidesWhenContentIsEmpty = true
        footer.metrics = metrics
        scrollView.settle()
        // Then nothing held
        #expect(scrollView.contentInset == .zero)
    }

    @Test func turningSimultaneousRefreshOffWhileBothRefreshEndsBothExact() {
        // Given header and footer refreshing together
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh(configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        header.beginRefreshing()
        scrollView.settle()
        footer.beginRefreshing()
        scrollView.settle()
        // When the app turns the option off, and both end
        binding.configuration.allowsSimultaneousRefresh = false
        scrollView.settle()
        footer.endRefreshing()
        header.endRefreshing()
        scrollView.settle()
        // Then exact
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y >= 0)
        #expect(scrollView.contentOffset.y <= scrollView.maxOffset)
    }

    // MARK: Reloads at the end, bad durations

    @Test func aBackFooterEndedInTheTurnOfAReloadKeepsTheContentStill() {
        // Given a back footer loading at the end of the list
        let (scrollView, _, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        let offset = scrollView.contentOffset.y
        // When the app ends the load and reloads the table with the new page in one turn
        footer.endRefreshing()
        scrollView.reloadData(contentSize: ScrollSize(width: 390, height: 2800))
        scrollView.settle()
        // Then the content stayed where it was (the new rows show below), with no inset left
        #expect(scrollView.contentOffset.y == offset)
        #expect(scrollView.contentInset == .zero)
        #expect(footer.state == .idle)
    }

    @Test func badDurationsFallBackAndTheInsetStillGoesBack() {
        // Given durations that are infinite, NaN and negative
        for (pin, end) in [(Double.infinity, Double.infinity), (.nan, .nan), (-1, -1)] {
            let scrollView = SimulatedScrollView()
            let binding = scrollView.installRefresh(configuration: RefreshConfiguration(pinDuration: pin, endDuration: end))
            let header = RefreshController(header: .header, action: .manual {})
            binding.attach(header)
            // When begun and ended
            header.beginRefreshing()
            scrollView.settle(limit: 2)
            #expect(scrollView.contentOffset.y == -54)
            header.endRefreshing()
            scrollView.settle(limit: 2)
            // Then it ended within the limit, exact
            #expect(header.state == .idle)
            #expect(scrollView.contentInset == .zero)
            #expect(scrollView.contentOffset.y == 0)
        }
    }

    // MARK: Partly shown at rest

    @Test func aRefreshingHeaderLeftPartlyShownIsBroughtWhole() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        pullToRefresh(scrollView)
        // When the user scrolls it half out of view and lets go
        scrollView.drag(by: -27)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it is brought whole into view
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -74)
    }

    @Test func aLoadingBackFooterLeftPartlyShownIsBroughtWhole() {
        // Given a back footer loading at the end
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        scrollView.drag(by: -200)
        scrollView.release(velocity: 0)
        scrollView.settle()
        #expect(footer.state == .refreshing)
        // When the user scrolls it half out of view and lets go
        scrollView.drag(by: 22)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then it is brought whole into view
        #expect(binding.heldInset.bottom == 44)
        #expect(scrollView.contentOffset.y == scrollView.maxOffset)
    }

    @Test func underALargeTitleScrollingUpARefreshingHeaderCollapsesTheTitleAndKeepsTheHeaderWhole() {
        // Given a refreshing header under a large title
        let (scrollView, bar, binding, header) = largeTitleView()
        pullToRefresh(scrollView)
        // When the user scrolls up by half a header and lets go (the title collapses first, and snaps compact)
        scrollView.drag(by: -27)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then the header is whole in view at the top of the range, never under the title
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == scrollView.minOffset)
        #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })
    }

    // MARK: What refresh() returns

    @Test func awaitingARefreshThatWaitsForTheWindowAndIsRefusedThenReturnsFalse() async {
        // Given a scroll view out of the window and an await on its header
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh(configuration: RefreshConfiguration(allowsSimultaneousRefresh: false))
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        scrollView.setInWindow(false)
        var result: Bool?
        Task { @MainActor in result = await header.refresh() }
        for _ in 0..<10 { await Task.yield() }
        #expect(header.isRefreshing)   // waiting for the window
        // When the app ends the header's waiting begin before the view appears (its data came from a cache)
        header.endRefreshing()
        for _ in 0..<20 where result == nil { await Task.yield() }
        // Then the await returns false: the refresh never began
        #expect(result == false)
        #expect(header.actionCount == 0)
    }

    @Test func awaitingARefreshThatRunsReturnsTrueOnceItEnds() async {
        // Given a header
        let (scrollView, _, header) = headerView()
        var result: Bool?
        Task { @MainActor in result = await header.refresh() }
        for _ in 0..<10 { await Task.yield() }
        scrollView.settle()
        #expect(result == nil)
        // When it ends
        header.endRefreshing()
        scrollView.settle()
        for _ in 0..<20 where result == nil { await Task.yield() }
        // Then true
        #expect(result == true)
    }

    // MARK: Filling short content around a header refresh

    @Test func aShortFirstPageThatArrivesDuringTheHeadersRefreshIsFilledAfterIt() {
        // Given an empty list whose header refreshes at launch, and a footer that loads until the screen is filled
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 0))
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        var metrics = RefreshMetrics.footer
        metrics.loadsUntilFilled = true
        let footer = RefreshController(footer: .auto, metrics: metrics, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        header.beginRefreshing()
        scrollView.settle()
        // When a 300-point first page lands while the header refreshes, and the refresh ends
        scrollView.setContentSize(ScrollSize(width: 390, height: 300))
        scrollView.settle()
        #expect(footer.actionCount == 0)   // not while the header refreshes
        header.endRefreshing()
        scrollView.settle()
        // Then the footer loads the next page without a drag
        #expect(footer.actionCount == 1)
    }

    @Test func aShortListThatFillsAfterTheFooterWasRefusedByTheHeaderLoadsOnce() {
        // Given a 300-point list that loads until filled, whose first fill was blocked by a header refresh
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        header.beginRefreshing()
        scrollView.settle()
        var metrics = RefreshMetrics.footer
        metrics.loadsUntilFilled = true
        let footer = RefreshController(footer: .auto, metrics: metrics, action: .manual {})
        binding.attach(footer)
        scrollView.settle()
        #expect(footer.actionCount == 0)
        // When the header's refresh ends with the same content
        header.endRefreshing()
        scrollView.settle()
        scrollView.advance(frames: 60)
        // Then the footer fills, once
        #expect(footer.actionCount == 1)
    }

    @Test func aFooterAttachedAfterAShortFirstPageFillsIt() {
        // Given a header and a 300-point first page already shown
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        let binding = scrollView.installRefresh()
        binding.attach(RefreshController(header: .header, action: .manual {}))
        scrollView.settle()
        // When the app adds a footer that loads until the screen is filled (it learned there is more)
        var metrics = RefreshMetrics.footer
        metrics.loadsUntilFilled = true
        let footer = RefreshController(footer: .auto, metrics: metrics, action: .manual {})
        binding.attach(footer)
        scrollView.settle()
        // Then it loads the next page without a drag, once
        #expect(footer.actionCount == 1)
        footer.endRefreshing()
        scrollView.settle()
        scrollView.advance(frames: 60)
        #expect(footer.actionCount == 1)
    }

    @Test func aShortPullOnAListThatCannotFillDoesNotLoadAgain() {
        // Given a short list whose last fill added nothing
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.alwaysBounceVertical = true
        let binding = scrollView.installRefresh()
        binding.attach(RefreshController(header: .header, action: .manual {}))
        var metrics = RefreshMetrics.footer
        metrics.loadsUntilFilled = true
        let footer = RefreshController(footer: .auto, metrics: metrics, action: .manual {})
        binding.attach(footer)
        scrollView.settle()
        footer.endRefreshing()
        scrollView.settle()
        #expect(footer.actionCount == 1)
        // When the user pulls the header a little and lets go
        scrollView.drag(by: 40)
        scrollView.release(velocity: 0)
        scrollView.settle()
        // Then the footer does not load again
        #expect(footer.actionCount == 1)
    }
}
