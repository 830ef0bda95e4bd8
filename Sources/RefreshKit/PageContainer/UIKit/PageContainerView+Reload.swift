#if canImport(UIKit)
import UIKit

// A reload: the pages whose key comes again are kept, the others given back (`PageContainerReuse` decides).
extension PageContainerView {
    /// Asks the data source again for its pages, keeping every page made before that it gives again: one whose
    /// identifier (``PageContainerDataSource/pageContainer(_:identifierForPageAt:)``, the `ids` of
    /// ``setPages(_:ids:page:)``) comes again, or whose view controller or view it gives again at an index that had a
    /// page. A kept page stays as it is, at its new index (its list, offset, refresh and load-more state, the insets and
    /// settings the container gave it); the others leave and their lists get back what the container borrowed, as every
    /// list did at a reload before. The selection follows the selected page, or goes to the page that takes its place
    /// (the one before when it was the last); the header stays where it is over the list that shows.
    ///
    /// To rebuild a page, give it a new identifier, or without identifiers a new view controller or view: after
    /// ``setPages(_:page:)``, whose titles identify its pages only when it is called again, `reloadData()` asks its
    /// closure again for every page made and keeps only those it gives again.
    public func reloadData() {
        reload(titlesIdentify: false)
    }

    /// The reload, the titles identifying the pages when `titlesIdentify` (``setPages(_:page:)``).
    func reload(titlesIdentify: Bool) {
        passes.beginLayout()  // an update a callback asks for meanwhile (a list given back moves) runs once it is all done
        defer { passes.endLayout() }
        let source = dataSource, newCount = max(0, source?.numberOfPages(in: self) ?? 0)
        let titles = PageContainerTitles.resolve((0..<newCount).map { source?.pageContainer(self, titleForPageAt: $0) })
        var keys = PageContainerPageKey.keys(count: newCount, ids: (0..<newCount).map { source?.pageContainer(self, identifierForPageAt: $0) },
                                             titles: titlesIdentify ? titles : nil)
        let made = PageContainerPageKey.made(objects: pages.pages.mapValues(\.object), keys: pageKeys)
        var given: [Int: PageContainerPage] = [:]
        for index in PageContainerReuse.pagesToAsk(made: pages.indices, new: keys) {  // a page given again is kept
            given[index] = source?.pageContainer(self, pageAt: index)
            keys[index] = given[index].map { .object($0.object) }
        }
        let reuse = PageContainerReuse(made: made, new: keys, selected: selectedIndex)
        let current = pages.indices.first { pages.link(at: $0)?.list === currentListScrollView && currentListScrollView != nil }
        let keepsCurrent = current.map { reuse.kept.contains($0) } ?? false
        let inPlace = reuse.keepsEveryPageInPlace  // nothing moves: the container's state stays
        pageKeys = keys
        for event in inPlace ? [] : state.reset() { handle(event) }
        for index in inPlace ? [] : reuse.kept.compactMap({ $0 }) { endAppearance(of: index) }  // forwarding starts over
        _ = keepsCurrent ? () : bringIn(nil)  // first: a callback as a page leaves places the header over no list whose lease has ended
        pages.reload(reuse, leave: endAppearance(of:), unlink: unlink) { page in  // a transition in flight ends before the list leaves
            page.controller?.willMove(toParent: nil)
            page.view.removeFromSuperview()
            page.controller?.removeFromParent()
        }
        _ = inPlace ? () : appearance.removeAll()
        _ = keepsCurrent ? () : bringIn(nil)  // and a list a callback brought in as the pages left
        count = newCount
        pageTitles = titles
        giveTitles(to: tabBar)
        for (index, page) in given.sorted(by: { $0.key < $1.key }) where reuse.kept[index] == nil { create(index, given: page) }  // asked already: made now
        // Pages moved or left: the pager goes on the selected page now, not at the next layout, so that an update before
        // it (the current list moves) does not read the old offset, which shows another page now.
        _ = pagerRequest.reload(reuse, pagerWidth: Double(pagerScrollView.bounds.width)).scrollTarget.map { index in
            pagerScrollView.contentSize.width = CGFloat(driver.layout.pagerContentWidth(count: count))
            let x = driver.layout.pagerOffset(for: index, count: count, isRightToLeft: isRightToLeft)
            pagerRequest.animate(to: .nan)
            pagerScrollView.setContentOffset(CGPoint(x: CGFloat(x), y: 0), animated: false)
        }
        setNeedsLayout()
    }
}
#endif
