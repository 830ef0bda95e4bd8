import UIKit
import RefreshKit

/// The app changes its own bottom inset (as a keyboard would) while a refresh runs: both survive. The
/// button toggles 300 pt through `rk.contentInset`, which never includes RefreshKit's part.
final class KeyboardInsetViewController: UITableViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)
    private var keyboardShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Keyboard", style: .plain, target: self,
                                                            action: #selector(toggleKeyboard))
        tableView.rk.header = RefreshHeader(target: self) { vc in
            await vc.feed.reload(delay: 3)  // long enough to toggle the inset while it runs
            vc.tableView.reloadData()
        }
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in
            await vc.feed.loadMore()
            vc.tableView.reloadData()
        }
        tableView.rk.header?.beginRefreshing()
    }

    @objc private func toggleKeyboard() {
        keyboardShown.toggle()
        tableView.rk.contentInset.bottom += keyboardShown ? 300 : -300
        navigationItem.prompt = "Your inset: \(Int(tableView.rk.contentInset.bottom)) pt, total: \(Int(tableView.contentInset.bottom)) pt"
    }
}
