import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// What VoiceOver and Switch Control can ask of a header or footer (`RefreshAccessibility`): which actions
/// are offered, and which component a three-finger scroll past an edge begins.
@Suite struct AccessibilityRulesTests {
    typealias Component = RefreshAccessibility.Component
    static let idle = Component(isEnabled: true, state: .idle, isRefreshing: false)

    /// A 390×800 list of `content` points under a 100 pt bar and over a 34 pt home indicator, at `offset`.
    func list(offset: Double, content: Double = 2000, held: ScrollInsets = .zero, scale: Double = 3) -> ScrollSnapshot {
        let base = ScrollInsets(top: 100, bottom: 34)
        return ScrollSnapshot(contentOffset: ScrollPoint(y: offset), contentSize: ScrollSize(width: 390, height: content),
                              boundsSize: ScrollSize(width: 390, height: 800), contentInset: held,
                              adjustedContentInset: base + held, displayScale: scale)
    }

    func target(_ direction: RefreshAccessibility.ScrollDirection, _ snapshot: ScrollSnapshot, held: ScrollInsets = .zero,
                header: Component? = idle, footer: Component? = idle) -> RefreshRole? {
        RefreshAccessibility.scrollTarget(direction, axis: .vertical, snapshot: snapshot, heldInset: held,
                                          header: header, footer: footer)
    }

    // MARK: Actions

    @Test func anEnabledComponentOffersItsActionWhetherAtRestOrRefreshing() {
        #expect(RefreshAccessibility.offersAction(Self.idle))
        #expect(RefreshAccessibility.offersAction(Component(isEnabled: true, state: .refreshing, isRefreshing: true)))
        #expect(RefreshAccessibility.offersAction(Component(isEnabled: true, state: .pulling(progress: 0.3), isRefreshing: false)))
    }

    @Test func aDisabledComponentAFooterWithNoMoreDataAndAMissingOneOfferNothing() {
        #expect(!RefreshAccessibility.offersAction(Component(isEnabled: false, state: .idle, isRefreshing: false)))
        #expect(!RefreshAccessibility.offersAction(Component(isEnabled: true, state: .noMoreData, isRefreshing: false)))
        #expect(!RefreshAccessibility.offersAction(nil))
    }

    // MARK: Three-finger scroll, vertical

    @Test func scrollingUpWhileTheListRestsAtItsTopRefreshes() {
        #expect(target(.up, list(offset: -100)) == .header)
    }

    @Test func aListOutOfAWindowBeginsNothing() {
        var away = list(offset: -100)
        away.isInWindow = false
        #expect(target(.up, away) == nil)
        #expect(target(.up, list(offset: -100)) == .header)
    }

    @Test func scrollingUpAnywhereBelowTheTopIsLeftToThePageScroll() {
        #expect(target(.up, list(offset: 500)) == nil)
        #expect(target(.up, list(offset: -99)) == nil)
    }

    @Test func theTopIsTheTopToAPixelOfTheScreenAndNoMore() {
        // One pixel is a third of a point on a 3x screen and a whole point on a 1x screen.
        #expect(target(.up, list(offset: -100 + 0.3)) == .header)
        #expect(target(.up, list(offset: -100 + 0.4)) == nil)
        #expect(target(.up, list(offset: -100 + 0.9, scale: 1)) == .header)
    }

    @Test func scrollingDownWhileTheListRestsAtItsEndLoadsMore() {
        // The end rests at C + B.bottom − H = 2000 + 34 − 800.
        #expect(target(.down, list(offset: 1234)) == .footer)
        #expect(target(.down, list(offset: 1200)) == nil)
    }

    @Test func anAutoFootersHeldInsetDoesNotMoveTheEndItLoadsAt() {
        // An auto footer holds its 44 pt below the content: the end is reached before it shows and after.
        let held = ScrollInsets(bottom: 44)
        #expect(target(.down, list(offset: 1234, held: held), held: held) == .footer)
        #expect(target(.down, list(offset: 1278, held: held), held: held) == .footer)
        #expect(target(.down, list(offset: 1200, held: held), held: held) == nil)
    }

    @Test func aShortListRestsAtBothEndsAndTheDirectionChooses() {
        let short = list(offset: -100, content: 300)
        #expect(target(.up, short) == .header)
        #expect(target(.down, short) == .footer)
    }

