import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// SegementSlide's indicator, which sits under the selected tab and moves at the selection (issue 34, item 10;
/// `SegementSlideDefaultSwitcherView.updateSelectedButton(at:animated:)` sets its frame from the selected button only).
@Suite struct PageTabBarIndicatorSelectionTests {
    private func layout(followsPager: Bool, position: Double, selected: Int) -> PageTabBarLayout {
        var style = PageTabBarStyle()
        style.indicatorWidth = .fixed(30)
        style.indicatorFollowsPager = followsPager
        let titles = PageTabBarLayoutTests.titles(3)
        return PageTabBarLayout(style: style, titles: titles, badges: [nil, nil, nil], badgeTextWidths: [0, 0, 0],
                                size: ScrollSize(width: 390, height: 44), position: position, selectedIndex: selected)
    }

    /// Given a swipe a quarter of the way from the first tab to the second, when the indicator follows the pager it is a
    /// quarter of the way there; when it stays with the selection it is under the selected tab, and jumps once the
    /// selection changes.
    @Test(arguments: [(true, 0.25, 0, 65 + 32.5), (false, 0.25, 0, 65), (false, 0.75, 1, 195), (true, 0.75, 1, 65 + 97.5)] as [(Bool, Double, Int, Double)])
    func theIndicatorFollowsThePagerOrTheSelection(follows: Bool, position: Double, selected: Int, centre: Double) {
        let frame = layout(followsPager: follows, position: position, selected: selected).indicatorFrame
        #expect(abs(frame.origin.x + frame.size.width / 2 - centre) < 1e-9, "centre \(frame.origin.x + 15)")
    }
}
