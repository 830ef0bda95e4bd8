import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The pure parts of a nested page: the combined offset and its split (`NestedScrollSpan`), momentum over it
/// (`NestedMomentum`), and how the finger is read from two pans (`NestedScrollBinding.Finger`).
/// Page: `Pmin` 0, sticky 200, list from 0 to 1,232 in a 768 pt viewport, page viewport 812.
@Suite struct NestedScrollSpanTests {
    func span(_ mode: NestedRefreshMode, anchor: Double = 0, top: Double = 0) -> NestedScrollSpan {
        NestedScrollSpan(mode: mode, parentTop: 0, sticky: 200, parentBottom: 200, parentLength: 812,
                         child: .init(anchor: anchor, top: top, bottom: 1232, length: 768))
    }

    struct Split: Sendable, CustomStringConvertible {
        var mode: NestedRefreshMode
        var x: Double
        var parent: Double
        var child: Double
        var description: String { "\(mode) X \(x)" }
    }

    nonisolated static let splits: [Split] = [
        Split(mode: .parent, x: 0, parent: 0, child: 0),
        Split(mode: .parent, x: 150, parent: 150, child: 0),
        Split(mode: .parent, x: 200, parent: 200, child: 0),
        Split(mode: .parent, x: 650, parent: 200, child: 450),
        Split(mode: .parent, x: 1432, parent: 200, child: 1232),
        Split(mode: .child, x: 120, parent: 120, child: 0),
        Split(mode: .child, x: 900, parent: 200, child: 700),
    ]

    @Test(arguments: splits) func aPositionInsideTheRangeSplitsHeaderFirstThenList(s: Split) {
        let span = span(s.mode)
        let shown = span.offsets(at: s.x, banded: true)
        #expect(shown.parent == s.parent && shown.child == s.child)
        #expect(abs(span.position(parent: s.parent, child: s.child, banded: true) - s.x) < 1e-9)
    }

    /// Past the top, the finger's overscroll is rubber-banded on the view that owns the top; the inverse gives
    /// the finger back, so a drag resumes without a jump.
    @Test(arguments: [NestedRefreshMode.parent, .child]) func overscrollAtTheTopBandsOnTheViewThatOwnsIt(mode: NestedRefreshMode) {
        let span = span(mode)
        let shown = span.offsets(at: -100, banded: true)
        let band = NestedScrollSpan.rubberBand(100, length: mode == .parent ? 812 : 768)
        if mode == .parent {
            #expect(abs(shown.parent + band) < 1e-9 && shown.child == 0)
        } else {
            #expect(shown.parent == 0 && abs(shown.child + band) < 1e-9)
        }
        #expect(band < 100 && band > 50)
        #expect(abs(span.position(parent: shown.parent, child: shown.child, banded: true) + 100) < 1e-6)
        // Momentum's overscroll is shown as is.
        let unbanded = span.offsets(at: -30, banded: false)
        #expect((mode == .parent ? unbanded.parent : unbanded.child) == -30)
    }

    @Test func overscrollPastTheListsEndBandsOnTheList() {
        let span = span(.parent)
        let shown = span.offsets(at: 1532, banded: true)
        #expect(shown.parent == 200)
        #expect(shown.child > 1232 && shown.child < 1332)
        #expect(abs(span.position(parent: 200, child: shown.child, banded: true) - 1532) < 1e-6)
    }

    /// Child mode, a list refreshing with its band hidden (anchor 0, top −54): pulling moves it into its band
    /// 1:1, and only past the band does the rubber band start.
    @Test func aRefreshBandAboveTheAnchorIsContentNotOverscroll() {
        let span = span(.child, anchor: 0, top: -54)
        #expect(span.low == -54)
        #expect(span.offsets(at: -30, banded: true) == (parent: 0, child: -30))
        let past = span.offsets(at: -154, banded: true)
        #expect(past.parent == 0 && past.child < -54 && past.child > -154)
        #expect(abs(span.position(parent: 0, child: past.child, banded: true) + 154) < 1e-6)
    }

    /// The page moved past the sticky offset by its own momentum: the excess is the list's motion.
    @Test func aPageMovedPastTheStickyOffsetHandsTheExcessToTheList() {
        let span = span(.parent)
        let x = span.position(parent: 230, child: 0, banded: false)
        #expect(x == 230)
        #expect(span.offsets(at: x, banded: false) == (parent: 200, child: 30))
    }

    @Test func aPageWithoutAListIsOneScrollView() {
        let span = NestedScrollSpan(mode: .parent, parentTop: 0, sticky: 200, parentBottom: 600, parentLength: 812)
        #expect(span.high == 600)
        #expect(span.offsets(at: 450, banded: true).parent == 450)
        #expect(span.offsets(at: 700, banded: true).parent < 700)
    }

    @Test func aViewThatDoesNotBounceShowsNoOverscroll() {
        var span = span(.parent)
        span.parentBounces = false
        #expect(span.offsets(at: -80, banded: true).parent == 0)
    }

    // MARK: - Rubber band

    @Test(arguments: [1.0, 50, 300, 2000]) func theRubberBandInvertsAndStaysBelowItsRange(overscroll: Double) {
        let shown = NestedScrollSpan.rubberBand(overscroll, length: 768)
        #expect(shown < overscroll && shown < 768)
        #expect(abs(NestedScrollSpan.fingerOverscroll(shown, length: 768) - overscroll) < 1e-6 * overscroll)
    }

