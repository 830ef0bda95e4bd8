import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The model's flags read live (issue 35 item 2): an action that only starts the load shows it to its end
/// without a dip, a second ending or a second "last updated", whatever the order of the flag and the action's
/// return; a footer's "no more data" set as its last load starts ends that footer only when the load ends.
@Suite struct SwiftUILiveFlagTests {
    /// A model whose loads are started in the ways apps write them; each load waits for its gate.
    @MainActor final class Model {
        var isLoading = false
        var isAtEnd = false
        var loads = 0
        let gate = Gate()

        func reload() async {
            guard !isLoading else { return }
            isLoading = true
            defer { isLoading = false }
            loads += 1
            await gate.wait()
        }

        /// Sets the flag and returns; the load goes on in a task of its own.
        func startReload() {
            guard !isLoading else { return }
            isLoading = true
            loads += 1
            Task { @MainActor in
                await gate.wait()
                isLoading = false
            }
        }

        /// The last page: known to be the last before it is fetched (its ids came with the page before).
        func loadLastPage() async {
            guard !isLoading else { return }
            isAtEnd = true
            isLoading = true
            defer { isLoading = false }
            loads += 1
            await gate.wait()
        }
    }

    /// When the flag moves relative to the action's return.
    enum Ordering: String, Sendable, CaseIterable, CustomTestStringConvertible {
        /// `{ model.startReload() }`: set, then the action returns.
        case before
        /// `{ await model.reload() }`: the action returns as the load ends.
        case with
        /// `{ Task { await model.reload() } }`: set in a task that runs after the return.
        case after
        var testDescription: String { "the flag set \(rawValue) the action's return" }
    }

    @MainActor static func action(_ ordering: Ordering, _ model: Model) -> @MainActor () async -> Void {
        switch ordering {
        case .before: { model.startReload() }
        case .with: { await model.reload() }
        case .after: { Task { @MainActor in await model.reload() } }
        }
    }

    /// Given a header whose action starts the model's load in one of the three orders, and SwiftUI updating the
    /// modifier only a few turns later, when the user pulls, then the header refreshes until the load has ended:
    /// one load, one ending, one "last updated", no dip.
    @MainActor @Test(arguments: Ordering.allCases)
    func anActionThatStartsTheLoadShowsItToItsEnd(_ ordering: Ordering) async throws {
        let model = Model()
        var screen = try SwiftUIScreen(SimulatedSession(), model: model, component: \.header, height: 54,
                                       load: { await Self.action(ordering, $0)() }, request: { .init(isLoading: $0.isLoading) })
        let store = RecordingStore()
        screen.component.timestampStore = store
        var states: [RefreshState] = []
        screen.component.onStateChange = { [relay = screen.relay] in
            relay.componentDidChange(to: $0)
            states.append($0)
        }
        screen.update()
        screen.s.pullToRefresh()
        await screen.run()
        #expect(screen.component.state == .refreshing && model.isLoading && model.loads == 1)
        model.gate.open()
        await screen.run()
        #expect(screen.component.state == .idle && model.loads == 1)
        #expect(states.filter { $0 == .refreshing }.count == 1 && states.filter { $0 == .ending }.count == 1)
        #expect(store.writes == 1)
    }

    /// Given a relay whose flag is read live, when the action sets the flag and returns before any SwiftUI update
    /// (the update is the one that would carry it), then the refresh is held: it does not end on the stale value.
    @MainActor @Test func theFlagIsReadLiveNotAsOfTheLastUpdate() async {
        let model = Model()
        let relay = RefreshActionRelay { model.startReload() }
        relay.update(isLoading: false, live: { model.isLoading })
        var ended = false
        let task = Task { @MainActor in
            await relay.run()
            ended = true
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(!ended && model.isLoading)
        model.gate.open()
        for _ in 0..<5 { await Task.yield() }
        relay.update(isLoading: model.isLoading, live: { model.isLoading })  // the update the flag's fall causes
        await task.value
        #expect(ended && relay.runs == 1)
    }

    /// Given a relay, when the model's flag is set and cleared between two updates while a refresh runs (the
    /// action's load was instant), then the refresh ends when the action returns: nothing waits for an update.
    @MainActor @Test func aFlagSetAndClearedInOneUpdateShowsNothingExtra() async {
        let model = Model()
        let relay = RefreshActionRelay {
            model.isLoading = true
            model.isLoading = false
        }
        relay.update(isLoading: false, live: { model.isLoading })
        await relay.run()
        #expect(relay.runs == 1 && !model.isLoading)
    }

    /// Given the attachment's state, when the model's flag rises and falls between two updates (no update
    /// reads it true), then no begin is asked for.
    @Test func aLoadNoUpdateSawAsksForNothing() {
        var state = RefreshAttachmentState<Int>()
        for _ in 0..<2 {
            let commands = state.update(from: 1, .init(isLoading: false), component: .init(height: 54))
            #expect(!commands.contains(.begin) && !commands.contains(.beginInPlace))
        }
    }
}

// MARK: - No more data as the last load starts

extension SwiftUILiveFlagTests {
    typealias State = RefreshAttachmentState<Int>

