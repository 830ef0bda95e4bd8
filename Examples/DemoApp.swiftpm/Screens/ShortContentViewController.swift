import UIKit
import RefreshKit

/// Three rows: the list can still be pulled, and the back footer sits at the bottom of the screen, not
/// under the last row.
final class ShortContentViewController: UITableViewController {
    private let feed = FeedModel(pageSize: 3)
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.source.reload(vc.tableView) }
        tableView.rk.footer = RefreshFooter(style: .back, target: self) { vc in
            await vc.feed.loadMore()
            vc.tableView.reloadData()
            vc.tableView.rk.footer?.setNoMoreData()
        }
        tableView.rk.header?.beginRefreshing()
    }
}
