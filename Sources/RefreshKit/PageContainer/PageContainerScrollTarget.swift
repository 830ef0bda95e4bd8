/// Where a page container's current list goes to show a row right under the stuck tabs, as `scrollToRow(at:at: .top)`
/// does in JXPagingView: UIKit's own `.top` puts a row at the list's `adjustedContentInset.top`, below the whole
/// header, since every list's top inset is the header's and the tabs' height (``NestedHeaderRule/base``).
enum PageContainerScrollTarget {
    /// The list offset that puts content `y` (a row's `minY`) right under the stuck tabs (and the spacing below them):
    /// `y − (base − sticky)`, which collapses the header, kept within `top...bottom`, the list's valid offsets (a row
    /// near the end stops where the list does). A bad `y` keeps `current`.
    static func offset(showing y: Double, rule: NestedHeaderRule, top: Double, bottom: Double, current: Double) -> Double {
        guard y.isFinite else { return current }
        return min(max(y - (rule.base - rule.sticky), top), max(top, bottom))
    }
}
