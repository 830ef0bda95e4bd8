#if canImport(UIKit)
import UIKit

/// The default indicator: an arrow that turns when releasing would refresh, and a spinner while refreshing.
///
/// Following Apple's Human Interface Guidelines, it shows no text that explains how to refresh; set
/// ``title`` for an informative one, such as when the content was last updated. An auto footer,
/// which loads by itself, shows only its spinner, and "No more data" once there is nothing more.
@MainActor
public final class RefreshIndicatorView: UIView, RefreshIndicator {
    /// Short of a half turn: an exact half turn may animate either way round.
    private static let turnedAngle = CGFloat.pi - 0.001

    /// An informative text shown beside the arrow or spinner; `nil` (default) shows none.
    public var title: String? {
        didSet {
            guard title != oldValue, let shown else { return }
            showKind(shown.kind, role: shown.role, animated: false)
        }
    }

    /// Whether it shows an arrow while idle or pulled; RefreshKit turns it off for an auto footer.
    var showsArrow = true {
        didSet { if let shown { showKind(shown.kind, role: shown.role, animated: false) } }
    }

    private let arrow = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var shown: (kind: RefreshState, role: RefreshRole)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        arrow.tintColor = .secondaryLabel
        arrow.contentMode = .scaleAspectFit
        spinner.hidesWhenStopped = true
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.adjustsFontForContentSizeCategory = true
        if #available(iOS 15.0, *) { titleLabel.maximumContentSizeCategory = .accessibilityMedium }
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        // At large text sizes the title wraps and then shrinks rather than running off screen.
        titleLabel.numberOfLines = 2
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [arrow, spinner, titleLabel])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        // Not required: before its first layout the view is zero-sized, and the edges must give way
        // silently rather than log a conflict.
        let edges = [
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
        ]
        edges.forEach { $0.priority = .required - 1 }
        NSLayoutConstraint.activate(edges + [
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            arrow.widthAnchor.constraint(equalToConstant: 16),
            arrow.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshIndicatorView is created in code")
    }

    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        let kind = state.kind
        guard shown?.kind != kind || shown?.role != role else { return }  // text changes at transitions, never per frame
        showKind(kind, role: role, animated: shown != nil)
    }

    private func showKind(_ kind: RefreshState, role: RefreshRole, animated: Bool) {
        let wasTurned = shown?.kind == .ready
        if shown?.role != role { arrow.image = UIImage(systemName: role == .header ? "arrow.down" : "arrow.up") }
        shown = (kind, role)
        let busy = kind == .refreshing || kind == .ending  // ending keeps the spinner until it is out of sight
        let text = kind == .noMoreData ? RefreshStrings.noMoreData : title
        titleLabel.text = text
        titleLabel.isHidden = text?.isEmpty ?? true
        arrow.isHidden = busy || kind == .noMoreData || !showsArrow
        if busy { spinner.startAnimating() } else { spinner.stopAnimating() }
        let status = busy ? RefreshStrings.started(role) : kind == .noMoreData ? RefreshStrings.noMoreData : nil
        let label = [status, title].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        accessibilityLabel = label.isEmpty ? nil : label
        isAccessibilityElement = !label.isEmpty

        let turned = kind == .ready
        guard turned != wasTurned else { return }
        let transform = turned ? CGAffineTransform(rotationAngle: Self.turnedAngle) : .identity
        if animated && !UIAccessibility.isReduceMotionEnabled {
            // The same angle back retraces the turn instead of completing the circle.
            UIView.animate(withDuration: 0.2) { [arrow] in arrow.transform = transform }
        } else {
            arrow.transform = transform
        }
    }
}
#endif
