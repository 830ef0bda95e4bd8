import Foundation

/// A completion-style action as the async action RefreshKit runs: `{ done in api.fetch { _ in done() } }` ends the
/// refresh when `done` is called, from any thread (UIKit and Foundation call completion handlers where they
/// like), once: later calls are ignored. A refresh whose component goes away (detached, its task cancelled)
/// ends without waiting for `done`; an action that never calls it refreshes until then, as a UIKit
/// `RefreshHeader { header in … }` waits for `endRefreshing()`.
final class RefreshCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var isDone = false

    /// The async action that runs `body` and returns once it called its completion.
    static func action(_ body: @escaping @MainActor (_ done: @escaping @Sendable () -> Void) -> Void) -> @MainActor () async -> Void {
        {
            let completion = RefreshCompletion()
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    completion.wait(continuation)
                    body { completion.finish() }
                }
            } onCancel: {
                completion.finish()
            }
        }
    }

    /// Keeps the continuation to resume, or resumes it at once when the work finished already.
    private func wait(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        let finished = isDone
        if !finished { self.continuation = continuation }
        lock.unlock()
        if finished { continuation.resume() }
    }

    /// The work finished (or the refresh was cancelled): resumes the waiting refresh, the first time only.
    func finish() {
        lock.lock()
        let waiting = isDone ? nil : continuation
        isDone = true
        continuation = nil
        lock.unlock()
        waiting?.resume()
    }
}
