#if canImport(UIKit)
import UIKit

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
#endif
