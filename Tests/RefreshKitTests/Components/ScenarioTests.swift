import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// On the simulated scroll view with the real engine: the everyday scroll-view scenarios (a pull held, let go
/// short of and past the trigger, ended, a slow release, short content, a large title, a flick to the top, a
/// touch during the spring, content growing past the end, nested lists), and one test for each class of
/// complaint in the peers' issue trackers that applies (the issues are named at each test).
@MainActor @Suite struct ScenarioTests {
    // MARK: Scroll-view scenarios with the engine

    @Test func pullAndHoldShowsPullingWithoutRefreshing() {
        let s = SimulatedSession()
        s.scrollView.drag(by: 100)
        #expect(abs(s.offset - -51.67) < 0.005)
        guard case .pulling(let progress) = s.header?.state else { Issue.record("not pulling"); return }
        #expect(abs(progress - (51 + 2.0 / 3) / 54) < 1e-9)
        s.scrollView.drag(by: 6)
        #expect(s.header?.state == .ready)
        #expect(s.header?.actionCount == 0)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func releaseBelowThresholdSpringsBackWithoutRefreshing(axis: ScrollAxis) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given a header (a carousel's leading component)
            let s = ScrollSession<View>()
            // When it is pulled 80 pt, short of its trigger, and let go
            s.scrollView.drag(by: 80, duration: 0.3)
            s.scrollView.release(velocity: 0)
            s.scrollView.settle(limit: 10)
            // Then it springs back with nothing held
            #expect(s.offset == 0)
            #expect(s.header?.state == .idle)
            #expect(s.header?.actionCount == 0)
            #expect(s.inset == .zero)
        }
        along(axis.simulatedView)
    }

    @Test func releasePastThresholdRefreshesOnceAndSettlesOnThePinnedLine() {
        let s = SimulatedSession()
        s.scrollView.drag(by: 150)
        #expect(abs(s.offset - -75) < 0.005)
        let framesBefore = s.scrollView.frames.count
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.header?.actionCount == 1)
        #expect(s.header?.state == .refreshing)
        #expect(s.inset.top == 54)
        #expect(s.offset == -54)
        let after = s.scrollView.frames.dropFirst(framesBefore - 1)  // from the last dragged frame
        #expect(after.allSatisfy { $0.offset <= -54 })               // never above the pinned line
        #expect(s.scrollView.callbacks.filter { $0 == .didEndDecelerating }.count <= 1)
        #expect(zip(after, after.dropFirst()).allSatisfy { abs($0.offset - $1.offset) < 10 })  // spring steps, no 21 pt jump
    }

    @Test(arguments: [false, true])
    func releaseGivesTheSameOutcomeWhicheverOrderUIKitReportsThePanEnd(panEndAfterRelease: Bool) {
        let s = SimulatedSession()
        s.scrollView.reportsPanEndAfterRelease = panEndAfterRelease
        s.scrollView.drag(by: 150)
        let start = s.scrollView.frames.count - 1
        s.scrollView.release()
        s.scrollView.settle()
        #expect(s.header?.actionCount == 1)
        #expect(s.inset.top == 54)
        #expect(s.offset == -54)
        let offsets = s.scrollView.frames[start...].map(\.offset)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { abs($0 - $1) < 10 })
        #expect(s.scrollView.frames.last?.headerState == .refreshing)
    }

    @Test func endingReturnsTheInsetWithinPoint4Seconds() {
        let s = SimulatedSession()
        s.pullToRefresh()
        let adjustedChanges = s.scrollView.callbacks.filter { $0 == .adjustedContentInsetDidChange }.count
        s.header?.endRefreshing()
        s.scrollView.advance(0.4)
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.header?.state == .idle)
        #expect(s.scrollView.callbacks.filter { $0 == .adjustedContentInsetDidChange }.count > adjustedChanges)
    }

    @Test(arguments: [RefreshRole.header, .footer])
    func endingWhileTheBounceStillRunsMovesTheContentOneWayOnly(role: RefreshRole) {
        let s = SimulatedSession(content: 300, header: role == .header ? .header : nil,
                                 footer: role == .footer ? (.back, .footer) : nil)
        s.scrollView.drag(by: role == .header ? 150 : -150)
        s.scrollView.release(velocity: 0)
        s.scrollView.advance(0.1)  // the bounce toward the pinned line is still running
        #expect(s.scrollView.isDecelerating)
        let start = s.scrollView.frames.count - 1
        (role == .header ? s.header : s.footer)?.endRefreshing()
        s.scrollView.settle()
        let offsets = s.scrollView.frames[start...].map(\.offset)
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        // The header's content goes up toward 0, the footer's down toward the top: never back (no stale frame).
        #expect(steps.allSatisfy { role == .header ? $0 >= 0 : $0 <= 0 })
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
    }

    @Test func slowReleaseAfterHoldingStillRefreshes() {
        let s = SimulatedSession()
        s.scrollView.drag(by: 117.8)
        s.scrollView.hold(0.15)
        s.scrollView.release()
        #expect(s.scrollView.callbacks.contains(.didEndDragging(willDecelerate: true)))
        #expect(s.header?.actionCount == 1)
    }

    /// `justShort` shows 53.33 pt on either view, just short of −101: the rubber band stretches against the
    /// viewport's length along the axis (812 pt on a list, 390 on a carousel).
    @Test(arguments: [(ScrollAxis.vertical, 104.0), (.horizontal, 112)])
    func shortContentFlipsTheAdjustedInsetWhenTheHeaderAttaches(axis: ScrollAxis, justShort: Double) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given short content under .scrollableAxes and a 47 pt safe area at the leading edge, which does not apply yet
            let s = ScrollSession<View>(content: 300, behavior: .scrollableAxes, header: nil,
                                        safeArea: View.local(ScrollInsets(top: 47)))
            let sv = s.scrollView
            #expect(sv.local(sv.adjustedContentInset).top == 0)
            // When the header attaches (alwaysBounceVertical, or Horizontal along x)
            let header = RefreshController(header: .header, action: .manual {})
            s.binding.attach(header)
            // Then the safe area applies and the trigger is measured from it: 47 + 54
            #expect(sv.local(sv.adjustedContentInset).top == 47)
            #expect(s.offset == -47)
            sv.drag(by: justShort, duration: 0.3)
            #expect(header.state != .ready)
            sv.drag(by: 3, duration: 0.3)
            #expect(header.state == .ready)
        }
        along(axis.simulatedView)
    }

    @Test func largeTitleCollapsingUnderTheFingerNeverPullsAndThresholdTracksIt() {
        let sv = SimulatedScrollView()
        sv.contentInsetAdjustmentBehavior = .always
        sv.framesPerSecond = 60
        sv.safeAreaTopForOffset = { y in min(max(-y, 91), 140) }
        sv.setSafeAreaInsets(ScrollInsets(top: 140))
        let header = RefreshController(header: .header, action: .manual {})
        sv.installRefresh().attach(header)
        #expect(sv.contentOffset.y == -140)
        var states: Set<RefreshState> = []
        sv.observers.append { _, _ in states.insert(header.state.kind) }
        sv.drag(by: -200)                        // scroll up: the title collapses to 91
        sv.release(velocity: 0)
        #expect(states == [.idle])
        sv.setContentOffset(ScrollPoint(y: -140), animated: true)
        sv.settle()
        sv.drag(by: 150)
        sv.release(velocity: 0)
        sv.settle()
        #expect(header.state == .refreshing)
        #expect(sv.contentOffset.y == -194)
        header.endRefreshing()
        sv.settle()
        #expect(sv.contentOffset.y == -140)
        #expect(sv.contentInset == .zero)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func flickToTheTopDoesNotRefresh(axis: ScrollAxis) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given content scrolled to 500
            let s = ScrollSession<View>()
            s.scrollView.setContentOffset(s.scrollView.local(ScrollPoint(x: 0, y: 500)))
            // When it is flung back past the start
            s.scrollView.fling(velocity: -2)
            s.scrollView.settle(limit: 10)
            // Then nothing refreshes: documented, only a finger pulls, momentum never triggers
            #expect(s.header?.actionCount == 0)
            #expect(s.offset == 0)
        }
        along(axis.simulatedView)
    }

    @Test func touchDuringTheRefreshSpringHoldsTheContent() {
        let s = SimulatedSession()
        s.scrollView.drag(by: 150)
        s.scrollView.release(velocity: 0)
        s.scrollView.advance(0.05)
        let y = s.offset
        s.scrollView.touchDown()
        #expect(s.scrollView.callbacks.last == .didEndDecelerating)
        s.scrollView.advance(0.1)
        #expect(s.offset == y)
        s.scrollView.drag(by: 2, duration: 1.0 / 60)
        #expect(abs(s.offset - y) < 2)
        #expect(s.header?.actionCount == 1)
    }

    @Test func footerLaysOutAgainWhenContentGrowsWhileHeldPastTheEnd() {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 30)
        let y = s.offset
        s.scrollView.setContentSize(ScrollSize(width: 390, height: 2600))
        #expect(s.footer?.frame.origin.y == 2600)
        s.scrollView.drag(by: -1, duration: 1.0 / 60)
        #expect(abs(s.offset - y) < 2)
    }

    @Test func nestedListHeaderTriggersOnlyOnTheOuterViewWithThePinRule() {
        let outer = SimulatedSession()
        let inner = SimulatedScrollView()
        inner.contentInsetAdjustmentBehavior = .never
        inner.framesPerSecond = 60
        outer.scrollView.simultaneousPartners = [inner]
        inner.observers.append { sv, change in  // JXPagingView's rule: the list stays at its top
            if change == .contentOffset, sv.contentOffset.y < sv.minOffset { sv.setContentOffset(ScrollPoint(y: sv.minOffset)) }
        }
        outer.scrollView.drag(by: 150)
        #expect(inner.contentOffset.y == 0)
        outer.scrollView.release(velocity: 0)
        #expect(outer.header?.actionCount == 1)
    }

    @Test func simultaneousRefreshCanBeSwitchedOnAtRuntime() {
        let s = SimulatedSession(footer: (.back, .footer))
        s.header?.beginRefreshing()
        s.footer?.beginRefreshing()
        #expect(s.footer?.state == .idle)  // rejected by default
        s.binding.configuration.allowsSimultaneousRefresh = true
        s.footer?.beginRefreshing()
        #expect(s.header?.state == .refreshing && s.footer?.state == .refreshing)
        s.header?.endRefreshing()
        s.footer?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == .zero)
    }

    // MARK: Complaint classes from the peers' issue trackers
    // MJRefresh = CoderMJLee/MJRefresh, ESPullToRefresh = eggswift/pull-to-refresh, CRRefresh = CRAnimation/CRRefresh,
    // KafkaRefresh = BeatsKitano/KafkaRefresh (GitHub issue and pull-request numbers).

    @Test func appInsetChangesDuringARefreshSurviveIt() {  // MJRefresh #711, #433
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.setContentInset(ScrollInsets(top: 54, bottom: 300))  // keyboard appears
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == ScrollInsets(bottom: 300))
        #expect(s.binding.appContentInset == ScrollInsets(bottom: 300))
    }

    @Test func appSettingItsInsetAfterTheFooterAttachedKeepsBoth() {  // MJRefresh #1511, #916
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        #expect(s.inset.bottom == 44)
        s.scrollView.setContentInset(ScrollInsets(bottom: 20))  // the app's absolute write
        #expect(s.inset.bottom == 64)
        #expect(s.binding.appContentInset.bottom == 20)
        if let footer = s.footer { s.binding.detach(footer) }
        #expect(s.inset.bottom == 20)
    }

    @Test func adjustedInsetsFromBarsPlaceThresholdsBelowTheBars() {  // MJRefresh #958
        let s = SimulatedSession(behavior: .automatic)
        s.scrollView.isViewControllerRootView = true
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 34))
        #expect(s.offset == -91)
        #expect(s.header?.state == .idle)
        s.scrollView.drag(by: 100)
        #expect(s.header?.state != .ready)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        s.pullToRefresh()
        #expect(s.offset == -145)
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.offset == -91)
        #expect(s.inset == .zero)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])  // MJRefresh #1009 (self-sizing cells)
    func selfSizingContentChurnFiresTheAutoFooterOnce(axis: ScrollAxis) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given an auto footer that loaded at the end
            let s = ScrollSession<View>(header: nil, footer: (.auto, .footer))
            s.dragToEnd()
            #expect(s.footer?.actionCount == 1)
            s.footer?.endRefreshing()
            // When self-sizing cells change the content's length several times, each time within reach of the end
            for length in [2300.0, 2180, 2420, 2390, 2400] {
                s.setContentLength(length)
                s.scrollView.drag(by: -(s.scrollView.maxOffset - s.offset), duration: 1.0 / 60)
            }
            // Then nothing loads again
            #expect(s.footer?.actionCount == 1)
        }
        along(axis.simulatedView)
    }

    /// `start` is 430 to 460 pt before the end on either view (a list shows 812 pt, a carousel 390).
    @Test(arguments: [(ScrollAxis.vertical, 800.0), (.horizontal, 1200)])  // MJRefresh #463; CRRefresh #40
    func autoFooterDoesNotRefireFromMomentumAfterEnding(axis: ScrollAxis, start: Double) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given an auto footer, which holds its inset all along
            let s = ScrollSession<View>(header: nil, footer: (.auto, .footer))
            #expect(s.inset == s.scrollView.local(ScrollInsets(bottom: 44)))
            s.scrollView.setContentOffset(s.scrollView.local(ScrollPoint(x: 0, y: start)))
            // When the content is flung toward the end from near it
            s.scrollView.fling(velocity: 3)
            s.scrollView.advance(0.2)
            // Then it loads once
            #expect(s.footer?.actionCount == 1)
            // When the load ends while momentum still carries the content against the end
            s.footer?.endRefreshing()
            s.scrollView.settle(limit: 10)
            // Then the same gesture never loads again
            #expect(s.footer?.actionCount == 1)
            #expect(s.offset == s.scrollView.maxOffset)
            // When new content arrives and a new drag reaches the end
            s.setContentLength(2600)
            s.dragToEnd()
            // Then that drag loads again, once
            #expect(s.footer?.actionCount == 2)
        }
        along(axis.simulatedView)
    }

    @Test func headerBounceOnAShortListNeverFiresTheFooter() {  // MJRefresh #1500, PR #1328
        let s = SimulatedSession(content: 300, footer: (.auto, RefreshMetrics(height: 44, preloadDistance: 300)))
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.settle()
        s.scrollView.drag(by: 30)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.header?.actionCount == 1)
        #expect(s.footer?.actionCount == 0)
    }

    @Test func pinnedInsetShrinksSoSectionHeadersLeaveNoGap() {  // MJRefresh #400; ESPullToRefresh #53
        let s = SimulatedSession()
        s.pullToRefresh()
        for distance in stride(from: -10.0, through: -120, by: -10) {
            s.scrollView.drag(by: -10, duration: 1.0 / 60)
            let gap = s.inset.top  // a plain table pins section headers at offset + adjusted.top
            #expect(gap <= 54 + 1e-9)
            if s.offset >= 0 { #expect(gap == 0) } else { #expect(abs(gap - -s.offset) < 0.01, "at \(distance)") }
        }
        #expect(s.header?.state == .refreshing)
    }

    @Test func reloadAtEndDoesNotMakeTheContentJump() {  // ESPullToRefresh #125; KafkaRefresh #64
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.footer?.state == .refreshing)
        let y = s.offset
        s.scrollView.setContentSize(ScrollSize(width: 390, height: 2800))  // new rows, then end in the same turn
        s.footer?.endRefreshing()
        let start = s.scrollView.frames.count
        s.scrollView.settle()
        #expect(s.scrollView.frames[start...].allSatisfy { $0.offset == y })
        #expect(s.inset == .zero)
    }

    @Test func rapidBeginAndEndNeverPilesUpInsets() {  // MJRefresh #899, #765, #1433
        let s = SimulatedSession()
        s.scrollView.setContentInset(ScrollInsets(top: 12))
        for frames in [0, 1, 3, 10, 20, 0, 2] {
            s.header?.beginRefreshing()
            s.scrollView.advance(frames: frames)
            s.header?.endRefreshing()
            s.header?.endRefreshing()
            s.scrollView.advance(frames: frames)
        }
        s.scrollView.settle()
        #expect(s.inset == ScrollInsets(top: 12))
        #expect(s.offset == -12)
        #expect(s.header?.actionCount == 7)
    }

    @Test func beginBeforeTheScrollViewIsOnScreenStartsOnceItIs() {  // MJRefresh #357, #1142
        let sv = SimulatedScrollView(bounds: .zero)
        sv.framesPerSecond = 60
        sv.setInWindow(false)
        let header = RefreshController(header: .header, action: .manual {})
        header.beginRefreshing()                   // viewDidLoad: not even attached yet
        sv.installRefresh().attach(header)
        #expect(header.actionCount == 0)
        #expect(header.isRefreshing)
        sv.setBoundsSize(ScrollSize(width: 390, height: 812))
        #expect(header.actionCount == 0)
        sv.setInWindow(true)
        #expect(header.actionCount == 1)
        sv.settle()
        #expect(sv.contentOffset.y == -54)
    }

    @Test func safeAreaArrivingAfterADeferredBeginDoesNotMakeThePinJump() {  // the same, as on a device
        let sv = SimulatedScrollView()
        sv.framesPerSecond = 60
        sv.contentInsetAdjustmentBehavior = .always
        sv.setInWindow(false)
        let header = RefreshController(header: .header, action: .manual {})
        sv.installRefresh().attach(header)
        header.beginRefreshing()                             // viewDidLoad
        sv.setInWindow(true)                                 // the begin starts here...
        sv.setSafeAreaInsets(ScrollInsets(top: 91))          // ...and the bars arrive in the same layout pass
        let before = sv.contentOffset.y                     // -91: UIKit kept the distance from the bars
        let start = sv.frames.count
        sv.settle()
        let offsets = [before] + sv.frames[start...].map(\.offset)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 <= $0 })  // only ever toward the pinned line
        #expect(sv.contentOffset.y == -145)
    }

    @Test func shortContentKeepsTheFooterAtTheBottomNotMidScreen() {  // MJRefresh #938, #460
        let s = SimulatedSession(content: 300, footer: (.back, .footer))
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: 47, bottom: 34))
        #expect(s.footer?.frame.origin.y == 812)
    }

    @Test func footerIsHiddenAtRestInTheHomeIndicatorArea() {  // MJRefresh #1547
        let s = SimulatedSession(behavior: .always, header: nil, footer: (.back, .footer))
        s.scrollView.setSafeAreaInsets(ScrollInsets(bottom: 34))
        s.scrollView.setContentOffset(ScrollPoint(y: s.scrollView.maxOffset))
        #expect(s.footer?.isHidden == true)
        s.scrollView.drag(by: -40)
        #expect(s.footer?.isHidden == false)
    }

    @Test func removingAndReaddingFootersNeverDoublesTheInset() {  // CRRefresh #22; MJRefresh #1163
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        s.scrollView.setContentInset(ScrollInsets(bottom: 10))
        for _ in 0..<3 {
            if let footer = s.footer {
                s.binding.detach(footer)
                #expect(s.inset.bottom == 10)
                s.binding.attach(footer)
            }
            #expect(s.inset.bottom == 54)
        }
    }

    @Test func removingAHeaderWhileItRefreshesGivesItsInsetBack() {  // the same class, for a header
        let s = SimulatedSession()
        s.pullToRefresh()
        if let header = s.header { s.binding.detach(header) }
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.header?.state == .idle)
    }

    @Test func removingAHeaderMidAnimationStopsTheFrameClock() {
        let s = SimulatedSession()
        s.header?.beginRefreshing()
        s.scrollView.advance(0.1)
        #expect(s.scrollView.frameClockRunning)  // the pin animation is running
        if let header = s.header { s.binding.detach(header) }
        #expect(!s.scrollView.frameClockRunning)
        #expect(s.inset == .zero)
    }

    @Test func rotationWhileRefreshingKeepsTheHeaderPinned() {  // MJRefresh #1440, #1267
        let s = SimulatedSession()
        s.pullToRefresh()
        s.scrollView.setBoundsSize(ScrollSize(width: 812, height: 390))
        #expect(s.offset == -54)
        #expect(s.header?.frame.size.width == 812)
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.offset == 0)
        #expect(s.inset == .zero)
    }

    @Test func searchBarAppearingMidPullMovesTheThreshold() {  // MJRefresh #318, #413
        let s = SimulatedSession(behavior: .always)
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        s.scrollView.drag(by: 80)
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: 147))  // search bar: not compensated mid-drag
        s.scrollView.drag(by: 1, duration: 1.0 / 60)
        let revealed = -147 - s.offset                          // measured from the new, lower bar
        guard case .pulling(let progress) = s.header?.state else { Issue.record("not pulling"); return }
        #expect(abs(progress - revealed / 54) < 1e-9)
        s.scrollView.drag(by: 200)
        #expect(s.header?.state == .ready)
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])  // MJRefresh #1486 (= #1029), #1317; KafkaRefresh #76
    func observationOfOwnWritesNeverLoops(axis: ScrollAxis) {
        func along<View: AxisScrollView>(_: View.Type) {
            // Given a header and an auto footer, the header refreshing
            let s = ScrollSession<View>(footer: (.auto, .footer))
            s.pullToRefresh()
            let before = s.binding.handledEvents
            let changes = s.scrollView.offsetChanges
            // When the content is dragged across
            s.scrollView.drag(by: -150, duration: 0.5)
            // Then a few events per offset change, none dropped
            let perChange = Double(s.binding.handledEvents - before) / Double(s.scrollView.offsetChanges - changes)
            #expect(perChange < 4)
            #expect(s.binding.droppedEvents == 0)
        }
        along(axis.simulatedView)
    }

    // MARK: async

    @Test func asyncActionEndsTheRefreshWhenItReturns() async {
        let s = SimulatedSession()
        let gate = Gate()
        s.header?.action = .async { await gate.wait() }
        s.pullToRefresh()
        await Task.yield()
        #expect(gate.entered == 1)
        #expect(s.header?.state == .refreshing)
        gate.open()
        for _ in 0..<5 { await Task.yield() }
        #expect(s.header?.state == .ending)
        s.scrollView.settle()
        #expect(s.header?.state == .idle)
        #expect(s.inset == .zero)
    }

    @Test func awaitingRefreshReturnsOnceTheRefreshEnded() async {
        let s = SimulatedSession()
        let gate = Gate()
        s.header?.action = .async { await gate.wait() }
        var finished = false
        let task = Task { @MainActor in
            await s.header?.refresh()
            finished = true
        }
        for _ in 0..<10 where gate.entered == 0 { await Task.yield() }
        s.scrollView.advance(0.3)  // the header is pinned in view
        gate.open()
        for _ in 0..<10 where s.header?.state != .ending { await Task.yield() }
        #expect(s.header?.state == .ending)
        #expect(!finished)
        s.scrollView.settle()
        await task.value
        #expect(finished)
        #expect(s.inset == .zero)
    }

    @Test func refreshReturnsAtOnceWhenTheBeginIsRejected() async {
        let s = SimulatedSession(footer: (.back, .footer))
        s.footer?.setNoMoreData()
        await s.footer?.refresh()  // would hang if a rejected begin left a waiter behind
        #expect(s.footer?.state == .noMoreData)
    }

    @Test func cancellingTheAwaitingTaskEndsTheRefresh() async {
        let s = SimulatedSession()
        let gate = Gate()
        s.header?.action = .async { await gate.wait() }
        let task = Task { @MainActor in await s.header?.refresh() }
        for _ in 0..<5 { await Task.yield() }
        #expect(s.header?.state == .refreshing)
        s.scrollView.advance(0.3)
        task.cancel()
        _ = await task.value  // returns without anyone advancing the ending animation
        #expect(s.header?.state == .ending)
        s.scrollView.settle()
        #expect(s.inset == .zero)
        gate.open()
    }
}
