import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// An app's or UIKit's scroll animation during RefreshKit's own offset animation (an unpin after `endRefreshing()`,
/// a pin after `beginRefreshing()`): RefreshKit yields as it does to a finger. The offset is UIKit's, the inset
/// follows, and the list ends where the app asked without jitter, whichever of the two display links steps first
/// in a frame (`scrollAnimationStepsAfterFrameClock`, `RK_SCROLL_ANIMATION`). UIKit's host sees UIKit's animation
/// through `isScrollAnimating` from iOS 17.4 on (`systemHasScrollAnimating`); before, it reports it as not known and
/// the documented order (end, then scroll; scroll, then begin) ends where the app asked.
@MainActor @Suite struct OutsideScrollAnimationTests {
    /// The offsets of the frames recorded since `start`.
    func path(_ sv: SimulatedScrollView, from start: Int) -> [Double] { sv.frames[start...].map(\.offset) }

    /// Whether `path` never turns back: it moves one way (or stays) from frame to frame, within a pixel.
    func isMonotonic(_ path: [Double]) -> Bool {
        let steps = zip(path, path.dropFirst()).map { $1 - $0 }
        return steps.allSatisfy { $0 >= -0.34 } || steps.allSatisfy { $0 <= 0.34 }
    }

    /// `s` with UIKit's scroll animation stepping after RefreshKit's frame clock or before it, on a system that has
    /// `isScrollAnimating` (iOS 17.4 on) or not.
    func configured(_ s: SimulatedSession, afterClock: Bool, systemHasIt: Bool = true) -> SimulatedSession {
        s.scrollView.scrollAnimationStepsAfterFrameClock = afterClock
        s.scrollView.systemHasScrollAnimating = systemHasIt
        return s
    }

    /// A plain session whose header a pull set refreshing half a second ago.
    func refreshing(afterClock: Bool, systemHasIt: Bool = true) throws -> (SimulatedSession, RefreshController) {
        let s = configured(SimulatedSession(), afterClock: afterClock, systemHasIt: systemHasIt)
        let header = try #require(s.header)
        s.pullToRefresh()
        s.scrollView.advance(0.5)
        return (s, header)
    }

    /// Probe E of the device review: a refresh ends and the app at once scrolls to 600, animated. The app's scroll
    /// wins, straight, and the header's band is given back on the way.
    @Test(arguments: [false, true])
    func endThenScrollToARowEndsWhereTheAppAsked(animationAfterClock: Bool) throws {
        let (s, header) = try refreshing(afterClock: animationAfterClock)
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
        let s = configured(SimulatedSession(behavior: .always, safeArea: ScrollInsets(top: 91, bottom: 34)), afterClock: animationAfterClock)
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
        let (s, header) = try refreshing(afterClock: animationAfterClock)
        header.endRefreshing()
        s.scrollView.advance(frames: 3)
        s.scrollView.setContentOffset(ScrollPoint(y: -40), animated: true)
        s.scrollView.advance(2)
        #expect(header.state == .idle)
        #expect(s.inset.top == 0)
        #expect(s.offset >= -0.34)
    }

    // MARK: What the host reports

    /// The reading carries UIKit's animation only where the system has `isScrollAnimating` (nil below iOS 17.4: not
    /// known, never a false "not animating"), and only for UIKit's own animation: not for momentum, nor while
    /// RefreshKit animates the offset itself with plain writes ([UK] `-isScrollAnimating`: the weak `_animation` or
    /// an assertion; `-isDecelerating`: `_scrollHeartbeat`).
    @Test(arguments: [true, false])
    func theReadingReportsOnlyUIKitsAnimationAndOnlyWhereTheSystemHasIt(systemHasIt: Bool) throws {
        let s = SimulatedSession()
        s.scrollView.systemHasScrollAnimating = systemHasIt
        let header = try #require(s.header)
        let notAnimating: Bool? = systemHasIt ? false : nil
        #expect(s.scrollView.reading.isScrollAnimating == notAnimating)
        s.scrollView.setContentOffset(ScrollPoint(y: 600), animated: true)
        s.scrollView.advance(frames: 3)
        #expect(s.scrollView.reading.isScrollAnimating == (systemHasIt ? true : nil))
        s.scrollView.settle()
        #expect(s.scrollView.reading.isScrollAnimating == notAnimating)
        s.scrollView.fling(velocity: -3)
        s.scrollView.advance(frames: 3)
        #expect(s.scrollView.isDecelerating)
        #expect(s.scrollView.reading.isScrollAnimating == notAnimating, "momentum is no scroll animation")
        s.scrollView.settle()
        s.scrollView.setContentOffset(ScrollPoint(y: 0))
        s.pullToRefresh()
        s.scrollView.advance(0.5)
        header.endRefreshing()
        s.scrollView.advance(frames: 3)
        #expect(s.scrollView.frameClockRunning, "RefreshKit's own ending animates the offset")
        #expect(s.scrollView.reading.isScrollAnimating == notAnimating, "RefreshKit's plain writes are no scroll animation")
    }

