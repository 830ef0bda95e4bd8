@_spi(RefreshKitHost) import RefreshKit

/// A profile-style page on the simulator: a parent scroll view (header, sticky tabs, pager) and a child
/// list per tab, wired to a ``NestedScrollBinding`` as the UIKit adapter wires real scroll views.
///
/// A finger on the current list moves both pans with one translation, each from its own start and with
/// its own rubber band. Both pans recognise the touch when a delegate's
/// [`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`](https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:))
/// allows it (documented), as JXPagingView's `JXPagingMainTableView` does for pan with pan
/// (pujiaxin33/JXPagingView on GitHub); that each scroll view then applies the same translation from its
/// own start offset is observed in UIKit's implementation (decompiled iOS 26.1 UIKitCore, `UIScrollView.m`).
/// A finger on the header moves only the parent, whose pan alone recognises there. KVO of both views
/// reaches the binding synchronously.
///
/// Two things UIKit does not document are switches, so that tests can run every combination: which of the
/// two pans takes a finger move first (``Variant/pageUpdatesFirst``; the list's by default), and whether a pan
/// proposes `start − translation` (UIKit's, observed in the decompiled implementation) or moves the view
/// from where it shows (``Variant/panProposal``), and whether a lift runs its first momentum step after tracking
/// ends or on the next frame (``Variant/releaseTiming``; both happen on a device).
@MainActor
public final class SimulatedNestedPage {
    public let parent: SimulatedScrollView
    public let children: [SimulatedScrollView]
    /// The binding that couples the parent and the lists. Host API (`@_spi(RefreshKitHost)`).
    @_spi(RefreshKitHost)
    public let binding: NestedScrollBinding
    /// The list the binding scrolls with: the selected tab's, or the one a finger last touched.
    public var currentIndex: Int { children.firstIndex { $0 === binding.child } ?? 0 }
    public let variant: Variant

    /// The undocumented UIKit behaviours the page can model either way.
    public struct Variant: Sendable, Hashable, CustomStringConvertible {
        /// The page's pan takes each finger move and the release before the list's.
        public var pageUpdatesFirst: Bool
        /// How every pan on the page proposes its offset.
        public var panProposal: SimulatedScrollView.PanProposal
        /// When a lift's first momentum step runs on every view of the page.
        public var releaseTiming: SimulatedScrollView.ReleaseTiming

        public init(pageUpdatesFirst: Bool = false, panProposal: SimulatedScrollView.PanProposal = .fromStart,
                    releaseTiming: SimulatedScrollView.ReleaseTiming = SimulatedScrollView.defaultReleaseTiming) {
            self.pageUpdatesFirst = pageUpdatesFirst
            self.panProposal = panProposal
            self.releaseTiming = releaseTiming
        }

        /// All eight combinations.
        public static let all: [Variant] = [false, true].flatMap { first in
            [SimulatedScrollView.PanProposal.fromStart, .fromShown].flatMap { proposal in
                SimulatedScrollView.ReleaseTiming.allCases.map {
                    Variant(pageUpdatesFirst: first, panProposal: proposal, releaseTiming: $0)
                }
            }
        }

        public var description: String {
            "\(pageUpdatesFirst ? "page" : "list") first, \(panProposal == .fromStart ? "from start" : "from shown"), "
                + "\(releaseTiming == .late ? "late" : "on-time") release"
        }
    }

