#if canImport(UIKit)
import UIKit

/// How a ``PageTabBarView`` looks: title fonts and colours per state, the indicator, how the tabs share the
/// width, the bottom rule and the badges. The defaults are the bar's standard look (equal tabs, secondary
/// titles, a label-coloured underline 60 % of a tab wide).
///
/// ```swift
/// var appearance = PageTabBarAppearance()
/// appearance.selectedTitleColor = .black
/// appearance.indicatorColor = .systemPink
/// appearance.indicatorWidth = .fixed(30)
/// tabBar.appearance = appearance          // or tabBar.appearance.indicatorColor = .systemPink
/// ```
///
/// It covers SegementSlide's `SegementSlideDefaultSwitcherConfig` and what apps set on JXCategoryTitleView with
/// a JXCategoryIndicatorLineView, JXCategoryDotView or JXCategoryNumberView (see <doc:StylingThePageTabBar>).
public struct PageTabBarAppearance {
    // MARK: Titles

    /// The titles' font (SegementSlide's `normalTitleFont`, JX's `titleFont`); follows Dynamic Type by default.
    public var titleFont = PageTabBarFont(size: 15, scalesWithDynamicType: true)
    /// The selected title's font (`selectedTitleFont`, JX's `titleSelectedFont`); it changes at the selection.
    public var selectedTitleFont = PageTabBarFont(size: 15, scalesWithDynamicType: true)
    /// The titles' colour (`normalTitleColor`, JX's `titleColor`).
    public var titleColor: UIColor = .secondaryLabel
    /// The selected title's colour (`selectedTitleColor`, JX's `titleSelectedColor`).
    public var selectedTitleColor: UIColor = .label
    /// Whether title colours blend between the two tabs the pager is between as the user swipes, rather than
    /// change at the selection (JX's `titleColorGradientEnabled`).
    public var blendsTitleColor = false

    // MARK: Tabs

    /// Equal tabs, or tabs as wide as their titles that scroll (SegementSlide's `type`).
    public var distribution: PageTabBarDistribution = .equal
    /// Space between two tabs (SegementSlide's `horizontalSpace`, JX's `cellSpacing`).
    public var spacing: CGFloat = 0
    /// Space around the tabs (SegementSlide's `horizontalMargin`, JX's `contentEdgeInsetLeft` and `…Right`);
    /// leading and trailing follow the reading direction.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The bar's background.
    public var backgroundColor: UIColor = .systemBackground

    // MARK: Indicator

    /// The indicator's width: fixed, or a share of the tab or of the title (JX's automatic width is `.titleShare(1)`).
    public var indicatorWidth: PageTabBarIndicatorWidth = .tabShare(0.6)
    /// The indicator's height; 0 hides it.
    public var indicatorHeight: CGFloat = 2
    /// The indicator's colour (SegementSlide's `indicatorColor`, JX's `indicatorColor`).
    public var indicatorColor: UIColor = .label
    /// The indicator's corner radius; nil rounds its ends fully (JX's default).
    public var indicatorCornerRadius: CGFloat? = 0
    /// Space between the indicator and the bar's bottom edge (JX's `verticalMargin`).
    public var indicatorBottomMargin: CGFloat = 0
    /// Whether the indicator follows the pager as the finger moves (JX's, the default), or stays under the selected
    /// tab and moves to the next one when the selection changes, in 0.25 s when animated (SegementSlide's switcher).
    public var indicatorFollowsPager = true

    // MARK: Bottom rule

    /// The rule along the bar's bottom edge; 0 (the default) draws none.
    public var separatorHeight: CGFloat = 0
    /// The rule's colour.
    public var separatorColor: UIColor = .separator

    // MARK: Badges

    /// The badges' fill (JX's `dotColor`, `numberBackgroundColor`).
    public var badgeColor: UIColor = .systemRed
    /// A count's or a text's colour.
    public var badgeTextColor: UIColor = .white
    /// A count's or a text's font (SegementSlide's `badgeFontForCountType`).
    public var badgeFont = PageTabBarFont(size: 10)
    /// A count badge's height (SegementSlide's `badgeHeightForCountType`); it is at least as wide.
    public var badgeHeight: CGFloat = 15
    /// A dot badge's diameter (SegementSlide's `badgeHeightForPointType`).
    public var badgeDotSize: CGFloat = 8
    /// Where a badge's centre is from its title's top trailing corner: toward the trailing side and down
    /// (JX's `dotOffset`, `numberLabelOffset`).
    public var badgeOffset: UIOffset = .zero