    // MARK: Below iOS 17.4

    /// Below iOS 17.4 RefreshKit cannot see UIKit's animation and does not yield; whichever display link wins, the
    /// ending still ends: the header idle, the band given back, the content inside its range.
    @Test(arguments: [false, true])
    func belowIOS17_4AnEndingThatMeetsAScrollAnimationStillEnds(animationAfterClock: Bool) throws {
        let (s, header) = try refreshing(afterClock: animationAfterClock, systemHasIt: false)
        header.endRefreshing()
        s.scrollView.setContentOffset(ScrollPoint(y: 600), animated: true)
        s.scrollView.advance(0.1)
        #expect(s.scrollView.refresh?.engine.yieldsToScroll == false)
        s.scrollView.settle()
        #expect(header.state == .idle)
        #expect(s.inset.top == 0)
        #expect(s.offset >= s.scrollView.minOffset - 0.34 && s.offset <= s.scrollView.maxOffset + 0.34)
    }

    /// The documented order for every iOS version: end, then scroll in the ending's completion. The list goes to the
    /// row straight, after the band is back.
    @Test(arguments: [false, true], [true, false])
    func endThenScrollInTheCompletionEndsWhereTheAppAsked(animationAfterClock: Bool, systemHasScrollAnimating: Bool) throws {
        let (s, header) = try refreshing(afterClock: animationAfterClock, systemHasIt: systemHasScrollAnimating)
        let start = s.scrollView.frames.count
        let scrollView = s.scrollView
        header.endRefreshing { scrollView.setContentOffset(ScrollPoint(y: 600), animated: true) }
        s.scrollView.advance(1.5)
        #expect(s.offset == 600)
        #expect(header.state == .idle)
        #expect(s.inset.top == 0)
        let path = path(s.scrollView, from: start)
        #expect(isMonotonic(path), "jitter: \(path)")
    }

    /// The documented order for "scroll to top and refresh" on every iOS version: scroll to the top, and begin once the
    /// scroll animation ended (`scrollViewDidEndScrollingAnimation(_:)`). The list goes up straight and the header
    /// shows whole at the top.
    @Test(arguments: [false, true], [true, false])
    func scrollToTopThenRefreshWhenItEndsShowsTheHeaderWhole(animationAfterClock: Bool, systemHasScrollAnimating: Bool) throws {
        let s = configured(SimulatedSession(behavior: .always, safeArea: ScrollInsets(top: 91, bottom: 34)), afterClock: animationAfterClock, systemHasIt: systemHasScrollAnimating)
        let header = try #require(s.header)
        s.scrollView.setContentOffset(ScrollPoint(y: 800))
        s.scrollView.advance(frames: 2)
        let start = s.scrollView.frames.count
        s.scrollView.setContentOffset(ScrollPoint(y: -91), animated: true)
        for _ in 0..<120 where s.scrollView.isScrollAnimating { s.scrollView.advance(frames: 1) }
        #expect(s.scrollView.callbacks.contains(.didEndScrollingAnimation))
        header.beginRefreshing()
        s.scrollView.advance(1)
        #expect(header.state == .refreshing)
        #expect(abs(s.offset - -(91 + 54)) < 0.5, "the header shown whole at the top: \(s.offset)")
        let path = path(s.scrollView, from: start)
        #expect(isMonotonic(path), "jitter: \(path)")
    }
}
