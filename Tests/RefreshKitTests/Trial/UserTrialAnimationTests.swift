import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: changes while the pin or the ending animates, under a finger, and flings.
@Suite @MainActor struct UserTrialAnimationTests {
    // MARK: Changes during the pin and the ending

    @Test func anInsetWrittenDuringThePinAnimationIsTheApps() {
        // Given a header whose pin animation runs
        let (scrollView, binding, header) = headerView()
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When the app writes its top inset mid-animation
        scrollView.setContentInset(ScrollInsets(top: 100, bottom: 0))
        scrollView.settle()
        // Then the header holds on top of it, and ending leaves exactly the app's
        #expect(binding.appContentInset == ScrollInsets(top: 100))
        #expect(scrollView.contentInset.top == 154)
        #expect(scrollView.contentOffset.y == -154)
        scrollView.end(header)
        expectRest(scrollView, inset: ScrollInsets(top: 100), offset: -100)
    }

    @Test func anInsetWrittenDuringTheEndingAnimationIsTheApps() {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        header.endRefreshing()
        scrollView.advance(frames: 4)
        // When the app's bottom inset changes (a keyboard) mid-ending, and the top too
        binding.setAppContentInset(ScrollInsets(top: 40, bottom: 300))
        scrollView.settle()
        // Then exactly the app's inset is left, the content at its top
        #expect(header.state == .idle)
        expectRest(scrollView, inset: ScrollInsets(top: 40, bottom: 300), offset: -40)
    }

    @Test func removingTheHeaderDuringItsEndingAnimationGivesTheInsetBack() {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        header.endRefreshing()
        scrollView.advance(frames: 4)
        // When removed
        binding.detach(header)
        scrollView.settle()
        // Then nothing is held and the content rests at its top
        expectRest(scrollView, inset: ScrollInsets(top: 20), offset: -20)
    }

    @Test func leavingTheWindowMidEndingAnimationGivesTheInsetBack() {
        // Given a header whose ending animation runs
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the scroll view leaves the window and later comes back
        scrollView.setInWindow(false)
        scrollView.advance(frames: 60)
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then the inset is the app's and the state idle
        #expect(header.state == .idle)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func disablingTheHeaderDuringItsPinAnimationLeavesNothing() {
        // Given a header begun from code, its pin animation running
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When disabled
        header.isEnabled = false
        scrollView.settle()
        // Then nothing held, at the top
        #expect(header.state == .idle)
        expectRest(scrollView, inset: ScrollInsets(top: 20), offset: -20)
    }

    @Test func aHeightChangeDuringThePinAnimationHoldsTheNewHeight() {
        // Given a header begun from code, its pin animation running
        let (scrollView, binding, header) = headerView()
        header.beginRefreshing()
        scrollView.advance(frames: 3)
        // When its height changes to 80
        header.metrics = RefreshMetrics(height: 80)
        scrollView.settle()
        // Then it holds 80, whole in view
        #expect(binding.heldInset.top == 80)
        #expect(scrollView.contentOffset.y == -80)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    /// Something that happens `frames` frames into the header's ending animation, over the app's `appInset`.
    enum EndingInterruption: String, CaseIterable, Sendable {
        case aTap = "a tap (the inset still goes back)"
        case aRotation = "a rotation"
        case aHeightChange = "a height change"
        case reducedMotionTurnedOn = "Reduce Motion turned on"

        var frames: Int { self == .aHeightChange ? 3 : self == .reducedMotionTurnedOn ? 4 : 5 }
        var appInset: ScrollInsets { self == .reducedMotionTurnedOn ? ScrollInsets(top: 20) : .zero }

        @MainActor
        func happen(on scrollView: SimulatedScrollView, _ binding: RefreshBinding, _ header: RefreshController) {
            switch self {
            case .aTap: scrollView.tap()
            case .aRotation: scrollView.setBoundsSize(ScrollSize(width: 812, height: 390))
            case .aHeightChange: header.metrics = RefreshMetrics(height: 80)
            case .reducedMotionTurnedOn: binding.configuration = .reducedMotion
            }
        }
    }

    @Test(arguments: EndingInterruption.allCases)
    func anInterruptionDuringTheEndingAnimationEndsExact(_ interruption: EndingInterruption) {
        // Given a header whose ending animation runs
        let (scrollView, binding, header) = headerView(inset: interruption.appInset)
        scrollView.pullToRefresh()
        header.endRefreshing()
        scrollView.advance(frames: interruption.frames)
        // When the user taps, the device rotates, the height changes, or Reduce Motion turns on
        interruption.happen(on: scrollView, binding, header)
        scrollView.settle()
        // Then exact
        #expect(header.state == .idle)
        expectRest(scrollView, inset: interruption.appInset, offset: -interruption.appInset.top)
    }

    // MARK: Changes while refreshing

    @Test func changingTheHeadersHeightWhileRefreshingHoldsTheNewHeightAndGivesItAllBack() {
        // Given a refreshing 54-point header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.pullToRefresh()
        // When its height changes to 80 (Dynamic Type), then to 40
        header.metrics = RefreshMetrics(height: 80)
        scrollView.settle()
        #expect(binding.heldInset.top == 80)
        header.metrics = RefreshMetrics(height: 40)
        scrollView.settle()
        #expect(binding.heldInset.top == 40)
        #expect(scrollView.contentInset.top == 60)
        scrollView.end(header)
        // Then the app's inset is exact
        expectRest(scrollView, inset: ScrollInsets(top: 20), offset: -20)
    }

    @Test func aHeaderTallerThanALandscapeViewHoldsNoMoreThanTheViewAfterRotating() {
        // Given a 600-point header refreshing in portrait
        let (scrollView, binding, header) = headerView(metrics: RefreshMetrics(height: 600))
        scrollView.begin(header)
        #expect(binding.heldInset.top == 600)
        // When the device turns to landscape (390 points tall)
        scrollView.setBoundsSize(ScrollSize(width: 844, height: 390))
        scrollView.settle()
        // Then it holds at most the view's height, as documented
        #expect(binding.heldInset.top <= 390)
        // and back in portrait, then ended, the inset is exact
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func aPinnedHeightApartFromTheHeightIsWhatIsHeld() {
        // Given a 54-point header that triggers at 100 and holds 70
        let metrics = RefreshMetrics(height: 54, triggerDistance: 100, pinnedHeight: 70)
        let (scrollView, binding, header) = headerView(metrics: metrics)
        // When pulled 75 (rubber-banded from 150), it is not ready
        scrollView.drag(by: 150)
        #expect(header.state != .ready)
        scrollView.letGo()
        #expect(header.actionCount == 0)
        // When pulled far
        scrollView.pull(by: 400)
        // Then it holds 70
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 70)
        #expect(scrollView.contentOffset.y == -70)
    }

    @Test func disablingAHeaderWhileRefreshingEndsAtOnceAndEnablingDoesNotRestart() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.pullToRefresh()
        // When disabled, a begin tried, then enabled
        header.isEnabled = false
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        scrollView.begin(header)
        header.isEnabled = true
        scrollView.settle()
        // Then idle, nothing held, one action
        #expect(header.state == .idle)
        #expect(header.actionCount == 1)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentOffset.y == -20)
    }

