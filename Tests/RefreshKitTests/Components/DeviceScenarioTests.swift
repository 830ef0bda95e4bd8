import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// What a device would show (issue 18), on the simulated scroll view along both axes where it applies.
@MainActor @Suite struct DeviceScenarioTests {
    // MARK: Begin and end in the same turn

    /// Given a list at rest, when the app begins a refresh and ends it in the same turn (cached data, an
    /// action that finishes at once), then nothing moves, the action ran once and the insets are exact,
    /// as UIRefreshControl shows nothing either.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func beginningAndEndingInOneTurnMovesNothing(axis: ScrollAxis) {
        func play<View: AxisScrollView>(_: View.Type) {
            let s = ScrollSession<View>(footer: (.back, .footer))
            let start = s.offset
            s.header?.beginRefreshing()
            s.header?.endRefreshing()
            let offsets = s.offsets(overFrames: 60)
            #expect(offsets.allSatisfy { $0 == start }, "the content moved: \(offsets)")
            #expect(s.header?.actionCount == 1)
            #expect(s.header?.state == .idle)
            #expect(s.inset == .zero)
            #expect(!s.scrollView.frameClockRunning)
        }
        axis == .vertical ? play(SimulatedScrollView.self) : play(SimulatedHorizontalScrollView.self)
    }

    // MARK: UIKit's own scroll animations

    /// Given a refreshing header pinned at the top, when the app scrolls with `setContentOffset(_:animated: true)`
    /// (or `scrollToRow`, VoiceOver's three-finger scroll, keyboard focus: UIKit's animation, neither a finger
    /// nor momentum), then the animation completes as asked and RefreshKit writes no offset during it.
    @Test func anAnimatedScrollAwayFromARefreshingHeaderIsNotFought() {
        let s = SimulatedSession()
        s.pullToRefresh()
        #expect(s.offset == -54)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 300), animated: true)
        let offsets = [s.offset] + s.offsets(overFrames: 40)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "the animation was fought: \(offsets)")
        #expect(s.offset == 300)
        #expect(s.header?.state == .refreshing)
    }

    /// Given RefreshKit's clock at 120 Hz and a scroll animation of UIKit's at 60 Hz (a ProMotion screen whose
    /// app has not opted its own animations into 120 Hz), when the animation moves a refreshing header out of
    /// view, then RefreshKit writes no offset: a frame of its clock between two of the animation's is not rest.
    @Test func aSixtyHertzAnimationUnderAHundredTwentyHertzClockIsNotTakenForRest() {
        let s = SimulatedSession(fps: 120)
        s.pullToRefresh()
        #expect(s.offset == -54)
        var written: [Double] = []
        for step in 1...15 {
            let y = -54 + Double(step) * 8  // UIKit's animation: a new offset every other 120 Hz frame
            s.scrollView.setContentOffset(ScrollPoint(x: 0, y: y))
            for _ in 0..<2 {
                s.scrollView.advance(frames: 1)
                if s.offset != y { written.append(s.offset) }
            }
        }
        #expect(written.isEmpty, "RefreshKit moved the content during the animation: \(written)")
        #expect(s.header?.state == .refreshing)
    }

    /// Given a back footer loading at the end, when the app scrolls up with an animation, then it completes
    /// without being pulled back.
    @Test func anAnimatedScrollAwayFromALoadingBackFooterIsNotFought() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.footer?.state == .refreshing)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 500), animated: true)
        let offsets = [s.offset] + s.offsets(overFrames: 40)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 }, "the animation was fought: \(offsets)")
        #expect(s.offset == 500)
    }

    /// Given a refreshing header scrolled out of view (its hold shrunk to nothing), when the user taps the
    /// status bar (UIKit animates the offset to `-adjustedContentInset.top`: `scrollsToTop`), then the header is
    /// brought into view, as after momentum back to the top: something on screen says a refresh runs.
    @Test func aStatusBarTapDuringARefreshShowsTheHeader() {
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.drag(by: -400, duration: 0.5)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset.top == 0)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: -s.scrollView.adjustedContentInset.top), animated: true)
        s.scrollView.settle()
        #expect(s.header?.state == .refreshing)
        #expect(s.offset == -54)
        #expect(s.inset.top == 54)
        #expect(s.header?.isHidden == false)
    }

    // MARK: Ending while the content grows at the next layout pass

    enum Ending: String, CaseIterable, Sendable { case endThenReload, reloadThenEnd, noMoreData }

    /// Given a back or auto footer loading at the end of a table or collection view, when the app reloads
    /// (the new content size lands at the next layout pass) and ends the load, in either order, or says there
    /// is no more data, then the user stays where the old content ended and the new rows appear below.
    @Test(arguments: [ScrollAxis.vertical, .horizontal], Ending.allCases)
    func aFooterEndedBeforeTheContentGrowsKeepsTheUserInPlace(axis: ScrollAxis, ending: Ending) {
        func play<View: AxisScrollView>(_: View.Type, _ style: RefreshFooterStyle) {
            let s = ScrollSession<View>(header: nil, footer: (style, .footer))
            s.dragToEnd(beyond: style == .back ? 150 : 60)
            s.scrollView.release(velocity: 0)
            s.scrollView.settle(limit: 10)
            #expect(s.footer?.state == .refreshing)
            let loading = s.offset
            switch ending {
            case .endThenReload:
                s.footer?.endRefreshing()
                s.reloadData(contentLength: 2500)
            case .reloadThenEnd:
                s.reloadData(contentLength: 2500)
                s.footer?.endRefreshing()
            case .noMoreData:
                s.reloadData(contentLength: 2500)
                s.footer?.setNoMoreData()
            }
            // A host lays out what is pending before the frame that gives a back footer's inset back.
            #expect(s.binding.waitsForLayout == (style == .back))
            let offsets = s.offsets(overFrames: 40)
            #expect(!s.binding.waitsForLayout)
            #expect(offsets.allSatisfy { abs($0 - loading) < 0.5 }, "\(style): the content leapt: \(offsets)")
            #expect(s.footer?.state == (ending == .noMoreData ? .noMoreData : .idle))
            #expect(s.footer?.actionCount == 1)
        }
        for style in [RefreshFooterStyle.back, .auto] {
            axis == .vertical ? play(SimulatedScrollView.self, style) : play(SimulatedHorizontalScrollView.self, style)
        }
    }

    /// Given a back footer ended in the same turn as a reload, when the display link fires before the run loop's
    /// layout pass has landed the reload (nothing orders the two), then the binding has the host lay out first: the
    /// inset comes back measured from where the new content ends, and the user stays where the old content ended.
    @Test func aFrameBeforeTheLayoutPassLandsThePendingReloadFirst() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle(limit: 10)
        #expect(s.footer?.state == .refreshing)
        let loading = s.offset
        s.reloadData(contentLength: 2500)
        s.footer?.endRefreshing()
        // When the frame reaches the binding with the reload still pending
        s.binding.frameDidTick(s.scrollView)
        // Then the reload has landed, and nothing waits for layout any more
        #expect(s.scrollView.contentSize.height == 2500)
        #expect(!s.binding.waitsForLayout)
        let offsets = s.offsets(overFrames: 40)
        #expect(offsets.allSatisfy { abs($0 - loading) < 0.5 }, "the content leapt: \(offsets)")
    }

    // MARK: Half a pixel of the screen

    /// Given an auto footer on a 3x screen, when the user leaves the list one pixel short of its end, then it
    /// does not load: the tolerance for UIKit's pixel rounding is half a pixel of the screen, not half a point.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func anAutoFooterRestingAPixelShortOfItsEndDoesNotLoad(axis: ScrollAxis) {
        func play<View: AxisScrollView>(_: View.Type) {
            let s = ScrollSession<View>(header: nil, footer: (.auto, .footer))
            let target = s.scrollView.maxOffset - 1.0 / 3
            s.scrollView.drag(by: -(target - s.offset), duration: 0.5)
            s.scrollView.hold(0.2)
            s.scrollView.release(velocity: 0)
            s.scrollView.settle(limit: 5)
            #expect(abs(s.offset - target) < 1e-6)
            #expect(s.footer?.actionCount == 0)
        }
        axis == .vertical ? play(SimulatedScrollView.self) : play(SimulatedHorizontalScrollView.self)
    }

    /// Given content of a fractional length (self-sizing cells), when the user scrolls to the end, then the
    /// auto footer loads, though UIKit rounded the furthest offset to a pixel short of the exact line.
    @Test(arguments: [ScrollAxis.vertical, .horizontal], [2000.1, 2000.15, 2000.2, 2000.4])
    func fractionalContentLoadsAtItsEnd(axis: ScrollAxis, content: Double) {
        func play<View: AxisScrollView>(_: View.Type) {
            let s = ScrollSession<View>(content: content, header: nil, footer: (.auto, .footer))
            s.dragToEnd()
            s.scrollView.release(velocity: 0)
            s.scrollView.settle(limit: 5)
            #expect(s.footer?.actionCount == 1, "at \(s.offset), the end \(s.scrollView.maxOffset)")
        }
        axis == .vertical ? play(SimulatedScrollView.self) : play(SimulatedHorizontalScrollView.self)
    }

    // MARK: An app that sets its inset in every layout pass

    /// Given a `UITableViewController` that sets `contentInset = .zero` in every `viewDidLayoutSubviews` (on a
    /// table that is every scroll frame; KVO fires even for an unchanged value), when a refresh runs, then the
    /// header stays held and in view at a bounded cost: per frame, the app's write and RefreshKit's one write
    /// back, two offset changes (UIKit's clamp, RefreshKit's restore), no event dropped; at rest, RefreshKit
    /// writes nothing.
    @Test func anInsetSetInEveryLayoutPassCostsOneWriteBackPerFrameWhileRefreshing() {
        let s = SimulatedSession()
        var insetNotifications = 0
        s.scrollView.observers.append { _, change in if change == .contentInset { insetNotifications += 1 } }
        s.scrollView.onFrame = { $0.setContentInset(.zero) }
        s.scrollView.advance(0.5)
        let idleEvents = s.binding.handledEvents
        (insetNotifications, s.scrollView.offsetChanges) = (0, 0)
        s.scrollView.advance(1)
        #expect(insetNotifications == 60, "at rest only the app's own sets: \(insetNotifications)")
        #expect(s.scrollView.offsetChanges == 0)
        #expect(s.binding.handledEvents - idleEvents == 60)

        s.pullToRefresh()
        s.scrollView.advance(0.5)
        (insetNotifications, s.scrollView.offsetChanges) = (0, 0)
        let events = s.binding.handledEvents
        s.scrollView.advance(1)
        #expect(s.header?.state == .refreshing)
        #expect(s.inset.top == 54)
        #expect(s.offset == -54)
        #expect(insetNotifications == 120, "60 frames: the app's set and RefreshKit's write back each: \(insetNotifications)")
        #expect(s.scrollView.offsetChanges == 120, "UIKit's clamp and RefreshKit's restore each frame")
        #expect(s.binding.droppedEvents == 0)
        // The app's write (its KVO), UIKit's clamp and RefreshKit's write back with its restore, coalesced: no
        // adjusted-inset notification (UIKit posts none).
        #expect(s.binding.handledEvents - events == 180, "three engine events a frame, no feedback loop")
    }

    // MARK: Right-to-left carousels

    /// A 390 pt wide carousel of 2,000 pt that runs right to left, resting at its start (its right end).
    func rightToLeftCarousel(footer: RefreshFooterStyle) -> HorizontalSession {
        let s = HorizontalSession(footer: (footer, .footer))
        s.scrollView.isRightToLeft = true
        s.scrollView.setContentOffset(ScrollPoint(x: 1, y: 0))  // an event: the binding sees the direction
        s.scrollView.setContentOffset(ScrollPoint(x: s.scrollView.maxOffset, y: 0))
        return s
    }

    /// Given a right-to-left carousel at its start, when the finger pulls its leading edge (the right one) into
    /// view, then the header refreshes, holds its inset on the right and sits right of the content; the end
    /// gives the inset back there.
    @Test func aRightToLeftCarouselRefreshesAtItsRightEnd() {
        let s = rightToLeftCarousel(footer: .back)
        let start = s.scrollView.contentOffset.x
        #expect(start == 2000 - 390)
        s.scrollView.drag(by: -150, duration: 0.3)  // the finger moves left: the content's right end comes away
        s.scrollView.release(velocity: 0)
        s.scrollView.settle(limit: 10)
        #expect(s.header?.state == .refreshing)
        #expect(s.inset == ScrollInsets(right: 54))
        #expect(s.scrollView.contentOffset.x == start + 54)
        #expect(s.header?.frame.origin.x == 2000)  // right of the content
        #expect(s.header?.isHidden == false)
        s.header?.endRefreshing()
        s.scrollView.settle(limit: 10)
        #expect(s.inset == .zero)
        #expect(s.scrollView.contentOffset.x == start)
        #expect(s.footer?.state == .idle)
    }

    /// Given a right-to-left carousel with an auto footer, when the user scrolls to its end (the left end), then
    /// it loads there, with its inset on the left; at the start it holds nothing on the right.
    @Test func aRightToLeftCarouselLoadsMoreAtItsLeftEnd() {
        let s = rightToLeftCarousel(footer: .auto)
        #expect(s.inset == ScrollInsets(left: 44))
        #expect(s.footer?.actionCount == 0)
        s.scrollView.drag(by: s.scrollView.contentOffset.x - s.scrollView.minOffset + 100, duration: 1.5)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle(limit: 10)
        #expect(s.footer?.actionCount == 1)
        #expect(s.footer?.state == .refreshing)
        #expect(s.scrollView.contentOffset.x == -44)  // the footer shows whole, left of the content
        #expect(s.footer?.frame.origin.x == -44)
    }

    /// Given a left-to-right carousel and a right-to-left one, when the same pull happens at each one's start,
    /// then they end mirrored: the same states and insets with left and right traded.
    @Test func aRightToLeftCarouselMirrorsALeftToRightOne() {
        let ltr = HorizontalSession(footer: (.back, .footer))
        let rtl = rightToLeftCarousel(footer: .back)
        ltr.scrollView.drag(by: 150, duration: 0.3)
        rtl.scrollView.drag(by: -150, duration: 0.3)
        for s in [ltr, rtl] {
            s.scrollView.release(velocity: 0)
            s.scrollView.settle(limit: 10)
        }
        #expect(ltr.header?.state == rtl.header?.state)
        #expect(ltr.inset == rtl.inset.mirroredHorizontally)
        #expect(ltr.scrollView.contentOffset.x == 2000 - 390 - rtl.scrollView.contentOffset.x)
        #expect(ltr.binding.heldInset == rtl.binding.heldInset.mirroredHorizontally)
    }

    /// Given a left-to-right carousel whose auto footer holds its inset on the right and whose app inset is on
    /// the left, when the layout direction flips to right to left, then the footer's inset moves to the left
    /// (its end now) and the app's inset stays exactly where the app put it: no inset lost or doubled.
    @Test func flippingTheLayoutDirectionMovesTheComponentsInsetsAndKeepsTheApps() {
        let s = HorizontalSession(footer: (.auto, .footer))
        s.binding.setAppContentInset(ScrollInsets(left: 10))
        #expect(s.inset == ScrollInsets(left: 10, right: 44))
        s.scrollView.isRightToLeft = true
        s.scrollView.setContentOffset(ScrollPoint(x: 100, y: 0))
        #expect(s.inset == ScrollInsets(left: 54))
        #expect(s.binding.appContentInset == ScrollInsets(left: 10))
        #expect(s.binding.heldInset == ScrollInsets(left: 44))
        s.scrollView.isRightToLeft = false
        s.scrollView.setContentOffset(ScrollPoint(x: 200, y: 0))
        #expect(s.inset == ScrollInsets(left: 10, right: 44))
        #expect(s.binding.appContentInset == ScrollInsets(left: 10))
    }
}

extension ScrollSession {
    /// The offset along the axis after each of the next `count` display frames.
    func offsets(overFrames count: Int) -> [Double] {
        (0..<count).map { _ in
            scrollView.advance(1.0 / 60)
            return offset
        }
    }
}
