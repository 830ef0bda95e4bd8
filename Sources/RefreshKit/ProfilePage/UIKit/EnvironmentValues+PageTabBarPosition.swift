#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The pager's position, as a ``ProfilePage`` gives it to its own tab bar.
private struct PageTabBarPositionKey: EnvironmentKey {
    static let defaultValue = 0.0
}

extension EnvironmentValues {
    /// The pager's position in tabs as it moves, in the environment of a ``ProfilePage``'s own tab bar: 1.5 is half way
    /// from the second tab to the third, right to left too (0 is always the first tab). To move an underline with a
    /// swipe; the selection binding changes only as a swipe passes half way. 0 outside a `ProfilePage`'s tab bar.
    public var pageTabBarPosition: Double {
        get { self[PageTabBarPositionKey.self] }
        set { self[PageTabBarPositionKey.self] = newValue }
    }
}
#endif
