import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page refresh in parent mode under the bars (issue 34, finding 4): its spinner shows below the bars.
@MainActor @Suite struct PageContainerPageRefreshTests {
    /// The page's refresh header set up as `PageContainerView` sets it: placed above the header, its band covered by the
    /// bars, both added to the app's own metrics (`RefreshMetrics.host`).
    private func pageHeader(on page: SimulatedSingleDriverPage, app: (RefreshMetrics) -> RefreshMetrics = { $0 }) -> RefreshController {
        let header = RefreshController(header: app(.header), action: .manual {})
        header.metrics.host = RefreshMetrics.HostAdjustment(cover: PageContainerPageRefresh.cover(mode: page.mode, coveredTop: page.layout.pinnedTop),
                                                            positionOffset: page.driver.pageHeaderPositionOffset)
        page.pageHeader = header
        return header
    }

    /// Given a parent-mode page whose tabs stick at 100 (bars ending at 100), with the page's refresh header set up as
    /// `PageContainerView` sets it, when a pull refreshes the page, then at rest the refresh view lies below the bars, right
    /// above the header; before the fix (its own 54 pt band) it lay at y 0…54, under them. With `swiftUIUpdate`, a
    /// SwiftUI update of the page's `.rk.header` writes its style's values (trigger nil, position 0) before the pull, as
    /// the attachment does at every update of the page (a scroll-state write): before the review's fix the container's
    /// values lived in the same metrics and were undone, the spinner then sat on the lists' content, under the header.
    @Test(arguments: [ReleaseTimingCase.late, .onTime], [false, true])
    func theParentRefreshSpinnerShowsBelowTheBars(timing: ReleaseTimingCase, swiftUIUpdate: Bool) {
        let page = SimulatedSingleDriverPage(mode: .parent, pin: 100, releaseTiming: timing.value)
        let header = pageHeader(on: page)
        if swiftUIUpdate { header.metrics = RefreshStyleMetrics().applied(to: header.metrics) }
        page.dragList(by: 600, duration: 1.0)
        page.releaseList()
        page.settle()
        #expect(header.state == .refreshing, "\(header.state)")
        let top = header.frame.origin.y - page.list.contentOffset.y  // in the page
        #expect(top >= 100 - 0.5, "the spinner's top is at \(top), under bars ending at 100")
        #expect(abs(top + header.frame.size.height + page.headerOffset) < 0.5, "right above the header (P \(page.headerOffset))")
    }

    /// Given an app whose page refresh header triggers at 120 and holds 70 while it refreshes, when a parent-mode page
    /// under bars ending at 100 refreshes, then it triggers 120 below the bars and holds 70 below them; before, the
    /// container wrote 154 over both at every layout.
    @Test func theAppsTriggerAndBandCountFromBelowTheBars() {
        let page = SimulatedSingleDriverPage(mode: .parent, pin: 100)
        let header = pageHeader(on: page) { metrics in
            var metrics = metrics
            metrics.triggerDistance = 120
            metrics.pinnedHeight = 70
            return metrics
        }
        #expect(header.metrics.triggerDistance == 120 && header.metrics.pinnedHeight == 70, "the app's values stay its own")
        page.dragList(by: 190, duration: 1.0)  // about 200 - 54: short of 220
        page.releaseList()
        page.settle()
        #expect(header.state == .idle, "a pull short of 120 below the bars refreshed: \(header.state)")
        page.dragList(by: 600, duration: 1.0)
        page.releaseList()
        page.settle()
        #expect(header.state == .refreshing, "\(header.state)")
        #expect(abs(page.headerOffset + 170) < 0.5, "the band held is 70 below the bars: P \(page.headerOffset)")
    }

    @Test func onlyACoveredParentPageAddsTheCover() {
        #expect(PageContainerPageRefresh.cover(mode: .child, coveredTop: 100) == 0)
        #expect(PageContainerPageRefresh.cover(mode: .parent, coveredTop: 0) == 0)
        #expect(PageContainerPageRefresh.cover(mode: .parent, coveredTop: .nan) == 0)
        #expect(PageContainerPageRefresh.cover(mode: .parent, coveredTop: 100) == 100)
        var metrics = RefreshMetrics(height: 54, triggerDistance: 80)
        metrics.host = RefreshMetrics.HostAdjustment(cover: 100, positionOffset: 244)
        #expect(metrics.resolvedTrigger == 180 && metrics.resolvedPinned == 154 && metrics.resolvedPositionOffset == 244)
        metrics.host.cover = .nan
        #expect(metrics.resolvedTrigger == 80)
    }
}

/// The release timings as test arguments.
enum ReleaseTimingCase: CaseIterable, Sendable {
    case late, onTime
    var value: SimulatedScrollView.ReleaseTiming { self == .late ? .late : .onTime }
}
