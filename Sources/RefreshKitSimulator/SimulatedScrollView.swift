import Foundation
@_spi(RefreshKitHost) import RefreshKit

/// A model of a vertical `UIScrollView` that the real engine drives on any platform.
///
/// Behaviour and constants follow UIKit's: per-frame drag offsets from the drag start with rubber-banding,
/// the release velocity blend and momentum threshold, exponential deceleration, the critically damped
/// bounce, the valid range from the live adjusted inset, the `contentInsetAdjustmentBehavior` rules,
/// clamping (never translating) on inset changes, `didScroll` before KVO with re-entrant setters, animated
/// offsets, and safe-area changes. Time advances in fixed frames, so a session replays identically.
///
/// Documented by Apple: [`adjustedContentInset`](https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset)
/// ("the insets derived from the content insets and the safe area"), the cases of
/// [`UIScrollView.ContentInsetAdjustmentBehavior`](https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum),
/// the release velocity of [`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`](https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:))
/// in points per millisecond, and [`UIScrollView.DecelerationRate`](https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct)'s
/// `.normal` and `.fast` (by name only). Everything else, the constants included, is observed in UIKit's
/// implementation (decompiled iOS 26.1 UIKitCore, `UIScrollView.m`; private and version-specific), except
/// where a member's comment says it is inferred. The same three mechanics (deceleration, the bounce's spring,
/// the rubber band) are worked out in public in Ilya Lobanov's
/// ["How UIScrollView works"](https://medium.com/@esskeetit/how-uiscrollview-works-e418adc47060), and the
/// GitHub repository super-ultra/ScrollMechanics implements them with the rubber band `(1 − 1/(x·c/d + 1))·d`,
/// c = 0.55, deceleration by `decelerationRate` per millisecond and a critically damped spring (damping
/// ratio 1).
@MainActor
public final class SimulatedScrollView {
    // MARK: Configuration

