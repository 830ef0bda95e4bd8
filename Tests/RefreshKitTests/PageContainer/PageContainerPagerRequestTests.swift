import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// When the page container writes its pager's offset itself (issue 29): a selection before the data or the first
/// layout waits for a layout that can show it, a rotation or a change of direction puts the pager back on its page,
/// and any other layout leaves a swipe alone.
@Suite struct PageContainerPagerRequestTests {
    /// Given no lists or no pager width yet, when a page is selected, then it waits for the next layout (a negative
    /// index as the first page) and that layout shows it; with both, it scrolls now.
    @Test(arguments: [(0, 390.0, 2, PageContainerPagerRequest.Selection.atNextLayout, 2 as Int?), (3, 0, 2, .atNextLayout, 2),
                      (3, -1, -4, .atNextLayout, 0), (3, 390, 2, .scroll(to: 2), nil)])
    func aSelectionBeforeTheDataOrTheFirstLayoutWaitsForALayout(count: Int, width: Double, index: Int,
                                                                expected: PageContainerPagerRequest.Selection,
                                                                shownAtLayout: Int?) {
        var request = PageContainerPagerRequest()
        _ = request.layout(width: 390, count: 3, isRightToLeft: false, selected: 0)  // laid out once already
        #expect(request.select(index, count: count, pagerWidth: width) == expected)
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 0) == shownAtLayout)
    }

    /// Given a pager laid out at 390 pt left to right on page 1, when a layout comes, then only a new width or direction
    /// puts it back on the selected page; the same width and direction leave it (a swipe or a tab tap's scroll goes on);
    /// at zero width or with no lists nothing is written (and the next real layout still places it).
    @Test(arguments: [(390.0, 3, false, nil as Int?), (844, 3, false, 1), (390, 3, true, 1), (0, 3, false, nil),
                      (844, 0, false, nil)])
    func aLayoutPutsThePagerBackOnItsPageOnlyAtANewWidthOrDirection(width: Double, count: Int, isRightToLeft: Bool,
                                                                    expected: Int?) {
        var request = PageContainerPagerRequest()
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 1) == 1)  // the first layout
        #expect(request.layout(width: width, count: count, isRightToLeft: isRightToLeft, selected: 1) == expected)
        #expect(request.layout(width: width, count: count, isRightToLeft: isRightToLeft, selected: 1) == nil)
    }

    /// Given a reload with page 2 selected, then the next layout shows page 2, even at the same width; a selection
    /// waiting from before the reload wins over it; a selection that scrolls right after the reload is not taken back.
    @Test func aReloadShowsTheSelectionAgainUnlessAnotherWaits() {
        var request = PageContainerPagerRequest()
        _ = request.layout(width: 390, count: 3, isRightToLeft: false, selected: 0)
        request.reload(selected: 2)
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == 2)

        #expect(request.select(1, count: 0, pagerWidth: 390) == .atNextLayout)
        request.reload(selected: 2)
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == 1)

        request.reload(selected: 0)
        #expect(request.select(2, count: 3, pagerWidth: 390) == .scroll(to: 2))
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == nil)
    }
}
