// Compile-only: the listings about MJRefresh in ComingFromOtherLibraries.md, CustomisingTheLook.md ("The parts",
// "Images beside the titles", "App-wide defaults"), LoadingMore.md (the auto footer's knobs) and
// AccessibilityAndLocalisation.md (languages and strings), in the context they need.
import UIKit
import RefreshKit

@MainActor final class MJPortViewController: UITableViewController {
    static let timeFormatter = DateFormatter()
    let model = FeedModel()
    var idleFrames: [UIImage] = []
    var readyFrames: [UIImage] = []
    var spinFrames: [UIImage] = []

    func loadNew(_ completion: @escaping @MainActor () -> Void) { completion() }
    func reload() async {}
    @objc func loadMore() {}

    // ComingFromOtherLibraries: a port, side by side
    func port() {
        let indicator = RefreshIndicatorView()
        indicator.showsStateTitles = true
        indicator.showsLastUpdated = true
        indicator.titleFont = .boldSystemFont(ofSize: 13)
        indicator.lastUpdatedText = { date in date.map { "Updated \(Self.timeFormatter.string(from: $0))" } ?? "Never updated" }
        let header = RefreshHeader(indicator: indicator) { header in self.loadNew { header.endRefreshing() } }
        header.lastUpdatedKey = "feed"   // MJRefresh's date under "feed" is read until RefreshKit records one
        tableView.rk.header = header
    }

    // ComingFromOtherLibraries: the table's calls
    func table() {
        let footer = RefreshFooter(style: .auto, target: self, selector: #selector(loadMore))
        footer.emptiness = .noRows
        footer.loadsAutomatically = false
        footer.maximumLoadsPerDrag = nil
        tableView.rk.footer = footer
        tableView.rk.header = RefreshHeader(target: self, selector: #selector(loadMore))
        tableView.rk.header?.setAction { await self.model.reload() }
        tableView.rk.header?.setAction(startingWork: { [weak self] in self?.loadNew {} })
        tableView.rk.header?.beginRefreshing { print("refreshing") }
        tableView.rk.header?.endRefreshing { print("at rest") }
        tableView.rk.footer?.endRefreshing()   // resets no more data, as MJRefresh's does
        let store = UserDefaultsTimestampStore(readsMJRefreshKeys: false)
        tableView.rk.header?.timestampStore = store
        (tableView.rk.footer?.indicator as? RefreshIndicatorView)?.setTitle("", for: .refreshing)  // refreshingTitleHidden
        RefreshIndicatorDefaults.app = RefreshIndicatorDefaults(showsStateTitles: true, showsLastUpdated: true)
    }

    // CustomisingTheLook: the parts
    func parts(_ indicator: RefreshIndicatorView) {
        indicator.arrowImage = UIImage(named: "pull-arrow")       // MJ arrowView.image; nil: RefreshKit's SF Symbol
        indicator.activityIndicator.style = .large                // MJ loadingView
        indicator.spinnerColor = .systemOrange                    // default: the tint
        indicator.showsSpinner = false                            // MJ loadingView.hidden
        indicator.titleLabel.numberOfLines = 1                    // MJ stateLabel
        indicator.lastUpdatedFont = .preferredFont(forTextStyle: .caption2)   // the second line's own font and colour
        indicator.lastUpdatedColor = .tertiaryLabel
        indicator.labelSpacing = 20                               // MJ labelLeftInset
        indicator.linesAlignment = .leading                       // how the two lines line up
        indicator.lastUpdatedText = { date in                     // MJ lastUpdatedTimeText: the whole line
            date.map { "Updated at \(DateFormatter.localizedString(from: $0, dateStyle: .none, timeStyle: .short))" } ?? "Not updated yet"
        }
    }

    // CustomisingTheLook: images beside the titles
    func imagesBesideTitles() {
        let indicator = RefreshIndicatorView()
        indicator.showsStateTitles = true
        indicator.showsLastUpdated = true
        indicator.setImages(idleFrames, for: .idle)              // MJ idle: follow the pull
        indicator.setImages(readyFrames, for: .ready)            // MJ pulling: loop once releasing would refresh
        indicator.setImages(spinFrames, for: .refreshing)        // 0.1 s per frame without a duration, as in MJRefresh
        tableView.rk.header = RefreshHeader(indicator: indicator, target: self) { vc in await vc.reload() }
    }

    // CustomisingTheLook: app-wide defaults
    func appWideDefaults() {
        RefreshIndicatorDefaults.app = RefreshIndicatorDefaults(showsStateTitles: true, showsLastUpdated: true,
                                                                language: nil, strings: RefreshStrings(table: "Refresh"))
    }

    // LoadingMore: the auto footer's knobs
    func knobs() {
        let footer = RefreshFooter.auto { await self.model.loadMore() }
        footer.loadsAutomatically = false        // load when let go at the end, or tapped
        footer.maximumLoadsPerDrag = nil         // or: a long drag through several pages loads each
        tableView.rk.footer = footer
    }

    // AccessibilityAndLocalisation: languages and strings
    func languages(_ indicator: RefreshIndicatorView) {
        indicator.language = "ja"
        RefreshIndicatorDefaults.app.language = "ar"                 // MJRefreshConfig.defaultConfig.languageCode
        RefreshIndicatorView.appearance().defaultLanguage = "ar"     // the same through UIAppearance
        RefreshIndicatorDefaults.app.strings = RefreshStrings(table: "Refresh", bundle: .main)   // Refresh.strings
        indicator.strings = RefreshStrings(table: "FeedRefresh")                                 // one indicator's own
    }
}
