#if canImport(UIKit)
import UIKit

extension ScrollViewHost {
    // What the engine reads of the scroll view on every event (RefreshHost): raw values, into a reading whose
    // rules (ScrollViewReading) make the snapshot, as the simulator's do.

    var refreshSnapshot: ScrollSnapshot {
        guard let scrollView else { return ScrollSnapshot(isInWindow: false) }  // freed: in no window
        return ScrollSnapshot(reading: reading(of: scrollView))
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
            // `isScrollAnimating` (iOS 17.4) is not in the iOS 17.0 SDK this package compiles against: not read yet,
            // so RefreshKit's offset animations do not yield to UIKit's on a device (InsetsSafeAreaAndLargeTitles).
            leadingCover: leadingCover)
    }
}
#endif
