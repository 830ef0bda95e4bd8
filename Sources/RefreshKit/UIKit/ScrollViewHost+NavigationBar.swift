#if canImport(UIKit)
import UIKit

extension ScrollViewHost {
    /// Whether a navigation bar that stretches when the content is pulled past the top tracks `scrollView`.
    ///
    /// UIKit gives such a bar variable height when it shows a large title or a search bar that hides when
    /// scrolling, and it tracks the view controller's content scroll view: the one set with
    /// `setContentScrollView(_:for:)` (iOS 15+), else the first scroll view down the chain of first
    /// subviews of the view controller's view (react-native-screens PR #202 describes that walk; the
    /// navigation controller's use of it is not documented). Only then does the bar's bottom edge follow
    /// the content on a pull, so only then does the header need the room (`RefreshConfiguration.pullMakesRoom`).
    static func isTrackedByStretchingBar(_ scrollView: UIScrollView) -> Bool {
        guard scrollView.contentInsetAdjustmentBehavior != .never,
              let controller = owningViewController(of: scrollView),
              let navigation = controller.navigationController, !navigation.isNavigationBarHidden else { return false }
        let item = controller.navigationItem
        let largeTitle = navigation.navigationBar.prefersLargeTitles && item.largeTitleDisplayMode != .never
        let hidingSearch = item.searchController != nil && item.hidesSearchBarWhenScrolling
        guard largeTitle || hidingSearch else { return false }
        return trackedScrollView(of: controller) === scrollView
    }

    /// The view controller whose view holds `view`: the first one up the responder chain.
    private static func owningViewController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    private static func trackedScrollView(of controller: UIViewController) -> UIScrollView? {
        if #available(iOS 15.0, *), let explicit = controller.contentScrollView(for: .top) { return explicit }
        guard controller.isViewLoaded else { return nil }
        var view: UIView? = controller.view
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.subviews.first
        }
        return nil
    }
}
#endif
