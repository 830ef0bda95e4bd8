#if canImport(UIKit)
import UIKit

/// The default indicator: an arrow that turns at "ready", a spinner while refreshing, and a title.
@MainActor
public final class RefreshIndicatorView: UIView, RefreshIndicator {
    private let arrow = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var shownKind: RefreshState?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrow.tintColor = .secondaryLabel
        arrow.contentMode = .scaleAspectFit
        spinner.hidesWhenStopped = true
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [arrow, spinner, titleLabel])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            arrow.widthAnchor.constraint(equalToConstant: 16),
            arrow.heightAnchor.constraint(equalToConstant: 16),
        ])
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RefreshIndicatorView is created in code")
    }

    public func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        let kind = state.kind
        guard kind != shownKind else { return }  // text changes at transitions, never per frame
        shownKind = kind
        let title = Self.title(for: kind, role: role)
        titleLabel.text = title
        accessibilityLabel = title
        arrow.image = UIImage(systemName: role == .header ? "arrow.down" : "arrow.up")
        arrow.isHidden = kind == .refreshing || kind == .ending || kind == .noMoreData
        if kind == .refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        let turned = kind == .ready
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) { [arrow] in
            arrow.transform = turned ? CGAffineTransform(rotationAngle: .pi) : .identity
        }
    }

    static func title(for kind: RefreshState, role: RefreshRole) -> String {
        switch (kind, role) {
        case (.ready, .header): "Release to refresh"
        case (.ready, .footer): "Release to load more"
        case (.refreshing, .header), (.ending, .header): "Refreshing…"
        case (.refreshing, .footer), (.ending, .footer): "Loading…"
        case (.noMoreData, _): "No more data"
        case (_, .header): "Pull down to refresh"
        case (_, .footer): "Pull up to load more"
        }
    }
}
#endif