    /// Pixels per point; offsets are rounded to whole pixels.
    public var scale = 3.0
    /// Display frames per second.
    public var framesPerSecond = 120.0
    /// Snapped like UIKit's: below 0.994 it is `.fast` (0.99), else `.normal` (0.998), per millisecond.
    public var decelerationRate = 0.998 {
        didSet { decelerationRate = decelerationRate < 0.994 ? 0.99 : 0.998 }
    }
    public var bounces = true
    public var isScrollEnabled = true {
        didSet { systemInsetsMayHaveChanged() }
    }
    public var alwaysBounceVertical = false {
        didSet { systemInsetsMayHaveChanged() }
    }
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { systemInsetsMayHaveChanged() }
    }
    /// `.automatic` applies the top and bottom safe area to a view controller's root scroll view even
    /// when the content does not scroll.
    public var isViewControllerRootView = false {
        didSet { systemInsetsMayHaveChanged() }
    }
    /// Set only on the model a ``SimulatedHorizontalScrollView`` runs transposed (its x is this model's y): the
    /// axis across this one is the horizontal view's vertical axis. Under `.automatic`/`.scrollableAxes` the left
    /// and right safe area (the horizontal view's top and bottom) then apply when the content is wider than the
    /// bounds or `alwaysBounces` (its `alwaysBounceVertical`), and the view-controller-root rule forces those
    /// edges instead of the top and bottom. Nil (every vertical scroll view): the rules above, unchanged.
    var across: Across? {
        didSet { systemInsetsMayHaveChanged() }
    }
    /// Maps the offset to the safe-area top, as a navigation bar with a large title does while scrolling.
    public var safeAreaTopForOffset: (@MainActor (Double) -> Double)?
    /// UIKit's private `_shouldContentOffsetAlwaysIgnoreSafeAreaInsetsChange`: when true, a safe-area change
    /// never shifts the offset, even at rest (`-[UIScrollView _shouldContentOffsetMaintainRelativeDistanceFromSafeArea]`
    /// returns NO first thing; iOS 26.1 UIKitCore decompile; Apple Books sets it around a programmatic
    /// `setContentOffset:`). Default false: behaviour unchanged. ``SimulatedNavigationBar`` uses it only when
    /// its `keepsDistanceAtRest` is off.
    public var contentOffsetIgnoresSafeAreaChanges = false
    /// Scroll views whose pans recognise simultaneously with this one's: they get the same translation.
    public var simultaneousPartners: [SimulatedScrollView] = []
    /// Whether the partners' pans take each finger move (and the release) before this view's own: the order of
    /// two simultaneous recognisers' updates is not documented, and RefreshKit must not depend on it.
    public var updatesPartnersFirst = false
    /// How the pan proposes an offset for each finger move. UIKit's is ``PanProposal/fromStart`` (observed in its
    /// implementation, decompiled iOS 26.1 UIKitCore, `UIScrollView.m`, and in the research); the other is a
    /// plausible alternative that RefreshKit must also survive.
    public var panProposal = PanProposal.fromStart
    /// When a lift's first momentum step runs: ``ReleaseTiming/late`` (UIKit's usual order) or
    /// ``ReleaseTiming/onTime``. Both happen on a device, depending on when the lift arrives after the last move.
    public var releaseTiming = SimulatedScrollView.defaultReleaseTiming
    /// The release timing new scroll views start with: ``ReleaseTiming/late``, or ``ReleaseTiming/onTime`` when the
    /// environment variable `RK_RELEASE_TIMING` is `onTime` (CI runs the whole suite under both).
    public nonisolated static let defaultReleaseTiming: ReleaseTiming =
        ProcessInfo.processInfo.environment["RK_RELEASE_TIMING"] == "onTime" ? .onTime : .late
    /// Whether a touch on a decelerating view begins its pan at once (UIKit's private
    /// `_shouldTrackImmediatelyWhileDecelerating`, on by default as read in the decompiled implementation, inferred
    /// from its setter): `isDecelerating` stays true while the caught fling is held, and a tap stops it. Off: the
    /// pan waits for a move, and a tap lets the fling go on (the model before issue 26).
    /// `RK_FLING_CATCH=onMove` flips the default; CI runs the suite both ways.
    public var catchesFlingsAtTouchDown = SimulatedScrollView.defaultCatchesFlingsAtTouchDown
    public nonisolated static let defaultCatchesFlingsAtTouchDown = ProcessInfo.processInfo.environment["RK_FLING_CATCH"] != "onMove"
    /// Whether a change of content or bounds size clamps an offset outside the new range while the content moves
    /// (a finger, momentum, an animation). UIScrollView's own rule is yes (`setContentSize:` and `setBounds:` call
    /// `_adjustContentOffsetIfNecessary` unconditionally); a private flag, `_skipsContentOffsetAdjustmentsIfScrolling`,
    /// spares a top overscroll while scrolling, and which tables set it is not known. `RK_SIZE_CLAMP=spares` flips
    /// the default; CI runs the suite both ways.
    public var clampsWhileScrolling = SimulatedScrollView.defaultClampsWhileScrolling
    public nonisolated static let defaultClampsWhileScrolling = ProcessInfo.processInfo.environment["RK_SIZE_CLAMP"] != "spares"
    /// How far from the top a view over this one covers it, when not its base inset (a nested page's header
    /// overlay): reported to RefreshKit as ``ScrollSnapshot/leadingCover``. Nil: the base inset.
    public var leadingCover: Double?
    /// Whether UIKit's scroll animation (``setContentOffset(_:animated:)``) steps after RefreshKit's frame clock in a
    /// frame, rather than before it: two display-link clients (UIKit's `UIAnimator` and RefreshKit's `CADisplayLink`)
    /// whose order UIKit does not define. `RK_SCROLL_ANIMATION=afterClock` flips the default; CI runs the suite both ways.
    public var scrollAnimationStepsAfterFrameClock = SimulatedScrollView.defaultScrollAnimationStepsAfterFrameClock
    public nonisolated static let defaultScrollAnimationStepsAfterFrameClock =
        ProcessInfo.processInfo.environment["RK_SCROLL_ANIMATION"] == "afterClock"
    /// Whether the system has `isScrollAnimating` as public API (iOS 17.4 and later), which UIKit's host then reads;
    /// false models iOS 13 to 17.3, where the host reports it as not known and RefreshKit's offset animations do not
    /// yield to UIKit's. `RK_SCROLL_ANIMATING=unknown` flips the default.
    public var systemHasScrollAnimating = SimulatedScrollView.defaultSystemHasScrollAnimating
    public nonisolated static let defaultSystemHasScrollAnimating =
        ProcessInfo.processInfo.environment["RK_SCROLL_ANIMATING"] != "unknown"
    /// Reports the pan's end after the release is processed (deceleration begun) instead of before it.
    /// UIKit's order is inferred, not documented; RefreshKit must behave the same either way.
    public var reportsPanEndAfterRelease = false
    /// Whether delegate callbacks and frames are recorded (off for long randomised runs).
    public var isRecording = true

    // MARK: State

    public internal(set) var contentOffset = ScrollPoint.zero
    public internal(set) var contentSize: ScrollSize
    public internal(set) var boundsSize: ScrollSize
    public internal(set) var contentInset = ScrollInsets.zero
    public internal(set) var safeAreaInsets = ScrollInsets.zero
    public internal(set) var adjustedContentInset = ScrollInsets.zero
    /// How far the keyboard overlaps the scroll view from its bottom (``setKeyboardOverlap(_:)``).
    public internal(set) var keyboardOverlap = 0.0
    /// A change of the adjusted inset asked for a layout pass (`setNeedsLayout`), which ``layoutIfNeeded()`` runs.
    public internal(set) var needsLayout = false
    /// Whether a KVO callback or a layout pass of this view is running (observers and RefreshKit are being told of a
    /// change, or ``layoutIfNeeded()`` runs): what app code called from RefreshKit must never run inside.
    public var isInCallback: Bool { callbackDepth > 0 }
    var callbackDepth = 0
    /// Work for the main queue's next turn (``performOnNextTurn(_:)``), run by ``endTurn()``.
    var nextTurn: [@MainActor @Sendable () -> Void] = []
    /// The visible area's size at the last layout pass (``visibleAreaSize``).
    var laidOutVisibleArea: ScrollSize
    public internal(set) var isInWindow = true
    public internal(set) var isTracking = false
    public internal(set) var isDragging = false
    public internal(set) var isDecelerating = false
    /// What moves this view through a nested page's binding (``NestedScrollHost/setNestedMotion(_:)``): its
    /// RefreshKit binding sees a finger as a drag and the binding's momentum as deceleration.
    @_spi(RefreshKitHost)
    public internal(set) var nestedMotion = NestedMotion.none
    /// Called when RefreshKit stops this view's deceleration while a nested binding's momentum moves it.
    var nestedMomentumStopHandler: (@MainActor () -> Void)?
    public internal(set) var isScrollAnimating = false
    public internal(set) var panState = PanState.possible
    /// Simulated time in seconds.
    public internal(set) var time = 0.0
    public internal(set) var callbacks: [Callback] = []
    public internal(set) var frames: [Frame] = []
    /// How many times `contentOffset` changed (each one is a didScroll and a KVO notification).
    public internal(set) var offsetChanges = 0

    /// The binding this scroll view notifies, as UIKit's KVO would.
    @_spi(RefreshKitHost)
    public internal(set) var refresh: RefreshBinding?
    /// The large-title navigation bar observing this scroll view, if one is attached
    /// (``SimulatedNavigationBar/attach(to:)``). Hook only: with no bar, nothing here changes behaviour.
    /// UIKit's navigation controller registers as an internal scroll observer of its content scroll view
    /// (`-[UIScrollView _addScrollViewScrollObserver:]`, `-[UINavigationController _observeScrollViewDidScroll:
    /// topLayoutType:]`, iOS 26.1 UIKitCore decompile: documented nowhere, so inferred); the bar uses
    /// ``safeAreaTopForOffset`` for the synchronous part, and calls at the end of a release and of each frame.
    /// Held strongly (the bar holds the scroll view weakly), so a bar lives as long as its scroll view.
    public internal(set) var navigationBar: SimulatedNavigationBar?
    /// The page sheet presenting this scroll view, if one is attached (``SimulatedSheet/attach(to:)``). Hook
    /// only: with no sheet, nothing here changes behaviour. UIKit's `_UISheetInteraction` drives a descendant
    /// scroll view's pan (iOS 26.1 UIKitCore decompile: documented nowhere, so inferred); the sheet is asked at
    /// the pan's beginning, at each finger move, at its release, and at the end of each frame.
    /// Held strongly (the sheet holds the scroll view weakly), as ``navigationBar`` is.
    public internal(set) var sheet: SimulatedSheet?
    /// Called at the end of every display frame, after RefreshKit's frame clock.
    public var onFrame: (@MainActor (SimulatedScrollView) -> Void)?
    /// Called after every change KVO or a delegate would report, before RefreshKit hears of it: a nested
    /// page's binding, which may hold the view where it was (RefreshKit then sees only the held offset,
    /// as the UIKit adapter arranges by telling the nested coordinator first).
    public var priorityObservers: [@MainActor (SimulatedScrollView, Change) -> Void] = []
    /// Called after every change KVO or a delegate would report.
    public var observers: [@MainActor (SimulatedScrollView, Change) -> Void] = []
    var frameClockRunning = false

    var callbacksRecordedInFrames = 0
    var pan: Pan?
    /// The velocity the last release handed to momentum, readable until the pan is back to `.possible` (as
    /// `velocity(in:)` of an ended pan is).
    var releaseVelocity: Double?
    var motion = Motion.none
    /// A table or collection view's content size waiting for the next layout pass (``reloadData(contentSize:)``).
    var pendingContentSize: ScrollSize?

    public init(bounds: ScrollSize = ScrollSize(width: 390, height: 812),
                contentSize: ScrollSize = ScrollSize(width: 390, height: 2000)) {
        boundsSize = bounds
        self.contentSize = contentSize
        laidOutVisibleArea = bounds
        adjustedContentInset = computeAdjustedInset()
        contentOffset = ScrollPoint(x: 0, y: minOffset)
    }

    /// Installs a RefreshKit binding on this scroll view (once) and returns it: attach controllers to it.
    /// Host API, as the binding is: `@_spi(RefreshKitHost) import` both RefreshKit and RefreshKitSimulator.
    @_spi(RefreshKitHost)
    @discardableResult
    public func installRefresh(configuration: RefreshConfiguration = RefreshConfiguration()) -> RefreshBinding {
        if let refresh { return refresh }
        let binding = RefreshBinding(host: self, configuration: configuration)
        refresh = binding
        return binding
    }

    // MARK: Geometry

    /// The smallest valid offset: `−adjustedContentInset.top`, pixel-rounded.
    public var minOffset: Double { -pixel(adjustedContentInset.top) }
    /// The largest valid offset: `max(min, C + adjusted.bottom − H)`, pixel-rounded.
    public var maxOffset: Double {
        max(minOffset, pixel(contentSize.height + adjustedContentInset.bottom) - boundsSize.height)
    }

    /// The lower limit that drags and momentum measure overscroll against: ``minOffset``, unless an attached
    /// large-title bar can still expand, in which case it is the fully expanded top (hook; see
    /// ``SimulatedNavigationBar`` rule 12). Without a bar this is exactly ``minOffset``.
    var motionMinOffset: Double {
        guard let navigationBar else { return minOffset }
        return min(minOffset, navigationBar.expandedMinimumOffset)
    }

    var canScrollVertically: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > boundsSize.height + 0.0001
            || alwaysBounceVertical
    }

    func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }

    func computeAdjustedInset() -> ScrollInsets {
        var system = ScrollInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            system = safeAreaInsets
        case .automatic, .scrollableAxes:
            let rootView = contentInsetAdjustmentBehavior == .automatic && isViewControllerRootView
            let vertical = isScrollEnabled && (contentSize.height > boundsSize.height + 0.0001 || alwaysBounceVertical
                || (rootView && across == nil))
            if vertical { system = ScrollInsets(top: safeAreaInsets.top, bottom: safeAreaInsets.bottom) }
            // Transposed (SimulatedHorizontalScrollView): left and right are the horizontal view's top and bottom.
            if let across, isScrollEnabled, contentSize.width > boundsSize.width + 0.0001 || across.alwaysBounces || rootView {
                system.left = safeAreaInsets.left
                system.right = safeAreaInsets.right
            }
        }
        // The keyboard's adjustment (`_keyboardBottomInsetAdjustment`) joins the system bottom inset under every
        // behaviour but `.never` (`-[UIScrollView _systemContentInsetIncludingAccessories:]`, decompiled iOS 26.1
        // UIKitCore). How much of the overlap the adjustment is when the safe area already covers the bottom is
        // inferred: the overlap beyond it, so the adjusted bottom is the keyboard's overlap, not that plus the home
        // indicator's.
        if contentInsetAdjustmentBehavior != .never { system.bottom = max(system.bottom, keyboardOverlap) }
        return contentInset + system
    }

    /// The size of the area a subview pinned to the scroll view's safe-area layout guide, and at the bottom to its
    /// keyboard layout guide's top, takes in a layout pass: what RefreshKit's probe measures on a device.
    var visibleAreaSize: ScrollSize {
        ScrollSize(width: max(0, boundsSize.width - safeAreaInsets.left - safeAreaInsets.right),
                   height: max(0, boundsSize.height - safeAreaInsets.top - max(safeAreaInsets.bottom, keyboardOverlap)))
    }

    /// The offset a finger at `raw` (start − translation) shows: rubber-banded outside the range.
    func rubberBanded(_ raw: Double) -> Double {
        let low = motionMinOffset, high = maxOffset
        guard bounces && canScrollVertically else { return min(max(raw, low), high) }
        let r = pixel(boundsSize.height), c = 0.55
        guard r > 0 else { return min(max(raw, low), high) }
        if raw < low { return low - r * (1 - 1 / (1 + c * (low - raw) / r)) }
        if raw > high { return high + r * (1 - 1 / (1 + c * (raw - high) / r)) }
        return raw
    }

    /// The inverse of ``rubberBanded(_:)``: where the finger would be for a shown offset.
    func unbanded(_ shown: Double) -> Double {
        let low = motionMinOffset, high = maxOffset, r = pixel(boundsSize.height), c = 0.55
        guard bounces && canScrollVertically && r > 0 else { return shown }
        if shown < low { let o = min(low - shown, r * 0.999); return low - r * o / (c * (r - o)) }
        if shown > high { let o = min(shown - high, r * 0.999); return high + r * o / (c * (r - o)) }
        return shown
    }
}
