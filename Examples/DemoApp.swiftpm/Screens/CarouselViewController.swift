// Horizontal components on a carousel, as the README's "Customising" table writes them.
import UIKit
import RefreshKit

final class CarouselViewController: UIViewController {
    private let carousel: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 140, height: 180)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        carousel.register(TextCell.self, forCellWithReuseIdentifier: TextCell.identifier)
        carousel.dataSource = source
        view.addSubview(carousel)
        carousel.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        carousel.autoresizingMask = [.flexibleWidth]
        // The leading one refreshes when pulled right; the trailing one loads more near the end.
        carousel.rk.leading = RefreshHeader(height: 60, target: self) { vc in await vc.reload() }
        carousel.rk.trailing = RefreshFooter(style: .auto, height: 60, target: self) { vc in await vc.loadMore() }
        carousel.rk.leading?.beginRefreshing()
    }

    private func reload() async {
        await feed.reload()
        carousel.reloadData()
        carousel.rk.trailing?.resetNoMoreData()
    }

    private func loadMore() async {
        await feed.loadMore()
        carousel.reloadData()
        if !feed.hasMore { carousel.rk.trailing?.setNoMoreData() }
    }
}
