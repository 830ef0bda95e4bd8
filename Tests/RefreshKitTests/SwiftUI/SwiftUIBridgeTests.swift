import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The decisions of the SwiftUI layer (issue 21), on Linux: mapping an `isRefreshing` binding to begin and end,
/// and the action RefreshKit owns across SwiftUI updates. Finding the scroll view is `ScrollViewLookupTests`.
@Suite struct SwiftUIBridgeTests {
    // MARK: - The isRefreshing binding

    @Test func aBindingTurningTrueBeginsAndFalseEnds() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
        #expect(sync.update(requested: true, refreshing: true) == nil)     // another update: no second begin
        #expect(sync.update(requested: false, refreshing: true) == .end)
    }

    @Test func aBindingTrueAtTheStartBegins() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A pull begins a refresh: the binding is written true, and the update that follows is not a request;
    /// the action returning writes false, and that update ends nothing.
    @Test func refreshKitsOwnChangesAreWrittenBackWithoutEchoes() {
        var sync = RefreshRequestSync()
        _ = sync.update(requested: false, refreshing: false)
        #expect(sync.refreshingDidChange(to: true, current: false) == true)
        sync.writeDidLand()
        #expect(sync.update(requested: true, refreshing: true) == nil)
        #expect(sync.refreshingDidChange(to: false, current: true) == false)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        // The app asks again later: a begin.
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A pull writes true; the app sets false before SwiftUI updates: that is an end. Later the app sets true
    /// again: a begin (an earlier version took it for the echo of the pull's write).
    @Test func anAppRequestAfterRefreshKitsWriteIsNotTakenForAnEcho() {
        var sync = RefreshRequestSync()
        _ = sync.update(requested: false, refreshing: false)
        #expect(sync.refreshingDidChange(to: true, current: false) == true)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: true) == .end)
        #expect(sync.refreshingDidChange(to: false, current: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A begin refused (the footer loading, the header disabled) is written back as false, so the next
    /// request is an edge again.
    @Test func aRefusedBeginIsWrittenBackSoTheNextRequestCounts() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: true, refreshing: false) == .begin)
        #expect(sync.refreshingDidChange(to: false, current: true) == false)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    @Test func aBindingAlreadyShowingTheStateIsNotWritten() {
        var sync = RefreshRequestSync()
        #expect(sync.refreshingDidChange(to: true, current: true) == nil)
    }

    // MARK: - The action across updates

    /// Given a header whose action is the relay's, when SwiftUI updates the view (a new closure) while the
    /// refresh runs, then the running refresh is neither cancelled nor started again, it ends when its own
    /// closure returns, and the next refresh runs the newest closure.
    @MainActor @Test func anUpdateDuringARefreshNeitherCancelsNorRestartsIt() async {
        let view = SimulatedScrollView()
        var log: [String] = []
        var release: CheckedContinuation<Void, Never>?
        let relay = RefreshActionRelay {
            log.append("first started")
            await withCheckedContinuation { release = $0 }
            log.append("first finished \(Task.isCancelled ? "cancelled" : "whole")")
        }
        let header = RefreshController(header: .header, action: .async { await relay.run() })
        view.installRefresh().attach(header)
        header.beginRefreshing()
        view.settle()
        for _ in 0..<20 where release == nil { await Task.yield() }
        #expect(header.state == .refreshing)
        relay.update { log.append("second ran") }  // SwiftUI re-created the modifier
        relay.update { log.append("third ran") }
        #expect(header.actionCount == 1 && relay.runs == 1)
        release?.resume()
        for _ in 0..<50 where header.state == .refreshing {
            await Task.yield()
            view.advance(frames: 1)
        }
        view.settle()
        #expect(header.state != .refreshing)
        header.beginRefreshing()  // the next refresh runs the newest closure
        view.settle()
        for _ in 0..<20 where log.count < 3 { await Task.yield() }
        #expect(log == ["first started", "first finished whole", "third ran"])
        #expect(relay.runs == 2)
    }
}

extension SwiftUIBridgeTests {
    /// A trigger runs its header's refresh and returns once it has ended.
    @MainActor @Test func aTriggerWaitsForItsHeadersRefresh() async {
        let trigger = RefreshTrigger()
        #expect(!trigger.isAttached)
        var log: [String] = []
        trigger.performers[.header] = {
            log.append("began")
            await Task.yield()
            log.append("ended")
            return true
        }
        await trigger.refresh()
        log.append("returned")
        #expect(log == ["began", "ended", "returned"])
    }

