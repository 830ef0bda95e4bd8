import Foundation
import Testing
@testable import RefreshKit

/// When the default indicator makes new content and what it writes: a pull reports every change of progress,
/// and the view must not rebuild its texts, read the timestamp store or format a date on each of them.
@Suite struct IndicatorDisplayTests {
    typealias Options = IndicatorContent.Options

    static let english = RefreshLocalization(language: "en")
    static let now = Date(timeIntervalSinceReferenceDate: 700_000_000)

    /// A display that counts how often it read its inputs; `now` and `options` are what the next read returns.
    struct Harness {
        var display = IndicatorDisplay()
        var reads = 0
        var now = IndicatorDisplayTests.now
        var options = Options(showsStateTitles: true, showsLastUpdated: true)
        var component = IndicatorContent.Component(lastUpdated: IndicatorDisplayTests.now - 30)

        var inputs: IndicatorContent.Inputs {
            IndicatorContent.Inputs(component: component, options: options, localization: IndicatorDisplayTests.english,
                                    now: now)
        }

        mutating func show(_ state: RefreshState, role: RefreshRole = .header) -> IndicatorDisplay.Change? {
            let inputs = inputs
            var count = 0
            defer { reads += count }
            return display.show(state, role: role) {
                count += 1
                return inputs
            }
        }

        mutating func redraw() -> IndicatorDisplay.Change? {
            let inputs = inputs
            var count = 0
            defer { reads += count }
            return display.redraw {
                count += 1
                return inputs
            }
        }
    }

    // MARK: Within a pull