    struct NoMoreDataCase: Sendable, CustomTestStringConvertible {
        let name: String
        /// Each update: the request, whether the footer refreshes, and the commands about no more data expected.
        let steps: [(State.Request, Bool, [State.Command])]
        var testDescription: String { name }
    }

    static let noMoreDataCases: [NoMoreDataCase] = [
        NoMoreDataCase(name: "set as the footer's own load runs: given when it ends", steps: [
            (.init(isLoading: false, noMoreData: false), false, [.resetNoMoreData]),
            (.init(isLoading: true, noMoreData: true), true, []),
            (.init(isLoading: false, noMoreData: true), true, []),
        ]),
        NoMoreDataCase(name: "set with a load the model starts elsewhere: the load shows first", steps: [
            (.init(isLoading: false, noMoreData: false), false, [.resetNoMoreData]),
            (.init(isLoading: true, noMoreData: true), false, [.beginInPlace]),
        ]),
        NoMoreDataCase(name: "set with no load running: at once", steps: [
            (.init(isLoading: false, noMoreData: false), false, [.resetNoMoreData]),
            (.init(isLoading: false, noMoreData: true), false, [.setNoMoreData]),
        ]),
        NoMoreDataCase(name: "the first update with no more data: at once, and the flag begins nothing", steps: [
            (.init(isLoading: true, noMoreData: true), false, [.setNoMoreData]),
        ]),
        NoMoreDataCase(name: "set during a load, then taken back: never given", steps: [
            (.init(isLoading: false, noMoreData: false), false, [.resetNoMoreData]),
            (.init(isLoading: true, noMoreData: true), true, []),
            (.init(isLoading: true, noMoreData: false), true, []),
        ]),
    ]

    /// Given a footer following a model's flags, when SwiftUI updates it with them in turn, then no more data that
    /// rises as a load runs or starts is held back (the footer keeps showing the load), and any other is given.
    @Test(arguments: noMoreDataCases)
    func noMoreDataWaitsForTheLoadItCameWith(_ c: NoMoreDataCase) {
        var state = State()
        for (request, refreshing, expected) in c.steps {
            let commands = state.update(from: 1, request, component: .init(isRefreshing: refreshing, height: 44))
                .filter { [.setNoMoreData, .resetNoMoreData, .begin, .beginInPlace].contains($0) }
            #expect(commands == expected)
        }
    }

    /// Given no more data held back for a running load, when the load ends (the component leaves refreshing),
    /// then it is given; one taken back before the end is not.
    @Test(arguments: [(true, [State.Command.setNoMoreData]), (false, [])])
    func heldNoMoreDataIsGivenWhenTheLoadEnds(stillAtEnd: Bool, expected: [State.Command]) {
        var state = State()
        _ = state.update(from: 1, .init(isLoading: false, noMoreData: false), component: .init(height: 44))
        _ = state.update(from: 1, .init(isLoading: true, noMoreData: true), component: .init(isRefreshing: true, height: 44))
        _ = state.update(from: 1, .init(isLoading: false, noMoreData: stillAtEnd), component: .init(isRefreshing: true, height: 44))
        #expect(!state.componentDidChange(to: .refreshing, binding: nil).contains(.setNoMoreData))
        #expect(state.componentDidChange(to: .ending, binding: nil).filter { $0 == .setNoMoreData } == expected)
        #expect(!state.componentDidChange(to: .idle, binding: nil).contains(.setNoMoreData))
    }

    /// Given the Hacker News client's order (the last page marks the end as it starts loading), when the footer
    /// loads it on a simulated list, then the footer shows the load until the page has landed, then no more data.
    @MainActor @Test func theLastPagesLoadShowsUntilItLands() async throws {
        let model = Model()
        var screen = try SwiftUIScreen(SimulatedSession(header: nil, footer: (.auto, .footer)), model: model,
                                       component: \.footer, height: 44, load: { await $0.loadLastPage() },
                                       request: { .init(isLoading: $0.isLoading, noMoreData: $0.isAtEnd) })
        screen.update()
        screen.s.dragToEnd(beyond: 40)
        await screen.run()
        #expect(model.isAtEnd && model.isLoading && screen.component.state == .refreshing)
        model.gate.open()
        await screen.run()
        #expect(screen.component.state == .noMoreData && model.loads == 1)
    }
}

/// A timestamp store that counts its writes ("last updated").
final class RecordingStore: RefreshTimestampStore, @unchecked Sendable {
    private(set) var writes = 0
    private var dates: [String: Date] = [:]
    func lastUpdated(forKey key: String) -> Date? { dates[key] }
    func setLastUpdated(_ date: Date, forKey key: String) {
        writes += 1
        dates[key] = date
    }
}
