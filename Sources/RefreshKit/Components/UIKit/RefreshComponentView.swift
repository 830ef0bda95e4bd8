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
    public func beginRefreshing() { support.beginRefreshing() }

    /// Ends the refresh: the content animates back and the inset held for it goes back.
    ///
    /// On a footer with no more data it resets that too, as MJRefresh's `endRefreshing` does
    /// (``RefreshController/endRefreshing()``).
    ///
    /// Callable from any thread, like MJRefresh's: on the main thread it ends at once; from a network
    /// callback's background queue it ends on the main actor right after.
    public nonisolated func endRefreshing() {
        onMainActor { [self] in support.controller.endRefreshing() }
    }

    /// Begins a refresh and returns once it has ended, with whether it began (``RefreshController/refresh()``).
    /// Cancelling the calling task ends it.
    @discardableResult
    public func refresh() async -> Bool { await support.refresh() }

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
    /// Returns whether it began one, or accepted one that waits for a window and a size (which may still be refused
    /// when it comes to start: ``refresh()`` waits and says).
    @discardableResult
    public func refreshIfStale(olderThan interval: TimeInterval) -> Bool {
        support.refreshIfStale(olderThan: interval)
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

    /// A new safe area moves the thresholds, which follow the live insets. UIKit passes a scroll view's safe area on
    /// to its subviews only on the edges it does not apply to the content inset (left and right of a vertical list,
    /// every edge under `.never`): bars above and below reach RefreshKit through its probe (`ScrollSizeProbe`).
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        support.geometryMayHaveChanged()
    }

    // MARK: - Accessibility

    // These overrides are nonisolated in the iOS 17 SDK and main-actor isolated in newer ones, like the
    // properties they override; VoiceOver calls them on the main thread, which `onMainThreadNow` checks.

    /// VoiceOver's three-finger scroll with focus inside the component (its indicator): past the edge
    /// where the content rests, it refreshes or loads more, as a pull would, and says so.
    ///
    /// UIKit asks the focused element's view first, then "a view higher in the hierarchy" while each
    /// answers false (`accessibilityScroll(_:)`), so the component view hears the scroll whenever focus
    /// is on its indicator; anywhere else in the list, see ``RefreshKitWrapper/accessibilityScroll(_:)``.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let handled = onMainThreadNow { [self] in support.host?.accessibilityScroll(direction) ?? false } ?? false
        return handled || super.accessibilityScroll(direction)
    }

    /// True while the component is shown and its indicator exposes no accessibility element of its own: the
    /// component then is VoiceOver's element for it, named like its action, with its state as the value, so
    /// that a focusable element carrying the "Refresh" or "Load more" action exists whenever it can be seen.
    /// Setting it to true makes the component the element for good.
    public override var isAccessibilityElement: Bool {
        get { super.isAccessibilityElement || (onMainThreadNow { [self] in support.standsInForIndicator } ?? false) }
        set { super.isAccessibilityElement = newValue }
    }

    /// The app's label, or the component's name ("Refresh", "Load more") when it stands in for its indicator.
    public override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? onMainThreadNow { [self] in support.standsInForIndicator ? support.accessibilityTexts.label : nil } ?? nil }
        set { super.accessibilityLabel = newValue }
    }

    /// The app's value, or the component's state ("Pulled 40 percent", "Refreshing") when it stands in for
    /// its indicator.
    public override var accessibilityValue: String? {
        get { super.accessibilityValue ?? onMainThreadNow { [self] in support.standsInForIndicator ? support.accessibilityTexts.value : nil } ?? nil }
        set { super.accessibilityValue = newValue }
    }

    /// The app's actions, followed by RefreshKit's "Refresh" or "Load more" when the component stands in
    /// for its indicator (otherwise the indicator, VoiceOver's element, carries it).
    public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let action = onMainThreadNow { [self] in support.standsInForIndicator ? support.accessibilityAction : nil } ?? nil
            return RefreshAccessibility.standInActions(own: super.accessibilityCustomActions, action: action)
        }
        set { super.accessibilityCustomActions = newValue }
    }
}
#endif
