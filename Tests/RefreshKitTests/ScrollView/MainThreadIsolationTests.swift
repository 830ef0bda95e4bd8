import Foundation
import Testing
@testable import RefreshKit

/// The hops from UIKit's nonisolated callbacks (KVO, notifications, accessibility actions) to the main actor: at once
/// on the main thread, so the engine never runs a frame behind the offset; on the main actor's next turn, and
/// reported, off it. The thread is an input: on Linux the main actor's executor need not be the main thread.
@Suite struct MainThreadIsolationTests {
    /// What the hops' bodies did, in order.
    @MainActor final class Record {
        var steps: [String] = []
    }

    /// The misuse reports, collected from any thread.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    @Test @MainActor func aCallbackOnTheMainThreadRunsInsideIt() {
        // Given a KVO callback made on the main thread (the app scrolled)
        let record = Record(), reports = Reports()
        // When it hops
        onMainThread({ record.steps.append("body") }, isMainThread: true, reportMisuse: reports.add)
        record.steps.append("callback returned")
        // Then the body ran before the callback returned, and nothing is reported
        #expect(record.steps == ["body", "callback returned"])
        #expect(reports.all.isEmpty)
    }

    @Test @MainActor func aCallbackOffTheMainThreadIsReportedAndRunsOnTheMainActorLater() async {
        // Given a KVO callback made off the main thread (the app changed a view on a background queue)
        let record = Record(), reports = Reports()
        // When it hops
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            onMainThread({ record.steps.append("body"); done.resume() }, isMainThread: false, reportMisuse: reports.add)
            record.steps.append("callback returned")
        }
        // Then the misuse is reported once, and the body ran on the main actor after the callback returned
        #expect(reports.all == [offMainThreadMessage])
        #expect(record.steps == ["callback returned", "body"])
    }

    @Test @MainActor func aSynchronousAnswerOnTheMainThreadIsTheBodys() {
        let reports = Reports()
        #expect(onMainThreadNow({ 42 }, isMainThread: true, reportMisuse: reports.add) == 42)
        #expect(reports.all.isEmpty)
    }

    @Test @MainActor func aSynchronousAnswerOffTheMainThreadIsNilAndReported() {
        // Given an accessibility action called off the main thread
        let record = Record(), reports = Reports()
        // When it asks for an answer at once
        let answer = onMainThreadNow({ record.steps.append("body"); return 42 }, isMainThread: false, reportMisuse: reports.add)
        // Then there is none, the body did not run, and the misuse is reported
        #expect(answer == nil)
        #expect(record.steps.isEmpty)
        #expect(reports.all == [offMainThreadMessage])
    }

    @Test @MainActor func aCommandFromABackgroundQueueRunsOnTheMainActorLater() async {
        // Given `endRefreshing()` sent from a network callback's background queue (allowed, as MJRefresh allows it;
        // a report here would stop the test run at its assertion)
        let record = Record()
        // When it hops
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            onMainActor({ record.steps.append("body"); done.resume() }, isMainThread: false)
            record.steps.append("call returned")
        }
        // Then the body ran on the main actor's next turn
        #expect(record.steps == ["call returned", "body"])
    }

    @Test @MainActor func aCommandOnTheMainThreadRunsAtOnce() {
        let record = Record()
        onMainActor({ record.steps.append("body") }, isMainThread: true)
        record.steps.append("call returned")
        #expect(record.steps == ["body", "call returned"])
    }
}
