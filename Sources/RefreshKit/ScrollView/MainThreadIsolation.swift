import Foundation

/// Runs `body` on the main actor from a callback that the compiler sees as nonisolated: KVO change
/// handlers, notification blocks and accessibility action handlers (`@Sendable` and nonisolated in
/// newer SDKs).
///
/// UIKit makes these callbacks on the thread that changed the scroll view. On the main thread `body`
/// runs at once, inside the callback: an asynchronous hop would leave the engine a frame behind the
/// offset. Off the main thread the app changed a view from a background thread, which UIKit does not
/// allow: `reportMisuse` (an assertion, which stops debug builds) says so, and `body` runs on the main
/// actor shortly afterwards instead of racing or crashing.
///
/// `isMainThread` and `reportMisuse` are parameters for the tests: on Linux the main actor's executor need not be
/// the main thread.
nonisolated func onMainThread(_ body: @escaping @Sendable @MainActor () -> Void, isMainThread: Bool = Thread.isMainThread,
                              reportMisuse: (String) -> Void = { assertionFailure($0) }) {
    guard isMainThread else {
        reportMisuse(offMainThreadMessage)
        Task { @MainActor in body() }
        return
    }
    runAsMainActor(body)
}

/// Runs `body` at once on the main thread and returns its result, for callbacks that must answer
/// synchronously; off the main thread it reports the misuse (see ``onMainThread(_:isMainThread:reportMisuse:)``) and returns nil.
nonisolated func onMainThreadNow<Result>(_ body: @MainActor () -> Result, isMainThread: Bool = Thread.isMainThread,
                                         reportMisuse: (String) -> Void = { assertionFailure($0) }) -> Result? {
    guard isMainThread else {
        reportMisuse(offMainThreadMessage)
        return nil
    }
    return runAsMainActor(body)
}

/// Runs `body` on the main actor from any thread or task: at once on the main thread, otherwise on
/// the main actor's next turn. For commands apps may send from a network callback's background queue,
/// as MJRefresh and ESPullToRefresh allow; unlike ``onMainThread(_:isMainThread:reportMisuse:)`` it is not a mistake to call it
/// off the main thread.
nonisolated func onMainActor(_ body: @escaping @Sendable @MainActor () -> Void, isMainThread: Bool = Thread.isMainThread) {
    onMainThread(body, isMainThread: isMainThread, reportMisuse: { _ in })
}

let offMainThreadMessage = "RefreshKit: a scroll view with a refresh header or footer was changed off the main thread; "
    + "UIKit views may only be used on the main thread"

/// A back-deployed `MainActor.assumeIsolated` (that one is iOS 17+); the callers have checked the thread.
private nonisolated func runAsMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        // Same representation; only the isolation annotation differs, and the thread check proves it.
        unsafeBitCast(body, to: (() -> Result).self)()
    }
}
