import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The engine end to end against a scripted scroll view: pulls, pins, ends, insets, footers.
@Suite struct RefreshEngineTests {
    // MARK: Header

    @Test func releasingPastTriggerStartsRefreshingAndPins() {
        var sv = ScriptedScrollView()
        sv.drag(to: -75)
        #expect(sv.header?.state == .ready)
        sv.release()
        #expect(sv.header?.state == .refreshing)
        #expect(sv.actionCount == 1)
        #expect(sv.contentInset.top == 54)
        #expect(sv.offset == -75)  // the write that clamped it put it back: no jump
        sv.settle()
        #expect(sv.offset == -54)
        #expect(sv.actionCount == 1)
    }

    @Test(arguments: [-10.0, -27, -53])
    func releasingShortOfTriggerDoesNothing(y: Double) {
        var sv = ScriptedScrollView()
        sv.drag(to: y)
        #expect(sv.header?.state == .pulling(progress: -y / 54))
        sv.release()
        sv.settle()
        #expect(sv.header?.state == .idle)
        #expect(sv.actionCount == 0)
        #expect(sv.contentInset == .zero)
    }

    @Test func pullingBackAboveTheLineCancelsReady() {
        var sv = ScriptedScrollView()
        sv.drag(to: -80)
        sv.drag(to: -20)
        sv.release()
        #expect(sv.header?.state == .idle)
        #expect(sv.actionCount == 0)
    }

    @Test func endingAnimatesTheInsetBackToExactlyTheBase() {
        var sv = ScriptedScrollView()
        sv.setContentInset(ScrollInsets(top: 20))
        sv.offset = -20
        sv.pullToRefresh()
        #expect(sv.contentInset.top == 74)
        sv.send(.end(.header, generation: nil))
        #expect(sv.header?.state == .ending)
        sv.advance(0.15)
        #expect(sv.contentInset.top > 20 && sv.contentInset.top < 74)
        sv.advance(0.2)
        #expect(sv.header?.state == .idle)
        #expect(sv.contentInset == ScrollInsets(top: 20))
        #expect(sv.offset == -20)
        #expect(sv.ended == [.header])
        #expect(!sv.engine.needsFrames)
    }

    @Test func endWithoutBeginIsRejectedAndChangesNothing() {
        var sv = ScriptedScrollView()
        sv.send(.end(.header, generation: nil))
        #expect(sv.header?.state == .idle)
        #expect(sv.rejected.count == 1)
        #expect(sv.contentInset == .zero)
    }

