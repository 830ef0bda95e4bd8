// Compile-only: the listings of StylingThePageTabBar.md, in the context they need.
import UIKit
import RefreshKit

@MainActor enum TabBarSnippets {
    // SegementSlide's example "Mine" page: the default switcher with `config.type = .tab`.
    static func segementSlideMePage() -> PageTabBarView {
        let tabs = PageTabBarView(titles: ["Swift", "Kotlin", "Dart"], appearance: .segementSlide)
        tabs.appearance.distribution = .equal   // SegementSlide's `.tab`: (width − 2 × 16) / count each,
        tabs.appearance.spacing = 0             // side by side
        return tabs
    }

    // LongreJapan's course page: a JXCategoryTitleView with a coral line sized by the screen's width.
    static func longreJapanCoursePage(_ view: UIView, _ container: PageContainerView) -> PageTabBarView {
        let ratio = view.bounds.width / 750   // LongreJapan's ADAPTATIONRATIO
        let coral = UIColor(red: 251 / 255, green: 124 / 255, blue: 118 / 255, alpha: 1)
        let tabs = PageTabBarView(titles: ["Catalogue", "Information", "Reviews"], appearance: .jxCategoryView)
        tabs.appearance.selectedTitleFont = PageTabBarFont(.boldSystemFont(ofSize: 15))
        tabs.appearance.selectedTitleColor = coral
        tabs.appearance.indicatorColor = coral
        tabs.appearance.indicatorWidth = .fixed(ratio * 50)
        tabs.appearance.indicatorHeight = ratio * 4
        tabs.appearance.indicatorCornerRadius = 0
        tabs.appearance.indicatorBottomMargin = ratio * 1
        tabs.appearance.separatorHeight = ratio * 1
        tabs.appearance.separatorColor = .gray
        container.tabBarHeight = 50
        return tabs
    }

    // EasyTurn's "Mine" tab: blended titles over a 33 × 3 blue line.
    static func easyTurnMineTab(_ container: PageContainerView) -> PageTabBarView {
        let blue = UIColor(red: 47 / 255, green: 134 / 255, blue: 251 / 255, alpha: 1)
        let tabs = PageTabBarView(titles: ["Selling", "Services", "Buying"], appearance: .jxCategoryView)
        tabs.appearance.titleColor = UIColor(white: 51 / 255, alpha: 1)
        tabs.appearance.selectedTitleColor = blue
        tabs.appearance.blendsTitleColor = true   // titleColorGradientEnabled
        tabs.appearance.indicatorWidth = .fixed(33)
        tabs.appearance.indicatorColor = blue
        container.tabBarHeight = 40
        return tabs
    }

    // Many titles: tabs as wide as their titles, scrolling, the selected one kept in view; badges.
    static func manyTitles() -> PageTabBarView {
        let tabs = PageTabBarView(titles: ["Recommended", "Following", "Nearby", "Video", "Music", "Games", "Sports"])
        tabs.appearance.distribution = .scrollable
        tabs.appearance.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        tabs.appearance.spacing = 24
        tabs.appearance.indicatorWidth = .titleShare(1)
        tabs.appearance.indicatorCornerRadius = nil
        tabs.setBadge(.count(12), at: 1)
        tabs.setBadge(.dot, at: 3)
        tabs.setBadge(.text("New"), at: 6)
        tabs.setBadge(nil, at: 1)
        return tabs
    }

    // One look for every bar of the app.
    static func sharedLook() -> PageTabBarView {
        var look = PageTabBarAppearance()
        look.titleFont = .named("PingFangSC-Regular", size: 15)
        look.selectedTitleFont = .named("PingFangSC-Medium", size: 16)
        look.indicatorColor = .systemOrange
        return PageTabBarView(titles: ["Posts", "Replies"], appearance: look)
    }

    static func segmented(_ container: PageContainerView) {
        container.tabBar = PageTabBarAdapter(segmentedControl: UISegmentedControl(items: ["Posts", "Likes"]))
    }

    static func otherControl(_ container: PageContainerView, control: UIView, select: @escaping @MainActor (Int) -> Void) {
        let bar = PageTabBarAdapter(content: control)
        bar.showsSelection = { index, _ in select(index) }
        bar.followsPosition = { _ in /* move the control's own indicator */ }
        container.tabBar = bar
        bar.selectPage(at: 1)   // from the control's own callback
    }
}

// A bar of your own: methods only, whatever its own callback is called.
final class CapsuleTabs: UIView, PageContainerTabBar {
    var onSelect: ((Int) -> Void)?                      // the app's own callback, of its own type
    private var selectPage: (@MainActor (Int) -> Void)?

    func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) { selectPage = handler }
    func pageContainerDidMove(to position: CGFloat) {}
    func pageContainerDidSelect(_ index: Int, animated: Bool) {}

    @objc private func tapped(_ sender: UIButton) {
        selectPage?(sender.tag)
        onSelect?(sender.tag)
    }
}

// A bar written for RefreshKit 0.1 (a stored onSelect) still compiles and works, with a deprecation warning
// (silenced here, in a deprecated context, so the strict check can keep proving it compiles).
@available(*, deprecated, message: "checks that a bar declaring onSelect still conforms")
final class LegacyTabs: UIView, PageContainerTabBar {
    var onSelect: (@MainActor (Int) -> Void)?
    func pageContainerDidMove(to position: CGFloat) {}
    func pageContainerDidSelect(_ index: Int, animated: Bool) {}
}
