// Port of SegementSlide's example "MineViewController" (Example/Main/Mine/MineViewController.swift, on top of
// Example/Base/BaseTransparentSlideDefaultViewController.swift, the library's TransparentSlideDefaultViewController,
// and Example/Main/Content/ContentViewController.swift): a "Mine" page whose image header runs under a transparent
// navigation bar that turns opaque, with a title, once the tabs stick; three equal tabs with random badges renewed at
// each list refresh; the second tab selected first; lists that refresh under the tabs and load more; a reload button.
// Written from the RefreshKit documentation only; compile-only (Examples/Ports/README.md).
#if canImport(UIKit)
import UIKit
import RefreshKit

final class SegementSlidePortMineViewController: UIViewController, PageContainerDataSource {
    private let page = PageContainerViewController(mode: .child)      // bouncesType = .child
    private let titles = ["Swift", "Objective-C", "Kotlin"]
    private lazy var tabs = PageTabBarView(titles: titles, appearance: .segementSlide)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "reload", style: .plain, target: self,
                                                            action: #selector(reloadPage))
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        let container = page.container
        let header = UIImageView()
        header.isUserInteractionEnabled = true
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        header.backgroundColor = .systemTeal
        container.header = header
        // A quarter of the screen plus the bars the header runs under.
        container.headerHeightForWidth = { [weak self] _ in
            guard let self else { return 0 }
            return self.view.bounds.height / 4 + self.view.safeAreaInsets.top
        }
        tabs.appearance.distribution = .equal                          // switcherConfig.type = .tab
        tabs.appearance.spacing = 0
        for index in titles.indices { tabs.setBadge(.random, at: index) }
        container.tabBar = tabs
        container.dataSource = self
        container.selectPage(at: 1, animated: false)                   // defaultSelectedIndex = 1
        container.onTabsStuckChange = { [weak self] stuck in self?.showBar(stuck) }
        showBar(false)
    }

    /// TransparentSlideViewController: a see-through bar over the header, the usual bar and the title once stuck;
    /// BaseTransparentSlideDefaultViewController: a shadow under the stuck tabs.
    private func showBar(_ stuck: Bool) {
        let bar = UINavigationBarAppearance()
        if stuck { bar.configureWithDefaultBackground() } else { bar.configureWithTransparentBackground() }
        navigationItem.standardAppearance = bar
        navigationItem.scrollEdgeAppearance = bar
        navigationItem.title = stuck ? "Mine" : nil
        navigationController?.navigationBar.tintColor = .black
        tabs.layer.shadowColor = UIColor.black.cgColor
        tabs.layer.shadowOffset = CGSize(width: 0, height: 2.5)
        tabs.layer.shadowRadius = 2.5
        tabs.layer.shadowOpacity = stuck ? 0.03 : 0
    }

    @objc private func reloadPage() { page.container.reloadData() }

    func numberOfPages(in container: PageContainerView) -> Int { titles.count }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
        let list = SegementSlidePortContentViewController()
        list.refreshHandler = { [weak self] in self?.tabs.setBadge(.random, at: index) }
        return .viewController(list)
    }
}

private extension PageTabBarBadge {
    /// BadgeType.random: none, a dot or a count.
    static var random: PageTabBarBadge? {
        switch Int.random(in: 0..<3) {
        case 0: return nil
        case 1: return .dot
        default: return .count(Int.random(in: 1...120))
        }
    }
}

private final class SegementSlidePortContentViewController: UITableViewController {
    var refreshHandler: (() -> Void)?
    private var languages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.tableFooterView = UIView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rk.header = RefreshHeader(target: self) { vc in await vc.refresh() }
        let footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
        footer.hidesWhenContentIsEmpty = true                          // mj_footer.isHidden until the first load
        tableView.rk.footer = footer
        tableView.rk.header?.beginRefreshing()
    }

    private static func randomPage() -> [String] {
        (0..<Int.random(in: 5...15)).map { _ in ["Swift", "Rust", "Go", "Kotlin", "Dart"].randomElement() ?? "" }
    }

    private func refresh() async {
        try? await Task.sleep(nanoseconds: UInt64.random(in: 0..<2_000_000_000))
        languages = Self.randomPage()
        tableView.reloadData()
        refreshHandler?()
    }

    private func loadMore() async {
        try? await Task.sleep(nanoseconds: UInt64.random(in: 0..<2_000_000_000))
        languages += Self.randomPage()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { languages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = languages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
#endif
