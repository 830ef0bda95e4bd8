#if canImport(UIKit)
import UIKit

extension UIScrollView: RefreshKitCompatible {}

@MainActor
extension RefreshKitWrapper where Base: UIScrollView {
    /// The pull-to-refresh header. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var header: RefreshHeader? {
        get { ScrollViewHost.existing(for: base)?.headerView }
        nonmutating set { setComponent(newValue, replacing: header) }
    }

    /// The load-more footer. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var footer: RefreshFooter? {
        get { ScrollViewHost.existing(for: base)?.footerView }
        nonmutating set { setComponent(newValue, replacing: footer) }
    }

    /// Durations and rules shared by this scroll view's header and footer (simultaneous refresh, say).
    ///
    /// It belongs to the scroll view: it may be set before any component and survives replacing or
    /// removing them. Until the app sets one, the default follows Reduce Motion: no animations while it is on.
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

    /// Adding the new component replaces the old one in the same move (see `RefreshComponentSupport`),
    /// so the scroll view's observation never stops in between; `nil` just removes the old one.
    private func setComponent(_ new: RefreshComponentView?, replacing old: RefreshComponentView?) {
        if let new {
            if new.superview !== base { base.addSubview(new) }
        } else {
            old?.removeFromSuperview()
        }
    }
}
#endif
