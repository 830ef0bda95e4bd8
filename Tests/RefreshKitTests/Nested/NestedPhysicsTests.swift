import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A nested page behaves like one scroll view holding the header, the tabs and the current list (issue 19):
/// every frame of a drag moves the content by the finger, the rubber band appears only at the combined
/// content's real ends, a fling travels as far as on one scroll view, and a drag on the header links into the
/// list. Every test runs in both modes and in the four variants of the simulated page (which pan UIKit updates
/// first; whether a pan proposes `start − translation` or moves from where its view shows).
///
/// Page: header 200 pt, tabs 44 pt, lists in a 768 pt pager, 60 fps. `X = P + C` is the combined offset while
/// the list is inside its range; the twin is one scroll view with the same viewport and content (812 pt high,
/// content `812 + 200 + (list − 768)`).
@MainActor @Suite struct NestedPhysicsTests {
    struct Case: Sendable, CustomStringConvertible {
        var mode: NestedRefreshMode
        var variant: SimulatedNestedPage.Variant
        var description: String { "\(mode), \(variant)" }
    }

    nonisolated static let cases: [Case] = [NestedRefreshMode.parent, .child].flatMap { mode in
        SimulatedNestedPage.Variant.all.map { Case(mode: mode, variant: $0) }
    }

    func page(_ c: Case, list: Double = 2000) -> SimulatedNestedPage {
        SimulatedNestedPage(mode: c.mode, childContentHeights: [list, list, list], variant: c.variant)
    }

