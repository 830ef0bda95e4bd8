#if canImport(UIKit)
import UIKit

/// The built-in tab bar for ``PageContainerView``: a tab per title, an indicator that follows the pager as it
/// moves, and the look of ``appearance`` (fonts and colours per state, blended while swiping, the indicator's
/// size and place, equal or scrolling tabs, a bottom rule, badges), mirrored right to left.
///
/// ```swift
/// let tabs = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
/// tabs.appearance.selectedTitleColor = .black
/// tabs.appearance.indicatorColor = .systemPink
/// tabs.appearance.indicatorWidth = .fixed(30)
/// tabs.setBadge(.count(3), at: 1)
/// container.tabBar = tabs
/// ```
///
/// Every place, colour and font comes from a platform-neutral layout tested on Linux; the view applies them.
@MainActor
public final class PageTabBarView: UIView, PageContainerTabBar {
    /// The tabs' titles; setting them rebuilds the tabs (keep their count equal to the container's pages). A data
    /// source that gives titles (``PageContainerView/setPages(_:page:)``) sets them on every reload.
    public var titles: [String] {
        didSet { rebuild() }
    }
    /// How the bar looks; change a property (`tabs.appearance.indicatorHeight = 3`) or set a whole value.
    public var appearance: PageTabBarAppearance {
        didSet { setNeedsLayout() }
    }
    /// The badge of each tab that has one, by tab index (``setBadge(_:at:)`` sets one).
    public var badges: [Int: PageTabBarBadge] = [:] {
        didSet { setNeedsLayout() }
    }
    /// The selected tab, as the container last said.
    public private(set) var selectedIndex = 0

    /// The selected title's and the indicator's colour.
    @available(*, deprecated, message: "set appearance.selectedTitleColor and appearance.indicatorColor")
    public var selectedColor: UIColor {
        get { appearance.selectedTitleColor }
        set {
            appearance.selectedTitleColor = newValue
            appearance.indicatorColor = newValue
        }
    }

    /// What a tap on a tab calls; the container sets it through ``setPageSelectionHandler(_:)``.
    @available(*, deprecated, message: "the container hands its handler to setPageSelectionHandler(_:)")
    public var onSelect: (@MainActor (Int) -> Void)? {
        get { selectionHandler }
        set { selectionHandler = newValue }
    }

    private let scroller = UIScrollView()
    private let indicator = UIView()
    private let separator = UIView()
    private var tabs: [UIControl] = []
    private var labels: [UILabel] = []
    private var badgeLabels: [UILabel] = []
    private var position: CGFloat = 0
    private var selectionHandler: (@MainActor (Int) -> Void)?
    /// The style and the sizes measured at the last layout pass, which a swipe reuses on every frame.
    private var style = PageTabBarStyle()
    private var titleSizes: [PageTabBarLayout.TitleSize] = []
    private var badgeList: [PageTabBarBadge?] = []
    private var badgeTextWidths: [Double] = []

    /// A tab bar with a tab for each of `titles`, looking as `appearance` says.
    public init(titles: [String], appearance: PageTabBarAppearance = PageTabBarAppearance()) {
        self.titles = titles
        self.appearance = appearance
        super.init(frame: .zero)
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.scrollsToTop = false
        scroller.contentInsetAdjustmentBehavior = .never
        addSubview(scroller)
        addSubview(separator)
        scroller.addSubview(indicator)
        accessibilityTraits.insert(RefreshAnnouncer.tabBarTrait)
        rebuild()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `badge` on the tab at `index`, or removes its badge when nil.
    public func setBadge(_ badge: PageTabBarBadge?, at index: Int) {
        badges[index] = badge
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        scroller.frame = bounds
        measure()
        let layout = currentLayout()
        apply(layout)
        scroller.contentOffset = CGPoint(x: CGFloat(layout.selectedContentOffset), y: 0)
    }

    // A text size change measures the titles again.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    public func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) {
        selectionHandler = handler
    }

    public func pageContainerDidLoadTitles(_ titles: [String]) {
        self.titles = titles
    }

