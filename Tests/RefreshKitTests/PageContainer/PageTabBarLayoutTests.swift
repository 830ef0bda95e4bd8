import Testing
@testable import RefreshKit

/// The built-in tab bar's decisions (issue 27): where its tabs, titles, badges, indicator and bottom rule go
/// for the pager's position, in which colours and fonts, in either reading direction.
@Suite struct PageTabBarLayoutTests {
    /// Titles measured 40 wide in the normal font, 44 in the selected one, 18 tall.
    static func titles(_ count: Int, normal: Double = 40, selected: Double = 44) -> [PageTabBarLayout.TitleSize] {
        Array(repeating: .init(normal: ScrollSize(width: normal, height: 18), selected: ScrollSize(width: selected, height: 18)),
              count: count)
    }

    static let bar = ScrollSize(width: 390, height: 44)

    func layout(_ style: PageTabBarStyle = PageTabBarStyle(), titles: [PageTabBarLayout.TitleSize] = titles(3),
                badges: [PageTabBarBadge?] = [], badgeTextWidths: [Double] = [], size: ScrollSize = bar,
                position: Double = 0, selected: Int = 0, rightToLeft: Bool = false) -> PageTabBarLayout {
        PageTabBarLayout(style: style, titles: titles, badges: badges, badgeTextWidths: badgeTextWidths, size: size,
                         position: position, selectedIndex: selected, isRightToLeft: rightToLeft)
    }

    // MARK: - Tabs

    /// Given equal tabs with 16 pt insets and 11 pt spacing, then three tabs share what is left, and the bar
    /// does not scroll.
    @Test func equalTabsShareTheBarAfterInsetsAndSpacing() {
        var style = PageTabBarStyle()
        style.leadingInset = 16
        style.trailingInset = 16
        style.spacing = 11
        let result = layout(style)
        #expect(result.tabs.map(\.frame.origin.x) == [16, 139, 262])
        #expect(result.tabs.map(\.frame.size.width) == [112, 112, 112])
        #expect(result.contentWidth == 390)
        #expect(result.selectedContentOffset == 0)
    }

    @Test func titlesAreCentredInTheirTabsInTheFontTheirStateUses() {
        let result = layout(selected: 1)
        #expect(result.tabs[0].titleFrame == ScrollRect(x: 45, y: 13, width: 40, height: 18))
        #expect(result.tabs[1].titleFrame == ScrollRect(x: 173, y: 13, width: 44, height: 18))  // the selected width
        #expect(result.tabs.map(\.isSelected) == [false, true, false])
    }

    /// Given scrollable tabs (SegementSlide's `.segement`) wider than the bar, then each is as wide as its
    /// widest title, the content is wider than the bar, and the selected tab rests centred, within the content.
    @Test(arguments: [(0, 0.0), (3, 71), (9, 370)])
    func scrollableTabsAreAsWideAsTheirTitlesAndKeepTheSelectedOneInView(selected: Int, offset: Double) {
        var style = PageTabBarStyle()
        style.distribution = .scrollable
        style.leadingInset = 16
        style.trailingInset = 16
        style.spacing = 32
        let result = layout(style, titles: Self.titles(10), position: Double(selected), selected: selected)
        #expect(result.tabs.map(\.frame.size.width).allSatisfy { $0 == 44 })
        #expect(result.tabs[1].frame.origin.x == 16 + 44 + 32)
        let contentWidth: Double = 16 + 10 * 44 + 9 * 32 + 16
        #expect(result.contentWidth == contentWidth)
        #expect(result.selectedContentOffset == offset)
    }

    @Test func scrollableTabsNarrowerThanTheBarStartAtTheLeadingEdge() {
        var style = PageTabBarStyle()
        style.distribution = .scrollable
        style.spacing = 20
        let result = layout(style)
        #expect(result.tabs.map(\.frame.origin.x) == [0, 64, 128])
        #expect(result.contentWidth == 390)
        #expect(result.selectedContentOffset == 0)
    }

