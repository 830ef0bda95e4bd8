// Port of MJRefresh's own example table (Examples/MJRefreshExample/MJRefreshExample/Classes/Second/
// MJTableViewController.m, with DIY/MJChiBaoZiHeader.m and DIY/MJChiBaoZiFooter.m): one table, each example a way to
// set up the header and the footer, the data loaded after 0.5 s and ended with endRefreshing(), the last page with
// no more data, a button that loads again. The DIY examples (06, 19-21: views drawn by hand) are left out; their place
// is a view conforming to RefreshIndicator (CustomisingTheLook.md).
// Written from the RefreshKit documentation only (ComingFromOtherLibraries.md's MJRefresh map); compile-only
// (Examples/Ports/README.md).
#if canImport(UIKit)
import UIKit
import RefreshKit

final class MJPortTableViewController: UITableViewController {
    enum Example { case normal, gif, hiddenTime, imagesOnly, customTexts, autoFooter, gifFooter, gifFooterNoTitle,
                   lastPage, manualFooter, footerTexts, loadOnce, twoLoadsPerDrag }
    private let example: Example
    private var data = (0..<5).map { _ in MJPortTableViewController.randomData }
    private static var randomData: String { "随机数据---\(Int.random(in: 0..<1_000_000))" }

    init(example: Example) {
        self.example = example
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        switch example {
        case .normal: tableView.rk.header = normalHeader()                                    // example01
        case .gif: tableView.rk.header = RefreshHeader(indicator: chiBaoZi(), target: self, selector: #selector(loadNewData))
        case .hiddenTime:                                                                      // example03
            let header = RefreshHeader(indicator: mjIndicator(lastUpdated: false), target: self, selector: #selector(loadNewData))
            header.fadesWithPullProgress = true
            tableView.rk.header = header
        case .imagesOnly:                                                                      // example04
            let indicator = chiBaoZi()
            indicator.showsTitle = false
            tableView.rk.header = RefreshHeader(indicator: indicator, target: self, selector: #selector(loadNewData))
        case .customTexts:                                                                     // example05
            let indicator = mjIndicator()
            indicator.setTitle("Pull down to refresh", for: .idle)
            indicator.setTitle("Release to refresh", for: .ready)
            indicator.setTitle("Loading ...", for: .refreshing)
            indicator.titleFont = .systemFont(ofSize: 15)
            indicator.lastUpdatedFont = .systemFont(ofSize: 14)
            indicator.titleColor = .red
            indicator.lastUpdatedColor = .blue
            tableView.rk.header = RefreshHeader(indicator: indicator, target: self, selector: #selector(loadNewData))
        default:
            tableView.rk.header = normalHeader()
            tableView.rk.footer = footer()
        }
        tableView.rk.header?.beginRefreshing()
    }

    /// MJRefreshNormalHeader: state titles and the last-updated line, which MJRefresh shows by default.
    private func normalHeader() -> RefreshHeader {
        RefreshHeader(indicator: mjIndicator()) { [weak self] header in self?.loadNewData() }
    }

    private func mjIndicator(lastUpdated: Bool = true) -> RefreshIndicatorView {
        let indicator = RefreshIndicatorView()
        indicator.showsStateTitles = true
        indicator.showsLastUpdated = lastUpdated
        return indicator
    }

    /// MJChiBaoZiHeader: a GIF header, 60 idle frames that follow the pull and 3 loading frames.
    private func chiBaoZi() -> RefreshIndicatorView {
        let indicator = mjIndicator()
        let idle = (1...60).compactMap { UIImage(named: "dropdown_anim__000\($0)") }
        let loading = (1...3).compactMap { UIImage(named: "dropdown_loading_0\($0)") }
        indicator.setImages(idle, for: .idle)
        indicator.setImages(loading, for: .ready)
        indicator.setImages(loading, for: .refreshing)
        return indicator
    }

    private func footer() -> RefreshFooter {
        let indicator = mjIndicator(lastUpdated: false)
        let footer: RefreshFooter
        switch example {
        case .gifFooter, .gifFooterNoTitle:                                                    // example12, 13
            indicator.setImages((1...3).compactMap { UIImage(named: "dropdown_loading_0\($0)") }, for: .refreshing)
            if example == .gifFooterNoTitle { indicator.setTitle("", for: .refreshing) }       // refreshingTitleHidden
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadMoreData))
        case .lastPage:                                                                        // example14
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadLastData))
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "恢复数据加载", style: .done, target: self,
                                                                action: #selector(reset))
        case .manualFooter:                                                                    // example15
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadMoreData))
            footer.loadsAutomatically = false
        case .footerTexts:                                                                     // example16
            indicator.setTitle("Click or drag up to refresh", for: .idle)
            indicator.setTitle("Loading more ...", for: .refreshing)
            indicator.setTitle("No more data", for: .noMoreData)
            indicator.titleFont = .systemFont(ofSize: 17)
            indicator.titleColor = .blue
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadMoreData))
        case .loadOnce:                                                                        // example17
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadOnceData))
        case .twoLoadsPerDrag:                                                                 // example20
            footer = RefreshFooter(indicator: indicator, target: self, selector: #selector(loadMoreData))
            footer.maximumLoadsPerDrag = 2
        default:                                                                               // example11
            footer = RefreshFooter(indicator: indicator) { [weak self] footer in self?.loadMoreData() }
        }
        return footer
    }

    @objc private func reset() {
        tableView.rk.footer?.setAction(target: self, selector: #selector(loadMoreData))
        tableView.rk.footer?.resetNoMoreData()
    }

    @objc private func loadNewData() {
        data.insert(contentsOf: (0..<5).map { _ in Self.randomData }, at: 0)
        after { $0.tableView.rk.header?.endRefreshing() }
    }

    @objc private func loadMoreData() {
        data.append(Self.randomData)
        after { $0.tableView.rk.footer?.endRefreshing() }
    }

    @objc private func loadLastData() {
        data += (0..<5).map { _ in Self.randomData }
        after { $0.tableView.rk.footer?.setNoMoreData() }
    }

    @objc private func loadOnceData() {
        data += (0..<5).map { _ in Self.randomData }
        after { $0.tableView.rk.footer?.isHidden = true }
    }

    /// MJDuration: the table reloads 0.5 s later, then `end` runs.
    private func after(_ end: @escaping @MainActor (MJPortTableViewController) -> Void) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 500_000_000)
            guard let self else { return }
            tableView.reloadData()
            end(self)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row % 2 == 1 ? "push" : "modal") - \(data[indexPath.row])"
        return cell
    }
}
#endif
