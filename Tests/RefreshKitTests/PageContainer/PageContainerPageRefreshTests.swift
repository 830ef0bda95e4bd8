import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page refresh in parent mode under the bars (issue 34, finding 4): its spinner shows below the bars.
@MainActor @Suite struct PageContainerPageRefreshTests {
    /// Given a parent-mode page whose tabs stick at 100 (bars ending at 100), with the page's refresh header set up as
    /// `PageContainerView` sets it, when a pull refreshes the page, then at rest the refresh view lies below the bars, right
    /// above the header; before the fix (its own 54 pt band) it lay at y 0…54, under them.
    @Test(arguments: [ReleaseTimingCase.late, .onTime])
    func theParentRefreshSpinnerShowsBelowTheBars(timing: ReleaseTimingCase) {
        let page = SimulatedSingleDriverPage(mode: .parent, pin: 100, releaseTiming: timing.value)
        let header = RefreshController(header: .header, action: .manual {})
        header.metrics.positionOffset = page.driver.pageHeaderPositionOffset
        if let band = PageContainerPageRefresh.metrics(mode: .parent, coveredTop: page.layout.pinnedTop, height: header.metrics.height) {
            header.metrics.pinnedHeight = band.pinnedHeight
            header.metrics.triggerDistance = band.triggerDistance
        }
        page.pageHeader = header
        page.dragList(by: 600, duration: 1.0)
        page.releaseList()
        page.settle()
        #expect(header.state == .refreshing, "\(header.state)")
        let top = header.frame.origin.y - page.list.contentOffset.y  // in the page
        #expect(top >= 100 - 0.5, "the spinner's top is at \(top), under bars ending at 100")
        #expect(abs(top + header.frame.size.height + page.headerOffset) < 0.5, "right above the header (P \(page.headerOffset))")
    }

    @Test func onlyACoveredParentPageChangesTheBand() {
        #expect(PageContainerPageRefresh.metrics(mode: .child, coveredTop: 100, height: 54) == nil)
        #expect(PageContainerPageRefresh.metrics(mode: .parent, coveredTop: 0, height: 54) == nil)
        #expect(PageContainerPageRefresh.metrics(mode: .parent, coveredTop: .nan, height: 54) == nil)
        #expect(PageContainerPageRefresh.metrics(mode: .parent, coveredTop: 100, height: 54)
                == PageContainerPageRefresh.Metrics(pinnedHeight: 154, triggerDistance: 154))
        #expect(PageContainerPageRefresh.metrics(mode: .parent, coveredTop: 100, height: -1)?.pinnedHeight == 154)
    }
}

/// The release timings as test arguments.
enum ReleaseTimingCase: CaseIterable, Sendable {
    case late, onTime
    var value: SimulatedScrollView.ReleaseTiming { self == .late ? .late : .onTime }
}
