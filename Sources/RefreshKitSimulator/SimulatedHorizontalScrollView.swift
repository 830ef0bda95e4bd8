import Foundation
@_spi(RefreshKitHost) import RefreshKit

// A horizontal UIScrollView (a carousel) for RefreshKit's horizontal components, modelled by transposition.
//
// Rules, with what backs each: [D] documented by Apple, [UK] observed in UIKit's implementation (decompiled
// iOS 26.1 UIKitCore, `UIScrollView.m`; private and version-specific, facts only), [I] inferred.
//
// 1. Physics along x are the vertical model's physics along y, with width for height, left for top and right for
//    bottom. UIKit computes both axes with the same code: `_rubberBandContentOffsetForOffset:outsideX:outsideY:`
//    bands each axis against the bounds' size along it, `_minimumContentOffset` / `_maximumContentOffsetForContentSize:`
//    give `min.x = −adjustedContentInset.left`, `max.x = max(min.x, contentSize.width + adjusted.right − width)`, and
//    the display-link integrator (`_smoothScrollDisplayLink:`) decelerates and springs each axis with the one
//    `decelerationRate` [UK]. That the constants (0.55, 0.998/0.99, 0.99 spring, the 0.25 pt/ms
//    momentum threshold measured on the 2-D speed) come out the same for a purely horizontal pan is [I]: they
//    were read and checked for the vertical axis only.
// 2. `alwaysBounceHorizontal` lets the content be dragged and rubber-banded horizontally even when it is narrower
//    than the bounds (UIKit's header: "if YES and bounces is YES, even if content is smaller than bounds, allow drag
//    horizontally"; Apple's page for its twin, `alwaysBounceVertical`, says the same along y:
//    https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical) [D].
// 3. Safe area under `contentInsetAdjustmentBehavior`: `.never` none, `.always` all edges [D]. `.scrollableAxes`:
//    "the left and right insets include the safe area insets when the horizontal content size is greater than the
//    width of the scroll view"; top and bottom when the vertical content size is greater than the height or
//    `alwaysBounceVertical` is true [D, `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes`,
//    https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes].
//    That `alwaysBounceHorizontal` also applies left and right is [UK]
//    (`_edgesApplyingSafeAreaInsetsToContentInsetForContentSize:`), not documented. `.automatic` is
//    `.scrollableAxes`, except that a view controller's content view in a navigation or tab bar controller is
//    "always adjusted vertically" (top and bottom) [D, `UIScrollView.ContentInsetAdjustmentBehavior.automatic`,
//    https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic;
//    `isViewControllerRootView` here]. So RefreshKit's `prepareForRefresh()` (alwaysBounceHorizontal) can apply the
//    left and right safe area to short content, as alwaysBounceVertical does top and bottom for a short list [UK].
// 4. Inset writes clamp and never translate; `setContentOffset` pixel-rounds x, reports nothing when unchanged, and
//    runs didScroll before KVO, re-entrantly; the flags (isTracking, isDragging, isDecelerating) and the delegate
//    order are the vertical model's [UK], assumed the same for a horizontal pan [I].
// 5. Only x moves. A pan here is purely horizontal (no directional lock, no diagonal drags), the vertical offset is
//    whatever was set last (not rounded, not clamped, not animated by `setContentOffset(_:animated:)`), and
//    there is no large-title bar, page sheet or nested scrolling: those hooks of the vertical model are vertical
//    by nature [I, a scope choice]. A navigation bar never stretches along x, so `leadingBarStretches` is false.
//
// Design: the horizontal view owns a vertical `SimulatedScrollView` run transposed (its y is the x shown here, its
// width the height shown here), presents transposed state, and forwards gestures unchanged: `drag(by:)` positive
// moves the finger right, which pulls the leading (left) edge into view, as positive pulls the top down vertically;
// `fling(velocity:)` positive scrolls toward the end. The model's KVO reaches this view's horizontal binding only:
// the model's `refresh` is that binding (whose host is this view), so notifications and frame ticks come in exactly
// the vertical model's order, and no vertical binding is ever installed on it.

/// A model of a horizontal `UIScrollView` (a carousel) that RefreshKit's horizontal binding drives on any platform.
///
/// Its physics along x are ``SimulatedScrollView``'s along y (see the rules at the top of this file). Drags are
/// horizontal: `drag(by:)` with a positive distance moves the finger right, pulling the leading edge into view.
@MainActor
public final class SimulatedHorizontalScrollView {
    /// The vertical model run transposed: its y is this view's x, its top this view's left.
    let physics: SimulatedScrollView
    public typealias ContentInsetAdjustmentBehavior = SimulatedScrollView.ContentInsetAdjustmentBehavior
    public typealias Change = SimulatedScrollView.Change
    public typealias Callback = SimulatedScrollView.Callback
    public typealias Frame = SimulatedScrollView.Frame
    public typealias PanState = SimulatedScrollView.PanState

