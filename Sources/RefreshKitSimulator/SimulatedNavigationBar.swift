import Foundation
@_spi(RefreshKitHost) import RefreshKit

/// A model of a `UINavigationBar` with a large title (and optionally a search controller) tracking a
/// ``SimulatedScrollView``, as UINavigationController does for its top view controller's scroll view.
///
/// The scroll view is the view controller's root view, pinned to the top of the window under a translucent
/// bar (the configuration in which the title collapses continuously; SO 46570313). Everything below is
/// vertical; `y` is `contentOffset.y`, `ci` is the scroll view's `contentInset.top` (the app's part plus
/// anything RefreshKit owns).
///
/// **Coordinate spaces.** *Screen* coordinates are the scroll view's frame, which starts at the top of the
/// window: the status bar is at 0…S. *Content* coordinates are the scroll view's bounds space, the one in
/// which `RefreshController.frame` is expressed: `screen y = content y − contentOffset.y`. Every frame has a
/// screen and a content flavour (``frame`` / ``frameOnScreen``, …); ``screenRect(forContentRect:)``
/// converts a component's frame.
///
/// **Rules**, each with what backs it (labels: DOC Apple documentation, OBS reported by developers in public
/// issue threads, Q&A and blogs, INF our inference; "decompile" means observed in UIKit's implementation, the
/// decompiled iOS 26.1 UIKitCore: private and version-specific, a mechanism to test against, not a contract).
/// `Docs/LargeTitleModel.md` has the same list with the reasoning. Issue numbers are GitHub threads
/// (MJRefresh = CoderMJLee/MJRefresh, ES = ESPullToRefresh, whose repository is eggswift/pull-to-refresh);
/// "SO" numbers are Stack Overflow questions. "Moving" means the scroll view is tracking, decelerating
/// (momentum or bounce) or running an offset animation; otherwise it is "at rest".
///
/// 1. Heights: status `S` (default 47; OBS partial, INF), row `B` = 44 (OBS), large title
///    `L` = 52 (OBS: logged bar 96 − 44, blog.csdn.net/zhangqiaoge/article/details/79475091), search row
///    `Q` = 52 (INF, unsourced). Expanded `E = S + B + L (+ Q with a search bar)`; compact
///    `C = S + B (+ Q if the search bar does not hide)` (INF, decompile `_UINavigationBarLayout` priorities:
///    hiding search 1700 < large title 1800 < non-hiding search 1900).
/// 2. Position: `s = y + E + ci`, how far the content is past the expanded rest. UIKit proposes the bar
///    height `min(max, current) − (y + contentInset.top + systemContentInset.top)` (INF, decompile
///    `-[UINavigationController _calculateTopViewFramesForLayoutWithViewController:…]` and
///    `_possibleTopViewsHeightBasedOnContentOffsetForScrollView`), which works out to `−y − ci = E − s`
///    whatever the current height: the app's `contentInset.top` counts, as the ES#151 and MJRefresh#1412
///    symptoms suggest (OBS). (The simpler reading `s = y + adjustedContentInset.top` equals ours while
///    expanded or stretched but stays 0 throughout the band.)
/// 3. Moving: height = `max(C, −y − ci)`. The bar's bottom edge sits at content `y = −ci`, the
///    top of the content inset, while stretched (`s < 0`, `allowRubberBandStretch`, decompile; OBS
///    jcavar/refresher#38) and while collapsing; `C` once compact (OBS).
/// 4. Safe area: `safeAreaInsets.top = min(height, E)`, so `adjustedContentInset.top =
///    min(height, E) + ci`: unchanged while stretched (INF: otherwise the scroll view would never be
///    overscrolled and never bounce), following the bar in the band (OBS: continuous height log).
/// 5. When: synchronously on every offset change, before KVO (INF: the navigation controller is an internal
///    scroll observer, `_addScrollViewScrollObserver:` → `_observeScrollViewDidScroll:topLayoutType:`,
///    decompile). A `contentInset` write fires no didScroll, so the bar sees it at the end of the frame
///    (layout pass, ``layoutIfNeeded()``) or at the next offset change, whichever comes first (INF).
/// 6. At rest the bar is never stretched or mid-band: `C` if `−y − ci ≤ C`, else `E` (INF, decompile: when
///    `_interactiveScrollActive` is off, a proposal between the minimum and the preferred height is raised to
///    the preferred one and one above the maximum is capped; we take preferred = maximum = `E`, unverified.
///    The flag is set from `_observeScrollViewWillBeginDragging:`; treating momentum and offset animations as
///    interactive too is INF, since UIKit's own bounce lets the title ride back with the content, OBS).
/// 7. Offset compensation: none while moving; at rest the scroll view keeps its distance
///    `d = y + adjustedContentInset.top` from the safe area, so a rest flip between `E` and `C` shifts the
///    offset by `E − C` (INF, decompile `-[UIScrollView _shouldContentOffsetMaintainRelativeDistanceFromSafeArea]`;
///    Apple Books disables it around a programmatic `setContentOffset:`). ``keepsDistanceAtRest`` = false
///    models the other reading.
/// 8. Inset writes: raising `ci` by Δ without moving `y` raises `s` by Δ. While moving, the bar collapses
///    by Δ (less what the stretch absorbs); at rest, by Δ < `E − C` nothing moves (the content sits Δ under
///    the expanded bar), by Δ ≥ `E − C` it collapses to `C` (rule 6). Hence ES#151 (compact while
///    refreshing) and MJRefresh#1412 (the title springs back when the inset grows at release) (INF).
/// 9. Search row: with `hidesWhenScrolling` it collapses first (s from 0 to Q), then the title (s
///    from Q to Q + L) (INF, priorities; DOC `hidesSearchBarWhenScrolling`: shown only at the top).
/// 10. Frames (INF, decompile layout order: row 80, refresh control 70, large title 60, search 50): status
///     0…S, row S…S+B, then the stretch gap (where UIKit hosts a `refreshControl`), then the large title's
///     visible strip (at most L), then the search row, whose bottom is the bar's bottom edge.
/// 11. Snap: a release whose projected rest would leave the bar inside the band is retargeted to an
///     end: by the release's direction if `|v| ≥` ``snapVelocityThreshold`` (0.5 pt/ms), else to the nearer
///     end; momentum gets the speed that lands there, a release without momentum a 0.3 s offset animation.
///     OBS: the bar settles fully expanded or collapsed (AMScrollingNavbar#219). INF: UIKit retargets from
///     `_observeScrollView:willEndDraggingWithVelocity:targetContentOffset:unclampedOriginalTarget:` and
///     `_scrollOffsetRetargettedToDetentOffsetIfNecessary:…` (names from class dumps; bodies not read); the
///     0.5 threshold is a guess; the animation for a release without momentum is ours.
/// 12. Motion limit: drags and momentum measure overscroll from the expanded top `−(E + ci)`, not from the
///     live `minOffset`, so the content follows the finger 1:1 through the band both ways and momentum
///     crosses it freely (OBS: the collapse follows the finger smoothly, SO 46570313; INF mechanism).
///
/// Not modelled here: opaque bars or a scroll view not under the bar, UIKit hosting a `refreshControl` in
/// the bar, page sheets (see ``SimulatedSheet``), VoiceOver.
@MainActor
public final class SimulatedNavigationBar {
    // MARK: Metrics

