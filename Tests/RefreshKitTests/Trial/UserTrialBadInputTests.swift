import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: bad input: NaN, infinite and negative metrics, insets, sizes and durations.
@Suite @MainActor struct UserTrialBadInputTests {
    // MARK: Bad metrics

    @Test func badMetricsFallBackToTheDocumentedDefaults() {
        // Given a header with NaN height, negative trigger and pinned heights
        let metrics = RefreshMetrics(height: .nan, triggerDistance: -40, pinnedHeight: -10)
        let (scrollView, binding, header) = headerView(metrics: metrics)
        // When pulled past 54 and released
        scrollView.pullToRefresh()
        // Then it works as a 54-point header
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
        scrollView.end(header)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aNegativeTriggerDistanceDoesNotRefreshOnATouch() {
        // Given a header with a negative trigger distance
        let (scrollView, _, header) = headerView(metrics: RefreshMetrics(height: 54, triggerDistance: -100))
        // When the user scrolls up, or taps
        scrollView.pull(by: -100)
        scrollView.tap()
        scrollView.settle()
        // Then nothing refreshes
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aZeroHeightHeaderReportsFiniteProgress() {
        // Given a header of height 0
        let (scrollView, _, header) = headerView(metrics: RefreshMetrics(height: 0))
        var progresses: [Double] = []
        header.onPullProgress = { progresses.append($0) }
        // When pulled and released
        scrollView.pull(by: 100)
        // Then every progress it reported is a number, and it ends at rest with no inset
        #expect(progresses.allSatisfy { $0.isFinite })
        #expect(header.pullProgress.isFinite)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func aHeaderTallerThanTheScrollViewHoldsAtMostTheViewsHeight() {
        // Given a 2,000-point header
        let (scrollView, binding, header) = headerView(metrics: RefreshMetrics(height: 2000))
        // When begun
        scrollView.begin(header)
        // Then it holds at most the view's height, and gives it back
        #expect(binding.heldInset.top <= 812)
        scrollView.end(header)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func badMetricsSetWhileRefreshingFallBackWithoutLosingTheInset() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.pullToRefresh()
        // When the app sets a NaN height and an infinite pinned height
        header.metrics = RefreshMetrics(height: .nan, triggerDistance: .nan, pinnedHeight: .infinity)
        scrollView.settle()
        // Then it holds the default 54
        #expect(binding.heldInset.top == 54)
        scrollView.end(header)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func badFooterMetricsFallBackToTheDefaults() {
        // Given an auto footer with a negative height, a NaN percent and an infinite preload distance
        let metrics = RefreshMetrics(height: -5, triggerPercent: .nan, preloadDistance: .infinity)
        let (scrollView, binding, footer) = footerView(style: .auto, metrics: metrics)
        #expect(binding.heldInset.bottom == 44)
        // When dragged to 100 points short of the end
        scrollView.pull(by: -(scrollView.maxOffset - 100), duration: 1)
        // Then it has not loaded early
        #expect(footer.actionCount == 0)
        // and at the end it loads
        scrollView.pull(by: -300, duration: 1)
        #expect(footer.actionCount == 1)
    }

    @Test(arguments: [Double.infinity, .nan, -1])
    func badDurationsFallBackAndTheInsetStillGoesBack(duration: Double) {
        // Given pin and end durations that are infinite, NaN or negative
        let (scrollView, _, header) = headerView(
            configuration: RefreshConfiguration(pinDuration: duration, endDuration: duration))
        // When begun and ended
        header.beginRefreshing()
        scrollView.settle(limit: 2)
        #expect(scrollView.contentOffset.y == -54)
        header.endRefreshing()
        scrollView.settle(limit: 2)
        // Then it ended within the limit, exact
        #expect(header.state == .idle)
        expectRest(scrollView, offset: 0)
    }

    // MARK: Bad insets and sizes

    @Test func aNaNInsetFromTheAppIsSurvivedWhileRefreshing() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        // When the app writes a NaN inset through RefreshKit, then a good one
        binding.setAppContentInset(ScrollInsets(top: .nan, bottom: -.infinity))
        scrollView.settle()
        binding.setAppContentInset(ScrollInsets(top: 20))
        scrollView.end(header)
        // Then the app's last good inset is exact
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(binding.heldInset == .zero)
    }

    @Test func aNegativeAppInsetIsKeptExactly() {
        // Given an app inset of -30 at the top (content under a translucent bar)
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: -30))
        #expect(scrollView.contentOffset.y == 30)
        // When refreshed and ended
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 24)
        scrollView.end(header)
        // Then exact
        expectRest(scrollView, inset: ScrollInsets(top: -30), offset: 30)
    }

    @Test func aNegativeContentSizeCountsAsEmpty() {
        // Given an auto footer and a header
        let (scrollView, _, header, footer) = headerAndFooterView(.auto)
        // When the content size goes negative, then NaN, then back
        scrollView.setContentHeight(-500)
        scrollView.settle()
        #expect(footer.isHidden)
        scrollView.setContentHeight(.nan)
        scrollView.settle()
        scrollView.setContentHeight(2000)
        scrollView.settle()
        // Then everything is as for a normal list
        #expect(footer.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
    }

    @Test func aNaNContentSizeWhileRefreshingIsIgnored() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView()
        scrollView.pullToRefresh()
        // When the content size goes NaN, then infinite, then normal
        scrollView.setContentHeight(.nan)
        scrollView.advance(frames: 2)
        scrollView.setContentHeight(.infinity)
        scrollView.advance(frames: 2)
        scrollView.setContentHeight(2000)
        scrollView.settle()
        // Then the refresh is intact
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        scrollView.end(header)
        #expect(scrollView.contentInset == .zero)
    }
}
