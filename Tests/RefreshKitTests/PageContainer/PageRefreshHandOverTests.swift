import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page's refresh handed over to a list that a finger still rests on (issue 34): a finger left on a list the pager
/// took out of view (a tab tap or a page change under it) is still that list's touch when a tab switch shows it again.
/// The hand-over moves the list by the band so that it shows as it did; the finger revealed none of it, so the band
/// stays whole and the container puts the list where the header does not move (`PageContainer.md`, "Refreshing").
@MainActor @Suite struct PageRefreshHandOverTests {
    /// Given tab 1's list scrolled `into` points into its rows with a finger resting on it out of view, and the page
    /// refreshing at rest on tab 0 (the header down by the band, P −54), when the tab switches to 1, then the header
    /// stays at −54: tab 1 comes in at its top holding the whole band (before, the band shrank to what the finger
    /// "revealed" at the rows, 54 − `into`, and the header jumped to −7 for 47 pt, to 0 past the band).
    /// Then the finger still drives the list: pushing up scrolls the band away as on any list.
    @Test(arguments: [10.0, 47, 53, 60, 120])
    func aRefreshHandedToATouchedListKeepsTheHeader(into: Double) {
        let page = SimulatedSingleDriverPage(mode: .parent, listContentHeights: [2000, 2000, 2000])
        let header = RefreshController(header: .header, action: .manual {})
        page.pageHeader = header
        let touched = page.lists[1]
        touched.setContentOffset(ScrollPoint(y: touched.minOffset + into))
        touched.touchDown()  // a finger rests on tab 1's list, out of view
        page.dragList(by: 150, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent == -54 && header.state == .refreshing && touched.isTracking)

        page.switchTab(to: 1)

        #expect(page.parent == -54, "P \(page.parent) at the switch")
        #expect(page.band(of: touched) == 54 && touched.contentOffset.y == -298, "band \(page.band(of: touched)), o \(touched.contentOffset.y)")
        #expect(header.binding === touched.refresh && header.state == .refreshing)
        page.advance(frames: 10)
        #expect(page.parent == -54, "P \(page.parent) after the switch")
        page.dragList(by: -30, duration: 0.2)
        #expect(page.band(of: touched) < 54 && page.parent > -54, "the finger no longer moves the band")
        page.releaseList(velocity: 0)
        header.endRefreshing()
        page.settle()
        #expect(header.state == .idle && touched.contentInset.top == 244 && page.parent >= 0)
    }

    /// Given a scroll view scrolled 20 pt into its content with a finger resting on it, when a refreshing header is
    /// handed to it (`RefreshBinding.handOver(_:to:)`), then it holds the whole band at once with its content moved by
    /// it, as the hand-over promises (before, the resting finger made it hold only the 34 pt then in view).
    @Test func aHandOverUnderARestingFingerHoldsTheWholeBand() {
        let from = SimulatedScrollView(), to = SimulatedScrollView()
        let header = RefreshController(header: .header, action: .manual {})
        from.installRefresh().attach(header)
        header.beginRefreshing()
        from.settle()
        to.setContentOffset(ScrollPoint(y: 20))
        to.touchDown()
        #expect(from.refresh!.handOver(header, to: to.installRefresh()))
        #expect(to.refresh!.heldInset.top == 54 && to.contentOffset.y == -34, "band \(to.refresh!.heldInset.top), o \(to.contentOffset.y)")
        to.moveFinger(by: -10)
        #expect(to.refresh!.heldInset.top == 24, "under a moving finger the band follows what shows (34 − 10)")
    }
}
