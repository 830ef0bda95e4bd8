/// How a tab bar shares its width among its tabs.
public enum PageTabBarDistribution: Sendable, Hashable {
    /// Every tab is equally wide and the tabs fill the bar (SegementSlide's `.tab`, a segmented control).
    case equal
    /// Each tab is as wide as its title, the tabs start at the leading edge, and the bar scrolls when they
    /// are wider than it, keeping the selected tab in view (SegementSlide's `.segement`).
    case scrollable
    /// As ``scrollable``, but tabs narrower in total than the bar share the rest equally
    /// (JXCategoryView's default, `averageCellSpacingEnabled`).
    case scrollableFillingWidth
}
