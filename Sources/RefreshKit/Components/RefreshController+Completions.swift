/// The completions given to one begin or end (MJRefresh's `beginRefreshingWithCompletionBlock:` and
/// `endRefreshingWithCompletionBlock:`), each run once.
struct RefreshCallCompletions {
    var afterBegin: [@MainActor () -> Void] = []
    var afterEnd: [@MainActor () -> Void] = []

    /// The completions due now that the state is `state`, taken out: a begin's once refreshing, an end's once at rest
    /// (or with no more data). At rest, a begin's that never started (refused after it waited) are dropped.
    mutating func due(at state: RefreshState) -> [@MainActor () -> Void] {
        switch state {
        case .refreshing:
            defer { afterBegin = [] }
            return afterBegin
        case .idle, .noMoreData:
            afterBegin = []
            defer { afterEnd = [] }
            return afterEnd
        case .pulling, .ready, .ending:
            return []
        }
    }
}

extension RefreshController {
    /// Begins a refresh and runs `completion` once it is refreshing (its action started): at once when it already
    /// is, never when the begin is refused.
    public func beginRefreshing(completion: @escaping @MainActor () -> Void) {
        guard state != .refreshing else { return completion() }
        beginRefreshing()
        guard isRefreshing else { return }
        guard state == .refreshing else { return completions.afterBegin.append(completion) }
        completion()
    }

    /// Ends the refresh (``endRefreshing()``) and runs `completion` once the component is back at rest, its ending
    /// animation done: at once when there was nothing to end.
    public func endRefreshing(completion: @escaping @MainActor () -> Void) {
        let wasBusy = isBusy
        endRefreshing()
        guard wasBusy, isBusy else { return completion() }
        completions.afterEnd.append(completion)
    }

    /// Runs the completions the state just reached makes due.
    func runCompletions() {
        for completion in completions.due(at: state) { completion() }
    }
}
