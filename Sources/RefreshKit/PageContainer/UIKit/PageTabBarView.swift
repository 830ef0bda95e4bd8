#if canImport(UIKit)
import UIKit

/// A minimal tab bar for ``PageContainerView``: one button per title, equal widths, and an underline that
/// follows the pager as it moves.
///
/// ```swift
/// container.tabBar = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
/// ```
@MainActor
public final class PageTabBarView: UIView, PageContainerTabBar {
    /// The tabs' titles; setting them rebuilds the buttons (keep their count equal to the container's pages).
    public var titles: [String] {
        didSet { rebuild() }
    }
    /// The selected tab's title and underline colour; unselected titles use `.secondaryLabel`.
    public var selectedColor: UIColor = .label {
        didSet { updateSelection() }
    }
    public var onSelect: (@MainActor (Int) -> Void)?

    private let stack = UIStackView()
    private let underline = UIView()
    private var buttons: [UIButton] = []
    private var position: CGFloat = 0
    private var selected = 0

    /// A tab bar with a button for each of `titles`.
    public init(titles: [String]) {
        self.titles = titles
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        addSubview(stack)
        addSubview(underline)
        accessibilityTraits.insert(RefreshAnnouncer.tabBarTrait)
        rebuild()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
        placeUnderline()
    }

    public func pageContainerDidMove(to position: CGFloat) {
        self.position = position.isFinite ? position : 0
        placeUnderline()
    }

    public func pageContainerDidSelect(_ index: Int, animated: Bool) {
        selected = index
        updateSelection()
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = titles.enumerated().map { index, title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            button.tag = index
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            stack.addArrangedSubview(button)
            return button
        }
        updateSelection()
        setNeedsLayout()
    }

    private func updateSelection() {
        for (index, button) in buttons.enumerated() {
            let isSelected = index == selected
            button.setTitleColor(isSelected ? selectedColor : .secondaryLabel, for: .normal)
            button.accessibilityTraits = RefreshAnnouncer.tabTraits(isSelected: isSelected)
        }
        underline.backgroundColor = selectedColor
    }

    private func placeUnderline() {
        guard !buttons.isEmpty, bounds.width > 0 else { return underline.frame = .zero }
        let width = bounds.width / CGFloat(buttons.count)
        let clamped = min(max(position, 0), CGFloat(buttons.count - 1))
        underline.frame = CGRect(x: clamped * width + width * 0.2, y: bounds.height - 2, width: width * 0.6, height: 2)
    }

    @objc private func tapped(_ sender: UIButton) {
        onSelect?(sender.tag)
    }
}
#endif
