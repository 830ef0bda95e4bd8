// Port of JXPagingView's example "RefreshViewController" (Examples/JXPagingViewExample/.../Refresh/RefreshViewController.swift
// on top of Common/BaseViewController.swift and Common/ListViewController.swift), with the header image of
// Zoom/ZoomViewController.swift (zoomed in place as the page is pulled): a profile page whose whole page is pulled to
// refresh (JXPagingView's main table with an MJRefresh header), three tabs in a JXSegmentedView style, lists with load
// more, a tap that pushes a detail page.
// Written from the RefreshKit documentation only; compile-only (Examples/Ports/README.md).
#if canImport(UIKit)
import UIKit
import RefreshKit

private let jxAccent = UIColor(red: 105 / 255, green: 144 / 255, blue: 239 / 255, alpha: 1)

final class JXPortProfileViewController: UIViewController, PageContainerDataSource {
    private let page = PageContainerViewController(mode: .parent)     // JXPagingView: the page bounces, refresh on top
    private let header = JXPortHeaderView()
    private var titles = ["Skills", "Hobbies", "Crew"]
    private var generation = 0                                        // bumped by the page refresh

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationController?.navigationBar.isTranslucent = false
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        let container = page.container
        container.header = header
        container.headerHeight = 200                                  // tableHeaderViewHeight(in:)
        container.tabBarHeight = 50                                   // heightForPinSectionHeader(in:)
        container.tabBar = makeTabs()
        container.animatesTabSelection = false     // JXSegmentedView's isContentScrollViewClickTransitionAnimationEnabled
        // ZoomViewController's mainTableViewDidScroll: the header image grows as the page is pulled down.
        container.onHeaderOffsetChange = { [header] offset in header.stretch(by: max(0, -offset)) }
        container.refreshHeader = RefreshHeader(target: self) { vc in await vc.refreshPage() }
        container.dataSource = self
    }

    private func makeTabs() -> PageTabBarView {
        let tabs = PageTabBarView(titles: titles, appearance: .jxCategoryView)
        tabs.appearance.titleColor = .black
        tabs.appearance.selectedTitleColor = jxAccent
        tabs.appearance.blendsTitleColor = true                       // isTitleColorGradientEnabled
        tabs.appearance.indicatorColor = jxAccent
        tabs.appearance.indicatorWidth = .fixed(30)
        tabs.appearance.backgroundColor = .white
        tabs.appearance.separatorHeight = 1 / max(1, traitCollection.displayScale)
        tabs.appearance.separatorColor = .lightGray
        return tabs
    }

    func numberOfPages(in container: PageContainerView) -> Int { titles.count }

    func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String? { titles[index] }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
        let prefix = generation == 0 ? "" : "New "
        let counts = [24, 4, 8]
        let rows = (1...counts[index]).map { "\(prefix)\(titles[index]) \($0)" }
        return .viewController(JXPortListViewController(rows: rows))
    }

    /// RefreshViewController.headerRefresh: new titles, every list made again.
    private func refreshPage() async {
        try? await Task.sleep(nanoseconds: 2_000_000_000)
        generation += 1
        titles = ["Pro skills", "Pro hobbies", "Pro crew"]
        page.container.reloadData()                                   // the tab bar takes the new titles from the data source
        page.container.selectPage(at: 0, animated: false)             // defaultSelectedIndex = 0
    }
}

private final class JXPortHeaderView: UIView {
    private let imageView = UIImageView()
    private let nameLabel = UILabel()
    private let follow = UIButton(type: .system)
    private var pull: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        clipsToBounds = true                                          // the page refresh's spinner shows above it
        imageView.backgroundColor = .systemOrange
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        nameLabel.font = .systemFont(ofSize: 20)
        nameLabel.textColor = .red
        nameLabel.text = "Captain"
        addSubview(nameLabel)
        follow.setTitle("Follow", for: .normal)
        addSubview(follow)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func stretch(by distance: CGFloat) {
        pull = distance
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Zoomed inside the header, not grown into the space above it: that is the page refresh's band.
        imageView.frame = bounds.insetBy(dx: -pull / 2, dy: -pull / 2)
        nameLabel.frame = CGRect(x: 10, y: bounds.height - 30, width: 200, height: 30)
        follow.frame = CGRect(x: 215, y: bounds.height - 30, width: 60, height: 30)
    }
}

private final class JXPortListViewController: UITableViewController {
    private var rows: [String]

    init(rows: [String]) {
        self.rows = rows
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        tableView.tableFooterView = UIView()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore() }
    }

    private func loadMore() async {
        try? await Task.sleep(nanoseconds: 2_000_000_000)
        rows.append("Loaded more")
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        navigationController?.pushViewController(detail, animated: true)   // parent's navigation controller: a child
    }
}
#endif
