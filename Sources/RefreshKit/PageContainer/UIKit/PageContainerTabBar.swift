#if canImport(UIKit)
import UIKit

/// A tab bar for ``PageContainerView``: any view that shows the selection and reports taps.
///
/// ``PageTabBarView`` is a minimal one with titles and an underline.
@MainActor
public protocol PageContainerTabBar: UIView {
    /// Set by the container: call it with a tab's index when the user taps that tab.
    var onSelect: (@MainActor (Int) -> Void)? { get set }
    /// The pager's position in tabs, as it moves: 1.5 is half way from the second tab to the third.
    func pageContainerDidMove(to position: CGFloat)
    /// The selected tab changed (a swipe past half way, a tap, a reload).
    func pageContainerDidSelect(_ index: Int, animated: Bool)
}
#endif
