#if canImport(UIKit)
import UIKit

extension UIScrollView: RefreshKitCompatible {}

@MainActor
extension RefreshKitWrapper where Base: UIScrollView {
    /// The pull-to-refresh header. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var header: RefreshHeader? {
        get { ScrollViewHost.existing(for: base)?.headerView }
        nonmutating set {
            if let old = header, old !== newValue { old.removeFromSuperview() }
            if let newValue, newValue.superview !== base { base.addSubview(newValue) }
        }
    }

    /// The load-more footer. Setting one replaces the old; `nil` removes it and gives back its inset.
    public var footer: RefreshFooter? {
        get { ScrollViewHost.existing(for: base)?.footerView }
        nonmutating set {
            if let old = footer, old !== newValue { old.removeFromSuperview() }
            if let newValue, newValue.superview !== base { base.addSubview(newValue) }
        }
    }

    /// Durations and rules shared by this scroll view's header and footer (simultaneous refresh, say).
    ///
    /// The default follows Reduce Motion when the first component attaches: no animations if it is on.
    public var configuration: RefreshConfiguration {
        get { ScrollViewHost.existing(for: base)?.binding.configuration ?? ScrollViewHost.defaultConfiguration }
        nonmutating set { ScrollViewHost.install(on: base).binding.configuration = newValue }
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
}
#endif
