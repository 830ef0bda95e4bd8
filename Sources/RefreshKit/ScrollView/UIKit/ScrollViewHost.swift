#if canImport(UIKit)
import UIKit

/// The UIKit side of one scroll view's binding: observation in, effects out. It decides nothing.
///
/// Created when the first header or footer moves into a scroll view, stored on the scroll view, and
/// torn down (observations invalidated, display link stopped, probe and accessibility actions removed)
/// when the last one leaves. Observation uses `NSKeyValueObservation` tokens, so no observer can
/// outlive the scroll view.
@MainActor
final class ScrollViewHost: RefreshHost {
    private(set) weak var scrollView: UIScrollView?
    /// The axis its components work along: one per scroll view (`rk.header`/`rk.footer` or `rk.leading`/`rk.trailing`).
    let axis: ScrollAxis
    private(set) lazy var binding = RefreshBinding(
        host: self, configuration: Self.effective(scrollView.map { Self.configuration(of: $0) } ?? RefreshConfiguration()),
        axis: axis)
    weak var headerView: RefreshHeader?
    weak var footerView: RefreshFooter?
    /// The actions this host adds to the scroll view's `accessibilityCustomActions`, made on first use.
    var accessibilityActions: [RefreshRole: UIAccessibilityCustomAction] = [:]
    private var observations: [NSKeyValueObservation] = []
    private var reduceMotionObservation: NotificationObservation?
    private var probe: ScrollSizeProbe?
    private lazy var frameClock = FrameClock { [weak self] link in
        guard let self else { return false }
        frameDidTick(link)
        return true
    }
    /// The display time of the frame being computed, while a display-link tick is handled.
    private(set) var frameTime: CFTimeInterval?
    /// Which observation callbacks are news: a new bounds size, not the scrolling that moves `bounds.origin`.
    private var life: ScrollViewHostLife
    /// Whether a stretching navigation bar tracks the scroll view; looked up when the window, the safe
    /// area or the size changes, when a drag begins and before a begin, never on every scroll event.
    private(set) var isUnderStretchingBar = false
    /// The settings RefreshKit borrows from the scroll view, shared with a nested page's host: the components borrow
    /// `alwaysBounceVertical` (or `Horizontal`), on while one is attached, the app's value back when the last leaves.
    private let settings: ScrollViewSettings
    /// Reads `isScrollAnimating` where the system has it (iOS 17.4 and later); nil elsewhere.
    let scrollAnimation: ScrollAnimationReader?
    /// What moves this view through a nested page's coordinator: the engine sees a finger on the page as a drag
    /// and the coordinator's momentum as deceleration, and hears when it changes.
    var nestedMotion = NestedMotion.none {
        didSet { Assign.ifChanged(nestedMotion, from: oldValue) { _ in binding.hostDidChange(self) } }
    }

    /// How much of the view's leading edge a page container's overlay covers (`ScrollSnapshot.leadingCover`): set on
    /// every placement of the overlay, before the engine hears of the change that moved it.
    var leadingCover: Double? {
        didSet { Assign.ifChanged(leadingCover, from: oldValue) { _ in binding.hostDidChange(self) } }
    }

