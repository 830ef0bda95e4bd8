/// Where a page container puts its header, its tab bar and its pager of lists, and how far the page scrolls
/// before the tabs stick: the arithmetic every port of JXPagingView, GKPageScrollView or SegementSlide wrote
/// by hand.
///
/// The page is a vertical scroll view filling the container. Its content is the header, the tab bar below
/// it, and the pager below that, exactly as tall as what remains visible once the tabs stick, so the page
/// scrolls until the tabs stick and no further. The tabs stick ``pinnedTop`` below the page's top edge (under
/// a navigation bar the page extends beneath, or at 0).
///
/// Bad values (NaN, infinite, negative) count as zero; a pinned offset taller than the header sticks the
/// tabs from the start.
struct PageContainerLayout: Sendable, Hashable {
    /// The container's size.
    var size: ScrollSize
    /// The header's height (its Auto Layout height, measured by the container).
    var headerHeight: Double
    /// The tab bar's height.
    var tabBarHeight: Double
    /// How far below the page's top edge the tabs stick.
    var pinnedTop: Double

    init(size: ScrollSize, headerHeight: Double, tabBarHeight: Double, pinnedTop: Double = 0) {
        self.size = ScrollSize(width: Self.clean(size.width), height: Self.clean(size.height))
        self.headerHeight = Self.clean(headerHeight)
        self.tabBarHeight = Self.clean(tabBarHeight)
        self.pinnedTop = Self.clean(pinnedTop)
    }

    /// How far the page scrolls from its top before the tabs stick.
    var stickyDistance: Double { max(0, headerHeight - pinnedTop) }

    /// The header, at the top of the page's content.
    var headerFrame: ScrollRect { ScrollRect(x: 0, y: 0, width: size.width, height: headerHeight) }

    /// The tab bar, right below the header, and never above the pinned line (a header shorter than a bar
    /// over the page would leave the tabs under the bar).
    var tabBarFrame: ScrollRect { ScrollRect(x: 0, y: max(headerHeight, pinnedTop), width: size.width, height: tabBarHeight) }

    /// The pager, below the tab bar: as tall as what shows below the stuck tabs.
    var pagerFrame: ScrollRect {
        let tabs = tabBarFrame
        let height = max(0, size.height - min(pinnedTop, tabs.origin.y) - tabBarHeight)
        return ScrollRect(x: 0, y: tabs.origin.y + tabBarHeight, width: size.width, height: height)
    }

    /// The page's content height: it scrolls exactly ``stickyDistance``.
    var contentHeight: Double { pagerFrame.origin.y + pagerFrame.size.height }

    /// The frame of the list at `index` in the pager's content.
    func listFrame(at index: Int) -> ScrollRect {
        ScrollRect(x: Double(max(0, index)) * size.width, y: 0, width: size.width, height: pagerFrame.size.height)
    }

    /// The pager's content width for `count` lists.
    func pagerContentWidth(count: Int) -> Double { Double(max(0, count)) * size.width }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
