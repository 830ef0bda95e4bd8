#if canImport(UIKit)
import UIKit

/// The container's pager: a paging scroll view whose pan asks the container before it begins (``PagerPanRule``, and
/// the app's ``PageContainerView/shouldBeginPaging``), so that a back swipe or a cell's swipe actions can have it.
@MainActor
final class PagerScrollView: UIScrollView {
    var mayBeginPan: (@MainActor (UIPanGestureRecognizer) -> Bool)?

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
            && (gestureRecognizer !== panGestureRecognizer || mayBeginPan?(panGestureRecognizer) ?? true)
    }
}
#endif
