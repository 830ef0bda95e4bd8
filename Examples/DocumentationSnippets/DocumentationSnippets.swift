// Compile-only: the UIKit code listings of the DocC articles (Sources/RefreshKit/RefreshKit.docc), in the
// context they need, so that the iOS compile check (README, "Contributing") and scripts/build-docs prove they
// compile.
// The simulator listings of TestingWithTheSimulator.md run in Tests/RefreshKitTests/DocumentationExampleTests.swift.
import UIKit
import RefreshKit

@MainActor final class FeedModel {
    var hasMore = true
    func reload() async {}
    func loadMore() async {}
}
@MainActor final class Service {
    func fetchFeed(_ completion: @escaping @MainActor (Result<Int, any Error>) -> Void) {}
    func fetchPage(_ completion: @escaping @MainActor (Result<Int, any Error>) -> Void) {}
}
struct PageInfo { var hasMore = false }

// GettingStarted block 4: scroll animations one after the other (RefreshKit yields to them from iOS 17.4 on)
final class ScrollAnimationSnippet: UITableViewController {
    let header = RefreshHeader { _ in }
    let firstNew = IndexPath(row: 0, section: 0)

    func jumpToFirstNewRow() {
        header.endRefreshing { [tableView, firstNew] in tableView?.scrollToRow(at: firstNew, at: .top, animated: true) }
    }

    var refreshesAtTop = false

    func scrollToTopAndRefresh() {
        let top = CGPoint(x: 0, y: -tableView.adjustedContentInset.top)
        if tableView.contentOffset == top {
            header.beginRefreshing()  // no animation runs, so none would end
        } else {
            refreshesAtTop = true
            tableView.setContentOffset(top, animated: true)
        }
    }

    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard refreshesAtTop else { return }  // every animated scroll ends here, not only this one
        refreshesAtTop = false
        header.beginRefreshing()
    }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        refreshesAtTop = false  // a touch stops the animation, and no end is sent
    }
}

// GettingStarted block 2
final class FeedViewController: UITableViewController {
    private let model = FeedModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }
    }

    private func reload() async {
        await model.reload()
        tableView.reloadData()
    }
}

final class Snippets: UITableViewController {
    let model = FeedModel()
    let service = Service()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let carousel = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let page = PageInfo()
    var pullFrames: [UIImage] = []
    var spinFrames: [UIImage] = []
    var bannerHeight: CGFloat = 40

    func blocks3and5() {
        tableView.rk.header = RefreshHeader(target: self) { vc, header in
            vc.service.fetchFeed { _ in header.endRefreshing() }
        }
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
    }

    // block 6
    private func loadMore() async {
        await model.loadMore()
        tableView.reloadData()
        if !model.hasMore { tableView.rk.footer?.setNoMoreData() }
    }

    private func reload() async {
        await model.reload()
        tableView.reloadData()
        tableView.rk.footer?.resetNoMoreData()
    }

    func blocks7to9() async {
        tableView.rk.header?.beginRefreshing()        // works in viewDidLoad, before layout
        await tableView.rk.header?.refresh()          // begins, and returns once the refresh has ended
        tableView.rk.header?.endRefreshing()
        tableView.rk.header?.refreshIfStale(olderThan: 5 * 60)   // in viewWillAppear

        tableView.rk.footer?.isHidden = true          // disabled: no inset, cannot trigger
        tableView.rk.footer?.isEnabled = true         // the same flag, inverted
        tableView.rk.header = nil                     // removed; its inset is given back

        let state: RefreshState? = tableView.rk.header?.state
        let busy = tableView.rk.header?.isRefreshing ?? false
        tableView.rk.header?.onStateChange = { state in print(state) }
        _ = (state, busy)
    }

    func loadingMore() {
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        tableView.rk.footer = RefreshFooter.back(target: self) { vc in await vc.loadMore() }
        collectionView.rk.footer = RefreshFooter(style: .back, target: self) { vc, footer in
            vc.service.fetchPage { _ in footer.endRefreshing() }          // completion style
        }
        if !page.hasMore { tableView.rk.footer?.setNoMoreData() }   // ends any load, shows "No more data"
        tableView.rk.footer?.resetNoMoreData()                     // after a reload from the top
        tableView.rk.configuration.allowsSimultaneousRefresh = true
        carousel.rk.leading = RefreshHeader(height: 60, target: self) { vc in await vc.reload() }
        carousel.rk.trailing = RefreshFooter(style: .auto, height: 60, target: self) { vc in await vc.loadMore() }
        tableView.rk.footer?.preloadDistance = 600
    }

