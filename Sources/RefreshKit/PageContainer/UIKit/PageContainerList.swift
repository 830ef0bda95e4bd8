#if canImport(UIKit)
import UIKit

/// A page's view controller, or its view, tells the container which scroll view is its list.
///
/// Without it, the container takes the page's view if it is a scroll view (a `UITableViewController`'s, a
/// `UICollectionViewController`'s, a table given as a view), else the largest vertical scroll view below it once it
/// is laid out, the first found breadth first on a tie (a `WKWebView`'s `scrollView`); text views and horizontal
/// scroll views (carousels, chip bars) never count.
@MainActor
public protocol PageContainerList: AnyObject {
    /// The vertical scroll view that scrolls with the page.
    var pageListScrollView: UIScrollView { get }
}
#endif
