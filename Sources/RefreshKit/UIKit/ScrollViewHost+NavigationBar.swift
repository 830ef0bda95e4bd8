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
              let owner = owningViewController(of: scrollView),
              let navigation = owner.navigationController, !navigation.isNavigationBarHidden,
              let shown = childOfNavigation(navigation, containing: owner) else { return false }
        // The bar shows the navigation item of the navigation controller's own child, not of a child of it.
        let item = shown.navigationItem
        let largeTitle = navigation.navigationBar.prefersLargeTitles && showsLargeTitle(shown, in: navigation)
        var hidingSearch = item.searchController != nil && item.hidesSearchBarWhenScrolling
        // A search bar placed inline, in the bar itself, never hides when scrolling.
        if #available(iOS 16.0, *), item.searchBarPlacement == .inline { hidingSearch = false }
        guard largeTitle || hidingSearch else { return false }
        return trackedScrollView(of: shown) === scrollView
    }

    /// The navigation controller's child that is `controller` or holds it.
    private static func childOfNavigation(_ navigation: UINavigationController,
                                          containing controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate.parent === navigation { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `controller`'s item asks for a large title: `.automatic` takes the mode of the item below it
    /// in the stack, and the root's `.automatic` is a large title (with `prefersLargeTitles`).
    private static func showsLargeTitle(_ controller: UIViewController, in navigation: UINavigationController) -> Bool {
        let stack = navigation.viewControllers
        let end = stack.firstIndex { $0 === controller } ?? stack.count - 1
        guard end >= 0 else { return controller.navigationItem.largeTitleDisplayMode != .never }
        for index in stride(from: end, through: 0, by: -1) {
            let mode = stack[index].navigationItem.largeTitleDisplayMode
            if mode == .always { return true }
            if mode == .never { return false }
            if #available(iOS 17.0, *), mode == .inline { return false }  // the title stays in the bar
            // .automatic: the item below decides.
        }
        return true
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
