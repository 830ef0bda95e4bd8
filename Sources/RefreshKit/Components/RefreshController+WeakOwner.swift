extension RefreshController.Action {
    /// An async action that holds `owner` weakly, so a component can call back into the object that owns
    /// its scroll view without keeping it alive: `.async(weak: self) { vc in await vc.reload() }`.
    ///
    /// Once `owner` is gone the action does nothing and the refresh ends at once.
    @MainActor public static func async<Owner: AnyObject>(
        weak owner: Owner, _ body: @escaping @MainActor (Owner) async -> Void
    ) -> Self {
        .async { [weak owner] in
            guard let owner else { return }
            await body(owner)
        }
    }

    /// A completion-style action that holds `owner` weakly; see ``async(weak:_:)``.
    ///
    /// Once `owner` is gone the action does nothing; the refresh then ends when the component is removed.
    @MainActor public static func manual<Owner: AnyObject>(
        weak owner: Owner, _ body: @escaping @MainActor (Owner) -> Void
    ) -> Self {
        .manual { [weak owner] in
            guard let owner else { return }
            body(owner)
        }
    }
}

extension RefreshController.Action {
    /// A completion-style action that holds `owner` and `component` weakly and gets both: the action of a component
    /// made with a target (`RefreshHeader(target: self) { vc, header in … }`), which must keep neither alive.
    ///
    /// Once either is gone the action does nothing.
    @MainActor static func manual<Owner: AnyObject, Component: AnyObject>(
        weak owner: Owner, component: Component, _ body: @escaping @MainActor (Owner, Component) -> Void
    ) -> Self {
        .manual(weak: owner) { [weak component] owner in
            guard let component else { return }
            body(owner, component)
        }
    }
}

/// The controller's stand-in for a closure that must not keep it alive: the closure holds the link weakly, and the
/// link, owned by the controller alone, goes with it.
///
/// A weak reference to the controller itself would give the controller a side table for good, and every retain
/// and release of it (the binding makes several on each event it applies) would take the runtime's slow path from
/// then on: about 190 instructions per event of a pull cycle.
@MainActor
final class RefreshControllerLink {
    /// The controller that owns the link: alive whenever the link is. Read only on the main actor, where the controller is
    /// released too (UIKit releases views and their components there), so no read meets it while it deinitializes.
    unowned let controller: RefreshController

    init(_ controller: RefreshController) {
        self.controller = controller
    }
}
