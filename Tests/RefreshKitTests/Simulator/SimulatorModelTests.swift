import Testing
import RefreshKit
@testable import RefreshKitSimulator

/// The simulator reproduces UIKit's numbers (`SimulatedScrollView` names what backs each) before any
/// engine is attached: the rubber band, release and momentum, the bounce, inset and offset rules, KVO order.
@MainActor @Suite struct SimulatorModelTests {
    /// The scenarios' defaults: 390×812, content 2000, no insets, `.never`, 60 Hz.
    func makeScrollView() -> SimulatedScrollView {
        let sv = SimulatedScrollView()
        sv.contentInsetAdjustmentBehavior = .never
        sv.framesPerSecond = 60
        return sv
    }

    @Test(arguments: [(106.0, -54.33), (100, -51.67), (150, -75), (80, -41.67)])
    func dragRubberBandsAndRoundsToPixels(distance: Double, shown: Double) {
        let sv = makeScrollView()
        sv.drag(by: distance)
        #expect(abs(sv.contentOffset.y - shown) < 0.005)
        #expect(sv.isDragging && sv.isTracking)
    }

    @Test func dragFromScratchEachFrameDoesNotAccumulate() {
        let sv = makeScrollView()
        sv.drag(by: 50)
        sv.drag(by: 56)
        #expect(abs(sv.contentOffset.y - -54.33) < 0.005)  // same as one 106 pt drag
    }

    @Test func bounceBackFrom54TakesAbout466ms() {
        let sv = makeScrollView()
        sv.drag(by: 105.2)
        sv.hold(0.2)
        let released = sv.time
        sv.release(velocity: 0)
        #expect(sv.callbacks.contains(.didEndDragging(willDecelerate: true)))
        sv.settle()
        let took = sv.time - released
        #expect(abs(took - 0.466) < 0.03)
        #expect(sv.contentOffset.y == 0)
        #expect(sv.callbacks.filter { $0 == .didEndDecelerating }.count == 1)
    }

    @Test func flickOf2ptPerMsProjects994pt() {
        let sv = makeScrollView()
        sv.setContentSize(ScrollSize(width: 390, height: 5000))
        sv.setContentOffset(ScrollPoint(y: 500))
        sv.fling(velocity: 2)
        let target = sv.callbacks.compactMap { if case .willEndDragging(_, let t) = $0 { t } else { nil } }.first
        let start = 500 + 3 * 2 * (1000.0 / 60)
        #expect(abs((target ?? 0) - (start + 994)) < 1.5)
        sv.settle()
        #expect(abs(sv.contentOffset.y - (start + 994)) < 2)
    }

