#if canImport(UIKit)
import UIKit

/// The header and the tab bar of a ``PageContainerView``, drawn over the lists and moved up as the current list
/// scrolls (``NestedHeaderRule``).
///
/// A finger on it scrolls the current list (research `nested-single-driver.md` §1, C1): the hit test hands every
/// touch to that list, except one on a control, a scroll view (a carousel) or a view with a gesture recognizer of its
/// own (an avatar's tap), which keeps it and so never scrolls the page. The list's own pan, deceleration and bounce
/// then move everything, as on one scroll view: UIKit sees its momentum (`isDecelerating`), a tap stops it, and it
/// runs at the display's rate.
@MainActor
final class PageHeaderOverlay: UIView {
    /// The list a touch on the header scrolls.
    var currentList: (@MainActor () -> UIScrollView?)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        PageHeaderTouch.receiver(hit: super.hitTest(point, with: event), keepsTouch: keepsTouches, currentList: { currentList?() })
    }

    /// Whether `view`, or a view between it and the overlay, handles touches itself (``PageHeaderTouch``).
    private func keepsTouches(_ view: UIView) -> Bool {
        PageHeaderTouch.keepsTouch(sequence(first: view, next: \.superview).prefix { $0 !== self }.map { view in
            PageHeaderTouch.View(isControl: view is UIControl, isScrollView: view is UIScrollView,
                                 hasGestureRecognizers: !(view.gestureRecognizers ?? []).isEmpty)
        })
    }

    /// VoiceOver's three-finger scroll on the header: the current list's header or footer at its edge, then UIKit's
    /// page scroll of the list (which brings the header back or collapses it, as a swipe does).
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        // Nonisolated in the iOS 17 SDK, main-actor isolated in newer ones; VoiceOver calls it on the main thread.
        onMainThreadNow { [self] in
            guard let list = currentList?() else { return false }
            return list.rk.accessibilityScroll(direction) || list.accessibilityScroll(direction)
        } ?? false
    }
}
#endif
