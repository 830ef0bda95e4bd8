#if canImport(UIKit)
import Foundation

/// Runs `body` with main-actor isolation from a callback that UIKit makes on the main thread but that
/// the compiler sees as nonisolated: KVO change handlers (`@Sendable` and nonisolated in newer SDKs).
///
/// A back-deployed `MainActor.assumeIsolated` (that one is iOS 17+): it traps when called off the main
/// thread instead of racing. RefreshKit uses it only in its scroll-view observation, where an
/// asynchronous hop would lag a frame behind the offset.
nonisolated func onMainThread(_ body: @MainActor () -> Void) {
    precondition(Thread.isMainThread, "RefreshKit: a scroll view was observed off the main thread")
    withoutActuallyEscaping(body) { body in
        // Same representation; only the isolation annotation differs, and the precondition proves it.
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
#endif
