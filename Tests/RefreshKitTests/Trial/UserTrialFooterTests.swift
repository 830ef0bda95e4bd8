import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// User trial: footers: back and auto, under content that changes, begun from code, settings at runtime.
@Suite @MainActor struct UserTrialFooterTests {
    // MARK: Back footers

    @Test func aBackFooterUnderShortContentHoldsTheGapAndGivesItBack() {
        // Given 300 points of content and a back footer
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        // When pulled up and released
        scrollView.pull(by: -250)
        // Then it loads, held at the bottom of the view
        #expect(footer.state == .refreshing)
        #expect(footer.frame.origin.y == 812)
        #expect(binding.heldInset.bottom == 812 - 300 + 44)
        // and ending gives everything back
        scrollView.end(footer)
        expectRest(scrollView, offset: 0)
    }

    @Test func aBackFooterWhoseContentGrowsWhileLoadingEndsWithoutAJumpAndNoInset() {
        // Given a loading back footer at the end of tall content
        let (scrollView, _, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        let offset = scrollView.contentOffset.y
        // When the page arrives and the load ends
        scrollView.setContentHeight(2800)
        scrollView.end(footer)
        // Then the content did not move, and no inset is held
        #expect(scrollView.contentOffset.y == offset)
        #expect(scrollView.contentInset == .zero)
        #expect(footer.state == .idle)
    }

    @Test func aBackFooterEndedInTheTurnOfAReloadKeepsTheContentStill() {
        // Given a back footer loading at the end of the list
        let (scrollView, _, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        let offset = scrollView.contentOffset.y
        // When the app ends the load and reloads the table with the new page in one turn
        footer.endRefreshing()
        scrollView.reloadData(contentSize: ScrollSize(width: 390, height: 2800))
        scrollView.settle()
        // Then the content stayed where it was (the new rows show below), with no inset left
        #expect(scrollView.contentOffset.y == offset)
        #expect(scrollView.contentInset == .zero)
        #expect(footer.state == .idle)
    }

    @Test func aBackFooterOnShortContentThatGrowsPastTheScreenWhileLoadingEndsClean() {
        // Given a back footer loading under 300 points of content (holding the gap)
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        scrollView.pull(by: -250)
        #expect(footer.state == .refreshing)
        // When the page arrives (content 1,500) and the load ends
        scrollView.setContentHeight(1500)
        scrollView.settle()
        #expect(binding.heldInset.bottom <= 44)
        scrollView.end(footer)
        // Then nothing is held and the content is within its range
        expectNothingHeldInRange(scrollView)
    }

    @Test func aLoadingFooterWhoseContentBecomesEmptyGivesItsInsetBack() {
        // Given a back footer loading
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        // When the list is cleared (a pull to refresh elsewhere reset it), and the load ends
        scrollView.setContentHeight(0)
        scrollView.settle()
        scrollView.end(footer)
        // Then nothing is held
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, offset: 0)
    }

    @Test func aLoadingBackFootersContentShrinkingHoldsTheNewGapAndGivesItBack() {
        // Given a back footer loading at the end of tall content
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        // When a filter leaves 300 points of content, and the load ends
        scrollView.setContentHeight(300)
        scrollView.settle()
        #expect(binding.heldInset.bottom == 812 - 300 + 44)
        scrollView.end(footer)
        // Then nothing held, at the top
        expectRest(scrollView, offset: 0)
    }

    @Test func disablingALoadingBackFooterOnShortContentGivesTheGapBack() {
        // Given a back footer loading under short content (holding the gap)
        let (scrollView, binding, footer) = footerView(style: .back, content: 300)
        scrollView.pull(by: -250)
        #expect(binding.heldInset.bottom > 44)
        // When hidden
        footer.isEnabled = false
        scrollView.settle()
        // Then everything is given back
        #expect(footer.state == .idle)
        expectRest(scrollView, offset: 0)
    }

    @Test func aKeyboardWhileTheBackFooterLoadsIsTheAppsAfterTheEnd() {
        // Given a back footer loading
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        // When the keyboard appears (absolute write of 300) and the load ends, then it hides (write of 0)
        scrollView.setContentInset(ScrollInsets(bottom: 300))
        scrollView.settle()
        #expect(binding.appContentInset.bottom == 300)
        scrollView.end(footer)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 300))
        scrollView.setContentInset(.zero)
        scrollView.settle()
        // Then exactly nothing
        #expect(scrollView.contentInset == .zero)
        #expect(binding.heldInset == .zero)
    }

    @Test func aLoadingBackFooterLeftPartlyShownIsBroughtWhole() {
        // Given a back footer loading at the end
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        // When the user scrolls it half out of view and lets go
        scrollView.pull(by: 22)
        // Then it is brought whole into view
        #expect(binding.heldInset.bottom == 44)
        #expect(scrollView.contentOffset.y == scrollView.maxOffset)
    }

    @Test func aBackFooterBegunFromCodeOnATallListLoadsWithoutLosingTheInset() {
        // Given a back footer at the top of a tall list
        let (scrollView, binding, footer) = footerView(style: .back)
        // When begun from code
        scrollView.begin(footer)
        #expect(footer.state == .refreshing)
        #expect(binding.heldInset.bottom == 44)
        // Then ending leaves no inset
        scrollView.end(footer)
        expectNothingHeldInRange(scrollView)
    }

    @Test func aBackFootersHeightChangeDuringItsPinAnimationHoldsTheNewHeight() {
        // Given a back footer begun from code at the end of a list, its pin animation running
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        footer.beginRefreshing()
        scrollView.advance(frames: 3)
        // When its height changes to 70
        footer.metrics = RefreshMetrics(height: 70)
        scrollView.settle()
        // Then it holds 70, whole in view and in range
        #expect(binding.heldInset.bottom == 70)
        #expect(scrollView.contentOffset.y == scrollView.maxOffset)
        scrollView.end(footer)
        #expect(scrollView.contentInset == .zero)
    }

    // MARK: No more data

    @Test func noMoreDataStopsLoadingUntilReset() {
        // Given an auto footer with no more data
        var loads = 0
        let scrollView = SimulatedScrollView()
        let footer = RefreshController(footer: .auto, action: .manual { loads += 1 })
        scrollView.installRefresh().attach(footer)
        footer.setNoMoreData()
        // When dragged to the end
        scrollView.pullPastTheEnd()
        // Then nothing loads, and the begin is refused
        #expect(loads == 0)
        #expect(footer.state == .noMoreData)
        footer.beginRefreshing()
        #expect(loads == 0)
        // When reset and dragged again
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
        scrollView.pull(by: -300, duration: 1)
        #expect(loads == 1)
    }

    @Test func noMoreDataWhileLoadingEndsTheLoadAndGivesTheBackFootersInsetBack() {
        // Given a loading back footer
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.loadFooterAtTheEnd(footer)
        // When the app says there is no more data
        footer.setNoMoreData()
        scrollView.settle()
        // Then the inset is back and the footer says so
        #expect(footer.state == .noMoreData)
        #expect(binding.heldInset == .zero)
        expectRest(scrollView, offset: scrollView.maxOffset)
    }

    @Test func noMoreDataDuringTheBackFootersPinAnimationLeavesNothing() {
        // Given a back footer begun from code, its pin animation running
        let (scrollView, binding, footer) = footerView(style: .back)
        scrollView.setContentOffset(ScrollPoint(y: scrollView.maxOffset))
        footer.beginRefreshing()
        scrollView.advance(frames: 3)
        // When the app says there is no more data
        footer.setNoMoreData()
        scrollView.settle()
        // Then nothing held, in range
        #expect(footer.state == .noMoreData)
        #expect(binding.heldInset == .zero)
        #expect(scrollView.contentOffset.y <= scrollView.maxOffset)
    }

    // MARK: Auto footers

    @Test func anAutoFooterLoadsOncePerDragEvenAsContentGrows() {
        // Given an auto footer on tall content
        var loads = 0
        let scrollView = SimulatedScrollView()
        let footer = RefreshController(footer: .auto, action: .manual { loads += 1 })
        scrollView.installRefresh().attach(footer)
        // When dragged to the end, the page arrives in pieces (self-sizing), and the load ends mid-drag
        scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)
        #expect(loads == 1)
        for height in [2100.0, 2050, 2080] {
            scrollView.setContentHeight(height)
        }
        footer.endRefreshing()
        scrollView.advance(frames: 5)
        scrollView.setContentHeight(2081)
        scrollView.hold(0.2)
        scrollView.letGo()
        // Then one load only
        #expect(loads == 1)
        #expect(scrollView.contentInset == ScrollInsets(bottom: 44))
    }

    @Test func disablingAndEnablingAnAutoFooterDoesNotDoubleItsInset() {
        // Given an auto footer over an app inset of 60 at the bottom
        let (scrollView, binding, footer) = footerView(style: .auto)
        scrollView.setContentInset(ScrollInsets(bottom: 60 + 44))
        binding.setAppContentInset(ScrollInsets(bottom: 60))
        #expect(scrollView.contentInset.bottom == 104)
        // When disabled and enabled three times, and then removed
        for _ in 0..<3 {
            footer.isEnabled = false
            #expect(scrollView.contentInset.bottom == 60)
            footer.isEnabled = true
            #expect(scrollView.contentInset.bottom == 104)
        }
        binding.detach(footer)
        // Then only the app's inset is left
        #expect(scrollView.contentInset == ScrollInsets(bottom: 60))
    }

    @Test func anEmptyListDoesNotLoadPageTwo() {
        // Given an empty list with an auto footer
        let (scrollView, binding, footer) = footerView(style: .auto, content: 0)
        // When dragged up
        scrollView.pull(by: -200)
        // Then nothing loads, nothing is held
        #expect(footer.actionCount == 0)
        #expect(footer.isHidden)
        #expect(binding.heldInset == .zero)
        // When the first page arrives
        scrollView.setContentHeight(2000)
        #expect(binding.heldInset.bottom == 44)
    }

    @Test func anAutoFooterBegunFromCodeKeepsOnlyItsHeight() {
        // Given an auto footer
        let (scrollView, binding, footer) = footerView(style: .auto)
        // When begun from code and ended
        scrollView.begin(footer)
        #expect(footer.state == .refreshing)
        #expect(footer.actionCount == 1)
        scrollView.end(footer)
        // Then it keeps its 44
        #expect(binding.heldInset == ScrollInsets(bottom: 44))
        #expect(footer.state == .idle)
    }

    @Test func anAutoFootersHeightChangeMovesItsInsetExactly() {
        // Given an auto footer over an app bottom of 30
        let (scrollView, binding, footer) = footerView(style: .auto)
        binding.setAppContentInset(ScrollInsets(bottom: 30))
        #expect(scrollView.contentInset.bottom == 74)
        // When its height grows to 60, then it is removed
        footer.metrics = RefreshMetrics(height: 60)
        scrollView.settle()
        #expect(scrollView.contentInset.bottom == 90)
        binding.detach(footer)
        // Then the app's 30
        #expect(scrollView.contentInset == ScrollInsets(bottom: 30))
    }

    @Test func hidesWhenEmptyTurnedOffOnAnEmptyListGivesTheFooterItsInset() {
        // Given an empty list with an auto footer hidden
        let (scrollView, binding, footer) = footerView(style: .auto, content: 0)
        #expect(binding.heldInset.bottom == 0)
        // When the app lets it show on empty content, then hides it again
        var metrics = footer.metrics
        metrics.hidesWhenContentIsEmpty = false
        footer.metrics = metrics
        scrollView.settle()
        #expect(binding.heldInset.bottom == 44)
        #expect(!footer.isHidden)
        metrics.hidesWhenContentIsEmpty = true
        footer.metrics = metrics
        scrollView.settle()
        // Then nothing held
        #expect(scrollView.contentInset == .zero)
    }
}
