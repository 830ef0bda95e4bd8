// Port of GKPageScrollView's example "GKListRefreshViewController" (SwiftExample/SwiftExample/Demo/GKPageScrollView/
// ListRefresh/GKListRefreshViewController.swift on top of Demo/Base/GKBasePageViewController.swift and
// Demo/Base/GKBaseListViewController.swift): an image header whose height follows the width, a transparent navigation
// bar with a white title, four tabs whose lists are a table, a collection view, a plain scroll view and a web view,
// each pulled to refresh under the tabs, three of them loading more until 100 rows.
// Written from the RefreshKit documentation only; compile-only (Examples/Ports/README.md).
#if canImport(UIKit)
import UIKit
import WebKit
import RefreshKit

final class GKPortListRefreshViewController: UIViewController {
    private let page = PageContainerViewController(mode: .child)      // isAllowListRefresh = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "listRefresh"
        let bar = UINavigationBarAppearance()                           // gk_navBackgroundColor = .clear, white title
        bar.configureWithTransparentBackground()
        bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 18)]
        navigationItem.standardAppearance = bar
        navigationItem.scrollEdgeAppearance = bar
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        let container = page.container
        let header = UIImageView()
        header.backgroundColor = .darkGray
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        container.header = header
        container.headerHeightForWidth = { width in width * 385 / 704 } // kBaseHeaderHeight
        container.tabBarHeight = 40                                     // kBaseSegmentHeight
        container.tabBar = makeTabs()
        container.setPages(["TableView", "CollectionView", "ScrollView", "WebView"]) { index in
            switch index {
            case 0: return .viewController(GKPortTableViewController())
            case 1: return .viewController(GKPortCollectionViewController())
            case 2: return .view(GKPortLabelsScrollView())
            default: return .view(GKPortWebView())
            }
        }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    private func makeTabs() -> PageTabBarView {
        let ratio = view.bounds.width / 750                             // ADAPTATIONRATIO
        let tabs = PageTabBarView(titles: [], appearance: .jxCategoryView)
        tabs.appearance.titleColor = .gray
        tabs.appearance.selectedTitleColor = .red
        tabs.appearance.titleFont = .system(size: 15)
        tabs.appearance.selectedTitleFont = .system(size: 15)
        tabs.appearance.indicatorColor = .red
        tabs.appearance.indicatorHeight = 4 * ratio
        tabs.appearance.indicatorBottomMargin = 2 * ratio
        tabs.appearance.separatorHeight = 2 * ratio
        tabs.appearance.separatorColor = UIColor(white: 110 / 255, alpha: 1)
        return tabs
    }
}

/// GKBaseListViewController's count, refresh and load more, shared by the four lists.
@MainActor
private final class GKPortRows {
    private(set) var count = 30
    private let reload: () -> Void

    init(reload: @escaping () -> Void) { self.reload = reload }

    func attach(to list: UIScrollView, loadsMore: Bool) {
        list.rk.header = RefreshHeader { [weak self, weak list] in
            try? await Task.sleep(nanoseconds: 500_000_000)             // kRefreshDuration
            self?.count = 30
            self?.reload()
            list?.rk.footer?.resetNoMoreData()
        }
        guard loadsMore else { return }
        list.rk.footer = RefreshFooter(style: .auto) { [weak self] footer in
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: 500_000_000)
                guard let self else { return footer.endRefreshing() }
                self.count += 20
                self.reload()
                if self.count >= 100 { footer.setNoMoreData() } else { footer.endRefreshing() }
            }
        }
    }
}

private final class GKPortTableViewController: UITableViewController {
    private lazy var rows = GKPortRows { [weak self] in self?.tableView.reloadData() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        rows.attach(to: tableView, loadsMore: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

private final class GKPortCollectionViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private lazy var rows = GKPortRows { [weak self] in self?.collectionView.reloadData() }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 20
        layout.minimumInteritemSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        super.init(collectionViewLayout: layout)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.alwaysBounceVertical = true
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        rows.attach(to: collectionView, loadsMore: true)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .red
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 60) / 2
        return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// The "ScrollView" tab: a plain scroll view of labels, given to the container as a view.
private final class GKPortLabelsScrollView: UIScrollView {
    private lazy var rows = GKPortRows { [weak self] in self?.setNeedsLayout() }
    private var labels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
        rows.attach(to: self, loadsMore: true)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        while labels.count < rows.count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 16)
            label.text = "Row \(labels.count + 1)"
            addSubview(label)
            labels.append(label)
        }
        while labels.count > rows.count { labels.removeLast().removeFromSuperview() }
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 30, y: CGFloat(index) * 50, width: bounds.width - 30, height: 50)
        }
        let height = CGFloat(labels.count) * 50
        if contentSize.height != height { contentSize = CGSize(width: bounds.width, height: height) }
    }
}

/// The "WebView" tab: a web view given as a view; the container finds its scroll view. No load more.
private final class GKPortWebView: WKWebView {
    init() {
        super.init(frame: .zero, configuration: WKWebViewConfiguration())
        if let url = URL(string: "https://github.com/QuintGao/GKPageScrollView") { load(URLRequest(url: url)) }
        scrollView.rk.header = RefreshHeader { [weak self] in
            self?.reload()
            try? await Task.sleep(nanoseconds: 500_000_000)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
