#if canImport(UIKit)
import UIKit

/// Where the tabs stick, measured from the page's top edge.
public enum PageContainerPin: Sendable, Hashable {
    /// At the top edge of the container.
    case top
    /// Below the container's top safe area: under a navigation bar or the status bar the page extends
    /// beneath (JXPagingView's `pinSectionHeaderVerticalOffset`, GKPageScrollView's `ceilPointHeight`).
    case safeArea
    /// This many points below the top edge.
    case offset(CGFloat)
}
#endif
