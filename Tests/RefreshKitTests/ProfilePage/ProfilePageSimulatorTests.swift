import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A SwiftUI `ProfilePage` on the container's driver, modelled by `SimulatedSingleDriverPage` (issue 36): the app's
/// selection switches the page the header follows, keeping the header where it is; a drag that collapses the header is
/// published as stuck tabs; and the lookup that finds each page's list and the page's own refresh anchor never takes
/// the container's page view or its pager.
@MainActor
@Suite struct ProfilePageSimulatorTests {
    /// Given a page whose header a drag collapsed, when the app sets the selection to another tab, then the container
    /// shows that tab's list with the header still collapsed (a page that comes in is where the header is), the
    /// container's own selection is not written back, and the published state says the tabs stick.
    @Test(arguments: [NestedRefreshMode.child, .parent])
    func theAppsSelectionSwitchesTabsUnderAStuckHeader(mode: NestedRefreshMode) {
        let page = SimulatedSingleDriverPage(mode: mode)
        var selection = ProfilePageSelection(), publisher = ProfilePageScrollPublisher()
        var scheduled = 0
        _ = selection.appRead(0, count: 3, animated: false) { scheduled += 1 }
        page.dragListAndSettle(by: -300)
        publisher.report(progress: page.collapseProgress, stuck: page.tabsStuck, offset: page.headerOffset) {}
        #expect(publisher.write() == ProfilePageScroll(collapseProgress: 1, tabsAreStuck: true, headerOffset: 200))
        let select = selection.appRead(2, count: 3, animated: true) { scheduled += 1 }
        #expect(select == .init(index: 2, animated: true))
        select.map { page.switchTab(to: $0.index) }
        selection.containerSelected(2) { scheduled += 1 }
        selection.containerSettled(2) { scheduled += 1 }
        #expect(scheduled == 0)
        #expect(page.currentIndex == 2)
        #expect(page.headerOffset == 200)
        #expect(page.tabsStuck)
    }

