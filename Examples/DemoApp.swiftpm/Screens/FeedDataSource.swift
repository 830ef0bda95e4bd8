import UIKit
import RefreshKit

/// Rows of a `FeedModel` for a table or a collection view: the screens' shared data source.
final class FeedDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    let feed: FeedModel

    init(_ feed: FeedModel) {
        self.feed = feed
    }

    /// Reloads the first page into `table` and lets its footer load again.
    func reload(_ table: UITableView) async {
        await feed.reload()
        table.reloadData()
        table.rk.footer?.resetNoMoreData()
    }

    /// Loads the next page into `table`; after the last one, its footer says there is no more.
    func loadMore(_ table: UITableView) async {
        await feed.loadMore()
        table.reloadData()
        if !feed.hasMore { table.rk.footer?.setNoMoreData() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { feed.items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = feed.items[indexPath.row]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { feed.items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TextCell.identifier, for: indexPath)
        // Every third item wraps to several lines, so the cells size themselves to different heights.
        (cell as? TextCell)?.label.text = indexPath.item % 3 == 0
            ? Array(repeating: feed.items[indexPath.item], count: 4).joined(separator: " · ") : feed.items[indexPath.item]
        return cell
    }
}

/// A collection view cell that sizes itself to its wrapping label.
final class TextCell: UICollectionViewCell {
    static let identifier = "cell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