    /// One scroll view with the page's viewport and the same content as header, tabs and `list`, released as
    /// the page's views are (`timing`).
    func twin(list: Double = 2000, timing: SimulatedScrollView.ReleaseTiming) -> SimulatedScrollView {
        let view = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812),
                                       contentSize: ScrollSize(width: 390, height: 812 + 200 + (list - 768)))
        view.framesPerSecond = 60
        view.contentInsetAdjustmentBehavior = .never
        view.releaseTiming = timing
        return view
    }

    func x(_ page: SimulatedNestedPage) -> Double { page.parent.contentOffset.y + page.child.contentOffset.y }

    /// Places the page at `parent` / `child` and lets it come to rest.
    func place(_ page: SimulatedNestedPage, parent: Double, child: Double) {
        page.parent.setContentOffset(ScrollPoint(y: parent))
        page.child.setContentOffset(ScrollPoint(y: child))
        page.settle()
    }

    /// Drags a finger on `view` by `step` a frame for `frames` frames; returns the largest difference between the
    /// content's motion and the finger's on any frame.
    func drag(_ page: SimulatedNestedPage, on view: SimulatedScrollView, step: Double, frames: Int) -> Double {
        var worst = 0.0
        for _ in 0..<frames {
            let before = x(page)
            view.moveFinger(by: step)
            page.advance(frames: 1)
            worst = max(worst, abs((x(page) - before) + step))
        }
        return worst
    }

    // MARK: - The finger

    /// Given the page at its top, when a finger on the list moves up 420 pt in 8 pt frames, then every frame
    /// moves the content 8 pt, the hand-off frame where the tabs stick included, and the content ends 420 pt on.
    @Test(arguments: cases) func everyFrameOfADragUpMovesTheContentByTheFinger(c: Case) {
        let page = page(c)
        let worst = drag(page, on: page.child, step: -8, frames: 52)
        _ = drag(page, on: page.child, step: -4, frames: 1)
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger")
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(x(page) - 420) < 0.5, "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
    }

    /// Given P 200 / C 300, when a finger on the list moves down 13 pt a frame, then every frame moves the
    /// content 13 pt, including the frame where the list reaches its top and the header starts to come back.
    @Test(arguments: cases) func everyFrameOfADragDownMovesTheContentByTheFinger(c: Case) {
        let page = page(c)
        place(page, parent: 200, child: 300)
        let worst = drag(page, on: page.child, step: 13, frames: 30)
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger")
        #expect(page.child.contentOffset.y == 0)
        #expect(abs(page.parent.contentOffset.y - 110) < 0.5)
    }

    /// Given the page at its top, when a finger drags 1,107 pt up and the same 1,107 pt back down in one drag,
    /// then both views end exactly at their tops: nothing is pulled, no header leaves idle.
    @Test(arguments: cases) func aDragThereAndBackEndsWhereItStarted(c: Case) {
        let page = page(c)
        let header = RefreshController(header: .header, action: .manual {})
        (c.mode == .parent ? page.parent : page.child).installRefresh().attach(header)
        _ = drag(page, on: page.child, step: -1107.0 / 60, frames: 60)
        _ = drag(page, on: page.child, step: 1107.0 / 45, frames: 45)
        #expect(abs(page.parent.contentOffset.y) < 0.5 && abs(page.child.contentOffset.y) < 0.5,
                "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
        #expect(header.state == .idle)
    }

    /// Given the page at its top, when one drag moves 1,516 pt toward the end of a 2,000 pt list, then the list
    /// follows the finger 1:1 to its end (1,232), rubber-bands only past it, and its auto footer loads.
    @Test(arguments: cases) func aLongDragFollowsTheFingerToTheListsEnd(c: Case) {
        let page = page(c)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.child.installRefresh().attach(footer)
        var worst = 0.0
        for _ in 0..<190 {
            let before = x(page)
            page.child.moveFinger(by: -8)
            page.advance(frames: 1)
            if page.child.contentOffset.y < page.child.maxOffset - 0.5 { worst = max(worst, abs(x(page) - before - 8)) }
        }
        #expect(worst < 0.5, "a frame moved \(worst) pt off the finger before the end")
        #expect(page.child.contentOffset.y > 1232, "the list stopped at \(page.child.contentOffset.y)")
        #expect(footer.actionCount == 1)
    }

    /// Parent mode: given P 200 / C 150, when a finger drags down 300 pt in 7 pt frames... (`X` 350 → 50): the
    /// page follows 1:1 after the hand-off and ends at P 50. Child mode ends the same.
    @Test(arguments: cases) func aDragDownAfterTheHandOffFollowsTheFinger(c: Case) {
        let page = page(c)
        place(page, parent: 200, child: 150)
        let worst = drag(page, on: page.child, step: 7, frames: 42)
        _ = drag(page, on: page.child, step: 6, frames: 1)
        #expect(worst < 0.5)
        #expect(page.child.contentOffset.y == 0)
        #expect(abs(page.parent.contentOffset.y - 50) < 0.5, "P \(page.parent.contentOffset.y)")
    }

    /// Given the page at its top, when a finger pulls down, then only the view that owns the top shows the
    /// pull: the page in parent mode, the list in child mode; the other stays at its top.
    @Test(arguments: cases) func aPullAtTheTopShowsOnTheViewThatOwnsIt(c: Case) {
        let page = page(c)
        _ = drag(page, on: page.child, step: 8, frames: 10)
        if c.mode == .parent {
            #expect(page.parent.contentOffset.y < -20 && page.child.contentOffset.y == 0)
        } else {
            #expect(page.child.contentOffset.y < -20 && page.parent.contentOffset.y == 0)
        }
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y == 0)
    }

    // MARK: - The header

    /// Given the page at its top, when a finger on the header moves up 300 pt, then the header collapses and
    /// the list takes the rest (P 200, C 100); and 300 pt back down brings both back (P 0, C 0).
    @Test(arguments: cases) func aDragOnTheHeaderLinksIntoTheListAndBack(c: Case) {
        let page = page(c)
        let up = drag(page, on: page.parent, step: -10, frames: 30)
        #expect(up < 0.5)
        #expect(page.parent.contentOffset.y == 200 && abs(page.child.contentOffset.y - 100) < 0.5)
        let down = drag(page, on: page.parent, step: 10, frames: 30)
        #expect(down < 0.5)
        #expect(abs(page.parent.contentOffset.y) < 0.5 && abs(page.child.contentOffset.y) < 0.5)
    }

    /// A tap on the header (a button) moves nothing and stops nothing that was at rest.
    @Test(arguments: cases) func aTapOnTheHeaderMovesNothing(c: Case) {
        let page = page(c)
        place(page, parent: 120, child: 0)
        page.parent.tap()
        page.advance(frames: 10)
        #expect(page.parent.contentOffset.y == 120 && page.child.contentOffset.y == 0)
        #expect(!page.binding.needsFrames)
    }

    // MARK: - Flings

    /// Flings both ways, compared with the twin: the total travel is within 3 %, and no frame moves less than
    /// 90 % of what the twin moves in that frame (frames of 5 pt or more: both round offsets to a third of a
    /// point).
    @Test(arguments: cases, [3.5, 2.0, 1.0, -1.0, -2.5])
    func aFlingTravelsLikeOneScrollView(c: Case, velocity: Double) {
        let list = 6000.0
        let page = page(c, list: list), single = twin(list: list, timing: c.variant.releaseTiming)
        if velocity < 0 {
            place(page, parent: 200, child: 300)
            single.setContentOffset(ScrollPoint(y: 500))
        }
        let start = x(page)
        page.flingList(velocity: velocity)
        single.fling(velocity: velocity)
        var frames: [(Double, Double)] = [(x(page), single.contentOffset.y)]
        for _ in 0..<600 {
            page.advance(frames: 1)
            single.advance(frames: 1)
            frames.append((x(page), single.contentOffset.y))
        }
        let travelled = abs(x(page) - start), expected = abs(single.contentOffset.y - start)
        #expect(abs(travelled - expected) <= 0.03 * expected, "travelled \(travelled), one scroll view \(expected)")
        for (a, b) in zip(frames, frames.dropFirst()) where abs(b.1 - a.1) >= 5 && b.1 >= 0 && a.1 >= 0 {
            let moved = abs(b.0 - a.0), twin = abs(b.1 - a.1)
            #expect(moved >= 0.9 * twin, "a frame moved \(moved) where one scroll view moved \(twin)")
            if moved < 0.9 * twin { break }
        }
        // Nothing moves afterwards, and nothing runs unseen.
        #expect(!page.binding.needsFrames && !page.parent.isDecelerating && !page.child.isDecelerating)
    }

    /// Given P 200 / C 300, when the list is flung down hard, then the content comes to the top and stays:
    /// it never turns back up without a touch.
    @Test(arguments: cases) func aHardFlingDownReachesTheTopAndStays(c: Case) {
        let page = page(c)
        place(page, parent: 200, child: 300)
        page.flingList(velocity: -2.5)
        var lowest = x(page), climbed = 0.0
        for _ in 0..<600 {
            page.advance(frames: 1)
            let now = max(0, x(page))
            climbed = max(climbed, now - lowest)
            lowest = min(lowest, now)
        }
        #expect(abs(page.parent.contentOffset.y) < 0.5 && abs(page.child.contentOffset.y) < 0.5,
                "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
        #expect(climbed < 0.5, "the content climbed back \(climbed) pt with no touch")
    }

    /// A fling whose momentum stays within the list is the list's own: UIKit keeps decelerating it, so the app
    /// gets its delegate callbacks; the page is not moved.
    @Test(arguments: cases) func aFlingWithinTheListIsTheListsOwnMomentum(c: Case) {
        let page = page(c, list: 6000)
        place(page, parent: 200, child: 1000)
        page.flingList(velocity: 1.5)
        page.advance(frames: 2)
        #expect(page.child.isDecelerating && !page.binding.needsFrames)
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.child.callbacks.contains(.didEndDecelerating))
    }
}

