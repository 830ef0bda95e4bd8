#if canImport(UIKit)
import UIKit

/// A pull-to-refresh header: `scrollView.rk.header = RefreshHeader { await model.reload() }`.
///
/// It lives as a subview of the scroll view, above the content. Pulling it past its trigger distance
/// and letting go runs the action and holds the header in view until the refresh ends: by itself
/// when an async action returns, or when the app calls ``endRefreshing()``. Thresholds follow the
/// scroll view's live `adjustedContentInset` (bars, large titles, safe area), and the inset it holds
/// is added on top of the app's own, never instead of it.
@MainActor
public final class RefreshHeader: UIView {
    private var support: RefreshComponentSupport!

    /// A header whose async action ends the refresh when it returns.
    public init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor () async -> Void) {
        super.init(frame: CGRect(x: 0, y: -height, width: 0, height: height))
        setUp(height: height, indicator: indicator, action: .async(action))
    }

    /// A header whose action starts work that ends later with ``endRefreshing()``.
    public init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor (RefreshHeader) -> Void) {
        super.init(frame: CGRect(x: 0, y: -height, width: 0, height: height))
        setUp(height: height, indicator: indicator, action: nil)
        support.controller.action = .manual { [weak self] in if let self { action(self) } }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshHeader is created in code")
    }

    private func setUp(height: CGFloat, indicator: (any UIView & RefreshIndicator)?, action: RefreshController.Action?) {
        let controller = RefreshController(header: RefreshMetrics(height: Double(height)), action: action)
        support = RefreshComponentSupport(view: self, controller: controller)
        support.indicator = indicator ?? RefreshIndicatorView()
    }

    // MARK: - State and commands

    /// The current state.
    public var state: RefreshState { support.controller.state }
    /// Whether a refresh runs or is about to start.
    public var isRefreshing: Bool { support.controller.isRefreshing }

    /// Starts a refresh as if pulled: scrolls the header into view and runs the action.
    ///
    /// Safe in `viewDidLoad`: before the scroll view is in a window and laid out, the begin waits.
    /// Ignored while already refreshing, or while the footer refreshes.
    public func beginRefreshing() { support.controller.beginRefreshing() }

    /// Ends the refresh: the header animates away and the inset it held goes back. Call it on the main
    /// actor; from a background callback, hop first (`Task { @MainActor in header.endRefreshing() }`).
    public func endRefreshing() { support.controller.endRefreshing() }

    /// Begins a refresh and returns once it has ended. Cancelling the calling task ends it.
    public func refresh() async { await support.controller.refresh() }

    // MARK: - Appearance and thresholds

    /// The view that shows the state; the default has an arrow, a spinner and a title.
    public var indicator: any UIView & RefreshIndicator {
        get { support.indicator ?? RefreshIndicatorView() }
        set { support.indicator = newValue }
    }

    /// The header's height. Default 54.
    public var height: CGFloat {
        get { CGFloat(support.controller.metrics.height) }
        set { support.controller.metrics.height = Double(newValue) }
    }

    /// How far it must be pulled to trigger; `nil` (default) means its height.
    public var triggerDistance: CGFloat? {
        get { support.controller.metrics.triggerDistance.map { CGFloat($0) } }
        set { support.controller.metrics.triggerDistance = newValue.map { Double($0) } }
    }

    /// How much of it stays in view while refreshing; `nil` (default) means its height.
    public var pinnedHeight: CGFloat? {
        get { support.controller.metrics.pinnedHeight.map { CGFloat($0) } }
        set { support.controller.metrics.pinnedHeight = newValue.map { Double($0) } }
    }

    // MARK: - UIView

    public override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        support.willMove(toSuperview: newSuperview)
    }

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        support.didMoveToSuperview { host in
            if let old = host.headerView, old !== self { old.removeFromSuperview() }
            host.headerView = self
        }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        support.geometryMayHaveChanged()
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        support.geometryMayHaveChanged()
    }
}
#endif
