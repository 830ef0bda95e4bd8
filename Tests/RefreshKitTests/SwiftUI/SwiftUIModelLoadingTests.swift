import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A model's own loading flag on a SwiftUI header (`.rk.header(isLoading:)`, issue 28 item 2), and the
/// `isRefreshing` binding written back out of SwiftUI's update (device review P7) and carried to a re-created
/// scroll view (P8): the decisions of ``RefreshAttachmentState``, ``RefreshRequestSync`` and
/// ``RefreshActionRelay``, and the relay on a simulated scroll view.
@Suite struct SwiftUIModelLoadingTests {
    typealias State = RefreshAttachmentState<Int>

    // MARK: - When the model's flag shows a refresh

    /// One SwiftUI update: the model's flag, whether the header refreshes, whether it is enabled.
    struct Update: Sendable {
        var isLoading: Bool
        var refreshing = false
        var enabled = true
    }

    struct LoadingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let updates: [Update]
        /// Whether each update begins a refresh.
        let begins: [Bool]
        var testDescription: String { name }
    }

    static let loadingCases: [LoadingCase] = [
        LoadingCase(name: "the model loading when the header comes: shown",
                    updates: [Update(isLoading: true)], begins: [true]),
        LoadingCase(name: "the model not loading: nothing", updates: [Update(isLoading: false)], begins: [false]),
        LoadingCase(name: "the flag rises: shown once, however often SwiftUI updates",
                    updates: [Update(isLoading: false), Update(isLoading: true), Update(isLoading: true, refreshing: true),
                              Update(isLoading: true, refreshing: true)], begins: [false, true, false, false]),
        LoadingCase(name: "a refresh that ended while the model still loads: shown again",
                    updates: [Update(isLoading: true, refreshing: true), Update(isLoading: true)], begins: [false, true]),
        LoadingCase(name: "a disabled header: never shown", updates: [Update(isLoading: true, enabled: false),
                    Update(isLoading: true, enabled: false)], begins: [false, false]),
        LoadingCase(name: "a pull's own load (the header refreshes already): no begin",
                    updates: [Update(isLoading: false), Update(isLoading: true, refreshing: true)], begins: [false, false]),
        LoadingCase(name: "the flag falls: no command (the relay lets the refresh end)",
                    updates: [Update(isLoading: true), Update(isLoading: false, refreshing: true)], begins: [true, false]),
        LoadingCase(name: "a header enabled again while the model loads: shown",
                    updates: [Update(isLoading: true, enabled: false), Update(isLoading: true)], begins: [false, true]),
        LoadingCase(name: "loading again later: shown again",
                    updates: [Update(isLoading: true), Update(isLoading: false), Update(isLoading: true)],
                    begins: [true, false, true]),
    ]

    /// Given a header following a model's flag, when SwiftUI updates it with the flags in turn, then a refresh
    /// begins exactly when the flag is true, the header enabled and not refreshing already, and nothing is ended
    /// by a command (the relay lets a refresh end).
    @Test(arguments: loadingCases)
    func theModelsFlagRisingShowsARefresh(_ c: LoadingCase) {
        var state = State()
        var enabled = true
        var begins: [Bool] = []
        for u in c.updates {
            let commands = state.update(from: 1, .init(isEnabled: u.enabled, isLoading: u.isLoading),
                                        component: .init(isEnabled: enabled, isRefreshing: u.refreshing, height: 54))
            enabled = u.enabled
            begins.append(commands.contains(.beginInPlace))
            #expect(!commands.contains(.end))
        }
        #expect(begins == c.begins)
    }

    // MARK: - The relay: the action or the model's load

    /// Given a relay whose model is loading, when a refresh runs (the app set the flag), then the action is not
    /// called and the refresh lasts until the flag turns false.
    @MainActor @Test func aRefreshWhileTheModelLoadsShowsItWithoutRunningTheAction() async {
        var calls = 0
        let relay = RefreshActionRelay { calls += 1 }
        relay.update(isLoading: true)
        var ended = false
        let task = Task { @MainActor in
            await relay.run()
            ended = true
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(!ended && calls == 0)
        relay.update(isLoading: true)  // another SwiftUI update
        for _ in 0..<5 { await Task.yield() }
        #expect(!ended)
        relay.update(isLoading: false)
        await task.value
        #expect(ended && calls == 0 && relay.runs == 0)
    }

    /// Given a relay whose model is idle, when a pull runs it and the action only starts the model's load (it
    /// returns with the flag true), then the refresh lasts until the flag turns false.
    @MainActor @Test func aPullRunsTheActionAndWaitsForTheLoadItStarted() async {
        let relay = RefreshActionRelay()
        relay.update { relay.update(isLoading: true) }  // the model sets its flag and returns; the load goes on
        relay.update(isLoading: false)
        var ended = false
        let task = Task { @MainActor in
            await relay.run()
            ended = true
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(relay.runs == 1 && !ended)
        relay.update(isLoading: false)
        await task.value
        #expect(ended)
    }

    /// Given a relay without a model flag (the plain modifier), when a refresh runs, then the action runs and
    /// the refresh ends when it returns, as before.
    @MainActor @Test func withoutAFlagTheActionRunsToItsEnd() async {
        var calls = 0
        let relay = RefreshActionRelay { calls += 1 }
        await relay.run()
        #expect(calls == 1 && relay.runs == 1)
    }

    /// Given a refresh held for the model's flag, when its task is cancelled (the component detached), then it
    /// returns although the flag still reads true.
    @MainActor @Test func aHeldRefreshEndsWhenItsTaskIsCancelled() async {
        let relay = RefreshActionRelay()
        relay.update(isLoading: true)
        let task = Task { @MainActor in await relay.run() }
        for _ in 0..<20 { await Task.yield() }
        task.cancel()
        await task.value
        #expect(relay.isLoading == true)
    }

    // MARK: - On a scroll view

    /// A model whose load begins `guard !isLoading` and sets its own flag, as apps write it.
    @MainActor final class Model {
        var isLoading = false
        var loads = 0
        let gate = Gate()

        func reload() async {
            guard !isLoading else { return }
            isLoading = true
            defer { isLoading = false }
            loads += 1
            await gate.wait()
        }
    }

    /// A header on a simulated list whose load is the model's (``SwiftUIScreen``).
    typealias Screen = SwiftUIScreen<Model>

    /// Given a model whose load begins `guard !isLoading`, when the user pulls, then the action runs the load
    /// (the flag was not written first), the header refreshes until the load ends, and the load ran once.
    @MainActor @Test func aPullDrivesAModelThatGuardsItsOwnFlag() async throws {
        var screen = try Screen()
        screen.update()
        screen.s.pullToRefresh()
        await screen.run()
        #expect(screen.model.loads == 1 && screen.model.isLoading)
        #expect(screen.header.state == .refreshing)
        screen.model.gate.open()
        await screen.run()
        #expect(!screen.model.isLoading && screen.header.state == .idle)
        #expect(screen.model.loads == 1 && screen.header.actionCount == 1)
    }

    /// Given an idle header, when the app starts the model's load itself (a button), then the header shows the
    /// refresh without running the action a second time, and ends when the load does.
    @MainActor @Test func theAppsOwnLoadIsShownWithoutASecondRun() async throws {
        var screen = try Screen()
        screen.update()
        let model = screen.model
        let load = Task { @MainActor in await model.reload() }
        await screen.run()
        #expect(screen.header.state == .refreshing && screen.relay.runs == 0)
        #expect(screen.s.inset.top == 54)
        screen.model.gate.open()
        await load.value
        await screen.run()
        #expect(screen.header.state == .idle && screen.s.inset.top == 0)
        #expect(screen.model.loads == 1 && screen.relay.runs == 0)
    }

    /// Given the app starting the model's load in the same turn as a pull (SwiftUI has not updated yet), when
    /// the pull's action meets the model's `guard` and returns, then the next update shows the app's load, which
    /// ran once, and the header ends with it.
    @MainActor @Test func aPullInTheTurnOfTheAppsLoadShowsThatLoad() async throws {
        var screen = try Screen()
        screen.update()
        screen.s.pullToRefresh()
        let model = screen.model
        let load = Task { @MainActor in await model.reload() }
        await screen.run()
        #expect(screen.header.state == .refreshing && screen.model.loads == 1 && screen.model.isLoading)
        screen.model.gate.open()
        await load.value
        await screen.run()
        #expect(screen.header.state == .idle && screen.model.loads == 1 && screen.s.inset.top == 0)
    }
}

// MARK: - The binding written back out of the update

extension SwiftUIModelLoadingTests {
    /// Given a begin refused inside SwiftUI's update (the binding set true while the footer loads), when the
    /// write-back is on its way, then updates that still read true are no request, and once it has landed the
    /// app's next true is one again.
    @Test func aWriteBackOnItsWayIsNoRequest() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: true, refreshing: false) == .begin)
        #expect(sync.refreshingDidChange(to: false, current: true) == false)  // refused: false, written later
        #expect(sync.update(requested: true, refreshing: false) == nil)       // SwiftUI updated before the write
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)      // the write's own update
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// Given a pull's true on its way to the binding, when the refresh ends before it lands, then false is
    /// written after it (the binding ends false), and no update in between ends or begins anything.
    @Test func twoWritesOnTheirWayLandInOrder() {
        var sync = RefreshRequestSync()
        _ = sync.update(requested: false, refreshing: false)
        #expect(sync.refreshingDidChange(to: true, current: false) == true)
        #expect(sync.refreshingDidChange(to: false, current: false) == false)  // compared with the write on its way
        #expect(sync.update(requested: false, refreshing: false) == nil)
        sync.writeDidLand()
        #expect(sync.update(requested: true, refreshing: false) == nil)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// Given a marker that showed a pull's refresh on one scroll view (the binding reads true), when SwiftUI
    /// re-creates the scroll view and the marker's first update there reads true, then no second refresh
    /// begins; a fresh attachment that saw nothing still takes a true binding as a begin.
    @Test(arguments: [(Bool?.some(true), false), (nil, true), (Bool?.some(false), true)])
    func aReCreatedAttachmentAdoptsTheBindingsLastValue(adopted: Bool?, begins: Bool) {
        var state = State()
        state.adopt(lastRequested: adopted)
        let commands = state.update(from: 1, .init(requested: true), component: .init(height: 54))
        #expect(commands.contains(.begin) == begins)
    }

    /// Given an attachment that has seen the binding, when a marker brings another attachment's value, then its
    /// own stays.
    @Test func anAttachmentThatSawTheBindingKeepsItsOwnValue() {
        var state = State()
        _ = state.update(from: 1, .init(requested: false), component: .init(height: 54))
        state.adopt(lastRequested: true)
        #expect(state.lastRequested == false)
        #expect(state.update(from: 2, .init(requested: true), component: .init(height: 54)) == [.follow(.init()), .begin])
    }
}

