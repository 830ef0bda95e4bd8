import Foundation
import Testing
@testable import RefreshKit

/// The MJRefresh customisations the default indicator takes: images beside the titles, a hidden spinner, the app's
/// own last-updated line.
@Suite struct IndicatorCustomisationTests {
    typealias Options = IndicatorContent.Options
    static let english = RefreshLocalization(language: "en")
    static let now = Date(timeIntervalSinceReferenceDate: 700_000_000)

    static func content(_ state: RefreshState, role: RefreshRole = .header, _ options: Options,
                        component: IndicatorContent.Component? = IndicatorContent.Component()) -> IndicatorContent {
        IndicatorContent.make(state: state, role: role, inputs: IndicatorContent.Inputs(
            component: component, options: options, localization: english, now: now))
    }

    /// Given images (MJRefresh's GIF header), when pulled and refreshing, then they show in place of the arrow and
    /// the spinner, and the titles stay.
    @Test(arguments: [RefreshState.pulling(progress: 0.5), .ready, .refreshing])
    func imagesTakeTheArrowsAndTheSpinnersPlaceBesideTheTitles(state: RefreshState) {
        let content = Self.content(state, Options(showsStateTitles: true, showsImages: true))
        #expect(content.showsImages)
        #expect(!content.showsArrow)
        #expect(!content.isSpinning)
        #expect(content.title != nil)
        #expect(Self.content(state, Options(showsStateTitles: true)).showsImages == false)
    }

    /// MJRefresh's `loadingView.hidden = YES`: the spinner never runs, the title still says what happens.
    @Test func aHiddenSpinnerNeverRunsAndTheTitleStays() {
        let content = Self.content(.refreshing, Options(showsStateTitles: true, showsSpinner: false))
        #expect(!content.isSpinning)
        #expect(content.title == "Refreshing…")
        #expect(Self.content(.refreshing, Options()).isSpinning)
    }

    /// MJRefresh's `lastUpdatedTimeText`: the app's formatter writes the whole line, from the date or `nil`, read only
    /// when the line shows; VoiceOver reads the same line.
    @Test(arguments: [Date(timeIntervalSinceReferenceDate: 699_990_000), nil] as [Date?])
    func theAppsFormatterWritesTheLastUpdatedLine(date: Date?) {
        var reads = 0
        let options = Options(showsLastUpdated: true)
        let component = IndicatorContent.Component(axis: .vertical, isAutoFooter: false, options: options,
                                                   lastUpdated: { reads += 1; return date },
                                                   format: { $0 == nil ? "Never" : "Earlier today" })
        let content = Self.content(.pulling(progress: 0.5), options, component: component)
        #expect(content.lastUpdated == (date == nil ? "Never" : "Earlier today"))
        #expect(content.accessibility.value.contains(content.lastUpdated ?? "-"))
        #expect(reads == 1)

        let hidden = IndicatorContent.Component(axis: .vertical, isAutoFooter: false, options: Options(),
                                                lastUpdated: { reads += 1; return date }, format: { _ in "x" })
        #expect(hidden.formattedLastUpdated == nil)
        #expect(reads == 1)
    }
}

/// MJRefresh's titles keep their meaning: its idle title shows at rest and while pulled, its pulling title ("Release
/// to refresh") is set for `.ready`, and the old name `.pulling` still means pulled short of the trigger.
@Suite struct MJRefreshTitleTests {
    static func title(_ state: RefreshState, _ titles: [RefreshIndicatorPhase: String]) -> String? {
        var options = IndicatorContent.Options()
        options.customTitles = titles
        return IndicatorContent.make(state: state, role: .header, inputs: IndicatorContent.Inputs(
            component: IndicatorContent.Component(), options: options, localization: RefreshLocalization(language: "en"),
            now: .now)).title
    }

    static let ported: [RefreshIndicatorPhase: String] = [.idle: "Pull down", .ready: "Let go", .refreshing: "Loading"]

    @Test(arguments: [(RefreshState.idle, "Pull down"), (.pulling(progress: 0.5), "Pull down"), (.ready, "Let go"),
                      (.refreshing, "Loading")])
    func anMJRefreshPortsTitlesShowWhereTheyDidThere(state: RefreshState, title: String) {
        #expect(Self.title(state, Self.ported) == title)
    }

    @Test func aTitleOfItsOwnWhilePulledWinsOverTheIdleOne() {
        var titles = Self.ported
        titles[.pulled] = "Keep pulling"
        #expect(Self.title(.pulling(progress: 0.5), titles) == "Keep pulling")
        #expect(Self.title(.idle, titles) == "Pull down")
    }

    @Test @available(*, deprecated) func theOldPullingNameStillMeansPulledShortOfTheTrigger() {
        #expect(RefreshIndicatorPhase.pulling == .pulled)
    }
}
