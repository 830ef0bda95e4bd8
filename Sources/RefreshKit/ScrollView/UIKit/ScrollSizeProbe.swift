#if canImport(UIKit)
import UIKit

/// A hidden subview that tells its host when the area of the scroll view its content shows in changed: the
/// scroll view's size, its safe area (bars, a large title, rotation, a sheet's detent) or the keyboard.
///
/// UIKit has no KVO for `adjustedContentInset` (it is computed: content inset plus system inset), and a change of
/// the system inset that leaves the offset alone (the keyboard hiding, a toolbar appearing under a short list) tells
/// only the scroll view's subclass and delegate (`adjustedContentInsetDidChange`,
/// `scrollViewDidChangeAdjustedContentInset(_:)`), which RefreshKit neither is nor takes. It does ask for a layout
/// pass (`setNeedsLayout`, decompiled iOS 26.1 UIKitCore, `UIScrollView.m`), and top and bottom safe area are not
/// passed on to subviews (`safeAreaInsetsDidChange` of the header never fires for bars). So the probe is pinned by
/// Auto Layout to the scroll view's safe-area layout guide, and at the bottom to its keyboard layout guide (iOS 15;
/// before, to the safe area): the scroll view's layout pass, in the same run-loop turn, resizes it whenever any of
/// them moves, and a new size is passed on (`setFrame` on the scroll view, which fires no `bounds` KVO, resizes it
/// too). It draws nothing, takes no touches and is invisible to accessibility.
@MainActor
final class ScrollSizeProbe: UIView {
    private let onResize: @MainActor () -> Void

    /// A probe added to `scrollView` and pinned to its layout guides.
    init(in scrollView: UIScrollView, onResize: @escaping @MainActor () -> Void) {
        self.onResize = onResize
        super.init(frame: .zero)
        isHidden = true
        makeInert()
        translatesAutoresizingMaskIntoConstraints = false
        // On top, not at index 0: apps zoom `scrollView.subviews.first` (`viewForZooming(in:)`).
        scrollView.addSubview(self)
        let safeArea = scrollView.safeAreaLayoutGuide
        // The keyboard may rise above the safe area's top (landscape): the probe then keeps no height, which is news
        // enough, instead of a negative one Auto Layout cannot satisfy.
        let bottom = bottomAnchor.constraint(equalTo: Self.bottomEdge(of: scrollView))
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            topAnchor.constraint(equalTo: safeArea.topAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            bottom,
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ScrollSizeProbe is created in code")
    }

    /// Where the content's visible area ends: the keyboard's top (its layout guide follows the safe area's bottom
    /// while no keyboard shows), or the safe area's bottom before iOS 15.
    private static func bottomEdge(of scrollView: UIScrollView) -> NSLayoutYAxisAnchor {
        if #available(iOS 15.0, *) { return scrollView.keyboardLayoutGuide.topAnchor }
        return scrollView.safeAreaLayoutGuide.bottomAnchor
    }

    // Auto Layout sets `bounds` and `center`; direct writes may set `frame`. Every write is passed on: the host
    // decides whether the area is news (`ScrollViewHostLife.sizesDidChange`), as it does for `bounds` KVO, so a
    // write of the same size costs a comparison there and nothing more.
    override var frame: CGRect {
        didSet { onResize() }
    }

    override var bounds: CGRect {
        didSet { onResize() }
    }
}
#endif