    /// JXCategoryView's default: tabs narrower in total than the bar share the rest equally.
    @Test func tabsFillingTheWidthShareWhatTheTitlesLeave() {
        var style = PageTabBarStyle()
        style.distribution = .scrollableFillingWidth
        style.spacing = 20
        let result = layout(style)
        let width = 44 + (390 - 40 - 3 * 44) / 3.0
        #expect(result.tabs.map(\.frame.size.width) == [width, width, width])
        #expect(abs(result.tabs[2].frame.origin.x + width - 390) < 1e-9)
    }

    @Test func insetsAboveAndBelowShrinkTheTabsButNotTheIndicatorsPlace() {
        var style = PageTabBarStyle()
        style.topInset = 4
        style.bottomInset = 6
        let result = layout(style)
        #expect(result.tabs[0].frame.origin.y == 4 && result.tabs[0].frame.size.height == 34)
        #expect(result.tabs[0].titleFrame.origin.y == 4 + 8)
        #expect(result.indicatorFrame.origin.y == 42)
    }

    // MARK: - Indicator

    /// SegementSlide's indicator: a fixed width, centred under the selected title.
    @Test func fixedWidthIndicatorIsCentredUnderTheSelectedTitle() {
        var style = PageTabBarStyle()
        style.indicatorWidth = .fixed(30)
        style.indicatorHeight = 3
        let result = layout(style, position: 2, selected: 2)
        #expect(result.indicatorFrame == ScrollRect(x: 260 + 65 - 15, y: 41, width: 30, height: 3))
        #expect(result.indicatorCornerRadius == 1.5)
    }

    /// JXCategoryIndicatorLineView's 50 × 4 line, 5 pt above the bottom, with square ends.
    @Test func theIndicatorKeepsItsBottomMarginAndCornerRadius() {
        var style = PageTabBarStyle()
        style.indicatorWidth = .fixed(50)
        style.indicatorHeight = 4
        style.indicatorBottomMargin = 5
        style.indicatorCornerRadius = 0
        let result = layout(style)
        #expect(result.indicatorFrame == ScrollRect(x: 40, y: 35, width: 50, height: 4))
        #expect(result.indicatorCornerRadius == 0)
    }

    @Test(arguments: [(PageTabBarIndicatorWidth.fixed(30), 30.0), (.tabShare(0.6), 78), (.tabShare(1), 130), (.titleShare(1), 44),
                      (.titleShare(0.5), 22), (.fixed(-4), 0), (.tabShare(.nan), 0)])
    func theIndicatorIsAsWideAsItsRuleSays(rule: PageTabBarIndicatorWidth, width: Double) {
        var style = PageTabBarStyle()
        style.indicatorWidth = rule
        let result = layout(style)
        #expect(result.indicatorFrame.size.width == width)
        #expect(result.indicatorFrame.origin.x + width / 2 == 65)
    }

    /// Given titles of different widths and an indicator as wide as the title, when the pager is a quarter of
    /// the way from the first tab to the second, then the indicator is a quarter of the way in place and width.
    @Test func theIndicatorMovesAndStretchesBetweenTwoTabsAsThePagerMoves() {
        var style = PageTabBarStyle()
        style.indicatorWidth = .titleShare(1)
        let titles = [PageTabBarLayout.TitleSize(normal: ScrollSize(width: 40, height: 18), selected: ScrollSize(width: 40, height: 18)),
                      .init(normal: ScrollSize(width: 80, height: 18), selected: ScrollSize(width: 80, height: 18))]
        let result = layout(style, titles: titles, position: 0.25)
        #expect(result.indicatorFrame.size.width == 50)
        #expect(result.indicatorFrame.origin.x + 25 == 97.5 + 0.25 * 195)
    }

    @Test(arguments: [-3.0, .nan, .infinity, 7])
    func aPositionOutsideTheTabsKeepsTheIndicatorOnAnEndTab(position: Double) {
        let result = layout(position: position, selected: 0)
        let centre = result.indicatorFrame.origin.x + result.indicatorFrame.size.width / 2
        #expect(centre == 65 || centre == 325)
        #expect(centre.isFinite)
    }

    // MARK: - Titles

