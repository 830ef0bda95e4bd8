#if canImport(UIKit)
import UIKit

extension ScrollViewHost {
    /// Whether a navigation bar that stretches when the content is pulled past the top tracks `scrollView`.
    ///
    /// UIKit gives such a bar variable height when it shows a large title or a search bar that hides when
    /// scrolling (``StretchingBarRules`` decides which, iOS 26's integrated search placements included), and
    /// it tracks the view controller's content scroll view: the one set with `setContentScrollView(_:for:)`
    /// (iOS 15+), else the first scroll view down the chain of first subviews of the view controller's view
    /// (react-native-screens PR #202 describes that walk; the navigation controller's use of it is not
    /// documented). Only then does the bar's bottom edge follow the content on a pull, so only then does the
    /// header need the room (`RefreshConfiguration.pullMakesRoom`).
    ///
    /// All of these can change after the list joined its window (a container that sets its content scroll
    /// view later, a search controller or title mode set after appearance), so the host asks again at the
    /// start of every drag and before every begin, besides window, safe-area and size changes: a walk up
    /// the responder chain and down a few first subviews, never per scroll event.
    static func isTrackedByStretchingBar(_ scrollView: UIScrollView) -> Bool {
        // The bar shows the navigation item of the navigation controller's own child, not of a child of it.
        guard let owner = owningViewController(of: scrollView), let navigation = owner.navigationController,
              let shown = childOfNavigation(navigation, containing: owner) else { return false }
        let item = shown.navigationItem
        var placement: Int?
        if #available(iOS 16.0, *) { placement = item.searchBarPlacement.rawValue }
        return StretchingBarRules.isTracked(StretchingBarRules.Facts(
            adjustsInsets: scrollView.contentInsetAdjustmentBehavior != .never,
            barShown: !navigation.isNavigationBarHidden,
            largeTitle: StretchingBarRules.showsLargeTitle(prefersLargeTitles: navigation.navigationBar.prefersLargeTitles,
                                                           modes: titleModes(below: shown, in: navigation)),
            hidingSearch: StretchingBarRules.searchBarHides(hasSearchController: item.searchController != nil,
                                                            hidesWhenScrolling: item.hidesSearchBarWhenScrolling,
                                                            placement: placement),
            isTrackedScrollView: trackedScrollView(of: shown) === scrollView))
    }

    /// The navigation controller's child that is `controller` or holds it.
    private static func childOfNavigation(_ navigation: UINavigationController,
                                          containing controller: UIViewController) -> UIViewController? {
        ChainSearch.firstNode(from: controller, next: \.parent) { $0.parent === navigation }
    }

    /// The large-title modes from `controller`'s item down to the root's: `.automatic` takes the mode of
    /// the item below it in the stack (``StretchingBarRules/showsLargeTitle(prefersLargeTitles:modes:)``).
    private static func titleModes(below controller: UIViewController,
                                   in navigation: UINavigationController) -> [StretchingBarRules.TitleMode] {
        let stack = navigation.viewControllers
        func mode(_ controller: UIViewController) -> StretchingBarRules.TitleMode {
            StretchingBarRules.TitleMode(rawValue: controller.navigationItem.largeTitleDisplayMode.rawValue)
        }
        return StretchingBarRules.titleModes(stack: stack.map(mode), shownIndex: stack.firstIndex { $0 === controller },
                                             shown: mode(controller))
    }

    /// The view controller whose view holds `view`: the first one up the responder chain.
    private static func owningViewController(of view: UIView) -> UIViewController? {
        ChainSearch.first(from: view.next, next: \.next) { $0 as? UIViewController }
    }

    private static func trackedScrollView(of controller: UIViewController) -> UIScrollView? {
        var explicit: UIScrollView?
        if #available(iOS 15.0, *) { explicit = controller.contentScrollView(for: .top) }
        return StretchingBarRules.trackedScrollView(explicit: explicit, isViewLoaded: controller.isViewLoaded) {
            ChainSearch.first(from: controller.view, next: \.subviews.first) { $0 as? UIScrollView }
        }
    }
}
#endif
