import Foundation
import Testing
@testable import RefreshKit

/// What the default indicator shows for each state, role, axis and setting: the decisions RefreshIndicatorView
/// used to make in UIKit code that no test ran.
@Suite struct IndicatorContentTests {
    typealias Options = IndicatorContent.Options
    typealias Phase = RefreshIndicatorPhase

    /// Where an indicator is shown: its component's role, axis and footer style.
    enum Place: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case header, backFooter, autoFooter, leading, trailing, trailingAuto

        var role: RefreshRole { [.header, .leading].contains(self) ? .header : .footer }
        var isHorizontal: Bool { [.leading, .trailing, .trailingAuto].contains(self) }
        var isAutoFooter: Bool { [.autoFooter, .trailingAuto].contains(self) }
        var component: IndicatorContent.Component {
            IndicatorContent.Component(axis: isHorizontal ? .horizontal : .vertical, isAutoFooter: isAutoFooter)
        }
        var testDescription: String { rawValue }
    }

    static let english = RefreshLocalization(language: "en")
    /// Wednesday 8 March 2023, 20:26:40 UTC.
    static let now = Date(timeIntervalSinceReferenceDate: 700_000_000)
    static let states: [RefreshState] = [.idle, .pulling(progress: 0.404), .ready, .refreshing, .ending, .noMoreData]
    static let stateTitles = Options(showsStateTitles: true)

    static func inputs(_ place: Place?, _ options: Options = Options(), lastUpdated: Date? = nil,
                       localization: RefreshLocalization = english, isLanguageSet: Bool = false) -> IndicatorContent.Inputs {
        var component = place?.component
        component?.lastUpdated = lastUpdated
        return IndicatorContent.Inputs(component: component, options: options, localization: localization,
                                       isLanguageSet: isLanguageSet, now: now)
    }

    static func content(_ state: RefreshState, _ place: Place, _ options: Options = Options(),
                        lastUpdated: Date? = nil) -> IndicatorContent {
        IndicatorContent.make(state: state, role: place.role, inputs: inputs(place, options, lastUpdated: lastUpdated))
    }

    // MARK: Arrow and spinner

    /// Given a component on either axis, when it is pulled, then the arrow points the way the finger pulls
    /// (down for a header, up for a footer, right for a leading and left for a trailing component).
    @Test(arguments: [
        (Place.header, "arrow.down"), (.backFooter, "arrow.up"), (.autoFooter, "arrow.up"),
        (.leading, "arrow.right"), (.trailing, "arrow.left"), (.trailingAuto, "arrow.left"),
    ] as [(Place, String)])
    func theArrowPointsTheWayToPull(place: Place, symbol: String) {
        #expect(Self.content(.pulling(progress: 0.5), place).arrowSymbol == symbol)
    }

    /// Given any component, when its state changes, then the arrow is turned only at ready, and short of a half
    /// turn: UIKit may animate an exact half turn either way round.
    @Test(arguments: Place.allCases, states)
    func theArrowTurnsOnlyAtReadyAndShortOfAHalfTurn(place: Place, state: RefreshState) {
        let angle = Self.content(state, place).arrowAngle
        #expect(angle == (state == .ready ? IndicatorContent.turnedAngle : 0))
        #expect(IndicatorContent.turnedAngle < .pi && IndicatorContent.turnedAngle > .pi - 0.01)
    }

    /// Given each component and `showsArrow`, when it is in each state, then the arrow shows only while waiting
    /// for a pull (idle, pulled, ready), never on an auto footer (which no one pulls), and never when switched off.
    @Test(arguments: Place.allCases, [true, false])
    func theArrowShowsOnlyWhileAPullIsAwaited(place: Place, showsArrow: Bool) {
        for state in Self.states {
            let waits = [.idle, .pulling(progress: 0), .ready].contains(state.kind)
            let expected = waits && showsArrow && !place.isAutoFooter
            #expect(Self.content(state, place, Options(showsArrow: showsArrow)).showsArrow == expected, "\(state)")
        }
    }

    /// Given any component, when it refreshes and while it animates away (`ending`), then the spinner runs; in
    /// no other state does it.
    @Test(arguments: Place.allCases, states)
    func theSpinnerRunsWhileRefreshingAndEnding(place: Place, state: RefreshState) {
        #expect(Self.content(state, place).isSpinning == [.refreshing, .ending].contains(state))
    }

    /// Given a horizontal list's component, which is narrow, when it shows, then its arrow and texts stack top to
    /// bottom; a vertical one's sit side by side.
    @Test(arguments: Place.allCases)
    func aHorizontalComponentStacksItsPartsTopToBottom(place: Place) {
        #expect(Self.content(.idle, place).stacksVertically == place.isHorizontal)
    }

    // MARK: Titles

    /// The title line for a place, state and options; `nil` hides the line.
    static let titleTable: [(Place, RefreshState, Options, String?)] = [
        (.header, .idle, Options(), nil),
        (.header, .pulling(progress: 0.3), Options(), nil),
        (.header, .idle, stateTitles, "Pull down to refresh"),
        (.header, .ready, stateTitles, "Release to refresh"),
        (.header, .refreshing, stateTitles, "Refreshing…"),
        (.header, .ending, stateTitles, "Refreshing…"),
        (.leading, .pulling(progress: 0.3), stateTitles, "Pull to refresh"),
        (.backFooter, .pulling(progress: 0.3), stateTitles, "Pull up to load more"),
        (.trailing, .pulling(progress: 0.3), stateTitles, "Pull to load more"),
        (.autoFooter, .idle, stateTitles, "Tap to load more"),
        (.autoFooter, .refreshing, stateTitles, "Loading…"),
        (.autoFooter, .noMoreData, Options(), "No more data"),
        (.backFooter, .noMoreData, Options(title: "Hello"), "No more data"),
        (.header, .pulling(progress: 0.3), Options(title: "Hello"), "Hello"),
        (.header, .ready, Options(title: "Hello", showsStateTitles: true), "Release to refresh"),
        (.header, .refreshing, Options(customTitles: [.refreshing: "Fetching…"]), "Fetching…"),
        (.header, .ending, Options(customTitles: [.refreshing: "Fetching…"]), "Fetching…"),
        (.header, .ready, Options(showsStateTitles: true, customTitles: [.ready: "Let go"]), "Let go"),
        (.autoFooter, .noMoreData, Options(customTitles: [.noMoreData: "The end"]), "The end"),
        (.header, .idle, Options(title: "Hello", customTitles: [.idle: ""]), nil),
        (.header, .refreshing, Options(title: "Hello", showsStateTitles: true, showsTitle: false,
                                       customTitles: [.refreshing: "Fetching…"]), nil),
        (.backFooter, .noMoreData, Options(showsTitle: false), nil),
    ]

    /// Given a component, its settings and a state, when the title is chosen, then it is the app's own for the
    /// phase, else the localised one when state titles are on (always "No more data"), else `title`; an empty
    /// title and `showsTitle = false` hide the line.
    @Test(arguments: titleTable)
    func theTitleIsTheAppsThenTheLocalisedOneThenTitle(place: Place, state: RefreshState, options: Options, title: String?) {
        #expect(Self.content(state, place, options).title == title)
    }

    /// Given no component yet (the app shows the indicator on its own), when the title is asked for, then it is
    /// the header's vertical one.
    @Test func withoutAComponentTheTitlesAreAVerticalHeaders() {
        let inputs = Self.inputs(nil, Self.stateTitles)
        let content = IndicatorContent.make(state: .pulling(progress: 0.2), role: .header, inputs: inputs)
        #expect(content.title == "Pull down to refresh")
        #expect(content.arrowSymbol == "arrow.down")
    }

    /// Given an indicator in Japanese with state titles, when it refreshes, then the title and VoiceOver's texts
    /// are Japanese and the content names the language, which the scroll view's actions follow.
    @Test func theTextsComeInTheIndicatorsLanguage() {
        let japanese = RefreshLocalization(language: "ja")
        let inputs = Self.inputs(.header, Self.stateTitles, localization: japanese)
        let content = IndicatorContent.make(state: .refreshing, role: .header, inputs: inputs)
        #expect(content.title == japanese[.headerRefreshing] && content.title != "Refreshing…")
        #expect(content.accessibility.label == japanese[.actionRefresh])
        #expect(content.language == "ja")
    }

    // MARK: Last updated

    /// Given `showsLastUpdated`, `showsTitle` and whether the indicator is in a component yet, when it shows,
    /// then the last-updated line shows only when asked for, with the title line on, in a component.
    @Test(arguments: [
        (true, true, true, "Last updated: never"), (true, false, true, nil), (false, true, true, nil),
        (true, true, false, nil),
    ] as [(Bool, Bool, Bool, String?)])
    func theLastUpdatedLineShowsWhenAskedForUnderATitleLineInAComponent(
        showsLastUpdated: Bool, showsTitle: Bool, inComponent: Bool, line: String?
    ) {
        let options = Options(showsTitle: showsTitle, showsLastUpdated: showsLastUpdated)
        let inputs = Self.inputs(inComponent ? .header : nil, options)
        #expect(IndicatorContent.make(state: .pulling(progress: 0.5), role: .header, inputs: inputs).lastUpdated == line)
    }

    /// Given a component that refreshed some time before `now`, when the line shows, then it reads that time.
    @Test(arguments: [(nil, "Last updated: never"), (30, "Last updated: just now"), (300, "Last updated: 5 minutes ago")]
          as [(TimeInterval?, String)])
    func theLastUpdatedLineReadsTheComponentsLastRefreshAtNow(secondsAgo: TimeInterval?, line: String) {
        let content = Self.content(.idle, .header, Options(showsLastUpdated: true),
                                   lastUpdated: secondsAgo.map { Self.now - $0 })
        #expect(content.lastUpdated == line)
    }

    /// Given the line switched off, when the component is read, then its timestamp store is not asked (it may be
    /// a file or a database of the app's); when the line shows, it is asked once.
    @Test(arguments: [(Options(), 0), (Options(showsLastUpdated: true), 1), (Options(showsTitle: false, showsLastUpdated: true), 0)]
          as [(Options, Int)])
    func theTimestampStoreIsReadOnlyForALineThatShows(options: Options, reads: Int) {
        var count = 0
        let component = IndicatorContent.Component(axis: .vertical, isAutoFooter: false, options: options) {
            count += 1
            return Self.now
        }
        #expect(count == reads)
        #expect(component.lastUpdated == (reads > 0 ? Self.now : nil))
    }

    // MARK: Tap to load

    /// Given an auto footer that shows a title while it waits, when it is tapped (or double-tapped with
    /// VoiceOver), then it loads, and it is a button; without a title, or in any other component or state, a
    /// tap goes through to what lies behind.
    @Test(arguments: [
        (Place.autoFooter, RefreshState.idle, stateTitles, true),
        (.autoFooter, .pulling(progress: 0.2), stateTitles, true),
        (.trailingAuto, .idle, stateTitles, true),
        (.autoFooter, .idle, Options(title: "More"), true),
        (.autoFooter, .idle, Options(customTitles: [.idle: "More"]), true),
        (.autoFooter, .idle, Options(), false),
        (.autoFooter, .idle, Options(showsStateTitles: true, customTitles: [.idle: ""]), false),
        (.autoFooter, .idle, Options(showsStateTitles: true, showsTitle: false), false),
        (.autoFooter, .refreshing, stateTitles, false),
        (.autoFooter, .noMoreData, stateTitles, false),
        (.backFooter, .idle, stateTitles, false),
        (.header, .idle, Options(title: "More"), false),
    ] as [(Place, RefreshState, Options, Bool)])
    func anAutoFooterShowingATitleWhileItWaitsLoadsOnATap(place: Place, state: RefreshState, options: Options, tappable: Bool) {
        let content = Self.content(state, place, options)
        #expect(content.isTappable == tappable)
        #expect(content.accessibility.isButton == tappable)
    }

    // MARK: VoiceOver

    /// Given any component, when VoiceOver reads it, then the label names it as its action is named.
    @Test(arguments: Place.allCases, states)
    func voiceOversLabelNamesTheComponentAsItsAction(place: Place, state: RefreshState) {
        #expect(Self.content(state, place).accessibility.label == (place.role == .header ? "Refresh" : "Load more"))
    }

    /// VoiceOver's value for a place, state and options.
    static let valueTable: [(Place, RefreshState, Options, String)] = [
        (.header, .idle, Options(), ""),
        (.header, .idle, stateTitles, ""),
        (.header, .pulling(progress: 0.404), Options(), "Pulled 40 percent"),
        (.header, .pulling(progress: 0.404), stateTitles, "Pulled 40 percent, Pull down to refresh"),
        (.header, .ready, Options(), "Release to refresh"),
        (.header, .ready, stateTitles, "Release to refresh"),
        (.header, .refreshing, Options(), "Refreshing"),
        (.header, .refreshing, Options(customTitles: [.refreshing: "Fetching your feed…"]), "Refreshing, Fetching your feed…"),
        (.header, .refreshing, Options(title: "Hello"), "Refreshing, Hello"),
        (.backFooter, .ready, stateTitles, "Release to load more"),
        (.backFooter, .refreshing, Options(), "Loading more"),
        (.autoFooter, .idle, stateTitles, "Tap to load more"),
        (.autoFooter, .idle, Options(), ""),
        (.autoFooter, .noMoreData, Options(), "No more data"),
        (.autoFooter, .noMoreData, Options(customTitles: [.noMoreData: "The end"]), "No more data, The end"),
    ]

    /// Given a component, its settings and a state, when VoiceOver reads the value, then it hears the state, then
    /// the app's title, each once; at rest nothing, unless a tap loads.
    @Test(arguments: valueTable)
    func voiceOverHearsTheStateThenTheAppsTitleEachOnce(place: Place, state: RefreshState, options: Options, value: String) {
        #expect(Self.content(state, place, options).accessibility.value == value)
    }

    /// Given state titles on, when a header refreshes or a footer loads, then VoiceOver hears the state once:
    /// "Refreshing", not "Refreshing, Refreshing…" (the spoken status and the localised title say the same thing,
    /// the title with an ellipsis that defeated the check for repeats); "Loading more", not "Loading more, Loading…".
    @Test(arguments: [
        (Place.header, RefreshState.refreshing, "Refreshing"), (.header, .ending, "Refreshing"),
        (.leading, .refreshing, "Refreshing"), (.backFooter, .refreshing, "Loading more"),
        (.autoFooter, .refreshing, "Loading more"), (.trailing, .ending, "Loading more"),
    ] as [(Place, RefreshState, String)])
    func voiceOverHearsRefreshingOnceWithStateTitlesOn(place: Place, state: RefreshState, value: String) {
        #expect(Self.content(state, place, Self.stateTitles).accessibility.value == value)
    }

    /// Given the last-updated line, when VoiceOver reads the value, then the line comes last, in every state.
    @Test(arguments: [
        (Place.header, RefreshState.idle, "Last updated: never"),
        (.header, .pulling(progress: 0.5), "Pulled 50 percent, Pull down to refresh, Last updated: never"),
        (.header, .refreshing, "Refreshing, Last updated: never"),
        (.autoFooter, .idle, "Tap to load more, Last updated: never"),
        (.autoFooter, .noMoreData, "No more data, Last updated: never"),
    ] as [(Place, RefreshState, String)])
    func voiceOverHearsTheLastUpdatedLineLast(place: Place, state: RefreshState, value: String) {
        let options = Options(showsStateTitles: true, showsLastUpdated: true)
        #expect(Self.content(state, place, options).accessibility.value == value)
    }

    // MARK: Layout direction

    /// Given a language set on the indicator (or through UIAppearance) or none, when it lays out, then a set
    /// language forces its own direction and none leaves the app's.
    @Test(arguments: [
        ("ar", true, IndicatorContent.LayoutDirection.rightToLeft), ("he", true, .rightToLeft), ("en", true, .leftToRight),
        ("ja", true, .leftToRight), ("ar", false, .inherited), ("en", false, .inherited),
    ] as [(String, Bool, IndicatorContent.LayoutDirection)])
    func aLanguageSetOnTheIndicatorForcesItsDirection(language: String, isSet: Bool, direction: IndicatorContent.LayoutDirection) {
        let inputs = Self.inputs(.header, localization: RefreshLocalization(language: language), isLanguageSet: isSet)
        #expect(IndicatorContent.make(state: .idle, role: .header, inputs: inputs).layoutDirection == direction)
    }

    // MARK: Phases

    /// Given every state, when its phase is taken, then a pull's progress is left out and `ending` is `refreshing`.
    @Test(arguments: [
        (RefreshState.idle, Phase.idle), (.pulling(progress: 0.7), .pulled), (.pulling(progress: .nan), .pulled),
        (.ready, .ready), (.refreshing, .refreshing), (.ending, .refreshing), (.noMoreData, .noMoreData),
    ] as [(RefreshState, Phase)])
    func aPhaseIsTheStateWithoutProgressAndEndingIsRefreshing(state: RefreshState, phase: Phase) {
        #expect(Phase(state) == phase)
    }

    /// Given every phase, when its representative state (the one its localised title is chosen for) is taken,
    /// then that state is in the phase.
    @Test(arguments: Phase.allCases)
    func eachPhasesRepresentativeIsInIt(phase: Phase) {
        #expect(Phase(phase.representative) == phase)
    }
}