    /// The standard look.
    public init() {}

    /// SegementSlide's default switcher (`SegementSlideDefaultSwitcherConfig()`): tabs as wide as their titles,
    /// 32 pt apart within 16 pt margins, scrolling; grey 15 pt titles, the selected one medium and dark grey
    /// over a 30 × 2 dark grey indicator with round ends that moves at the selection; badges 15 pt high, dots 9 pt,
    /// just beyond the title.
    public static var segementSlide: PageTabBarAppearance {
        var look = PageTabBarAppearance()
        look.distribution = .scrollable
        look.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        look.spacing = 32
        look.titleFont = .system(size: 15)
        look.selectedTitleFont = .system(size: 15, weight: .medium)
        look.titleColor = .gray
        look.selectedTitleColor = .darkGray
        look.indicatorWidth = .fixed(30)
        look.indicatorColor = .darkGray
        look.indicatorCornerRadius = nil
        look.indicatorFollowsPager = false
        look.backgroundColor = .white
        look.badgeDotSize = 9
        look.badgeOffset = UIOffset(horizontal: 7.5, vertical: 0)
        return look
    }

    /// A JXCategoryTitleView with a JXCategoryIndicatorLineView, as they come: black 15 pt titles 20 pt apart,
    /// spread over a bar they do not fill, a red selected title over a red 3 pt line as wide as the title with
    /// round ends.
    public static var jxCategoryView: PageTabBarAppearance {
        var look = PageTabBarAppearance()
        look.distribution = .scrollableFillingWidth
        look.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        look.spacing = 20
        look.titleFont = .system(size: 15)
        look.selectedTitleFont = .system(size: 15)
        look.titleColor = .black
        look.selectedTitleColor = .red
        look.indicatorWidth = .titleShare(1)
        look.indicatorHeight = 3
        look.indicatorCornerRadius = nil
        look.indicatorColor = .red
        look.backgroundColor = .white
        return look
    }

    /// The neutral style the layout needs, with colours resolved in `traits` (so dynamic colours follow dark
    /// mode) and fonts at the reader's text size.
    func style(in traits: UITraitCollection) -> PageTabBarStyle {
        let scale = Double(UIFontMetrics.default.scaledValue(for: 1000, compatibleWith: traits)) / 1000
        var style = PageTabBarStyle()
        style.distribution = distribution
        style.spacing = Double(spacing)
        style.leadingInset = Double(contentInsets.leading)
        style.trailingInset = Double(contentInsets.trailing)
        style.topInset = Double(contentInsets.top)
        style.bottomInset = Double(contentInsets.bottom)
        style.titleFont = titleFont.scaled(by: scale)
        style.selectedTitleFont = selectedTitleFont.scaled(by: scale)
        style.titleColor = PageTabBarColor(titleColor, in: traits)
        style.selectedTitleColor = PageTabBarColor(selectedTitleColor, in: traits)
        style.blendsTitleColor = blendsTitleColor
        style.indicatorWidth = indicatorWidth
        style.indicatorHeight = Double(indicatorHeight)
        style.indicatorCornerRadius = indicatorCornerRadius.map(Double.init)
        style.indicatorBottomMargin = Double(indicatorBottomMargin)
        style.indicatorFollowsPager = indicatorFollowsPager
        style.separatorHeight = Double(separatorHeight)
        style.badgeFont = badgeFont.scaled(by: scale)
        style.badgeHeight = Double(badgeHeight)
        style.badgeDotSize = Double(badgeDotSize)
        style.badgeOffsetX = Double(badgeOffset.horizontal)
        style.badgeOffsetY = Double(badgeOffset.vertical)
        return style
    }
}

extension PageTabBarColor {
    /// `color`'s components as it shows in `traits`.
    init(_ color: UIColor, in traits: UITraitCollection) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    var uiColor: UIColor { UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha)) }
}

extension PageTabBarFont {
    /// The font this describes (at the size the style already scaled); a name no font has gives the system font.
    var uiFont: UIFont {
        UIFont(name: name ?? "", size: CGFloat(size))
            ?? .systemFont(ofSize: CGFloat(size), weight: UIFont.Weight(rawValue: CGFloat(weight.rawValue)))
    }
}
#endif
