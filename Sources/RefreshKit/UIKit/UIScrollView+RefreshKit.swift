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

    /// The refresher at the left edge of a horizontally scrolling view (a carousel): pulled right past
    /// its trigger, it refreshes and holds `contentInset.left`. Its `height` is its width.
    ///
    /// A scroll view refreshes along one axis: setting a leading or trailing component removes a header
    /// and footer, and the other way round. The edge is the left one in right-to-left layouts too, since
    /// `contentOffset` does not flip; a flipped collection view layout shows its first item at the right.
    public var leading: RefreshHeader? {
        get { host(along: .horizontal)?.headerView }
        nonmutating set { setComponent(newValue, replacing: leading, axis: .horizontal) }
    }

    /// The load-more component at the right edge of a horizontally scrolling view: `.auto` loads as the
    /// end comes near, `.back` when pulled left past the end. See ``leading``.
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

    private func host(along axis: ScrollAxis) -> ScrollViewHost? {
        ScrollViewHost.existing(for: base).flatMap { $0.axis == axis ? $0 : nil }
    }

    /// Adding the new component replaces the old one in the same move (see `RefreshComponentSupport`),
    /// so the scroll view's observation never stops in between; `nil` just removes the old one.
    private func setComponent(_ new: RefreshComponentView?, replacing old: RefreshComponentView?, axis: ScrollAxis) {
        if let new {
            if new.superview === base, new.axis != axis { new.removeFromSuperview() }
            new.support.axis = axis
            if new.superview !== base { base.addSubview(new) }
        } else {
            old?.removeFromSuperview()
        }
    }
}
#endif
