// A large-title screen with a search controller, and a list in a page sheet.
import UIKit
import RefreshKit

/// The most common screen: a table under a large title, with a search bar that hides when scrolling.
///
/// Nothing here is specific to RefreshKit's large-title handling: it notices that the navigation bar
/// tracks this table and pulls the way UIRefreshControl does, so the header sits below the large title
/// and the title neither stretches over it nor snaps at the release.
final class LargeTitleViewController: UITableViewController {
    private let feed = FeedModel()
    private let search = UISearchController(searchResultsController: nil)
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        title = "Inbox"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = true
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        tableView.rk.header?.beginRefreshing()
    }

    /// A banner of the app's own living in the top inset: the header sits above it.
    func showBanner(height: CGFloat) {
        tableView.rk.contentInset.top += height
        tableView.rk.header?.positionOffset = height
    }

    private func reload() async { await source.reload(tableView) }

    private func loadMore() async { await source.loadMore(tableView) }
}

/// A list presented as a page sheet (README, "Sheets"). In a sheet, a pull at the top of a list moves or
/// dismisses the sheet instead of reaching the header, unless the list has a `refreshControl` (observed:
/// CRRefresh #44, CRAnimation/CRRefresh on GitHub; that UIKit's sheet leaves such a list alone is inferred
/// from its implementation). So this list gets a hidden `UIRefreshControl`, ended in its own action: the
/// pull reaches RefreshKit's header, and the sheet can still be dismissed by its grabber and by a pull
/// anywhere else. This is for a list without a large title or a hiding search bar: with one, UIKit would
/// move the control into the navigation bar.
///
/// `isModalInPresentation` is not a way to let the pull through: with it the sheet still follows the finger
/// and only refuses to be dismissed, so the header never sees the pull (see ``preventDismissalByDragging()``).
final class SheetListViewController: UITableViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.source.reload(vc.tableView) }
        // The hidden control: clear, and ended in its own action, at once. A pull long enough for it begins its
        // refresh under the finger, and UIKit then adds its 60 pt to the top inset (inferred); ended here, they
        // come and go within the same turn, so no frame shows them and the pull goes on (SheetWorkaroundTests,
        // on the simulator; not checked on a device). Do not end it in scrollViewDidEndDragging instead: held
        // until the finger lifts, the 60 pt stay under the finger, the content jumps and the header's trigger
        // moves. UIAction needs iOS 14 (this app needs 16); before it, a target and selector do the same.
        let control = UIRefreshControl()
        control.tintColor = .clear
        if #available(iOS 14.0, *) {
            control.addAction(UIAction { [weak control] _ in control?.endRefreshing() }, for: .valueChanged)
        }
        tableView.refreshControl = control
    }

    /// Refuses dismissal by dragging. Documented:
    /// [`isModalInPresentation`](https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation)
    /// "prevents the interactive dismissal of the view controller"; see also
    /// [Disabling the pull-down gesture for a sheet](https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet).
    /// Add it to the hidden control above when the sheet must never be dragged away. Alone it does not let a
    /// pull reach the header, since the sheet still follows the finger (observed: CRRefresh #44): use it alone
    /// only where the list refreshes without a pull, from a button that calls `header.beginRefreshing()`.
    func preventDismissalByDragging() {
        isModalInPresentation = true
    }
}