// MARK: - A completion-style action

extension SwiftUIModelLoadingTests {
    /// Given a completion-style action, when its completion is called later from another thread, then the refresh
    /// ends then; calling it again changes nothing.
    @MainActor @Test func aCompletionActionEndsTheRefreshWhenCalled() async {
        var saved: (@Sendable () -> Void)?
        let action = RefreshCompletion.action { done in saved = done }
        var ended = false
        let task = Task { @MainActor in
            await action()
            ended = true
        }
        for _ in 0..<20 where saved == nil { await Task.yield() }
        #expect(saved != nil && !ended)
        let done = saved!
        await Task.detached { done() }.value  // a URLSession-style callback off the main thread
        await task.value
        #expect(ended)
        done()  // a second call is ignored
    }

    /// Given a completion called at once, inside the action, then the refresh ends at once.
    @MainActor @Test func aCompletionCalledAtOnceEndsAtOnce() async {
        var calls = 0
        let action = RefreshCompletion.action { done in
            calls += 1
            done()
            done()
        }
        await action()
        #expect(calls == 1)
    }

    /// Given an action that never calls its completion, when the refresh's task is cancelled (the component
    /// detached), then it ends.
    @MainActor @Test func aCancelledRefreshEndsWithoutItsCompletion() async {
        let action = RefreshCompletion.action { _ in }
        let task = Task { @MainActor in await action() }
        for _ in 0..<10 { await Task.yield() }
        task.cancel()
        await task.value
    }

    /// Given a SwiftUI header whose action is completion-style, when the user pulls, then the header refreshes
    /// until the completion is called.
    @MainActor @Test func aPullRunsACompletionActionUntilItIsCalled() async throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        var finish: (@Sendable () -> Void)?
        let relay = RefreshActionRelay(RefreshCompletion.action { done in finish = done })
        header.action = .async { await relay.run() }
        s.pullToRefresh()
        for _ in 0..<20 where finish == nil { await Task.yield() }
        s.scrollView.advance(frames: 30)
        #expect(header.state == .refreshing)
        finish?()
        for _ in 0..<60 where header.state == .refreshing {
            await Task.yield()
            s.scrollView.advance(frames: 1)
        }
        s.scrollView.settle()
        #expect(header.state == .idle && s.inset.top == 0)
    }
}

extension SwiftUIScreen where Model == SwiftUIModelLoadingTests.Model {
    init() throws {
        try self.init(SimulatedSession(), model: Model(), component: \.header, height: 54,
                      load: { await $0.reload() }, request: { .init(isLoading: $0.isLoading) })
    }

    var header: RefreshController { component }
}
