import Testing
@testable import RefreshKit

/// The decisions of a SwiftUI `ProfilePage` besides its selection (issue 36): when a page's scroll view is handed to
/// the container, what a change of tabs does, the height of a hosted header, and how the header's state is published
/// to SwiftUI.
@Suite struct ProfilePagePartsTests {
    final class List {}

    /// Given a page whose marker looks on every layout and update, then the first scroll view found is handed to the
    /// container; nothing found, or the one the page names again, does nothing; another one (SwiftUI re-created the
    /// list) is handed too, every time; and one found after the page's list is gone (nil) is handed as a first one.
    @Test func aPagesListIsHandedWhenFirstFoundAndWhenReCreated() {
        let first = List(), second = List(), third = List()
        #expect(ProfilePageListDiscovery.toHand(found: nil as List?, current: nil) == nil)
        #expect(ProfilePageListDiscovery.toHand(found: nil, current: first) == nil)
        #expect(ProfilePageListDiscovery.toHand(found: first, current: nil) === first)
        #expect(ProfilePageListDiscovery.toHand(found: first, current: first) == nil)
        #expect(ProfilePageListDiscovery.toHand(found: second, current: first) === second)
        #expect(ProfilePageListDiscovery.toHand(found: third, current: second) === third)
    }

    /// Given a lookup's choice, then the layer takes a scroll view from the ancestor or the candidate it names, and
    /// from nothing for every other choice.
    @Test(arguments: [(ScrollViewLookup.Choice.ancestor(2), 2 as Int?, nil as Int?), (.candidate(5), nil, 5), (.keep, nil, nil),
                      (.wait, nil, nil), (.notFound, nil, nil), (.report("x"), nil, nil)])
    func aChoiceNamesTheViewToTake(choice: ScrollViewLookup.Choice, ancestor: Int?, candidate: Int?) {
        let indices = ProfilePageListDiscovery.indices(of: choice)
        #expect(indices.ancestor == ancestor && indices.candidate == candidate)
    }

    /// Given the tabs of the last update and of this one, then a new count reloads, new titles for the same count only
    /// retitle (each page keeps its rows and position), and the same tabs change nothing.
    @Test(arguments: [
        (nil as Int?, ["A", "B"] as [String]?, 2, ["A", "B"] as [String]?, ProfilePageTabs.reload),
        (2, ["A", "B"], 2, ["A", "B"], .unchanged),
        (2, ["A", "B"], 2, ["A", "B (3)"], .retitle),
        (2, ["A", "B"], 3, ["A", "B", "C"], .reload),
        (3, nil, 3, nil, .unchanged),
        (3, nil, 2, nil, .reload),
    ])
    func aChangeOfTabsReloadsOnlyForANewCount(oldCount: Int?, oldTitles: [String]?, count: Int, titles: [String]?,
                                              expected: ProfilePageTabs) {
        let old = oldCount.map { (count: $0, titles: oldTitles) }
        #expect(ProfilePageTabs.change(from: old, to: (count, titles)) == expected)
        var reloads = 0, retitles: [[String]] = []
        ProfilePageTabs.apply(from: old, to: (count, titles), reload: { reloads += 1 }, retitle: { retitles.append($0) })
        #expect(reloads == (expected == .reload ? 1 : 0))
        #expect(retitles == (expected == .retitle ? [titles ?? []] : []))
    }

    /// A negative count is no tabs.
    @Test func aNegativeCountIsNoTabs() {
        #expect(ProfilePageTabs.clean(-2) == 0)
        #expect(ProfilePageTabs.clean(3) == 3)
    }

    /// Given a hosted header's fitting height, then the header gets it, cleaned; a header that takes whatever height
    /// it is offered (infinite, or beyond any screen) gets 0 and one message; NaN counts as 0 without one.
    @Test(arguments: [(120.0, 120.0, false), (-5, 0, false), (.nan, 0, false), (.infinity, 0, true),
                      (.greatestFiniteMagnitude, 0, true), (99_999, 99_999, false), (100_000, 0, true)])
    func aHeaderIsAsTallAsItsContentAndAFillingOneGetsNone(fitting: Double, expected: Double, reports: Bool) {
        var sizing = ProfilePageHeaderSizing()
        let first = sizing.height(fitting: fitting)
        #expect(first.height == expected)
        #expect((first.report == ProfilePageHeaderSizing.unboundedMessage) == reports)
        #expect(sizing.height(fitting: fitting).report == nil)
    }

    /// Given the container reporting the header's moves within one turn, then one write is scheduled, and it writes the
    /// newest state, in hundredths and whole points; a move within the same hundredth schedules nothing.
    @Test func theHeadersStateIsWrittenOncePerTurnInSteps() {
        var publisher = ProfilePageScrollPublisher()
        var scheduled = 0
        publisher.report(progress: 0.101, offset: 20.2) { scheduled += 1 }
        publisher.report(progress: 0.204, offset: 40.8) { scheduled += 1 }
        #expect(scheduled == 1)
        #expect(publisher.write() == ProfilePageScroll(collapseProgress: 0.2, tabsAreStuck: false, headerOffset: 41))
        publisher.report(progress: 0.2041, offset: 40.9) { scheduled += 1 }
        #expect(scheduled == 1)
        publisher.report(progress: 1, stuck: true, offset: 200) { scheduled += 1 }
        #expect(scheduled == 2)
        #expect(publisher.write() == ProfilePageScroll(collapseProgress: 1, tabsAreStuck: true, headerOffset: 200))
        #expect(publisher.write() == nil)
    }

    /// Bad readings publish a safe state: NaN and infinite values as 0, progress within 0…1.
    @Test(arguments: [(Double.nan, Double.infinity, 0.0, 0.0), (1.7, -12.4, 1, -12), (-0.2, .nan, 0, 0)])
    func badReadingsPublishASafeState(progress: Double, offset: Double, expectedProgress: Double, expectedOffset: Double) {
        let published = ProfilePageScroll(collapseProgress: progress, headerOffset: offset).published
        #expect(published.collapseProgress == expectedProgress)
        #expect(published.headerOffset == expectedOffset)
    }
}
