#if canImport(UIKit)
import UIKit

/// Supplies a ``PageContainerView``'s pages, one per tab, created when first shown: a view controller or a plain
/// view (a table, a web view, any view holding a vertical scroll view), and optionally each tab's title.
///
/// Implement ``pageContainer(_:pageAt:)``, or ``pageContainer(_:viewControllerAt:)`` as before; a data source that
/// implements neither shows empty pages. ``PageContainerView/setPages(_:page:)`` makes one from titles and a closure.
@MainActor
public protocol PageContainerDataSource: AnyObject {
    /// How many lists (tabs) the page has.
    func numberOfPages(in container: PageContainerView) -> Int
    /// The view controller of the list at `index`, asked once, when the list first comes into view (and
    /// again after ``PageContainerView/reloadData()``). The container adds it as a child view controller.
    func pageContainer(_ container: PageContainerView, viewControllerAt index: Int) -> UIViewController
    /// The page at `index`, a view controller or a view, asked once, when it first comes into view (and again after
    /// ``PageContainerView/reloadData()``); by default the view controller of ``pageContainer(_:viewControllerAt:)``.
    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage
    /// The title of the tab at `index`, handed to the tab bar on every reload when every page has one
    /// (``PageContainerTabBar/pageContainerDidLoadTitles(_:)``); nil by default, leaving the tab bar's own titles.
    func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String?
    /// What identifies the page at `index` from one reload to the next (JXPagingView's `listIdentifierAtIndex`, a
    /// diffable data source's item identifier), asked at every reload: a page made before whose identifier comes again
    /// is kept as it is, at its new index (its list, offset, refresh and load-more state); nil by default, and then a
    /// page is kept when ``pageContainer(_:pageAt:)`` gives its view controller or view again: at a reload it is asked
    /// again only for the indices that already had a page made (an index beyond them is asked when it shows, and a
    /// page it gives there is made anew).
    func pageContainer(_ container: PageContainerView, identifierForPageAt index: Int) -> AnyHashable?
}

extension PageContainerDataSource {
    /// An empty view controller: implement this or ``pageContainer(_:pageAt:)``.
    public func pageContainer(_ container: PageContainerView, viewControllerAt index: Int) -> UIViewController {
        UIViewController()
    }

    /// The view controller of ``pageContainer(_:viewControllerAt:)``.
    public func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
        .viewController(pageContainer(container, viewControllerAt: index))
    }

    /// No title: the tab bar keeps its own.
    public func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String? { nil }

    /// No identifier: a page is kept when the data source gives its view controller or view again.
    public func pageContainer(_ container: PageContainerView, identifierForPageAt index: Int) -> AnyHashable? { nil }
}
#endif
