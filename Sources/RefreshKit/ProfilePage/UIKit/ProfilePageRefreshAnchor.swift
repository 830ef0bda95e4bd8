#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// A scroll view whose refresh header another view carries to the scroll view that shows it: a SwiftUI attachment
/// installed on it counts as attached while its component is on any scroll view (``SwiftUIRefreshAttachment``).
@MainActor
protocol CarriedRefreshAnchor: UIScrollView {
    /// The SwiftUI attachment installed on it detached its component (the modifier left the view tree).
    func carriedComponentDidDetach()
}

/// The scroll view `.rk.header` on a ``ProfilePage`` finds: hidden, beside the container, as large as the page. The
/// header SwiftUI installs on it becomes the container's ``PageContainerView/refreshHeader`` while it is enabled
/// (``ProfilePagePageRefresh``), which rides on the current list (its band above the header in parent mode) and is
/// handed over at a tab switch while it refreshes.
@MainActor
final class ProfilePageRefreshAnchor: UIScrollView, CarriedRefreshAnchor {
    /// A refresh header was put on it, or the one SwiftUI installed was detached.
    var onChange: (@MainActor () -> Void)?

    /// The header `.rk.header` on the `ProfilePage` installed here, wherever it rides now; nil once detached.
    var swiftUIHeader: RefreshHeader? {
        (objc_getAssociatedObject(self, AssociationKey.swiftUIHeader) as? SwiftUIRefreshAttachment)?.component as? RefreshHeader
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isScrollEnabled = false
        scrollsToTop = false  // the current list takes the status bar's tap
        makeInert()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        onChange?()
    }

    func carriedComponentDidDetach() {
        onChange?()
    }
}
#endif
