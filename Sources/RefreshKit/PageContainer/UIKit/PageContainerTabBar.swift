#if canImport(UIKit)
import UIKit

/// A tab bar for ``PageContainerView``: any view that shows the selection and reports taps.
///
/// The container hands the bar a selection handler (``setPageSelectionHandler(_:)``) and tells it the pager's
/// position and the selection; the bar calls the handler with a tab's index when the user picks it. Only
/// methods are asked for, so a view of yours conforms whatever its own properties are called, and a control
/// you do not own (a `UISegmentedControl`, a JXCategoryTitleView) serves through ``PageTabBarAdapter``.
/// ``PageTabBarView`` is the built-in one.
///
/// ```swift
/// final class CapsuleTabs: UIView, PageContainerTabBar {
///     private var select: (@MainActor (Int) -> Void)?
///     func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) { select = handler }
///     func pageContainerDidMove(to position: CGFloat) { /* move the capsule */ }
///     func pageContainerDidSelect(_ index: Int, animated: Bool) { /* highlight the tab */ }
///     @objc private func tapped(_ sender: UIButton) { select?(sender.tag) }
/// }
/// ```
@MainActor
public protocol PageContainerTabBar: UIView {
    /// The container hands over what a tap on a tab calls (it shows that tab's page), or nil when the bar leaves it.
    func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?)
    /// The pager's position in tabs, as it moves: 1.5 is half way from the second tab to the third.
    func pageContainerDidMove(to position: CGFloat)
    /// The selected tab changed (a swipe past half way, a tap, a reload).
    func pageContainerDidSelect(_ index: Int, animated: Bool)
    /// The data source gave a title for every page (``PageContainerDataSource/pageContainer(_:titleForPageAt:)``, or
    /// ``PageContainerView/setPages(_:page:)``), on a reload or when the bar is installed: show them. By default the
    /// bar ignores them.
    func pageContainerDidLoadTitles(_ titles: [String])
    /// Before ``setPageSelectionHandler(_:)``, the container set this property; a bar that declares it still
    /// works, through the default ``setPageSelectionHandler(_:)``.
    @available(*, deprecated, message: "implement setPageSelectionHandler(_:) instead; the container no longer sets onSelect")
    var onSelect: (@MainActor (Int) -> Void)? { get set }
}

extension PageContainerTabBar {
    /// A bar that keeps its own titles.
    public func pageContainerDidLoadTitles(_ titles: [String]) {}

    /// A bar with no `onSelect` of its own has none.
    @available(*, deprecated, message: "implement setPageSelectionHandler(_:) instead; the container no longer sets onSelect")
    public var onSelect: (@MainActor (Int) -> Void)? {
        get { nil }
        set {}
    }

    /// For a bar written before ``setPageSelectionHandler(_:)``: hands the handler to its `onSelect`.
    @available(*, deprecated, message: "implement setPageSelectionHandler(_:); this default only serves bars that declare onSelect")
    public func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) {
        onSelect = handler
    }
}
#endif