/// Found by review: RefreshKit's own refresh animations during momentum the binding runs, and a NaN translation.
@MainActor @Suite struct NestedMomentumAndRefreshTests {
    func refreshingChildPage(_ variant: SimulatedNestedPage.Variant) -> (SimulatedNestedPage, RefreshController) {
        let page = SimulatedNestedPage(mode: .child, childContentHeights: [6000, 6000, 6000], variant: variant)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        page.dragList(by: 150, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        return (page, header)
    }

    /// Given a list refreshing under the tabs (child mode, its header in view), when a fling up starts and the
    /// refresh ends meanwhile, then the ending's animation owns the list's offset and stops the momentum, as
    /// it stops UIKit's on one scroll view; nothing jumps, and the page rests with the list at its top.
    @Test(arguments: SimulatedNestedPage.Variant.all) func aRefreshEndingInViewStopsAFlingWithoutAJump(variant: SimulatedNestedPage.Variant) {
        let (page, header) = refreshingChildPage(variant)
        page.parent.isRecording = true
        page.child.isRecording = true
        let start = (page.parent.frames.count, page.child.frames.count)
        page.flingList(velocity: 2)
        header.endRefreshing()
        page.settle()
        #expect(header.state == .idle && !page.binding.needsFrames)
        #expect(page.child.contentOffset.y == 0 && page.child.contentInset.top == 0)
        let steps = [page.parent.frames[start.0...].map(\.offset), page.child.frames[start.1...].map(\.offset)]
        let jump = steps.flatMap { zip($0, $0.dropFirst()).map { abs($1 - $0) } }.max() ?? 0
        #expect(jump < 40, "a \(jump) pt jump")  // a 2 pt/ms fling moves 33 pt a frame
    }

    /// Given a list refreshing under the tabs with its header scrolled out of view (the tabs stuck), when it is
    /// flung further up and the refresh ends, then the fling goes on: the ending has nothing to animate.
    @Test(arguments: SimulatedNestedPage.Variant.all) func aRefreshEndingOutOfViewDoesNotStopAFling(variant: SimulatedNestedPage.Variant) {
        let (page, header) = refreshingChildPage(variant)
        page.dragList(by: -400, duration: 40.0 / 60)
        page.releaseList(velocity: 0)
        page.settle()
        let before = page.child.contentOffset.y
        page.flingList(velocity: 2)
        header.endRefreshing()
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.child.contentOffset.y - before > 900, "C \(before) → \(page.child.contentOffset.y)")
    }

