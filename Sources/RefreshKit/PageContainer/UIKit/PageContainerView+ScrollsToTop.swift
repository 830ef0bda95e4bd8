#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// The status bar scrolls only when a single on-screen scroll view has `scrollsToTop`: the current list, whose
    /// top shows the whole header. The container borrows the flag (`BorrowedSetting`): a list that leaves gets the
    /// app's own value back, and a component on it sees the container's claim.
    func updateScrollsToTop() {
        for page in pages.values {
            page.list.map { ScrollViewSettings.of($0).claim($0 === currentListScrollView, .scrollsToTop, by: .container, on: $0) }
        }
    }

    /// Scroll views in the header or the tab bar (a carousel, a grid that does not scroll) must not take the
    /// status bar's tap.
    func hideScrollsToTop(in view: UIView?) {
        (view as? UIScrollView)?.scrollsToTop = false
        view?.subviews.forEach { hideScrollsToTop(in: $0) }
    }
}
#endif
