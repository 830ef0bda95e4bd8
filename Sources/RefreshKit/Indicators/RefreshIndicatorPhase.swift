/// What the default indicator shows a title for: a component's state with a pull's progress left out.
///
/// `RefreshIndicatorView.Phase` is this type, so `indicator.setTitle("Fetching…", for: .refreshing)` reads as
/// before. `ending` counts as `refreshing`: the spinner and the title stay while the component animates away.
public enum RefreshIndicatorPhase: Sendable, Hashable, CaseIterable {
    /// At rest; for an auto footer, waiting to load ("Tap to load more").
    case idle
    /// Being pulled, short of the trigger.
    case pulling
    /// Pulled past the trigger: releasing refreshes.
    case ready
    /// Refreshing or loading, and while it animates away.
    case refreshing
    /// A footer with nothing more to load.
    case noMoreData

    /// A state in this phase.
    var representative: RefreshState {
        switch self {
        case .idle: .idle
        case .pulling: .pulling(progress: 0)
        case .ready: .ready
        case .refreshing: .refreshing
        case .noMoreData: .noMoreData
        }
    }

    /// The phase `state` is in.
    init(_ state: RefreshState) {
        switch state {
        case .idle: self = .idle
        case .pulling: self = .pulling
        case .ready: self = .ready
        case .refreshing, .ending: self = .refreshing
        case .noMoreData: self = .noMoreData
        }
    }
}
