#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    /// What the indicator shows text for.
    public enum Phase: Sendable, Hashable, CaseIterable {
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
}
#endif
