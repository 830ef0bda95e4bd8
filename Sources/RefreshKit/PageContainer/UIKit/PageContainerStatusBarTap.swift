#if canImport(UIKit)
import UIKit

/// What a tap on the status bar scrolls.
public enum PageContainerStatusBarTap: Sendable, Hashable {
    /// The page to its top; the current list goes to its top as the header comes back.
    case page
    /// The current list to its top while the tabs stick (JXPagingView's behaviour), the page otherwise.
    case currentListWhileStuck
}
#endif
