/// Everything about a tab bar's look that its layout needs, without UIKit: the shell resolves the app's
/// appearance (its colours in the view's traits, its fonts at the reader's text size) into this value.
struct PageTabBarStyle: Sendable, Hashable {
    var distribution: PageTabBarDistribution = .equal
    /// Space between two tabs.
    var spacing: Double = 0
    /// Space before the first tab and after the last, in reading order.
    var leadingInset: Double = 0
    var trailingInset: Double = 0
    /// Space above and below the tabs (the indicator and the separator are measured from the bar's bottom).
    var topInset: Double = 0
    var bottomInset: Double = 0

    var titleFont = PageTabBarFont(size: 15)
    var selectedTitleFont = PageTabBarFont(size: 15)
    var titleColor = PageTabBarColor(red: 0.5, green: 0.5, blue: 0.5)
    var selectedTitleColor = PageTabBarColor.black
    /// Whether title colours blend with the pager's position, rather than change at the selection.
    var blendsTitleColor = false

    var indicatorWidth = PageTabBarIndicatorWidth.tabShare(0.6)
    var indicatorHeight: Double = 2
    /// Nil rounds the ends fully (half the height).
    var indicatorCornerRadius: Double?
    /// Space between the indicator and the bar's bottom edge.
    var indicatorBottomMargin: Double = 0
    /// Whether the indicator follows the pager as it moves, or sits under the selected tab and jumps at the selection.
    var indicatorFollowsPager = true

    /// The bottom rule's height; 0 draws none.
    var separatorHeight: Double = 0

    var badgeFont = PageTabBarFont(size: 10)
    var badgeHeight: Double = 15
    var badgeDotSize: Double = 8
    /// How far the badge's centre is from the title's top trailing corner, toward the trailing side and down.
    var badgeOffsetX: Double = 0
    var badgeOffsetY: Double = 0
}
