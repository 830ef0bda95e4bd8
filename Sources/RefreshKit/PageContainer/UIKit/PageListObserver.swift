#if canImport(UIKit)
import UIKit

/// Tells a ``PageContainerView`` when one of its lists moves, changes its inset or its content size.
///
/// It hears the list before RefreshKit's engine on it does (``ScrollViewPriorityObserver``), so the overlay, and the
/// part of the list it covers, are placed before the engine measures its header; a list with no refresh component has
/// no engine, and KVO reports it.
@MainActor
final class PageListObserver: ScrollViewPriorityObserver {
    private weak var list: UIScrollView?
    private let onMove: @MainActor () -> Void
    private let onResize: @MainActor () -> Void
    private var observations: [NSKeyValueObservation] = []
    /// The box the list keeps this observer in as its priority observer; emptied on invalidation (gone once replaced).
    private weak var priorityBox: WeakPriorityObserver?

    init(list: UIScrollView, onMove: @escaping @MainActor () -> Void, onResize: @escaping @MainActor () -> Void) {
        self.list = list
        self.onMove = onMove
        self.onResize = onResize
        priorityBox = ScrollViewHost.setPriorityObserver(self, on: list)
        // `@Sendable`: nonisolated under every SDK; KVO calls these inside the setter, on the main thread. A list with a
        // refresh component has a host that tells this observer first: its own KVO then stays quiet, so each change is
        // heard once, and before the engine.
        observations = [
            list.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.ownObservation { $0.scrollViewOffsetDidChange() } } },
            list.observe(\.contentInset) { @Sendable [weak self] _, _ in onMainThread { self?.ownObservation { $0.sizeDidChange() } } },
            list.observe(\.contentSize) { @Sendable [weak self] _, _ in onMainThread { self?.ownObservation { $0.sizeDidChange() } } },
        ]
    }

    /// Stops observing and gives the list's priority slot back.
    func invalidate() {
        observations.forEach { $0.invalidate() }
        observations = []
        priorityBox?.observer = nil
    }

    /// Reports a change its own KVO saw, unless the list's refresh host reports it.
    private func ownObservation(_ report: (PageListObserver) -> Void) {
        ScrollViewHostLife.ownObservation(hasRefreshHost: list.flatMap(ScrollViewHost.existing) != nil) { report(self) }
    }

    var kind: ScrollViewHostLife.PriorityObserver { .pageContainerList }

    func scrollViewOffsetDidChange() {
        onMove()
    }

    /// The pan's state, the inset or the size changed: the inset moves what the overlay covers, the size the padding.
    func scrollViewStateDidChange() {
        sizeDidChange()
    }

    func scrollViewDecelerationWasStopped() {}

    /// RefreshKit's ledger has read the change (an app's whole `contentInset` assignment): the container's share goes
    /// back on top of what the app wrote.
    func scrollViewStateWasHandled() {
        onResize()
    }

    private func sizeDidChange() {
        onResize()
        onMove()
    }
}
#endif
