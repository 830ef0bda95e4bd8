@_spi(RefreshKitHost) import RefreshKit

@_spi(RefreshKitHost)
extension SimulatedScrollView: NestedScrollHost {
    public var nestedSnapshot: NestedScrollSnapshot {
        // A change RefreshKit makes (a pin, an ending, an inset write that clamps) is a programmatic move.
        let own = refresh?.isApplyingEffects == true
        return NestedScrollSnapshot(offset: contentOffset.y, top: minOffset, contentTop: minOffset + (refresh?.heldInset.top ?? 0),
                                    bottom: maxOffset, isTracking: isTracking, isDecelerating: isDecelerating, isProgrammatic: own,
                                    time: time, translation: pan?.translation, panVelocity: releaseVelocity ?? pan?.velocity,
                                    length: pixel(boundsSize.height), bounces: bounces && canScrollVertically,
                                    decelerationRate: decelerationRate)
    }

    public func setNestedOffset(_ offset: Double) {
        setContentOffset(ScrollPoint(x: contentOffset.x, y: offset))
    }

    public func stopNestedDeceleration() {
        stopDecelerating()
    }

    public func setNestedMotion(_ motion: NestedMotion) {
        guard motion != nestedMotion else { return }
        nestedMotion = motion
        if let refresh, let host = refresh.host { refresh.hostDidChange(host) }  // the engine sees it change
    }
}
