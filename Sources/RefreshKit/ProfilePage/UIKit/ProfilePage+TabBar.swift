#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What a ``ProfilePage``'s modifiers set.
struct ProfilePageOptions {
    var appearance = PageTabBarAppearance()
    var tabBarHeight: CGFloat = 44
    var tabBarSpacing: CGFloat = 0
    var pin = PageContainerPin.safeArea
    var pinOffset: CGFloat = 0
    var badges: [Int: PageTabBarBadge] = [:]
}

// These return the `ProfilePage` itself: write them before modifiers that make another view (`.rk.header`, `.toolbar`).
@available(iOS 16.4, *)
extension ProfilePage {
    /// The built-in tab bar's look: ``PageTabBarAppearance``, or one of its presets (`.segementSlide`, `.jxCategoryView`).
    public func tabBarAppearance(_ appearance: PageTabBarAppearance) -> Self {
        var page = self
        page.options.appearance = appearance
        return page
    }

    /// The tab bar's height, 44 points by default; a negative or non-finite height counts as 0.
    public func tabBarHeight(_ height: CGFloat) -> Self {
        var page = self
        page.options.tabBarHeight = height.isFinite ? max(0, height) : 0
        return page
    }

    /// Space between the tabs and the pages' first rows (``PageContainerView/tabBarSpacing``).
    public func tabBarSpacing(_ spacing: CGFloat) -> Self {
        var page = self
        page.options.tabBarSpacing = spacing
        return page
    }

    /// Where the tabs stick (``PageContainerView/pin`` and ``PageContainerView/pinOffset``): at the page's top edge
    /// below the safe area by default; `offset` points lower for a bar of your own that floats there.
    public func tabsPin(_ pin: PageContainerPin, offset: CGFloat = 0) -> Self {
        var page = self
        page.options.pin = pin
        page.options.pinOffset = offset
        return page
    }

    /// Badges on the built-in tab bar's tabs, by index (``PageTabBarView/setBadge(_:at:)``).
    public func tabBarBadges(_ badges: [Int: PageTabBarBadge]) -> Self {
        var page = self
        page.options.badges = badges
        return page
    }
}
#endif
