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

/// A list presented as a page sheet: without a `refreshControl`, a pull at the top would move or dismiss
/// the sheet instead of reaching the header (README, "Sheets"). Either fix works; this one keeps the
/// sheet dismissible by its grabber and by a pull anywhere else.
final class SheetListViewController: UITableViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.source.reload(vc.tableView) }
        // UIKit's sheet leaves the pull to a scroll view that has a refresh control; this one is invisible
        // and ends at once, so only RefreshKit's header shows and refreshes.
        let control = UIRefreshControl()
        control.tintColor = .clear
        if #available(iOS 14.0, *) {
            control.addAction(UIAction { [weak control] _ in control?.endRefreshing() }, for: .valueChanged)
        }
        tableView.refreshControl = control
    }

    /// The other fix: a sheet that cannot be dismissed by a pull while the list matters.
    func keepSheetWhilePulling() {
        isModalInPresentation = true
    }
}