    func look(header: RefreshHeader) {
        let indicator = RefreshIndicatorView()
        indicator.showsStateTitles = true                            // "Pull down to refresh", "Release to refresh", "Refreshing…"
        indicator.setTitle("Fetching your feed…", for: .refreshing)  // your own title for one phase
        indicator.showsLastUpdated = true                            // "Last updated: 5 minutes ago"
        indicator.titleFont = .preferredFont(forTextStyle: .caption1)
        indicator.titleColor = .systemIndigo
        indicator.tintColor = .systemIndigo                          // the arrow and the spinner
        indicator.showsArrow = false
        tableView.rk.header = RefreshHeader(indicator: indicator, target: self) { vc in await vc.reload() }

        RefreshIndicatorView.appearance().defaultTitleColor = .secondaryLabel
        RefreshIndicatorView.appearance().defaultLanguage = "ja"           // nil (the default) follows the app

        header.fadesWithPullProgress = true      // any indicator's alpha follows the pull, up to 1
        header.isHapticFeedbackEnabled = false   // no light tap as the pull crosses "ready" (on by default)
        header.height = 70                       // the component's height (its width on a carousel)
        header.triggerDistance = 90              // how far to pull; default: the height
        header.pinnedHeight = 50                 // how much stays in view while refreshing; default: the height

        let sequence = RefreshImageSequenceView()
        sequence.setImages(pullFrames, for: .idle)                     // frame chosen by pull progress
        sequence.setImages(spinFrames, duration: 0.6, for: .refreshing)   // one loop lasts 0.6 s
        tableView.rk.header = RefreshHeader(height: 70, indicator: sequence, target: self) { vc in await vc.reload() }

        tableView.rk.header = RefreshHeader(indicator: StretchBarIndicator(), target: self) { vc in await vc.reload() }

        header.lastUpdatedKey = "feed"
        header.timestampStore = UserDefaultsTimestampStore()   // the default; InMemoryTimestampStore(), your own, or nil

        indicator.language = "ja"
        RefreshIndicatorView.appearance().defaultLanguage = "ar"
        let texts = RefreshLocalization(language: "de")
        let title = texts[.headerReady]                     // "Zum Aktualisieren loslassen"
        let status = texts.format(.accessibilityPulled, 40) // "Zu 40 % gezogen"
        _ = (title, status)
    }

    func insets() {
        tableView.rk.contentInset.top += bannerHeight
        tableView.rk.header?.positionOffset = bannerHeight
        if #available(iOS 14.0, *) {
            let control = UIRefreshControl()
            control.tintColor = .clear
            control.addAction(UIAction { [weak control] _ in control?.endRefreshing() }, for: .valueChanged)
            tableView.refreshControl = control
        }
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        tableView.rk.footer?.setNoMoreData()
    }

    // ComingFromOtherLibraries rows
    func loadNew() {}
    func loadNewAsync() async {}
    func migration() {
        tableView.rk.header = RefreshHeader(target: self) { vc, header in vc.loadNew() }
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.loadNewAsync() }
        tableView.rk.header = RefreshHeader { await self.model.reload() }
    }
}

final class StretchBarIndicator: UIView, RefreshIndicator {
    private let bar = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.backgroundColor = .systemTeal
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        bar.backgroundColor = state == .refreshing ? .systemOrange : .systemTeal
    }

    func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole) {
        let width = bounds.width * CGFloat(min(progress, 1.5)) / 1.5   // over-pulls past full width
        bar.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.height - 4, width: width, height: 4)
    }
}

final class NestedSnippet: UIViewController {
    var coordinator: NestedScrollCoordinator!
    let lists = [UITableView(), UITableView()]
    let headerHeight: CGFloat = 200
    let selectedTab = 0
    func reloadTab(_ i: Int) async {}
    func reloadPage() async {}
    func loadMore(_ i: Int) async {}

    override func viewDidLoad() {
        super.viewDidLoad()
        let page = NestedParentScrollView()            // the page: header, sticky tabs, a pager of lists
        coordinator = NestedScrollCoordinator(parent: page, stickyDistance: headerHeight, mode: .child)
        coordinator.children = lists                   // the vertical lists, one per tab
        coordinator.currentChild = lists[selectedTab]  // and again on every tab switch

        lists[0].rk.header = RefreshHeader(target: self) { vc in await vc.reloadTab(0) }   // .child: one per list
        page.rk.header = RefreshHeader(target: self) { vc in await vc.reloadPage() }       // .parent: one on the page
        lists[0].rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore(0) }

        coordinator.excludesGesture = { [weak self] gesture in
            self?.lists.contains { $0.isEditing && $0.panGestureRecognizer === gesture } ?? false
        }
    }
}

final class OwnPage: UITableView, UIGestureRecognizerDelegate {
    weak var coordinator: NestedScrollCoordinator?
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        coordinator?.shouldRecognizeSimultaneously(gestureRecognizer, with: other) ?? false
    }
}
