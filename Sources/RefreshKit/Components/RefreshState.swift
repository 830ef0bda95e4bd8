/// Where a header or footer is in its refresh cycle.
///
/// `idle → pulling(progress) → ready → refreshing → ending → idle`, plus `noMoreData` for footers.
/// The state changes only through ``next(on:)``, one table of allowed moves.
public enum RefreshState: Sendable, Hashable, CustomStringConvertible {
    /// At rest, or scrolled without revealing the component.
    case idle
    /// Being pulled by a finger; `progress` runs from 0 (hidden) toward 1 (ready).
    case pulling(progress: Double)
    /// Pulled past the trigger: releasing now starts a refresh.
    case ready
    /// The action runs and the component is held in view.
    case refreshing
    /// The refresh ended and the component is animating away.
    case ending
    /// A footer that has nothing more to load.
    case noMoreData

    /// Whether the action is running: between begin and end.
    public var isRefreshing: Bool { self == .refreshing }

    /// The case's name, with the progress of a pull rounded to two decimals: "pulling(0.42)".
    public var description: String {
        switch self {
        case .idle: "idle"
        case .pulling(let progress): "pulling(\(progress.rk))"
        case .ready: "ready"
        case .refreshing: "refreshing"
        case .ending: "ending"
        case .noMoreData: "noMoreData"
        }
    }

    /// The same case with the progress left out: changes of kind are what text and haptics follow.
    public var kind: RefreshState {
        if case .pulling = self { return .pulling(progress: 0) }
        return self
    }
}
