#if canImport(UIKit)
import UIKit

/// A hidden subview that tells its host when the scroll view's size changed.
///
/// `setFrame` on a scroll view (and autoresizing, which calls it) fires no `bounds` KVO, yet it resizes
/// flexible subviews. This one spans the scroll view and is resized with it, so a new width reaches
/// the header and footer, and a begin waiting for a size starts, without waiting for a scroll event.
/// It draws nothing, takes no touches and is invisible to accessibility.
@MainActor
final class ScrollSizeProbe: UIView {
    private let onResize: @MainActor () -> Void

    init(size: CGSize, onResize: @escaping @MainActor () -> Void) {
        self.onResize = onResize
        super.init(frame: CGRect(origin: .zero, size: size))
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ScrollSizeProbe is created in code")
    }

    // Autoresizing sets `frame`; Auto Layout and direct writes may set `bounds`. Every write is passed on: the host
    // decides whether the scroll view's size is news (`ScrollViewHostLife.boundsDidChange(size:)`), as it does for
    // `bounds` KVO, so a write of the same size costs a comparison there and nothing more.
    override var frame: CGRect {
        didSet { onResize() }
    }

    override var bounds: CGRect {
        didSet { onResize() }
    }
}
#endif
