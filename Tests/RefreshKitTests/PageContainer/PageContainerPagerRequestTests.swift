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

    /// Tabs a, b, c made, the one at `selected` selected, reloaded as `new`.
    static func reuse(_ new: [String], selected: Int) -> PageContainerReuse {
        PageContainerReuse(made: [0: [.id("a")], 1: [.id("b")], 2: [.id("c")]], new: new.map { .id($0) }, selected: selected)
    }

    /// Given a reload that keeps every page in place with page 2 selected, then the next layout shows page 2, even at
    /// the same width; a selection waiting from before the reload wins over it; a selection that scrolls right after
    /// the reload is not taken back.
    @Test func anInPlaceReloadShowsTheSelectionAgainAtTheNextLayoutUnlessAnotherWaits() {
        var request = PageContainerPagerRequest()
        _ = request.layout(width: 390, count: 3, isRightToLeft: false, selected: 0)
        #expect(request.reload(Self.reuse(["a", "b", "c"], selected: 2), pagerWidth: 390) == .atNextLayout)
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == 2)

        #expect(request.select(1, count: 0, pagerWidth: 390) == .atNextLayout)
        #expect(request.reload(Self.reuse(["a", "b", "c"], selected: 2), pagerWidth: 390) == .atNextLayout)
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == 1)

        _ = request.reload(Self.reuse(["a", "b", "c"], selected: 0), pagerWidth: 390)
        #expect(request.select(2, count: 3, pagerWidth: 390) == .scroll(to: 2))
        #expect(request.layout(width: 390, count: 3, isRightToLeft: false, selected: 2) == nil)
    }

    /// Given a laid-out pager on b (index 1), when a reload inserts a tab at 0 or removes a, then the pager is put on
    /// b's new index at once, and the next layout leaves it: an update before that layout (b's list moves) reads the
    /// pager on b, not on the page that took b's old index. Without a width yet, the next layout shows it.
    @Test(arguments: [(["n", "a", "b", "c"], 390.0, PageContainerPagerRequest.Selection.scroll(to: 2), nil as Int?),
                      (["b", "c"], 390, .scroll(to: 0), nil), (["n", "a", "b", "c"], 0, .atNextLayout, 2),
                      (["c", "a"], 390, .scroll(to: 1), nil)])
    func aReloadThatMovesPagesPutsThePagerOnTheSelectedPageNow(new: [String], width: Double,
                                                              expected: PageContainerPagerRequest.Selection, atLayout: Int?) {
        var request = PageContainerPagerRequest()
        _ = request.layout(width: width, count: 3, isRightToLeft: false, selected: 1)
        let reuse = Self.reuse(new, selected: 1)
        #expect(request.reload(reuse, pagerWidth: width) == expected)
        #expect(request.layout(width: 390, count: new.count, isRightToLeft: false, selected: reuse.selected) == atLayout)
    }

    /// Given a selection of c made before the first layout (kept, waiting), when a reload moves or removes pages, then
    /// the selection follows c to its new index; c removed, it stays at its index inside the new count.
    @Test(arguments: [(["n", "a", "b", "c"], 3), (["c", "a", "b"], 0), (["a", "b"], 1), (["n", "a", "b", "x", "y"], 2)])
    func aWaitingSelectionFollowsItsPage(new: [String], shown: Int) {
        var request = PageContainerPagerRequest()
        #expect(request.select(2, count: 3, pagerWidth: 0) == .atNextLayout)
        #expect(request.reload(Self.reuse(new, selected: 0), pagerWidth: 0) == .atNextLayout)
        #expect(request.layout(width: 390, count: new.count, isRightToLeft: false, selected: 0) == shown)
    }
}