    public func pageContainerDidMove(to position: CGFloat) {
        self.position = position
        apply(currentLayout())
    }

    public func pageContainerDidSelect(_ index: Int, animated: Bool) {
        selectedIndex = index
        let layout = currentLayout()
        // An indicator that stays under the selected tab moves to the new one as SegementSlide's does.
        UIView.animate(withDuration: animated && !appearance.indicatorFollowsPager ? 0.25 : 0) { self.apply(layout) }
        scroller.setContentOffset(CGPoint(x: CGFloat(layout.selectedContentOffset), y: 0), animated: animated)
    }

    // MARK: - Applying the layout

    private func rebuild() {
        (tabs + labels + badgeLabels).forEach { $0.removeFromSuperview() }
        tabs = titles.enumerated().map { index, title in
            let tab = UIControl()
            tab.tag = index
            tab.isAccessibilityElement = true
            tab.accessibilityLabel = title
            tab.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            scroller.addSubview(tab)
            return tab
        }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.isAccessibilityElement = false
            scroller.addSubview(label)
            return label
        }
        badgeLabels = titles.map { _ in
            let badge = UILabel()
            badge.textAlignment = .center
            badge.clipsToBounds = true
            badge.isAccessibilityElement = false
            scroller.addSubview(badge)
            return badge
        }
        scroller.bringSubviewToFront(indicator)
        setNeedsLayout()
    }

    /// Resolves the appearance in the view's traits and measures the titles and badges in their fonts.
    private func measure() {
        style = appearance.style(in: traitCollection)
        let normal = style.titleFont.uiFont, selected = style.selectedTitleFont.uiFont, badgeFont = style.badgeFont.uiFont
        titleSizes = titles.map { .init(normal: Self.size(of: $0, in: normal), selected: Self.size(of: $0, in: selected)) }
        badgeList = titles.indices.map { badges[$0] }
        badgeTextWidths = badgeList.map { Self.size(of: $0?.displayText ?? "", in: badgeFont).width }
    }

    private func currentLayout() -> PageTabBarLayout {
        PageTabBarLayout(style: style, titles: titleSizes, badges: badgeList, badgeTextWidths: badgeTextWidths,
                         size: ScrollSize(bounds.size), position: Double(position), selectedIndex: selectedIndex,
                         isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    private func apply(_ layout: PageTabBarLayout) {
        backgroundColor = appearance.backgroundColor
        scroller.contentSize = CGSize(width: CGFloat(layout.contentWidth), height: bounds.height)
        let badgeFont = style.badgeFont.uiFont
        for ((tab, label), (badge, place)) in zip(zip(tabs, labels), zip(badgeLabels, layout.tabs)) {
            tab.frame = place.frame.cgRect
            tab.accessibilityTraits = RefreshAnnouncer.tabTraits(isSelected: place.isSelected)
            tab.accessibilityValue = place.badgeText
            label.frame = place.titleFrame.cgRect
            label.font = place.titleFont.uiFont
            label.textColor = place.titleColor.uiColor
            badge.frame = place.badgeFrame.cgRect
            badge.text = place.badgeText
            badge.isHidden = place.badgeText == nil
            badge.font = badgeFont
            badge.textColor = appearance.badgeTextColor
            badge.backgroundColor = appearance.badgeColor
            badge.layer.cornerRadius = CGFloat(place.badgeCornerRadius)
        }
        indicator.frame = layout.indicatorFrame.cgRect
        indicator.layer.cornerRadius = CGFloat(layout.indicatorCornerRadius)
        indicator.backgroundColor = appearance.indicatorColor
        separator.frame = layout.separatorFrame.cgRect
        separator.backgroundColor = appearance.separatorColor
    }

    private static func size(of text: String, in font: UIFont) -> ScrollSize {
        let size = (text as NSString).size(withAttributes: [.font: font])
        return ScrollSize(width: Double(size.width.rounded(.up)), height: Double(size.height.rounded(.up)))
    }

    @objc private func tapped(_ sender: UIControl) {
        selectionHandler?(sender.tag)
    }
}
#endif
