#if canImport(UIKit)
import UIKit

/// Makes a profile-style page scroll as one: a parent scroll view holding a header, tabs that stick once
/// the header has scrolled away, and a vertical child list per tab.
///
/// ```swift
/// let page = NestedParentScrollView()                  // its pan recognises with the lists' pans
/// coordinator = NestedScrollCoordinator(parent: page, stickyDistance: headerHeight, mode: .child)
/// coordinator.children = lists
/// coordinator.currentChild = lists[0]                  // and again on every tab switch
/// ```
///
/// The page scrolls as one scroll view holding the header, the tabs and the current list, wherever the
/// finger starts (on the list or on the header): scrolling up collapses the header, then scrolls the list;
/// scrolling down brings the list back, then the header; a fling carries on across the two and travels as far
/// as on one scroll view. ``mode`` decides what a pull at the top refreshes: `.parent`, a `RefreshHeader` on
/// the parent (the page bounces); `.child`, a `RefreshHeader` on each list (the list is pulled down under the
/// tabs, and the parent stays still). Load-more footers go on the lists in either mode. A status-bar tap
/// scrolls the page to its top and puts the list at its top as the page starts to move.
///
/// The parent's pan must recognise simultaneously with the lists' pans: use ``NestedParentScrollView``,
/// or forward your own scroll view's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` to
/// ``shouldRecognizeSimultaneously(_:with:)``.
///
/// While attached, the coordinator owns some settings, and ``invalidate()`` gives the app's values back:
/// each list's `alwaysBounceVertical` (on, so that a short
/// list still brings the header back) and `scrollsToTop` (off: the status bar scrolls only when a single
/// on-screen scroll view has it, so turn it off on the pager and header carousels too), and the vertical
/// indicators (the list's once the tabs stick, the parent's before; one the app turned off stays off).
/// Keep the coordinator (a property of the view controller): the views hold it weakly.
@MainActor
public final class NestedScrollCoordinator {
    /// The page's bookkeeping and binding, decided without UIKit; this class only reads and writes around it.
    let coordination: NestedCoordination<NestedScrollViewHost>
    /// The page when it is a ``NestedParentScrollView``, which asks this coordinator while it is the page's.
    private weak var page: NestedParentScrollView?
    private lazy var frameClock = FrameClock { [weak self] link in
        guard let self else { return false }
        coordination.frameDidTick(at: link.targetTimestamp)
        return true
    }
    /// The display time of the frame being computed, while a display-link tick is handled.
    var frameTime: CFTimeInterval? { coordination.frameTime }

    /// Coordinates `parent` with the lists set later in ``children``.
    ///
    /// - Parameters:
    ///   - parent: the page; its pan must recognise simultaneously with the lists' pans
    ///     (``NestedParentScrollView`` does). A coordinator already on it is invalidated.
    ///   - stickyDistance: how far the parent scrolls from its top before the tabs stick: the header's
    ///     height, less any part of it that stays visible. It can be set later (``stickyDistance``), as a
    ///     header measured with Auto Layout is laid out.
    ///   - mode: which view a pull at the top refreshes.
    public init(parent: UIScrollView, stickyDistance: CGFloat = 0, mode: NestedRefreshMode) {
        if let previous = (ScrollViewHost.priorityObserver(of: parent) as? NestedScrollViewHost)?.coordinator {
            previous.invalidate()  // two coordinators would fight over the same offsets
        }
        let parentHost = NestedScrollViewHost(parent, role: .parent)
        coordination = NestedCoordination(parent: parentHost, view: parent, mode: mode, stickyDistance: Double(stickyDistance))
        parentHost.coordinator = self
        coordination.setFramesRunning = { [weak self] in self?.frameClock.isRunning = $0 }
        page = parent as? NestedParentScrollView
        page?.coordinator = self
    }

    /// The page's scroll view.
    public var parent: UIScrollView? { coordination.parent.scrollView }

    /// Which view a pull at the top refreshes; it can change at any time.
    public var mode: NestedRefreshMode {
        get { coordination.mode }
        set { coordination.mode = newValue }
    }

    /// How far the parent scrolls from its top before the tabs stick. Update it when the header's height
    /// changes; the parent's top (`−adjustedContentInset.top`) is added for you.
    public var stickyDistance: CGFloat {
        get { CGFloat(coordination.stickyDistance) }
        set { coordination.stickyDistance = Double(newValue) }
    }

