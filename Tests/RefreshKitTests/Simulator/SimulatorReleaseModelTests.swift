import Testing
import RefreshKit
@testable import RefreshKitSimulator

/// The release and the touch on a moving view, as `-[UIScrollView _endPanNormal:]` and `_beginTrackingWithEvent:`
/// do them (decompiled iOS 26.1 UIKitCore; the simulator's rule table in TestingWithTheSimulator.md, issue 26).
@MainActor @Suite struct SimulatorReleaseModelTests {
    func flung(_ velocity: Double = 2, frames: Int = 5) -> SimulatedScrollView {
        let sv = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 8000))
        sv.contentInsetAdjustmentBehavior = .never
        sv.catchesFlingsAtTouchDown = true  // the default reading; CI's second run flips the default
        sv.fling(velocity: velocity)
        sv.advance(frames: frames)
        return sv
    }

    /// The callbacks since `count` of them had been made.
    func callbacks(_ sv: SimulatedScrollView, since count: Int) -> [SimulatedScrollView.Callback] {
        Array(sv.callbacks.dropFirst(count))
    }

    /// Given a list coasting, when a finger taps it, then the fling stops where it was (the tap's lift is a
    /// release at zero velocity): `willBeginDragging` at the touch, `didEndDecelerating` on the next frame, and no
    /// motion after.
    @Test func aTapStopsAFling() {
        let sv = flung()
        let before = sv.callbacks.count
        #expect(sv.isDecelerating)
        sv.touchDown()
        #expect(sv.isDragging && sv.isDecelerating, "the pan begins at the touch; the paused fling still decelerates")
        #expect(callbacks(sv, since: before) == [.willBeginDragging])
        let y = sv.contentOffset.y
        sv.touchUp()
        sv.advance(frames: 1)
        #expect(!sv.isDecelerating && !sv.isDragging)
        let made = callbacks(sv, since: before)
        #expect(made.contains(.didEndDragging(willDecelerate: false)) && made.last == .didEndDecelerating)
        sv.advance(frames: 30)
        #expect(sv.contentOffset.y == y)
    }

    /// Without `_shouldTrackImmediatelyWhileDecelerating` (the variant), a tap only pauses the fling, which goes on
    /// at the lift.
    @Test func withoutTheImmediateCatchATapLetsTheFlingGoOn() {
        let sv = flung()
        sv.catchesFlingsAtTouchDown = false
        let y = sv.contentOffset.y
        sv.tap()
        sv.advance(frames: 1)
        #expect(sv.isDecelerating && sv.contentOffset.y > y)
    }

    /// Given a caught fling held and dragged, then `isDecelerating` stays true through the drag (the heartbeat is
    /// only paused), and a new fling at the lift begins decelerating again.
    @Test func aCaughtFlingStaysDeceleratingThroughTheDrag() {
        let sv = flung()
        let before = sv.callbacks.count
        sv.moveFinger(by: -20)
        sv.advance(frames: 1)
        #expect(sv.isTracking && sv.isDragging && sv.isDecelerating)
        #expect(!callbacks(sv, since: before).contains(.didEndDecelerating))
        sv.fling(velocity: 1.5)
        #expect(sv.isDecelerating)
        #expect(callbacks(sv, since: before).filter { $0 == .willBeginDecelerating }.count == 1)
        #expect(!callbacks(sv, since: before).contains(.didEndDecelerating))
    }

    /// `_endPanNormal:` applies the 0.25 pt/ms threshold to the last velocity sample and blends the last two
    /// samples (0.75 · previous + 0.25 · last) only for a release that goes on.
    @Test(arguments: [(0.5, 0.1, 0.0), (0.1, 0.3, 0.15), (1.0, 2.0, 1.25)])
    func theThresholdReadsTheLastSample(previous: Double, last: Double, released: Double) {
        let sv = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 8000))
        sv.setContentOffset(ScrollPoint(y: 1000))
        sv.moveFinger(by: -1)
        sv.pan?.previousVelocity = previous
        sv.pan?.velocity = last
        sv.release()
        let expected: SimulatedScrollView.Callback = .didEndDragging(willDecelerate: released != 0)
        #expect(sv.callbacks.contains(expected))
        let velocities = sv.callbacks.compactMap { if case .willEndDragging(let v, _) = $0 { v } else { nil } }
        #expect(velocities.count == 1 && abs((velocities.first ?? .nan) - released) < 1e-9)
    }

    /// Given a list coasting, when it leaves its window, then the motion stops where it is, silently: no
    /// `didEndDecelerating`, nothing moves later.
    @Test func leavingTheWindowStopsAFlingSilently() {
        let sv = flung()
        let before = sv.callbacks.count
        sv.setInWindow(false)
        let y = sv.contentOffset.y
        sv.advance(frames: 10)
        #expect(!sv.isDecelerating && sv.contentOffset.y == y)
        #expect(!callbacks(sv, since: before).contains(.didEndDecelerating))
    }

    /// Out of a window an animated offset change lands at once and reports its end.
    @Test func anAnimatedMoveOutOfAWindowLandsAtOnce() {
        let sv = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 8000))
        sv.setInWindow(false)
        sv.setContentOffset(ScrollPoint(y: 300), animated: true)
        #expect(sv.contentOffset.y == 300 && !sv.isScrollAnimating)
        #expect(sv.callbacks.last == .didEndScrollingAnimation)
    }
}
