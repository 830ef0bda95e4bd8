@_spi(RefreshKitHost) import RefreshKit

/// The smallest faithful host: it applies RefreshKit's writes and reports each one back synchronously, as
/// UIKit's KVO does from inside the setter, so a write costs what it costs on a device (its echo included).
@MainActor
final class EchoHost: RefreshHost {
    var snapshot: ScrollSnapshot
    /// Held strongly, as UIKit's `ScrollViewHost` holds its binding (the binding holds its host weakly): a weak
    /// reference would give the binding a side table and make every retain and release of it slow.
    var binding: RefreshBinding?
    var clockRunning = false

    init(content: Double, components: Int = 2) {
        snapshot = ScrollSnapshot(contentSize: ScrollSize(width: 390, height: content),
                                  boundsSize: ScrollSize(width: 390, height: 812))
    }

    var refreshSnapshot: ScrollSnapshot { snapshot }

    func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool) {
        snapshot.contentInset = insets
        snapshot.adjustedContentInset = insets
        binding?.hostDidChange(self)
    }

    func setRefreshContentOffset(_ offset: ScrollPoint) {
        snapshot.contentOffset = offset
        binding?.hostDidChange(self)
    }

    func stopRefreshDeceleration() {
        snapshot.isDecelerating = false
    }

    func prepareForRefresh() {}

    func setRefreshFrameClockRunning(_ running: Bool) {
        clockRunning = running
    }

    /// The app (or UIKit's pan) moves the content: one KVO notification.
    func scroll(to y: Double) {
        snapshot.contentOffset.y = y
        binding?.hostDidChange(self)
    }

    /// One display frame: time advances and, while RefreshKit's clock runs, it ticks.
    func frame(_ dt: Double = 1.0 / 120) {
        snapshot.time += dt
        if clockRunning { binding?.frameDidTick(self) }
    }
}

/// A nested page's view for the nested binding's benchmark.
@MainActor
final class NestedEchoHost: NestedScrollHost {
    var offset = 0.0
    var top = 0.0
    var bottom: Double
    var isTracking = false
    var time = 0.0
    /// The finger's translation, as both pans of one finger report it.
    var translation = 0.0

    init(bottom: Double) {
        self.bottom = bottom
    }

    var nestedSnapshot: NestedScrollSnapshot {
        NestedScrollSnapshot(offset: offset, top: top, bottom: bottom, isTracking: isTracking, isDecelerating: false, time: time,
                             translation: isTracking ? translation : nil, panVelocity: 0, length: 800)
    }

    func setNestedOffset(_ offset: Double) {
        self.offset = offset
    }

    func stopNestedDeceleration() {}
}
