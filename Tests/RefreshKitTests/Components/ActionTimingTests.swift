import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// When a completion-style (`.manual`) action runs: never inside a KVO callback or layout pass of the scroll view.
/// A refresh begun from what the host reported (a pull's release, an auto footer's trigger or its filling of short
/// content from a content-size change) runs its action on the main queue's next turn; one begun by the app's own
/// `beginRefreshing()` runs it inside that call. Async actions start as a task, as before.
@MainActor @Suite struct ActionTimingTests {
    /// A manual action that notes whether it ran inside one of the scroll view's callbacks.
    final class Recorder {
        var insideCallback: [Bool] = []
        var order: [String] = []
    }

    /// Probe C of the device review: a `loadsUntilFilled` auto footer fills a short page from the content-size
    /// change a table makes in its own layout pass; its action runs after that pass, not inside it.
    @Test func aFillingFooterRunsItsActionAfterTheLayoutPassNotInsideIt() throws {
        let metrics = RefreshMetrics(height: 44, loadsUntilFilled: true)
        let s = SimulatedSession(content: 0, header: nil, footer: (.auto, metrics))
        let footer = try #require(s.footer)
        let recorder = Recorder()
        let sv = s.scrollView
        footer.action = .manual { recorder.insideCallback.append(sv.isInCallback) }
        s.reloadData(contentLength: 300)
        sv.layoutIfNeeded()
        #expect(footer.state == .refreshing)
        #expect(recorder.insideCallback.isEmpty, "ran inside the layout pass")
        sv.endTurn()
        #expect(recorder.insideCallback == [false])
        #expect(footer.actionCount == 1)
    }

    /// A pull's release comes in the pan's state KVO: the action runs on the next turn, once, outside it.
    @Test func aPulledHeaderRunsItsActionOnTheNextTurn() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        let recorder = Recorder()
        let sv = s.scrollView
        header.action = .manual { recorder.insideCallback.append(sv.isInCallback) }
        sv.drag(by: 150, duration: 0.3)
        sv.release(velocity: 0)
        #expect(header.state == .refreshing)
        #expect(recorder.insideCallback.isEmpty)
        sv.advance(frames: 1)
        #expect(recorder.insideCallback == [false])
        sv.advance(frames: 10)
        #expect(recorder.insideCallback == [false], "once per refresh")
    }

    /// The app's own begin runs the action inside its call, as it always has.
    @Test func theAppsBeginRunsTheActionInsideItsCall() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        let recorder = Recorder()
        let sv = s.scrollView
        header.action = .manual { recorder.insideCallback.append(sv.isInCallback) }
        header.beginRefreshing()
        #expect(recorder.insideCallback == [false])
    }

    /// Actions begun from reports run on the next turn in the order their refreshes began, and an action whose
    /// component left before its turn does not run.
    @Test func deferredActionsKeepTheirOrderAndSkipADetachedComponent() throws {
        var configuration = RefreshConfiguration()
        configuration.allowsSimultaneousRefresh = true
        let s = SimulatedSession(content: 300, footer: (.auto, RefreshMetrics(height: 44, loadsUntilFilled: true)),
                                 configuration: configuration)
        let header = try #require(s.header), footer = try #require(s.footer)
        let recorder = Recorder()
        header.action = .manual { recorder.order.append("header") }
        footer.action = .manual { recorder.order.append("footer") }
        s.scrollView.advance(frames: 2)
        recorder.order = []
        footer.endRefreshing()
        s.scrollView.advance(frames: 20)
        // The header's pull, then the footer's fill from a new page landing in the layout pass.
        s.scrollView.drag(by: 150, duration: 0.3)
        s.scrollView.release(velocity: 0)
        s.reloadData(contentLength: 310)
        s.scrollView.layoutIfNeeded()
        #expect(header.state == .refreshing)
        #expect(recorder.order.isEmpty)
        s.scrollView.endTurn()
        #expect(recorder.order.first == "header")

        // A footer whose refresh begins from a report and that leaves before the next turn runs nothing.
        recorder.order = []
        footer.endRefreshing()
        s.scrollView.advance(frames: 20)
        s.reloadData(contentLength: 320)
        s.scrollView.layoutIfNeeded()
        let began = footer.state == .refreshing
        s.binding.detach(footer)
        s.scrollView.endTurn()
        #expect(!began || !recorder.order.contains("footer"))
    }

    /// An async action begun from a report starts as a task, as before, and ends the refresh when it returns.
    @Test func anAsyncActionStillEndsTheRefreshWhenItReturns() async throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        var ran = 0
        header.action = .async { ran += 1 }
        s.scrollView.drag(by: 150, duration: 0.3)
        s.scrollView.release(velocity: 0)
        #expect(header.state == .refreshing)
        for _ in 0..<20 { await Task.yield() }
        s.scrollView.advance(1)
        #expect(ran == 1)
        #expect(header.state == .idle)
    }

    /// A refresh begun from a report that is over by the main queue's next turn runs no action then, and one the app
    /// ends and begins again in that turn runs the new refresh's action once (inside the app's call), not the old
    /// one's as well: a deferred action belongs to its own refresh, not to whichever is current.
    @Test func aDeferredActionWhoseRefreshEndedOrWasReplacedBeforeItsTurnDoesNotRun() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        var runs = 0
        header.action = .manual { runs += 1 }
        // Given a pull's release (a report), and the app ending that refresh in the same turn
        s.scrollView.drag(by: 150, duration: 0.3)
        s.scrollView.release(velocity: 0)
        #expect(header.state == .refreshing)
        header.endRefreshing()
        // When the turn ends, Then the action of the refresh that is over does not run
        s.scrollView.endTurn()
        #expect(runs == 0)
        s.scrollView.settle()
        #expect(header.state == .idle)

        // Given another release, and the app ending it and beginning a new refresh in the same turn
        s.scrollView.drag(by: 150, duration: 0.3)
        s.scrollView.release(velocity: 0)
        #expect(header.state == .refreshing)
        header.endRefreshing()
        header.beginRefreshing()
        #expect(header.state == .refreshing)
        #expect(runs == 1, "the app's begin runs its action inside the call")
        // When the turn ends, Then only the current refresh's action has run
        s.scrollView.endTurn()
        #expect(runs == 1)
    }
}
