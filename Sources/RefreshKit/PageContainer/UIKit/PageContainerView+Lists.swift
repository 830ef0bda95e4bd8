#if canImport(UIKit)
import UIKit

// The lists: made from the data source, linked to the page, given their insets, found in a controller.
extension PageContainerView {
    /// Makes the page at `index` from the data source and adds its controller, if it is one, as a child of the owner.
    func create(_ index: Int) {
        guard let dataSource, index < count else { return }
        let made = dataSource.pageContainer(self, pageAt: index)
        if let controller = made.controller { owner?.addChild(controller) }
        let view = made.view
        pagerScrollView.addSubview(view)
        made.controller?.didMove(toParent: owner)
        pages[index] = Page(controller: made.controller, view: view, list: nil)
        view.frame = driver.layout.listFrame(at: index, count: count, isRightToLeft: isRightToLeft).cgRect
        linkList(at: index)
    }

    /// Finds the list of the page at `index` if it has none yet (a table made after the controller loaded),
    /// gives it its insets and puts it where it would come in now.
    func linkList(at index: Int) {
        guard var page = pages[index], page.list == nil, let list = Self.list(in: page.view, controller: page.controller) else { return }
        page.list = list
        // Any list's move places the header over the current one: a no-op unless that moved, and the pager's rest is
        // looked at again (a list scrolled on a page the pager came to rest on).
        page.observer = PageListObserver(list: list, onMove: { [weak self] _ in self?.placeOverlay(inListCallback: true) },
                                         onResize: { [weak self] list in self?.applyInsetRules(to: list) })
        pages[index] = page
        applyInsetRules(to: list)
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: -list.adjustedContentInset.top), animated: false)
        hideScrollsToTop(in: page.view)  // only the current list keeps it (P5): the next line gives it back
        updateScrollsToTop()  // the selected one becomes current when the pager rests (`updateOnce`)
    }

    /// A list leaves the container (a reload): it stops being observed and gets its insets back.
    func unlink(_ list: UIScrollView, observer: PageListObserver?) {
        observer?.invalidate()
        ScrollViewHost.existing(for: list)?.leadingCover = nil
        add(driver.insetsGivenBack(by: ObjectIdentifier(list)), to: list)
        ScrollViewSettings.of(list).release(.scrollsToTop, by: .container, on: list)
    }

    /// A list's insets: no automatic adjustment (the container places it under the header and the bars), the header
    /// and tabs on top, the bottom safe area and the padding a short list needs at the bottom, all as the container's
    /// share of `rk.contentInset`, so the app's own share stays.
    func applyInsetRules(to list: UIScrollView) {
        list.contentInsetAdjustmentBehavior = .never
        list.automaticallyAdjustsScrollIndicatorInsets = false  // the container sets them: UIKit would add the safe area
        list.verticalScrollIndicatorInsets.bottom = safeAreaInsets.bottom
        add(driver.insetChange(for: ObjectIdentifier(list), contentHeight: Double(list.contentSize.height),
                               appInset: ScrollInsets(list.rk.contentInset), safeBottom: Double(safeAreaInsets.bottom)), to: list)
    }

    private func add(_ change: ScrollInsets, to list: UIScrollView) {
        PageContainerDriver.write(change) { change in
            list.rk.contentInset.top += CGFloat(change.top)
            list.rk.contentInset.bottom += CGFloat(change.bottom)
        }
    }

    /// The list of a page: what its controller or its view says (``PageContainerList``), its view, or the largest
    /// vertical scroll view in it once laid out (``PageListChoice``). Nil when it has none yet: the header then stays
    /// where it is over that tab, and the list is linked at a later layout pass or when it is shown again.
    static func list(in view: UIView, controller: UIViewController?) -> UIScrollView? {
        (controller as? PageContainerList)?.pageListScrollView ?? (view as? PageContainerList)?.pageListScrollView
            ?? view as? UIScrollView ?? largestList(in: view)
    }

    private static func largestList(in root: UIView) -> UIScrollView? {
        root.layoutIfNeeded()  // sizes decide, and Auto Layout gives them only in a layout pass (P3)
        var found: [UIScrollView] = [], queue: [UIView] = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            found += [view as? UIScrollView].compactMap { $0 }
            queue.append(contentsOf: view.subviews)
        }
        let candidates = found.map { scrollView in
            let layout = (scrollView as? UICollectionView)?.collectionViewLayout
            let flow = layout as? UICollectionViewFlowLayout, compositional = layout as? UICollectionViewCompositionalLayout
            // Both layouts say their direction (a chip bar's compositional layout too, P3); the content size then does not count.
            return PageListChoice.Candidate(size: ScrollSize(scrollView.bounds.size), contentSize: ScrollSize(scrollView.contentSize),
                                            isTextView: scrollView is UITextView,
                                            hasHorizontalFlowLayout: flow?.scrollDirection == .horizontal
                                                || compositional?.configuration.scrollDirection == .horizontal,
                                            hasFlowLayout: flow != nil || compositional != nil)
        }
        return PageListChoice.pick(candidates).map { found[$0] }
    }
}
#endif
