import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: calls in the wrong order, repeated, before attaching, or from the app's own callbacks.
@Suite @MainActor struct UserTrialOrderTests {
    // MARK: Wrong order and repeated calls

    @Test func endingTwiceGivesTheInsetBackOnce() {
        // Given a refreshing header over an app inset of 20 at the top
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        #expect(scrollView.contentInset.top == 74)
        // When the app ends twice
        header.endRefreshing()
        scrollView.end(header)
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
        scrollView.end(header)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20, bottom: 10))
        scrollView.begin(header)
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
        scrollView.begin(header)
        scrollView.begin(header)
        // Then one refresh, one header's inset
        #expect(runs == 1)
        #expect(scrollView.contentInset.top == 54)
        scrollView.end(header)
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
        scrollView.begin(header)
        // Then one header's worth of inset is held, and the content rests at the header
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 84)
        #expect(scrollView.contentOffset.y == -84)
        scrollView.end(header)
        expectRest(scrollView, inset: ScrollInsets(top: 30), offset: -30)
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
        expectRest(scrollView, inset: ScrollInsets(top: 30), offset: -30)
    }

    // MARK: Re-entrant app code

    @Test func anActionThatEndsAtOnceLeavesNothingHeld() {
        // Given a header whose action ends the refresh at once (a cached load)
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        var header: RefreshController!
        header = RefreshController(header: .header, action: .manual { header.endRefreshing() })
        binding.attach(header)
        // When pulled and released, and begun from code
        scrollView.pullToRefresh()
        scrollView.begin(header)
        // Then two actions, nothing held, at the top
        #expect(header.actionCount == 2)
        #expect(header.state == .idle)
        expectRest(scrollView, offset: 0)
    }

    @Test func anObserverThatEndsOnRefreshingLeavesNothingHeld() {
        // Given an observer that ends the refresh as soon as it starts
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 15))
        header.onStateChange = { state in if state == .refreshing { header.endRefreshing() } }
        // When pulled
        scrollView.pullToRefresh()
        // Then nothing is held
        #expect(header.actionCount == 1)
        #expect(header.state == .idle)
        expectRest(scrollView, inset: ScrollInsets(top: 15), offset: -15)
    }

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
        scrollView.begin(header)
        for _ in 0..<3 {
            #expect(scrollView.contentInset.top == 64)
            scrollView.end(header)
        }
        // Then three actions, and exactly the app's inset
        #expect(header.actionCount == 3)
        #expect(header.state == .idle)
        expectRest(scrollView, inset: ScrollInsets(top: 10), offset: -10)
    }

    // MARK: Commands before the scroll view is ready

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

    @Test func anEndBeforeTheScrollViewIsInAWindowCancelsTheWaitingBegin() {
        // Given a begin waiting for the window
        let scrollView = SimulatedScrollView()
        scrollView.setInWindow(false)
        let header = attachedHeader(to: scrollView)
        header.beginRefreshing()
        #expect(header.isRefreshing)
        // When the app ends it (its load finished from cache) before the view appears
        header.endRefreshing()
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then nothing starts
        #expect(!header.isRefreshing)
        #expect(header.actionCount == 0)
        expectRest(scrollView, offset: 0)
    }

    @Test func aBeginOnAZeroSizedScrollViewWaitsForItsSize() {
        // Given a scroll view with no size yet
        let scrollView = SimulatedScrollView(bounds: ScrollSize(width: 0, height: 0))
        let header = attachedHeader(to: scrollView)
        scrollView.begin(header)
        // When laid out
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        // Then it refreshes, in view
        #expect(header.actionCount == 1)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentOffset.y == -54)
        #expect(scrollView.contentInset.top == 54)
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
        expectRest(scrollView, offset: 0)
    }

    @Test func movingARefreshingHeaderToAnotherScrollViewLeavesTheFirstClean() {
        // Given a header refreshing on one scroll view
        let first = SimulatedScrollView()
        let second = SimulatedScrollView()
        let header = attachedHeader(to: first)
        first.begin(header)
        // When the app attaches it to another
        second.installRefresh().attach(header)
        first.settle()
        second.settle()
        // Then the first holds nothing
        expectRest(first, offset: 0)
        #expect(first.refresh?.header == nil)
        second.end(header)
        #expect(second.contentInset == .zero)
    }

    @Test func noMoreDataSetBeforeAttachingIsKept() {
        // Given a footer told there is no more data before it has a scroll view (the first page said so)
        let footer = RefreshController(footer: .auto, action: .manual {})
        footer.setNoMoreData()
        // When attached and the list dragged to its end
        let scrollView = SimulatedScrollView()
        scrollView.installRefresh().attach(footer)
        #expect(footer.state == .noMoreData)
        scrollView.pullPastTheEnd()
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
        scrollView.pullPastTheEnd()
        // Then it loads
        #expect(footer.actionCount == 1)
    }

    @Test func noMoreDataBeforeAttachingEndsAWaitingBegin() async {
        // Given a footer begun, then told no more data, before it has a scroll view, and a task awaiting it
        let footer = RefreshController(footer: .back, action: .manual {})
        let awaited = AwaitedRefresh(footer)
        await yieldTurns()
        footer.setNoMoreData()
        await awaited.waitForReturn()
        // Then the await returns, and once attached nothing runs
        #expect(awaited.returned)
        let scrollView = SimulatedScrollView()
        scrollView.installRefresh().attach(footer)
        scrollView.settle()
        #expect(footer.actionCount == 0)
        #expect(footer.state == .noMoreData)
    }
}