    /// Given one trigger taken by a header and a footer, when the app asks for the footer's refresh (a "Load more"
    /// button), then the footer's runs and the header's does not.
    @MainActor @Test func aTriggerSaysWhichComponentRefreshes() async {
        let trigger = RefreshTrigger()
        var log: [String] = []
        trigger.performers[.footer] = { log.append("footer"); return true }
        #expect(!trigger.isAttached && trigger.isAttached(.footer))
        await trigger.refresh(.footer)
        #expect(log == ["footer"])
        trigger.performers[.header] = { log.append("header"); return true }
        await trigger.refresh(.header)
        #expect(log == ["footer", "header"] && trigger.isAttached)
    }

    /// Given a trigger no header has taken yet (a `.task` on first appearance, before the modifier found its
    /// scroll view), when the app awaits its refresh, then it waits, and runs the header's refresh once a header
    /// takes the trigger (as UIKit's `beginRefreshing()` waits for the scroll view); a footer taking it does not
    /// end the wait.
    @MainActor @Test func aRefreshAskedBeforeTheAttachmentWaitsForIt() async {
        let trigger = RefreshTrigger()
        var result: Bool?
        let task = Task { @MainActor in result = await trigger.refresh() }
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        trigger.performers[.footer] = { false }
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        trigger.performers[.header] = { true }
        await task.value
        #expect(result == true)
    }

    /// Given refreshes waiting for a header, when one's task is cancelled, then it returns false and the others
    /// keep waiting; a task cancelled before it asks returns false at once.
    @MainActor @Test func aCancelledWaitReturnsFalseAndLeavesTheOthers() async {
        let trigger = RefreshTrigger()
        var results: [Int: Bool] = [:]
        let first = Task { @MainActor in results[1] = await trigger.refresh() }
        let second = Task { @MainActor in results[2] = await trigger.refresh() }
        for _ in 0..<10 { await Task.yield() }
        first.cancel()
        await first.value
        for _ in 0..<10 { await Task.yield() }
        #expect(results == [1: false])
        trigger.performers[.header] = { true }
        await second.value
        #expect(results == [1: false, 2: true])
        let cancelled = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await trigger.refresh(.footer)
        }
        #expect(await cancelled.value == false)
    }

    /// Given a trigger on a simulated footer, when it is awaited, then the footer loads and the call returns once
    /// the load has ended; with no more data it returns at once without loading.
    @MainActor @Test func aTriggerLoadsTheFootersNextPage() async throws {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        let footer = try #require(s.footer)
        let gate = Gate()
        footer.action = .async { await gate.wait() }
        let trigger = RefreshTrigger()
        trigger.performers[.footer] = { [weak footer] in await footer?.refresh() ?? false }
        var returned = false
        var began: Bool?
        let task = Task { @MainActor in
            began = await trigger.refresh(.footer)
            returned = true
        }
        for _ in 0..<20 where gate.entered == 0 {
            await Task.yield()
            s.scrollView.advance(frames: 1)
        }
        #expect(footer.state == .refreshing && footer.actionCount == 1 && !returned)
        gate.open()
        for _ in 0..<60 where !returned {
            await Task.yield()
            s.scrollView.advance(frames: 1)
        }
        await task.value
        #expect(returned && footer.state != .refreshing && began == true)
        footer.setNoMoreData()
        let refused = await trigger.refresh(.footer)
        #expect(footer.actionCount == 1 && !refused)
    }

    /// Given a trigger (SwiftUI trial, finding 6), when the refresh is refused (the header switched off, the
    /// footer loading) or begins, then `refresh()` says so: false at once, true once the refresh it began has ended.
    @MainActor @Test func aTriggerSaysWhetherTheRefreshBegan() async throws {
        let s = SimulatedSession(footer: (.auto, .footer))
        let header = try #require(s.header)
        let footer = try #require(s.footer)
        let trigger = RefreshTrigger()
        trigger.performers[.header] = { [weak header] in await header?.refresh() ?? false }
        header.isEnabled = false
        #expect(await trigger.refresh() == false)  // switched off
        header.isEnabled = true
        footer.beginRefreshing()
        s.scrollView.advance(frames: 2)
        #expect(footer.state == .refreshing)
        #expect(await trigger.refresh() == false)  // the other end loading
        footer.endRefreshing()
        s.scrollView.settle()
        let task = Task { @MainActor in await trigger.refresh() }
        for _ in 0..<20 where header.state != .refreshing {
            await Task.yield()
            s.scrollView.advance(frames: 1)
        }
        #expect(header.state == .refreshing)
        header.endRefreshing()
        for _ in 0..<120 {
            await Task.yield()
            s.scrollView.advance(frames: 1)
        }
        #expect(await task.value == true)
    }
}
