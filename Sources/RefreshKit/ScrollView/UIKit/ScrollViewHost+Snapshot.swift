#if canImport(UIKit)
import UIKit

extension ScrollViewHost {
    // What the engine reads of the scroll view on every event (RefreshHost).

    /// The screen's pixels per point: the trait collection's, else the window's screen's, else 1.
    private func displayScale(of scrollView: UIScrollView) -> Double {
        let scale = scrollView.traitCollection.displayScale
        if scale >= 1 { return Double(scale) }
        return Double(scrollView.window?.screen.scale ?? 1)
    }

    var refreshSnapshot: ScrollSnapshot {
        guard let scrollView else { return ScrollSnapshot() }
        let pan = scrollView.panGestureRecognizer.state
        return ScrollSnapshot(
            contentOffset: ScrollPoint(scrollView.contentOffset), contentSize: ScrollSize(scrollView.contentSize),
            boundsSize: ScrollSize(scrollView.bounds.size), contentInset: ScrollInsets(scrollView.contentInset),
            adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset),
            isDragging: pan == .began || pan == .changed || nestedMotion == .finger,
            isTracking: scrollView.isTracking || nestedMotion == .finger,
            isDecelerating: scrollView.isDecelerating || nestedMotion == .momentum,
            leadingBarStretches: axis == .vertical && isUnderStretchingBar, isInWindow: scrollView.window != nil,
            time: frameTime ?? CACurrentMediaTime(), displayScale: displayScale(of: scrollView),
            isRightToLeft: axis == .horizontal && runsRightToLeft(scrollView), leadingCover: leadingCover)
    }

    /// Whether a horizontal list runs right to left, so its leading component belongs at its right end: the
    /// layout direction is right to left (`effectiveUserInterfaceLayoutDirection`), and a collection view's
    /// layout flips in it (`flipsHorizontallyInOppositeLayoutDirection`: flow and compositional layouts do).
    /// Other scroll views follow the direction, as content laid out with leading and trailing constraints does.
    private func runsRightToLeft(_ scrollView: UIScrollView) -> Bool {
        guard scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return false }
        guard let collectionView = scrollView as? UICollectionView else { return true }
        return collectionView.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
    }
}
#endif
