#if canImport(UIKit)
import UIKit

/// What a ``RefreshHeader`` and a ``RefreshFooter`` have in common: state, commands, indicator, size.
///
/// Not subclassable outside RefreshKit; use it to treat a header and a footer alike.
@MainActor
public class RefreshComponentView: UIView {
    let support: RefreshComponentSupport

    init(controller: RefreshController, indicator: (any UIView & RefreshIndicator)?) {
        let height = CGFloat(controller.resolvedLength)  // a NaN or negative height is never a frame
        controller.timestampStore = UserDefaultsTimestampStore()
        support = RefreshComponentSupport(controller: controller)
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        support.install(in: self)
        support.indicator = indicator ?? RefreshIndicatorView()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshKit components are created in code")
    }

    /// The axis it works along: vertical for ``RefreshKitWrapper/header`` and ``RefreshKitWrapper/footer``,
    /// horizontal for ``RefreshKitWrapper/leading`` and ``RefreshKitWrapper/trailing``.
    public var axis: ScrollAxis { support.axis }

    /// The current state.
    public var state: RefreshState { support.controller.state }
    /// Whether a refresh runs or is about to start.
    public var isRefreshing: Bool { support.controller.isRefreshing }

    /// Whether the component works. Default true.
    ///
    /// Disabled, it is hidden, holds no inset, cannot be pulled or trigger, ignores
    /// ``beginRefreshing()`` and offers no accessibility action; disabling it while it refreshes ends
    /// the refresh at once. No-more-data is kept. It is the same flag as `isHidden`, inverted.
    public var isEnabled: Bool {
        get { support.controller.isEnabled }
        set {
            super.isHidden = !newValue
            support.setEnabled(newValue)
        }
    }

    /// Hiding the component disables it and showing it enables it: the same flag as ``isEnabled``.
    ///
    /// So `footer.isHidden = true` stops a list loading more, as apps written for MJRefresh expect:
    /// the hidden footer holds no inset and cannot trigger. RefreshKit never sets this property itself;
    /// it shows and hides the component's contents while scrolling.
    public override var isHidden: Bool {
        get { super.isHidden }
        set { isEnabled = !newValue }
    }

    /// Starts a refresh as if pulled: brings the component into view and runs the action.
    ///
    /// Safe in `viewDidLoad`: before the scroll view is in a window and laid out, the begin waits.
    /// Ignored while already refreshing, with no more data, while disabled, or while the other end refreshes.
    public func beginRefreshing() { support.controller.beginRefreshing() }

    /// Ends the refresh: the content animates back and the inset held for it goes back.
    ///
    /// Callable from any thread, like MJRefresh's: on the main thread it ends at once; from a network
    /// callback's background queue it ends on the main actor right after.
    public nonisolated func endRefreshing() {
        onMainActor { [self] in support.controller.endRefreshing() }
    }

    /// Begins a refresh and returns once it has ended. Cancelling the calling task ends it.
    public func refresh() async { await support.controller.refresh() }

    /// How far it is revealed over its trigger distance: 0 out of sight, 1 at the trigger, above 1 when
    /// pulled further. Not clamped, for over-pull effects.
    public var pullProgress: Double { support.controller.pullProgress }

    /// Called when the state changes (each step of a pull included), after RefreshKit has handled the
    /// scroll event: the callback may send any command. For bindings and custom animations that keep
    /// the indicator.
    public var onStateChange: (@MainActor (RefreshState) -> Void)? {
        get { support.controller.onStateChange }
        set { support.controller.onStateChange = newValue }
    }

    /// Called when ``pullProgress`` changes.
    public var onPullProgress: (@MainActor (Double) -> Void)? {
        get { support.controller.onPullProgress }
        set { support.controller.onPullProgress = newValue }
    }

    /// The states as an async sequence: the current one first, then every change
    /// (`for await state in header.states { … }`). Each access makes a new stream; it finishes when the
    /// component is freed.
    public var states: AsyncStream<RefreshState> { support.controller.states }

