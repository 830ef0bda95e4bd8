@_spi(RefreshKitHost) import RefreshKit

// What RefreshKit reads of the simulated scroll view and writes to it, as UIKit's host does of a UIScrollView.
@_spi(RefreshKitHost)
extension SimulatedScrollView: RefreshHost {
    /// What UIKit's host reads of a scroll view, read of this one: the snapshot comes from it by the same rules.
    public var reading: ScrollViewReading {
        ScrollViewReading(contentOffset: contentOffset, contentSize: contentSize, boundsSize: boundsSize,
                          contentInset: contentInset, adjustedContentInset: adjustedContentInset,
                          panState: panState.reading, isTracking: isTracking, isDecelerating: isDecelerating,
                          nestedMotion: nestedMotion, axis: .vertical,
                          // Hook: an attached large-title / hiding-search bar stretches on a pull (SimulatedNavigationBar).
                          isUnderStretchingBar: navigationBar?.stretches ?? false,
                          isInWindow: isInWindow, time: time, traitDisplayScale: scale, leadingCover: leadingCover,
                          // Read as UIKit's host reads it (ScrollAnimationReader): only where the system has it.
                          isScrollAnimating: ScrollViewReading.scrollAnimationReader(
                              isPublicAPI: systemHasScrollAnimating, respondsToGetter: { true }, make: { isScrollAnimating }))
    }

    public var refreshSnapshot: ScrollSnapshot {
        ScrollSnapshot(reading: reading)
    }

    public func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool) {
        let before = contentOffset
        setContentInset(insets)
        if preservingOffset && contentOffset != before { setContentOffset(before) }
    }

    public func setRefreshContentOffset(_ offset: ScrollPoint) {
        setContentOffset(offset)
    }

    public func stopRefreshDeceleration() {
        stopDecelerating()
        // A nested page's momentum is this view's deceleration to RefreshKit: it stops too.
        if nestedMotion == .momentum { nestedMomentumStopHandler?() }
    }

    public func prepareForRefresh() {
        alwaysBounceVertical = true
    }

    public func setRefreshFrameClockRunning(_ running: Bool) {
        frameClockRunning = running
    }

    public func layoutPendingContent() {
        layoutIfNeeded()
    }

    /// Queued for the main queue's next turn, which ``endTurn()`` runs (as each frame does first).
    public func performOnNextTurn(_ work: @escaping @MainActor @Sendable () -> Void) {
        nextTurn.append(work)
    }
}

@_spi(RefreshKitHost)
extension SimulatedScrollView.PanState {
    /// The state as a host reads it (UIKit's `UIGestureRecognizer.State`).
    public var reading: ScrollViewReading.PanState {
        switch self {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
