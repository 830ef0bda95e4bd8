import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A user's trial of VoiceOver's three-finger scroll (`RefreshAccessibility.scrollTarget`) on live simulated views:
/// a page container's list under stuck tabs, and right-to-left carousels.
@MainActor
@Suite struct UserTrialAccessibilityTests {
    private func facts(_ controller: RefreshController?) -> RefreshAccessibility.Component? {
        controller.map { .init(isEnabled: $0.isEnabled, state: $0.state, isRefreshing: $0.isRefreshing) }
    }

    private func target(_ direction: RefreshAccessibility.ScrollDirection, on list: SimulatedScrollView) -> RefreshRole? {
        let binding = list.installRefresh()
        return RefreshAccessibility.scrollTarget(direction, axis: .vertical, snapshot: list.refreshSnapshot,
                                                 heldInset: binding.heldInset, header: facts(binding.header),
                                                 footer: facts(binding.footer))
    }

    private func target(_ direction: RefreshAccessibility.ScrollDirection,
                        on carousel: SimulatedHorizontalScrollView) -> RefreshRole? {
        let binding = carousel.installRefresh()
        return RefreshAccessibility.scrollTarget(direction, axis: .horizontal, snapshot: carousel.refreshSnapshot,
                                                 heldInset: binding.heldInset, rightToLeft: carousel.isRightToLeft,
                                                 header: facts(binding.header), footer: facts(binding.footer))
    }

    // MARK: Page container

    @Test(arguments: [true, false])
    func aThreeFingerScrollUpUnderStuckTabsBringsTheHeaderBackInsteadOfRefreshingTheList(bandRidesUnderTabs: Bool) {
        // Given a child-mode container whose list has a refresh header, scrolled until its first row sits under the
        // stuck tabs (the header collapsed, the list not at its top)
        let page = SimulatedSingleDriverPage(mode: .child, bandRidesUnderTabs: bandRidesUnderTabs)
        page.lists[0].installRefresh().attach(RefreshController(header: .header, action: .manual {}))
        page.dragList(by: -200, duration: 0.5)
        page.releaseList(velocity: 0)
        page.settle()
        #expect(page.tabsStuck)
        #expect(page.list.contentOffset.y > page.list.minOffset + 100)
        // When VoiceOver scrolls up (a three-finger swipe down)
        // Then RefreshKit leaves it to the list's page scroll, which brings the header back, as a pull does first
        #expect(target(.up, on: page.list) == nil)
        // And at the list's real top, with the header whole, the same scroll refreshes
        page.list.setContentOffset(ScrollPoint(y: page.list.minOffset))
        #expect(page.headerOffset == 0)
        #expect(target(.up, on: page.list) == .header)
    }

    // MARK: Carousels

    @Test func aRightToLeftCarouselRefreshesFromItsRightEndAndLoadsMoreAtItsLeftEnd() {
        // Given a right-to-left carousel resting at its start, its right end
        let carousel = SimulatedHorizontalScrollView()
        carousel.isRightToLeft = true
        let binding = carousel.installRefresh()
        binding.attach(RefreshController(header: .header, action: .manual {}))
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(footer)
        carousel.setContentOffset(ScrollPoint(x: carousel.maxOffset))
        // Then a scroll toward its right edge refreshes, toward the left scrolls
        #expect(target(.right, on: carousel) == .header)
        #expect(target(.left, on: carousel) == nil)
        // And at its left end, the left scroll loads more
        carousel.setContentOffset(ScrollPoint(x: carousel.minOffset))
        #expect(footer.state == .idle)
        #expect(target(.left, on: carousel) == .footer)
        #expect(target(.right, on: carousel) == nil)
    }

    @Test func aRightToLeftCarouselPulledAtItsRightEndRefreshesAndGivesItsInsetBack() {
        // Given a right-to-left carousel at its start (its right end) with a header
        let carousel = SimulatedHorizontalScrollView()
        carousel.isRightToLeft = true
        let header = RefreshController(header: .header, action: .manual {})
        carousel.installRefresh().attach(header)
        carousel.setContentOffset(ScrollPoint(x: carousel.maxOffset))
        let start = carousel.contentOffset.x
        // When the finger pulls the right end into view (moving left) past the trigger
        carousel.drag(by: -200)
        carousel.release(velocity: 0)
        carousel.settle()
        // Then the header refreshes at the right end, holding its width there
        #expect(header.state == .refreshing)
        #expect(carousel.contentInset.right == 54)
        #expect(carousel.contentInset.left == 0)
        #expect(carousel.contentOffset.x == start + 54)
        header.endRefreshing()
        carousel.settle()
        #expect(carousel.contentInset == .zero)
        #expect(carousel.contentOffset.x == start)
    }

    @Test func aShortRightToLeftCarouselRefreshesFromAPullTowardItsStartAndGivesTheHeadersInsetBack() {
        // Given a right-to-left carousel narrower than its bounds, at rest
        let carousel = SimulatedHorizontalScrollView(contentSize: ScrollSize(width: 300, height: 200))
        carousel.isRightToLeft = true
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .auto, action: .manual {})
        let binding = carousel.installRefresh()
        binding.attach(header)
        binding.attach(footer)
        carousel.settle()
        #expect(footer.state == .idle)
        let restingInset = carousel.contentInset
        #expect(restingInset == ScrollInsets(left: 44))  // the auto footer at the trailing (left) end
        // When the finger pulls toward the start (moving left)
        carousel.drag(by: -200)
        carousel.release(velocity: 0)
        carousel.settle()
        // Then the header refreshes, holding its width at the right end, and ends with only the footer's inset
        #expect(header.state == .refreshing)
        withKnownIssue("""
            Unfixed: a right-to-left carousel narrower than its bounds holds no inset for its refreshing header, which \
            stays past the right edge (at the mirror width, 390), out of view; UIKit's range keeps short content at its \
            left, so the mirror would need the gap as extra right inset. Its auto footer's left inset also shows at rest \
            after the first touch (the offset bounces to −44), and a small drag toward it loads, where left to right \
            neither happens.
            """) {
            #expect(carousel.contentInset == ScrollInsets(left: 44, right: 54))
        }
        header.endRefreshing()
        carousel.settle()
        #expect(header.state == .idle)
        #expect(carousel.contentInset == restingInset)
    }
}
