// Compile-only: the listings of StylingThePageTabBar.md, in the context they need.
import UIKit
import RefreshKit

@MainActor enum TabBarSnippets {
    // A SegementSlide "Me" page: SegementSlide's switcher, a black selected title over a pink indicator.
    static func segementSlideMePage() -> PageTabBarView {
        let tabs = PageTabBarView(titles: ["Posts", "Likes", "Collections"], appearance: .segementSlide)
        tabs.appearance.selectedTitleColor = .black
        tabs.appearance.indicatorColor = .systemPink
        return tabs
    }

    // JXCategoryTitleView + JXCategoryIndicatorLineView: bold selected title, black titles, a 50 × 4 line 5 pt
    // above the bottom, a grey bottom rule.
    static func jxMineTab() -> PageTabBarView {
        let tabs = PageTabBarView(titles: ["Works", "Dynamics", "Likes"], appearance: .jxCategoryView)
        tabs.appearance.selectedTitleFont = .system(size: 15, weight: .bold)
        tabs.appearance.selectedTitleColor = .black
        tabs.appearance.indicatorWidth = .fixed(50)
        tabs.appearance.indicatorHeight = 4
        tabs.appearance.indicatorBottomMargin = 5
        tabs.appearance.separatorHeight = 0.5
        tabs.appearance.separatorColor = .lightGray
        return tabs
    }

    // A course page: titles that blend from grey to black as the pager moves, over a 33 × 3 line.
    static func coursePage() -> PageTabBarView {
        let tabs = PageTabBarView(titles: ["Introduction", "Catalogue", "Reviews"])
        tabs.appearance.titleColor = .gray
        tabs.appearance.selectedTitleColor = .black
        tabs.appearance.blendsTitleColor = true
        tabs.appearance.indicatorWidth = .fixed(33)
        tabs.appearance.indicatorHeight = 3
        tabs.appearance.indicatorColor = .black
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
