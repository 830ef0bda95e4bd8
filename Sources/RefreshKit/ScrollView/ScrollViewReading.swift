/// What a host reads of its scroll view for one event, as raw values before any rule is applied; the
/// ``ScrollSnapshot`` the engine sees is made from it by ``ScrollSnapshot/init(reading:)``.
///
/// UIKit's host and the simulator both fill one of these and leave the rules to it: which pan states are a drag,
/// how a nested page's finger and momentum count, the display scale's fallback, when a horizontal list runs right
/// to left, and that no bar stretches sideways. So the two share one code path from the view's properties to the
/// snapshot, and the rules are tested on Linux (`ScrollViewReadingTests`).
///
/// Host API, behind `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
public struct ScrollViewReading: Sendable, Hashable {
    /// The state of the scroll view's pan gesture recogniser (`UIGestureRecognizer.State`).
    public enum PanState: Sendable, Hashable {
        /// No gesture, or one not yet recognised (a finger that has not moved far enough).
        case possible
        /// A drag began: the finger moved far enough.
        case began
        /// The finger moved during a drag.
        case changed
        /// The finger lifted at the end of a drag (`.recognized` too).
        case ended
        /// The system cancelled the drag (a call, a gesture that took over).
        case cancelled
        /// The gesture was not recognised.
        case failed

        /// The state of `UIGestureRecognizer.State(rawValue:)`: 0 possible, 1 began, 2 changed, 3 ended (also
        /// `.recognized`), 4 cancelled, 5 failed; a value this version does not know reads as possible (no drag).
        public init(rawValue: Int) {
            switch rawValue {
            case 1: self = .began
            case 2: self = .changed
            case 3: self = .ended
            case 4: self = .cancelled
            case 5: self = .failed
            default: self = .possible
            }
        }

        /// Whether a finger drags the content: the pan began or changed. `isDragging` itself turns true only after
        /// the finger moved a little and stays true through the deceleration that follows in some iOS versions, so
        /// the pan's own state is what tells a drag.
        public var isDragging: Bool { self == .began || self == .changed }

        /// Whether this state begins a drag: UIKit sets `.began` once per gesture (and `.changed` on every move), so
        /// work done at a drag's start, such as looking at the navigation bar again, runs once per drag.
        public var beginsDrag: Bool { self == .began }

        /// Whether the pan's velocity means anything: while the finger is on the content, or in the `.ended` state
        /// right after it lifted (the release velocity, kept until the recogniser resets to `.possible`). At any
        /// other time UIKit reports the last gesture's velocity, or zero. (A nested page's host reads it so.)
        public func measuresVelocity(isTracking: Bool) -> Bool {
            isTracking || self == .ended
        }
    }

    /// `contentOffset`.
    public var contentOffset: ScrollPoint
    /// `contentSize`.
    public var contentSize: ScrollSize
    /// `bounds.size`.
    public var boundsSize: ScrollSize
    /// `contentInset`.
    public var contentInset: ScrollInsets
    /// `adjustedContentInset`.
    public var adjustedContentInset: ScrollInsets
    /// `panGestureRecognizer.state`.
    public var panState: PanState
    /// `isTracking`.
    public var isTracking: Bool
    /// `isDecelerating`.
    public var isDecelerating: Bool
    /// What moves the view through a nested page's coordinator: a finger on the page is a drag to the engine, the
    /// coordinator's momentum a deceleration.
    public var nestedMotion: NestedMotion
    /// The axis the binding works along.
    public var axis: ScrollAxis
    /// Whether a stretching navigation bar tracks the view, as last looked up (never per event).
    public var isUnderStretchingBar: Bool
    /// `window != nil`.
    public var isInWindow: Bool
    /// The frame time, or the clock's now outside a display-link tick.
    public var time: Double
    /// `traitCollection.displayScale`: 0 while the view has no trait environment yet (out of a window).
    public var traitDisplayScale: Double
    /// `window?.screen.scale`, when it has a window.
    public var screenScale: Double?
    /// `effectiveUserInterfaceLayoutDirection == .rightToLeft`.
    public var isLayoutRightToLeft: Bool
    /// Whether the content is laid out flipped in a right-to-left layout: a collection view's layout that
    /// `flipsHorizontallyInOppositeLayoutDirection` (flow and compositional layouts do); true for other scroll
    /// views, whose content follows the direction as leading and trailing constraints do.
    public var layoutFlipsRightToLeft: Bool
    /// ``ScrollSnapshot/leadingCover``.
    public var leadingCover: Double?
    /// `isScrollAnimating` (iOS 17.4): UIKit's own scroll animation runs (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible`, `scrollToRow`, a status-bar tap). Nil where it is not known: below iOS 17.4,
    /// which has no such public property (``scrollAnimationReader(isPublicAPI:respondsToGetter:make:)``).
    public var isScrollAnimating: Bool?