    /// `S`: the status bar (44 on X/11 Pro, 47 on 12–14, 50 on mini, about 54 with a Dynamic Island).
    public let statusBarHeight: Double
    /// `B`: the compact row with the buttons and the small title.
    public let rowHeight: Double
    /// `L`: the large-title strip (0 without a large title).
    public let largeTitleHeight: Double
    /// `Q`: the search row (counted only with a search bar).
    public let searchRowHeight: Double
    public let searchBar: SearchBar

    /// `E`: the bar at rest, expanded.
    public var expandedHeight: Double { compactHeight + largeTitleHeight + hidingSearchHeight }
    /// `C`: the bar collapsed.
    public var compactHeight: Double {
        statusBarHeight + rowHeight + (searchBar == .alwaysVisible ? searchRowHeight : 0)
    }
    /// `E − C`: the width of the collapse band in `s`.
    public var collapsibleHeight: Double { expandedHeight - compactHeight }

    /// Whether the bar has variable height (a large title or a search bar that hides), and so stretches when
    /// the content is pulled past its top; a plain bar is fixed at `C` (INF, decompile: the rubber-band
    /// stretch is allowed only for variable-height layouts).
    public var stretches: Bool { collapsibleHeight > 0 }

    var hidingSearchHeight: Double { searchBar == .hidesWhenScrolling ? searchRowHeight : 0 }

