import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Touches and commands during RefreshKit's own animations, and the edges found by trying it as a user
/// would (issue 7 §2, and the engine side of §3).
@MainActor @Suite struct InteractionTests {
    // MARK: Ending under a finger

    @Test func endingWhileTheFingerHoldsTheListLetsTheContentFollowTheFinger() {
        // Given a refreshing header, and a finger pulling the list down again
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.drag(by: 30)
        // When the network answers mid-pull
        s.header?.endRefreshing()
        // Then the content follows the finger: it keeps moving down, nothing animates it back up
        var previous = s.offset
        for _ in 0..<30 {
            s.scrollView.moveFinger(by: 2)
            s.scrollView.advance(frames: 1)
            #expect(s.offset <= previous)
            previous = s.offset
        }
        #expect(s.header?.state == .ending)
        #expect(s.inset.top == 54)  // held while the finger is down
        // And the held inset goes back once the finger lifts
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.header?.state == .idle)
    }

    @Test(arguments: [RefreshRole.header, .footer])
    func endingWhileTheFingerPushesTheComponentAwayShrinksTheInsetWithIt(role: RefreshRole) {
        let s = SimulatedSession(header: role == .header ? .header : nil, footer: role == .footer ? (.back, .footer) : nil)
        if role == .header {
            s.pullToRefresh()
        } else {
            s.dragToEnd(beyond: 150)
            s.scrollView.release(velocity: 0)
            s.scrollView.settle()
        }
        let controller = role == .header ? s.header : s.footer
        #expect(controller?.state == .refreshing)
        // The finger scrolls the component out of view, 2 pt a frame, and the refresh ends on the way
        s.scrollView.moveFinger(by: role == .header ? -2 : 2)
        s.scrollView.advance(frames: 1)
        controller?.endRefreshing()
        var previous = s.offset
        for _ in 0..<40 {
            s.scrollView.moveFinger(by: role == .header ? -2 : 2)
            s.scrollView.advance(frames: 1)
            #expect(abs(abs(s.offset - previous) - 2) < 0.34)  // exactly the finger's step: no clamp, no jump
            previous = s.offset
        }
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(controller?.state == .idle)
    }

    @Test func touchingTheListDuringTheEndingAnimationStopsItWhereItIs() {
        // Given the 0.3 s ending animation under way
        let s = SimulatedSession()
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.advance(0.1)
        let stopped = s.offset
        #expect(stopped < -5 && stopped > -54)
        // When a finger touches the list
        s.scrollView.touchDown()
        s.scrollView.advance(frames: 5)
        // Then the content stops where it is
        #expect(s.offset == stopped)
        // And follows the finger pulling down, without a jump up
        var previous = s.offset
        for _ in 0..<20 {
            s.scrollView.moveFinger(by: 3)
            s.scrollView.advance(frames: 1)
            #expect(s.offset <= previous)
            #expect(previous - s.offset <= 3)
            previous = s.offset
        }
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.header?.state == .idle)
    }

    @Test func aTapDuringTheEndingAnimationPausesItAndTheEndingFinishesAfterTheLift() {
        let s = SimulatedSession()
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.advance(0.1)
        s.scrollView.touchDown()
        s.scrollView.advance(0.2)
        #expect(s.header?.state == .ending)
        s.scrollView.touchUp()
        s.scrollView.settle()
        #expect(s.header?.state == .idle)
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
    }

    // MARK: Coming back to a refreshing header

    @Test(arguments: [-0.3, -0.45, -0.6, -0.8, -1.0, -1.5, -2.5])
    func flickingBackToTheTopWhileRefreshingNeverRestsWithTheHeaderCut(velocity: Double) {
        // Given a refresh, and the user scrolled away from it
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.drag(by: -300)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset.top == 0)
        // When they flick gently back toward the top
        s.scrollView.fling(velocity: velocity)
        s.scrollView.settle()
        // Then the list rests with the header whole (or, short of the top, not shown at all)
        let shown = -s.offset
        #expect(shown <= 0 || shown == 54, "rests with \(shown) of 54 pt of the header shown")
        if shown > 0 { #expect(s.inset.top == 54) }
        // Momentum that reaches the top shows the refresh still running, as UIRefreshControl does
        if velocity <= -1 { #expect(shown == 54) }
        #expect(s.header?.state == .refreshing)
    }

    @Test func liftingAFingerThatLeftTheRefreshingHeaderHalfShownBringsItWhole() {
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.drag(by: -30)  // 24 of 54 pt still shown
        s.scrollView.hold(0.2)
        s.scrollView.release()
        s.scrollView.settle()
        #expect(s.offset == -54)
        #expect(s.inset.top == 54)
    }

    @Test func aBackFooterLeftHalfShownComesBackWhole() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        let pinned = s.offset
        s.scrollView.drag(by: 20)
        s.scrollView.hold(0.2)
        s.scrollView.release()
        s.scrollView.settle()
        #expect(s.offset == pinned)
    }

    // MARK: Commands in the same turn

    /// Given a header pulled to ready under a finger, when the app begins the footer, then the header's pull is
    /// over (idle, nothing run) instead of starting a second refresh under the finger. (Found by the debug
    /// check of the incremental path: the release branch was taken whenever the header could not start.)
    @Test func aReadyHeaderUnderTheFingerStandsDownWhenTheFooterBegins() {
        let s = SimulatedSession(footer: (.back, .footer))
        s.scrollView.drag(by: 170, duration: 0.38)
        #expect(s.header?.state == .ready)
        s.footer?.beginRefreshing()
        s.scrollView.drag(by: 2, duration: 0.05)
        #expect(s.header?.state == .idle)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle(limit: 5)
        #expect(s.header?.actionCount == 0)
        #expect(s.footer?.state == .refreshing)
    }

    @Test func anEndingFooterDoesNotBlockTheHeadersBegin() {
        // Given a back footer loading at the end of the list
        let s = SimulatedSession(footer: (.back, .footer))
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.footer?.state == .refreshing)
        // When the app ends it and begins the header in the same turn
        s.footer?.endRefreshing()
        s.header?.beginRefreshing()
        // Then the header refreshes (the footer's ending completes at once) and ends up whole at the top
        #expect(s.header?.state == .refreshing)
        #expect(s.header?.actionCount == 1)
        #expect(s.footer?.isRefreshing == false)
        s.scrollView.settle()
        #expect(s.footer?.state == .idle)
        #expect(s.offset == -54)
        #expect(s.inset == ScrollInsets(top: 54))
    }

    @Test func aRefreshingFooterStillBlocksTheHeader() {
        let s = SimulatedSession(footer: (.back, .footer))
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        s.header?.beginRefreshing()
        #expect(s.header?.state == .idle)
        #expect(s.header?.actionCount == 0)
    }

    // MARK: Geometry edges

    @Test(arguments: [1.0, 2, 3], [0.1, 0.2, 0.5, 0.7, 0.9])
    func fractionalContentLoadsAtTheFurthestReachableOffset(scale: Double, fraction: Double) {
        // Given content of fractional height (a web view), on a screen of `scale` pixels per point
        let s = SimulatedSession(content: 2000 + fraction, header: nil, footer: (.auto, .footer))
        s.scrollView.scale = scale
        // When the user scrolls as far as UIKit lets the content rest
        s.scrollView.drag(by: -(s.scrollView.maxOffset - s.offset), duration: 0.6)
        s.scrollView.release(velocity: 0)
        // Then the footer loads
        #expect(s.offset == s.scrollView.maxOffset)
        #expect(s.footer?.actionCount == 1)
    }

    @Test(arguments: [Double.nan, -10, .infinity])
    func anInvalidFooterHeightFallsBackToTheFootersDefault(height: Double) {
        let s = SimulatedSession(header: nil, footer: (.back, RefreshMetrics(height: height)))
        #expect(s.footer?.frame.size.height == 44)
        s.dragToEnd(beyond: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset.bottom == 44)
    }

    @Test func anInvalidHeaderHeightFallsBackToTheHeadersDefault() {
        let s = SimulatedSession(header: RefreshMetrics(height: .nan))
        s.pullToRefresh()
        #expect(s.inset.top == 54)
    }

    // MARK: Scrolling without a finger (VoiceOver, keyboard, scrollToRow)

    @Test(arguments: [false, true])
    func scrollingToTheEndWithoutAFingerLoadsMore(animated: Bool) {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        s.scrollView.setContentOffset(ScrollPoint(y: 600), animated: animated)
        s.scrollView.settle()
        #expect(s.footer?.actionCount == 0)
        s.scrollView.setContentOffset(ScrollPoint(y: s.scrollView.maxOffset), animated: animated)
        s.scrollView.settle()
        #expect(s.footer?.actionCount == 1)
    }

    @Test func contentSizeChurnAtTheEndWithoutMovementDoesNotLoadAgain() {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        s.scrollView.setContentOffset(ScrollPoint(y: s.scrollView.maxOffset), animated: true)
        s.scrollView.settle()
        s.footer?.endRefreshing()
        for height in [2100.0, 2050, 2400, 2380, 2000] {  // self-sizing cells after the reload
            s.scrollView.setContentSize(ScrollSize(width: 390, height: height))
        }
        s.scrollView.advance(0.5)
        #expect(s.footer?.actionCount == 1)
    }

    // MARK: Enabled, hidden

    @Test func aDisabledFooterHoldsNoInsetAndNeverLoads() {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        #expect(s.inset.bottom == 44)
        s.footer?.isEnabled = false
        #expect(s.inset.bottom == 0)
        #expect(s.footer?.isHidden == true)
        s.dragToEnd(beyond: 40)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        s.footer?.beginRefreshing()
        #expect(s.footer?.actionCount == 0)
        // Enabled again, it holds its inset and loads
        s.footer?.isEnabled = true
        #expect(s.inset.bottom == 44)
        s.scrollView.drag(by: 100)
        s.dragToEnd(beyond: 40)
        #expect(s.footer?.actionCount == 1)
    }

    @Test(.timeLimit(.minutes(10))) func disablingARefreshingHeaderGivesItsInsetBackAndEndsTheWait() async {
        let s = SimulatedSession()
        let task = Task { @MainActor in await s.header?.refresh() }
        for _ in 0..<20 where s.header?.state != .refreshing { await Task.yield() }
        s.scrollView.settle()
        #expect(s.inset.top == 54)
        s.header?.isEnabled = false
        _ = await task.value
        #expect(s.inset == .zero)
        #expect(s.header?.state == .idle)
        #expect(s.header?.isHidden == true)
    }

    @Test func aDisabledHeaderCannotBePulled() {
        let s = SimulatedSession()
        s.header?.isEnabled = false
        s.pullToRefresh()
        #expect(s.header?.actionCount == 0)
        #expect(s.inset == .zero)
    }

    // MARK: Lifetimes

    @Test func aWeaklyHeldOwnerIsReleased() async {
        let s = SimulatedSession()
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            s.header?.action = .async(weak: owner) { await $0.reload() }
            s.pullToRefresh()
            for _ in 0..<20 where owner.reloads == 0 { await Task.yield() }
            #expect(owner.reloads == 1)
        }
        #expect(released == nil)
    }

    /// `RefreshHeader(target: vc) { vc, header in … }` holds both weakly: the action stops once either is gone.
    @Test(arguments: ["owner", "component"])
    func aTargetActionRunsOnlyWhileTheTargetAndTheComponentLive(freeing gone: String) {
        // Given a header whose action gets a target and the component, both held weakly
        let s = SimulatedSession()
        var owner: Owner? = Owner(), component: Owner? = Owner()
        var calls: [(ObjectIdentifier, ObjectIdentifier)] = []
        s.header?.action = .manual(weak: owner!, component: component!) { calls.append((ObjectIdentifier($0), ObjectIdentifier($1))) }
        // When a pull refreshes while both live
        s.pullToRefresh()
        // Then the action gets both
        #expect(calls.count == 1 && calls.first?.0 == ObjectIdentifier(owner!) && calls.first?.1 == ObjectIdentifier(component!))
        s.header?.endRefreshing()
        s.scrollView.settle(limit: 10)
        // When one is freed and the next pull refreshes
        if gone == "owner" { owner = nil } else { component = nil }
        s.pullToRefresh()
        // Then the refresh begins, and the action does nothing
        #expect(s.header?.actionCount == 2)
        #expect(calls.count == 1)
    }

    @Test(.timeLimit(.minutes(10))) func aScrollViewFreedDuringAnAwaitedRefreshEndsTheWait() async {
        let header = RefreshController(header: .header, action: .manual {})
        var scrollView: SimulatedScrollView? = SimulatedScrollView()
        scrollView?.installRefresh().attach(header)
        let task = Task { @MainActor in await header.refresh() }
        for _ in 0..<20 where header.state != .refreshing { await Task.yield() }
        #expect(header.state == .refreshing)
        weak var freed = scrollView
        scrollView = nil
        #expect(freed == nil)
        _ = await task.value
    }

    // MARK: A host that passes itself

    @Test func aBindingTakesChangesOnlyFromItsOwnHost() {
        // Given a binding on one scroll view, and a finger pulling its header past the trigger
        let sv = SimulatedScrollView(), other = SimulatedScrollView()
        let binding = sv.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        for _ in 0..<40 { sv.moveFinger(by: 5) }  // 200 pt of finger, rubber-banded past 54
        #expect(header.state == .ready)
        let handled = binding.handledEvents
        // When another view reports a change, or a frame, as its own: nothing is handled
        binding.hostDidChange(other)
        binding.frameDidTick(other)
        #expect(binding.handledEvents == handled)
        // When the binding's own view passes itself: the change is handled, and the release refreshes
        sv.release(velocity: 0)
        binding.hostDidChange(sv)
        #expect(binding.handledEvents > handled)
        #expect(header.state == .refreshing)
    }
}

/// A view controller stand-in whose lifetime the weak action must not extend.
@MainActor private final class Owner {
    var reloads = 0
    func reload() async { reloads += 1 }
}

/// `await refresh()` asked before the component has a scroll view, then refused when it attaches.
@MainActor @Suite struct RefreshBeforeAttachTests {
    // A hang guard only: a wait that never ends fails here instead of hanging the run (the test takes
    // milliseconds; the margin covers a slow, busy machine).
    @Test(.timeLimit(.minutes(10)), arguments: [false, true])
    func aRefreshRefusedAtTheAttachReturns(disabled: Bool) async {
        let sv = SimulatedScrollView()
        let binding = sv.installRefresh()
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(footer)
        if !disabled {
            footer.beginRefreshing()  // the other end refreshing refuses the header's begin
            sv.settle()
        }
        let header = RefreshController(header: .header, action: .manual {})
        header.isEnabled = !disabled
        let task = Task { @MainActor in await header.refresh() }
        for _ in 0..<10 { await Task.yield() }
        binding.attach(header)
        _ = await task.value  // returns: the refused begin leaves nothing to wait for
        #expect(header.actionCount == 0)
    }
}