    /// Given a pull at 0.41, when it moves to 0.414 (the same 41 percent VoiceOver reads), then the content is the
    /// same and nothing is written or read.
    @Test(arguments: [(0.41, 0.414), (0.0, 0.004), (0.996, 1.0), (1.2, 3.0), (-0.2, .nan)] as [(Double, Double)])
    func aPullWithinTheSameWholePercentGivesTheSameContent(from: Double, to: Double) {
        let options = Options(showsStateTitles: true)
        let inputs = IndicatorContent.Inputs(component: .init(), options: options, localization: Self.english, now: Self.now)
        #expect(IndicatorContent.make(state: .pulling(progress: from), role: .header, inputs: inputs)
                == IndicatorContent.make(state: .pulling(progress: to), role: .header, inputs: inputs))
        var harness = Harness()
        _ = harness.show(.pulling(progress: from))
        #expect(harness.show(.pulling(progress: to)) == nil)
        #expect(harness.reads == 1)
    }

    /// Given a pull at 41 percent, when it reaches 42, then only VoiceOver's value changes, and the last-updated
    /// line stays as it was read when the pull began, though a minute has passed and the store was not read.
    @Test func aNewWholePercentChangesOnlyVoiceOversValueWithoutReadingAgain() throws {
        var harness = Harness()
        _ = harness.show(.pulling(progress: 0.41))
        harness.now += 600
        let shown = harness.show(.pulling(progress: 0.42))
        let change = try #require(shown)
        #expect(harness.reads == 1)
        let old = try #require(change.old)
        var expected = old
        expected.accessibility.value = "Pulled 42 percent, Pull down to refresh, Last updated: just now"
        #expect(change.new == expected)
        #expect(change.animated)
    }

    // MARK: Transitions

    /// Given a header at rest, when it goes through a whole refresh, then every change of kind reads the inputs
    /// afresh (the time, the component, the store) and gives new content; `ending` looks like `refreshing`, so it
    /// gives none.
    @Test func eachTransitionReadsAfreshAndEndingChangesNothing() {
        var harness = Harness()
        #expect(harness.show(.idle) != nil)
        harness.now += 570  // the last refresh was 30 s before `now`
        let pulled = harness.show(.pulling(progress: 0.1))
        #expect(pulled?.new.lastUpdated == "Last updated: 10 minutes ago")
        #expect(harness.show(.ready)?.new.arrowAngle == IndicatorContent.turnedAngle)
        #expect(harness.show(.refreshing)?.new.isSpinning == true)
        #expect(harness.show(.ending) == nil)
        #expect(harness.show(.idle)?.new.isSpinning == false)
        #expect(harness.reads == 6)
    }

    /// Given a component shown as a header, when the same state arrives for a footer (an indicator moved to
    /// another component), then the content is made afresh.
    @Test func aNewRoleReadsAfresh() {
        var harness = Harness()
        _ = harness.show(.idle, role: .header)
        let change = harness.show(.idle, role: .footer)
        #expect(change?.new.accessibility.label == "Load more")
        #expect(harness.reads == 2)
    }

    /// Given a new indicator, when it is first told a state, then nothing animates (the arrow is simply placed,
    /// even at ready); later state changes animate the turn, and a change of settings never does.
    @Test func onlyAStateChangeAfterTheFirstAnimates() {
        var harness = Harness()
        let first = harness.show(.ready)
        #expect(first?.old == nil && first?.animated == false)
        #expect(harness.show(.pulling(progress: 0.9))?.animated == true)
        harness.options.showsArrow = false
        #expect(harness.redraw()?.animated == false)
    }

    // MARK: Redraws

    /// Given no state shown yet (an indicator not in a component), when a setting changes, then nothing is read
    /// or made.
    @Test func aSettingChangedBeforeAnyStateReadsNothing() {
        var harness = Harness()
        #expect(harness.redraw() == nil)
        #expect(harness.reads == 0)
    }

    /// Given an indicator showing a state, when a setting is set to the value it has (UIAppearance sets the
    /// language again on every window change), then the content is the same and nothing is written.
    @Test func aSettingSetToItsValueWritesNothing() {
        var harness = Harness()
        _ = harness.show(.idle)
        #expect(harness.redraw() == nil)
        #expect(harness.reads == 2)
    }

    /// Given an indicator showing a pull, when a setting changes, then the content is made for the state shown,
    /// with its own progress.
    @Test func aSettingChangeRedrawsTheStateShown() {
        var harness = Harness()
        _ = harness.show(.pulling(progress: 0.25))
        harness.options.showsStateTitles = false
        let change = harness.redraw()
        #expect(change?.new.title == nil)
        #expect(change?.new.accessibility.value == "Pulled 25 percent, Last updated: just now")
    }

    // MARK: Writing

    /// Given a change, when the view writes it part by part, then only the parts that differ are written, and
    /// the first time every part is.
    @Test func onlyThePartsThatChangedAreWritten() throws {
        var harness = Harness()
        let shownFirst = harness.show(.pulling(progress: 0.5))
        let first = try #require(shownFirst)
        #expect(written(first) == ["arrow", "angle", "spinner", "title", "line", "tappable", "voiceOver", "direction", "language"])
        let shownReady = harness.show(.ready)
        let ready = try #require(shownReady)
        #expect(written(ready) == ["angle", "title", "voiceOver"])
    }

    func written(_ change: IndicatorDisplay.Change) -> [String] {
        var parts: [String] = []
        change.write(\.showsArrow) { _ in parts.append("arrow") }
        change.write(\.arrowAngle) { _ in parts.append("angle") }
        change.write(\.isSpinning) { _ in parts.append("spinner") }
        change.write(\.title) { _ in parts.append("title") }
        change.write(\.lastUpdated) { _ in parts.append("line") }
        change.write(\.isTappable) { _ in parts.append("tappable") }
        change.write(\.accessibility) { _ in parts.append("voiceOver") }
        change.write(\.layoutDirection) { _ in parts.append("direction") }
        change.write(\.language) { _ in parts.append("language") }
        return parts
    }

    /// Given an indicator with no language set, whose views the app may have given a direction of their own, when
    /// it first shows, then the direction is not written; with a language set, it is, and so is a later change back.
    @Test func theLayoutDirectionIsWrittenOnlyOnceALanguageSetsOne() throws {
        var harness = Harness()
        let first = harness.show(.idle)
        var writes: [IndicatorContent.LayoutDirection] = []
        try #require(first).write(\.layoutDirection, from: .inherited) { writes.append($0) }
        #expect(writes.isEmpty)
        let arabic = IndicatorContent.Inputs(localization: RefreshLocalization(language: "ar"), isLanguageSet: true,
                                             now: Self.now)
        let second = harness.display.redraw { arabic }
        try #require(second).write(\.layoutDirection, from: .inherited) { writes.append($0) }
        let third = harness.redraw()
        try #require(third).write(\.layoutDirection, from: .inherited) { writes.append($0) }
        #expect(writes == [.rightToLeft, .inherited])
    }

    /// Given Reduce Motion and whether the change animates, when the arrow turns, then it takes 0.2 s only when
    /// animated with Reduce Motion off, and otherwise turns at once.
    @Test(arguments: [(true, false, 0.2), (true, true, 0), (false, false, 0), (false, true, 0)] as [(Bool, Bool, Double)])
    func theArrowTurnsAtOnceWithReduceMotion(animated: Bool, reduceMotion: Bool, duration: Double) {
        let content = IndicatorContent.make(state: .ready, role: .header,
                                            inputs: .init(localization: Self.english, now: Self.now))
        let change = IndicatorDisplay.Change(old: nil, new: content, animated: animated)
        #expect(change.turnDuration(reduceMotion: reduceMotion) == duration)
    }
}