    /// With blending on (JXCategoryTitleView's `titleColorGradientEnabled`), a title's colour follows the
    /// pager: a quarter of the way from tab 0 to tab 1, tab 0 is three quarters selected and tab 1 a quarter.
    /// Without it, the colours change at the selection.
    @Test(arguments: [(true, 0.25, [0.75, 0.25, 0]), (true, 1, [0, 1, 0]), (true, 1.5, [0, 0.5, 0.5]), (true, 2, [0, 0, 1]),
                      (false, 0.25, [1, 0, 0])])
    func titleColoursBlendWithThePagerOnlyWhenAsked(blends: Bool, position: Double, emphases: [Double]) {
        var style = PageTabBarStyle()
        style.blendsTitleColor = blends
        style.titleColor = .white
        style.selectedTitleColor = .black
        let result = layout(style, position: position, selected: 0)
        #expect(result.tabs.map(\.emphasis) == emphases)
        #expect(result.tabs.map(\.titleColor.red) == emphases.map { 1 - $0 })
    }

    /// JXCategoryTitleView's bold selected font: the selected tab alone uses it, the others the normal one.
    @Test func theSelectedTabAloneUsesTheSelectedFont() {
        var style = PageTabBarStyle()
        style.titleFont = .system(size: 15)
        style.selectedTitleFont = .system(size: 15, weight: .bold)
        let result = layout(style, position: 1.4, selected: 1)
        #expect(result.tabs.map(\.titleFont.weight) == [.regular, .bold, .regular])
    }

    @Test(arguments: [(0.0, 1.0), (1, 0), (0.5, 0.5), (2, 0), (-1, 1), (.nan, 1)])
    func coloursBlendComponentByComponentWithinTheirEnds(fraction: Double, red: Double) {
        let colour = PageTabBarColor.white.blended(to: PageTabBarColor(red: 0, green: 0, blue: 0, alpha: 0), fraction: fraction)
        #expect(colour.red == red && colour.alpha == red)
    }

    @Test(arguments: [(true, 1.5, 22.5), (false, 1.5, 15), (true, .nan, 15), (true, -2, 15)])
    func onlyAFontThatScalesFollowsTheReadersTextSize(scales: Bool, scale: Double, size: Double) {
        let font = PageTabBarFont(size: 15, weight: .medium, scalesWithDynamicType: scales)
        #expect(font.scaled(by: scale).size == size)
        #expect(font.scaled(by: scale).weight == .medium)
    }

    // MARK: - Badges

    @Test(arguments: [(PageTabBarBadge.count(5), "5" as String?), (.count(0), nil), (.count(-2), nil), (.count(99), "99"),
                      (.count(100), "99+"), (.dot, ""), (.text("New"), "New"), (.text(""), nil)])
    func aBadgeShowsItsCountOrTextOrNothing(badge: PageTabBarBadge, text: String?) {
        #expect(badge.displayText == text)
    }

    /// A count badge is a pill at least as wide as it is tall, centred on the title's top trailing corner.
    @Test func aCountBadgeSitsOnTheTitlesTopTrailingCorner() {
        var style = PageTabBarStyle()
        style.badgeHeight = 16
        style.badgeOffsetX = 2
        let result = layout(style, badges: [nil, .count(12), .count(3)], badgeTextWidths: [0, 14, 6], position: 0, selected: 0)
        let title = result.tabs[1].titleFrame
        #expect(result.tabs[0].badgeFrame == .zero && result.tabs[0].badgeText == nil)
        #expect(result.tabs[1].badgeFrame == ScrollRect(x: title.origin.x + 40 + 2 - 11, y: title.origin.y - 8, width: 22, height: 16))
        #expect(result.tabs[1].badgeText == "12")
        #expect(result.tabs[2].badgeFrame.size.width == 16)
        #expect(result.tabs[1].badgeCornerRadius == 8)
    }

    @Test func aDotBadgeIsACircleOfTheDotSize() {
        var style = PageTabBarStyle()
        style.badgeDotSize = 9
        let result = layout(style, badges: [.dot], badgeTextWidths: [0], position: 0)
        #expect(result.tabs[0].badgeFrame.size == ScrollSize(width: 9, height: 9))
        #expect(result.tabs[0].badgeCornerRadius == 4.5)
        #expect(result.tabs[0].badgeText == "")
    }

    // MARK: - Bottom rule

