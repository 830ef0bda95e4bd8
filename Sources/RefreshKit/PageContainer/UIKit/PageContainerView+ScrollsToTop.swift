#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// The status bar scrolls only when a single on-screen scroll view has `scrollsToTop`: the page, or the
    /// current list while the tabs stick if ``statusBarTap`` says so. The lists' flags are the coordinator's.
    func updateScrollsToTop() {
        let toList = statusBarTap == .currentListWhileStuck && state.stuck == true
        pageScrollView.scrollsToTop = !toList
        for (_, page) in pages {
            guard let list = page.list else { continue }
            let scrolls = toList && list === coordinator.currentChild
            if list.scrollsToTop != scrolls { list.scrollsToTop = scrolls }
        }
    }

    /// Scroll views in the header or the tab bar (a carousel, a grid that does not scroll) must not take the
    /// status bar's tap.
    func hideScrollsToTop(in view: UIView?) {
        guard let view else { return }
        if let scrollView = view as? UIScrollView { scrollView.scrollsToTop = false }
        view.subviews.forEach { hideScrollsToTop(in: $0) }
    }
}
#endif
