// A profile page with nested scrolling (a header, sticky tabs, a list per tab).
import UIKit
import RefreshKit

/// A profile: a header with a horizontal strip of photos, tabs that stick under the top edge once the
/// header has scrolled away, and a paged list per tab, each loading more at its end.
///
/// `mode` chooses what a pull at the top refreshes: `.parent`, the whole page (one header above the
/// profile); `.child`, the current list (a header on each list, pulled down under the tabs).
final class ProfileViewController: UIViewController, UIScrollViewDelegate, UITableViewDataSource {
    private let page = NestedParentScrollView()
    private let header = UIView()
    private let photos = UIScrollView()
    private let tabs = UISegmentedControl(items: ["Posts", "Replies", "Likes"])
    private let pager = UIScrollView()
    private let lists = (0..<3).map { _ in UITableView(frame: .zero, style: .plain) }
    private let feeds = (0..<3).map { _ in FeedModel() }
    private let headerHeight: CGFloat = 220
    private let tabHeight: CGFloat = 44
    private var laidOutWidth: CGFloat = 0
    private lazy var coordinator = NestedScrollCoordinator(parent: page, stickyDistance: headerHeight, mode: mode)

    var mode: NestedRefreshMode = .child {
        didSet { if isViewLoaded { applyMode() } }
    }

    private var selectedTab: Int { max(0, tabs.selectedSegmentIndex) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The page, the pager and the lists sit inside one another, where UIKit's automatic insets would
        // change with every scroll: the page starts below the top bars, and the lists get the home
        // indicator's inset in `viewDidLayoutSubviews`.
        for scrollView in [page, pager, photos] + lists { scrollView.contentInsetAdjustmentBehavior = .never }
        view.addSubview(page)
        page.addSubview(header)
        header.addSubview(photos)
        page.addSubview(tabs)
        page.addSubview(pager)

        // Horizontal views never recognise with the page's pan. They must not take the status bar tap
        // either: it scrolls only when a single on-screen scroll view has `scrollsToTop`.
        photos.showsHorizontalScrollIndicator = false
        photos.scrollsToTop = false
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.scrollsToTop = false
        pager.delegate = self
        tabs.selectedSegmentIndex = 0
        tabs.addTarget(self, action: #selector(tabChanged), for: .valueChanged)

        for (index, list) in lists.enumerated() {
            list.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            list.dataSource = self
            pager.addSubview(list)
            list.rk.footer = RefreshFooter(style: .auto, target: self) { vc in await vc.loadMore(index) }
        }

        coordinator.children = lists
        coordinator.currentChild = lists[selectedTab]
        // A list being edited scrolls alone; the header stays where it is.
        coordinator.excludesGesture = { [weak self] gesture in
            self?.lists.contains { $0.isEditing && $0.panGestureRecognizer === gesture } ?? false
        }
        applyMode()

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Mode", style: .plain, target: self,
                                                            action: #selector(toggleMode))
        for index in lists.indices { Task { await reload(index) } }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        page.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
        let width = page.bounds.width, listHeight = page.bounds.height - tabHeight
        header.frame = CGRect(x: 0, y: 0, width: width, height: headerHeight)
        photos.frame = CGRect(x: 0, y: headerHeight - 96, width: width, height: 88)
        photos.contentSize = CGSize(width: width * 3, height: 88)
        tabs.frame = CGRect(x: 0, y: headerHeight, width: width, height: tabHeight)
        pager.frame = CGRect(x: 0, y: headerHeight + tabHeight, width: width, height: listHeight)
        pager.contentSize = CGSize(width: width * CGFloat(lists.count), height: listHeight)
        if width != laidOutWidth {  // the same tab after a rotation; never during a swipe
            laidOutWidth = width
            pager.contentOffset.x = CGFloat(selectedTab) * width
        }
        for (index, list) in lists.enumerated() {
            list.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: listHeight)
            let bottom = view.safeAreaInsets.bottom
            if list.rk.contentInset.bottom != bottom { list.rk.contentInset.bottom = bottom }
        }
        // Header + tabs + one list's height: the page scrolls exactly until the tabs stick.
        page.contentSize = CGSize(width: width, height: headerHeight + tabHeight + listHeight)
        coordinator.stickyDistance = headerHeight
    }

    /// Moves the refresh header to the page or to the lists.
    private func applyMode() {
        coordinator.mode = mode
        switch mode {
        case .parent:
            lists.forEach { $0.rk.header = nil }
            page.rk.header = RefreshHeader(target: self) { vc in await vc.reloadAll() }
        case .child:
            page.rk.header = nil
            for (index, list) in lists.enumerated() {
                list.rk.header = RefreshHeader(target: self) { vc in await vc.reload(index) }
            }
        }
    }

    @objc private func toggleMode() {
        mode = mode == .parent ? .child : .parent
    }

    // MARK: - Tabs

    @objc private func tabChanged() {
        pager.setContentOffset(CGPoint(x: CGFloat(selectedTab) * pager.bounds.width, y: 0), animated: true)
        coordinator.currentChild = lists[selectedTab]
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView === pager { pagerDidSettle() }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if scrollView === pager, !decelerate { pagerDidSettle() }
    }

    /// A swipe on the pager switched tabs.
    private func pagerDidSettle() {
        guard pager.bounds.width > 0 else { return }
        let index = min(max(Int((pager.contentOffset.x / pager.bounds.width).rounded()), 0), lists.count - 1)
        tabs.selectedSegmentIndex = index
        coordinator.currentChild = lists[index]
    }

    // MARK: - Data

    private func reload(_ index: Int) async {
        await feeds[index].reload()
        lists[index].reloadData()
        lists[index].rk.footer?.resetNoMoreData()
    }

    private func reloadAll() async {
        for index in lists.indices { await reload(index) }
    }

    private func loadMore(_ index: Int) async {
        await feeds[index].loadMore()
        lists[index].reloadData()
        if !feeds[index].hasMore { lists[index].rk.footer?.setNoMoreData() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lists.firstIndex(of: tableView).map { feeds[$0].items.count } ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let index = lists.firstIndex(of: tableView) {
            cell.textLabel?.text = feeds[index].items[indexPath.row]
        }
        return cell
    }
}

/// A page that must be a table view of its own: it forwards the simultaneous-recognition question.
final class ProfileTableView: UITableView, UIGestureRecognizerDelegate {
    weak var coordinator: NestedScrollCoordinator?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        coordinator?.shouldRecognizeSimultaneously(gestureRecognizer, with: otherGestureRecognizer) ?? false
    }
}
