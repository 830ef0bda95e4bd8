import Foundation
@_spi(RefreshKitHost) import RefreshKit

/// The values the simulated scroll view is configured with and reports: its settings' enums, what KVO and the
/// delegate report, the frames it records, and its internal motion.
extension SimulatedScrollView {
    public enum ContentInsetAdjustmentBehavior: Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// What a pan proposes when the finger moves.
    public enum PanProposal: Sendable, Hashable {
        /// `start − translation`, rubber-banded: the offset where the drag began, less the finger's whole motion.
        case fromStart
        /// The shown offset (un-banded) less this move: relative to wherever the view was put meanwhile.
        case fromShown
    }

    /// When the first momentum step of a release runs, relative to the end of tracking.
    ///
    /// `-[UIScrollView _endPanNormal:]` (decompiled iOS 26.1 UIKitCore, `UIScrollView.m`) flags a lift that comes
    /// 0.8 to 2.4 frames after the pan's last update (`_lastUpdateTime`); for such a lift, once the deceleration has
    /// started (`isDecelerating` already true), it calls `_trackingDidEnd` and then one synchronous
    /// `_smoothScrollWithUpdateTime:`, so that step's `contentOffset` change arrives with `isTracking` false. Any
    /// other lift runs no synchronous step: the first comes on the next display frame. A lift is reported one
    /// touch sample after the last move, so the late path is the usual one (research/device-review.md, C0).
    public enum ReleaseTiming: Sendable, Hashable, CaseIterable {
        /// Tracking ends, then one synchronous momentum step: UIKit's usual release.
        case late
        /// No synchronous step; the first momentum step runs on the next frame.
        case onTime
    }

    public enum PanState: Sendable, Hashable {
        case possible, began, changed, ended, cancelled
    }

    /// What KVO, the layout pass and the delegate report.
    public enum Change: Sendable, Hashable {
        case contentOffset, contentSize, contentInset, bounds, panState, window
        /// Never posted: UIKit has no KVO for `adjustedContentInset` (see ``SimulatedScrollView/layoutIfNeeded()``).
        /// Kept so that code switching over changes compiles.
        case adjustedContentInset
        /// A layout pass resized a subview pinned to the safe-area and keyboard layout guides (RefreshKit's probe on a
        /// device): the safe area, the keyboard or the size changed (``SimulatedScrollView/layoutIfNeeded()``).
        case visibleArea
    }

    /// Delegate callbacks, in the order UIKit makes them.
    public enum Callback: Sendable, Hashable {
        case willBeginDragging
        case willEndDragging(velocity: Double, target: Double)
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating
        case didEndDecelerating
        case didEndScrollingAnimation
        case adjustedContentInsetDidChange
    }

    /// One display frame of the recorded trace.
    public struct Frame: Sendable, Hashable {
        public var time: Double
        public var offset: Double
        public var contentInset: ScrollInsets
        public var adjustedContentInset: ScrollInsets
        public var isDragging: Bool
        public var isDecelerating: Bool
        /// The attached header's and footer's states at the end of the frame.
        public var headerState: RefreshState?
        public var footerState: RefreshState?
        /// The delegate callbacks made since the previous frame.
        public var callbacks: [Callback]
    }

    /// The axis across a transposed model (see ``across``).
    struct Across {
        var alwaysBounces = false
    }

    struct Pan {
        var startOffset: Double
        /// The last proposal (un-banded) and the offset it showed.
        var proposal: (raw: Double, shown: Double)?
        var translation = 0.0
        var previousVelocity = 0.0
        var velocity = 0.0
    }

    enum Motion {
        case none
        /// Momentum or bounce, integrated from its own offset (plain writes are overwritten next frame).
        case decelerating(offset: Double, velocity: Double, paused: Bool)
        case animating(from: Double, to: Double, start: Double, duration: Double)
    }
}
