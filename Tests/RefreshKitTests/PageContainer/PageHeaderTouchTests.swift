import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Touches on the page container's header and tab bar (issue 34, findings 2 and 3), on the simulator's view tree with
/// UIKit's touch delivery (`SimulatedTouch`): the header and the tabs scroll like the content of one scroll view.
@MainActor @Suite struct PageHeaderTouchTests {
    /// A profile header: an avatar with a tap, a bio text view, a Follow button, a horizontal carousel with a control
    /// in it, and plain space.
    @MainActor final class Header {
        let root = SimulatedView("header", frame: ScrollRect(x: 0, y: 0, width: 390, height: 200))
        let avatar = SimulatedView("avatar", frame: ScrollRect(x: 300, y: 70, width: 60, height: 50))
        let bio = SimulatedView("bio", kind: .textView, frame: ScrollRect(x: 20, y: 10, width: 350, height: 50))
        let follow = SimulatedView("follow", kind: .control, frame: ScrollRect(x: 20, y: 80, width: 120, height: 40))
        let carousel = SimulatedView("carousel", kind: .scrollView, frame: ScrollRect(x: 0, y: 130, width: 390, height: 60),
                                     contentWidth: 1200)
        let card = SimulatedView("card", kind: .control, frame: ScrollRect(x: 10, y: 5, width: 100, height: 50))

