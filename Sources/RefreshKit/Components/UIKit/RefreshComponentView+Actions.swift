#if canImport(UIKit)
import UIKit

extension RefreshComponentView {
    /// Begins a refresh (``beginRefreshing()``) and runs `completion` once it is refreshing, its action started:
    /// at once when it already is, never when the begin is refused (MJRefresh's `beginRefreshingWithCompletionBlock:`).
    public func beginRefreshing(completion: @escaping @MainActor () -> Void) {
        support.beginRefreshing(completion: completion)
    }

    /// Ends the refresh (``endRefreshing()``) and runs `completion` once the component is back at rest, its ending
    /// animation done; at once when there was nothing to end (MJRefresh's `endRefreshingWithCompletionBlock:`).
    /// Callable from any thread; `completion` runs on the main actor.
    public nonisolated func endRefreshing(completion: @escaping @Sendable @MainActor () -> Void) {
        onMainActor { [self] in support.controller.endRefreshing(completion: completion) }
    }

    /// Replaces the action with async work that ends the refresh when it returns (MJRefresh's settable
    /// `refreshingBlock`): `header.setAction { await model.reload() }`.
    public func setAction(_ work: @escaping @MainActor () async -> Void) {
        support.controller.action = .async(work)
    }

    /// Replaces the action with a synchronous one that only starts work, ended later with ``endRefreshing()``, as
    /// MJRefresh's `refreshingBlock` is: `header.setAction { [weak self] in self?.loadNew() }` (a closure without
    /// `await` comes here, one with `await` to ``setAction(_:)``).
    public func setAction(startingWork work: @escaping @MainActor () -> Void) {
        support.controller.action = .manual(work)
    }

    /// Replaces the action with a method of `target`, held weakly, that starts work ended later with
    /// ``endRefreshing()``: MJRefresh's `setRefreshingTarget:refreshingAction:`. The method may take the component
    /// as its one argument, as MJRefresh's does.
    public func setAction(target: NSObject, selector: Selector) {
        support.controller.action = .manual(weak: target, component: self) { target, component in
            _ = target.perform(selector, with: component)
        }
    }
}
#endif
