import RefreshKit

extension SimulatedScrollView: NestedScrollHost {
    public var nestedSnapshot: NestedScrollSnapshot {
        NestedScrollSnapshot(offset: contentOffset.y, top: minOffset, contentTop: minOffset + (refresh?.heldInset.top ?? 0),
                             bottom: maxOffset, isTracking: isTracking,
                             isDecelerating: isDecelerating, time: time, translation: pan?.translation)
    }

    public func setNestedOffset(_ offset: Double) {
        setContentOffset(ScrollPoint(x: contentOffset.x, y: offset))
    }

    public func stopNestedDeceleration() {
        stopDecelerating()
    }
}