    static let rules: [(Double, ScrollRect)] = [
        (0.5, ScrollRect(x: 0, y: 43.5, width: 390, height: 0.5)), (0, ScrollRect(x: 0, y: 44, width: 390, height: 0)),
        (-1, ScrollRect(x: 0, y: 44, width: 390, height: 0)), (80, ScrollRect(x: 0, y: 0, width: 390, height: 44)),
    ]

    @Test(arguments: rules)
    func theBottomRuleSpansTheBarAtItsBottom(height: Double, frame: ScrollRect) {
        var style = PageTabBarStyle()
        style.separatorHeight = height
        #expect(layout(style).separatorFrame == frame)
    }

    // MARK: - Right to left

    /// Right to left, the first tab is at the right: every frame mirrors across the content, the indicator
    /// moves leftward as the pager moves on, and a badge sits on the title's left top corner.
    @Test(arguments: [PageTabBarDistribution.equal, .scrollable, .scrollableFillingWidth])
    func rightToLeftMirrorsEveryFrame(distribution: PageTabBarDistribution) {
        var style = PageTabBarStyle()
        style.distribution = distribution
        style.leadingInset = 16
        style.trailingInset = 8
        style.spacing = 12
        style.indicatorWidth = .titleShare(1)
        let titles = Self.titles(12)
        let ltr = layout(style, titles: titles, badges: [.count(4)], badgeTextWidths: [7], position: 1.3, selected: 1)
        let rtl = layout(style, titles: titles, badges: [.count(4)], badgeTextWidths: [7], position: 1.3, selected: 1,
                         rightToLeft: true)
        func mirrored(_ rect: ScrollRect) -> ScrollRect {
            ScrollRect(x: ltr.contentWidth - rect.origin.x - rect.size.width, y: rect.origin.y, width: rect.size.width,
                       height: rect.size.height)
        }
        #expect(rtl.contentWidth == ltr.contentWidth)
        #expect(rtl.tabs.map(\.frame) == ltr.tabs.map { mirrored($0.frame) })
        #expect(rtl.tabs.map(\.titleFrame) == ltr.tabs.map { mirrored($0.titleFrame) })
        #expect(rtl.tabs[0].badgeFrame == mirrored(ltr.tabs[0].badgeFrame))
        #expect(abs(rtl.indicatorFrame.origin.x - mirrored(ltr.indicatorFrame).origin.x) < 1e-9)
        #expect(rtl.tabs[0].frame.origin.x > rtl.tabs[1].frame.origin.x)
        #expect(abs(rtl.selectedContentOffset - max(0, min(rtl.contentWidth - 390, mirrored(ltr.tabs[1].frame).origin.x + 22 - 195))) < 1e-9)
    }

    /// Right to left with scrolling tabs, the bar rests at its right end, where the first tab is.
    @Test func rightToLeftScrollingTabsRestWithTheFirstTabInView() {
        var style = PageTabBarStyle()
        style.distribution = .scrollable
        style.spacing = 30
        let result = layout(style, titles: Self.titles(12), rightToLeft: true)
        #expect(result.selectedContentOffset == result.contentWidth - 390)
        #expect(result.tabs[0].frame.origin.x + 44 == result.contentWidth)
    }

    // MARK: - Bad input

    @Test func noTitlesDrawNoTabsAndNoIndicator() {
        let result = layout(titles: [])
        #expect(result.tabs.isEmpty)
        #expect(result.indicatorFrame == .zero)
        #expect(result.contentWidth == 390)
    }

    @Test(arguments: [Double.nan, -20, .infinity])
    func badSizesCountAsZero(value: Double) {
        var style = PageTabBarStyle()
        style.spacing = value
        style.leadingInset = value
        style.indicatorHeight = value
        let result = layout(style, titles: Self.titles(2, normal: value, selected: value),
                            size: ScrollSize(width: value, height: value), position: value, selected: 5)
        let numbers = result.tabs.flatMap { [$0.frame.origin.x, $0.frame.size.width, $0.titleFrame.origin.x, $0.titleFrame.origin.y] }
            + [result.indicatorFrame.origin.x, result.indicatorFrame.size.width, result.contentWidth, result.selectedContentOffset]
        #expect(numbers.allSatisfy { $0.isFinite })
        #expect(result.tabs.map(\.isSelected) == [false, true])  // an index past the end selects the last tab
    }
}
