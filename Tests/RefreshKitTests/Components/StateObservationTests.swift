import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Apps observe a component's state and raw pull progress without replacing its indicator.
@MainActor @Suite struct StateObservationTests {
    @Test func aPullCycleIsHeardStepByStepAndOnce() {
        // Given a header whose state changes are recorded
        let s = SimulatedSession()
        var heard: [RefreshState] = []
        s.header?.onStateChange = { heard.append($0) }
        // When it is pulled past the trigger, released, and ended
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.settle()
        // Then every kind of the cycle is heard in order, with no repeats in a row
        let kinds = heard.map(\.kind).reduce(into: [RefreshState]()) { if $0.last != $1 { $0.append($1) } }
        #expect(kinds == [.pulling(progress: 0), .ready, .refreshing, .ending, .idle])
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test func pullProgressGoesBeyondOneWhenPulledFurther() {
        // Given a 54 pt header
        let s = SimulatedSession()
        var progress: [Double] = []
        s.header?.onPullProgress = { progress.append($0) }
        // When a finger pulls it well past its trigger distance
        s.scrollView.drag(by: 200)
        // Then the raw progress rises past 1 while the state stays `ready`
        #expect(s.header?.state == .ready)
        #expect((s.header?.pullProgress ?? 0) > 1.3)
        #expect(progress.last == s.header?.pullProgress)
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func progressIsZeroOutOfSightAndWhileScrollingTheContent() {
        let s = SimulatedSession()
        var calls = 0
        s.header?.onPullProgress = { _ in calls += 1 }
        s.scrollView.drag(by: -300)
        #expect(s.header?.pullProgress == 0)
        #expect(calls == 0)  // scrolling the content tells the app nothing
    }

    @Test func aFooterReportsHowFarItIsRevealed() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 40)
        let progress = s.footer?.pullProgress ?? 0
        #expect(progress > 0 && progress < 1)
    }

    @Test func observersMayCommandTheComponentFromTheirCallback() {
        // Given an observer that ends the refresh as soon as it hears it started
        let s = SimulatedSession()
        s.header?.onStateChange = { [weak header = s.header] state in
            if state == .refreshing { header?.endRefreshing() }
        }
        // When the header is pulled
        s.pullToRefresh()
        s.scrollView.settle()
        // Then the command worked, and no inset is left behind
        #expect(s.header?.state == .idle)
        #expect(s.inset == .zero)
        #expect(s.binding.droppedEvents == 0)
    }

    @Test func theStatesSequenceStartsWithTheCurrentStateAndFollowsChanges() async {
        let s = SimulatedSession()
        guard let header = s.header else { return }
        var iterator = header.states.makeAsyncIterator()
        #expect(await iterator.next() == .idle)
        header.beginRefreshing()
        s.scrollView.settle()
        header.endRefreshing()
        s.scrollView.settle()
        var seen: [RefreshState] = []
        while let state = await iterator.next(), seen.count < 3 {
            seen.append(state)
            if state == .idle { break }
        }
        #expect(seen == [.refreshing, .ending, .idle])
    }

    @Test func theStatesSequenceFinishesWhenTheControllerIsFreed() async {
        var controller: RefreshController? = RefreshController(header: .header)
        let stream = controller!.states
        controller = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 1)  // the initial state, then the end
    }

    @Test func removingAComponentTellsItsObserversItIsIdle() {
        let s = SimulatedSession()
        var heard: [RefreshState] = []
        s.header?.onStateChange = { heard.append($0) }
        s.header?.beginRefreshing()
        s.scrollView.settle()
        if let header = s.header { s.binding.detach(header) }
        #expect(heard.last == .idle)
        #expect(s.inset == .zero)
    }
}

/// A component remembers when its refresh last finished, and refreshes when that is too long ago.
@MainActor @Suite struct LastUpdatedRecordingTests {
    @Test func anEndedRefreshIsRecordedUnderTheComponentsKey() {
        // Given a header with an in-memory store and its own key
        let s = SimulatedSession()
        let store = InMemoryTimestampStore()
        s.header?.timestampStore = store
        s.header?.lastUpdatedKey = "feed"
        #expect(s.header?.lastUpdated == nil)
        // When a refresh runs and ends
        let before = Date()
        s.pullToRefresh()
        s.header?.endRefreshing()
        // Then its end time is kept under "feed"
        let recorded = store.lastUpdated(forKey: "feed")
        #expect(recorded != nil && recorded! >= before)
        #expect(s.header?.lastUpdated == recorded)
    }

    @Test func anAsyncActionThatReturnsIsRecorded() async {
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .async {})
        let store = InMemoryTimestampStore()
        header.timestampStore = store
        binding.attach(header)
        header.beginRefreshing()
        scrollView.settle()
        for _ in 0..<20 where header.state == .refreshing { await Task.yield() }  // the action's task returns
        scrollView.settle()
        #expect(header.state == .idle)
        #expect(store.lastUpdated(forKey: RefreshLastUpdated.defaultKey(for: .header)) != nil)
    }

    @Test func noMoreDataWhileLoadingCountsAsAnUpdateButARemovalDoesNot() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        let store = InMemoryTimestampStore()
        s.footer?.timestampStore = store
        s.footer?.beginRefreshing()
        s.scrollView.settle()
        s.footer?.setNoMoreData()
        #expect(store.lastUpdated(forKey: "footer") != nil)

        let t = SimulatedSession()
        let other = InMemoryTimestampStore()
        t.header?.timestampStore = other
        t.header?.beginRefreshing()
        t.scrollView.settle()
        if let header = t.header { t.binding.detach(header) }
        #expect(other.lastUpdated(forKey: "header") == nil)
    }

    @Test(arguments: [(nil, true), (-10.0, false), (-400.0, true)] as [(Double?, Bool)])
    func refreshIfStaleBeginsOnlyWhenTheLastUpdateIsOld(age: Double?, begins: Bool) {
        // Given a header last updated `age` seconds ago (or never), and a 5-minute limit
        let s = SimulatedSession()
        let now = Date()
        s.header?.timestampStore = InMemoryTimestampStore(age.map { ["header": now.addingTimeInterval($0)] } ?? [:])
        // When the app asks for a refresh if stale
        let began = s.header?.refreshIfStale(olderThan: 300, now: now)
        // Then it begins exactly when the last update is older than the limit
        #expect(began == begins)
        #expect(s.header?.isRefreshing == begins)
    }

    @Test func withoutAStoreEveryRefreshIsStaleAndNothingIsKept() {
        let s = SimulatedSession()
        #expect(s.header?.timestampStore == nil)
        #expect(s.header?.refreshIfStale(olderThan: 300) == true)
        s.scrollView.settle()
        s.header?.endRefreshing()
        #expect(s.header?.lastUpdated == nil)
    }
}
