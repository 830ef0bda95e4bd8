#if canImport(UIKit)
import UIKit

/// The header and the tab bar of a ``PageContainerView``, drawn over the lists and moved up as the current list
/// scrolls (``NestedHeaderRule``).
///
/// A finger on it scrolls the current list as the content of one scroll view would (``PageHeaderTouch``): the
/// container hosts that list's pan, and the overlay delays its touches as a scroll view delays its content's
/// (``PageHeaderTouchDelay``), so a drag that starts on a control, a text view, a view with a recognizer or a hosted
/// SwiftUI header scrolls the page, a tap at rest reaches the view, and a touch during a fling stops it and fires
/// nothing. The list's own pan, deceleration and bounce then move everything: UIKit sees its momentum
/// (`isDecelerating`), and it runs at the display's rate.
@MainActor
final class PageHeaderOverlay: UIView {
    /// The list a touch on the header scrolls.
    var currentList: (@MainActor () -> UIScrollView?)? {
        didSet { touchDelay.currentList = currentList }
    }
    /// The header's `delaysContentTouches`.
    let touchDelay = PageHeaderTouchDelayRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(touchDelay)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

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