    /// Given a refreshing list scrolled under stuck tabs, when it is flung back down, then the fling brings the
    /// header all the way back: the refresh showing its band again does not stop it half way.
    @Test(arguments: SimulatedNestedPage.Variant.all) func aFlingDownPastARefreshingListsBandReachesTheTop(variant: SimulatedNestedPage.Variant) {
        let (page, _) = refreshingChildPage(variant)
        page.dragList(by: -400, duration: 40.0 / 60)
        page.releaseList(velocity: 0)
        page.settle()
        page.flingList(velocity: -2)
        page.settle()
        #expect(page.parent.contentOffset.y == 0, "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
    }

    /// A host that reports a NaN translation once: that event moves nothing.
    @Test func aNaNTranslationMovesNothing() {
        final class Host: NestedScrollHost {
            var snapshot: NestedScrollSnapshot
            init(_ snapshot: NestedScrollSnapshot) { self.snapshot = snapshot }
            var nestedSnapshot: NestedScrollSnapshot { snapshot }
            func setNestedOffset(_ offset: Double) { snapshot.offset = offset }
            func stopNestedDeceleration() {}
        }
        let parent = Host(NestedScrollSnapshot(offset: 0, top: 0, bottom: 200, isTracking: true, isDecelerating: false, time: 0,
                                               translation: 0, length: 812))
        let child = Host(NestedScrollSnapshot(offset: 0, top: 0, bottom: 1000, isTracking: true, isDecelerating: false, time: 0,
                                              translation: 0, length: 768))
        let binding = NestedScrollBinding(parent: parent, child: child, mode: .parent, stickyDistance: 200)
        binding.childStateDidChange(child)
        parent.snapshot.translation = -40
        child.snapshot.translation = -40
        binding.childDidScroll(child)
        #expect(parent.snapshot.offset == 40)
        child.snapshot.translation = .nan
        binding.childDidScroll(child)
        #expect(parent.snapshot.offset == 40 && child.snapshot.offset == 0)
    }
}

extension NestedMomentumAndRefreshTests {
    /// Child mode: a pull that starts on the header pulls the list under the tabs, and the list's header
    /// refreshes on the release, as it does for a pull on the list: the page is one scroll view to the finger.
    @Test(arguments: SimulatedNestedPage.Variant.all) func aPullOnTheHeaderRefreshesTheListInChildMode(variant: SimulatedNestedPage.Variant) {
        let page = SimulatedNestedPage(mode: .child, variant: variant)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        page.dragHeader(by: 150, duration: 0.4)
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y < -54)
        #expect(header.state == .ready)
        page.releaseHeader(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing && header.actionCount == 1)
        #expect(page.child.contentOffset.y == -54 && page.parent.contentOffset.y == 0)
    }
}
