#if canImport(UIKit)
import UIKit

/// The look of a header or footer: a view that is told the component's state.
///
/// Appearance is composed, not subclassed: give a `RefreshHeader` or `RefreshFooter` any view that
/// conforms. It fills the component's bounds. While pulling, it hears every change of progress; text
/// and haptics should follow `state.kind`, which changes only at real transitions. It reaches its
/// component through ``refreshComponent`` (to load on a tap, or to read ``RefreshComponentView/lastUpdated``).
@MainActor
public protocol RefreshIndicator: AnyObject {
    /// The component's state changed; `role` says whether it is a header or a footer.
    func refreshStateDidChange(_ state: RefreshState, role: RefreshRole)

    /// How far the component is revealed over its trigger distance changed: unclamped, so above 1 when
    /// pulled further than needed (for over-pull effects). The default does nothing.
    func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole)
}

extension RefreshIndicator {
    /// Does nothing: indicators that only follow states need not implement it.
    public func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole) {}
}

extension RefreshIndicator where Self: UIView {
    /// The header or footer showing this indicator; `nil` before it is given to one.
    public var refreshComponent: RefreshComponentView? {
        ChainSearch.first(from: superview, next: \.superview) { $0 as? RefreshComponentView }
    }
}
#endif
