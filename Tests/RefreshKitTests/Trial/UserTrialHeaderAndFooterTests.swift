import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: a header and a footer on one list: who may begin, both at once, and filling short content around a
/// refresh.
@Suite @MainActor struct UserTrialHeaderAndFooterTests {
    // MARK: Header and footer together

    @Test func onAShortListTheHeadersBounceDoesNotTriggerTheFooter() {
        // Given a short list with both
        let (scrollView, _, header, footer) = headerAndFooterView(.auto, content: 300, bounces: true)
        // When the header is pulled, refreshes, and ends
        scrollView.pullToRefresh()
        scrollView.end(header)
        // Then the footer never loaded
        #expect(header.actionCount == 1)
        #expect(footer.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func anAutoFooterDoesNotLoadWhileTheHeaderIsPulled() {
        // Given a short list with an auto footer and a header
        let (scrollView, _, header, footer) = headerAndFooterView(.auto, content: 500, bounces: true)
        // When the user pulls down short of the trigger and flings back up
        scrollView.pull(by: 60)
        // Then nothing loads
        #expect(footer.actionCount == 0)
        #expect(header.actionCount == 0)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func theFooterCannotBeginWhileTheHeaderRefreshesByDefault() {
        // Given a refreshing header
        let (scrollView, binding, header, footer) = headerAndFooterView(.back)
        scrollView.begin(header)
        // When the footer is begun
        scrollView.begin(footer)
        // Then it is refused
        #expect(footer.actionCount == 0)
        #expect(footer.state == .idle)
        // And ending the header and beginning the footer in one turn works
        header.endRefreshing()
        scrollView.begin(footer)
        #expect(footer.state == .refreshing)
        #expect(binding.heldInset.top == 0)
        scrollView.end(footer)
        #expect(scrollView.contentInset == .zero)
    }

    @Test func aPullDuringTheBackFootersEndingRefreshesAndEndsExact() {
        // Given a short list whose back footer is ending
        let (scrollView, _, header, footer) = headerAndFooterView(.back, content: 300, bounces: true)
        scrollView.pull(by: -250)
        #expect(footer.state == .refreshing)
        footer.endRefreshing()
        scrollView.advance(frames: 3)
        // When the user pulls the header down mid-ending
        scrollView.pull(by: 300)
        // Then the header refreshes, and ending leaves nothing
        #expect(header.state == .refreshing)
        #expect(footer.state == .idle)
        scrollView.end(header)
        expectRest(scrollView, offset: 0)
    }

    @Test func headerAndFooterRefreshingAtOnceGiveBothInsetsBack() {
        // Given both allowed to refresh at once, over an app inset
        let scrollView = SimulatedScrollView()
        scrollView.setContentInset(ScrollInsets(top: 10, bottom: 20))
        let binding = scrollView.installRefresh(configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        // When both begin, then end in the opposite order
        scrollView.begin(header)
        scrollView.begin(footer)
        #expect(header.state == .refreshing)
        #expect(footer.state == .refreshing)
        // (scrolled to the footer, the header's held inset has shrunk with it: README, by design)
        #expect(binding.heldInset.bottom >= 44)
        header.endRefreshing()
        scrollView.advance(frames: 3)
        scrollView.end(footer)
        // Then the app's inset is exact
        #expect(scrollView.contentInset == ScrollInsets(top: 10, bottom: 20))
        #expect(binding.heldInset == .zero)
    }

    @Test func headerAndAutoFooterTogetherEndExact() {
        // Given both allowed at once, an auto footer loading at the end
        let (scrollView, _, header, footer) = headerAndFooterView(
            .auto, configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        scrollView.pullPastTheEnd()
        #expect(footer.state == .refreshing)
        // When the header is begun from code, then both end
        scrollView.begin(header)
        #expect(header.state == .refreshing)
        footer.endRefreshing()
        scrollView.end(header)
        // Then only the auto footer's 44
        expectRest(scrollView, inset: ScrollInsets(bottom: 44), offset: 0)
    }

    @Test func turningSimultaneousRefreshOffWhileBothRefreshEndsBothExact() {
        // Given header and footer refreshing together
        let (scrollView, binding, header, footer) = headerAndFooterView(
            .back, configuration: RefreshConfiguration(allowsSimultaneousRefresh: true))
        scrollView.begin(header)
        scrollView.begin(footer)
        // When the app turns the option off, and both end
        binding.configuration.allowsSimultaneousRefresh = false
        scrollView.settle()
        footer.endRefreshing()
        scrollView.end(header)
        // Then exact
        expectNothingHeldInRange(scrollView)
    }

    // MARK: Filling short content around a header refresh

    @Test func anAutoFooterThatLoadsUntilFilledStopsWhenALoadAddsNothing() {
        // Given a short first page and a footer that loads until the screen is filled, whose loads add nothing
        let scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        var footer: RefreshController!
        footer = RefreshController(footer: .auto, metrics: fillingFooter, action: .manual { footer.endRefreshing() })
        scrollView.installRefresh().attach(footer)
        // When time passes
        scrollView.settle()
        scrollView.advance(frames: 120)
        // Then it loaded once, not in a loop
        #expect(footer.actionCount == 1)
    }

    @Test func aShortFirstPageThatArrivesDuringTheHeadersRefreshIsFilledAfterIt() {
        // Given an empty list whose header refreshes at launch, and a footer that loads until the screen is filled
        let (scrollView, _, header, footer) = headerAndFooterView(.auto, content: 0, metrics: fillingFooter)
        scrollView.begin(header)
        // When a 300-point first page lands while the header refreshes, and the refresh ends
        scrollView.setContentHeight(300)
        scrollView.settle()
        #expect(footer.actionCount == 0)   // not while the header refreshes
        scrollView.end(header)
        // Then the footer loads the next page without a drag
        #expect(footer.actionCount == 1)
    }

    @Test func aShortListThatFillsAfterTheFooterWasRefusedByTheHeaderLoadsOnce() {
        // Given a 300-point list that loads until filled, whose first fill was blocked by a header refresh
        let (scrollView, binding, header) = headerView(content: 300)
        scrollView.begin(header)
        let footer = attachFillingFooter(to: binding)
        scrollView.settle()
        #expect(footer.actionCount == 0)
        // When the header's refresh ends with the same content
        scrollView.end(header)
        scrollView.advance(frames: 60)
        // Then the footer fills, once
        #expect(footer.actionCount == 1)
    }

    @Test func aFooterAttachedAfterAShortFirstPageFillsIt() {
        // Given a header and a 300-point first page already shown
        let (scrollView, binding, _) = headerView(content: 300)
        scrollView.settle()
        // When the app adds a footer that loads until the screen is filled (it learned there is more)
        let footer = attachFillingFooter(to: binding)
        scrollView.settle()
        // Then it loads the next page without a drag, once
        #expect(footer.actionCount == 1)
        scrollView.end(footer)
        scrollView.advance(frames: 60)
        #expect(footer.actionCount == 1)
    }

    @Test func aShortPullOnAListThatCannotFillDoesNotLoadAgain() {
        // Given a short list whose last fill added nothing
        let (scrollView, _, _, footer) = headerAndFooterView(.auto, content: 300, metrics: fillingFooter, bounces: true)
        scrollView.settle()
        scrollView.end(footer)
        #expect(footer.actionCount == 1)
        // When the user pulls the header a little and lets go
        scrollView.pull(by: 40)
        // Then the footer does not load again
        #expect(footer.actionCount == 1)
    }
}
