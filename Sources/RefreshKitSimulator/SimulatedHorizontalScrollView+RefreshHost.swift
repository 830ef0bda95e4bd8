@_spi(RefreshKitHost) import RefreshKit

// What RefreshKit reads of the carousel and writes to it, through its vertical physics transposed.
@_spi(RefreshKitHost)
extension SimulatedHorizontalScrollView: RefreshHost {
    /// What UIKit's host reads of a horizontal scroll view, read of this one; its content is laid out flipped in a
    /// right-to-left layout, as a flow layout's is.
    public var reading: ScrollViewReading {
        ScrollViewReading(contentOffset: contentOffset, contentSize: contentSize, boundsSize: boundsSize,
                          contentInset: contentInset, adjustedContentInset: adjustedContentInset,
                          panState: panState.reading, isTracking: isTracking, isDecelerating: isDecelerating,
                          axis: .horizontal, isInWindow: isInWindow, time: time, traitDisplayScale: physics.scale,
                          isLayoutRightToLeft: isRightToLeft, isScrollAnimating: ScrollViewReading.scrollAnimationReader(
                              isPublicAPI: systemHasScrollAnimating, respondsToGetter: { true }, make: { isScrollAnimating }))
    }

    public var refreshSnapshot: ScrollSnapshot {
        ScrollSnapshot(reading: reading)
    }

    public func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool) {
        physics.setRefreshContentInset(insets.transposed, preservingOffset: preservingOffset)
    }

    public func setRefreshContentOffset(_ offset: ScrollPoint) {
        setContentOffset(offset)
    }

    public func stopRefreshDeceleration() {
        stopDecelerating()
    }

    public func prepareForRefresh() {
        alwaysBounceHorizontal = true
    }

    public func setRefreshFrameClockRunning(_ running: Bool) {
        physics.frameClockRunning = running
    }

    public func layoutPendingContent() {
        physics.layoutIfNeeded()
    }

    public func performOnNextTurn(_ work: @escaping @MainActor @Sendable () -> Void) {
        physics.performOnNextTurn(work)
    }
}
