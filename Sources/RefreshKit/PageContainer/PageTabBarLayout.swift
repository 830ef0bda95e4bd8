/// Where a tab bar draws its tabs, titles, badges, indicator and bottom rule, and in which colours and
/// fonts, for the pager's position: the arithmetic JXCategoryView and SegementSlide's switcher do inside
/// their views, here as a value the UIKit view only applies.
///
/// Frames of tabs, titles, badges and the indicator are in the bar's scrolling content (``contentWidth``
/// wide); the separator's is in the bar. Right to left, every frame mirrors: the first tab is at the right.
/// Bad numbers (NaN, infinite, negative sizes) count as zero.
struct PageTabBarLayout: Sendable, Hashable {
    /// A title's size in the normal and in the selected font, as the shell measured it.
    struct TitleSize: Sendable, Hashable {
        var normal: ScrollSize
        var selected: ScrollSize
    }

    /// One tab, as drawn.
    struct Tab: Sendable, Hashable {
        /// The tab's tappable area.
        var frame: ScrollRect
        /// The title, centred in the tab.
        var titleFrame: ScrollRect
        var titleColor: PageTabBarColor
        var titleFont: PageTabBarFont
        /// How far the title is toward the selected look, 0 to 1 (blends while swiping when the style says so).
        var emphasis: Double
        var isSelected: Bool
        /// The badge's text (empty for a dot), or nil when it shows none.
        var badgeText: String?
        /// The badge's frame; zero when hidden.
        var badgeFrame: ScrollRect
        var badgeCornerRadius: Double
    }

    /// The tabs, in index order.
    private(set) var tabs: [Tab] = []
    /// The indicator under the selected tab, between two tabs during a swipe.
    private(set) var indicatorFrame = ScrollRect.zero
    private(set) var indicatorCornerRadius: Double = 0
    /// The bottom rule, across the bar.
    private(set) var separatorFrame = ScrollRect.zero
    /// The width the tabs take (at least the bar's): the bar scrolls when it is wider.
    private(set) var contentWidth: Double = 0
    /// Where the bar's content rests to show the selected tab: centred when it can be, within the content.
    private(set) var selectedContentOffset: Double = 0

    /// The layout of `titles` in a bar of `size`, with the pager at `position` (in tabs: 1.5 is half way
    /// from the second to the third) and `selectedIndex` selected. `badgeTextWidths[i]` is the measured
    /// width of `badges[i]`'s text in the badge font; missing entries count as none.
    init(style: PageTabBarStyle, titles: [TitleSize], badges: [PageTabBarBadge?] = [], badgeTextWidths: [Double] = [],
         size: ScrollSize, position: Double, selectedIndex: Int, isRightToLeft: Bool = false) {
        let width = Self.clean(size.width), height = Self.clean(size.height)
        separatorFrame = ScrollRect(x: 0, y: height - min(Self.clean(style.separatorHeight), height), width: width,
                                    height: min(Self.clean(style.separatorHeight), height))
        let count = titles.count
        contentWidth = width
        guard count > 0 else { return }
        let selected = min(max(selectedIndex, 0), count - 1)
        let spans = Self.spans(style: style, titles: titles, width: width)
        contentWidth = spans.contentWidth
        let mirror = { (x: Double, w: Double) in isRightToLeft ? spans.contentWidth - x - w : x }
        let top = Self.clean(style.topInset)
        let tabHeight = max(0, height - top - Self.clean(style.bottomInset))
        let emphases = Self.emphases(count: count, position: position, selected: selected, blends: style.blendsTitleColor)

        tabs = titles.indices.map { index in
            let isSelected = index == selected
            let title = isSelected ? titles[index].selected : titles[index].normal
            let span = spans.tabs[index]
            let frame = ScrollRect(x: mirror(span.x, span.width), y: top, width: span.width, height: tabHeight)
            let titleWidth = Self.clean(title.width), titleHeight = Self.clean(title.height)
            let titleFrame = ScrollRect(x: frame.origin.x + (span.width - titleWidth) / 2, y: top + (tabHeight - titleHeight) / 2,
                                        width: titleWidth, height: titleHeight)
            let badge = index < badges.count ? badges[index] : nil
            let badgeWidth = index < badgeTextWidths.count ? badgeTextWidths[index] : 0
            let (badgeFrame, radius) = Self.badgeFrame(badge, textWidth: badgeWidth, title: titleFrame, style: style,
                                                       isRightToLeft: isRightToLeft)
            return Tab(frame: frame, titleFrame: titleFrame,
                       titleColor: style.titleColor.blended(to: style.selectedTitleColor, fraction: emphases[index]),
                       titleFont: isSelected ? style.selectedTitleFont : style.titleFont, emphasis: emphases[index],
                       isSelected: isSelected, badgeText: badge?.displayText, badgeFrame: badgeFrame, badgeCornerRadius: radius)
        }

        // The indicator moves and stretches between the two tabs the pager is between, or sits under the selected one.
        let place = style.indicatorFollowsPager ? Self.clamped(position, count: count, fallback: Double(selected)) : Double(selected)
        let lower = Int(place.rounded(.down)), upper = min(lower + 1, count - 1), fraction = place - Double(lower)
        let widths = titles.indices.map { Self.indicatorWidth(style.indicatorWidth, tab: spans.tabs[$0].width, title: titles[$0]) }
        let centre = { (index: Int) in mirror(spans.tabs[index].x, spans.tabs[index].width) + spans.tabs[index].width / 2 }
        let indicatorWidth = widths[lower] + (widths[upper] - widths[lower]) * fraction
        let indicatorCentre = centre(lower) + (centre(upper) - centre(lower)) * fraction
        let indicatorHeight = min(Self.clean(style.indicatorHeight), height)
        indicatorFrame = ScrollRect(x: indicatorCentre - indicatorWidth / 2,
                                    y: max(0, height - Self.clean(style.indicatorBottomMargin) - indicatorHeight),
                                    width: indicatorWidth, height: indicatorHeight)
        indicatorCornerRadius = min(style.indicatorCornerRadius.map(Self.clean) ?? indicatorHeight / 2, indicatorHeight / 2)
        selectedContentOffset = min(max(centre(selected) - width / 2, 0), max(0, spans.contentWidth - width))
    }

