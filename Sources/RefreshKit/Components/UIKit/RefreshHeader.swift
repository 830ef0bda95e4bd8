#if canImport(UIKit)
import UIKit

/// A pull-to-refresh header: `scrollView.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }`.
///
/// It lives as a subview of the scroll view, above the content. Pulling it past its trigger distance
/// and letting go runs the action and holds the header in view until the refresh ends: by itself
/// when an async action returns, or when the app calls ``RefreshComponentView/endRefreshing()``.
/// Thresholds follow the scroll view's live `adjustedContentInset` (bars, large titles, safe area),
/// and the inset it holds is added on top of the app's own, never instead of it.
///
/// The scroll view keeps its header alive, and the header its action: an action that captures the
/// view controller owning the scroll view keeps that controller alive too. The `target:`
/// initialisers hold their target weakly and hand it to the action.
@MainActor
public final class RefreshHeader: RefreshComponentView {
    /// A header whose async action gets `target`, held weakly, and ends the refresh when it returns:
    /// `RefreshHeader(target: self) { vc in await vc.reload() }`.
    ///
    /// Once `target` is gone the action does nothing and the refresh ends at once.
    public init<Target: AnyObject>(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil, target: Target,
                                   action: @escaping @MainActor (Target) async -> Void) {
        super.init(controller: RefreshController(header: RefreshMetrics(height: Double(height)),
                                                 action: .async(weak: target, action)),
                   indicator: indicator)
    }

    /// A header whose action gets `target`, held weakly, and the header, and starts work that ends
    /// later with `endRefreshing()`: `RefreshHeader(target: self) { vc, header in vc.load { header.endRefreshing() } }`.
    ///
    /// Once `target` is gone the action does nothing.
    public init<Target: AnyObject>(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil, target: Target,
                                   action: @escaping @MainActor (Target, RefreshHeader) -> Void) {
        super.init(controller: RefreshController(header: RefreshMetrics(height: Double(height))), indicator: indicator)
        support.controller.action = .manual(weak: target, component: self, action)
    }

    /// A header whose async action ends the refresh when it returns.
    public init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor () async -> Void) {
        super.init(controller: RefreshController(header: RefreshMetrics(height: Double(height)), action: .async(action)),
                   indicator: indicator)
    }

    /// A header whose action starts work that ends later with `endRefreshing()`.
    public init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor (RefreshHeader) -> Void) {
        super.init(controller: RefreshController(header: RefreshMetrics(height: Double(height))), indicator: indicator)
        support.controller.action = .manual(weak: self, action)
    }

    /// A header whose synchronous action only starts work: the refresh ends with `endRefreshing()`, as MJRefresh's
    /// `refreshingBlock` does. Deprecated because it reads like the async form.
    ///
    /// A closure without `await` cannot do async work, so it starts it; the header waits for `endRefreshing()`.
    @available(*, deprecated, message: "A synchronous action only starts work: the header waits for endRefreshing(), as in MJRefresh. Say so with RefreshHeader { header in …; header.endRefreshing() later }, or make the work async (RefreshHeader { await … }) to end when it returns")
    public convenience init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                            action: @escaping @MainActor () -> Void) {
        self.init(height: height, indicator: indicator, action: { (_: RefreshHeader) in action() })
    }

    /// A header whose synchronous action gets `target`, held weakly, and only starts work: the refresh ends with
    /// `endRefreshing()`, as MJRefresh's `refreshingTarget`/`refreshingAction` do. Deprecated because it reads like
    /// the async form.
    @available(*, deprecated, message: "A synchronous action only starts work: the header waits for endRefreshing(), as in MJRefresh. Say so with RefreshHeader(target: self) { vc, header in … }, or make the work async (RefreshHeader(target: self) { vc in await vc.… }) to end when it returns")
    public convenience init<Target: AnyObject>(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                                               target: Target, action: @escaping @MainActor (Target) -> Void) {
        self.init(height: height, indicator: indicator, action: { (_: RefreshHeader) in })
        support.controller.action = .shaped(weak: target, action)
    }

    /// A header that calls a method of `target`, held weakly, to start work that ends with `endRefreshing()`:
    /// MJRefresh's `headerWithRefreshingTarget:refreshingAction:`, `RefreshHeader(target: self, selector: #selector(loadNew))`.
    /// The method may take the header as its one argument.
    public convenience init(height: CGFloat = 54, indicator: (any UIView & RefreshIndicator)? = nil,
                            target: NSObject, selector: Selector) {
        self.init(height: height, indicator: indicator, action: { (_: RefreshHeader) in })
        setAction(target: target, selector: selector)
    }

    /// How much of it stays in view while refreshing; `nil` (default) means its height.
    public var pinnedHeight: CGFloat? {
        get { support.controller.metrics.pinnedHeight.map { CGFloat($0) } }
        set { support.controller.metrics.pinnedHeight = newValue.map { Double($0) } }
    }

    override func register(in host: ScrollViewHost) -> RefreshComponentView? {
        defer { host.headerView = self }
        return host.headerView
    }
}
#endif
