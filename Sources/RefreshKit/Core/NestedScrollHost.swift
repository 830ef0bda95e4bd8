/// One scroll view of a nested page, as ``NestedScrollBinding`` sees it (vertical axis).
///
/// `UIScrollView` conforms in the UIKit layer; `SimulatedScrollView` in the simulator. Host API, behind
/// `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
@MainActor
public protocol NestedScrollHost: AnyObject {
    /// The live position and interaction state.
    var nestedSnapshot: NestedScrollSnapshot { get }
    /// Writes `contentOffset.y` without animation.
    func setNestedOffset(_ offset: Double)
    /// Stops momentum and bounce where the content is.
    func stopNestedDeceleration()
}

/// What the nested binding reads of one scroll view. Host API, behind `@_spi(RefreshKitHost)`.
@_spi(RefreshKitHost)
public struct NestedScrollSnapshot: Sendable, Hashable {
    /// `contentOffset.y`.
    public var offset: Double
    /// The top offset, `−adjustedContentInset.top`: it includes the band a refreshing header holds.
    public var top: Double
    /// Where the content itself starts: ``top`` without a refreshing header's band (`RefreshBinding.heldInset`).
    /// A list inside its band has not scrolled into its content.
    public var contentTop: Double
    /// The bottom offset, `max(top, contentSize.height + adjustedContentInset.bottom − bounds.height)`.
    public var bottom: Double
    /// A finger is on the content (`isTracking`).
    public var isTracking: Bool
    /// Momentum or a bounce moves the content (`isDecelerating`).
    public var isDecelerating: Bool
    /// A monotonic clock in seconds.
    public var time: Double
    /// The pan's vertical translation while a finger drags (positive down), if the host can tell:
    /// `panGestureRecognizer.translation(in:)`. A pan clamped at an edge that does not bounce stops
    /// moving its offset, but not its translation.
    public var translation: Double?

    /// A snapshot; `contentTop` defaults to `top`, and a value less than `top` is raised to it.
    public init(offset: Double, top: Double, contentTop: Double? = nil, bottom: Double, isTracking: Bool,
                isDecelerating: Bool, time: Double, translation: Double? = nil) {
        self.offset = offset
        self.top = top
        self.contentTop = max(contentTop ?? top, top)
        self.bottom = bottom
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
        self.time = time
        self.translation = translation
    }

    var isActive: Bool { isTracking || isDecelerating }
}
