import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// An app's or UIKit's scroll animation during RefreshKit's own offset animation (an unpin after `endRefreshing()`,
/// a pin after `beginRefreshing()`): RefreshKit yields as it does to a finger. The offset is UIKit's, the inset
/// follows, and the list ends where the app asked without jitter, whichever of the two display links steps first
/// in a frame (`scrollAnimationStepsAfterFrameClock`, `RK_SCROLL_ANIMATION`).
@MainActor @Suite struct OutsideScrollAnimationTests {
    /// The offsets of the frames recorded since `start`.
    func path(_ sv: SimulatedScrollView, from start: Int) -> [Double] { sv.frames[start...].map(\.offset) }

    /// Whether `path` never turns back: it moves one way (or stays) from frame to frame, within a pixel.
    func isMonotonic(_ path: [Double]) -> Bool {
        let steps = zip(path, path.dropFirst()).map { $1 - $0 }
        return steps.allSatisfy { $0 >= -0.34 } || steps.allSatisfy { $0 <= 0.34 }
    }

    /// Probe E of the device review: a refresh ends and the app at once scrolls to 600, animated. The app's scroll
    /// wins, straight, and the header's band is given back on the way.
    @Test(arguments: [false, true])
    func endThenScrollToARowEndsWhereTheAppAsked(animationAfterClock: Bool) throws {
        let s = SimulatedSession()
        s.scrollView.scrollAnimationStepsAfterFrameClock = animationAfterClock
        let header = try #require(s.header)
        s.pullToRefresh()
        s.scrollView.advance(0.5)
        #expect(header.state == .refreshing)
        let start = s.scrollView.frames.count
        header.endRefreshing()
        s.scrollView.setContentOffset(ScrollPoint(y: 600), animated: true)
        s.scrollView.advance(1)
        #expect(s.offset == 600)
        #expect(header.state == .idle)
        #expect(s.inset.top == 0)
        let path = path(s.scrollView, from: start)
        #expect(isMonotonic(path), "jitter: \(path)")
    }

    /// "Scroll to top and refresh": the app animates to the top, then begins a refresh. The list goes up without
    /// turning back, ends at the top, and the refreshing header is shown whole there (as at any rest).
    @Test(arguments: [false, true])
    func scrollToTopAndRefreshEndsAtTheTopWithoutJitter(animationAfterClock: Bool) throws {
        let s = SimulatedSession(behavior: .always, safeArea: ScrollInsets(top: 91, bottom: 34))
        s.scrollView.scrollAnimationStepsAfterFrameClock = animationAfterClock
        let header = try #require(s.header)
        s.scrollView.setContentOffset(ScrollPoint(y: 800))
        s.scrollView.advance(frames: 2)
        let start = s.scrollView.frames.count
        s.scrollView.setContentOffset(ScrollPoint(y: -91), animated: true)
        header.beginRefreshing()
        s.scrollView.advance(1.5)
        #expect(header.state == .refreshing)
        #expect(abs(s.offset - -(91 + 54)) < 0.5, "the header shown whole at the top: \(s.offset)")
        let path = path(s.scrollView, from: start)
        #expect(isMonotonic(path), "jitter: \(path)")
    }

    /// After yielding, an ending whose header is still revealed when the outside animation stops gives the rest
    /// back by itself: the refresh ends, the inset is the app's.
    @Test(arguments: [false, true])
    func anEndingInterruptedNearTheTopStillFinishes(animationAfterClock: Bool) throws {
        let s = SimulatedSession()
        s.scrollView.scrollAnimationStepsAfterFrameClock = animationAfterClock
        let header = try #require(s.header)
        s.pullToRefresh()
        s.scrollView.advance(0.5)
        header.endRefreshing()
        s.scrollView.advance(frames: 3)
        s.scrollView.setContentOffset(ScrollPoint(y: -40), animated: true)
        s.scrollView.advance(2)
        #expect(header.state == .idle)
        #expect(s.inset.top == 0)
        #expect(s.offset >= -0.34)
    }
}