    @Test func endTwiceIsHarmless() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.send(.end(.header, generation: nil))
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == .zero)
        #expect(sv.rejected.count == 1)
        #expect(sv.ended == [.header])
    }

    @Test func beginTwiceRunsTheActionOnce() {
        var sv = ScriptedScrollView()
        sv.send(.begin(.header))
        sv.send(.begin(.header))
        #expect(sv.actionCount == 1)
        #expect(sv.rejected.map(\.2) == [.begin])
    }

    @Test func programmaticBeginAnimatesTheHeaderIntoViewWithoutAJump() {
        var sv = ScriptedScrollView()
        sv.systemInset = ScrollInsets(top: 91)
        sv.offset = -91
        sv.send(.observed)
        sv.send(.begin(.header))
        #expect(sv.contentInset.top == 54)
        #expect(sv.offset == -91)
        var previous = sv.offset
        for _ in 0..<20 {
            sv.advance(1.0 / 60)
            #expect(sv.offset <= previous)
            #expect(previous - sv.offset < 20)  // no frame jumps more than a few points
            previous = sv.offset
        }
        #expect(sv.offset == -145)
        #expect(sv.header?.inset == 54)
    }

    @Test func beginBeforeLayoutWaitsForASize() {
        var sv = ScriptedScrollView()
        sv.bounds = .zero
        sv.send(.observed)
        sv.send(.begin(.header))
        #expect(sv.actionCount == 0)
        #expect(sv.header?.pendingBegin == true)
        sv.bounds = ScrollSize(width: 390, height: 812)
        sv.send(.observed)
        #expect(sv.actionCount == 1)
        #expect(sv.header?.state == .refreshing)
        sv.advance(0.3)
        #expect(sv.offset == -54)
    }

    @Test func beginBeforeWindowWaitsForTheWindow() {
        var sv = ScriptedScrollView()
        sv.isInWindow = false
        sv.send(.begin(.header))
        #expect(sv.actionCount == 0)
        sv.isInWindow = true
        sv.send(.observed)
        #expect(sv.actionCount == 1)
    }

    @Test func endBeforeADeferredBeginCancelsIt() {
        var sv = ScriptedScrollView()
        sv.isInWindow = false
        sv.send(.begin(.header))
        sv.send(.end(.header, generation: nil))
        sv.isInWindow = true
        sv.send(.observed)
        #expect(sv.actionCount == 0)
        #expect(sv.ended == [.header])
        #expect(sv.contentInset == .zero)
    }

    @Test func beginThenEndAtOnceLeavesTheBaseInset() {
        var sv = ScriptedScrollView()
        sv.setContentInset(ScrollInsets(top: 12, bottom: 8))
        sv.offset = -12
        sv.send(.begin(.header))
        sv.send(.end(.header, generation: nil))
        sv.advance(1)
        #expect(sv.contentInset == ScrollInsets(top: 12, bottom: 8))
        #expect(sv.offset == -12)
    }

    @Test func endThenBeginDuringTheEndingAnimationNeverPilesUp() {
        var sv = ScriptedScrollView()
        for _ in 0..<5 {
            sv.send(.begin(.header))
            sv.advance(0.05)
            sv.send(.end(.header, generation: nil))
            sv.advance(0.05)
        }
        sv.send(.begin(.header))
        sv.advance(0.5)
        #expect(sv.contentInset.top == 54)
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == .zero)
        #expect(sv.actionCount == 6)
    }

    @Test func removingWhileRefreshingGivesBackTheInset() {
        var sv = ScriptedScrollView()
        sv.setContentInset(ScrollInsets(top: 30))
        sv.offset = -30
        sv.pullToRefresh()
        sv.send(.detach(.header))
        #expect(sv.contentInset == ScrollInsets(top: 30))
        #expect(sv.ended == [.header])
        #expect(sv.header == nil)
    }

    @Test func reattachingAfterRemovalStartsClean() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.send(.detach(.header))
        sv.send(.attach(.header, .header))
        #expect(sv.header?.state == .idle)
        sv.pullToRefresh()
        #expect(sv.contentInset.top == 54)
    }

    @Test func staleActionGenerationDoesNotEndANewerRefresh() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        let first = sv.performed[0].1
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        sv.send(.begin(.header))
        sv.send(.end(.header, generation: first))  // the first action returned late
        #expect(sv.header?.state == .refreshing)
    }

    // MARK: Insets owned by others

    @Test func keyboardInsetDuringRefreshIsKeptAndSurvivesTheEnd() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.setContentInset(ScrollInsets(top: 54, bottom: 300))  // read-modify-write of the bottom edge
        #expect(sv.contentInset == ScrollInsets(top: 54, bottom: 300))
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == ScrollInsets(bottom: 300))
    }

    @Test func absoluteAppWriteDuringRefreshKeepsTheHeaderInView() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.setContentInset(ScrollInsets(top: 10))  // clamps the offset to −10 before KVO reports
        #expect(sv.contentInset.top == 64)
        #expect(sv.offset == -64)
        #expect(sv.header?.inset == 54)
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == ScrollInsets(top: 10))
    }

    @Test func largeTitleCollapsingMovesTheTriggerLine() {
        var sv = ScriptedScrollView()
        sv.systemInset = ScrollInsets(top: 140)
        sv.drag(to: -140)
        #expect(sv.header?.state == .idle)
        sv.systemInset = ScrollInsets(top: 91)  // collapses under the finger
        sv.drag(to: -120)
        #expect(sv.header?.state == .pulling(progress: 29.0 / 54))
        sv.drag(to: -145)
        #expect(sv.header?.state == .ready)
    }

    @Test func scrollingAwayWhileRefreshingShrinksThePinnedPart() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.drag(to: -20)
        #expect(sv.contentInset.top == 20)
        sv.drag(to: 300)
        #expect(sv.contentInset.top == 0)
        sv.drag(to: -40)
        #expect(sv.contentInset.top == 40)
        #expect(sv.header?.state == .refreshing)
        #expect(sv.actionCount == 1)
    }

    @Test func headerTallerThanTheScrollViewPinsAtMostTheViewport() {
        var sv = ScriptedScrollView(header: RefreshMetrics(height: 2000))
        sv.bounds = ScrollSize(width: 390, height: 300)
        sv.send(.begin(.header))
        sv.advance(0.5)
        #expect(sv.contentInset.top == 300)
        sv.send(.end(.header, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == .zero)
    }

    @Test func reducedMotionPinsAndEndsWithoutAnimation() {
        var sv = ScriptedScrollView(configuration: .init(pinDuration: 0, endDuration: 0))
        sv.send(.begin(.header))
        #expect(sv.offset == -54)
        #expect(!sv.engine.needsFrames)
        sv.send(.end(.header, generation: nil))
        #expect(sv.contentInset == .zero)
        #expect(sv.header?.state == .idle)
    }

    @Test func touchDuringThePinAnimationCancelsIt() {
        var sv = ScriptedScrollView()
        sv.send(.begin(.header))
        sv.advance(0.05)
        sv.drag(to: sv.offset)
        #expect(sv.engine.offsetAnimation == nil)
        #expect(sv.header?.state == .refreshing)
    }

    @Test func nanGeometryIsIgnoredWithoutLosingTheInset() {
        var sv = ScriptedScrollView()
        sv.pullToRefresh()
        sv.offset = .nan
        sv.send(.observed)
        #expect(sv.header?.state == .refreshing)
        #expect(sv.contentInset.top == 54)
        sv.send(.detach(.header))
        #expect(sv.contentInset == .zero)  // removal still gives the inset back
    }

    // MARK: Footers

    @Test func autoFooterFiresOncePerDragDespiteContentSizeChurn() {
        var sv = ScriptedScrollView(header: nil, footer: (.auto, .footer))
        #expect(sv.contentInset.bottom == 44)
        sv.drag(to: 1000)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == 1)
        sv.send(.end(.footer, generation: nil))
        for height in [2100.0, 2050, 2400, 2380] {  // self-sizing cells after reloadData
            sv.contentHeight = height
            sv.send(.observed)
            sv.drag(to: sv.maxOffset)
        }
        #expect(sv.actionCount == 1)
        sv.release()
        sv.drag(to: sv.maxOffset - 50)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == 2)  // a new drag arms it again
    }

    @Test func programmaticScrollingToTheEndLoads() {
        // Given an auto footer that no finger has armed
        var sv = ScriptedScrollView(header: nil, footer: (.auto, .footer))
        // When VoiceOver, a keyboard or `scrollToRow` moves the content to the end
        sv.scroll(to: 500)
        sv.scroll(to: sv.maxOffset)
        // Then it loads, once
        #expect(sv.actionCount == 1)
        sv.send(.end(.footer, generation: nil))
        sv.scroll(to: sv.maxOffset)
        #expect(sv.actionCount == 1)
    }

    @Test func contentGrowingUnderARestingListDoesNotArmTheAutoFooter() {
        // Given an auto footer at rest, its trigger line at the end of the content
        var sv = ScriptedScrollView(header: nil, footer: (.auto, .footer))
        // When the content grows and shrinks under the list (self-sizing cells), the offset clamped along
        for height in [600.0, 2000, 500, 3000] {
            sv.contentHeight = height
            sv.offset = min(max(sv.offset, sv.minOffset), sv.maxOffset)
            sv.send(.observed)
        }
        // Then nothing loads: no one moved the content toward the end
        #expect(sv.actionCount == 0)
    }

    @Test(arguments: [(1.0, 0.0, 1232.0), (0.0, 0.0, 1188), (1.0, 200, 1032)])
    func autoFooterFiresAtItsTriggerLine(percent: Double, preload: Double, line: Double) {
        let metrics = RefreshMetrics(height: 44, triggerPercent: percent, preloadDistance: preload)
        var sv = ScriptedScrollView(header: nil, footer: (.auto, metrics))
        sv.drag(to: line - 1)
        #expect(sv.actionCount == 0)
        sv.drag(to: line)
        #expect(sv.actionCount == 1)
    }

    @Test func autoFooterStopsAfterNoMoreDataAndResumesAfterReset() {
        var sv = ScriptedScrollView(header: nil, footer: (.auto, .footer))
        sv.drag(to: sv.maxOffset)
        sv.send(.noMoreData(.footer))
        #expect(sv.footer?.state == .noMoreData)
        sv.release()
        sv.drag(to: 0)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == 1)
        sv.send(.resetNoMoreData(.footer))
        sv.release()
        sv.drag(to: 0)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == 2)
    }

    @Test func shortListWithBouncingHeaderDoesNotTriggerTheAutoFooter() {
        var sv = ScriptedScrollView(footer: (.auto, RefreshMetrics(height: 44, preloadDistance: 400)))
        sv.contentHeight = 300
        sv.send(.observed)
        sv.drag(to: -40)
        sv.release()
        sv.isDecelerating = true
        for y in stride(from: -40.0, through: 0, by: 5) { sv.scroll(to: y) }  // the bounce back
        sv.isDecelerating = false
        sv.send(.observed)
        #expect(sv.actionCount == 0)
    }

    @Test func headerAndFooterNeverRefreshAtOnce() {
        var sv = ScriptedScrollView(footer: (.back, .footer))
        sv.pullToRefresh()
        sv.drag(to: sv.maxOffset + 100)
        sv.release()
        #expect(sv.footer?.state == .idle)
        sv.send(.begin(.footer))
        #expect(sv.footer?.state == .idle)
        #expect(sv.actionCount == 1)
    }

    @Test func backFooterOnShortContentPinsFooterPlusTheGap() {
        var sv = ScriptedScrollView(header: nil, footer: (.back, .footer))
        sv.contentHeight = 300
        sv.send(.observed)
        #expect(sv.footer?.frame.origin.y == 812)  // at the bottom of the visible area, not mid-screen
        sv.drag(to: 60)
        sv.release()
        #expect(sv.footer?.state == .refreshing)
        #expect(sv.contentInset.bottom == 44 + 512)
        sv.settle()
        #expect(sv.offset == 44)
        sv.send(.end(.footer, generation: nil))
        sv.advance(0.5)
        #expect(sv.contentInset == .zero)
    }

    @Test func backFooterFollowsContentGrowthWhileLoading() {
        var sv = ScriptedScrollView(header: nil, footer: (.back, .footer))
        sv.contentHeight = 600
        sv.send(.observed)
        sv.drag(to: 60)
        sv.release()
        #expect(sv.contentInset.bottom == 44 + 212)
        sv.contentHeight = 1600
        sv.send(.observed)
        #expect(sv.contentInset.bottom == 44)
    }

    @Test func emptyContentHidesTheFooterAndItsInset() {
        var sv = ScriptedScrollView(header: nil, footer: (.auto, .footer))
        sv.contentHeight = 0
        sv.send(.observed)
        #expect(sv.footer?.isHidden == true)
        #expect(sv.contentInset.bottom == 0)
    }

    @Test func headerIsHiddenUntilRevealed() {
        var sv = ScriptedScrollView()
        sv.systemInset = ScrollInsets(top: 91)
        sv.scroll(to: -91)
        #expect(sv.header?.isHidden == true)  // not showing through a translucent bar
        sv.drag(to: -100)
        #expect(sv.header?.isHidden == false)
        #expect(sv.header?.frame == ScrollRect(x: 0, y: -54, width: 390, height: 54))
    }

    @Test func noMoreDataOnAHeaderIsRejected() {
        var sv = ScriptedScrollView()
        sv.send(.noMoreData(.header))
        #expect(sv.header?.state == .idle)
        #expect(sv.rejected.count == 1)
    }

    @Test func horizontalAxisPullsFromTheLeadingEdge() {
        var engine = RefreshEngine(configuration: .init(axis: .horizontal))
        var s = ScrollSnapshot(contentSize: ScrollSize(width: 2000, height: 300), boundsSize: ScrollSize(width: 390, height: 300))
        _ = engine.handle(.attach(.header, .header), s)
        s.isDragging = true
        s.contentOffset.x = -70
        _ = engine.handle(.observed, s)
        s.isDragging = false
        let effects = engine.handle(.observed, s)
        #expect(effects.first == .setContentInset(ScrollInsets(left: 54), preservingOffset: true))
        #expect(engine.header?.state == .refreshing)
    }

    @Test func ownWritesNeverLoop() {
        var sv = ScriptedScrollView(footer: (.auto, .footer))
        sv.pullToRefresh()
        let before = sv.events
        sv.drag(to: -30)
        #expect(sv.events - before <= 4)  // the drag, one inset write, its echo
    }
}