    /// Whether the indicator fades in with the pull (its alpha follows ``pullProgress`` up to 1),
    /// like MJRefresh's `automaticallyChangeAlpha`. Default false.
    public var fadesWithPullProgress: Bool {
        get { support.fadesWithPullProgress }
        set { support.fadesWithPullProgress = newValue }
    }

    /// Whether a pull that reaches "ready" gives a light haptic tap, as the finger crosses the trigger.
    /// Default true; the generator is prepared as the pull starts, so the tap is on time.
    public var isHapticFeedbackEnabled: Bool {
        get { support.isHapticFeedbackEnabled }
        set { support.isHapticFeedbackEnabled = newValue }
    }

    /// When a refresh last finished, from ``timestampStore`` under ``lastUpdatedKey``; `nil` if never.
    public var lastUpdated: Date? { support.controller.lastUpdated }

    /// The key the last-updated time is kept under. Default "header" or "footer": give each list its own
    /// ("feed", "inbox") when an app has several.
    public var lastUpdatedKey: String {
        get { support.controller.lastUpdatedKey }
        set { support.controller.lastUpdatedKey = newValue }
    }

    /// Where the last-updated time is kept. Default: `UserDefaults.standard` (declared in RefreshKit's
    /// privacy manifest); `nil` keeps none.
    public var timestampStore: (any RefreshTimestampStore)? {
        get { support.controller.timestampStore }
        set { support.controller.timestampStore = newValue }
    }

    /// Begins a refresh when the last one finished more than `interval` seconds ago, or never, like
    /// ESPullToRefresh's expiry: `header.refreshIfStale(olderThan: 300)` in `viewWillAppear`.
    /// Returns whether it began one.
    @discardableResult
    public func refreshIfStale(olderThan interval: TimeInterval) -> Bool {
        support.controller.refreshIfStale(olderThan: interval)
    }

    /// The view that shows the state; the default has an arrow and a spinner.
    public var indicator: any UIView & RefreshIndicator {
        get { support.indicator ?? RefreshIndicatorView() }
        set { support.indicator = newValue }
    }

    /// The component's height.
    public var height: CGFloat {
        get { CGFloat(support.controller.metrics.height) }
        set { support.controller.metrics.height = Double(newValue) }
    }

    /// How far from the content it sits: above the content's top for a header, below its end for a
    /// footer. Default 0. For a view of yours living in the inset there, such as a banner in the top inset
    /// (MJRefresh's `ignoredScrollViewContentInsetTop`); thresholds stay the same.
    public var positionOffset: CGFloat {
        get { CGFloat(support.controller.metrics.positionOffset) }
        set { support.controller.metrics.positionOffset = Double(newValue) }
    }

    /// How far it must be pulled to trigger; `nil` (default) means its height.
    public var triggerDistance: CGFloat? {
        get { support.controller.metrics.triggerDistance.map { CGFloat($0) } }
        set { support.controller.metrics.triggerDistance = newValue.map { Double($0) } }
    }

    /// Records this view as its scroll view's header or footer and returns the one it replaces.
    func register(in host: ScrollViewHost) -> RefreshComponentView? { nil }

    /// Touches on the component's empty area go to what lies behind it; only the indicator's own
    /// controls, if it has any, take them.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self || view === support.contentView ? nil : view
    }

    /// Leaving its scroll view gives back the inset the component held and ends its refresh.
    public override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        support.willMove(toSuperview: newSuperview)
    }

    /// Joining a scroll view attaches the component, replacing the one in the same role.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        support.didMoveToSuperview()
    }

    /// Entering a window lets a begin that waited for it start.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        support.geometryMayHaveChanged()
    }

    /// A new safe area moves the thresholds, which follow the live insets.
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        support.geometryMayHaveChanged()
    }
}
#endif
