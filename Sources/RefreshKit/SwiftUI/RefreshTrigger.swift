/// Begins a refresh from code and waits for it to end: `await trigger.refresh()` for the header that was given
/// this trigger (`.rk.header(trigger: trigger) { … }`), `await trigger.refresh(.footer)` for the footer
/// (`.rk.footer(trigger: trigger) { … }`: a "Load more" button), from a button, `.task` or any async code.
///
/// Keep it where the view can reach it (a `@State` property, a model). One trigger can serve a header and a
/// footer; it refers to their components weakly.
///
/// A refresh asked for before a component has taken the trigger (a `.task` on the screen's first appearance,
/// which SwiftUI may run before the modifier found its scroll view) waits for it, as UIKit's
/// `beginRefreshing()` waits for the scroll view; cancelling the waiting task returns false.
@MainActor
public final class RefreshTrigger {
    /// Set by the components the trigger is given to: begins that one's refresh and returns once it has ended.
    var performers: [RefreshRole: @MainActor () async -> Bool] = [:] {
        didSet { resumeWaiters() }
    }
    /// Refreshes asked for before a component of their role took the trigger.
    private var waiters: [(role: RefreshRole, continuation: CheckedContinuation<Void, Never>)] = []

    /// A trigger no component has taken yet. Nonisolated, so that a view's `@State private var trigger =
    /// RefreshTrigger()` compiles where SwiftUI's `View` is not main-actor isolated (SDKs before iOS 18).
    public nonisolated init() {}

    /// Whether a header has taken this trigger.
    public var isAttached: Bool { isAttached(.header) }

    /// Whether a header (or a footer) has taken this trigger.
    public func isAttached(_ role: RefreshRole) -> Bool {
        performers[role] != nil
    }

    /// Begins the header's refresh (as a pull would) and returns once it has ended: true when it began (or one
    /// already running was waited for), false if the header refuses (switched off, the footer loading). Asked
    /// before a header has taken the trigger, it waits for one; cancelling the task returns false. The result can
    /// be ignored.
    @discardableResult
    public func refresh() async -> Bool {
        await refresh(.header)
    }

    /// Begins the refresh of the header or the footer that took this trigger (a footer loads its next page, as
    /// scrolling to the end would) and returns once it has ended: true when it began (or one already running
    /// was waited for), false if it refuses (switched off, no more data, the other end refreshing). Asked before
    /// one has taken the trigger, it waits for it; cancelling the task returns false. The result can be ignored.
    @discardableResult
    public func refresh(_ role: RefreshRole) async -> Bool {
        while performers[role] == nil, !Task.isCancelled {  // a waiter another task's cancel woke waits again
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiters.append((role, $0)) }
            } onCancel: {
                Task { @MainActor [weak self] in self?.resumeWaiters(cancelled: true) }
            }
        }
        guard let perform = performers[role], !Task.isCancelled else { return false }
        return await perform()
    }

    /// Lets the refreshes whose component has come (or, `cancelled`, whose task was cancelled) go on.
    private func resumeWaiters(cancelled: Bool = false) {
        let ready = waiters.filter { performers[$0.role] != nil || cancelled }
        waiters.removeAll { performers[$0.role] != nil || cancelled }
        for waiter in ready { waiter.continuation.resume() }
    }
}