    /// Each tab's leading edge and width in reading order (before mirroring), and the content's width.
    private static func spans(style: PageTabBarStyle, titles: [TitleSize], width: Double)
        -> (tabs: [(x: Double, width: Double)], contentWidth: Double) {
        let count = Double(titles.count)
        let spacing = clean(style.spacing), leading = clean(style.leadingInset), trailing = clean(style.trailingInset)
        let gaps = spacing * (count - 1)
        let natural = titles.map { max(clean($0.normal.width), clean($0.selected.width)) }
        let widths: [Double]
        switch style.distribution {
        case .equal:
            widths = Array(repeating: max(0, (width - leading - trailing - gaps) / count), count: titles.count)
        case .scrollable:
            widths = natural
        case .scrollableFillingWidth:
            let spare = max(0, width - leading - trailing - gaps - natural.reduce(0, +))
            widths = natural.map { $0 + spare / count }
        }
        var x = leading
        let tabs = widths.map { tabWidth in
            defer { x += tabWidth + spacing }
            return (x: x, width: tabWidth)
        }
        // Equal tabs add up to the bar's width but for rounding, which must not make the bar scroll.
        let total = x - spacing + trailing
        return (tabs, total < width + 1e-6 ? width : total)
    }

    /// How far each title is toward the selected look: blended between the two tabs the pager is between,
    /// or all at once at the selection.
    private static func emphases(count: Int, position: Double, selected: Int, blends: Bool) -> [Double] {
        var emphases = Array(repeating: 0.0, count: count)
        guard blends else {
            emphases[selected] = 1
            return emphases
        }
        let place = clamped(position, count: count, fallback: Double(selected))
        let lower = Int(place.rounded(.down)), fraction = place - Double(lower)
        emphases[lower] = 1 - fraction
        if lower + 1 < count { emphases[lower + 1] += fraction }
        return emphases
    }

    private static func indicatorWidth(_ rule: PageTabBarIndicatorWidth, tab: Double, title: TitleSize) -> Double {
        switch rule {
        case .fixed(let width): clean(width)
        case .tabShare(let share): tab * clean(share)
        case .titleShare(let share): clean(title.selected.width) * clean(share)
        }
    }

    /// The badge's frame and corner radius: centred on the title's top trailing corner (moved by the style's
    /// offset), a circle for a dot, a pill around a text; zero when there is none.
    private static func badgeFrame(_ badge: PageTabBarBadge?, textWidth: Double, title: ScrollRect, style: PageTabBarStyle,
                                   isRightToLeft: Bool) -> (ScrollRect, Double) {
        guard let badge, badge.displayText != nil else { return (.zero, 0) }
        let height = badge.isDot ? clean(style.badgeDotSize) : clean(style.badgeHeight)
        let width = badge.isDot ? height : max(height, clean(textWidth) + height / 2)
        let offsetX = style.badgeOffsetX.isFinite ? style.badgeOffsetX : 0
        let offsetY = style.badgeOffsetY.isFinite ? style.badgeOffsetY : 0
        let cornerX = isRightToLeft ? title.origin.x - offsetX : title.origin.x + title.size.width + offsetX
        return (ScrollRect(x: cornerX - width / 2, y: title.origin.y + offsetY - height / 2, width: width, height: height), height / 2)
    }

    /// The pager's position within the tabs; a bad one counts as `fallback`.
    private static func clamped(_ position: Double, count: Int, fallback: Double) -> Double {
        min(max(position.isFinite ? position : fallback, 0), Double(count - 1))
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
