// Compile-only: the public API exactly as the README's quick start writes it, checked against the iOS SDK.
import UIKit
import RefreshKit

@MainActor
final class FeedModel {
    private(set) var items: [String] = []

    func reload() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        items = (0..<30).map { "Item \($0)" }
    }

    func loadMore() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        items += (items.count..<items.count + 30).map { "Item \($0)" }
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
    private let service = FeedAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        Task { await configure(tableView: table, collectionView: collection, model: feed, api: service) }
    }

    private func configure(tableView: UITableView, collectionView: UICollectionView, model: FeedModel, api: FeedAPI) async {
        tableView.rk.header = RefreshHeader { await model.reload() }             // async: ends by itself when the action returns
        tableView.rk.footer = RefreshFooter(style: .auto) { await model.loadMore() }
        collectionView.rk.footer = RefreshFooter(style: .back) { footer in       // completion style: the app ends it
            api.fetchPage { _ in footer.endRefreshing() }
        }
        tableView.rk.header?.beginRefreshing()                                     // works in viewDidLoad, before layout
        await tableView.rk.header?.refresh()                                      // begins, returns once the refresh ended
        tableView.rk.header?.endRefreshing()
        tableView.rk.footer?.setNoMoreData(); tableView.rk.footer?.resetNoMoreData()
        let s: RefreshState? = tableView.rk.header?.state; let busy = tableView.rk.header?.isRefreshing
        let appInset: UIEdgeInsets = tableView.rk.contentInset                   // the app's own inset, without RefreshKit's part
        tableView.rk.header = nil                                                  // removes it and gives back its inset
        _ = (s, busy, appInset)

        // The DESIGN.md spelling and a custom indicator.
        tableView.rk.footer = RefreshFooter.auto { await model.loadMore() }
        tableView.rk.footer?.preloadDistance = 200
        tableView.rk.configuration.allowsSimultaneousRefresh = true
        let header = RefreshHeader(height: 60, indicator: RefreshIndicatorView()) { header in header.endRefreshing() }
        header.triggerDistance = 80
        tableView.rk.header = header
    }
}

/// `rk` is Sendable for Sendable bases, so it crosses into tasks like the view itself.
func refreshFromAnywhere(_ tableView: UITableView) async {
    let rk = tableView.rk
    await rk.header?.refresh()
}
