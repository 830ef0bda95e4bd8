import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Diagonal and ambiguous drags on the page container (issue 34): the pager's own pan against the current list's pan
/// hosted on the container, and against the header's carousel and the tab bar's scroller, on the simulator's view tree
/// with UIKit's rules (`SimulatedTouch`: a pan begins once the finger has moved the hysteresis along an axis its scroll
/// view can scroll, the first to begin excludes the others, two that could begin on one move try in `RK_PAN_ORDER`'s
/// order). On every frame the header is where the rule puts it for the current list and every list that shows beside it
/// agrees with the header.
@MainActor @Suite struct PageDiagonalDragTests {
    /// A page of three long lists with the profile header, its carousel and four tabs, watched on every frame.
    @MainActor final class Page {
        let header = PageHeaderTouchTests.Header()
        let views: SimulatedPageViews
        var page: SimulatedSingleDriverPage { views.page }
        private(set) var failure: String?
        private(set) var pagerTrace: [Double] = []
        private(set) var listTrace: [Double] = []

        init(_ mode: NestedRefreshMode = .child, scrolled: Double = 0) {
            let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [4000, 4000, 4000])
            views = SimulatedPageViews(page: page, header: header.root, tabWidths: [160, 160, 160, 160])
            if scrolled != 0 { page.list.setContentOffset(ScrollPoint(y: page.list.minOffset + scrolled)) }
            page.onFrame = { [unowned self] in
                failure = failure ?? Self.frameFailure(self.page)
                pagerTrace.append(self.page.pager.contentOffset)
                listTrace.append(self.page.lists[0].contentOffset.y)
            }
        }

        /// Why the frame is wrong: the header off the rule for the current list, or a list beside it out of line.
        static func frameFailure(_ page: SimulatedSingleDriverPage) -> String? {
            let placed = page.rule.placement(listOffset: page.list.contentOffset.y, band: page.band(of: page.list)).headerOffset
            if abs(page.headerOffset - placed) > 1e-9 { return "the header is at \(page.headerOffset), the rule says \(placed)" }
            return PageContainerPagerTests.inLineFailure(page)
        }

        /// A drag from `point` by `dx`, `dy` over `duration`, one move a frame, the finger still down at the end (a lift
        /// may step the momentum at once, `RK_RELEASE_TIMING`).
        func hold(from point: ScrollPoint, dx: Double, dy: Double, duration: Double = 0.3) -> SimulatedTouch {
            let touch = views.touchDown(at: point)
            let count = Int((duration * 60).rounded())
            for _ in 0..<count { views.step(touch, dx: dx / Double(count), dy: dy / Double(count)) }
            return touch
        }

