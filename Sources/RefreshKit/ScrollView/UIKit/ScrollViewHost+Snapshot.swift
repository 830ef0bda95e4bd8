#if canImport(UIKit)
import UIKit

extension ScrollViewHost {
    // What the engine reads of the scroll view on every event (RefreshHost): raw values, into a reading whose
    // rules (ScrollViewReading) make the snapshot, as the simulator's do.

    var refreshSnapshot: ScrollSnapshot {
        ScrollSnapshot(readingIfAlive: scrollView.map(reading(of:)))
    }

    /// The raw values of `scrollView` for one event.
    func reading(of scrollView: UIScrollView) -> ScrollViewReading {
        ScrollViewReading(
            contentOffset: ScrollPoint(scrollView.contentOffset), contentSize: ScrollSize(scrollView.contentSize),
            boundsSize: ScrollSize(scrollView.bounds.size), contentInset: ScrollInsets(scrollView.contentInset),
            adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset),
            panState: ScrollViewReading.PanState(rawValue: scrollView.panGestureRecognizer.state.rawValue),
            isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating, nestedMotion: nestedMotion,
            axis: axis, isUnderStretchingBar: isUnderStretchingBar, isInWindow: scrollView.window != nil,
            time: frameTime ?? CACurrentMediaTime(), traitDisplayScale: Double(scrollView.traitCollection.displayScale),
            screenScale: scrollView.window.map { Double($0.screen.scale) },
            isLayoutRightToLeft: scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            // Flow and compositional layouts flip; content laid out with leading and trailing constraints follows
            // the direction, so any other scroll view counts as flipped.
            layoutFlipsRightToLeft: (scrollView as? UICollectionView)?.collectionViewLayout
                .flipsHorizontallyInOppositeLayoutDirection ?? true,
            leadingCover: leadingCover,
            // iOS 17.4 and later; not known before (RefreshKit's offset animations then do not yield to UIKit's).
            isScrollAnimating: scrollAnimation?.isScrollAnimating(scrollView))
    }
}
#endif
