import Foundation

// Refreshes the app awaits, or asks for only when the last one is old.
extension RefreshController {
    /// Begins a refresh and returns once it has ended: true when it began (or one already running was
    /// waited for), false when the begin was rejected, also a begin that waited for the scroll view and was
    /// refused or ended before it started.
    ///
    /// Returns at once when the begin is rejected (see ``beginRefreshing()``), or, if a refresh is
    /// already running, when that one ends. Cancelling the calling task ends the refresh and returns
    /// without waiting for the ending animation.
    @discardableResult
    public func refresh() async -> Bool {
        // A begin that waits (for the attach, the window or a size) has not begun yet: it counts once its action
        // ran, not if it is refused or ended before it starts.
        let wasRunning = state == .refreshing
        let actionsBefore = actionCount
        var accepted = false
        let link = self.link  // the controller's own: held while this call holds the controller
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters.append(continuation)
                beginRefreshing()
                accepted = isRefreshing
                if !isBusy { resumeWaiters() }
            }
        } onCancel: {
            // Held weakly through the link, not `[weak self]`: see ``RefreshControllerLink``.
            Task { @MainActor [weak link] in
                link?.controller.endRefresh()
                link?.controller.resumeWaiters()
            }
        }
        return accepted && (wasRunning || actionCount > actionsBefore)
    }

    /// Begins a refresh when the last one finished more than `interval` seconds before `now`, or never
    /// (ESPullToRefresh's expiry): call it from `viewWillAppear`. Returns whether it began one, or accepted one that
    /// waits for the scroll view (a window, a size, the attach); such a begin may still be refused when it comes to
    /// start (the other end loading): ``refresh()`` waits and says.
    @discardableResult
    public func refreshIfStale(olderThan interval: TimeInterval, now: Date = Date()) -> Bool {
        guard RefreshLastUpdated.isStale(lastUpdated: lastUpdated, olderThan: interval, now: now) else { return false }
        let wasRefreshing = isRefreshing
        beginRefreshing()
        return !wasRefreshing && isRefreshing
    }
}
