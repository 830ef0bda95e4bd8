/// The sizes and thresholds of a header or footer, in points.
///
/// Invalid values fall back to documented defaults rather than trap: a NaN, infinite or negative `height` becomes
/// its role's default height (54 for a header, 44 for a footer), a `triggerDistance` or `pinnedHeight` that is not a
/// finite number above 0 becomes `height` (a header always holds room while it refreshes), a NaN or infinite `triggerPercent` becomes 1 and a NaN or infinite `preloadDistance` or
/// `positionOffset` becomes 0. Negative percents, preload distances and offsets are kept: they mean something (see
/// each property).
public struct RefreshMetrics: Sendable, Hashable {
    /// The component's height (its width on the horizontal axis).
    public var height: Double
    /// How far it must be pulled to become ready; `nil` means `height`.
    public var triggerDistance: Double?
    /// How much inset it holds while refreshing; `nil` means `height` (header and back footer).
    public var pinnedHeight: Double?
    /// Auto footer: the fraction of the footer that must be shown before it loads; 1 is fully shown,
    /// 0 is as soon as the end of the content shows, negative values load earlier.
    public var triggerPercent: Double
    /// Auto footer: how many points before the trigger line it starts loading; a negative value waits until the
    /// content is pulled that far past the line (a load only a drag past the end starts).
    public var preloadDistance: Double
    /// Footers: whether the footer hides, and cannot trigger, while the content is empty.
    public var hidesWhenContentIsEmpty: Bool
    /// How far from the content the component sits: above the content's top edge for a header, below
    /// its end for a footer. For a view of the app's own that lives in the inset there, such as a banner
    /// in the top inset (MJRefresh's `ignoredScrollViewContentInsetTop`). Thresholds do not change; a negative value
    /// moves the component onto the content.
    public var positionOffset: Double
    /// Auto footer: whether it loads without a drag while the content does not fill the visible area (a first
    /// page shorter than the screen), once per change of the content's or the view's length, until it fills
    /// it, a load adds nothing, or there is no more data. Off by default, as in UIKit's other libraries: then a
    /// short list loads its next page when the user drags up.
    public var loadsUntilFilled: Bool
    /// Auto footer: whether it loads by itself as the end nears. Default true; false loads only when the user lets go
    /// with the footer shown (at ``triggerPercent``) or taps it, MJRefresh's `automaticallyRefresh = NO`.
    public var loadsAutomatically: Bool
    /// Auto footer: how many loads one drag may start, MJRefresh's `autoTriggerTimes`; `nil` is any number (MJRefresh's
    /// -1). Default 1: a drag that keeps going after a load ends does not load again. Values below 1 count as 1.
    public var maximumLoadsPerDrag: Int?
    /// Footers: whether the content counts as empty when the app says it has no rows (`RefreshFooter`'s
    /// `isEmpty`), besides a content size of 0. Set by the UIKit layer; default false.
    public var reportsNoRows: Bool
    /// What a host of the component adds to the app's values (``HostAdjustment``): the page container's, for the page's
    /// refresh header. Not the app's: the app's values above stay as the app (or a SwiftUI style) set them.
    var host = HostAdjustment()

    /// Metrics of the given `height`; the other values default to the behaviour described on each property.
    public init(
        height: Double, triggerDistance: Double? = nil, pinnedHeight: Double? = nil,
        triggerPercent: Double = 1, preloadDistance: Double = 0, hidesWhenContentIsEmpty: Bool = true,
        positionOffset: Double = 0, loadsUntilFilled: Bool = false, loadsAutomatically: Bool = true,
        maximumLoadsPerDrag: Int? = 1, reportsNoRows: Bool = false
    ) {
        self.height = height
        self.triggerDistance = triggerDistance
        self.pinnedHeight = pinnedHeight
        self.triggerPercent = triggerPercent
        self.preloadDistance = preloadDistance
        self.hidesWhenContentIsEmpty = hidesWhenContentIsEmpty
        self.positionOffset = positionOffset
        self.loadsUntilFilled = loadsUntilFilled
        self.loadsAutomatically = loadsAutomatically
        self.maximumLoadsPerDrag = maximumLoadsPerDrag
        self.reportsNoRows = reportsNoRows
    }

    /// The default header: 54 pt, like MJRefresh and UIRefreshControl's resting height.
    public static let header = RefreshMetrics(height: 54)
    /// The default footer: 44 pt.
    public static let footer = RefreshMetrics(height: 44)

    var resolvedHeight: Double { height.isFinite && height >= 0 ? height : 54 }
    var resolvedTrigger: Double { (Self.positive(triggerDistance) ?? resolvedHeight) + host.resolvedCover }
    var resolvedPinned: Double { (Self.positive(pinnedHeight) ?? resolvedHeight) + host.resolvedCover }
    var resolvedPercent: Double { triggerPercent.isFinite ? triggerPercent : 1 }
    var resolvedPreload: Double { preloadDistance.isFinite ? preloadDistance : 0 }
    var resolvedPositionOffset: Double { (positionOffset.isFinite ? positionOffset : 0) + host.resolvedPositionOffset }
    /// ``maximumLoadsPerDrag`` with values below 1 as 1; `nil` for any number.
    var resolvedLoadsPerDrag: Int? { maximumLoadsPerDrag.map { max($0, 1) } }

    /// These metrics with an invalid height replaced by `height`, the default of the component's role.
    func resolving(defaultHeight height: Double) -> RefreshMetrics {
        guard !(self.height.isFinite && self.height >= 0) else { return self }
        var copy = self
        copy.height = height
        return copy
    }

    private static func positive(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }
}
