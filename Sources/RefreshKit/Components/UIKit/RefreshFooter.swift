#if canImport(UIKit)
import UIKit

/// A load-more footer: `scrollView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }`.
///
/// `.auto` loads by itself when the user scrolls toward the end (at most once per drag, so self-sizing
/// cells cannot re-trigger it) and keeps its height below the content; `.back` loads when pulled up
/// past the end and released, and is held in view while loading. With short content it sits at the
/// bottom of the visible area, not right under the last row. Hidden while the content is empty.
/// `footer.isHidden = true` (or `isEnabled = false`) stops it loading; see ``RefreshComponentView/isHidden``.
///
/// The `target:` initialisers hold their target weakly, so a view controller that owns the scroll
/// view is not kept alive by its own footer.
@MainActor
public final class RefreshFooter: RefreshComponentView {
    /// How the footer starts loading.
    public let style: RefreshFooterStyle

    /// A footer whose async action gets `target`, held weakly, and ends the load when it returns:
    /// `RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }`.
    ///
    /// Once `target` is gone the action does nothing and the load ends at once.
    public init<Target: AnyObject>(style: RefreshFooterStyle = .auto, height: CGFloat = 44,
                                   indicator: (any UIView & RefreshIndicator)? = nil, target: Target,
                                   action: @escaping @MainActor (Target) async -> Void) {
        self.style = style
        super.init(controller: RefreshController(footer: style, metrics: RefreshMetrics(height: Double(height)),
                                                 action: .async(weak: target, action)),
                   indicator: indicator)
    }

    /// A footer whose action gets `target`, held weakly, and the footer, and starts work that ends
    /// later with `endRefreshing()` or ``setNoMoreData()``:
    /// `RefreshFooter(style: .back, target: self) { vc, footer in vc.fetch { footer.endRefreshing() } }`.
    ///
    /// Once `target` is gone the action does nothing.
    public init<Target: AnyObject>(style: RefreshFooterStyle = .auto, height: CGFloat = 44,
                                   indicator: (any UIView & RefreshIndicator)? = nil, target: Target,
                                   action: @escaping @MainActor (Target, RefreshFooter) -> Void) {
        self.style = style
        super.init(controller: RefreshController(footer: style, metrics: RefreshMetrics(height: Double(height))),
                   indicator: indicator)
        support.controller.action = .manual(weak: target, component: self, action)
    }

    /// A footer whose async action ends the load when it returns.
    public init(style: RefreshFooterStyle = .auto, height: CGFloat = 44, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor () async -> Void) {
        self.style = style
        super.init(controller: RefreshController(footer: style, metrics: RefreshMetrics(height: Double(height)),
                                                 action: .async(action)),
                   indicator: indicator)
    }

    /// A footer whose action starts work that ends later with `endRefreshing()` or ``setNoMoreData()``.
    public init(style: RefreshFooterStyle = .auto, height: CGFloat = 44, indicator: (any UIView & RefreshIndicator)? = nil,
                action: @escaping @MainActor (RefreshFooter) -> Void) {
        self.style = style
        super.init(controller: RefreshController(footer: style, metrics: RefreshMetrics(height: Double(height))),
                   indicator: indicator)
        support.controller.action = .manual(weak: self, action)
    }

