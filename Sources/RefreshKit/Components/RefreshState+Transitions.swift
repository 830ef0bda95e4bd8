extension RefreshState {
    /// What can happen to a header or footer.
    public enum Event: Sendable, Hashable {
        /// A finger moved it; `progress` is revealed distance over trigger distance.
        case pull(progress: Double)
        /// The finger lifted.
        case release
        /// A refresh starts without a pull: `beginRefreshing()`, or the auto footer's trigger.
        case begin
        /// The refresh ended: `endRefreshing()`.
        case end
        /// The ending animation finished.
        case finish
        /// There is nothing more to load (footers).
        case noMoreData
        /// Loading is possible again (footers).
        case resetNoMoreData
        /// The component was removed or replaced.
        case reset
    }

    /// The state after `event`, or nil when the move is not allowed (the state then stays as it is).
    ///
    /// This table is the only place a state changes.
    public func next(on event: Event) -> RefreshState? {
        switch (self, event) {
        case (.idle, .pull(let progress)), (.pulling, .pull(let progress)), (.ready, .pull(let progress)):
            Self.pulled(progress)
        case (.pulling, .release):
            .idle
        case (.ready, .release), (.idle, .begin), (.pulling, .begin), (.ready, .begin), (.ending, .begin):
            .refreshing
        case (.refreshing, .end):
            .ending
        case (.ending, .finish):
            .idle
        case (.idle, .noMoreData), (.pulling, .noMoreData), (.ready, .noMoreData),
             (.refreshing, .noMoreData), (.ending, .noMoreData):
            .noMoreData
        case (.noMoreData, .resetNoMoreData):
            .idle
        case (_, .reset):
            .idle
        default:
            nil
        }
    }

    /// The pulling state for a progress value: idle at or below 0 (or NaN), ready at or above 1.
    private static func pulled(_ progress: Double) -> RefreshState {
        guard progress > 0 else { return .idle }
        return progress >= 1 ? .ready : .pulling(progress: progress)
    }
}
