// The feed screen, with the public API exactly as the README's quick start writes it (`otherForms` holds the
// other spellings; it is compiled, never called).
import UIKit
import RefreshKit

/// Fake pages that arrive after a delay, ten pages at most.
@MainActor
final class FeedModel {
    private(set) var items: [String] = []
    private(set) var hasMore = true
    private let pageSize: Int

    init(pageSize: Int = 30) {
        self.pageSize = pageSize
    }

    func reload(delay: Double = 0.5) async {
        try? await Task.sleep(nanoseconds: UInt64(delay * 1e9))
        items = (0..<pageSize).map { "Item \($0)" }
        hasMore = true
    }

    func loadMore() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        items += (items.count..<items.count + pageSize).map { "Item \($0)" }
        hasMore = items.count < pageSize * 10
    }
}

struct Page: Sendable {}

/// A callback-style API, as many apps wrap their networking.
@MainActor
final class FeedAPI {
    func fetchPage(_ completion: @escaping @MainActor (Result<Page, any Error>) -> Void) {
        Task { @MainActor in completion(.success(Page())) }
    }
}

final class FeedViewController: UIViewController {
    private let table = UITableView(frame: .zero, style: .plain)
    private let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)
    private let service = FeedAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = source

        // The first choice in a view controller: `target:` holds it weakly, so the scroll view's header
        // and footer cannot keep the controller that owns the scroll view alive.
        table.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }
        table.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        collection.rk.footer = RefreshFooter(style: .back, target: self) { vc, footer in   // completion style
            vc.service.fetchPage { _ in footer.endRefreshing() }
        }
        table.rk.header?.beginRefreshing()                                          // works in viewDidLoad, before layout
    }

    private func reload() async {
        await feed.reload()
        table.reloadData()
        table.rk.footer?.resetNoMoreData()
    }

    private func loadMore() async {
        await feed.loadMore()
        table.reloadData()
        if !feed.hasMore { table.rk.footer?.setNoMoreData() }
    }

    /// The other spellings: closures that capture no view controller need no target.
    private func otherForms(tableView: UITableView, model: FeedModel, api: FeedAPI) async {
        tableView.rk.header = RefreshHeader { await model.reload() }             // async: ends by itself when the action returns
        tableView.rk.footer = RefreshFooter(style: .auto) { await model.loadMore() }
        tableView.rk.footer = RefreshFooter(style: .back) { footer in            // completion style: the app ends it
            api.fetchPage { _ in footer.endRefreshing() }
        }
        tableView.rk.header = RefreshHeader(target: self) { vc, header in         // weak target, completion style
            vc.service.fetchPage { _ in header.endRefreshing() }
        }
        await tableView.rk.header?.refresh()                                      // begins, returns once the refresh ended
        tableView.rk.header?.endRefreshing()
        tableView.rk.footer?.setNoMoreData(); tableView.rk.footer?.resetNoMoreData()
        let s: RefreshState? = tableView.rk.header?.state; let busy = tableView.rk.header?.isRefreshing
        let appInset: UIEdgeInsets = tableView.rk.contentInset                   // the app's own inset, without RefreshKit's part
        tableView.rk.contentInset.bottom += 300                                    // read-modify-write: through rk, exact
        tableView.rk.contentInset.bottom -= 300
        tableView.rk.header = nil                                                  // removes it and gives back its inset
        _ = (s, busy, appInset)

        // Hiding a footer disables it (the MJRefresh idiom): no inset, no loading; `isEnabled` is the same flag.
        tableView.rk.footer?.isHidden = true
        tableView.rk.footer?.isEnabled = true

        // The static-constructor spelling (`RefreshFooter.auto`), configuration (kept across replacements) and a
        // custom indicator.
        tableView.rk.configuration.allowsSimultaneousRefresh = true
        tableView.rk.footer = RefreshFooter.auto { await model.loadMore() }
        tableView.rk.footer = RefreshFooter.auto(target: self) { vc in await vc.loadMore() }
        tableView.rk.footer?.preloadDistance = 200
        let indicator = RefreshIndicatorView()
        indicator.title = "Updated just now"                                      // informative only, never "pull to refresh"
        let header = RefreshHeader(height: 60, indicator: indicator) { header in header.endRefreshing() }
        header.triggerDistance = 80
        tableView.rk.header = header
    }
}

/// `rk` is Sendable for Sendable bases, so it crosses into tasks like the view itself.
func refreshFromAnywhere(_ tableView: UITableView) async {
    let rk = tableView.rk
    await rk.header?.refresh()
}