        init() {
            avatar.addTap()
            for view in [avatar, bio, follow, carousel] { root.add(view) }
            carousel.add(card)
        }
    }

    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case plainHeader, avatar, bio, follow, carouselCard, tab, hostingHeader
        var testDescription: String { rawValue }
    }

    nonisolated static let modes: [NestedRefreshMode] = [.child, .parent]

    private func page(_ mode: NestedRefreshMode = .child, hosting: Bool = false,
                      routing: PageHeaderTouch.Routing = PageHeaderTouch.routing) -> (SimulatedPageViews, Header) {
        let header = Header()
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [4000, 4000, 4000])
        let root = hosting ? SimulatedView("hosting header", kind: .hosting, frame: header.root.frame) : header.root
        if hosting { root.add(header.follow) }
        return (SimulatedPageViews(page: page, header: root, tabWidths: [160, 160, 160, 160], routing: routing), header)
    }

    private func point(_ start: Start, _ views: SimulatedPageViews, _ header: Header) -> ScrollPoint {
        switch start {
        case .plainHeader: return ScrollPoint(x: 220, y: 100)
        case .avatar: return views.center(of: header.avatar)
        case .bio: return views.center(of: header.bio)
        case .follow, .hostingHeader: return views.center(of: header.follow)
        case .carouselCard: return views.center(of: header.card)
        case .tab: return views.center(of: views.tabs[1])
        }
    }

    // MARK: - Drags

    /// Given a page at rest, when a quick drag up starts on any part of the header or the tabs (a button, a text view,
    /// a view with a tap, a carousel's card, a tab, a SwiftUI-hosted header), then the page scrolls exactly as far as
    /// the same drag on the list, and the touched view never hears of the touch.
    @Test(arguments: Start.allCases, modes)
    func aDragThatStartsAnywhereOnTheHeaderScrollsThePage(start: Start, mode: NestedRefreshMode) {
        let (views, header) = page(mode, hosting: start == .hostingHeader)
        let (reference, _) = page(mode)
        let touch = views.drag(from: point(start, views, header), dy: -120)
        reference.drag(from: ScrollPoint(x: 200, y: 600), dy: -120)
        #expect(views.page.headerOffset > 100, "\(start): header offset \(views.page.headerOffset)")
        #expect(abs(views.page.headerOffset - reference.page.headerOffset) < 0.5)
        #expect(touch.hitView?.touchesBegan == 0 && touch.hitView?.actions == 0, "\(start) heard the drag")
    }

    /// Given stuck tabs, when a drag down starts on a tab, then the header comes back as far as a drag on the list
    /// brings it (finding 2: with stuck tabs the tab bar is the only part of the overlay a finger can reach).
    @Test func aDragDownOnStuckTabsBringsTheHeaderBack() {
        let (views, _) = page()
        views.page.list.setContentOffset(ScrollPoint(y: views.page.list.minOffset + views.page.rule.sticky))
        #expect(views.page.tabsStuck)
        let before = views.page.headerOffset
        views.drag(from: views.center(of: views.tabs[0]), dy: 120)
        #expect(views.page.headerOffset < before - 100, "header \(before) → \(views.page.headerOffset)")
    }

    /// Given a carousel in the header, when a drag on it is vertical the page scrolls and the carousel stays; when it
    /// is horizontal the carousel scrolls and the page stays.
    @Test func theCarouselTakesHorizontalDragsAndThePageVerticalOnes() {
        let (views, header) = page()
        views.drag(from: views.center(of: header.card), dx: -150, dy: 0)
        #expect(views.page.headerOffset == 0)
        #expect(header.carousel.contentOffsetX > 120, "carousel at \(header.carousel.contentOffsetX)")
        let carousel = header.carousel.contentOffsetX
        views.drag(from: views.center(of: header.carousel), dy: -80)
        #expect(views.page.headerOffset > 60 && header.carousel.contentOffsetX == carousel)
    }

    /// Given the tab bar, when a horizontal drag starts on a tab then its scroller scrolls and no tab fires; the page
    /// does not move.
    @Test func theTabBarScrollsHorizontallyOnItsOwn() {
        let (views, _) = page()
        let touch = views.drag(from: views.center(of: views.tabs[1]), dx: -60, dy: 0)
        #expect(views.tabScroller.contentOffsetX > 40)
        #expect(views.page.headerOffset == 0 && touch.hitView?.actions == 0)
    }

    // MARK: - Taps

    /// Given a page at rest, when a control, a tab, the avatar's tap or a SwiftUI button is tapped, then it fires
    /// once and the page does not move.
    @Test(arguments: [Start.follow, .tab, .avatar, .carouselCard, .bio, .hostingHeader])
    func aTapOnTheHeaderAtRestWorks(start: Start) {
        let (views, header) = page(hosting: start == .hostingHeader)
        let touch = views.tap(at: point(start, views, header))
        let fired = start == .bio ? header.bio.actions : start == .hostingHeader ? views.header.actions + header.follow.actions
            : touch.hitView?.actions ?? 0
        #expect(fired == 1, "\(start) fired \(fired) times (hit \(touch.hitView?.name ?? "nothing"))")
        #expect(views.page.headerOffset == 0)
    }

    /// Given a finger held on the Follow button past the delay (the button highlights), when it lifts, then the button
    /// fires; when it drags instead, the list's `touchesShouldCancel(in:)` decides, as for a button in that list: a
    /// list that cancels a control's touches (a table) scrolls, one with UIScrollView's default keeps the button's.
    @Test(arguments: [true, false])
    func aHeldButtonFollowsTheListsOwnCancelRule(listCancelsControls: Bool) {
        let (views, header) = page()
        views.listViews[0].touchesShouldCancel = { _ in listCancelsControls }
        let touch = views.drag(from: views.center(of: header.follow), dy: -120, holdFirst: 0.3)
        #expect(header.follow.touchesBegan == 1)
        #expect((views.page.headerOffset > 100) == listCancelsControls, "header \(views.page.headerOffset)")
        #expect(touch.isCancelled == listCancelsControls)
        #expect(header.follow.actions == (listCancelsControls ? 0 : 1))
    }

    /// Given a slow fling (the header still showing) or a bounce of the page, when a finger touches the Follow button, a tab or the avatar and lifts,
    /// then nothing fires and the page ends exactly where the same tap on the list leaves it (finding 3).
    @Test(arguments: [Start.follow, .tab, .avatar], [false, true])
    func aTouchDuringAFlingFiresNothingAndActsAsOnTheList(start: Start, bounce: Bool) {
        let (views, header) = page()
        let (reference, _) = page()
        for page in [views, reference] {
            page.fling(from: ScrollPoint(x: 200, y: 600), velocity: bounce ? -3 : 1)
            page.page.advance(frames: bounce ? 6 : 2)
        }
        #expect(views.page.list.isDecelerating)
        let touch = views.tap(at: point(start, views, header))
        reference.tap(at: ScrollPoint(x: 200, y: 600))
        views.page.settle()
        reference.page.settle()
        #expect(touch.hitView?.touchesBegan == 0 && touch.hitView?.actions == 0)
        #expect(header.avatar.actions == 0)
        #expect(abs(views.page.combined - reference.page.combined) < 0.5, "header tap \(views.page.combined), list tap \(reference.page.combined)")
    }

    // MARK: - Where touches land

    /// Given the container's routing, when a touch lands on the header's plain space, then it lands on the header, never
    /// on a list (finding 9: no list's context menu, and no hidden list, gets a header touch).
    @Test func aTouchOnTheHeaderNeverLandsOnAList() {
        let (views, _) = page()
        views.listViews[0].isHidden = true
        let touch = views.touchDown(at: ScrollPoint(x: 220, y: 100))
        #expect(touch.hitView === views.header)
        touch.lift()
    }

    /// Given a tab switch, then the incoming list's pan is on the container and the outgoing one's back on its list.
    @Test func theCurrentListsPanIsHostedOnTheContainer() {
        let (views, _) = page()
        #expect(views.listViews[0].panRecognizer?.view === views.root)
        views.page.switchTab(to: 1)
        views.sync()
        #expect(views.listViews[1].panRecognizer?.view === views.root)
        #expect(views.listViews[0].panRecognizer?.view === views.listViews[0])
    }

    /// Given a page whose container hosts the current list's pan, when the container leaves its window (removed, its
    /// screen popped, about to be deallocated) while the list lives on, then the list has its own pan back and a drag on
    /// it scrolls it as any scroll view; a tab switch made meanwhile hosts nothing, and back in a window the container
    /// hosts the current list's pan again (review: before, a container that went away left the list's pan off its list,
    /// and the list never scrolled again).
    @Test func aContainerOutOfItsWindowGivesTheListItsPanBack() {
        let (views, _) = page()
        views.isInWindow = false
        #expect(views.listViews[0].panRecognizer?.view === views.listViews[0])
        let before = views.page.lists[0].contentOffset.y
        views.drag(from: ScrollPoint(x: 200, y: 600), dy: -120)
        #expect(views.page.lists[0].contentOffset.y > before + 100, "the list scrolls by itself: \(views.page.lists[0].contentOffset.y)")
        views.page.settle()
        views.page.switchTab(to: 1)
        views.sync()
        #expect(views.root.recognizers.allSatisfy { $0 !== views.listViews[1].panRecognizer })
        #expect(views.listViews[1].panRecognizer?.view === views.listViews[1])
        views.isInWindow = true
        #expect(views.listViews[1].panRecognizer?.view === views.root)
        #expect(views.listViews[0].panRecognizer?.view === views.listViews[0])
    }

    /// The measurement behind the choice: with the routing before issue 34 (the overlay's hit test handing a touch
    /// to the list unless a view on the way handles touches), a drag from a control, a text view, a tapped view, a
    /// carousel, a tab or a hosting view never scrolled; only plain header space did.
    @Test(arguments: Start.allCases)
    func theOldRoutingKeptDragsOnViewsThatHandleTouches(start: Start) {
        let (views, header) = page(hosting: start == .hostingHeader, routing: .hitTestToList)
        views.drag(from: point(start, views, header), dy: -120)
        #expect((views.page.headerOffset > 100) == (start == .plainHeader), "\(start): \(views.page.headerOffset)")
    }

    /// The measurement behind finding 3: with the routing before issue 34, a tap on the Follow button during a slow
    /// fling fired the button and the fling went on, where the same tap on the list stops it.
    @Test func theOldRoutingFiredAButtonTappedDuringAFling() {
        let (views, header) = page(routing: .hitTestToList)
        views.fling(from: ScrollPoint(x: 200, y: 600), velocity: 1)
        views.page.advance(frames: 2)
        views.tap(at: views.center(of: header.follow))
        #expect(header.follow.actions == 1)
        #expect(views.page.list.isDecelerating)
    }

    // MARK: - The decisions

    @Test func theDelayHoldsAtRestAndTakesTheTouchWhileTheListMoves() {
        #expect(PageHeaderTouchDelay.verdict(listMoves: false) == .hold)
        #expect(PageHeaderTouchDelay.verdict(listMoves: true) == .take)
        #expect(!PageHeaderTouchDelay.prevents(isListPan: true) && PageHeaderTouchDelay.prevents(isListPan: false))
    }

    @Test func panMovesOnlyWhenTheCurrentListChangesOrTheWindowDoes() {
        final class List {}
        let a = List(), b = List()
        let none = PageHeaderTouch.panMoves(hosting: a, current: a, isInWindow: true)
        #expect(none.giveBack == nil && none.host == nil && none.hosted === a)
        let moves = PageHeaderTouch.panMoves(hosting: a, current: b, isInWindow: true)
        #expect(moves.giveBack === a && moves.host === b && moves.hosted === b)
        #expect(PageHeaderTouch.panMoves(hosting: nil, current: b, isInWindow: true).host === b)
        let out = PageHeaderTouch.panMoves(hosting: a, current: a, isInWindow: false)
        #expect(out.giveBack === a && out.host == nil && out.hosted == nil)
        let stillOut = PageHeaderTouch.panMoves(hosting: nil, current: b, isInWindow: false)
        #expect(stillOut.giveBack == nil && stillOut.host == nil && stillOut.hosted == nil)
    }
}
