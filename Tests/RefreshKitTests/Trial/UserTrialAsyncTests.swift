import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: async actions and awaiting `refresh()`: what it returns, and that it always returns.
@Suite @MainActor struct UserTrialAsyncTests {
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
        scrollView.pullToRefresh()
        await yieldTurns(20, while: { header.state == .refreshing })
        scrollView.settle()
        // Then it ends by itself
        #expect(failures == 1)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func cancellingTheTaskThatAwaitsRefreshEndsIt() async {
        // Given a header whose action never ends by itself
        let (scrollView, _, header) = headerView()
        // When a task awaits refresh() and is cancelled
        let task = Task { @MainActor in await header.refresh() }
        await yieldTurns()
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
        await yieldTurns()
        scrollView.settle()
        #expect(header.state == .refreshing)
        // When the header is removed, and the action returns later
        binding.detach(header)
        continuation?.resume()
        await yieldTurns()
        scrollView.settle()
        // Then nothing is held, and a new header works
        #expect(scrollView.contentInset == .zero)
        let next = RefreshController(header: .header, action: .manual {})
        binding.attach(next)
        scrollView.pullToRefresh()
        #expect(next.state == .refreshing)
        #expect(scrollView.contentInset.top == 54)
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
        await yieldTurns()
        scrollView.settle()
        // When the app ends it early, begins a second one, and the first action returns
        scrollView.end(header)
        header.beginRefreshing()
        await yieldTurns()
        scrollView.settle()
        #expect(continuations.count == 2)
        continuations[0].resume()
        await yieldTurns()
        scrollView.settle()
        // Then the second refresh still runs
        #expect(header.state == .refreshing)
        continuations[1].resume()
        await yieldTurns()
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == .zero)
    }

    // MARK: Awaiting refresh()

    @Test func awaitingRefreshReturnsWhenTheHeaderIsRemoved() async {
        // Given a task awaiting refresh() of a manual header
        let (scrollView, binding, header) = headerView()
        let awaited = AwaitedRefresh(header)
        await yieldTurns()
        scrollView.settle()
        #expect(header.state == .refreshing)
        // When the header is removed
        binding.detach(header)
        await awaited.waitForReturn()
        // Then the await returns
        #expect(awaited.returned)
    }

    @Test func awaitingRefreshReturnsWhenTheHeaderIsDisabled() async {
        // Given a task awaiting refresh()
        let (scrollView, _, header) = headerView()
        let awaited = AwaitedRefresh(header)
        await yieldTurns()
        scrollView.settle()
        // When disabled
        header.isEnabled = false
        await awaited.waitForReturn()
        // Then the await returns
        #expect(awaited.returned)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func awaitingRefreshReturnsWhenTheScrollViewIsFreed() async {
        // Given a task awaiting refresh() of a header on a scroll view that goes away
        let header = RefreshController(header: .header, action: .manual {})
        let awaited: AwaitedRefresh
        do {
            let scrollView = SimulatedScrollView()
            scrollView.installRefresh().attach(header)
            awaited = AwaitedRefresh(header)
            await yieldTurns()
            scrollView.settle()
            #expect(header.state == .refreshing)
        }
        // When the scroll view is freed
        await awaited.waitForReturn()
        // Then the await returns
        #expect(awaited.returned)
    }

    // MARK: What refresh() returns

    @Test func awaitingRefreshWhileTheOtherEndRefreshesReturnsFalseAtOnce() async {
        // Given a refreshing footer
        let (scrollView, _, header, footer) = headerAndFooterView(.back)
        scrollView.begin(footer)
        #expect(footer.state == .refreshing)
        // When the app awaits a header refresh
        let began = await header.refresh()
        // Then it is refused at once
        #expect(!began)
        #expect(header.actionCount == 0)
    }

    @Test func aBeginWaitingForTheAttachIsRefusedWhileTheFooterLoads() async {
        // Given a footer loading, and an await on a header not yet attached
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.begin(footer)
        let header = RefreshController(header: .header, action: .manual {})
        let awaited = AwaitedRefresh(header)
        await yieldTurns()
        // When the header is attached
        binding.attach(header)
        scrollView.settle()
        await awaited.waitForReturn()
        // Then the waiting begin is refused and the await returns false
        #expect(header.actionCount == 0)
        #expect(awaited.result == false)
        #expect(!header.isRefreshing)
    }

    @Test func awaitingARefreshThatWaitsForTheWindowAndIsRefusedThenReturnsFalse() async {
        // Given a scroll view out of the window and an await on its header
        let (scrollView, _, header, _) = headerAndFooterView(
            .back, configuration: RefreshConfiguration(allowsSimultaneousRefresh: false))
        scrollView.setInWindow(false)
        let awaited = AwaitedRefresh(header)
        await yieldTurns()
        #expect(header.isRefreshing)   // waiting for the window
        // When the app ends the header's waiting begin before the view appears (its data came from a cache)
        header.endRefreshing()
        await awaited.waitForReturn()
        // Then the await returns false: the refresh never began
        #expect(awaited.result == false)
        #expect(header.actionCount == 0)
    }

    @Test func awaitingARefreshThatRunsReturnsTrueOnceItEnds() async {
        // Given a header
        let (scrollView, _, header) = headerView()
        let awaited = AwaitedRefresh(header)
        await yieldTurns()
        scrollView.settle()
        #expect(awaited.result == nil)
        // When it ends
        scrollView.end(header)
        await awaited.waitForReturn()
        // Then true
        #expect(awaited.result == true)
    }
}