    /// Whether the carousel runs right to left (a right-to-left language with a layout that flips): its start is
    /// its right end, where its leading component belongs. Only what it reports changes; the physics are the same.
    public var isRightToLeft = false
    /// Called after every change KVO or a delegate would report, after RefreshKit heard of it.
    public var observers: [@MainActor (SimulatedHorizontalScrollView, Change) -> Void] = []
    /// Called at the end of every display frame, after RefreshKit's frame clock.
    public var onFrame: (@MainActor (SimulatedHorizontalScrollView) -> Void)?

    public init(bounds: ScrollSize = ScrollSize(width: 390, height: 200),
                contentSize: ScrollSize = ScrollSize(width: 2000, height: 200)) {
        physics = SimulatedScrollView(bounds: bounds.transposed, contentSize: contentSize.transposed)
        physics.across = SimulatedScrollView.Across()
        physics.observers = [{ [weak self] _, change in
            guard let self else { return }
            for observer in observers { observer(self, change) }
        }]
        physics.onFrame = { [weak self] _ in
            guard let self else { return }
            onFrame?(self)
        }
    }

    /// Installs a horizontal RefreshKit binding on this scroll view (once) and returns it: the header is the
    /// leading (left) component, the footer the trailing (right) one. Host API, as
    /// ``SimulatedScrollView/installRefresh(configuration:)`` is.
    @_spi(RefreshKitHost)
    @discardableResult
    public func installRefresh(configuration: RefreshConfiguration = RefreshConfiguration()) -> RefreshBinding {
        if let refresh { return refresh }
        let binding = RefreshBinding(host: self, configuration: configuration, axis: .horizontal)
        physics.refresh = binding  // the model's KVO and frame ticks reach this binding, whose host is this view
        return binding
    }

    /// The binding this scroll view notifies, as UIKit's KVO would.
    @_spi(RefreshKitHost)
    public var refresh: RefreshBinding? { physics.refresh }

    // MARK: Configuration

