/// The binding's stand-in for the controllers that must not keep it alive: a controller holds the link weakly
/// (``RefreshController/binding``), and the link, owned by the binding alone, goes with it.
///
/// A weak reference to the binding itself would give the binding a side table for good, and every retain and
/// release of it (its host's KVO callback, `send`, the effects it applies: several on every event) would take the
/// runtime's slow path from then on, as ``RefreshControllerLink`` found for the controller.
@MainActor
final class RefreshBindingLink {
    /// The binding that owns the link: alive whenever the link is. Read only on the main actor, where the binding is
    /// released too (UIKit releases views and their components there), so no read meets it while it deinitializes.
    unowned let binding: RefreshBinding

    init(_ binding: RefreshBinding) {
        self.binding = binding
    }
}
