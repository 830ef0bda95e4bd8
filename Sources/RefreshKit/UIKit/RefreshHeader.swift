#if canImport(UIKit)
import UIKit

/// A pull-to-refresh header: `scrollView.rk.header = RefreshHeader { await model.reload() }`.
///
/// It lives as a subview of the scroll view, above the content. Pulling it past its trigger distance
/// and letting go runs the action and holds the header in view until the refresh ends: by itself
/// when an async action returns, or when the app calls ``RefreshComponentView/endRefreshing()``.
/// Thresholds follow the scroll view's live `adjustedContentInset` (bars, large titles, safe area),
/// and the inset it holds is added on top of the app's own, never instead of it.
@MainActor
public final class RefreshHeader: RefreshComponentView {
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
        support.controller.action = .manual { [weak self] in if let self { action(self) } }
    }

    /// How much of it stays in view while refreshing; `nil` (default) means its height.
    public var pinnedHeight: CGFloat? {
        get { support.controller.metrics.pinnedHeight.map { CGFloat($0) } }
        set { support.controller.metrics.pinnedHeight = newValue.map { Double($0) } }
    }

    override func register(in host: ScrollViewHost) {
        if let old = host.headerView, old !== self { old.removeFromSuperview() }
        host.headerView = self
    }
}
#endif
