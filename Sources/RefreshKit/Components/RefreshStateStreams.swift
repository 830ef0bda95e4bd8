import Foundation

/// The continuations of a controller's ``RefreshController/states`` streams, finishable from anywhere:
/// a stream's termination handler runs on the consumer's thread, and the controller's `deinit` outside
/// the main actor.
final class RefreshStateStreams: @unchecked Sendable {
    // @unchecked: every access to `continuations` and `nextID` holds `lock`.
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<RefreshState>.Continuation] = [:]
    private var nextID = 0

    /// A new stream that starts with `current` and then gets every value passed to ``yield(_:)``.
    func makeStream(startingWith current: RefreshState) -> AsyncStream<RefreshState> {
        // Pulls produce a value per frame; a consumer that falls behind keeps the latest ones.
        let (stream, continuation) = AsyncStream.makeStream(of: RefreshState.self, bufferingPolicy: .bufferingNewest(64))
        lock.lock()
        let id = nextID
        nextID += 1
        continuations[id] = continuation
        lock.unlock()
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        continuation.yield(current)
        return stream
    }

    /// Yields under the lock, without copying the list: a state change allocates nothing when no stream
    /// is open (`yield` only enqueues; it never runs the consumer inline).
    func yield(_ state: RefreshState) {
        lock.lock()
        defer { lock.unlock() }
        for continuation in continuations.values { continuation.yield(state) }
    }

    func finishAll() {
        lock.lock()
        let all = Array(continuations.values)
        continuations = [:]
        lock.unlock()
        for continuation in all { continuation.finish() }
    }

    private func remove(_ id: Int) {
        lock.lock()
        continuations[id] = nil
        lock.unlock()
    }
}
