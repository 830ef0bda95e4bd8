import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// `setPages` and `reloadData()` keep unchanged pages (issue 34, item 10): a page whose identifier, title (n-th of its
/// title) or object comes again keeps its list as it is (offset, refresh, load-more state, insets), at its new index;
/// removed lists get back what the container gave them; the header stays where it is over the list that shows.
@MainActor @Suite struct PageContainerReloadTests {
    static let titles = ["Posts", "Replies", "Likes"]

    static func tall() -> SimulatedScrollView { SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 3000)) }

    /// A page of three tabs set with `setPages`, the second current and scrolled into its rows under stuck tabs, the first
    /// refreshing with a header of its own and the third showing "no more data" after a load more.
    static func scrolledPage(ids: [AnyHashable]? = nil) -> (SimulatedSingleDriverPage, refresh: RefreshController, footer: RefreshController) {
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.setPages(titles, ids: ids) { _ in Self.tall() }
        let refresh = RefreshController(header: .header, action: .manual {})
        page.list.installRefresh().attach(refresh)
        page.dragListAndSettle(by: 150)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.lists[2].installRefresh().attach(footer)
        footer.setNoMoreData()
        page.switchTab(to: 1)
        page.dragListAndSettle(by: -900)
        return (page, refresh, footer)
    }

    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case reordered, inserted, removedAnother, renamedWithIdentifiers, sameTitles
        var testDescription: String { rawValue }

        /// The new titles, identifiers and where each list before goes.
        var pages: (titles: [String], ids: [AnyHashable]?, moves: [Int: Int]) {
            switch self {
            case .reordered: (["Likes", "Posts", "Replies"], nil, [0: 1, 1: 2, 2: 0])
            case .inserted: (["New", "Posts", "Replies", "Likes"], nil, [0: 1, 1: 2, 2: 3])
            case .removedAnother: (["Replies", "Likes"], nil, [1: 0, 2: 1])
            case .renamedWithIdentifiers: (["Posts (12)", "Replies", "Likes"], [0, 1, 2], [0: 0, 1: 1, 2: 2])
            case .sameTitles: (["Posts", "Replies", "Likes"], nil, [0: 0, 1: 1, 2: 2])
            }
        }
    }

    /// Given a page scrolled into the second list's rows, the first refreshing and the third out of data, when
    /// `setPages` reorders, inserts, removes another tab, renames one with identifiers or sets the same titles, then
    /// every kept list is the same list at its new index with its offset, its inset (neither lost nor counted twice) and
    /// its refresh and footer states; the second stays current and the header does not move; before, any change of the
    /// titles made every list anew (at its top, its refresh and footer gone).
    @Test(arguments: Change.allCases)
    func aSetPagesKeepsEveryUnchangedList(change: Change) {
        let ids: [AnyHashable]? = change == .renamedWithIdentifiers ? [0, 1, 2] : nil
        let (page, refresh, footer) = Self.scrolledPage(ids: ids)
        let lists = page.lists, offsets = lists.map(\.contentOffset.y), insets = lists.map(\.contentInset)
        let header = page.headerOffset, current = page.list
        let (titles, newIDs, moves) = change.pages
        var made: [Int] = []
        page.setPages(titles, ids: newIDs) { index in
            made.append(index)
            return SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 3000))
        }
        page.settle()
        for (old, new) in moves {
            #expect(page.lists[new] === lists[old], "list \(old) was made anew at \(new)")
            #expect(page.lists[new].contentOffset.y == offsets[old], "list \(old) moved from \(offsets[old]) to \(page.lists[new].contentOffset.y)")
            #expect(page.lists[new].contentInset == insets[old], "list \(old)'s inset went from \(insets[old]) to \(page.lists[new].contentInset)")
        }
        #expect(made == (change == .inserted ? [0] : []))
        #expect(page.list === current && page.currentIndex == moves[1])
        #expect(page.headerOffset == header, "the header moved from \(header) to \(page.headerOffset)")
        #expect(page.tabsStuck)
        #expect(moves[0] == nil || refresh.state == .refreshing, "\(refresh.state)")
        #expect(footer.state == .noMoreData, "\(footer.state)")
        #expect(PageContainerPagerTests.inLineFailure(page) == nil)
    }

    /// Given three tabs with the second current, when the app inserts a tab at 0 and scrolls the second's list in the
    /// same turn (a table reloaded), then the pager already shows the second at its new index: the list's move reads it
    /// there, it stays current and selected, and the page now at its old index is neither selected nor current. Before,
    /// the container left the pager on the old index until the next layout, and that move selected the wrong tab.
    @Test func aListThatMovesRightAfterAnInsertKeepsItsTabSelected() {
        let (page, _, _) = Self.scrolledPage()
        let current = page.list
        page.setPages(["New"] + Self.titles) { _ in Self.tall() }
        #expect(page.pager.contentOffset == 2 * page.pager.pageWidth)
        page.dragList(by: 40)
        #expect(page.list === current && page.currentIndex == 2 && page.selectedIndex == 2)
        page.settle()
        #expect(page.list === current && page.currentIndex == 2 && page.selectedIndex == 2)
    }

    /// Given a page scrolled into the second list's rows, when `setPages` removes that tab, then the list that takes its
    /// place comes in where the header does not move (below stuck tabs), the removed list gets back the container's
    /// share of its inset and is no longer followed, and the first keeps its refresh.
    @Test func removingTheCurrentTabBringsInTheNextOneWhereTheHeaderStays() {
        let (page, refresh, _) = Self.scrolledPage()
        let removed = page.list, header = page.headerOffset, likes = page.lists[2]
        page.setPages(["Posts", "Likes"]) { _ in Issue.record("no list is new"); return SimulatedScrollView() }
        page.settle()
        #expect(page.currentIndex == 1 && page.list === likes)
        #expect(page.headerOffset == header && page.tabsStuck)
        #expect(likes.contentOffset.y >= page.rule.stuckOffset(band: 0) - 0.5, "the next list shows a gap under the tabs")
        #expect(removed.contentInset.top == 0 && removed.contentInset.bottom == 0, "\(removed.contentInset)")
        let placements = page.placements
        removed.setContentOffset(ScrollPoint(y: 0))
        #expect(page.placements == placements, "the header followed a removed list")
        #expect(refresh.state == .refreshing)
    }

    /// Given a page shown at its top, when the last tab, the current one, is removed, then the one before becomes
    /// current, at the header's place.
    @Test func removingTheLastTabWhileCurrentSelectsTheOneBefore() {
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [3000, 3000, 3000])
        page.setPages(Self.titles) { _ in Self.tall() }
        page.switchTab(to: 2)
        page.dragListAndSettle(by: -80)
        let header = page.headerOffset, replies = page.lists[1]
        page.setPages(["Posts", "Replies"]) { _ in SimulatedScrollView() }
        page.settle()
        #expect(page.currentIndex == 1 && page.list === replies)
        #expect(abs(page.headerOffset - header) < 0.5, "the header moved from \(header) to \(page.headerOffset)")
        #expect(abs(replies.contentOffset.y - page.rule.listOffset(headerOffset: header, band: 0)) < 0.5)
    }

    /// Given tabs titled alike and no identifiers, when a tab is renamed, then only its list is made anew: titles count in
    /// order, so the other tab of the same title keeps its own list.
    @Test func aRenamedTabWithoutIdentifiersIsANewPageAndTheOthersStay() {
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.setPages(["All", "Posts", "All"]) { _ in Self.tall() }
        let lists = page.lists
        page.setPages(["All", "Posts (3)", "All"]) { _ in Self.tall() }
        #expect(page.lists[0] === lists[0] && page.lists[2] === lists[2])
        #expect(page.lists[1] !== lists[1])
        #expect(lists[1].contentInset.top == 0, "the replaced list kept the container's inset")
        #expect(page.lists[1].contentInset.top == lists[0].contentInset.top)
    }

    /// Given a data source without identifiers that gives its lists again (a JXPagingView-style cache), when it reloads
    /// them in another order, then each keeps its offset, and the current one stays current.
    @Test func aListGivenAgainByADataSourceIsKept() {
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        page.switchTab(to: 1)
        page.dragListAndSettle(by: -700)
        let lists = page.lists, offset = page.list.contentOffset.y, header = page.headerOffset
        page.reloadData(lists: [lists[1], lists[0], lists[2]])
        page.settle()
        #expect(page.lists.map(ObjectIdentifier.init) == [lists[1], lists[0], lists[2]].map(ObjectIdentifier.init))
        #expect(page.currentIndex == 0 && page.list.contentOffset.y == offset && page.headerOffset == header)
        #expect(PageContainerPagerTests.inLineFailure(page) == nil)
    }

    /// Given a page, when a swipe follows a reload that moved the current list, then the list beside it comes in line
    /// with the header as at any swipe (the pager shows the moved list's page).
    @Test func aSwipeAfterAReorderShowsTheListsInLine() {
        let (page, _, _) = Self.scrolledPage()
        page.setPages(["Likes", "Posts", "Replies"]) { _ in SimulatedScrollView() }
        page.settle()
        let watch = PageContainerPagerTests.Watch(page, list: 1)
        page.swipe(fraction: -0.6, velocity: -1)
        page.settle()
        #expect(page.currentIndex == 1 && page.list === page.lists[1])
        #expect(watch.failure == nil)
    }

    /// Given a parent-mode page whose refresh is ending (or refreshing) on the current list, when `setPages` removes that
    /// tab, then the page's refresh header goes to the list that takes its place: an ending is dropped, a refresh is
    /// handed over; before, an ending stayed on the removed list, which nothing steps any more, and the page had no
    /// refresh header on any list (found by `PageContainerReloadRandomSessionTests`).
    @Test(arguments: [true, false])
    func removingTheListThePageRefreshRidesOnCarriesItOver(ending: Bool) {
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [3000, 3000, 3000])
        page.setPages(Self.titles) { _ in Self.tall() }
        let header = RefreshController(header: .header, action: .manual {})
        page.pageHeader = header
        page.dragListAndSettle(by: 150)
        #expect(header.state == .refreshing)
        if ending {
            header.endRefreshing()
            page.advance(frames: 2)
            #expect(header.state == .ending)
        }
        page.setPages(["Replies", "Likes"]) { _ in Self.tall() }
        #expect(page.list.refresh === header.binding, "the page's refresh header is not on the current list")
        page.settle()
        #expect(header.state == (ending ? .idle : .refreshing))
        #expect(abs(page.headerOffset - (ending ? 0 : -54)) < 0.5, "P \(page.headerOffset)")
    }

    /// The page's refresh header on a list that left the container goes to the current one whatever it does; on a list
    /// still there, it waits for a pull or an ending to finish.
    @Test(arguments: [(RefreshState.ending, true, PageContainerDriver.PageHeaderMove.attach), (.pulling(progress: 0.5), true, .attach),
                      (.refreshing, true, .handOver), (.idle, true, .attach), (.ending, false, .stay), (.pulling(progress: 0.5), false, .stay)])
    func aPageRefreshOnAListThatLeftGoesToTheCurrentOne(state: RefreshState, hasLeft: Bool, move: PageContainerDriver.PageHeaderMove) {
        #expect(PageContainerDriver.pageHeaderMove(isOnCurrentList: false, listHasLeft: hasLeft, state: state) == move)
        #expect(PageContainerDriver.pageHeaderMove(isOnCurrentList: true, listHasLeft: hasLeft, state: state) == .stay)
    }
}
