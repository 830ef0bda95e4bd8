import Foundation

/// The tasks awaiting `refresh()`, resumable from anywhere: a binding that dies with its scroll view
/// resumes them from its `deinit`, which Swift runs outside the main actor's isolation.
final class RefreshWaiters: @unchecked Sendable {
    // @unchecked: every access to `list` holds `lock`.
    private let lock = NSLock()
    private var list: [CheckedContinuation<Void, Never>] = []

    func append(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        list.append(continuation)
        lock.unlock()
    }

    /// Resumes and forgets every waiter; each is resumed exactly once.
    func resumeAll() {
        lock.lock()
        let resumed = list
        list = []
        lock.unlock()
        for waiter in resumed { waiter.resume() }
    }
}