    // MARK: Options

    /// From this release speed (pt/ms) on, the direction of the release picks the snap's end (rule 11; INF).
    public var snapVelocityThreshold = 0.5
    /// Whether a release that would leave the bar inside its collapse band is retargeted to an end (rule 11).
    public var snapsOnRelease = true
    /// Whether the scroll view keeps its distance from the safe area when the bar changes at rest (rule 7).
    public var keepsDistanceAtRest = true
    /// Whether ``layoutPass()`` appends to ``trace``.
    public var isRecording = true

    // MARK: State

    public private(set) weak var scrollView: SimulatedScrollView?
    /// The bar's height from the top of the window, status bar included (rule 3).
    public private(set) var height: Double
    /// One sample per display frame, taken at the end of the frame (and one at ``attach(to:)``).
    public private(set) var trace: [Sample] = []
    /// The snaps started so far.
    public private(set) var snaps: [Snap] = []
    private var safeAreaTopBeforeAttaching = 0.0
    let tolerance = 0.01

    public init(statusBarHeight: Double = 47, largeTitle: Bool = true, searchBar: SearchBar = .none,
                rowHeight: Double = 44, largeTitleHeight: Double = 52, searchRowHeight: Double = 52) {
        self.statusBarHeight = max(0, statusBarHeight)
        self.rowHeight = max(0, rowHeight)
        self.largeTitleHeight = largeTitle ? max(0, largeTitleHeight) : 0
        self.searchRowHeight = max(0, searchRowHeight)
        self.searchBar = searchBar
        height = 0
        height = expandedHeight
    }

    // MARK: Attaching

    /// Starts tracking `scrollView`: the bar appears expanded (the safe-area top becomes `E`; at rest the
    /// scroll view keeps its distance, so content at its top ends at `−(E + ci)`), then follows the offset.
    ///
    /// The scroll view becomes its view controller's root view (``SimulatedScrollView/isViewControllerRootView``),
    /// so `.automatic` applies the top safe area even to short content; with `.never` the bar still moves but
    /// the insets ignore it (react-native-screens PR #202: the behaviour must be `.automatic`). The bar takes
    /// over ``SimulatedScrollView/safeAreaTopForOffset``.
    public func attach(to scrollView: SimulatedScrollView) {
        detach()
        if let other = scrollView.navigationBar, other !== self { other.detach() }
        self.scrollView = scrollView
        scrollView.navigationBar = self
        scrollView.isViewControllerRootView = true
        safeAreaTopBeforeAttaching = scrollView.safeAreaInsets.top
        scrollView.safeAreaTopForOffset = { [weak self, weak scrollView] y in
            self?.apply(offset: y)
            return scrollView?.safeAreaInsets.top ?? 0
        }
        height = expandedHeight
        // The screen appears with the bar expanded; the scroll view, at rest, keeps its distance from the new
        // safe area (whatever keepsDistanceAtRest says: this is the view controller's first layout).
        var insets = scrollView.safeAreaInsets
        insets.top = expandedHeight
        scrollView.setSafeAreaInsets(insets)
        apply(offset: scrollView.contentOffset.y)
        if isRecording { trace.append(sample(scrollView)) }
    }

