#if canImport(UIKit)
import UIKit

// The pages: made from titles (and identifiers), and read by index.
extension PageContainerView {
    /// The view controller of the list at `index`, once created; nil for a page that is a plain view.
    public func viewController(at index: Int) -> UIViewController? { pages.page(at: index)?.controller }

    /// The view of the page at `index`, once created: its view controller's view, or the view the data source gave.
    public func pageView(at index: Int) -> UIView? { pages.page(at: index)?.view }

    /// Makes the pages from one list of titles: the tab count and the tab bar's titles (a ``PageTabBarView`` is made
    /// when there is no tab bar yet), each page from `page` when it first shows. The container keeps the data source
    /// it makes; setting ``dataSource`` replaces it.
    ///
    /// ```swift
    /// container.setPages(["Posts", "Replies", "Likes"]) { index in .viewController(FeedViewController(tab: index)) }
    /// ```
    ///
    /// The container keeps `page`: a closure that uses the view controller that owns the container captures it
    /// `[unowned self]` or `[weak self]`, or the two keep each other alive.
    ///
    /// Called again, it keeps every page already made whose title comes again (the n-th tab of a title is the n-th
    /// before: two tabs may share one), with its list, offset and refresh, at its new index; other pages are made
    /// from the new `page` when they show. A renamed tab is a new page: give identifiers (``setPages(_:ids:page:)``)
    /// to keep it. ``reloadData()`` asks `page` again for every page made, and keeps only those it gives again.
    public func setPages(_ titles: [String], page: @escaping @MainActor (Int) -> PageContainerPage) {
        setPages(titles, identifiers: nil, page: page)
    }

    /// Makes the pages from titles and identifiers, one per tab, as ``setPages(_:page:)`` does; called again, it keeps
    /// every page already made whose identifier comes again (an inserted, removed, moved or renamed tab leaves the other
    /// pages as they are, a renamed one included: only the tab bar changes), as a diffable data source does.
    ///
    /// ```swift
    /// container.setPages(tabs.map(\.title), ids: tabs.map(\.id)) { index in .viewController(FeedViewController(tab: tabs[index])) }
    /// ```
    ///
    /// With fewer or more identifiers than titles, the titles identify the pages. An identifier given twice keeps a
    /// page once, at its first index: the later tab with it is made anew at every reload (give each tab its own).
    public func setPages<ID: Hashable>(_ titles: [String], ids: [ID], page: @escaping @MainActor (Int) -> PageContainerPage) {
        setPages(titles, identifiers: ids.count == titles.count ? ids.map(AnyHashable.init) : nil, page: page)
    }

    fileprivate func setPages(_ titles: [String], identifiers: [AnyHashable]?, page: @escaping @MainActor (Int) -> PageContainerPage) {
        tabBar = tabBar ?? PageTabBarView(titles: titles)
        let pages = PageContainerPages(titles: titles, ids: identifiers, make: page)
        withExtendedLifetime(pages) { dataSource = pages }  // then kept by `ownedPages` (`dataSource` is weak)
    }

    /// The list at `index`, once created.
    public func listScrollView(at index: Int) -> UIScrollView? { pages.link(at: index)?.list }
}
#endif