    /// A footer whose synchronous action only starts work: the load ends with `endRefreshing()` or
    /// ``setNoMoreData()``, as MJRefresh's `refreshingBlock` does. Deprecated because it reads like the async form.
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style:) { footer in … }, or make the work async ({ await … }) to end when it returns")
    public convenience init(style: RefreshFooterStyle = .auto, height: CGFloat = 44,
                            indicator: (any UIView & RefreshIndicator)? = nil, action: @escaping @MainActor () -> Void) {
        self.init(style: style, height: height, indicator: indicator, action: { (_: RefreshFooter) in action() })
    }

    /// A footer whose synchronous action gets `target`, held weakly, and only starts work: the load ends with
    /// `endRefreshing()` or ``setNoMoreData()``, as in MJRefresh. Deprecated because it reads like the async form.
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style:target:) { vc, footer in … }, or make the work async ({ vc in await vc.… }) to end when it returns")
    public convenience init<Target: AnyObject>(style: RefreshFooterStyle = .auto, height: CGFloat = 44,
                                               indicator: (any UIView & RefreshIndicator)? = nil, target: Target,
                                               action: @escaping @MainActor (Target) -> Void) {
        self.init(style: style, height: height, indicator: indicator, action: { (_: RefreshFooter) in })
        support.controller.action = .shaped(weak: target, action)
    }

    /// An auto footer whose synchronous action only starts work (see the deprecated synchronous `init(style:height:indicator:action:)`).
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style: .auto) { footer in … }, or make the work async (RefreshFooter.auto { await … })")
    public static func auto(_ action: @escaping @MainActor () -> Void) -> RefreshFooter {
        RefreshFooter(style: .auto, action: { (_: RefreshFooter) in action() })
    }

    /// A back footer whose synchronous action only starts work, as in MJRefresh.
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style: .back) { footer in … }, or make the work async (RefreshFooter.back { await … })")
    public static func back(_ action: @escaping @MainActor () -> Void) -> RefreshFooter {
        RefreshFooter(style: .back, action: { (_: RefreshFooter) in action() })
    }

    /// An auto footer whose synchronous action gets `target`, held weakly, and only starts work, as in MJRefresh.
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style: .auto, target: self) { vc, footer in … }, or make the work async ({ vc in await vc.… })")
    public static func auto<Target: AnyObject>(target: Target, _ action: @escaping @MainActor (Target) -> Void) -> RefreshFooter {
        let footer = RefreshFooter(style: .auto, action: { (_: RefreshFooter) in })
        footer.support.controller.action = .shaped(weak: target, action)
        return footer
    }

    /// A back footer whose synchronous action gets `target`, held weakly, and only starts work, as in MJRefresh.
    @available(*, deprecated, message: "A synchronous action only starts work: the footer waits for endRefreshing() or setNoMoreData(), as in MJRefresh. Say so with RefreshFooter(style: .back, target: self) { vc, footer in … }, or make the work async ({ vc in await vc.… })")
    public static func back<Target: AnyObject>(target: Target, _ action: @escaping @MainActor (Target) -> Void) -> RefreshFooter {
        let footer = RefreshFooter(style: .back, action: { (_: RefreshFooter) in })
        footer.support.controller.action = .shaped(weak: target, action)
        return footer
    }

    /// A footer that calls a method of `target`, held weakly, to start work that ends with `endRefreshing()` or
    /// ``setNoMoreData()``: MJRefresh's `footerWithRefreshingTarget:refreshingAction:`,
    /// `RefreshFooter(style: .auto, target: self, selector: #selector(loadMore))`.
    public convenience init(style: RefreshFooterStyle = .auto, height: CGFloat = 44,
                            indicator: (any UIView & RefreshIndicator)? = nil, target: NSObject, selector: Selector) {
        self.init(style: style, height: height, indicator: indicator, action: { (_: RefreshFooter) in })
        setAction(target: target, selector: selector)
    }

    /// An auto footer: `RefreshFooter.auto { await model.loadMore() }`.
    public static func auto(_ action: @escaping @MainActor () async -> Void) -> RefreshFooter {
        RefreshFooter(style: .auto, action: action)
    }

    /// An auto footer that holds `target` weakly: `RefreshFooter.auto(target: self) { vc in await vc.loadMore() }`.
    public static func auto<Target: AnyObject>(target: Target, _ action: @escaping @MainActor (Target) async -> Void) -> RefreshFooter {
        RefreshFooter(style: .auto, target: target, action: action)
    }

    /// A back footer: `RefreshFooter.back { await model.loadMore() }`.
    public static func back(_ action: @escaping @MainActor () async -> Void) -> RefreshFooter {
        RefreshFooter(style: .back, action: action)
    }

    /// A back footer that holds `target` weakly: `RefreshFooter.back(target: self) { vc in await vc.loadMore() }`.
    public static func back<Target: AnyObject>(target: Target, _ action: @escaping @MainActor (Target) async -> Void) -> RefreshFooter {
        RefreshFooter(style: .back, target: target, action: action)
    }

    /// Ends any load and shows that there is nothing more; the footer no longer triggers.
    ///
    /// Callable from any thread, like ``RefreshComponentView/endRefreshing()``.
    public nonisolated func setNoMoreData() {
        onMainActor { [self] in support.controller.setNoMoreData() }
    }

    /// Allows loading again after ``setNoMoreData()`` (after a reload from the top, say). Callable from any thread.
    public nonisolated func resetNoMoreData() {
        onMainActor { [self] in support.controller.resetNoMoreData() }
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

    /// Auto footer: whether it loads without a drag while the content does not fill the visible area (a first
    /// page shorter than the screen), until it does, a load adds nothing, or there is no more data. Default false.
    public var loadsUntilFilled: Bool {
        get { support.controller.metrics.loadsUntilFilled }
        set { support.controller.metrics.loadsUntilFilled = newValue }
    }

    /// Auto footer: whether it loads by itself as the end nears. Default true; false loads only when the user lets go
    /// with the footer shown or taps its title (MJRefresh's `automaticallyRefresh = NO`).
    public var loadsAutomatically: Bool {
        get { support.controller.metrics.loadsAutomatically }
        set { support.controller.metrics.loadsAutomatically = newValue }
    }

    /// Auto footer: how many loads one drag may start (MJRefresh's `autoTriggerTimes`); `nil` is any number, MJRefresh's
    /// -1. Default 1. Values below 1 count as 1.
    public var maximumLoadsPerDrag: Int? {
        get { support.controller.metrics.maximumLoadsPerDrag }
        set { support.controller.metrics.maximumLoadsPerDrag = newValue }
    }

    /// What counts as empty for ``hidesWhenContentIsEmpty``: a content size of 0 (default), or no rows in a table or
    /// collection view (`.noRows`, MJRefresh's `mj_totalDataCount`), counted whenever its content size changes.
    public var emptiness = RefreshFooterEmptiness.noContent {
        didSet { watchRows() }
    }

    /// Watches the scroll view's content size while ``emptiness`` counts rows.
    private var rowsObservation: NSKeyValueObservation?

    /// Joining a scroll view, it counts that view's rows when it is asked to.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        watchRows()
    }

    private func watchRows() {
        let scrollView = emptiness == .noRows ? superview as? UIScrollView : nil
        // A reload lands its rows with the content size it changes; KVO calls back synchronously, on the main thread
        // for UIKit's own layout (`onMainThread` reports a change made elsewhere).
        rowsObservation = scrollView?.observe(\.contentSize) { @Sendable [weak self] _, _ in
            onMainThread { self?.countRows() }
        }
        countRows()
    }

    private func countRows() {
        let rows = Self.rowCount(of: superview)
        Assign.ifChanged(emptiness.hasNoRows(rowCount: rows), from: support.controller.metrics.reportsNoRows) {
            support.controller.metrics.reportsNoRows = $0
        }
    }

    /// The rows or items in every section of a table or collection view; `nil` for any other view.
    private static func rowCount(of view: UIView?) -> Int? {
        (view as? UITableView).map { table in
            (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        } ?? (view as? UICollectionView).map { collection in
            (0..<collection.numberOfSections).reduce(0) { $0 + collection.numberOfItems(inSection: $1) }
        }
    }

    override func register(in host: ScrollViewHost) -> RefreshComponentView? {
        defer { host.footerView = self }
        return host.footerView
    }
}
#endif
