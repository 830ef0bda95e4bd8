#if canImport(UIKit)
import UIKit

/// The page of a nested layout: a scroll view whose pan recognises together with the pans of its
/// ``NestedScrollCoordinator``'s child lists, so one finger on a list moves both and the coordinator
/// decides which one stays.
///
/// UIKit makes a scroll view the delegate of its own pan and does not allow another, so this answer has
/// to come from a subclass. When the page must be a table or collection view of your own, forward
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` to
/// ``NestedScrollCoordinator/shouldRecognizeSimultaneously(_:with:)`` instead.
@MainActor
public final class NestedParentScrollView: UIScrollView, UIGestureRecognizerDelegate {
    /// The coordinator this page asks; set when one is created with this view as its parent.
    public internal(set) weak var coordinator: NestedScrollCoordinator?

    /// True only for this view's pan with the pan of one of the coordinator's vertical lists.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        coordinator?.shouldRecognizeSimultaneously(gestureRecognizer, with: otherGestureRecognizer) ?? false
    }

    /// VoiceOver's three-finger scroll anywhere in the page: this page's own header or footer at its edge
    /// first (``RefreshKitWrapper/accessibilityScroll(_:)``), then UIKit's page scroll of the page, then the
    /// current child list's header or footer at its edge.
    ///
    /// UIKit asks the focused element's view and then each view above it until one answers true
    /// (`accessibilityScroll(_:)`), so a scroll the child list and the page could not perform reaches here;
    /// a collapsed page header is brought back before the child list refreshes, as a pull does.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        // Nonisolated in the iOS 17 SDK, main-actor isolated in newer ones; VoiceOver calls it on the main thread.
        RefreshAccessibility.nestedPageScroll(
            pageEdge: { onMainThreadNow { [self] in rk.accessibilityScroll(direction) } ?? false },
            pageScroll: { super.accessibilityScroll(direction) },
            listEdge: { onMainThreadNow { [self] in coordinator?.currentChild?.rk.accessibilityScroll(direction) ?? false } ?? false })
    }

    /// Called when a subview is added: a page container adopts a refresh header an app still puts on its page.
    var onAddSubview: (@MainActor () -> Void)?

    public override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        onAddSubview?()
    }

    /// Bars and the safe area move the parent's top, and with it the sticky offset; KVO does not report
    /// `adjustedContentInset`.
    public override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        coordinator?.parentInsetsDidChange()
    }
}
#endif
