#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension EnvironmentValues {
    /// The style of RefreshKit's SwiftUI headers and footers below (``RefreshStyle``); set with `.rk.style`.
    public var refreshKitStyle: RefreshStyle {
        get { self[RefreshStyleKey.self] }
        set { self[RefreshStyleKey.self] = newValue }
    }

    /// The header and footer of the RefreshKit modifiers above this view (``RefreshKitAction``), nil if none:
    /// `@Environment(\.refreshKit) private var refresh`, then `await refresh?()`.
    public var refreshKit: RefreshKitAction? {
        get { self[RefreshKitActionKey.self] }
        set { self[RefreshKitActionKey.self] = newValue }
    }
}

private struct RefreshStyleKey: EnvironmentKey {
    static var defaultValue: RefreshStyle { RefreshStyle() }
}

private struct RefreshKitActionKey: EnvironmentKey {
    static var defaultValue: RefreshKitAction? { nil }
}
#endif
