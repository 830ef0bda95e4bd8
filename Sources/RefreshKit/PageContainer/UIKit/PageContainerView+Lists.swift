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

    /// Finds the list of the page at `index` if it has none yet (a table made after the controller loaded)
    /// and links it to the page.
    func linkList(at index: Int) {
        guard var page = pages[index], page.list == nil, let list = Self.list(of: page.controller) else { return }
        page.list = list
        pages[index] = page
        applyInsetRules(to: list)
        coordinator.children.append(list)
        if index == selectedIndex, coordinator.currentChild?.isTracking != true { coordinator.currentChild = list }
    }

    /// A nested list's insets: no automatic adjustment (the page moves it under the bars, which would change
    /// it with every scroll), and the bottom safe area kept clear.
    func applyInsetRules(to list: UIScrollView) {
        if list.contentInsetAdjustmentBehavior != .never { list.contentInsetAdjustmentBehavior = .never }
        let bottom = safeAreaInsets.bottom, id = ObjectIdentifier(list)
        let given = bottomInsetsGiven[id] ?? 0
        if given != bottom {
            list.rk.contentInset.bottom += bottom - given  // the app's own bottom inset stays
            bottomInsetsGiven[id] = bottom
        }
    }

    /// The list of a page's view controller: what it says, its view, or the largest vertical scroll view in it
    /// (carousels and chip bars are horizontal: their content is wider than them and no taller). Nil when it
    /// has none yet: the tab then scrolls with the page alone, and is linked when it is shown again.
    static func list(of controller: UIViewController) -> UIScrollView? {
        if let list = controller as? PageContainerList { return list.pageListScrollView }
        if let view = controller.view as? UIScrollView { return view }
        var best: UIScrollView?
        var queue: [UIView] = [controller.view]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let scrollView = view as? UIScrollView, !(scrollView is UITextView), !scrollsHorizontally(scrollView),
               scrollView.bounds.width * scrollView.bounds.height >= (best.map { $0.bounds.width * $0.bounds.height } ?? -1) {
                best = scrollView
            }
            queue.append(contentsOf: view.subviews)
        }
        return best
    }

    private static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
        if let layout = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout {
            return layout.scrollDirection == .horizontal
        }
        return scrollView.contentSize.width > scrollView.bounds.width + 1 && scrollView.contentSize.height <= scrollView.bounds.height + 1
    }
}
#endif
