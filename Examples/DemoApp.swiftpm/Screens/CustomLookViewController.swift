// What apps customise, each in one line, as the README's "Customising" section writes it.
import UIKit
import RefreshKit

final class CustomLookViewController: UITableViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source

        // The default look, configured: titles per state (localised, or your own), font, colours, hiding parts.
        let indicator = RefreshIndicatorView()
        indicator.showsStateTitles = true                          // "Pull down to refresh", "Release to refresh", …
        indicator.setTitle("Loading your feed…", for: .refreshing)  // replaces one state's title
        indicator.showsLastUpdated = true                          // "Last updated: 5 minutes ago"
        indicator.titleFont = .preferredFont(forTextStyle: .caption1)
        indicator.titleColor = .systemIndigo
        indicator.tintColor = .systemIndigo                        // arrow and spinner
        indicator.showsArrow = false
        let header = RefreshHeader(indicator: indicator, target: self) { vc in await vc.reload() }
        header.lastUpdatedKey = "feed"                             // one key per list
        header.fadesWithPullProgress = true                        // MJRefresh's automaticallyChangeAlpha
        header.isHapticFeedbackEnabled = true                      // the default: a light tap at "ready"
        tableView.rk.header = header

        // MJRefresh's auto footer: with state titles it says "Tap to load more", and a tap loads.
        let more = RefreshIndicatorView()
        more.showsStateTitles = true
        tableView.rk.footer = RefreshFooter(style: .auto, indicator: more, target: self) { vc in await vc.loadMore() }

        // App-wide, through UIAppearance: colour, font and language of every default indicator.
        RefreshIndicatorView.appearance().defaultTitleColor = .secondaryLabel
        RefreshIndicatorView.appearance().defaultLanguage = nil           // nil follows the app; "ja", "ar", … to force one

        // State observation without replacing the indicator: a closure, the raw progress, and an AsyncSequence.
        header.onStateChange = { state in print("header is", state) }
        header.onPullProgress = { [weak self] progress in        // beyond 1 when pulled further
            self?.navigationItem.title = progress > 1.5 ? "Let go!" : nil
        }
        Task { [weak header] in
            guard let states = header?.states else { return }
            for await state in states where state == .refreshing { print("refresh started") }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.rk.header?.refreshIfStale(olderThan: 5 * 60)    // ESPullToRefresh's expiry
    }

    private func reload() async { await source.reload(tableView) }

    private func loadMore() async { await source.loadMore(tableView) }

    /// Ending from a network callback on a background queue: `endRefreshing()` and `setNoMoreData()`
    /// may be called from any thread (they run on the main actor at once or right after).
    func loadWithURLSession(footer: RefreshFooter) {
        let url = URL(string: "https://example.com/page/2")!
        URLSession.shared.dataTask(with: url) { data, _, _ in
            if data == nil { footer.setNoMoreData() } else { footer.endRefreshing() }
        }.resume()
    }

    /// An image-sequence look (MJRefresh's GIF header): frames per phase, chosen by pull progress, looping while refreshing.
    func gifHeader(frames: [UIImage], spinning: [UIImage]) -> RefreshHeader {
        let sequence = RefreshImageSequenceView()
        sequence.setImages(frames, for: .idle)
        sequence.setImages(spinning, duration: 0.6, for: .refreshing)
        return RefreshHeader(height: 70, indicator: sequence, target: self) { vc in await vc.reload() }
    }
}

// A look written against `RefreshIndicator` (a bar that grows with the pull and over-pulls past full
// width) is `StretchBarIndicator` in Examples/DocumentationSnippets, the customising article's listing.
