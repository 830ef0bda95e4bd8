/// What ``RefreshSpinner`` (the system-like look) shows for a state and a pull progress, decided without UIKit.
///
/// Like `UIRefreshControl`: no arrow and no text; the spinner appears as the pull goes on (UIKit draws its
/// spokes one by one through private API, so here it fades in, fully shown at the trigger), spins while
/// refreshing and while the component goes away, and shows nothing with no more data.
struct RefreshSpinnerLook: Sendable, Hashable {
    /// How the spinner moves.
    enum Motion: Sendable, Hashable { case still, spinning }

    /// 0 hidden, 1 fully shown.
    var opacity: Double
    var motion: Motion

    /// The look for `state` at `progress` (0 at rest, 1 at the trigger; NaN and negative values count as 0).
    static func make(state: RefreshState, progress: Double) -> RefreshSpinnerLook {
        let shown = progress.isFinite ? min(1, max(0, progress)) : 0
        switch state {
        case .idle, .pulling: return RefreshSpinnerLook(opacity: shown, motion: .still)
        case .ready: return RefreshSpinnerLook(opacity: 1, motion: .still)
        case .refreshing, .ending: return RefreshSpinnerLook(opacity: 1, motion: .spinning)
        case .noMoreData: return RefreshSpinnerLook(opacity: 0, motion: .still)
        }
    }
}
