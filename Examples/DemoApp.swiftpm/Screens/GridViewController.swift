import UIKit
import RefreshKit

/// A collection view whose cells size themselves (some wrap to several lines) with a back footer: pull up
/// past the end and let go to load a page. Self-sizing changes the content size while scrolling; the
/// footer neither re-triggers nor jumps.
final class GridViewController: UIViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)
    private lazy var grid: UICollectionView = {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 2
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
                subitem: item, count: columns)
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return section
        }
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.backgroundColor = .systemBackground
        grid.register(TextCell.self, forCellWithReuseIdentifier: TextCell.identifier)
        grid.dataSource = source
        view.addSubview(grid)
        grid.rk.header = RefreshHeader(target: self) { vc in await vc.reload() }
        grid.rk.footer = RefreshFooter(style: .back, target: self) { vc in await vc.loadMore() }
        grid.rk.header?.beginRefreshing()
    }

    private func reload() async {
        await feed.reload()
        grid.reloadData()
        grid.rk.footer?.resetNoMoreData()
    }

    private func loadMore() async {
        await feed.loadMore()
        grid.reloadData()
        if !feed.hasMore { grid.rk.footer?.setNoMoreData() }
    }
}
