import Testing
@testable import RefreshKit

/// What a header or footer gives besides its indicator (`ComponentFeedback`): VoiceOver's announcements, the
/// haptics, when the actions are brought in line, where the contents sit and how opaque they are.
@Suite struct ComponentFeedbackTests {
    typealias Event = ComponentFeedback.Event
    typealias Context = ComponentFeedback.Context

    /// Given a fresh component in `context`, when it shows `states` one after another, then the feedback of each.
    func feedback(_ states: [RefreshState], context: Context) -> [[Event]] {
        var feedback = ComponentFeedback()
        return states.map { feedback.show($0, context: context) }
    }

    // MARK: The sequence

    /// A footer pulled to the trigger, loading, ending and finding no more data: one prepare when the pull begins
    /// (none as its progress moves), an impact and a new prepare at the trigger, "Loading more" and "Loaded"
    /// around the load, and the actions brought in line when "Load more" goes with no-more-data.
    @Test func aFootersFeedbackFromIdleThroughPullingReadyRefreshingAndEndingToNoMoreData() {
        let states: [RefreshState] = [.idle, .pulling(progress: 0.2), .pulling(progress: 0.6), .ready, .refreshing, .ending, .noMoreData]
        #expect(feedback(states, context: Context(role: .footer)) == [
            [],
            [.prepareHaptics],
            [],
            [.impactHaptics, .prepareHaptics],
            [.announce(.announceLoadingMore)],
            [.announce(.announceLoaded)],
            [.updateActions],
        ])
    }

    @Test func aHeadersFeedbackFromIdleThroughARefreshBackToIdle() {
        let states: [RefreshState] = [.idle, .pulling(progress: 0.5), .ready, .refreshing, .ending, .idle]
        #expect(feedback(states, context: Context(role: .header)) == [
            [], [.prepareHaptics], [.impactHaptics, .prepareHaptics],
            [.announce(.announceRefreshing)], [.announce(.announceRefreshed)], [],
        ])
    }

    /// `setNoMoreData()` while loading ends the load into no-more-data: VoiceOver hears that, not "Loaded"; a reset
    /// brings the "Load more" action back.
    @Test func aLoadThatEndsInNoMoreDataSaysSoAndAResetBringsTheActionBack() {
        let states: [RefreshState] = [.idle, .refreshing, .noMoreData, .idle]
        #expect(feedback(states, context: Context(role: .footer)) == [
            [], [.announce(.announceLoadingMore)], [.announce(.noMoreData), .updateActions], [.updateActions],
        ])
    }

    /// A finger landing on a bounce already past the trigger reaches "ready" without "pulling": the impact comes
    /// all the same, from a generator made then; a pull that goes back under the trigger and crosses it again taps again.
    @Test func aPullThatReachesReadyWithoutPullingOrCrossesTwiceTapsEachTime() {
        let states: [RefreshState] = [.idle, .ready, .pulling(progress: 0.9), .ready]
        #expect(feedback(states, context: Context(role: .header)) == [
            [], [.impactHaptics, .prepareHaptics], [.prepareHaptics], [.impactHaptics, .prepareHaptics],
        ])
    }

    /// A begin from code goes from idle straight to refreshing: announced, with no haptics (no finger).
    @Test func aBeginFromCodeIsAnnouncedWithoutHaptics() {
        #expect(feedback([.idle, .refreshing], context: Context(role: .header)) == [[], [.announce(.announceRefreshing)]])
    }

    // MARK: When it stays silent

    /// `UIAccessibility.post` speaks whatever screen the user is on: a component being removed (its controller
    /// detached), disabled by the app, or out of a window announces nothing, though its haptics still follow a pull.
    @Test(arguments: [
        Context(role: .header, isAttached: false),
        Context(role: .header, isEnabled: false),
        Context(role: .header, isInWindow: false),
    ])
    func aComponentRemovedDisabledOrOffScreenIsSilent(context: Context) {
        let states: [RefreshState] = [.idle, .pulling(progress: 0.5), .ready, .refreshing, .ending, .idle]
        #expect(feedback(states, context: context) == [[], [.prepareHaptics], [.impactHaptics, .prepareHaptics], [], [], []])
    }

    @Test func withHapticsOffAPullGivesNoHaptics() {
        let states: [RefreshState] = [.idle, .pulling(progress: 0.5), .ready, .refreshing]
        #expect(feedback(states, context: Context(role: .header, hapticsEnabled: false)) == [[], [], [], [.announce(.announceRefreshing)]])
    }

    // MARK: VoiceOver's three-finger scroll

    /// `accessibilityScroll(_:)` must answer a handled scroll with the page-scrolled notification, which VoiceOver
    /// reads: the start is said there ("Refreshing"), so the start announcement is left out, once.
    @Test func aStartSpokenByThePageScrolledNotificationIsNotAnnouncedAgain() {
        var feedback = ComponentFeedback()
        let context = Context(role: .header)
        _ = feedback.show(.idle, context: context)
        feedback.pageScrollWillBegin()
        #expect(feedback.show(.refreshing, context: context) == [])
        let began = feedback.pageScrollDidBegin(isRefreshing: true, state: .refreshing)
        #expect(began)
        #expect(ComponentFeedback.pageScrolledText(.header) == .announceRefreshing)
        #expect(ComponentFeedback.pageScrolledText(.footer) == .announceLoadingMore)
        #expect(feedback.show(.ending, context: context) == [.announce(.announceRefreshed)])
        _ = feedback.show(.idle, context: context)
        #expect(feedback.show(.refreshing, context: context) == [.announce(.announceRefreshing)])
    }

    /// A begin before layout waits (refreshing, state still idle): the flag waits with it, and the start, when it
    /// comes, is not announced a second time.
    @Test func aPageScrollBeginThatWaitsForLayoutKeepsItsStartSilentUntilItStarts() {
        var feedback = ComponentFeedback()
        let context = Context(role: .footer)
        _ = feedback.show(.idle, context: context)
        feedback.pageScrollWillBegin()
        let began = feedback.pageScrollDidBegin(isRefreshing: true, state: .idle)
        #expect(began)
        #expect(feedback.startIsSpokenByPageScroll)
        #expect(feedback.show(.refreshing, context: context) == [])
        #expect(!feedback.startIsSpokenByPageScroll)
    }

    /// A refused begin (already running, disabled) posts nothing and leaves no flag behind to silence a later start;
    /// nor does a start that was silent for another reason (off screen).
    @Test func aRefusedOrSilentPageScrollBeginLeavesNoFlagBehind() {
        var feedback = ComponentFeedback()
        let context = Context(role: .header)
        _ = feedback.show(.idle, context: context)
        feedback.pageScrollWillBegin()
        let refused = !feedback.pageScrollDidBegin(isRefreshing: false, state: .idle)
        #expect(refused)
        #expect(feedback.show(.refreshing, context: context) == [.announce(.announceRefreshing)])

        var offScreen = ComponentFeedback()
        _ = offScreen.show(.idle, context: context)
        offScreen.pageScrollWillBegin()
        #expect(offScreen.show(.refreshing, context: Context(role: .header, isInWindow: false)) == [])
        let began = offScreen.pageScrollDidBegin(isRefreshing: true, state: .refreshing)
        #expect(began)
        #expect(!offScreen.startIsSpokenByPageScroll)
    }

    // MARK: Layout

    /// Under a large title the engine opens a header's band only as far as the pull: the contents keep their full
    /// length and sit at the band's far edge, so the rest is clipped by the component view.
    @Test(arguments: [
        (RefreshRole.header, ScrollAxis.vertical, ScrollSize(width: 390, height: 30), ScrollRect(x: 0, y: -30, width: 390, height: 60)),
        (.header, .vertical, ScrollSize(width: 390, height: 60), ScrollRect(x: 0, y: 0, width: 390, height: 60)),
        (.footer, .vertical, ScrollSize(width: 390, height: 30), ScrollRect(x: 0, y: 0, width: 390, height: 60)),
        (.header, .horizontal, ScrollSize(width: 20, height: 200), ScrollRect(x: -40, y: 0, width: 60, height: 200)),
        (.footer, .horizontal, ScrollSize(width: 20, height: 200), ScrollRect(x: 0, y: 0, width: 60, height: 200)),
    ])
    func theContentsSitAtTheFarEdgeOfAPartlyOpenBand(role: RefreshRole, axis: ScrollAxis, size: ScrollSize, frame: ScrollRect) {
        #expect(ComponentFeedback.contentFrame(in: size, length: 60, role: role, axis: axis) == frame)
    }

    @Test(arguments: [
        (true, RefreshState.idle, 0.0, 0.0),
        (true, .pulling(progress: 0.4), 0.4, 0.4),
        (true, .pulling(progress: 0.4), -0.2, 0.0),
        (true, .ready, 1.3, 1.0),
        (true, .refreshing, 0.0, 1.0),
        (true, .ending, 0.2, 1.0),
        (true, .noMoreData, 0.0, 1.0),
        (false, .pulling(progress: 0.4), 0.4, 1.0),
        (false, .idle, 0.0, 1.0),
    ])
    func theContentsFadeInWithThePullOnlyWhenAskedAndAreOpaqueOnceReady(fades: Bool, state: RefreshState, progress: Double, alpha: Double) {
        #expect(ComponentFeedback.alpha(fadesWithPull: fades, state: state, progress: progress) == alpha)
    }
}
