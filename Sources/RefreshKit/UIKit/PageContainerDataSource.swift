#if canImport(UIKit)
import UIKit

/// Supplies a ``PageContainerView``'s lists, one view controller per tab, created when first shown.
@MainActor
public protocol PageContainerDataSource: AnyObject {
    /// How many lists (tabs) the page has.
    func numberOfPages(in container: PageContainerView) -> Int
    /// The view controller of the list at `index`, asked once, when the list first comes into view (and
    /// again after ``PageContainerView/reloadData()``). The container adds it as a child view controller.
    func pageContainer(_ container: PageContainerView, viewControllerAt index: Int) -> UIViewController
}

/// A list's view controller tells the container which scroll view is its list.
///
/// Without it, the container takes the view controller's view if it is a scroll view (a
/// `UITableViewController`, a `UICollectionViewController`), else the first vertical scroll view found
/// below it, breadth first (a `WKWebView`'s `scrollView`).
@MainActor
public protocol PageContainerList: AnyObject {
    /// The vertical scroll view that scrolls with the page.
    var pageListScrollView: UIScrollView { get }
}

/// A tab bar for ``PageContainerView``: any view that shows the selection and reports taps.
///
/// ``PageTabBarView`` is a minimal one with titles and an underline.
@MainActor
public protocol PageContainerTabBar: UIView {
    /// Set by the container: call it with a tab's index when the user taps that tab.
    var onSelect: (@MainActor (Int) -> Void)? { get set }
    /// The pager's position in tabs, as it moves: 1.5 is half way from the second tab to the third.
    func pageContainerDidMove(to position: CGFloat)
    /// The selected tab changed (a swipe past half way, a tap, a reload).
    func pageContainerDidSelect(_ index: Int, animated: Bool)
}

/// Where the tabs stick, measured from the page's top edge.
public enum PageContainerPin: Sendable, Hashable {
    /// At the top edge of the container.
    case top
    /// Below the container's top safe area: under a navigation bar or the status bar the page extends
    /// beneath (JXPagingView's `pinSectionHeaderVerticalOffset`, GKPageScrollView's `ceilPointHeight`).
    case safeArea
    /// This many points below the top edge.
    case offset(CGFloat)
}

/// What a tap on the status bar scrolls.
public enum PageContainerStatusBarTap: Sendable, Hashable {
    /// The page to its top; the current list goes to its top as the header comes back.
    case page
    /// The current list to its top while the tabs stick (JXPagingView's behaviour), the page otherwise.
    case currentListWhileStuck
}
#endif
