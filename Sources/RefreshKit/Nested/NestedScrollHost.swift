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
    /// What moves this view through the binding now: a finger on the page (on this view or the other) or
    /// the binding's momentum. A RefreshKit host on the same view reports it to its engine as a drag or as
    /// deceleration, which to the user it is: a pull on the header refreshes the list in child mode, and a
    /// refresh's animations wait for the rest that follows, as they do on one scroll view.
    func setNestedMotion(_ motion: NestedMotion)
}

extension NestedScrollHost {
    /// Hosts without a RefreshKit binding of their own need not report it.
    public func setNestedMotion(_ motion: NestedMotion) {}
}

/// What moves a nested page's views through ``NestedScrollBinding``. Host API, behind `@_spi(RefreshKitHost)`.
@_spi(RefreshKitHost)
public enum NestedMotion: Sendable, Hashable {
    case none
    /// A finger on the page.
    case finger
    /// Momentum the binding runs.
    case momentum
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
    /// The change being reported is RefreshKit's own (a refresh engine's pin, ending, or an inset write that
    /// clamps): a programmatic move, whatever the pan or momentum does meanwhile.
    public var isProgrammatic: Bool
    /// Momentum or a bounce moves the content (`isDecelerating`).
    public var isDecelerating: Bool
    /// A monotonic clock in seconds.
    public var time: Double
    /// The finger's vertical translation while it drags (positive down), if the host can tell:
    /// `panGestureRecognizer.translation(in:)` in a view that does not scroll with the content. The binding
    /// splits its changes between the two views, so it must measure the finger, not where a view shows.
    public var translation: Double?
    /// How fast the pan moves the content while a finger drags and when it lifts, in points per millisecond,
    /// positive toward the end: `−panGestureRecognizer.velocity(in:).y / 1000`. Nil if the host cannot tell.
    public var panVelocity: Double?
    /// The viewport's height (`bounds.height`): the range of the rubber band (none if not positive).
    public var length: Double
    /// Whether the view rubber-bands past its ends (`bounces`).
    public var bounces: Bool
    /// The deceleration rate per millisecond (`decelerationRate.rawValue`); outside (0, 1), UIKit's normal 0.998.
    public var decelerationRate: Double

    /// A snapshot; `contentTop` defaults to `top`, and a value less than `top` is raised to it.
    ///
    /// Inlinable: a host builds one for every view on every event (the binding reads both views each time), and
    /// a call into this module for it cost more than the binding's own arithmetic (88 of 989 instructions per
    /// event in `Benchmarks/`). It stores what it is given and nothing else.
    @inlinable
    public init(offset: Double, top: Double, contentTop: Double? = nil, bottom: Double, isTracking: Bool,
                isDecelerating: Bool, isProgrammatic: Bool = false, time: Double, translation: Double? = nil, panVelocity: Double? = nil,
                length: Double = 0, bounces: Bool = true, decelerationRate: Double = 0.998) {
        self.offset = offset
        self.top = top
        self.contentTop = max(contentTop ?? top, top)
        self.bottom = bottom
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
        self.isProgrammatic = isProgrammatic
        self.time = time
        self.translation = translation
        self.panVelocity = panVelocity
        self.length = length
        self.bounces = bounces
        self.decelerationRate = decelerationRate
    }

}