    /// Stops tracking; the safe-area top returns to its value before ``attach(to:)``.
    public func detach() {
        guard let scrollView else { return }
        self.scrollView = nil
        if scrollView.navigationBar === self { scrollView.navigationBar = nil }
        scrollView.safeAreaTopForOffset = nil
        var insets = scrollView.safeAreaInsets
        insets.top = safeAreaTopBeforeAttaching
        scrollView.setSafeAreaInsets(insets)
    }

    /// Applies a pending `contentInset` change now instead of at the end of the frame (UIKit's
    /// `layoutIfNeeded`). Records nothing.
    public func layoutIfNeeded() {
        guard let scrollView else { return }
        apply(offset: scrollView.contentOffset.y)
    }

    /// Forgets the recorded samples and snaps.
    public func clearTrace() {
        trace.removeAll()
        snaps.removeAll()
    }

    // MARK: - Hooks called by the scroll view

    /// The layout pass at the end of a display frame: applies the live `contentInset` (and the rest rule
    /// once the scroll view has stopped) and records a sample.
    func layoutPass() {
        guard let scrollView else { return }
        apply(offset: scrollView.contentOffset.y)
        if isRecording { trace.append(sample(scrollView)) }
    }

    /// Rule 11, called by the scroll view at the end of a release with the release velocity (pt/ms, positive
    /// toward the content's end) and the projected rest offset it reported to `scrollViewWillEndDragging`.
    func retargetRelease(velocity v: Double, target: Double) {
        guard snapsOnRelease, let scrollView, collapsibleHeight > 0 else { return }
        let ci = scrollView.contentInset.top, band = collapsibleHeight
        let s = target + expandedHeight + ci  // where the release would leave the bar
        guard s > 0.5 && s < band - 0.5 else { return }
        let end: SnapEnd = abs(v) >= snapVelocityThreshold
            ? (v > 0 ? .compact : .expanded) : (s < band / 2 ? .expanded : .compact)
        let goal = -scrollView.pixel((end == .expanded ? expandedHeight : compactHeight) + ci)
        snaps.append(Snap(time: scrollView.time, from: s, end: end))
        if case .decelerating(let y, _, false) = scrollView.motion, abs(goal - y) > 0.5 {
            // Momentum: give it the speed whose projection, y + (|v| − 0.01)/|ln r|, lands on the goal.
            let speed = abs(goal - y) * abs(log(scrollView.decelerationRate)) + 0.01
            scrollView.motion = .decelerating(offset: y, velocity: goal > y ? speed : -speed, paused: false)
        } else {
            scrollView.setContentOffset(ScrollPoint(x: scrollView.contentOffset.x, y: goal), animated: true)
        }
    }

    // MARK: - Internal

    /// Rules 2, 3 and 6: the height the bar takes for offset `y`, given the live inset and whether the scroll
    /// view is moving (finger, momentum or offset animation) or at rest.
    func resolvedHeight(offset y: Double, in scrollView: SimulatedScrollView) -> Double {
        guard stretches else { return compactHeight }
        let proposed = -y - scrollView.contentInset.top  // bottom edge at content y = −ci
        let moving = scrollView.isTracking || scrollView.isDecelerating || scrollView.isScrollAnimating
        guard moving else { return proposed <= compactHeight + tolerance ? compactHeight : expandedHeight }
        return max(compactHeight, proposed)
    }

    private func apply(offset y: Double) {
        guard let scrollView else { return }
        height = resolvedHeight(offset: y, in: scrollView)
        setSafeAreaTop(min(height, expandedHeight), on: scrollView)
    }

    private func setSafeAreaTop(_ top: Double, on scrollView: SimulatedScrollView) {
        guard abs(top - scrollView.safeAreaInsets.top) > 0.001 else { return }
        var insets = scrollView.safeAreaInsets
        insets.top = top
        let ignoring = scrollView.contentOffsetIgnoresSafeAreaChanges
        if !keepsDistanceAtRest { scrollView.contentOffsetIgnoresSafeAreaChanges = true }
        scrollView.setSafeAreaInsets(insets)  // re-enters apply(offset:) through the offset hook if it compensates
        scrollView.contentOffsetIgnoresSafeAreaChanges = ignoring
    }
}