    /// Pixels per point; the horizontal offset is rounded to whole pixels.
    public var scale: Double {
        get { physics.scale }
        set { physics.scale = newValue }
    }
    public var framesPerSecond: Double {
        get { physics.framesPerSecond }
        set { physics.framesPerSecond = newValue }
    }
    /// Snapped like UIKit's: below 0.994 it is `.fast` (0.99), else `.normal` (0.998), per millisecond.
    public var decelerationRate: Double {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }
    public var bounces: Bool {
        get { physics.bounces }
        set { physics.bounces = newValue }
    }
    public var isScrollEnabled: Bool {
        get { physics.isScrollEnabled }
        set { physics.isScrollEnabled = newValue }
    }
    /// Lets narrow content be dragged and bounce horizontally; applies the left and right safe area (rules 2, 3).
    public var alwaysBounceHorizontal: Bool {
        get { physics.alwaysBounceVertical }
        set { physics.alwaysBounceVertical = newValue }
    }
    /// Only applies the top and bottom safe area here (rule 3); the model never scrolls vertically (rule 5).
    public var alwaysBounceVertical: Bool {
        get { physics.across?.alwaysBounces ?? false }
        set { physics.across?.alwaysBounces = newValue }
    }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { physics.contentInsetAdjustmentBehavior }
        set { physics.contentInsetAdjustmentBehavior = newValue }
    }
    /// `.automatic` applies the top and bottom safe area to a view controller's root scroll view (rule 3).
    public var isViewControllerRootView: Bool {
        get { physics.isViewControllerRootView }
        set { physics.isViewControllerRootView = newValue }
    }
    /// Reports the pan's end after the release is processed instead of before it (order inferred, see the
    /// vertical model).
    public var reportsPanEndAfterRelease: Bool {
        get { physics.reportsPanEndAfterRelease }
        set { physics.reportsPanEndAfterRelease = newValue }
    }
    /// Whether delegate callbacks and frames are recorded.
    public var isRecording: Bool {
        get { physics.isRecording }
        set { physics.isRecording = newValue }
    }

    // MARK: State

    public var contentOffset: ScrollPoint { physics.contentOffset.transposed }
    public var contentSize: ScrollSize { physics.contentSize.transposed }
    public var boundsSize: ScrollSize { physics.boundsSize.transposed }
    public var contentInset: ScrollInsets { physics.contentInset.transposed }
    public var safeAreaInsets: ScrollInsets { physics.safeAreaInsets.transposed }
    public var adjustedContentInset: ScrollInsets { physics.adjustedContentInset.transposed }
    public var isInWindow: Bool { physics.isInWindow }
    public var isTracking: Bool { physics.isTracking }
    public var isDragging: Bool { physics.isDragging }
    public var isDecelerating: Bool { physics.isDecelerating }
    public var isScrollAnimating: Bool { physics.isScrollAnimating }
    /// ``SimulatedScrollView/systemHasScrollAnimating``.
    public var systemHasScrollAnimating: Bool {
        get { physics.systemHasScrollAnimating }
        set { physics.systemHasScrollAnimating = newValue }
    }
    public var panState: PanState { physics.panState }
    /// Simulated time in seconds.
    public var time: Double { physics.time }
    /// Delegate callbacks; velocities and targets are along x (pt/ms, positive toward the end).
    public var callbacks: [Callback] { physics.callbacks }
    /// The recorded frames; `offset` is the horizontal offset, insets are this view's.
    public var frames: [Frame] {
        physics.frames.map {
            var frame = $0
            frame.contentInset = frame.contentInset.transposed
            frame.adjustedContentInset = frame.adjustedContentInset.transposed
            return frame
        }
    }
    /// How many times `contentOffset` changed.
    public var offsetChanges: Int { physics.offsetChanges }
    /// The smallest valid horizontal offset: `−adjustedContentInset.left`, pixel-rounded.
    public var minOffset: Double { physics.minOffset }
    /// The largest valid horizontal offset: `max(min, C + adjusted.right − W)`, pixel-rounded.
    public var maxOffset: Double { physics.maxOffset }
    /// One display frame, in seconds.
    public var frameDuration: Double { physics.frameDuration }
    var frameClockRunning: Bool { physics.frameClockRunning }

    // MARK: Setters

    /// Sets `contentOffset`: x pixel-rounded, no notification when unchanged, didScroll before KVO, re-entrant.
    public func setContentOffset(_ offset: ScrollPoint) { physics.setContentOffset(offset.transposed) }
    /// `setContentOffset(_:animated: true)`: stops deceleration, then moves x at constant speed over 0.3 s
    /// (y is not animated, rule 5).
    public func setContentOffset(_ offset: ScrollPoint, animated: Bool) {
        physics.setContentOffset(offset.transposed, animated: animated)
    }
    /// Sets `contentInset`: clamps an offset left outside the new range (never translates).
    public func setContentInset(_ insets: ScrollInsets) { physics.setContentInset(insets.transposed) }
    /// Sets `contentSize`; while a finger is past the end, the drag start is rebased so nothing jumps.
    public func setContentSize(_ size: ScrollSize) { physics.setContentSize(size.transposed) }
    /// A collection view's `reloadData()`: see ``SimulatedScrollView/reloadData(contentSize:)``.
    public func reloadData(contentSize size: ScrollSize) { physics.reloadData(contentSize: size.transposed) }
    /// Sets the bounds size (rotation, split view).
    public func setBoundsSize(_ size: ScrollSize) { physics.setBoundsSize(size.transposed) }
    /// Sets the safe area; at rest the offset keeps its distance from it.
    public func setSafeAreaInsets(_ insets: ScrollInsets) { physics.setSafeAreaInsets(insets.transposed) }
    public func setInWindow(_ inWindow: Bool) { physics.setInWindow(inWindow) }
    /// The end of the run-loop turn (``SimulatedScrollView/endTurn()``).
    public func endTurn() { physics.endTurn() }
    /// The layout pass (``SimulatedScrollView/layoutIfNeeded()``).
    public func layoutIfNeeded() { physics.layoutIfNeeded() }
    /// Stops momentum or bounce where the content is (`didEndDecelerating` fires).
    public func stopDecelerating() { physics.stopDecelerating() }

    // MARK: Gestures and time

    /// Drags by `distance` points over `duration`: positive moves the finger right (reveals the leading edge),
    /// negative moves it left (toward the end).
    public func drag(by distance: Double, duration: Double = 0.3) { physics.drag(by: distance, duration: duration) }
    /// Keeps the finger still for `seconds`.
    public func hold(_ seconds: Double) { physics.hold(seconds) }
    /// A quick drag and a release at `velocity` pt/ms; positive scrolls toward the end (the finger flicks left).
    public func fling(velocity: Double) { physics.fling(velocity: velocity) }
    /// Touches and lifts without dragging.
    public func tap() { physics.tap() }
    public func touchDown() { physics.touchDown() }
    /// The finger moves right by `dx` points (left when negative); the first move begins the pan.
    public func moveFinger(by dx: Double) { physics.moveFinger(by: dx) }
    /// Lifts the finger; with `velocity` (pt/ms, positive toward the end) instead of the tracked one.
    public func release(velocity: Double? = nil) { physics.release(velocity: velocity) }
    public func touchUp() { physics.touchUp() }
    /// Advances time by `seconds` in whole frames.
    public func advance(_ seconds: Double) { physics.advance(seconds) }
    public func advance(frames count: Int) { physics.advance(frames: count) }
    /// Advances until no momentum, bounce, offset animation or RefreshKit animation runs (at most `limit` s).
    public func settle(limit: Double = 10) { physics.settle(limit: limit) }
}

extension ScrollPoint {
    /// Reflected over the diagonal: x and y swapped.
    var transposed: ScrollPoint { ScrollPoint(x: y, y: x) }
}

extension ScrollSize {
    /// Width and height swapped.
    var transposed: ScrollSize { ScrollSize(width: height, height: width) }
}

extension ScrollInsets {
    /// Reflected over the diagonal: top and left swapped, bottom and right swapped.
    var transposed: ScrollInsets { ScrollInsets(top: left, left: top, bottom: right, right: bottom) }
}
