#if canImport(UIKit)
import UIKit

extension UIScrollView: RefreshKitCompatible {}

@MainActor
extension RefreshKitWrapper where Base: UIScrollView {
    /// The pull-to-refresh header. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var header: RefreshHeader? {
        get { host(along: .vertical)?.headerView }
        nonmutating set { setComponent(newValue, replacing: header, axis: .vertical) }
    }

    /// The load-more footer. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var footer: RefreshFooter? {
        get { host(along: .vertical)?.footerView }
        nonmutating set { setComponent(newValue, replacing: footer, axis: .vertical) }
    }

    /// The refresher at the leading edge of a horizontally scrolling view (a carousel): pulled past its
    /// trigger, it refreshes and holds the inset on that edge. Its `height` is its width.
    ///
    /// The leading edge follows the layout direction, as UIKit's own leading does: the left edge, or the
    /// right one in a right-to-left layout (`effectiveUserInterfaceLayoutDirection`) whose collection view
    /// layout flips (`flipsHorizontallyInOppositeLayoutDirection`: flow and compositional layouts do; a
    /// scroll view that is not a collection view follows the direction). A scroll view refreshes along one
    /// axis: setting a leading or trailing component removes a header and footer, and the other way round.
    public var leading: RefreshHeader? {
        get { host(along: .horizontal)?.headerView }
        nonmutating set { setComponent(newValue, replacing: leading, axis: .horizontal) }
    }

    /// The load-more component at the trailing edge of a horizontally scrolling view (the right one, or the
    /// left one when the list runs right to left): `.auto` loads as the end comes near, `.back` when pulled
    /// past the end. See ``leading``.
    public var trailing: RefreshFooter? {
        get { host(along: .horizontal)?.footerView }
        nonmutating set { setComponent(newValue, replacing: trailing, axis: .horizontal) }
    }

    /// Durations and rules shared by this scroll view's header and footer (simultaneous refresh, say).
    ///
    /// It belongs to the scroll view: it may be set before any component and survives replacing or
    /// removing them. While the user has Reduce Motion on, its durations do not apply (no animations) unless
    /// ``RefreshConfiguration/followsReduceMotion`` is off; the value read here is always the one set.
    public var configuration: RefreshConfiguration {
        get { ScrollViewHost.configuration(of: base) }
        nonmutating set { ScrollViewHost.setAppConfiguration(newValue, on: base) }
    }

    /// The app's own `contentInset`, without what RefreshKit adds while a header or footer holds space.
    ///
    /// Setting it is the same as setting `contentInset` directly when nothing is attached; otherwise
    /// RefreshKit's part stays on top of the new value. Writing `scrollView.contentInset` works too:
    /// each edge you change becomes yours.
    public var contentInset: UIEdgeInsets {
        get { ScrollViewHost.existing(for: base)?.binding.appContentInset.uiEdgeInsets ?? base.contentInset }
        nonmutating set {
            if let host = ScrollViewHost.existing(for: base) {
                host.binding.setAppContentInset(ScrollInsets(newValue))
            } else {
                base.contentInset = newValue
            }
        }
    }

    /// Answers VoiceOver's three-finger scroll past an edge as `UIRefreshControl` does: returns true after
    /// beginning the header (a scroll up while the content rests at its top) or the footer (a scroll down
    /// at its end), having posted the page-scrolled notification; false otherwise, having done nothing.
    ///
    /// UIKit asks the focused element's view for `accessibilityScroll(_:)` first and then "a view higher in
    /// the hierarchy" while each answers false, so when focus is on a cell, only the scroll view and the
    /// views that hold it hear the scroll. RefreshKit does not subclass or swizzle your scroll view: forward
    /// the call from a subclass of it, or from a view of yours that holds it, before `super`:
    ///
    /// ```swift
    /// final class FeedTableView: UITableView {
    ///     override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///         rk.accessibilityScroll(direction) || super.accessibilityScroll(direction)
    ///     }
    /// }
    /// ```
    ///
    /// Without it, VoiceOver users reach the commands through the "Refresh" and "Load more" actions only:
    /// a shown component's, and the scroll view's, which VoiceOver is observed, not documented, to offer
    /// while a cell has focus; a header at rest is out of sight and has no element of its own (see
    /// <doc:AccessibilityAndLocalisation>). Safe to call with nothing attached.
    ///
    /// Nonisolated, as `accessibilityScroll(_:)` itself is in the iOS 17 SDK (newer SDKs make it main-actor
    /// isolated), so the override above compiles warning-free with either; VoiceOver calls it on the main
    /// thread, and anywhere else it returns false (debug builds stop at an assertion).
    public nonisolated func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        onMainThreadNow { [base] in ScrollViewHost.existing(for: base)?.accessibilityScroll(direction) ?? false } ?? false
    }

    private func host(along axis: ScrollAxis) -> ScrollViewHost? {
        ScrollViewHost.existing(for: base).flatMap { $0.axis == axis ? $0 : nil }
    }

    /// Adding the new component replaces the old one in the same move (see `RefreshComponentSupport`),
    /// so the scroll view's observation never stops in between; `nil` just removes the old one.
    private func setComponent(_ new: RefreshComponentView?, replacing old: RefreshComponentView?, axis: ScrollAxis) {
        let steps = ComponentAttachment.steps(hasNew: new != nil, newIsInScrollView: new?.superview === base,
                                              newAxisMatches: new?.axis == axis)
        for step in steps {
            switch step {
            case .removeNew: new?.removeFromSuperview()
            case .setAxis: new?.support.axis = axis
            case .addNew: _ = new.map(base.addSubview)
            case .removeOld: old?.removeFromSuperview()
            }
        }
    }
}
#endif
