#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// Scrolls the current list so that its content at `contentY` sits right under the stuck tabs, collapsing the
    /// header: JXPagingView's `scrollToRow(at:at: .top)`. UIKit's own `.top` puts a row below the whole header, the
    /// list's top inset (`PageContainerScrollTarget`).
    ///
    /// ```swift
    /// container.scrollCurrentList(toShow: tableView.rectForRow(at: indexPath).minY, animated: true)
    /// container.scrollCurrentList(toShow: collectionView.layoutAttributesForItem(at: indexPath)?.frame.minY ?? 0, animated: true)
    /// ```
    public func scrollCurrentList(toShow contentY: CGFloat, animated: Bool) {
        currentListScrollView.map { list in
            let inset = list.adjustedContentInset
            let y = PageContainerScrollTarget.offset(
                showing: Double(contentY), rule: driver.rule, top: Double(-inset.top),
                bottom: Double(list.contentSize.height + inset.bottom - list.bounds.height), current: Double(list.contentOffset.y))
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(y)), animated: animated)
        }
    }
}
#endif