    @Test func slowReleaseBelowMomentumThresholdDoesNotDecelerate() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 500))
        sv.drag(by: -30, duration: 1)
        sv.release()
        #expect(sv.callbacks.contains(.didEndDragging(willDecelerate: false)))
        #expect(!sv.isDecelerating && !sv.isDragging)
    }

    @Test func flickToTopOvershootsThenSpringsBackAndStopsDragging() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 500))
        sv.fling(velocity: -2)
        #expect(sv.isDragging)  // in-bounds momentum still reads as dragging
        var overshoot = 0.0
        var draggingWhileOutside = false
        while sv.isDecelerating {
            sv.advance(frames: 1)
            overshoot = min(overshoot, sv.contentOffset.y)
            if sv.contentOffset.y < 0 && sv.isDragging { draggingWhileOutside = true }
        }
        #expect(overshoot < 0 && overshoot > -80)
        #expect(!draggingWhileOutside)
        #expect(sv.contentOffset.y == 0)
    }

    @Test func insetChangeClampsButNeverTranslates() {
        let sv = makeScrollView()
        sv.setContentInset(ScrollInsets(top: 60))
        #expect(sv.contentOffset.y == 0)  // at rest at 0: inside the new range, not moved
        sv.setContentOffset(ScrollPoint(y: -60))
        sv.setContentInset(.zero)
        #expect(sv.contentOffset.y == 0)  // outside the new range: clamped
        #expect(sv.callbacks.last == .adjustedContentInsetDidChange)
    }

    @Test func unanimatedInsetAtReleaseShowsTheStaleIntegratorFrame() {
        let sv = makeScrollView()
        sv.drag(by: 150)
        sv.release(velocity: 0)
        sv.setContentInset(ScrollInsets(top: 54))   // as a naive library does in didEndDragging
        #expect(sv.contentOffset.y == -54)          // clamped at once
        sv.advance(frames: 1)
        #expect(sv.contentOffset.y < -60)           // the integrator resumes from its own offset
        sv.settle()
        #expect(sv.contentOffset.y == -54)
    }

    @Test func setContentOffsetEarlyOutsWhenUnchanged() {
        let sv = makeScrollView()
        let before = sv.offsetChanges
        sv.setContentOffset(ScrollPoint(y: 0))
        sv.setContentOffset(ScrollPoint(y: 0.1))  // rounds to 0 at scale 3
        #expect(sv.offsetChanges == before)
    }

    @Test func animatedOffsetTakesPoint3SecondsAndScrollsEveryFrame() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: -54), animated: true)
        let before = sv.offsetChanges
        sv.advance(0.3)
        #expect(sv.contentOffset.y == -54)
        #expect(sv.offsetChanges - before == 18)
        #expect(sv.callbacks.last == .didEndScrollingAnimation)
        let count = sv.callbacks.count
        sv.setContentOffset(ScrollPoint(y: -54), animated: true)
        sv.advance(0.3)
        #expect(sv.callbacks.count == count)
    }

    @Test func touchCancelsAnOffsetAnimation() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 300), animated: true)
        sv.advance(0.1)
        sv.touchDown()
        let held = sv.contentOffset.y
        sv.advance(0.3)
        #expect(sv.contentOffset.y == held)
        #expect(!sv.isScrollAnimating)
    }

    @Test func plainWritesDuringDecelerationAreOverwrittenNextFrame() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 500))
        sv.fling(velocity: 1)
        let y = sv.contentOffset.y
        sv.setContentOffset(ScrollPoint(y: 100))
        sv.advance(frames: 1)
        #expect(sv.contentOffset.y > y)
    }

    @Test func externalWritesWhileDraggingAreOverwrittenByTheNextPanUpdate() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 400))
        sv.drag(by: -50)
        sv.setContentOffset(ScrollPoint(y: 0))
        sv.drag(by: -10, duration: 1.0 / 60)
        #expect(sv.contentOffset.y == 460)
    }

    @Test func adjustmentBehaviorDecidesTheSafeAreaEdges() {
        let sv = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        sv.setSafeAreaInsets(ScrollInsets(top: 47, bottom: 34))
        #expect(sv.adjustedContentInset == .zero)          // short content does not scroll
        sv.alwaysBounceVertical = true
        #expect(sv.adjustedContentInset == ScrollInsets(top: 47, bottom: 34))
        #expect(sv.contentOffset.y == -47)                 // clamped into the new range
        sv.contentInsetAdjustmentBehavior = .never
        #expect(sv.adjustedContentInset == .zero)
        sv.contentInsetAdjustmentBehavior = .always
        #expect(sv.adjustedContentInset == ScrollInsets(top: 47, bottom: 34))
    }

    @Test func safeAreaChangeAtRestKeepsTheDistanceButNotWhileDragging() {
        let sv = SimulatedScrollView()
        sv.contentInsetAdjustmentBehavior = .always
        sv.setSafeAreaInsets(ScrollInsets(top: 140))
        #expect(sv.contentOffset.y == -140)
        sv.setSafeAreaInsets(ScrollInsets(top: 91))
        #expect(sv.contentOffset.y == -91)
        sv.drag(by: -20)
        let y = sv.contentOffset.y
        sv.setSafeAreaInsets(ScrollInsets(top: 120))
        #expect(sv.contentOffset.y == y)
    }

    @Test func contentSizeChangeWhilePastTheEndDoesNotJump() {
        let sv = makeScrollView()
        sv.setContentOffset(ScrollPoint(y: 1188))
        var sizeNotifications = 0
        sv.observers.append { _, change in if change == .contentSize { sizeNotifications += 1 } }
        sv.drag(by: -100)
        let y = sv.contentOffset.y
        sv.setContentSize(ScrollSize(width: 390, height: 2600))
        sv.drag(by: -1, duration: 1.0 / 60)
        #expect(abs(sv.contentOffset.y - y) < 2)
        #expect(sizeNotifications == 1)
    }

    @Test func grabbingABounceHoldsTheOffset() {
        let sv = makeScrollView()
        sv.drag(by: 150)
        sv.release(velocity: 0)
        sv.advance(0.1)
        let y = sv.contentOffset.y
        sv.touchDown()
        #expect(sv.callbacks.last == .didEndDecelerating)
        sv.advance(0.2)
        #expect(sv.contentOffset.y == y)
        sv.drag(by: 1, duration: 1.0 / 60)
        #expect(abs(sv.contentOffset.y - y) < 1)  // the band is rebased: no jump
    }

    @Test func nestedScrollViewsMoveTogetherWhenRecognisingSimultaneously() {
        let outer = makeScrollView(), inner = makeScrollView()
        outer.simultaneousPartners = [inner]
        outer.drag(by: 100)
        #expect(abs(inner.contentOffset.y - -51.67) < 0.005)
        #expect(abs(outer.contentOffset.y - -51.67) < 0.005)
    }
}