/// Reduce Motion applies on top of the configuration an app sets, without being stored in it (issue 10 review).
@Suite struct ReduceMotionConfigurationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var follows: Bool
        var reduceMotion: Bool
        var expectsAnimations: Bool
        var testDescription: String { "follows \(follows), Reduce Motion \(reduceMotion)" }
    }

    @Test(arguments: [
        Case(follows: true, reduceMotion: false, expectsAnimations: true),
        Case(follows: true, reduceMotion: true, expectsAnimations: false),
        Case(follows: false, reduceMotion: true, expectsAnimations: true),
        Case(follows: false, reduceMotion: false, expectsAnimations: true),
    ])
    func reduceMotionTurnsAnimationsOffOnlyWhereTheConfigurationFollowsIt(_ c: Case) {
        // Given an app's configuration that changed something other than the durations
        var configuration = RefreshConfiguration(followsReduceMotion: c.follows)
        configuration.allowsSimultaneousRefresh = true
        // When it is resolved for the current setting
        let effective = configuration.resolved(reduceMotion: c.reduceMotion)
        // Then only the durations follow Reduce Motion, and the app's own value stays
        #expect((effective.pinDuration, effective.endDuration) == (c.expectsAnimations ? (0.25, 0.3) : (0, 0)))
        #expect(effective.allowsSimultaneousRefresh)
        #expect(configuration.pinDuration == 0.25)  // the stored value keeps the app's durations
    }
}
