import Foundation

extension RefreshController.Action {
    // The closure shapes of `RefreshHeader` and `RefreshFooter`, in one place the tests reach on Linux.
    //
    // A closure literal without `await` is synchronous, and Swift passes a synchronous closure to an async
    // parameter only when no synchronous overload fits: so with a synchronous overload beside the async one,
    // `RefreshHeader { self?.loadData() }` (MJRefresh's shape: it starts work and ends later with
    // `endRefreshing()`) reaches the synchronous one, and `RefreshHeader { await model.reload() }` the async one.
    // Without it, the first compiled as async work that ended the refresh as soon as it returned.

    /// Async work: the refresh ends when it returns.
    @MainActor static func shaped(_ body: @escaping @MainActor () async -> Void) -> Self { .async(body) }

    /// A synchronous body only starts work: the refresh ends with `endRefreshing()`, as in MJRefresh.
    @MainActor static func shaped(_ body: @escaping @MainActor () -> Void) -> Self { .manual(body) }

    /// Async work on `target`, held weakly: the refresh ends when it returns (at once once `target` is gone).
    @MainActor static func shaped<Target: AnyObject>(weak target: Target, _ body: @escaping @MainActor (Target) async -> Void) -> Self {
        .async(weak: target, body)
    }

    /// A synchronous body on `target`, held weakly, only starts work: the refresh ends with `endRefreshing()`.
    @MainActor static func shaped<Target: AnyObject>(weak target: Target, _ body: @escaping @MainActor (Target) -> Void) -> Self {
        .manual(weak: target, body)
    }
}
