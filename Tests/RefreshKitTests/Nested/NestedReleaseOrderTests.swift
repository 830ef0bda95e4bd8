import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The nested page under UIKit's real release order (issue 26; research/device-review.md §2, C0 and C1): a lift
/// that ends tracking before its first momentum step (`.late`, UIKit's usual) or runs none (`.onTime`), in every
/// variant of the page and both modes. Lists of 3,000 pt (6,000 where a fling must not reach the end); header
/// 200, tabs 44, viewport 390 × 812, 60 fps.
@MainActor @Suite struct NestedReleaseOrderTests {
    nonisolated static let cases = NestedPhysicsTests.cases

    func page(_ c: NestedPhysicsTests.Case, list: Double = 3000) -> SimulatedNestedPage {
        SimulatedNestedPage(mode: c.mode, childContentHeights: [list, list, list], variant: c.variant)
    }

    func place(_ page: SimulatedNestedPage, parent: Double, child: Double) {
        page.parent.setContentOffset(ScrollPoint(y: parent))
        page.child.setContentOffset(ScrollPoint(y: child))
        page.settle()
    }

    // MARK: - C0: a crossing fling survives the lift

    /// Given the page at its top, when the list is flung up at 2 pt/ms, then the motion goes on after the lift:
    /// the frame after it still moves, the tabs stick, and the list coasts far (P 200, C over 800), with no view
    /// coasting unbound by the binding (the second pan's own deceleration stopped or carried).
    @Test(arguments: cases) func aCrossingFlingUpGoesOnAfterTheLift(c: NestedPhysicsTests.Case) {
        let page = page(c, list: 6000)
        page.flingList(velocity: 2.0)
        let atLift = page.parent.contentOffset.y + page.child.contentOffset.y
        page.advance(frames: 1)
        let after = page.parent.contentOffset.y + page.child.contentOffset.y
        #expect(after > atLift + 20, "moved \(after - atLift) on the frame after the lift")
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(page.child.contentOffset.y > 800, "the list came to rest at \(page.child.contentOffset.y)")
    }

    /// Given P 200 / C 300, when the list is flung down at 2 pt/ms, then the list reaches its top and the header
    /// comes all the way back: P 0 / C 0.
    @Test(arguments: cases) func aCrossingFlingDownBringsTheHeaderBack(c: NestedPhysicsTests.Case) {
        let page = page(c, list: 6000)
        place(page, parent: 200, child: 300)
        page.flingList(velocity: -2.0)
        page.settle()
        #expect(abs(page.parent.contentOffset.y) < 0.5 && abs(page.child.contentOffset.y) < 0.5,
                "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
    }

    // MARK: - C1: an app's move during a coast stands

