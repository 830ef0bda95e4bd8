/// What the default indicator shows a title for: a component's state with a pull's progress left out.
///
/// `RefreshIndicatorView.Phase` is this type, so `indicator.setTitle("Fetching…", for: .refreshing)` reads as
/// before. `ending` counts as `refreshing`: the spinner and the title stay while the component animates away.
///
/// An MJRefresh port finds its titles where they were: MJRefresh's idle title (at rest and while pulled) is `.idle`,
/// which also shows while pulled unless ``pulled`` has a title of its own; its pulling title ("Release to refresh")
/// is ``ready``.
public enum RefreshIndicatorPhase: Sendable, Hashable, CaseIterable {
    /// At rest; for an auto footer, waiting to load ("Tap to load more"). An app's `.idle` title also shows while
    /// pulled, unless ``pulled`` has one (MJRefresh's idle title covers both).
    case idle
    /// Being pulled, short of the trigger.
    case pulled
    /// Pulled past the trigger: releasing refreshes.
    case ready
    /// Refreshing or loading, and while it animates away.
    case refreshing
    /// A footer with nothing more to load.
    case noMoreData

    /// Being pulled, short of the trigger: renamed ``pulled``, since MJRefresh's `pulling` means ``ready``.
    @available(*, deprecated, renamed: "pulled", message: "Pulled short of the trigger is .pulled; MJRefresh's .pulling title (\"Release to refresh\") is .ready, and its .idle title is .idle here too")
    public static var pulling: RefreshIndicatorPhase { .pulled }

    /// A state in this phase.
    var representative: RefreshState {
        switch self {
        case .idle: .idle
        case .pulled: .pulling(progress: 0)
        case .ready: .ready
        case .refreshing: .refreshing
        case .noMoreData: .noMoreData
        }
    }

    /// The phase `state` is in.
    init(_ state: RefreshState) {
        switch state {
        case .idle: self = .idle
        case .pulling: self = .pulled
        case .ready: self = .ready
        case .refreshing, .ending: self = .refreshing
        case .noMoreData: self = .noMoreData
        }
    }
}
