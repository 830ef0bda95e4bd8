/// What the engine reads of a scroll view at one moment.
///
/// A host builds one from the live scroll view for every event; the engine never caches geometry
/// across events, which is what keeps thresholds right while bars, keyboards and large titles move.
///
/// Host API, behind `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
public struct ScrollSnapshot: Sendable, Hashable {
    /// `contentOffset`.
    public var contentOffset: ScrollPoint
    /// `contentSize`.
    public var contentSize: ScrollSize
    /// `bounds.size`.
    public var boundsSize: ScrollSize
    /// `contentInset`: the app's inset plus RefreshKit's own delta.
    public var contentInset: ScrollInsets
    /// `adjustedContentInset`: `contentInset` plus what the system adds (safe area, bars).
    public var adjustedContentInset: ScrollInsets
    /// Whether a finger is dragging the content (the pan gesture is began or changed).
    public var isDragging: Bool
    /// Whether a finger is on the content, dragging or not (`isTracking`): a touch stops RefreshKit's
    /// own animations, as it stops UIKit's.
    public var isTracking: Bool
    /// Whether momentum or a bounce is moving the content (`isDecelerating`).
    public var isDecelerating: Bool
    /// Whether UIKit's own scroll animation moves the content (`isScrollAnimating`, iOS 17.4; false where it is not
    /// known, before iOS 17.4): RefreshKit's offset animations yield to it.
    public var isScrollAnimating: Bool
    /// Whether a navigation bar that stretches when the content is pulled past the top tracks this
    /// scroll view: a large title, or a search bar that hides when scrolling. Its bottom edge then
    /// follows the content down, over anything placed just above it.
    public var leadingBarStretches: Bool
    /// Whether the scroll view is in a window; a programmatic refresh waits for it.
    public var isInWindow: Bool
    /// A monotonic clock in seconds (`CACurrentMediaTime()` on iOS); drives the engine's animations.
    public var time: Double
    /// Pixels per point of the screen (`traitCollection.displayScale`): UIKit rounds offsets to whole pixels,
    /// and the engine allows for that by half a pixel. Anything but a finite value of at least 1 reads as 1.
    public var displayScale: Double
    /// Whether a horizontal list runs from right to left (its leading end is its right end): the layout
    /// direction is right to left and the content is laid out flipped, as collection view layouts that
    /// `flipsHorizontallyInOppositeLayoutDirection` and Auto Layout's leading and trailing do. A horizontal
    /// binding then puts its leading component at the right and its trailing one at the left.
    public var isRightToLeft: Bool
    /// How far from the leading edge a view over the scroll view covers it, when that is not the base inset: a
    /// nested page's header overlay, which covers less as it scrolls away while the list keeps its inset. A
    /// refreshing header's band is held and shown by what is visible below this edge. Nil (every plain scroll
    /// view): the base inset covers the leading edge, as it does for a navigation bar.
    public var leadingCover: Double? {
        get { cover == .infinity ? nil : cover }
        set { cover = newValue ?? .infinity }
    }
    /// ``leadingCover``, stored as a plain value (infinity for none): the snapshot is copied on every event.
    private(set) var cover = Double.infinity

    /// Takes `other`'s ``leadingCover``, as the plain value it is stored as.
    mutating func takeCover(of other: ScrollSnapshot) { cover = other.cover }

    /// A snapshot with the given values; `adjustedContentInset` defaults to `contentInset` (no system
    /// inset), and `isTracking` is true whenever `isDragging` is.
    public init(
        contentOffset: ScrollPoint = .zero, contentSize: ScrollSize = .zero, boundsSize: ScrollSize = .zero,
        contentInset: ScrollInsets = .zero, adjustedContentInset: ScrollInsets? = nil,
        isDragging: Bool = false, isTracking: Bool = false, isDecelerating: Bool = false, leadingBarStretches: Bool = false, isInWindow: Bool = true,
        time: Double = 0, displayScale: Double = 1, isRightToLeft: Bool = false, leadingCover: Double? = nil,
        isScrollAnimating: Bool = false
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset ?? contentInset
        self.isDragging = isDragging
        self.isTracking = isTracking || isDragging
        self.isDecelerating = isDecelerating
        self.leadingBarStretches = leadingBarStretches
        self.isInWindow = isInWindow
        self.time = time
        self.displayScale = displayScale
        self.isRightToLeft = isRightToLeft
        cover = leadingCover ?? .infinity
        self.isScrollAnimating = isScrollAnimating
    }

    /// The snapshot with negative sizes raised to zero, or nil when any value is NaN or infinite.
    ///
    /// A nil result means the engine skips geometry for that event: no state moves, no inset is written.
    var sanitized: ScrollSnapshot? {
        guard isReadable else { return nil }
        return hasNegativeSize ? clampingSizes : self
    }

    /// Whether every value is finite: the engine reads the geometry of such a snapshot (this runs on every event).
    var isReadable: Bool {
        contentOffset.x.isFinite && contentOffset.y.isFinite && contentSize.width.isFinite && contentSize.height.isFinite
            && boundsSize.width.isFinite && boundsSize.height.isFinite && time.isFinite
            && contentInset.isFinite && adjustedContentInset.isFinite && !cover.isNaN && cover != -.infinity
    }

    /// Whether a size is negative (the engine reads it as zero).
    var hasNegativeSize: Bool {
        contentSize.width < 0 || contentSize.height < 0 || boundsSize.width < 0 || boundsSize.height < 0
    }

    /// The snapshot with negative sizes raised to zero.
    var clampingSizes: ScrollSnapshot {
        var copy = self
        copy.contentSize = ScrollSize(width: max(0, contentSize.width), height: max(0, contentSize.height))
        copy.boundsSize = ScrollSize(width: max(0, boundsSize.width), height: max(0, boundsSize.height))
        return copy
    }
}

extension ScrollSnapshot {
    /// Whether this snapshot equals `other` but for the offset along `axis`, and the time, the insets or the cover
    /// (``leadingCover``) unless compared; field by field, so that neither snapshot is copied (this runs on every event).
    @inline(__always)
    func matches(_ other: ScrollSnapshot, exceptOffsetAlong axis: ScrollAxis, comparingTime: Bool,
                 comparingInsets: Bool, comparingCover: Bool = true) -> Bool {
        let across = axis == .vertical
            ? contentOffset.x == other.contentOffset.x : contentOffset.y == other.contentOffset.y
        // The cover first: it moves on every event of a page container's list while its header collapses.
        return (!comparingCover || cover == other.cover) && across && contentSize == other.contentSize && boundsSize == other.boundsSize
            && (!comparingInsets || (contentInset == other.contentInset && adjustedContentInset == other.adjustedContentInset))
            && isDragging == other.isDragging && isTracking == other.isTracking && isDecelerating == other.isDecelerating
            && leadingBarStretches == other.leadingBarStretches && isInWindow == other.isInWindow
            && displayScale == other.displayScale && isRightToLeft == other.isRightToLeft
            && (!comparingTime || time == other.time)
    }
}
