/// How wide a tab bar's indicator is under the selected tab.
public enum PageTabBarIndicatorWidth: Sendable, Hashable {
    /// A fixed width in points (SegementSlide's `indicatorWidth`, JXCategoryIndicatorLineView's `indicatorWidth`).
    case fixed(Double)
    /// A share of the tab's width: 1 spans the tab, 0.6 leaves a fifth on either side.
    case tabShare(Double)
    /// A share of the selected title's width: 1 is exactly as wide as the title (JXCategoryView's automatic width).
    case titleShare(Double)
}
