#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// The status bar scrolls only when a single on-screen scroll view has `scrollsToTop`: the current list, whose
    /// top shows the whole header. The container borrows the flag (`BorrowedSetting`): a list that leaves gets the
    /// app's own value back, and a component on it sees the container's claim.
    func updateScrollsToTop() {
        let current = currentListScrollView
        for link in pages.links {
            let list = link.list
            link.lease.claim { ScrollViewSettings.of(list).container({ $0.containerMakes(&$1, current: list === current) }, on: list) }
        }
    }

    /// Scroll views in the header, the tab bar or a page (a carousel, a grid that does not scroll) must not take the
    /// status bar's tap: the container claims their flag too, so that a page's list it finds only later (its table made
    /// after the page showed) gets the app's value back when it leaves, not this `false`. A page's list, `sparing`, is
    /// left to ``updateScrollsToTop()``.
    func hideScrollsToTop(in view: UIView?, sparing list: UIScrollView? = nil) {
        for scrollView in Self.scrollViews(in: view) where scrollView !== list {
            ScrollViewSettings.of(scrollView).claim(false, .scrollsToTop, by: .container, on: scrollView)
        }
    }

    /// The scroll views in `view`'s tree, `view` included.
    private static func scrollViews(in view: UIView?) -> [UIScrollView] {
        [view as? UIScrollView].compactMap { $0 } + (view?.subviews ?? []).flatMap { scrollViews(in: $0) }
    }
}
#endif
