#if canImport(UIKit)
import UIKit

/// A load-more footer: `scrollView.rk.footer = RefreshFooter(style: .auto) { await model.loadMore() }`.
///
/// `.auto` loads by itself when the user scrolls toward the end (at most once per drag, so self-sizing
/// cells cannot re-trigger it) and keeps its height below the content; `.back` loads when pulled up
/// past the end and released, and is held in view while loading. With short content it sits at the
/// bottom of the visible area, not right under the last row. Hidden while the content is empty.
@MainActor
public final class RefreshFooter: UIView {
    /// How the footer starts loading.
    public let style: RefreshFooterStyle
    private var support: RefreshComponentSupport!

    /// A footer whose async action ends the load when it returns.
    public init(style: RefreshFooterStyle = .auto, height: CGFloat = 44, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor () async -> Void) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        setUp(height: height, indicator: indicator, action: .async(action))
    }

    /// A footer whose action starts work that ends later with ``endRefreshing()`` or ``setNoMoreData()``.
    public init(style: RefreshFooterStyle = .auto, height: CGFloat = 44, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor (RefreshFooter) -> Void) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        setUp(height: height, indicator: indicator, action: nil)
        support.controller.action = .manual { [weak self] in if let self { action(self) } }
    }

    /// An auto footer: `RefreshFooter.auto { await model.loadMore() }`.
    public static func auto(_ action: @escaping @MainActor () async -> Void) -> RefreshFooter {
        RefreshFooter(style: .auto, action: action)
    }

    /// A back footer: `RefreshFooter.back { await model.loadMore() }`.
    public static func back(_ action: @escaping @MainActor () async -> Void) -> RefreshFooter {
        RefreshFooter(style: .back, action: action)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshFooter is created in code")
    }

    private func setUp(height: CGFloat, indicator: (any UIView & RefreshIndicator)?, action: RefreshController.Action?) {
        let controller = RefreshController(footer: style, metrics: RefreshMetrics(height: Double(height)), action: action)
        support = RefreshComponentSupport(view: self, controller: controller)
        support.indicator = indicator ?? RefreshIndicatorView()
    }

    // MARK: - State and commands

    /// The current state.
    public var state: RefreshState { support.controller.state }
    /// Whether a load runs or is about to start.
    public var isRefreshing: Bool { support.controller.isRefreshing }

    /// Starts loading as if pulled; a back footer scrolls into view. Ignored while the header refreshes.
    public func beginRefreshing() { support.controller.beginRefreshing() }

    /// Ends the load. Call it on the main actor; from a background callback, hop first
    /// (`Task { @MainActor in footer.endRefreshing() }`).
    public func endRefreshing() { support.controller.endRefreshing() }

    /// Ends any load and shows that there is nothing more; the footer no longer triggers.
    public func setNoMoreData() { support.controller.setNoMoreData() }

    /// Allows loading again after ``setNoMoreData()`` (after a reload from the top, say).
    public func resetNoMoreData() { support.controller.resetNoMoreData() }

    /// Begins a load and returns once it has ended. Cancelling the calling task ends it.
    public func refresh() async { await support.controller.refresh() }

    // MARK: - Appearance and thresholds

    /// The view that shows the state; the default has an arrow, a spinner and a title.
    public var indicator: any UIView & RefreshIndicator {
        get { support.indicator ?? RefreshIndicatorView() }
        set { support.indicator = newValue }
    }

    /// The footer's height. Default 44.
    public var height: CGFloat {
        get { CGFloat(support.controller.metrics.height) }
        set { support.controller.metrics.height = Double(newValue) }
    }

    /// Back footer: how far it must be pulled to trigger; `nil` (default) means its height.
    public var triggerDistance: CGFloat? {
        get { support.controller.metrics.triggerDistance.map { CGFloat($0) } }
        set { support.controller.metrics.triggerDistance = newValue.map { Double($0) } }
    }

    /// Auto footer: the fraction of the footer shown before it loads. 1 (default) is fully shown; lower
    /// and negative values load earlier.
    public var triggerPercent: CGFloat {
        get { CGFloat(support.controller.metrics.triggerPercent) }
        set { support.controller.metrics.triggerPercent = Double(newValue) }
    }

    /// Auto footer: how many points before the end it starts loading. Default 0.
    public var preloadDistance: CGFloat {
        get { CGFloat(support.controller.metrics.preloadDistance) }
        set { support.controller.metrics.preloadDistance = Double(newValue) }
    }

    /// Whether it hides, and cannot trigger, while the content is empty. Default true.
    public var hidesWhenContentIsEmpty: Bool {
        get { support.controller.metrics.hidesWhenContentIsEmpty }
        set { support.controller.metrics.hidesWhenContentIsEmpty = newValue }
    }

    // MARK: - UIView

    public override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        support.willMove(toSuperview: newSuperview)
    }

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        support.didMoveToSuperview { host in
            if let old = host.footerView, old !== self { old.removeFromSuperview() }
            host.footerView = self
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