    /// The vertical lists of the page, one per tab. Their pans recognise with the parent's; while the
    /// header shows, the ones not current are kept at their tops, so a tab switch never jumps.
    /// A list removed from here gets the app's settings back; the parent is never a child.
    public var children: [UIScrollView] {
        get { coordination.lists }
        set { coordination.setLists(newValue, makeHost: makeListHost) }
    }

    /// The list of the selected tab; set it on every tab switch. A view not in ``children`` is added.
    ///
    /// The parent never moves on a switch: while the header shows, the incoming list starts at its top;
    /// once the tabs stick, it keeps its own position.
    public var currentChild: UIScrollView? {
        get { coordination.current }
        set { coordination.select(newValue, makeHost: makeListHost) }
    }

    /// A new list's host, observing for this coordinator.
    private func makeListHost(_ list: UIScrollView) -> NestedScrollViewHost {
        let host = NestedScrollViewHost(list, role: .child)
        host.coordinator = self
        return host
    }

    /// Called when a finger on another registered list made it the current one (the list under the finger,
    /// half shown during a swipe, before the pager settles).
    public var onCurrentChildChange: (@MainActor (UIScrollView?) -> Void)? {
        get { coordination.onCurrentChildChange }
        set { coordination.onCurrentChildChange = newValue }
    }

    /// Returns true for a gesture recognizer that must not recognise with the parent's pan even though it
    /// is a registered list's pan (while a list reorders its rows, say). The pager and horizontal
    /// carousels never do; they need no entry here.
    public var excludesGesture: (@MainActor (UIGestureRecognizer) -> Bool)?

    /// Whether `gesture` and `other` may recognise together: true only for the parent's pan with the pan
    /// of a vertical list in ``children`` that ``excludesGesture`` does not exclude, in either order.
    ///
    /// ``NestedParentScrollView`` answers with this. A parent of your own (a `UITableView` or
    /// `UICollectionView` subclass) declares `UIGestureRecognizerDelegate` and forwards to it; the
    /// scroll view must stay its pan's delegate:
    ///
    /// ```swift
    /// func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
    ///                        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
    ///     coordinator?.shouldRecognizeSimultaneously(gestureRecognizer, with: other) ?? false
    /// }
    /// ```
    public func shouldRecognizeSimultaneously(_ gesture: UIGestureRecognizer, with other: UIGestureRecognizer) -> Bool {
        coordination.recognizeTogether(pan(gesture), pan(other))
    }

    /// What the gesture rule needs to know of `gesture`.
    private func pan(_ gesture: UIGestureRecognizer) -> NestedGestureRule.Pan {
        let list = gesture.view as? UIScrollView
        let isListPan = list.map { gesture === $0.panGestureRecognizer && coordination.isList($0) } ?? false
        return NestedGestureRule.Pan(isParentPan: gesture === parent?.panGestureRecognizer, isRegisteredListPan: isListPan,
                                     scrollsHorizontally: list.map(Self.scrollsHorizontally) ?? false,
                                     isExcluded: isListPan && excludesGesture?(gesture) == true)
    }

    /// Stops coordinating and gives the views back the app's settings (see the type's description).
    /// Call it before dropping the coordinator while the views stay in use; afterwards it does nothing.
    public func invalidate() {
        coordination.invalidate()
        page?.coordinator = ScrollViewHostLife.remaining(page?.coordinator, forgetting: self)
    }

    // MARK: - Observation

    /// A view's offset changed; a RefreshKit host on it tells the coordinator before its own engine.
    func hostDidScroll(_ host: NestedScrollViewHost) {
        coordination.hostDidScroll(host)
    }

    /// A view's pan state or insets changed.
    func hostStateDidChange(_ host: NestedScrollViewHost) {
        coordination.hostStateDidChange(host)
    }

    /// RefreshKit's engine on a view stopped its deceleration: the coordinator's momentum stops too.
    func hostDecelerationWasStopped() {
        coordination.hostDecelerationWasStopped()
    }

    /// The parent's `adjustedContentInset` changed (bars, safe area), which KVO does not report.
    func parentInsetsDidChange() {
        coordination.hostStateDidChange(coordination.parent)
    }

    /// A carousel registered by mistake (``NestedGestureRule/isCarousel(flowScrollsHorizontally:)``).
    private static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
        let flow = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
        return NestedGestureRule.isCarousel(flowScrollsHorizontally: flow.map { $0.scrollDirection == .horizontal })
    }
}

#endif
