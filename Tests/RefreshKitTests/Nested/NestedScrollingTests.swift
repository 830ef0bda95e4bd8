import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A profile page on the simulator: a 200 pt header, sticky tabs, three child lists (issue 9).
@MainActor @Suite struct NestedScrollingTests {
    nonisolated static let modes: [NestedRefreshMode] = [.parent, .child]

    /// The largest change between consecutive recorded frames of `view`.
    func largestStep(_ view: SimulatedScrollView, from index: Int = 0) -> Double {
        let offsets = view.frames[index...].map(\.offset)
        return zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    }

    @Test(arguments: modes) func scrollingUpCollapsesTheHeaderFirstThenScrollsTheList(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        // When a finger on the list moves up 150 pt: only the header collapses
        page.dragList(by: -150, duration: 0.5)
        #expect(abs(page.parent.contentOffset.y - 150) < 0.5)
        #expect(page.child.contentOffset.y == 0)
        // And 150 pt more: the tabs stick at 200 and the list takes the rest, without a jump
        page.dragList(by: -150, duration: 0.5)
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - 100) < 0.5)
        #expect(largestStep(page.child) <= 5.1)  // 150 pt over 30 frames: 5 pt a frame, never a jump
        #expect(page.binding.showsChildIndicator)
    }

    /// Given a sticky distance beyond what the page can scroll (260 on a page that scrolls 0…200: a header
    /// measured before it shrank), when a finger scrolls the list up, then the tabs stick at the page's real
    /// end and the list takes the rest: the page never rests outside its range, and the list still scrolls.
    @Test(arguments: modes) func aStickyDistanceBeyondThePageSticksAtItsEnd(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.parent.isRecording = true
        page.binding.stickyDistance = 260
        page.dragList(by: -400, duration: 0.8)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - 200) < 1)
        #expect(page.parent.frames.allSatisfy { $0.offset <= 200 })
        #expect(page.binding.showsChildIndicator)
    }

    /// Given the header half collapsed (P 100, the list at its top), when a finger on the list moves 10 pt
    /// down in one frame, then the page moves 10 pt: both pans track from the touch-down (UIKit sets
    /// `isTracking` when a pan receives the touch), so the first frame is split like every other one.
    @Test(arguments: modes) func theFirstFrameOfADragOnTheListMovesThePageByTheFinger(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.dragList(by: -100, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(abs(page.parent.contentOffset.y - 100) < 0.5)
        #expect(page.child.contentOffset.y == 0)
        page.dragList(by: 10, duration: 1.0 / 60)
        let moved = (100 - page.parent.contentOffset.y) + (0 - page.child.contentOffset.y)
        #expect(abs(moved - 10) < 0.5, "page \(page.parent.contentOffset.y), list \(page.child.contentOffset.y)")
    }

    @Test(arguments: modes) func scrollingDownBringsTheListBackFirstThenTheHeader(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.dragList(by: -300, duration: 0.6)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 200 && abs(page.child.contentOffset.y - 100) < 0.5)
        page.dragList(by: 60, duration: 0.3)
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - 40) < 0.5)
        let start = page.parent.frames.count - 1
        page.dragList(by: 100, duration: 0.4)  // 4.17 pt a frame
        #expect(page.child.contentOffset.y == 0)
        // The frame in which the list reaches its top may hand the header up to one frame's step more
        #expect(abs(page.parent.contentOffset.y - 140) < 4.2)
        #expect(largestStep(page.parent, from: start) <= 4.5)
    }

    @Test func parentBounceRefreshesThePageAndKeepsTheListAtItsTop() {
        let page = SimulatedNestedPage(mode: .parent)
        let header = RefreshController(header: .header, action: .manual {})
        page.parent.installRefresh().attach(header)
        page.dragList(by: 150, duration: 0.4)
        #expect(page.child.contentOffset.y == 0)
        #expect(header.state == .ready)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing && header.actionCount == 1)
        #expect(page.parent.contentOffset.y == -54)
        header.endRefreshing()
        page.settle()
        #expect(page.parent.contentInset == .zero)
        #expect(page.parent.contentOffset.y == 0 && page.child.contentOffset.y == 0)
    }

    @Test func childBounceRefreshesTheListUnderTheTabsAndKeepsTheParentStill() {
        let page = SimulatedNestedPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        page.dragList(by: 150, duration: 0.4)
        #expect(page.parent.contentOffset.y == 0)
        #expect(header.state == .ready)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(header.state == .refreshing && header.actionCount == 1)
        #expect(page.child.contentOffset.y == -54)
        #expect(page.parent.contentOffset.y == 0)
        // While it refreshes, scrolling up collapses the header with the band riding under the tabs
        page.dragList(by: -100, duration: 0.4)
        #expect(abs(page.parent.contentOffset.y - 100) < 0.5)
        #expect(page.child.contentOffset.y == -54)
        page.releaseList(velocity: 0)
        page.settle()
        header.endRefreshing()
        page.settle()
        #expect(page.child.contentInset == .zero)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test func childBounceBringsTheHeaderDownBeforeTheListCanBePulled() {
        let page = SimulatedNestedPage(mode: .child)
        let header = RefreshController(header: .header, action: .manual {})
        page.child.installRefresh().attach(header)
        page.dragList(by: -80, duration: 0.3)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(abs(page.parent.contentOffset.y - 80) < 0.5)
        page.dragList(by: 60, duration: 0.3)
        #expect(page.child.contentOffset.y == 0)      // the header comes down first
        #expect(header.state == .idle)
    }

    @Test(arguments: modes) func aFlingOnTheHeaderGoesOnIntoTheListLikeOneFling(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode, childContentHeights: [6000, 6000, 6000])
        let velocity = 2.0
        page.flingHeader(velocity: velocity)
        page.settle()
        let travelled = page.parent.contentOffset.y + page.child.contentOffset.y
        // A single fling from where the finger let go would travel this far: the target UIKit projects for
        // scrollViewWillEndDragging, (|v| − 0.01)/|ln r| (observed in UIKit's implementation, decompiled iOS 26.1
        // UIKitCore, `UIScrollView.m`; SimulatedScrollView.projectedTarget)
        let flingStart = 3 * velocity * page.parent.frameDuration * 1000
        let projection = flingStart + (velocity - 0.01) / abs(log(0.998))
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(travelled - projection) / projection < 0.05, "travelled \(travelled), one fling \(projection)")
    }

    @Test(arguments: modes) func aFlingDownTheListGoesOnIntoTheHeader(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.dragList(by: -400, duration: 0.6)  // tabs stuck, list at 200
        page.releaseList(velocity: 0)
        page.settle()
        page.flingList(velocity: -1.0)
        page.settle()
        #expect(page.child.contentOffset.y == 0)
        #expect(page.parent.contentOffset.y < 200)
        // No invisible momentum is left to swallow the next tap
        #expect(!page.parent.isDecelerating && !page.child.isDecelerating && !page.binding.needsFrames)
    }

    @Test func aTouchStopsCarriedMomentum() {
        let page = SimulatedNestedPage(mode: .parent, childContentHeights: [6000, 6000, 6000])
        page.flingHeader(velocity: 2.5)
        page.advance(0.3)
        #expect(page.binding.needsFrames)
        page.child.touchDown()
        page.advance(frames: 1)
        let held = page.child.contentOffset.y
        page.advance(0.3)
        #expect(!page.binding.needsFrames)
        #expect(page.child.contentOffset.y == held)
    }

    @Test(arguments: modes) func switchingTabsWhileTheHeaderShowsStartsTheOtherListAtItsTop(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.children[1].setContentOffset(ScrollPoint(y: 450))  // a stale position from earlier
        page.dragList(by: -120, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        page.switchTab(to: 1)
        #expect(page.parent.contentOffset.y == 120 || abs(page.parent.contentOffset.y - 120) < 0.5)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test(arguments: modes) func switchingTabsWithTheTabsStuckKeepsEachListsPosition(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        page.dragList(by: -500, duration: 0.8)
        page.releaseList(velocity: 0)
        page.settle()
        let first = page.child.contentOffset.y
        page.switchTab(to: 1)
        page.dragList(by: -100, duration: 0.4)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        #expect(abs(page.child.contentOffset.y - 100) < 0.5)
        page.switchTab(to: 0)
        #expect(page.child.contentOffset.y == first)
        #expect(page.parent.contentOffset.y == 200)
    }

    @Test(arguments: modes) func aListShorterThanTheViewportStillBringsTheHeaderBack(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode, childContentHeights: [300, 300, 300])
        page.dragList(by: -250, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 200)
        page.dragList(by: 250, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.parent.contentOffset.y == 0)
        #expect(page.child.contentOffset.y == 0)
    }

    @Test(arguments: modes) func aLoadMoreFooterOnAListLoadsAtItsEnd(mode: NestedRefreshMode) {
        let page = SimulatedNestedPage(mode: mode)
        let footer = RefreshController(footer: .auto, action: .manual {})
        page.child.installRefresh().attach(footer)
        page.dragList(by: -2400, duration: 1.5)
        #expect(page.parent.contentOffset.y == 200)
        #expect(footer.actionCount == 1)
        page.releaseList(velocity: 0)
        footer.endRefreshing()
        page.settle()
        #expect(page.child.contentInset.bottom == 44)
    }
}