    /// `configuration` as it applies now: without animations under Reduce Motion, if it follows it.
    static func effective(_ configuration: RefreshConfiguration) -> RefreshConfiguration {
        configuration.resolved(reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    private init(scrollView: UIScrollView, axis: ScrollAxis) {
        self.scrollView = scrollView
        self.axis = axis
        life = ScrollViewHostLife(boundsSize: ScrollSize(scrollView.bounds.size))
        settings = ScrollViewSettings.of(scrollView)
        scrollAnimation = ScrollAnimationReader.make(for: scrollView)
    }

    /// The host already installed on `scrollView`, if any.
    static func existing(for scrollView: UIScrollView) -> ScrollViewHost? {
        objc_getAssociatedObject(scrollView, AssociationKey.host) as? ScrollViewHost
    }

    /// The host of `scrollView` for components along `axis`, installed and observing on first use.
    ///
    /// A scroll view refreshes along one axis: components of the other axis leave first (taking their
    /// insets with them), which uninstalls the old host.
    static func install(on scrollView: UIScrollView, axis: ScrollAxis) -> ScrollViewHost {
        ScrollViewHostLife.host(along: axis, installed: { existing(for: scrollView) }, axisOf: { $0.axis }, empty: { host in
            host.headerView?.removeFromSuperview()
            host.footerView?.removeFromSuperview()
        }, make: {
            let host = ScrollViewHost(scrollView: scrollView, axis: axis)
            objc_setAssociatedObject(scrollView, AssociationKey.host, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            host.observe(scrollView)
            return host
        })
    }

    /// Drops `component` from the views it answers `rk.header` and `rk.footer` with, when it is one of them (a freed
    /// component, nil, is no longer one of them).
    func forget(_ component: RefreshComponentView?) {
        headerView = ScrollViewHostLife.remaining(headerView, forgetting: component)
        footerView = ScrollViewHostLife.remaining(footerView, forgetting: component)
    }

    /// Stops observing and removes itself from the scroll view once nothing is attached.
    func uninstallIfUnused() {
        guard binding.isEmpty else { return }
        observations.forEach { $0.invalidate() }
        observations = []
        reduceMotionObservation = nil
        probe?.removeFromSuperview()
        probe = nil
        setRefreshFrameClockRunning(false)
        updateAccessibilityActions()
        guard let scrollView else { return }
        // A list whose changes another observer hears first keeps it on (a short list must still bring a page's
        // header back); a nested page's coordinator claims it in the same ledger and gives it back when it lets go.
        settings.note(ScrollViewHostLife.coordinatorBounce(axis: axis, priorityObserver: priorityObserver?.kind),
                      .bounce(axis), by: .coordinator)
        settings.release(.bounce(axis), by: .component, on: scrollView)
        objc_setAssociatedObject(scrollView, AssociationKey.host, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    // MARK: - Configuration

    /// The configuration the app set on `scrollView`. It is stored apart from the host, so it survives
    /// replacing or removing the components, and setting it alone installs nothing.
    static func appConfiguration(of scrollView: UIScrollView) -> RefreshConfiguration? {
        objc_getAssociatedObject(scrollView, AssociationKey.configuration) as? RefreshConfiguration
    }

    static func setAppConfiguration(_ configuration: RefreshConfiguration, on scrollView: UIScrollView) {
        objc_setAssociatedObject(scrollView, AssociationKey.configuration, configuration, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        existing(for: scrollView)?.binding.configuration = effective(configuration)
    }

    /// The app's configuration, or the default; Reduce Motion is applied on top (``effective(_:)``), never
    /// stored, so a configuration read and written back keeps the app's durations.
    static func configuration(of scrollView: UIScrollView) -> RefreshConfiguration {
        appConfiguration(of: scrollView) ?? RefreshConfiguration()
    }

    // MARK: - Priority observer

    /// The observer that hears `scrollView`'s changes before this host's binding does, if one is set.
    ///
    /// It is stored on the scroll view, not on the host, so it is in place whether the host is installed
    /// before or after it, and the host keeps no reference of its own that could go stale.
    static func priorityObserver(of scrollView: UIScrollView) -> (any ScrollViewPriorityObserver)? {
        (objc_getAssociatedObject(scrollView, AssociationKey.priorityObserver) as? WeakPriorityObserver)?.observer
    }

    /// Sets or (with `nil`) removes `scrollView`'s priority observer, held weakly; returns the box the view keeps it in,
    /// which the observer can empty as it lets go (a box another observer replaced is already gone).
    @discardableResult
    static func setPriorityObserver(_ observer: (any ScrollViewPriorityObserver)?, on scrollView: UIScrollView) -> WeakPriorityObserver? {
        let box = observer.map(WeakPriorityObserver.init)
        objc_setAssociatedObject(scrollView, AssociationKey.priorityObserver, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return box
    }

    // MARK: - Observation

    private func observe(_ scrollView: UIScrollView) {
        // KVO calls these synchronously, inside the setter: they are handled there and then, or the
        // engine runs a frame behind the offset. `@Sendable` keeps them nonisolated under every SDK, so
        // a change made off the main thread reaches `onMainThread` instead of a runtime isolation trap.
        observations = [
            scrollView.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.offsetDidChange() } },
            scrollView.observe(\.contentSize) { @Sendable [weak self] _, _ in onMainThread { self?.stateDidChange() } },
            scrollView.observe(\.contentInset) { @Sendable [weak self] _, _ in onMainThread { self?.stateDidChange() } },
            scrollView.observe(\.bounds) { @Sendable [weak self] _, _ in onMainThread { self?.sizeMayHaveChanged() } },
            scrollView.panGestureRecognizer.observe(\.state) { @Sendable [weak self] _, _ in
                onMainThread { self?.panStateDidChange() }
            },
        ]
        probe = ScrollSizeProbe(in: scrollView) { [weak self] in self?.sizeMayHaveChanged() }
        reduceMotionObservation = NotificationObservation(UIAccessibility.reduceMotionStatusDidChangeNotification) {
            @Sendable [weak self] _ in onMainThread { self?.reduceMotionDidChange() }
        }
    }

    /// The order of two KVO observers of one property is undefined, so a nested page's coordinator is
    /// not a KVO observer of its own here: this host tells it first. It may hold the view where it was,
    /// and the engine then only ever sees the held offset.
    private func offsetDidChange() {
        priorityObserver?.scrollViewOffsetDidChange()
        binding.hostDidChange(self)
    }

    private func stateDidChange() {
        priorityObserver?.scrollViewStateDidChange()
        binding.hostDidChange(self)
        priorityObserver?.scrollViewStateWasHandled()
    }

    /// The observer that hears this view's changes first (``priorityObserver(of:)``), looked up on each change.
    private var priorityObserver: (any ScrollViewPriorityObserver)? {
        scrollView.flatMap(Self.priorityObserver(of:))
    }

    /// A drag that begins looks at the navigation bar again before the engine hears of it: the app may have
    /// changed what stretches since the last look (`setContentScrollView(_:for:)`, a search controller or a
    /// title mode set after appearance). UIKit sets `.began` once per gesture, so this is once per drag.
    private func panStateDidChange() {
        let state = scrollView.map { ScrollViewReading.PanState(rawValue: $0.panGestureRecognizer.state.rawValue) }
        ScrollViewHostLife.panStateDidChange(state ?? .possible) { updateBarDetection() }
        stateDidChange()
    }

    /// Scrolling changes `bounds.origin` too; only a new size (rotation, split view, `setFrame`) or a new visible
    /// area (the probe resized by the layout pass: safe area, keyboard) is news.
    private func sizeMayHaveChanged() {
        guard let scrollView, life.sizesDidChange(bounds: ScrollSize(scrollView.bounds.size),
                                                  visibleArea: probe.map { ScrollSize($0.bounds.size) }) else { return }
        surroundingsMayHaveChanged()
    }

    /// The window, the safe area or the size changed: the navigation bar around the scroll view may be
    /// another one, and the geometry is news for the engine.
    func surroundingsMayHaveChanged() {
        updateBarDetection()
        binding.hostDidChange(self)
    }

    /// Looks again at whether a stretching navigation bar tracks the scroll view (vertical lists only: no
    /// bar stretches sideways). The next snapshot carries the answer; the engine takes one for every event,
    /// a begin included, so calling this right before `beginRefreshing()` is enough for that begin.
    func updateBarDetection() {
        guard let scrollView else { return }
        isUnderStretchingBar = ScrollViewHostLife.looksForStretchingBar(axis) && Self.isTrackedByStretchingBar(scrollView)
    }

    /// The configuration follows Reduce Motion as the user changes it (unless it says not to).
    private func reduceMotionDidChange() {
        guard let scrollView else { return }
        binding.configuration = Self.effective(Self.configuration(of: scrollView))
    }

    private func frameDidTick(_ link: CADisplayLink) {
        // Animations are computed for the frame about to be shown, not for the moment of the callback.
        frameTime = link.targetTimestamp
        binding.frameDidTick(self)
        frameTime = nil
    }

    // MARK: - RefreshHost

    func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool) {
        guard let scrollView else { return }
        let before = ScrollPoint(scrollView.contentOffset)
        // Outside any animation block: collection views would otherwise animate cells along (MJRefresh #225).
        UIView.performWithoutAnimation { scrollView.contentInset = insets.uiEdgeInsets }
        let after = ScrollPoint(scrollView.contentOffset)
        // The put-back too, or inside an enclosing animation (a rotation, the keyboard's, an app's `UIView.animate`)
        // the content would slide against a band that jumped.
        Assign.ifChanged(ScrollViewHostLife.offsetAfterInsetWrite(preservingOffset: preservingOffset, before: before, after: after),
                         from: after) { offset in UIView.performWithoutAnimation { scrollView.contentOffset = offset.cgPoint } }
    }

    /// Outside any animation block, as the inset is: an enclosing animation (a rotation, the keyboard's, an app's
    /// `UIView.animate`) would otherwise animate a Reduce Motion pin or a restored offset while the band jumps.
    func setRefreshContentOffset(_ offset: ScrollPoint) {
        UIView.performWithoutAnimation { [scrollView] in scrollView?.contentOffset = offset.cgPoint }
    }

    func stopRefreshDeceleration() {
        // A nested page's momentum is this view's deceleration to the engine: it stops too. A freed view does not
        // decelerate, so nothing is stopped.
        ScrollViewHostLife.stopDeceleration(
            nestedMotion: nestedMotion, isDecelerating: { [scrollView] in scrollView?.isDecelerating ?? false },
            stopNestedMomentum: { priorityObserver?.scrollViewDecelerationWasStopped() },
            stopScrolling: { [scrollView] in scrollView?.setContentOffset(scrollView?.contentOffset ?? .zero, animated: false) })
    }

    func prepareForRefresh() {
        guard let scrollView else { return }
        settings.claim(true, .bounce(axis), by: .component, on: scrollView)
    }

    func setRefreshFrameClockRunning(_ running: Bool) {
        frameClock.isRunning = running
    }

    func layoutPendingContent() {
        // The changes the layout makes are read at their own moment, as before the frame, not at the frame's target time.
        let frame = frameTime
        frameTime = nil
        scrollView?.layoutIfNeeded()
        frameTime = frame
    }
}

/// A block-based notification observer, removed when this is released: NotificationCenter keeps such
/// observers until they are removed, even after what they call back into is gone.
private final class NotificationObservation {
    private let token: any NSObjectProtocol

    init(_ name: Notification.Name, handler: @escaping @Sendable (Notification) -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main, using: handler)
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
