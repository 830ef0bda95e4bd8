import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: the inset RefreshKit gives back: exactly the app's, after removals, app writes, the window, rotations
/// and the safe area.
@Suite @MainActor struct UserTrialInsetTests {
    // MARK: The inset given back

    @Test func removingTheHeaderMidRefreshGivesTheInsetBackAtOnce() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
        // When the app removes it
        binding.detach(header)
        // Then the inset is back at once, and the content is not left above its top
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        scrollView.settle()
        #expect(scrollView.contentOffset.y == -20)
        // and ending it later does nothing to the scroll view
        scrollView.end(header)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func replacingTheHeaderMidRefreshLeavesOnlyTheAppsInset() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        // When the app sets a new header
        var newRuns = 0
        let replacement = RefreshController(header: RefreshMetrics(height: 80), action: .manual { newRuns += 1 })
        binding.attach(replacement)
        scrollView.settle()
        // Then nothing of the old one is held, and the new one works with its own height
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
        #expect(replacement.state == .idle)
        #expect(header.binding == nil)
        scrollView.pullToRefresh()
        #expect(newRuns == 1)
        #expect(scrollView.contentInset.top == 100)
        scrollView.end(replacement)
        #expect(scrollView.contentInset == ScrollInsets(top: 20))
    }

    @Test func endingWhileOutOfTheWindowGivesTheInsetBack() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 20))
        scrollView.begin(header)
        // When the scroll view leaves the window (a tab switch), the load ends there, and it comes back
        scrollView.setInWindow(false)
        scrollView.end(header)
        scrollView.setInWindow(true)
        scrollView.settle()
        // Then only the app's inset is left
        #expect(header.state == .idle)
        expectRest(scrollView, inset: ScrollInsets(top: 20), offset: -20)
    }

    @Test func anAbsoluteTopInsetWrittenWhileRefreshingBecomesTheAppsAndTheHeaderStaysOnTop() {
        // Given a refreshing header
        let (scrollView, binding, header) = headerView()
        scrollView.begin(header)
        // When the app writes contentInset directly (a banner of 100)
        scrollView.setContentInset(ScrollInsets(top: 100))
        scrollView.settle()
        // Then it is the app's, and RefreshKit's 54 go on top
        #expect(binding.appContentInset.top == 100)
        #expect(scrollView.contentInset.top == 154)
        scrollView.end(header)
        #expect(scrollView.contentInset == ScrollInsets(top: 100))
    }

    @Test func theAppsInsetSetThroughTheBindingWhileRefreshingIsExactAfterTheEnd() {
        // Given a refreshing header and a footer
        let (scrollView, binding, header, _) = headerAndFooterView(.auto)
        scrollView.begin(header)
        #expect(scrollView.contentInset == ScrollInsets(top: 54, bottom: 44))
        // When the keyboard comes and goes, += and -= on the app's inset, three times
        for _ in 0..<3 {
            var inset = binding.appContentInset
            inset.bottom += 300
            binding.setAppContentInset(inset)
            inset = binding.appContentInset
            inset.bottom -= 300
            binding.setAppContentInset(inset)
        }
        binding.setAppContentInset(ScrollInsets(top: 20))
        scrollView.end(header)
        // Then no drift
        #expect(binding.appContentInset == ScrollInsets(top: 20))
        #expect(scrollView.contentInset == ScrollInsets(top: 20, bottom: 44))
    }

    @Test func aSavedInsetWrittenBackAfterTheRefreshTakesNothingOfTheHeader() {
        // Given a keyboard manager that saves contentInset while the header holds 54
        let (scrollView, _, header) = headerView(inset: ScrollInsets(top: 10))
        scrollView.begin(header)
        let saved = scrollView.contentInset
        scrollView.setContentInset(ScrollInsets(top: saved.top, bottom: 300))
        // When the refresh ends and the manager writes back its snapshot
        scrollView.end(header)
        scrollView.setContentInset(saved)
        scrollView.settle()
        // Then the app's inset is what it was: no 54-point gap
        #expect(scrollView.contentInset == ScrollInsets(top: 10))
    }

    @Test func aRotationWhileRefreshingKeepsOneHeaderOfInset() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView()
        scrollView.pullToRefresh()
        // When the device rotates twice
        scrollView.setBoundsSize(ScrollSize(width: 812, height: 390))
        scrollView.settle()
        scrollView.setBoundsSize(ScrollSize(width: 390, height: 812))
        scrollView.settle()
        // Then one header is held, and then nothing
        #expect(scrollView.contentInset.top == 54)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func contentThatResizesDuringARefreshKeepsTheHeaderAndGivesTheInsetBack() {
        // Given a refreshing header
        let (scrollView, _, header) = headerView()
        scrollView.pullToRefresh()
        // When self-sizing cells change the content size several times, shorter than the screen too
        for height in [1500.0, 300, 2600, 2400] {
            scrollView.setContentHeight(height)
            scrollView.advance(frames: 2)
        }
        scrollView.settle()
        // Then the header still holds, at its place
        #expect(header.state == .refreshing)
        #expect(header.actionCount == 1)
        #expect(scrollView.contentOffset.y == -54)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func aCarouselsLeadingHeaderGivesItsInsetBack() {
        // Given a carousel with a leading header, over an app inset on the left
        let carousel = SimulatedHorizontalScrollView()
        carousel.setContentInset(ScrollInsets(left: 16))
        carousel.setContentOffset(ScrollPoint(x: -16, y: 0))
        let binding = carousel.installRefresh()
        let header = RefreshController(header: RefreshMetrics(height: 60), action: .manual {})
        binding.attach(header)
        // When begun, ended
        header.beginRefreshing()
        carousel.settle()
        #expect(carousel.contentInset.left == 76)
        header.endRefreshing()
        carousel.settle()
        // Then exact
        #expect(carousel.contentInset == ScrollInsets(left: 16))
        #expect(carousel.contentOffset.x == -16)
    }

    // MARK: The safe area

    @Test func aSafeAreaChangeWhileRefreshingMovesTheRestingPlace() {
        // Given a refreshing header under no bars, content following safe area
        let (scrollView, _, header) = headerView(behavior: .always)
        scrollView.begin(header)
        #expect(scrollView.contentOffset.y == -54)
        // When a bar appears (safe area 91 on top), then the refresh ends
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        scrollView.settle()
        #expect(scrollView.adjustedContentInset.top == 145)
        #expect(scrollView.contentOffset.y == -145)
        scrollView.end(header)
        // Then the content rests under the bar, with no inset of RefreshKit's
        expectRest(scrollView, offset: -91)
    }

    @Test func theTriggerFollowsTheSafeArea() {
        // Given a scroll view with a 100-point top safe area
        let (scrollView, _, header) = headerView(behavior: .always, safeArea: ScrollInsets(top: 100))
        // When pulled less than the header's height past the resting place
        scrollView.drag(by: 60)   // rubber-banded to about 30
        // Then it is not ready (an ESPullToRefresh bug would see 100 + 30 revealed)
        #expect(header.state != .ready)
        scrollView.letGo()
        #expect(header.state == .idle)
        #expect(scrollView.contentOffset.y == -100)
    }

    @Test func aSafeAreaChangeMidPullMovesTheTrigger() {
        // Given a scroll view under a 100-point bar
        let (scrollView, _, header) = headerView(behavior: .always, safeArea: ScrollInsets(top: 100))
        // When pulled 40 points and a search bar appears (top safe area 150), held there
        scrollView.drag(by: 80)
        scrollView.setSafeAreaInsets(ScrollInsets(top: 150))
        scrollView.hold(0.1)
        // Then the header is not revealed past its trigger (the bar took 50 points)
        #expect(header.state != .ready)
        scrollView.letGo()
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == .zero)
        // (let go inside the new range at rest: UIKit leaves the content where the finger left it)
        #expect(scrollView.contentOffset.y >= -150)
    }

    @Test func aShortListUnderABarRestsBelowTheBarAndTriggersFromThere() {
        // Given short content under a 91-point bar, automatic adjustment, not a root view
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .automatic
        scrollView.setSafeAreaInsets(ScrollInsets(top: 91))
        let header = attachedHeader(to: scrollView)   // turns alwaysBounceVertical on
        scrollView.settle()
        let rest = scrollView.contentOffset.y
        // When pulled a little
        scrollView.drag(by: 60)
        // Then not ready (the bar's 91 points are not a pull)
        #expect(header.state != .ready)
        scrollView.letGo()
        #expect(header.actionCount == 0)
        #expect(scrollView.contentOffset.y == rest)
        // and a full pull refreshes below the bar
        scrollView.pullToRefresh()
        #expect(header.state == .refreshing)
        #expect(scrollView.contentOffset.y == rest - 54)
    }

    @Test func aShortListsFooterRestsAboveTheHomeIndicator() {
        // Given short content and a 34-point home indicator, adjustment always
        let (scrollView, _, footer) = footerView(
            style: .back, content: 300, behavior: .always, safeArea: ScrollInsets(top: 47, bottom: 34))
        scrollView.settle()
        // Then its frame is at the bottom of the visible area, above the home indicator
        let visible = 812.0 - 47 - 34
        #expect(footer.frame.origin.y == visible)
        // When pulled up and released
        scrollView.pull(by: -250)
        #expect(footer.state == .refreshing)
        // Then the footer shows whole above the home indicator
        let screenY = footer.frame.origin.y - scrollView.contentOffset.y
        #expect(screenY + 44 <= 812 - 34 + 0.5)
        scrollView.end(footer)
        expectRest(scrollView, offset: -47)
    }

    @Test func theAdjustmentBehaviourChangingWhileRefreshingKeepsTheInsetExact() {
        // Given a refreshing header under a bar, adjustment always
        let (scrollView, binding, header) = headerView(behavior: .always, safeArea: ScrollInsets(top: 91))
        scrollView.begin(header)
        // When the app turns adjustment off, then the refresh ends
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(binding.heldInset.top == 54)
        scrollView.end(header)
        // Then exact
        expectRest(scrollView, offset: 0)
    }

    @Test func aSafeAreaChangeDuringTheEndingAnimationEndsAtTheNewTop() {
        // Given a header ending under a bar
        let (scrollView, _, header) = headerView(behavior: .always, safeArea: ScrollInsets(top: 91))
        scrollView.begin(header)
        header.endRefreshing()
        scrollView.advance(frames: 5)
        // When the bar hides (safe area 47) mid-ending
        scrollView.setSafeAreaInsets(ScrollInsets(top: 47))
        scrollView.settle()
        // Then it ends at the new top
        #expect(header.state == .idle)
        expectRest(scrollView, offset: -47)
    }
}