    @Test func scrollingTowardTheOtherEndNeverBeginsTheComponentBehind() {
        #expect(target(.down, list(offset: -100)) == nil)
        #expect(target(.up, list(offset: 1234)) == nil)
    }

    @Test(arguments: [
        Component(isEnabled: false, state: .idle, isRefreshing: false),
        Component(isEnabled: true, state: .refreshing, isRefreshing: true),
        Component(isEnabled: true, state: .idle, isRefreshing: true),  // a begin waiting for layout
        Component(isEnabled: true, state: .ending, isRefreshing: false),
        Component(isEnabled: true, state: .pulling(progress: 0.2), isRefreshing: false),
        Component(isEnabled: true, state: .noMoreData, isRefreshing: false),
    ])
    func onlyAnEnabledComponentAtRestBegins(component: Component) {
        #expect(target(.up, list(offset: -100), header: component) == nil)
        #expect(target(.down, list(offset: 1234), footer: component) == nil)
    }

    @Test func aListWithoutTheComponentLeavesTheScrollToUIKit() {
        #expect(target(.up, list(offset: -100), header: nil) == nil)
        #expect(target(.down, list(offset: 1234), footer: nil) == nil)
    }

    @Test(arguments: [RefreshAccessibility.ScrollDirection.next, .previous, .left, .right])
    func pageTurnsAndScrollsAcrossTheListAreNeverARefresh(direction: RefreshAccessibility.ScrollDirection) {
        #expect(target(direction, list(offset: -100, content: 300)) == nil)
    }

    @Test func anUnreadableSnapshotBeginsNothing() {
        #expect(target(.up, list(offset: .nan)) == nil)
    }

    // MARK: Carousels

    /// A 390-wide carousel of `content` points at `x`.
    func carousel(x: Double, content: Double = 1200) -> ScrollSnapshot {
        ScrollSnapshot(contentOffset: ScrollPoint(x: x), contentSize: ScrollSize(width: content, height: 200),
                       boundsSize: ScrollSize(width: 390, height: 200), displayScale: 3)
    }

    func carouselTarget(_ direction: RefreshAccessibility.ScrollDirection, _ snapshot: ScrollSnapshot,
                        rightToLeft: Bool = false) -> RefreshRole? {
        RefreshAccessibility.scrollTarget(direction, axis: .horizontal, snapshot: snapshot, heldInset: .zero,
                                          rightToLeft: rightToLeft, header: Self.idle, footer: Self.idle)
    }

    @Test func aCarouselRefreshesScrollingLeftAtItsLeftEndAndLoadsScrollingRightAtItsRightEnd() {
        #expect(carouselTarget(.left, carousel(x: 0)) == .header)
        #expect(carouselTarget(.right, carousel(x: 810)) == .footer)
        #expect(carouselTarget(.left, carousel(x: 400)) == nil)
        #expect(carouselTarget(.up, carousel(x: 0)) == nil)
    }

    @Test func aRightToLeftCarouselStartsAtItsRightEnd() {
        // Its leading component sits at the right end, where the list starts; its trailing one at the left.
        #expect(carouselTarget(.right, carousel(x: 810), rightToLeft: true) == .header)
        #expect(carouselTarget(.left, carousel(x: 0), rightToLeft: true) == .footer)
        #expect(carouselTarget(.left, carousel(x: 810), rightToLeft: true) == nil)
    }

    /// UIKit asks the focused element's view and then each view above it until one answers true; on a nested page the
    /// parent answers for the page: its own header or footer at its edge first, then UIKit's page scroll, then the current
    /// list's at its edge, so a collapsed page header comes back before the list refreshes, as under a pull. Given which
    /// of the three would perform the scroll, then which are asked and the answer.
    @Test(arguments: [
        ([true, true, true], ["page edge"], true),
        ([false, true, true], ["page edge", "page scroll"], true),
        ([false, false, true], ["page edge", "page scroll", "list edge"], true),
        ([false, false, false], ["page edge", "page scroll", "list edge"], false),
    ])
    func aNestedPageScrollsItsOwnEdgeThenThePageThenTheList(performs: [Bool], asked: [String], performed: Bool) {
        var calls: [String] = []
        let result = RefreshAccessibility.nestedPageScroll(
            pageEdge: { calls.append("page edge"); return performs[0] },
            pageScroll: { calls.append("page scroll"); return performs[1] },
            listEdge: { calls.append("list edge"); return performs[2] })
        #expect(result == performed)
        #expect(calls == asked)
    }
}