    /// Given a pull that began a refresh (the page's in parent mode, the first tab's own in child mode), when the app's
    /// selection switches to another tab and back, then the refresh runs on: the page's is handed to the list that comes
    /// in, the tab's stays on its list, and neither is ended or begun again.
    @Test(arguments: [NestedRefreshMode.child, .parent])
    func aRefreshRunsOnWhileTheAppsSelectionSwitchesTabs(mode: NestedRefreshMode) {
        let page = SimulatedSingleDriverPage(mode: mode)
        let header = RefreshController(header: .header, action: .manual {})
        if mode == .parent {
            page.pageHeader = header
        } else {
            page.lists[0].installRefresh().attach(header)
        }
        var selection = ProfilePageSelection()
        _ = selection.appRead(0, count: 3, animated: false) {}
        page.dragList(by: 150)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing && header.actionCount == 1)
        for tab in [1, 0, 2] {
            selection.appRead(tab, count: 3, animated: true) {}.map { page.switchTab(to: $0.index) }
            page.settle()
            #expect(page.currentIndex == tab)
            #expect(header.state == .refreshing && header.actionCount == 1)
        }
        #expect(header.binding === (mode == .parent ? page.list.refresh : page.lists[0].refresh))
    }

    /// Given a drag that brings a collapsed header back, then the writes published on the way are no more than the
    /// hundredths it crossed and end at a whole header with loose tabs.
    @Test func aDragBackPublishesAtMostAWritePerHundredth() {
        let page = SimulatedSingleDriverPage(mode: .child)
        page.dragListAndSettle(by: -300)
        var publisher = ProfilePageScrollPublisher(), writes: [ProfilePageScroll] = []
        let start = page.headerTrace.count
        page.dragList(by: 400, duration: 0.5)
        page.releaseList()
        page.settle()
        for offset in page.headerTrace.dropFirst(start) {
            let progress = PageContainerState.collapse(pageOffset: offset, pageTop: 0, stickyDistance: page.rule.sticky)
            publisher.report(progress: progress, stuck: progress >= 1, offset: offset) {}
            _ = publisher.write().map { writes.append($0) }
        }
        publisher.report(progress: page.collapseProgress, stuck: page.tabsStuck, offset: page.headerOffset) {}
        _ = publisher.write().map { writes.append($0) }
        #expect(writes.count <= 101 + 1)
        #expect(writes.last?.tabsAreStuck == false)
        #expect(writes.last?.collapseProgress == 0)
    }

    /// Given a ProfilePage, whose header is a hosting controller's view (SwiftUI's gestures are recognizers on it), on
    /// the container's touch routing, when a quick drag up starts anywhere on it, then the page scrolls as far as the
    /// same drag on the list and SwiftUI's gesture never fires; a tap at rest fires it once, and a tap during a fling
    /// fires nothing (review of issue 36 against issue 34's routing: before issue 34 the hosting view kept every touch).
    @Test(arguments: [NestedRefreshMode.child, .parent])
    func theHostedHeaderScrollsThePageAndTapsAtRest(mode: NestedRefreshMode) {
        func views() -> SimulatedPageViews {
            let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [4000, 4000])
            let header = SimulatedView("hosted SwiftUI header", kind: .hosting, frame: ScrollRect(x: 0, y: 0, width: 390, height: 200))
            return SimulatedPageViews(page: page, header: header, tabWidths: [195, 195])
        }
        let (hosted, reference) = (views(), views())
        let spot = ScrollPoint(x: 120, y: 90)
        let drag = hosted.drag(from: spot, dy: -120)
        reference.drag(from: ScrollPoint(x: 200, y: 600), dy: -120)
        #expect(hosted.page.headerOffset > 100 && abs(hosted.page.headerOffset - reference.page.headerOffset) < 0.5,
                "header drag \(hosted.page.headerOffset), list drag \(reference.page.headerOffset)")
        #expect(drag.hitView === hosted.header && hosted.header.actions == 0)
        hosted.page.settle()
        hosted.drag(from: ScrollPoint(x: 200, y: 600), dy: 300)  // the header whole again
        hosted.page.settle()
        hosted.tap(at: spot)
        #expect(hosted.header.actions == 1, "a tap at rest reaches SwiftUI once: \(hosted.header.actions)")
        hosted.fling(from: ScrollPoint(x: 200, y: 600), velocity: 1)
        hosted.page.advance(frames: 2)
        #expect(hosted.page.list.isDecelerating)
        hosted.tap(at: spot)
        #expect(hosted.header.actions == 1, "a tap during the fling fired SwiftUI's gesture")
    }

    /// The views around a page's marker, in window coordinates: the page's hosting view, the pager, the container's page
    /// view (paging as a `ProfilePage` sets it, or not as a UIKit container leaves it), the container, the host view.
    static func pageAncestors(rootPages: Bool) -> [ScrollViewLookup.Facts] {
        let frame = ScrollRect(x: 0, y: 0, width: 390, height: 812)
        return [.init(frame: frame),
                .init(isScrollView: true, isPagingEnabled: true, frame: frame, contentSize: ScrollSize(width: 1170, height: 812)),
                .init(isScrollView: true, isPagingEnabled: rootPages, frame: frame, contentSize: ScrollSize(width: 390, height: 812)),
                .init(frame: frame), .init(frame: frame)]
    }

    /// Given a tab's marker (a `.rk.header` on its list, or the page's own marker), when its list is in the sibling
    /// branch, then the list is taken; when it is not there yet, nothing is taken while the container's page view pages
    /// (as a `ProfilePage` sets it), where a plain one would have been taken as the list above.
    @Test(arguments: [(true, true, ScrollViewLookup.Choice.candidate(0)), (false, true, .notFound), (false, false, .ancestor(2))])
    func aTabsMarkerTakesItsListAndNeverTheContainersPageView(listIsThere: Bool, rootPages: Bool,
                                                             expected: ScrollViewLookup.Choice) {
        let marker = ScrollViewLookup.Facts(frame: ScrollRect(x: 0, y: 0, width: 390, height: 812))
        let list = ScrollViewLookup.Facts(isScrollView: true, frame: ScrollRect(x: 0, y: 0, width: 390, height: 812),
                                          contentSize: ScrollSize(width: 390, height: 3000))
        let choice = ScrollViewLookup.choice(marker: marker, ancestors: Self.pageAncestors(rootPages: rootPages)) { _ in
            listIsThere ? [list] : []
        }
        #expect(choice == expected)
    }

    /// Given `.rk.header` on the `ProfilePage` itself, then its marker takes the hidden anchor beside the container (the
    /// first scroll view found that covers the page), not the container's page view or anything inside it.
    @Test func thePagesRefreshMarkerTakesTheAnchor() {
        let frame = ScrollRect(x: 0, y: 0, width: 390, height: 812)
        let marker = ScrollViewLookup.Facts(frame: frame)
        let below: [ScrollViewLookup.Facts] = [
            .init(frame: frame),  // the host controller's view
            .init(frame: frame),  // the container
            .init(isScrollView: true, frame: frame),  // the anchor, after it
            .init(isScrollView: true, isPagingEnabled: true, frame: frame, contentSize: ScrollSize(width: 390, height: 812)),
        ]
        let choice = ScrollViewLookup.choice(marker: marker, ancestors: [.init(frame: frame), .init(frame: frame)]) { _ in below }
        #expect(choice == .candidate(2))
    }

    /// Given a page whose header a drag moved and whose marker found each tab's list, when SwiftUI re-creates a tab's
    /// `List` (an `.id` that changed, a grid/list toggle), twice, then each new scroll view the marker finds is handed to
    /// the container, which links it through its own replacement path: the new list has the header's inset, the shown
    /// one is where the header puts it and moves the header, and the old one is let go.
    @Test(arguments: [1, 2])
    func aListSwiftUIReCreatedIsLinkedAgainAndTheOldOneLetGo(tab: Int) {
        let page = SimulatedSingleDriverPage(mode: .child, listContentHeights: [3000, 3000, 3000])
        #expect(ProfilePageListDiscovery.toHand(found: page.lists[tab], current: nil) === page.lists[tab])
        page.dragListAndSettle(by: -100)
        page.tapTab(1, animated: false)
        for contentHeight in [1500.0, 2500] {
            weak var old = page.lists[tab]
            let recreated = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812),
                                                contentSize: ScrollSize(width: 390, height: contentHeight))
            let handed = ProfilePageListDiscovery.toHand(found: recreated, current: page.lists[tab])
            _ = handed.map { page.replaceList(at: tab, with: $0) }
            #expect(old == nil)
            #expect(page.lists[tab] === recreated)
            #expect(page.lists[tab].contentInset.top == page.rule.base)
        }
        page.tapTab(tab, animated: false)
        #expect(abs(page.list.contentOffset.y - page.rule.listOffset(headerOffset: 100, band: 0)) < 0.5)
        page.dragListAndSettle(by: -50)
        #expect(abs(page.headerOffset - 150) < 0.5)
    }
}