    // MARK: Fingers and flings

    @Test func removingTheHeaderWhileTheFingerPullsItGivesEverythingBack() {
        // Given a header pulled past its trigger by a finger that still holds
        let (scrollView, binding, header) = headerView()
        scrollView.drag(by: 200)
        #expect(header.state == .ready)
        // When removed, and the finger lifts
        binding.detach(header)
        scrollView.letGo()
        // Then no refresh, nothing held
        #expect(header.actionCount == 0)
        expectRest(scrollView, offset: 0)
    }

    @Test func anEndWhileTheFingerHoldsTheListGivesTheInsetBackAfterTheLift() {
        // Given a refreshing header and a finger on the list
        let (scrollView, _, header) = headerView()
        scrollView.pullToRefresh()
        scrollView.touchDown()
        scrollView.moveFinger(by: 10)
        scrollView.advance(frames: 1)
        // When the load ends under the finger, the finger moves on and lifts
        header.endRefreshing()
        for _ in 0..<10 {
            scrollView.moveFinger(by: 3)
            scrollView.advance(frames: 1)
        }
        scrollView.letGo()
        // Then exact
        #expect(header.state == .idle)
        expectRest(scrollView, offset: 0)
    }

    @Test func anEndUnderAStillFingerDoesNotMoveTheContentUntilTheLift() {
        // Given a refreshing header and a finger resting on the list
        let (scrollView, _, header) = headerView()
        scrollView.pullToRefresh()
        scrollView.touchDown()
        scrollView.advance(frames: 2)
        // When the load ends under the finger
        header.endRefreshing()
        scrollView.advance(frames: 30)
        // Then nothing moved under the finger
        #expect(scrollView.contentOffset.y == -54)
        // and after the lift it goes home
        scrollView.touchUp()
        scrollView.settle()
        #expect(header.state == .idle)
        expectRest(scrollView, offset: 0)
    }

    @Test func aTriggerDistanceRaisedMidPullIsHonouredAtTheRelease() {
        // Given a header pulled to ready
        let (scrollView, _, header) = headerView()
        scrollView.drag(by: 150)   // about 75 revealed
        #expect(header.state == .ready)
        // When the trigger is raised to 200 before the lift
        header.metrics = RefreshMetrics(height: 54, triggerDistance: 200)
        scrollView.moveFinger(by: 1)
        scrollView.advance(frames: 1)
        scrollView.letGo()
        // Then it does not refresh
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aFlingToTheTopNeverRefreshes() {
        // Given a list scrolled down
        let (scrollView, _, header) = headerView()
        scrollView.setContentOffset(ScrollPoint(y: 600))
        // When flung hard toward the top
        scrollView.fling(velocity: -8)
        scrollView.settle()
        // Then no refresh, at the top
        #expect(header.actionCount == 0)
        expectRest(scrollView, offset: 0)
    }

    @Test func aFlingBackToTheTopWhileRefreshingLandsOnTheWholeHeader() {
        // Given a refreshing header scrolled away
        let (scrollView, binding, header) = headerView()
        scrollView.pullToRefresh()
        scrollView.pull(by: -500)
        #expect(binding.heldInset.top == 0)
        // When flung back to the top
        scrollView.fling(velocity: -8)
        scrollView.settle()
        // Then the header shows whole
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
    }

    @Test func anAnimatedScrollToTopWhileRefreshingRevealsTheHeader() {
        // Given a refreshing header scrolled away
        let (scrollView, binding, header) = headerView()
        scrollView.pullToRefresh()
        scrollView.pull(by: -500)
        // When the app scrolls to the top, animated (a status-bar tap)
        scrollView.setContentOffset(ScrollPoint(y: 0), animated: true)
        scrollView.settle()
        // Then the header ends up in view
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -54)
    }

    @Test func aRefreshingHeaderLeftPartlyShownIsBroughtWhole() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.pullToRefresh()
        // When the user scrolls it half out of view and lets go
        scrollView.pull(by: -27)
        // Then it is brought whole into view
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        #expect(scrollView.contentOffset.y == -74)
    }
}
