/// The `rk` namespace: RefreshKit's API on a scroll view, kept apart from the scroll view's own.
///
/// `scrollView.rk.header = RefreshHeader { ... }`. Sendable when its base is (UIKit views are,
/// being main-actor isolated), so it can be passed around like the view itself.
public struct RefreshKitWrapper<Base> {
    /// The wrapped object.
    public let base: Base

    /// Wraps `base`; ``RefreshKitCompatible/rk`` makes one for you.
    public init(_ base: Base) {
        self.base = base
    }
}

extension RefreshKitWrapper: Sendable where Base: Sendable {}
