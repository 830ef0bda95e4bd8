import UIKit
import RefreshKit

/// The same list with a choice of looks: state titles and last updated (`CustomLookViewController`), an
/// image sequence, a minimal one, and one written here against `RefreshIndicator`.
final class LooksViewController: UITableViewController {
    private let feed = FeedModel()
    private lazy var source = FeedDataSource(feed)
    private let looks = UISegmentedControl(items: ["Sequence", "Minimal", "Meter"])

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = source
        looks.selectedSegmentIndex = 0
        looks.addTarget(self, action: #selector(lookChanged), for: .valueChanged)
        navigationItem.titleView = looks
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Titles", style: .plain, target: self,
                                                            action: #selector(showTitles))
        lookChanged()
        tableView.rk.header?.beginRefreshing()
    }

    @objc private func lookChanged() {
        let indicator: any UIView & RefreshIndicator
        switch looks.selectedSegmentIndex {
        case 0:
            let sequence = RefreshImageSequenceView()
            sequence.setImages(Self.dots(count: 12, turning: false), for: .idle)
            sequence.setImages(Self.dots(count: 12, turning: true), duration: 0.6, for: .refreshing)
            indicator = sequence
        case 1:
            let minimal = RefreshIndicatorView()
            minimal.showsTitle = false
            minimal.showsArrow = false
            indicator = minimal
        default:
            indicator = PullMeterIndicator()
        }
        tableView.rk.header = RefreshHeader(height: 64, indicator: indicator, target: self) { vc in
            await vc.feed.reload()
            vc.tableView.reloadData()
        }
    }

    @objc private func showTitles() {
        navigationController?.pushViewController(CustomLookViewController(), animated: true)
    }

    /// A ring of dots that fills with the pull (`turning == false`) or a single dot going round.
    private static func dots(count: Int, turning: Bool) -> [UIImage] {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36))
        return (0..<count).map { frame in
            renderer.image { context in
                for dot in 0..<count {
                    let angle = CGFloat(dot) / CGFloat(count) * 2 * .pi - .pi / 2
                    let center = CGPoint(x: 18 + 13 * cos(angle), y: 18 + 13 * sin(angle))
                    let lit = turning ? dot == frame : dot <= frame
                    (lit ? UIColor.systemBlue : UIColor.systemGray4).setFill()
                    context.cgContext.fillEllipse(in: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6))
                }
            }
        }
    }
}

/// A look written against `RefreshIndicator`: a meter that fills with the pull and turns orange past the
/// trigger (over-pull beyond 1 keeps growing up to 150 %), then pulses while refreshing.
final class PullMeterIndicator: UIView, RefreshIndicator {
    private let meter = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        meter.layer.cornerRadius = 3
        addSubview(meter)
    }

    required init?(coder: NSCoder) { nil }

    func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        meter.backgroundColor = state == .ready ? .systemOrange : .systemTeal
        meter.alpha = 1
        if state == .refreshing, !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .repeat]) { [meter] in meter.alpha = 0.3 }
        } else {
            meter.layer.removeAllAnimations()
        }
    }

    func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole) {
        let width = bounds.width * 0.6 * CGFloat(min(max(progress, 0), 1.5)) / 1.5
        meter.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.midY - 3, width: width, height: 6)
    }
}
