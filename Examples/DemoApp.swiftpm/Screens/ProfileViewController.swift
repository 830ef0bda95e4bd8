// A profile page on RefreshKit's page container: a header, sticky tabs, a list per tab.
import UIKit
import RefreshKit

/// A profile: a header whose intro text sets its height (Auto Layout), laid out below the navigation bar, tabs
/// that stick under it once the header has scrolled away, and a list per tab made when first shown, each
/// loading more at its end. No frames, no scroll delegate, no offset bookkeeping: the container does it.
///
/// `mode` chooses what a pull at the top refreshes: `.parent`, the whole page (one header above the
/// profile); `.child`, the current list (a header on each list, pulled down under the tabs).
final class ProfileViewController: UIViewController {
    private let page = PageContainerViewController(mode: .child)
    private let titles = ["Posts", "Replies", "Likes"]

    var mode: NestedRefreshMode = .child {
        didSet { if isViewLoaded { applyMode() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(page)
        view.addSubview(page.view)                  // it fills the view, and follows its size
        page.didMove(toParent: self)

        let container = page.container
        container.headerPlacement = .belowBars      // the page starts below the bars; the tabs stick there
        container.header = ProfileHeaderView()
        // One list of titles: the tabs (a PageTabBarView is made) and the pages.
        container.setPages(titles) { [weak self] _ in
            let list = ProfileListViewController()
            list.mode = self?.mode ?? .child
            return .viewController(list)
        }
        // Fade the title in as the header collapses, as profile pages do.
        let title = UILabel()
        title.text = "Profile"
        title.font = .preferredFont(forTextStyle: .headline)
        title.alpha = 0
        navigationItem.titleView = title
        container.onCollapseProgressChange = { progress in title.alpha = progress }
        applyMode()
    }

    /// Gives the page its refresh or leaves it to the lists made so far (lists made later pick the mode up).
    private func applyMode() {
        let container = page.container
        container.mode = mode
        container.refreshHeader = mode == .parent
            ? RefreshHeader(target: self) { vc in await vc.reloadAll() }
            : nil
        for index in titles.indices { (container.viewController(at: index) as? ProfileListViewController)?.mode = mode }
    }

    private func reloadAll() async {
        for index in titles.indices { await (page.container.viewController(at: index) as? ProfileListViewController)?.reload() }
    }
}

/// One tab's list: loads on first show, refreshes under the tabs in child mode, loads more at its end.
final class ProfileListViewController: UITableViewController {
    private let feed = FeedModel()

    var mode: NestedRefreshMode = .child {
        didSet { if isViewLoaded { applyMode() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        applyMode()
        Task { await reload() }
    }

    private func applyMode() {
        tableView.rk.header = mode == .child ? RefreshHeader(target: self) { vc in await vc.reload() } : nil
    }

    func reload() async {
        await feed.reload()
        tableView.reloadData()
        tableView.rk.footer?.resetNoMoreData()
    }

    private func loadMore() async {
        await feed.loadMore()
        tableView.reloadData()
        if !feed.hasMore { tableView.rk.footer?.setNoMoreData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { feed.items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = feed.items[indexPath.row]
        return cell
    }
}

/// The profile header: a photo strip that scrolls sideways and an intro whose length sets the height.
final class ProfileHeaderView: UIView {
    private let photos = UIScrollView()
    private let intro = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        intro.numberOfLines = 0
        intro.font = .preferredFont(forTextStyle: .body)
        intro.adjustsFontForContentSizeCategory = true
        intro.text = "A profile header laid out with Auto Layout: the page follows its height as the text changes."
        photos.showsHorizontalScrollIndicator = false
        let strip = UIView()
        strip.backgroundColor = .tertiarySystemFill
        photos.addSubview(strip)
        strip.frame = CGRect(x: 0, y: 0, width: 1200, height: 88)
        photos.contentSize = CGSize(width: 1200, height: 88)
        for view in [photos, intro] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            photos.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            photos.leadingAnchor.constraint(equalTo: leadingAnchor),
            photos.trailingAnchor.constraint(equalTo: trailingAnchor),
            photos.heightAnchor.constraint(equalToConstant: 88),
            intro.topAnchor.constraint(equalTo: photos.bottomAnchor, constant: 12),
            intro.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            intro.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            intro.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