    /// Given P 200 / C 600 and the list coasting on its own momentum (flung at 2.5 pt/ms, 5 frames on), when the
    /// app puts the page at its top ("tap the tab to go to the top"), then the page shows P 0 / C 0 on the next
    /// frame and stays there: the list's momentum is stopped, not carried on.
    @Test(arguments: cases) func anAppsPageMoveDuringAListsCoastStands(c: NestedPhysicsTests.Case) {
        let page = page(c)
        place(page, parent: 200, child: 600)
        page.flingList(velocity: 2.5)
        page.advance(frames: 5)
        #expect(page.child.isDecelerating || page.binding.needsFrames)
        page.parent.setContentOffset(ScrollPoint(y: 0))
        page.advance(frames: 1)
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y == 0,
                "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
        #expect(!page.child.isDecelerating && !page.binding.needsFrames)
        page.settle()
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y == 0)
    }

    /// The same move animated (a status-bar tap), with the page's display link ticking before the list's or
    /// after it (UIKit does not order two display links): the page never moves back toward the tabs, and the
    /// list shows its top from the first frame on.
    @Test(arguments: cases, [true, false])
    func anAnimatedPageMoveDuringAListsCoastNeverShowsTheHeaderOverAScrolledList(c: NestedPhysicsTests.Case, pageTicksFirst: Bool) {
        let page = page(c)
        place(page, parent: 200, child: 600)
        page.flingList(velocity: 2.5)
        page.advance(frames: 5)
        page.parent.setContentOffset(ScrollPoint(y: 0), animated: true)
        var last = page.parent.contentOffset.y
        for frame in 0..<60 {
            if pageTicksFirst { page.parent.stepFrame(); page.child.stepFrame() } else { page.child.stepFrame(); page.parent.stepFrame() }
            let p = page.parent.contentOffset.y, cOffset = page.child.contentOffset.y
            #expect(p <= last + 1e-6, "frame \(frame): the page went from \(last) to \(p)")
            #expect(p >= 200 - 0.5 || cOffset == 0, "frame \(frame): header over a list scrolled \(cOffset)")
            last = p
        }
        page.settle()
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y == 0)
    }

    /// Parent mode's mirror: given P 150 and the page coasting on its own momentum (flung down at 0.3 pt/ms from
    /// the header), when the app scrolls the list to 300 (`scrollToRow`), then the page follows to the tabs and the
    /// list stays at 300 on every following frame.
    @Test(arguments: cases) func anAppsListMoveDuringAPagesCoastStands(c: NestedPhysicsTests.Case) {
        let page = page(c)
        place(page, parent: 150, child: 0)
        page.flingHeader(velocity: -0.3)
        page.advance(frames: 3)
        page.child.setContentOffset(ScrollPoint(y: 300))
        for _ in 0..<30 {
            page.advance(frames: 1)
            #expect(page.parent.contentOffset.y == 200 && page.child.contentOffset.y == 300,
                    "P \(page.parent.contentOffset.y), C \(page.child.contentOffset.y)")
        }
        page.settle()
        #expect(page.parent.contentOffset.y == 200 && page.child.contentOffset.y == 300)
    }

    /// Given a short first list (300 pt) and a fling from the header that the binding carries past the list's
    /// end, when the tab switches during the bounce, then the list it leaves rests inside its range (it would
    /// otherwise stay where the bounce left it, off screen and out of range, found by the random sessions).
    @Test(arguments: cases) func aTabSwitchDuringACarriedBounceLeavesTheOldListInRange(c: NestedPhysicsTests.Case) {
        let page = SimulatedNestedPage(mode: c.mode, childContentHeights: [300, 3000, 3000], variant: c.variant)
        place(page, parent: 100, child: 0)
        page.flingHeader(velocity: 3)
        var frames = 0
        while page.child.contentOffset.y <= 1, frames < 60 {
            page.advance(frames: 1)
            frames += 1
        }
        let old = page.child
        #expect(page.binding.needsFrames, "the bounce is the binding's")
        page.switchTab(to: 1)
        page.settle()
        #expect(old.contentOffset.y >= old.minOffset - 0.5 && old.contentOffset.y <= old.maxOffset + 0.5,
                "the list left rests at \(old.contentOffset.y)")
    }

    // MARK: - A refresh begun from code while the tabs stick

    /// Parent mode: given the tabs stuck over a list scrolled to 800, when the app begins the page's refresh, then
    /// no frame shows the header over a scrolled list, and the page ends refreshing with the list at its top.
    @Test(arguments: SimulatedNestedPage.Variant.all)
    func aPageRefreshBegunFromCodeNeverShowsTheHeaderOverAScrolledList(variant: SimulatedNestedPage.Variant) {
        let page = SimulatedNestedPage(mode: .parent, childContentHeights: [3000, 3000, 3000], variant: variant)
        let header = RefreshController(header: .header, action: .manual {})
        page.parent.installRefresh().attach(header)
        place(page, parent: 200, child: 800)
        header.beginRefreshing()
        for frame in 0..<90 {
            let p = page.parent.contentOffset.y, cOffset = page.child.contentOffset.y
            #expect(p >= 200 - 0.5 || cOffset == 0, "frame \(frame): header shown (P \(p)) over a list at \(cOffset)")
            page.advance(frames: 1)
        }
        page.settle()
        #expect(header.state == .refreshing)
        #expect(page.parent.contentOffset.y == -54 && page.child.contentOffset.y == 0)
    }

    /// The same, with a tap on the list a frame into the scroll-in: the page comes to rest consistent (the tabs
    /// stuck, or the list at its top), and the refresh goes on.
    @Test(arguments: SimulatedNestedPage.Variant.all, [1, 3, 8])
    func aTapDuringTheScrollInLeavesAConsistentPage(variant: SimulatedNestedPage.Variant, frames: Int) {
        let page = SimulatedNestedPage(mode: .parent, childContentHeights: [3000, 3000, 3000], variant: variant)
        let header = RefreshController(header: .header, action: .manual {})
        page.parent.installRefresh().attach(header)
        place(page, parent: 200, child: 800)
        header.beginRefreshing()
        page.advance(frames: frames)
        page.child.tap()
        page.settle()
        let p = page.parent.contentOffset.y, cOffset = page.child.contentOffset.y
        #expect(abs(p - 200) < 0.5 || cOffset == 0, "at rest: P \(p), C \(cOffset)")
        #expect(header.state == .refreshing)
    }

    /// Given a finger resting on the list at the page's top, when the app begins the refresh (no scroll-in under a
    /// finger) and the finger then pulls 30 pt, then the content follows as one scroll view's does (27.7 pt:
    /// the band grows under the finger, so only each move's last bit is rubber-banded), not banded afresh at
    /// every move (16.7 pt before).
    @Test(arguments: cases) func aPullAfterABeginUnderARestingFingerMovesLikeOneScrollView(c: NestedPhysicsTests.Case) {
        let page = page(c)
        let header = RefreshController(header: .header, action: .manual {})
        (c.mode == .parent ? page.parent : page.child).installRefresh().attach(header)
        let single = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 3000))
        single.contentInsetAdjustmentBehavior = .never
        let singleHeader = RefreshController(header: .header, action: .manual {})
        single.installRefresh().attach(singleHeader)
        page.child.touchDown()
        single.touchDown()
        header.beginRefreshing()
        singleHeader.beginRefreshing()
        page.advance(frames: 30)
        single.advance(frames: 30)
        for _ in 0..<10 {
            page.child.moveFinger(by: 3)
            page.advance(frames: 1)
            single.moveFinger(by: 3)
            single.advance(frames: 1)
        }
        let moved = -(page.parent.contentOffset.y + page.child.contentOffset.y), twin = -single.contentOffset.y
        #expect(header.state == .refreshing && abs(moved - twin) <= 2.5, "moved \(moved), one scroll view \(twin)")
    }

    // MARK: - The lift frame, and a finger past an end (review of issue 26)

    /// Given a fling that stays within one view (the list from P 200 / C 1,000, or down into the page's header),
    /// when the finger lifts, then the lift frame and the one after move as one scroll view's do (within a pixel):
    /// the step of the pan that ends first is the release's, not written back while the other pan still tracks.
    @Test(arguments: cases, [1.0, -1.0])
    func theLiftFrameMovesAsOneScrollView(c: NestedPhysicsTests.Case, velocity: Double) {
        let page = page(c, list: 6000)
        let single = NestedPhysicsTests().twin(list: 6000, timing: c.variant.releaseTiming)
        place(page, parent: 200, child: 1000)
        single.setContentOffset(ScrollPoint(y: 1200))
        func x() -> Double { page.parent.contentOffset.y + page.child.contentOffset.y }
        for _ in 0..<3 {
            page.child.moveFinger(by: -velocity * 1000 / 60)
            single.moveFinger(by: -velocity * 1000 / 60)
            page.advance(frames: 1)
            single.advance(frames: 1)
        }
        let start = (x(), single.contentOffset.y)
        page.releaseList(velocity: velocity)
        single.release(velocity: velocity)
        #expect(abs((x() - start.0) - (single.contentOffset.y - start.1)) < 0.5, "lift: \(x() - start.0) vs \(single.contentOffset.y - start.1)")
        let lifted = (x(), single.contentOffset.y)
        page.advance(frames: 1)
        single.advance(frames: 1)
        #expect(abs((x() - lifted.0) - (single.contentOffset.y - lifted.1)) < 0.5, "next: \(x() - lifted.0) vs \(single.contentOffset.y - lifted.1)")
    }

    /// Given a finger 200 pt past the list's end, when the list's content grows by 1,000 pt (a page loaded) and the
    /// finger moves 1 pt on, then the content moves about that point, as one scroll view's drag restarts from where
    /// it shows (`setContentSize:`): the finger's hold past the old end is dropped, not replayed against the new end.
    @Test(arguments: cases) func contentThatGrowsUnderAFingerPastTheEndDoesNotJump(c: NestedPhysicsTests.Case) {
        let page = page(c)
        place(page, parent: 200, child: page.child.maxOffset)
        for _ in 0..<20 {
            page.child.moveFinger(by: -10)
            page.advance(frames: 1)
        }
        page.child.setContentSize(ScrollSize(width: 390, height: page.child.contentSize.height + 1000))
        page.advance(frames: 1)
        let before = page.parent.contentOffset.y + page.child.contentOffset.y
        page.child.moveFinger(by: -1)
        page.advance(frames: 1)
        let moved = page.parent.contentOffset.y + page.child.contentOffset.y - before
        #expect(abs(moved - 1) < 1, "moved \(moved)")
    }

    // MARK: - Release timing in the model

    /// The model's release follows `_endPanNormal:`: on a late lift the first momentum step moves the view with
    /// tracking already ended and deceleration begun; on an on-time lift nothing moves until the next frame.
    @Test(arguments: SimulatedScrollView.ReleaseTiming.allCases)
    func theFirstMomentumStepComesAfterTrackingEnds(timing: SimulatedScrollView.ReleaseTiming) {
        let view = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 5000))
        view.releaseTiming = timing
        var moves: [(tracking: Bool, decelerating: Bool)] = []
        view.priorityObservers.append { view, change in
            if change == .contentOffset { moves.append((view.isTracking, view.isDecelerating)) }
        }
        for _ in 0..<3 {
            view.moveFinger(by: -30)
            view.advance(frames: 1)
        }
        moves.removeAll()
        view.release(velocity: 1.8)
        if timing == .late {
            #expect(moves.count == 1 && moves.first?.tracking == false && moves.first?.decelerating == true)
        } else {
            #expect(moves.isEmpty)
        }
        view.advance(frames: 1)
        #expect(moves.count == (timing == .late ? 2 : 1))
        #expect(moves.allSatisfy { !$0.tracking })
    }
}