    @Test func aZeroOrBadRangeShowsNoOverscroll() {
        #expect(NestedScrollSpan.rubberBand(100, length: 0) == 0)
        #expect(NestedScrollSpan.rubberBand(-5, length: 768) == 0)
        #expect(NestedScrollSpan.fingerOverscroll(30, length: 0) == 0)
    }

    // MARK: - Momentum

    /// Free momentum integrated frame by frame comes to rest where UIKit's projection says (v·r/(1 − r)).
    @Test(arguments: [0.5, 2.0, -3.0]) func momentumStopsWhereTheProjectionSays(velocity: Double) {
        var x = 5000.0, v = velocity
        for _ in 0..<2000 {
            let step = NestedMomentum.step(from: x, velocity: v, milliseconds: 1000 / 60.0, low: 0, high: 20000, rate: 0.998)
            x = step.position
            v = step.velocity
            if step.isResting { break }
        }
        let projected = 5000 + NestedMomentum.projectedDistance(velocity: velocity, rate: 0.998)
        #expect(abs(x - projected) < 6, "rested at \(x), projected \(projected)")  // UIKit stops below 0.01 pt/ms
        #expect(v == 0)
    }

    /// Momentum that reaches an end overshoots it and springs back to rest exactly at it.
    @Test func momentumIntoAnEndBouncesBackToIt() {
        var x = 100.0, v = -3.0, lowest = x
        for _ in 0..<600 {
            let step = NestedMomentum.step(from: x, velocity: v, milliseconds: 1000 / 60.0, low: 0, high: 1000, rate: 0.998)
            (x, v) = (step.position, step.velocity)
            lowest = min(lowest, x)
            if step.isResting { break }
        }
        #expect(lowest < 0)
        #expect(x == 0 && v == 0)
    }

    @Test func momentumReadsItsVelocityBackFromAStep() {
        let step = NestedMomentum.step(from: 0, velocity: 2, milliseconds: 16, low: -1e9, high: 1e9, rate: 0.998)
        let v = NestedMomentum.velocity(afterMoving: step.position, in: 16, rate: 0.998)
        #expect(v != nil && abs(v! - step.velocity) < 1e-9)
    }

    @Test func badNumbersStopMomentum() {
        #expect(NestedMomentum.step(from: .nan, velocity: 1, milliseconds: 16, low: 0, high: 10, rate: 0.998).position.isNaN)
        #expect(NestedMomentum.step(from: 5, velocity: .infinity, milliseconds: 16, low: 0, high: 10, rate: 0.998).isResting)
        #expect(NestedMomentum.velocity(afterMoving: 3, in: 0, rate: 0.998) == nil)
    }

    // MARK: - The finger from two pans

    func snapshot(tracking: Bool = true, translation: Double?) -> NestedScrollSnapshot {
        NestedScrollSnapshot(offset: 0, top: 0, bottom: 1000, isTracking: tracking, isDecelerating: false, time: 0,
                             translation: translation)
    }

    /// One finger, two pans updated in either order: each move counts once.
    @Test(arguments: [true, false]) func eachMoveCountsOnceWhicheverPanReportsIt(pageFirst: Bool) {
        var finger = NestedScrollBinding.Finger(time: 0)
        var total = finger.motion(snapshot(translation: 0), snapshot(translation: 0))
        var parentT = 0.0, childT = 0.0
        for _ in 0..<10 {
            if pageFirst { parentT -= 8 } else { childT -= 8 }
            total += finger.motion(snapshot(translation: parentT), snapshot(translation: childT))
            if pageFirst { childT -= 8 } else { parentT -= 8 }
            total += finger.motion(snapshot(translation: parentT), snapshot(translation: childT))
        }
        #expect(total == 80)
    }

    /// The page's pan begins only after the list's first move (the simulator's list-first order): that move,
    /// reported again by the page when it begins moving, is not counted twice.
    @Test func aPanThatBeginsLateDoesNotCountAMoveTwice() {
        var finger = NestedScrollBinding.Finger(time: 0)
        var total = finger.motion(snapshot(translation: nil), snapshot(translation: 0))
        total += finger.motion(snapshot(translation: nil), snapshot(translation: -5))
        total += finger.motion(snapshot(translation: 0), snapshot(translation: -5))
        total += finger.motion(snapshot(translation: -5), snapshot(translation: -5))
        #expect(total == 5)
    }

    /// A pan that ends and begins again while the other goes on starts from zero, not from its old translation.
    @Test func aPanThatBeginsAgainStartsFromZero() {
        var finger = NestedScrollBinding.Finger(time: 0)
        var total = finger.motion(snapshot(translation: 0), snapshot(translation: 0))
        total += finger.motion(snapshot(translation: -100), snapshot(translation: -100))
        total += finger.motion(snapshot(tracking: false, translation: nil), snapshot(translation: -100))
        total += finger.motion(snapshot(translation: 0), snapshot(translation: -110))
        total += finger.motion(snapshot(translation: -10), snapshot(translation: -110))
        #expect(total == 110)
    }
}

extension NestedScrollSpanTests {
    /// A page a rounding short of the sticky offset under a scrolled list reads as stuck: a drag continues
    /// from the list's position instead of snapping it to its top (a long random session found it).
    @Test func aScrolledListUnderAPageARoundingShortReadsAsStuck() {
        let span = span(.child)
        #expect(abs(span.position(parent: 199.9999, child: 163.67, banded: true) - 363.6699) < 1e-6)
    }
}
