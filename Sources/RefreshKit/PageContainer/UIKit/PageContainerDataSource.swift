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
#endif
