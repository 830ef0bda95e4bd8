#if canImport(UIKit)
import UIKit

/// The look of a header or footer: a view that is told the component's state.
///
/// Appearance is composed, not subclassed: give a `RefreshHeader` or `RefreshFooter` any view that
/// conforms. It fills the component's bounds. While pulling, it hears every change of progress; text
/// and haptics should follow `state.kind`, which changes only at real transitions.
@MainActor
public protocol RefreshIndicator: AnyObject {
    /// The component's state changed; `role` says whether it is a header or a footer.
    func refreshStateDidChange(_ state: RefreshState, role: RefreshRole)
}
#endif
