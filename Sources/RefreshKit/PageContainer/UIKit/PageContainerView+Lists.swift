#if canImport(UIKit)
import UIKit

// The lists: made from the data source, linked to the page, given their insets, found in a controller.
extension PageContainerView {
    /// Makes the list at `index` from the data source and adds its controller as a child of the owner.
    func create(_ index: Int) {
        guard let dataSource, index < count else { return }
        let controller = dataSource.pageContainer(self, viewControllerAt: index)
        owner?.addChild(controller)
        pagerScrollView.addSubview(controller.view)
        controller.didMove(toParent: owner)
        pages[index] = Page(controller: controller, list: nil)
        controller.view.frame = CGRect(x: CGFloat(index) * pagerScrollView.bounds.width, y: 0,
                                       width: pagerScrollView.bounds.width, height: pagerScrollView.bounds.height)
        linkList(at: index)
    }

    /// Finds the list of the page at `index` if it has none yet (a table made after the controller loaded),
    /// gives it its insets and puts it where it would come in now.
    func linkList(at index: Int) {
        guard var page = pages[index], page.list == nil, let list = Self.list(of: page.controller) else { return }
        page.list = list
        page.observer = PageListObserver(list: list, onMove: { [weak self] list in self?.listDidMove(list) },
                                         onResize: { [weak self] list in self?.applyInsetRules(to: list) })
        pages[index] = page
        applyInsetRules(to: list)
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: -list.adjustedContentInset.top), animated: false)
        updateScrollsToTop()  // the selected one becomes current when the pager rests (`updateOnce`)
    }

    /// A list leaves the container (a reload): it stops being observed and gets its insets back.
    func unlink(_ list: UIScrollView, observer: PageListObserver?) {
        observer?.invalidate()
        ScrollViewHost.existing(for: list)?.leadingCover = nil
        add(driver.insetsGivenBack(by: ObjectIdentifier(list)), to: list)
    }

    private func listDidMove(_ list: UIScrollView) {
        if list === currentListScrollView { placeOverlay() }
    }

    /// A list's insets: no automatic adjustment (the container places it under the header and the bars), the header
    /// and tabs on top, the bottom safe area and the padding a short list needs at the bottom, all as the container's
    /// share of `rk.contentInset`, so the app's own share stays.
    func applyInsetRules(to list: UIScrollView) {
        list.contentInsetAdjustmentBehavior = .never
        list.verticalScrollIndicatorInsets.bottom = safeAreaInsets.bottom
        add(driver.insetChange(for: ObjectIdentifier(list), contentHeight: Double(list.contentSize.height),
                               appInset: ScrollInsets(list.rk.contentInset), safeBottom: Double(safeAreaInsets.bottom)), to: list)
    }

    private func add(_ change: ScrollInsets, to list: UIScrollView) {
        guard change != .zero else { return }  // each write is a KVO change and an engine event
        list.rk.contentInset.top += CGFloat(change.top)
        list.rk.contentInset.bottom += CGFloat(change.bottom)
    }

    /// The list of a page's view controller: what it says, its view, or the largest vertical scroll view in it
    /// (``PageListChoice``). Nil when it has none yet: the header then stays where it is over that tab, and the list
    /// is linked when it is shown again.
    static func list(of controller: UIViewController) -> UIScrollView? {
        (controller as? PageContainerList)?.pageListScrollView ?? controller.view as? UIScrollView ?? largestList(in: controller.view)
    }

    private static func largestList(in root: UIView) -> UIScrollView? {
        var found: [UIScrollView] = [], queue: [UIView] = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            found += [view as? UIScrollView].compactMap { $0 }
            queue.append(contentsOf: view.subviews)
        }
        let candidates = found.map { scrollView in
            let flow = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
            return PageListChoice.Candidate(size: ScrollSize(scrollView.bounds.size), contentSize: ScrollSize(scrollView.contentSize),
                                            isTextView: scrollView is UITextView,
                                            hasHorizontalFlowLayout: flow?.scrollDirection == .horizontal, hasFlowLayout: flow != nil)
        }
        return PageListChoice.pick(candidates).map { found[$0] }
    }
}
#endif
