// Compile-only: the UIKit listings of PageContainer.md, in the context they need.
import UIKit
import RefreshKit

private final class ProfileHeaderView: UIView {}

private final class FeedListViewController: UITableViewController {
    init(tab: Int) { super.init(style: .plain) }
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

private final class LikesTableView: UITableView {}

// PageContainer block 1
private final class ProfileViewController: UIViewController, PageContainerDataSource {
    private let page = PageContainerViewController(mode: .child)

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(page)
        view.addSubview(page.view)                               // it fills the view, and follows its size
        page.didMove(toParent: self)
        page.container.header = ProfileHeaderView()              // Auto Layout decides its height
        page.container.tabBar = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
        page.container.dataSource = self
    }

    func numberOfPages(in container: PageContainerView) -> Int { 3 }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
        .viewController(FeedListViewController(tab: index))     // made when the tab first shows
    }
}

// PageContainer blocks 2 and 6
private final class TitledProfileViewController: UIViewController {
    private let page = PageContainerViewController()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        page.container.setPages(["Posts", "Replies", "Likes"]) { index in
            index == 2 ? .view(LikesTableView()) : .viewController(FeedListViewController(tab: index))
        }
        page.container.shouldBeginPaging = { [weak self] pan in
            guard let tableView = self?.tableView else { return true }
            if tableView.isEditing { return false }                      // a row shows its actions: the swipe closes them
            let row = tableView.indexPathForRow(at: pan.location(in: tableView))
            return pan.velocity(in: tableView).x > 0 || row == nil
        }
        page.container.headerPlacement = .belowBars
        page.container.headerHeightForWidth = { width in width * 9 / 16 + 88 }
        page.container.tabBarSpacing = 8
        page.container.onSelectedIndexSettle = { index in print("settled on", index) }
    }
}
