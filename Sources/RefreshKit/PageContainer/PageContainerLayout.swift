/// Where a page container puts its header, its tab bar and its pager of lists, what insets each list needs, and
/// how far the header scrolls before the tabs stick: the arithmetic every port of JXPagingView, GKPageScrollView or
/// SegementSlide wrote by hand.
///
/// The lists fill the container, under an overlay that holds the header and, below it, the tab bar. Each list's top
/// inset is the overlay's height and the spacing below the tabs (``baseInset``), so its content starts below them; as
/// the current list scrolls,
/// the overlay moves up with it by ``NestedHeaderRule`` until the tabs stick ``pinnedTop`` below the container's top
/// edge (under a navigation bar the page extends beneath, or at 0).
///
/// Bad values (NaN, infinite, negative) count as zero; a pinned offset taller than the header sticks the tabs from
/// the start, at the pinned line (a header shorter than a bar over the page would leave the tabs under the bar).
@_spi(RefreshKitHost)
public struct PageContainerLayout: Sendable, Hashable {
    /// The container's size.
    public var size: ScrollSize
    /// The header's height (its Auto Layout height, measured by the container).
    public var headerHeight: Double
    /// The tab bar's height.
    public var tabBarHeight: Double
    /// How far below the container's top edge the tabs stick.
    public var pinnedTop: Double
    /// Space between the tab bar and the lists' content: it adds to every list's top inset, and the rows scroll
    /// through it up to the tabs.
    public var tabBarSpacing: Double

    public init(size: ScrollSize, headerHeight: Double, tabBarHeight: Double, pinnedTop: Double = 0, tabBarSpacing: Double = 0) {
        self.size = ScrollSize(width: Self.clean(size.width), height: Self.clean(size.height))
        self.headerHeight = Self.clean(headerHeight)
        self.tabBarHeight = Self.clean(tabBarHeight)
        self.pinnedTop = Self.clean(pinnedTop)
        self.tabBarSpacing = Self.clean(tabBarSpacing)
    }

    /// How far the header scrolls up before the tabs stick.
    public var stickyDistance: Double { max(0, headerHeight - pinnedTop) }

    /// Where the tab bar starts in the overlay: below the header, and never above the pinned line.
    private var tabBarTop: Double { max(headerHeight, pinnedTop) }

    /// Every list's top inset: the header, the tab bar and the spacing below it.
    public var baseInset: Double { tabBarTop + tabBarHeight + clean(tabBarSpacing) }

    /// The rule that places the overlay for the current list's offset (the spacing counts with the tabs: it stays
    /// below them once they stick, and a refresh band in child mode opens below it).
    public func rule(mode: NestedRefreshMode, childBand: NestedHeaderRule.ChildBand = .ridesUnderTabs) -> NestedHeaderRule {
        NestedHeaderRule(headerHeight: tabBarTop, tabHeight: tabBarHeight + clean(tabBarSpacing), pin: pinnedTop, mode: mode,
                         childBand: childBand)
    }

    /// The overlay, in the container, with the header scrolled up by `headerOffset` (as drawn: on whole pixels): the
    /// header and the tabs, not the spacing, whose rows take their own touches.
    public func overlayFrame(headerOffset: Double) -> ScrollRect {
        ScrollRect(x: 0, y: headerOffset.isFinite ? -headerOffset : 0, width: size.width, height: tabBarTop + tabBarHeight)
    }

    /// The header, at the top of the overlay.
    public var headerFrame: ScrollRect { ScrollRect(x: 0, y: 0, width: size.width, height: headerHeight) }

    /// The tab bar, in the overlay, right below the header.
    public var tabBarFrame: ScrollRect { ScrollRect(x: 0, y: tabBarTop, width: size.width, height: tabBarHeight) }

    /// The pager, filling the container under the overlay.
    public var pagerFrame: ScrollRect { ScrollRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The frame of the list at `index` in the pager's content.
    public func listFrame(at index: Int) -> ScrollRect {
        ScrollRect(x: Double(max(0, index)) * size.width, y: 0, width: size.width, height: size.height)
    }

    /// The frame of the list at `index` of `count` in the pager's content; right to left the first list is at the
    /// right end, so that the pager runs with the tabs (UIKit never mirrors a scroll view's content).
    func listFrame(at index: Int, count: Int, isRightToLeft: Bool) -> ScrollRect {
        ScrollRect(x: pagerOffset(for: index, count: count, isRightToLeft: isRightToLeft), y: 0, width: size.width,
                   height: size.height)
    }

    /// The pager's offset that shows the list at `index` of `count` (clamped to the lists), mirrored right to left.
    func pagerOffset(for index: Int, count: Int, isRightToLeft: Bool) -> Double {
        let last = max(0, count - 1), index = min(max(0, index), last)
        return Double(isRightToLeft ? last - index : index) * size.width
    }

    /// The pager's content width for `count` lists.
    public func pagerContentWidth(count: Int) -> Double { Double(max(0, count)) * size.width }

    /// The insets the container gives a list whose content is `contentHeight` tall, on top of the app's own bottom
    /// inset `appBottom`: the overlay on top (plus a page refresh's band `band` the list shares, see
    /// ``NestedHeaderRule``), and at the bottom the safe area and whatever padding lets a short list still scroll
    /// until the tabs stick (research §2, "Self-sizing": pad with the inset, never force `contentSize`).
    public func listInsets(contentHeight: Double, appBottom: Double, safeBottom: Double, band: Double = 0) -> ScrollInsets {
        let content = Self.clean(contentHeight), own = Self.clean(appBottom), safe = Self.clean(safeBottom)
        // The list reaches stuck tabs when `content + bottom − height ≥ sticky − base`.
        let needed = size.height + stickyDistance - baseInset - content
        return ScrollInsets(top: baseInset + Self.clean(band), bottom: safe + max(0, needed - own - safe))
    }

    /// Where the list shows below the tabs, from the container's top, with the header scrolled up by `headerOffset`.
    public func visibleTop(headerOffset: Double) -> Double {
        max(0, tabBarTop + tabBarHeight - (headerOffset.isFinite ? headerOffset : 0))
    }

    /// `value` on the nearest whole pixel of a screen with `scale` pixels per point (1 when the scale is unknown).
    public static func pixelAligned(_ value: Double, scale: Double) -> Double {
        let scale = scale.isFinite && scale >= 1 ? scale : 1
        return (value * scale).rounded() / scale
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    private func clean(_ value: Double) -> Double { Self.clean(value) }
}