    /// A reading of the given values; the defaults are those of a vertical view at rest in a window, on a 1x screen.
    public init(contentOffset: ScrollPoint = .zero, contentSize: ScrollSize = .zero, boundsSize: ScrollSize = .zero,
                contentInset: ScrollInsets = .zero, adjustedContentInset: ScrollInsets? = nil,
                panState: PanState = .possible, isTracking: Bool = false, isDecelerating: Bool = false,
                nestedMotion: NestedMotion = .none, axis: ScrollAxis = .vertical, isUnderStretchingBar: Bool = false,
                isInWindow: Bool = true, time: Double = 0, traitDisplayScale: Double = 1, screenScale: Double? = nil,
                isLayoutRightToLeft: Bool = false, layoutFlipsRightToLeft: Bool = true, leadingCover: Double? = nil,
                isScrollAnimating: Bool? = nil) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset ?? contentInset
        self.panState = panState
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
        self.nestedMotion = nestedMotion
        self.axis = axis
        self.isUnderStretchingBar = isUnderStretchingBar
        self.isInWindow = isInWindow
        self.time = time
        self.traitDisplayScale = traitDisplayScale
        self.screenScale = screenScale
        self.isLayoutRightToLeft = isLayoutRightToLeft
        self.layoutFlipsRightToLeft = layoutFlipsRightToLeft
        self.leadingCover = leadingCover
        self.isScrollAnimating = isScrollAnimating
    }

    /// The screen's pixels per point: the trait collection's, else (before the view has traits, `displayScale` 0)
    /// the window's screen's, else 1.
    public var displayScale: Double {
        traitDisplayScale >= 1 ? traitDisplayScale : screenScale ?? 1
    }

    /// Whether the list runs right to left, its leading component at its right end: a horizontal list in a
    /// right-to-left layout whose content is laid out flipped. A vertical list never does (its header stays on top).
    public var runsRightToLeft: Bool {
        axis == .horizontal && isLayoutRightToLeft && layoutFlipsRightToLeft
    }
}

extension ScrollViewReading {
    /// How a host reads `isScrollAnimating`: `make` builds the reader only where the running system has the property
    /// as public API (`isPublicAPI`: iOS 17.4 and later) and the view answers its getter (`respondsToGetter`, asked
    /// only then); otherwise nil, and the reading's ``isScrollAnimating`` is nil (not known), never false.
    ///
    /// A host builds it once per scroll view. Below iOS 17.4 the getter is never called, even on a system whose
    /// scroll views answer it (it would not be public API there), so RefreshKit's offset animations do not yield to
    /// UIKit's there (GettingStarted, "Scroll animations of your own").
    public static func scrollAnimationReader<Reader>(isPublicAPI: Bool, respondsToGetter: () -> Bool,
                                                     make: () -> Reader) -> Reader? {
        guard isPublicAPI, respondsToGetter() else { return nil }
        return make()
    }
}

extension ScrollSnapshot {
    /// The snapshot the engine sees for `reading`, or for a view already freed (nil): one in no window, so nothing
    /// lays out or animates (a host holds its view weakly, and an event or a frame can outlive it).
    public init(readingIfAlive reading: ScrollViewReading?) {
        self = reading.map(ScrollSnapshot.init(reading:)) ?? ScrollSnapshot(isInWindow: false)
    }

    /// The snapshot the engine sees for `reading`.
    ///
    /// A finger on a nested page drags and tracks the list, and the page's momentum decelerates it (the coordinator
    /// moves the view, not UIKit); the bar stretches only along a vertical axis (no bar stretches sideways).
    public init(reading r: ScrollViewReading) {
        self.init(contentOffset: r.contentOffset, contentSize: r.contentSize, boundsSize: r.boundsSize,
                  contentInset: r.contentInset, adjustedContentInset: r.adjustedContentInset,
                  isDragging: r.panState.isDragging || r.nestedMotion == .finger,
                  isTracking: r.isTracking || r.nestedMotion == .finger,
                  isDecelerating: r.isDecelerating || r.nestedMotion == .momentum,
                  leadingBarStretches: r.axis == .vertical && r.isUnderStretchingBar, isInWindow: r.isInWindow,
                  time: r.time, displayScale: r.displayScale, isRightToLeft: r.runsRightToLeft,
                  leadingCover: r.leadingCover, isScrollAnimating: r.isScrollAnimating ?? false)
    }
}
