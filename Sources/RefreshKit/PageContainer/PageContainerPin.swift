import Foundation

/// Where the tabs stick, measured from the top edge of the page (the container's, or below the bars with
/// ``PageContainerHeaderPlacement/belowBars``).
public enum PageContainerPin: Sendable, Hashable {
    /// At the top edge of the page.
    case top
    /// Below the container's top safe area: under a navigation bar or the status bar the page extends
    /// beneath (JXPagingView's `pinSectionHeaderVerticalOffset`, GKPageScrollView's `ceilPointHeight`). A page
    /// laid out below the bars has none: its tabs stick at its top edge.
    case safeArea
    /// This many points below the page's top edge; a negative or non-finite value counts as 0.
    case offset(CGFloat)
}