        var pagerMoved: Bool { pagerTrace.contains { abs($0) > 1e-9 } }
        var listMoved: Bool { Set(listTrace).count > 1 }
    }

    /// A point on the list, below the header.
    static let onList = ScrollPoint(x: 200, y: 700)

    nonisolated static let modes: [NestedRefreshMode] = [.child, .parent]

    /// A drag's shape: its horizontal and vertical travel and how long it takes.
    struct Drag: Sendable, CustomTestStringConvertible {
        var dx: Double, dy: Double, duration: Double
        var testDescription: String { "(\(dx), \(dy)) in \(duration) s" }
    }

    /// Drags whose horizontal travel reaches UIKit's hysteresis before their vertical travel does.
    nonisolated static let mostlyHorizontal = [Drag(dx: -250, dy: -60, duration: 0.3), Drag(dx: -250, dy: 60, duration: 0.3),
                                               Drag(dx: -300, dy: -120, duration: 0.5), Drag(dx: -250, dy: -40, duration: 1)]
    /// Drags whose vertical travel reaches it first.
    nonisolated static let mostlyVertical = [Drag(dx: -60, dy: -250, duration: 0.3), Drag(dx: 60, dy: -250, duration: 0.3),
                                             Drag(dx: -120, dy: -300, duration: 0.5), Drag(dx: 40, dy: 250, duration: 1)]

    // MARK: - On a list

    /// Given a page whose header is half up, when a mostly-horizontal diagonal drag on the list goes past half a page and
    /// lifts, then the pager swipes to the next page and the list under the finger never moves: the pager's pan began on
    /// the horizontal travel and the list's pan, which needs vertical travel, was excluded.
    @Test(arguments: modes, mostlyHorizontal)
    func aMostlyHorizontalDragOnAListSwipesThePagesAndLeavesTheList(mode: NestedRefreshMode, drag: Drag) {
        let page = Page(mode, scrolled: 100)
        let header = page.page.headerOffset, list = page.page.lists[0].contentOffset.y
        page.views.drag(from: Self.onList, dx: drag.dx, dy: drag.dy, duration: drag.duration)
        page.page.settle()
        #expect(page.page.currentIndex == 1, "current \(page.page.currentIndex), pager \(page.page.pager.contentOffset)")
        #expect(page.page.lists[0].contentOffset.y == list && !page.listMoved, "list 0 moved: \(page.listTrace.min() ?? 0)…\(page.listTrace.max() ?? 0)")
        #expect(abs(page.page.headerOffset - header) < 0.5, "header \(header) → \(page.page.headerOffset)")
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given a page at rest, when a mostly-vertical diagonal drag on the list lifts, then the list scrolls by the
    /// vertical travel past the hysteresis and the pager never leaves its page.
    @Test(arguments: modes, mostlyVertical)
    func aMostlyVerticalDragOnAListScrollsItAndLeavesThePager(mode: NestedRefreshMode, drag: Drag) {
        let page = Page(mode, scrolled: 300)
        let before = page.page.lists[0].contentOffset.y
        let touch = page.hold(from: Self.onList, dx: drag.dx, dy: drag.dy, duration: drag.duration)
        let moved = before - page.page.lists[0].contentOffset.y
        touch.lift()
        page.page.settle()
        #expect(!page.pagerMoved && page.page.pager.contentOffset == 0, "the pager moved to \(page.pagerTrace.min() ?? 0)")
        #expect(touch.winner === page.views.listViews[0].panRecognizer)
        #expect(abs(moved - (drag.dy - SimulatedTouch.hysteresis * (drag.dy > 0 ? 1 : -1))) < 1, "the list moved \(moved)")
        #expect(page.page.currentIndex == 0 && page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given a page at rest, when the finger's first move is diagonal and past the hysteresis along both axes (a jump
    /// of the digitizer), then exactly one of the two pans takes the drag, the one UIKit's undocumented order tries
    /// first (the pager's under `deepestFirst`, the list's under `outermostFirst`), and the other scroll view stays put.
    @Test(arguments: modes)
    func aDragPastTheHysteresisOnBothAxesAtOnceGoesToOnePanOnly(mode: NestedRefreshMode) {
        let page = Page(mode, scrolled: 300)
        let touch = page.views.touchDown(at: Self.onList)
        page.views.step(touch, dx: -30, dy: -30)
        for _ in 0..<10 { page.views.step(touch, dx: -20, dy: -20) }
        touch.lift()
        page.page.settle()
        let pagerWon = SimulatedTouch.defaultOrder == .deepestFirst
        #expect(page.pagerMoved == pagerWon && page.listMoved == !pagerWon,
                "pager moved \(page.pagerMoved), list moved \(page.listMoved) under \(SimulatedTouch.defaultOrder)")
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given the first page of a screen that can go back (the pager's pan refuses a swipe toward before the first page,
    /// ``PagerPanRule``), when a mostly-horizontal drag to the right crosses the list, then the pager never moves and the
    /// list's pan, no longer excluded, scrolls by the vertical travel once it passes the hysteresis.
    @Test func aPagerThatRefusesTheSwipeLeavesTheDiagonalDragToTheList() {
        let page = Page(scrolled: 300)
        let pager = page.page.pager
        page.views.pager.shouldBeginPan = { translation in
            PagerPanRule.mayBegin(position: pager.position, velocityX: translation.x, isRightToLeft: false, canGoBack: true)
        }
        let before = page.page.lists[0].contentOffset.y
        let touch = page.hold(from: Self.onList, dx: 250, dy: -60)
        let moved = page.page.lists[0].contentOffset.y - before
        touch.lift()
        #expect(!page.pagerMoved, "the pager moved to \(page.pagerTrace.min() ?? 0)")
        #expect(abs(moved - 50) < 1, "the list moved \(moved)")
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given a list coasting after a fling, when a horizontal swipe starts on it, then under UIKit's catch at touch-down
    /// the list's pan takes the touch (it began at touch-down and excludes the pager's) and the list stops where it is
    /// without paging; under the catch-at-first-move reading the pager's pan begins first and pages. Either way the
    /// header and every list that shows agree on every frame.
    @Test(arguments: modes)
    func aSwipeOnACoastingListStopsItOrPagesAsTheCatchReadingSays(mode: NestedRefreshMode) {
        let page = Page(mode, scrolled: 300)
        page.views.fling(from: Self.onList, velocity: 2)
        page.page.advance(frames: 3)
        #expect(page.page.list.isDecelerating)
        page.views.drag(from: Self.onList, dx: -250, dy: -4)
        page.page.settle()
        #expect(page.page.currentIndex == (SimulatedScrollView.defaultCatchesFlingsAtTouchDown ? 0 : 1),
                "current \(page.page.currentIndex)")
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given a swipe released short of the next page (the pager decelerating back to it), when a vertical drag starts on
    /// the list, then the pager's pan catches the touch (UIKit's catch at touch-down) and the list does not scroll, or,
    /// under the catch-at-first-move reading, the list's pan takes the vertical drag and the pager goes to its nearest
    /// page; either way the pager ends on a page, the header follows the list there, and every frame agrees.
    @Test(arguments: modes)
    func aVerticalDragOnASettlingPagerNeverLeavesItBetweenPages(mode: NestedRefreshMode) {
        let page = Page(mode, scrolled: 100)
        page.views.drag(from: Self.onList, dx: -120, dy: 0, duration: 0.4)
        page.page.advance(frames: 2)
        #expect(page.page.pager.isDecelerating)
        let list = page.page.lists[0].contentOffset.y
        page.views.drag(from: Self.onList, dx: 0, dy: -200)
        page.page.settle()
        let position = page.page.pager.position
        #expect(abs(position - position.rounded()) < 1e-9, "the pager rests at \(position)")
        #expect((page.page.lists[0].contentOffset.y == list) == SimulatedScrollView.defaultCatchesFlingsAtTouchDown,
                "list 0 at \(page.page.lists[0].contentOffset.y), was \(list)")
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given an animated tab tap that a finger stops between two pages (the touch stops the pager's scroll where it
    /// is), when the finger, on the incoming list, drags up, then the page scrolls with it: the header follows the
    /// current list, whose pan on the container takes the drag, and the incoming list stays in line with the header on
    /// every frame. Before, the incoming list's own pan took the drag and the container kept that list in line: nothing
    /// moved under the finger.
    @Test(arguments: modes)
    func aDragOnTheIncomingListOfAStoppedTabTapScrollsThePage(mode: NestedRefreshMode) {
        let page = Page(mode, scrolled: 100)
        page.page.tapTab(1, animated: true)
        page.page.advance(frames: 11)
        #expect(page.page.pager.position > 0.5 && page.page.currentIndex == 0)
        let touch = page.hold(from: ScrollPoint(x: 300, y: 700), dx: 0, dy: -60)
        #expect(touch.hitView === page.views.listViews[1])
        #expect(abs(page.page.headerOffset - 150) < 1, "header \(page.page.headerOffset)")
        touch.lift()
        page.page.settle()
        #expect(page.page.currentIndex == 1 && page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given the container's lists, then only the current list's pan may begin, as the app has it; every other linked
    /// list's is off while the container holds it, and a list that leaves gets the app's value back.
    @Test func onlyTheCurrentListsPanIsOn() {
        var ledgers = BorrowedScrollSettings(), current = PageListSettings(), other = PageListSettings()
        ledgers.containerMakes(&current, current: true)
        var otherLedgers = BorrowedScrollSettings()
        otherLedgers.containerMakes(&other, current: false)
        #expect(current.panEnabled && !other.panEnabled)
        otherLedgers.containerMakes(&other, current: true)  // it becomes current
        #expect(other.panEnabled)
        otherLedgers.containerMakes(&other, current: false)
        otherLedgers.containerLetsGo(of: &other)  // it leaves
        #expect(other.panEnabled && otherLedgers.containerHoldsNone)
        var appOff = PageListSettings(panEnabled: false), appLedgers = BorrowedScrollSettings()
        appLedgers.containerMakes(&appOff, current: true)  // an app's own `false` on the current list stands
        #expect(!appOff.panEnabled)
    }

    // MARK: - On the header and the tab bar

    /// Given a page at rest, when a mostly-horizontal diagonal drag starts on plain header space, then the pager stays
    /// (the header is not in it, as a header in one scroll view is not in its pager) and the page scrolls by the vertical
    /// travel past the hysteresis, as content of one scroll view would.
    @Test(arguments: modes, mostlyHorizontal)
    func aDiagonalDragOnTheHeaderNeverPagesAndScrollsThePageVertically(mode: NestedRefreshMode, drag: Drag) {
        let page = Page(mode)
        page.views.drag(from: ScrollPoint(x: 220, y: 100), dx: drag.dx, dy: drag.dy, duration: drag.duration)
        #expect(!page.pagerMoved)
        let travel = abs(drag.dy) - SimulatedTouch.hysteresis
        let expected = drag.dy < 0 ? travel : 0  // a drag down at the top pulls the list, and in child mode the header stays
        if drag.dy < 0 { #expect(abs(page.page.headerOffset - expected) < 1, "header \(page.page.headerOffset), expected \(expected)") }
        page.page.settle()
        #expect(page.page.currentIndex == 0 && page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given a tab bar wider than the screen, when a mostly-horizontal diagonal drag starts on a tab, then its scroller
    /// scrolls and the page does not; when a mostly-vertical one does, the page scrolls and the scroller stays. No tab
    /// fires either way, and the pager never moves.
    @Test(arguments: modes)
    func aDiagonalDragOnTheTabBarGoesToTheAxisItStartsOn(mode: NestedRefreshMode) {
        let page = Page(mode)
        let first = page.views.drag(from: page.views.center(of: page.views.tabs[1]), dx: -150, dy: -40)
        #expect(page.views.tabScroller.contentOffsetX > 100 && page.page.headerOffset == 0,
                "scroller \(page.views.tabScroller.contentOffsetX), header \(page.page.headerOffset)")
        let scroller = page.views.tabScroller.contentOffsetX
        let second = page.views.drag(from: page.views.center(of: page.views.tabs[2]), dx: -40, dy: -150)
        #expect(page.views.tabScroller.contentOffsetX == scroller && page.page.headerOffset > 120,
                "scroller \(page.views.tabScroller.contentOffsetX), header \(page.page.headerOffset)")
        #expect(first.hitView?.actions == 0 && second.hitView?.actions == 0 && !page.pagerMoved)
        #expect(page.failure == nil, "\(page.failure ?? "")")
    }

    /// Given the header's carousel, when a mostly-horizontal diagonal drag starts on it, the carousel scrolls and the page
    /// does not; when a mostly-vertical one does, the page scrolls and the carousel stays; the pager never moves.
    @Test(arguments: modes)
    func aDiagonalDragOnTheHeadersCarouselGoesToTheAxisItStartsOn(mode: NestedRefreshMode) {
        let page = Page(mode)
        page.views.drag(from: page.views.center(of: page.header.card), dx: -150, dy: -50)
        #expect(page.header.carousel.contentOffsetX > 100 && page.page.headerOffset == 0,
                "carousel \(page.header.carousel.contentOffsetX), header \(page.page.headerOffset)")
        let carousel = page.header.carousel.contentOffsetX
        let touch = page.hold(from: page.views.center(of: page.header.carousel), dx: 50, dy: -150)
        #expect(page.header.carousel.contentOffsetX == carousel && abs(page.page.headerOffset - 140) < 1,
                "carousel \(page.header.carousel.contentOffsetX), header \(page.page.headerOffset)")
        touch.lift()
        #expect(page.header.card.actions == 0 && !page.pagerMoved && page.failure == nil, "\(page.failure ?? "")")
    }
}
