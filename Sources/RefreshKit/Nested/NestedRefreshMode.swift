/// Which scroll view a pull at the top of a nested page refreshes.
///
/// A nested page is a parent scroll view holding a header, a tab bar that sticks once the header has
/// scrolled away, and a child list per tab.
public enum NestedRefreshMode: Sendable, Hashable {
    /// The whole page is pulled down: the parent bounces and its `RefreshHeader` refreshes the page.
    case parent
    /// The current child list is pulled down under the tabs and its own `RefreshHeader` refreshes it;
    /// the parent does not bounce at the top.
    case child
}