    /// A page: `headerHeight` of header above `tabHeight` of tabs, and `children.count` lists of the given
    /// content heights in a pager that fills the rest of the viewport.
    public init(mode: NestedRefreshMode, headerHeight: Double = 200, tabHeight: Double = 44,
                childContentHeights: [Double] = [2000, 2000, 2000], viewport: ScrollSize = ScrollSize(width: 390, height: 812),
                framesPerSecond: Double = 60, variant: Variant = Variant()) {
        self.variant = variant
        parent = SimulatedScrollView(bounds: viewport,
                                     contentSize: ScrollSize(width: viewport.width, height: viewport.height + headerHeight))
        parent.framesPerSecond = framesPerSecond
        parent.contentInsetAdjustmentBehavior = .never
        parent.panProposal = variant.panProposal
        parent.releaseTiming = variant.releaseTiming
        let pagerHeight = viewport.height - tabHeight
        children = childContentHeights.map { height in
            let child = SimulatedScrollView(bounds: ScrollSize(width: viewport.width, height: pagerHeight),
                                            contentSize: ScrollSize(width: viewport.width, height: height))
            child.framesPerSecond = framesPerSecond
            child.contentInsetAdjustmentBehavior = .never
            child.alwaysBounceVertical = true  // a short list can still bring the header back
            child.panProposal = variant.panProposal
            child.releaseTiming = variant.releaseTiming
            child.updatesPartnersFirst = variant.pageUpdatesFirst
            return child
        }
        binding = NestedScrollBinding(parent: parent, child: children.first, mode: mode, stickyDistance: headerHeight)
        binding.siblings = Array(children.dropFirst())
        // Offsets, and the pans' states: a pan that ends without moving still ends a phase.
        // Every view reports the same way, as UIKit's coordinator has its hosts do: the binding tells them apart.
        for view in [parent] + children {
            view.priorityObservers.append { [weak self] view, change in
                if change == .contentOffset { self?.binding.hostDidScroll(view) } else { self?.binding.hostStateDidChange(view) }
            }
        }
        for view in [parent] + children { view.nestedMomentumStopHandler = { [weak self] in self?.binding.stopMomentum() } }
        // The page's pan receives every touch in its subtree: a finger on any list is on the page too.
        for child in children { child.simultaneousPartners = [parent] }
        let previous = parent.onFrame
        parent.onFrame = { [weak self] view in
            previous?(view)
            self?.binding.frameDidTick()
        }
    }

    public var child: SimulatedScrollView { children[currentIndex] }

    /// Switches tabs: the pager shows another list.
    public func switchTab(to index: Int) {
        binding.setChild(children[index])
    }

    // MARK: Gestures

    /// A finger on the current list drags by `distance` (positive pulls down) over `duration`.
    public func dragList(by distance: Double, duration: Double = 0.3) {
        child.drag(by: distance, duration: duration)
    }

    /// A finger on the header drags by `distance`; only the parent's pan recognises.
    public func dragHeader(by distance: Double, duration: Double = 0.3) {
        let count = max(1, Int((duration * parent.framesPerSecond).rounded()))
        for _ in 0..<count {
            parent.moveFinger(by: distance / Double(count))
            advance(frames: 1)
        }
    }

    public func releaseList(velocity: Double? = nil) { child.release(velocity: velocity) }
    public func releaseHeader(velocity: Double? = nil) { parent.release(velocity: velocity) }

    /// A quick flick on the list, released at `velocity` pt/ms (positive scrolls toward the end).
    public func flingList(velocity: Double) { child.fling(velocity: velocity) }

    /// A quick flick on the header.
    public func flingHeader(velocity: Double) {
        for _ in 0..<3 {
            parent.moveFinger(by: -velocity * parent.frameDuration * 1000)
            advance(frames: 1)
        }
        parent.release(velocity: velocity)
    }

    /// Advances every view of the page by whole frames: the current list, the parent, and the other lists,
    /// whose own animations (a bounce, a refresh ending) go on off screen.
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) {
            let current = child
            current.stepFrame()
            parent.stepFrame()
            for other in children where other !== current { other.stepFrame() }
        }
    }

    public func advance(_ seconds: Double) {
        advance(frames: Int((seconds * parent.framesPerSecond).rounded()))
    }

    /// Advances until no view of the page moves and no momentum is carried (at most `limit` s).
    public func settle(limit: Double = 10) {
        var left = Int(limit * parent.framesPerSecond)
        while left > 0 && (([parent] + children).contains { $0.isDecelerating || $0.isScrollAnimating || $0.frameClockRunning }
                           || binding.needsFrames) {
            advance(frames: 1)
            left -= 1
        }
    }
}
