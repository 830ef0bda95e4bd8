@_spi(RefreshKitHost) import RefreshKit

@_spi(RefreshKitHost)
extension SimulatedScrollView: NestedScrollHost {
    public var nestedSnapshot: NestedScrollSnapshot {
        // A change RefreshKit makes (a pin, an ending, an inset write that clamps) is a programmatic move.
        let own = refresh?.isApplyingEffects == true
        return NestedScrollSnapshot(offset: contentOffset.y, top: minOffset, contentTop: minOffset + (refresh?.heldInset.top ?? 0),
                                    bottom: maxOffset, isTracking: isTracking && !own, isDecelerating: isDecelerating && !own,
                                    time: time, translation: own ? nil : pan?.translation)
    }

    public func setNestedOffset(_ offset: Double) {
        setContentOffset(ScrollPoint(x: contentOffset.x, y: offset))
    }

    public func stopNestedDeceleration() {
        stopDecelerating()
    }
}
