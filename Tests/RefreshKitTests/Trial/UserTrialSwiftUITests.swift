import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A user's trial of the SwiftUI attachment's decisions (`RefreshAttachmentState`, `RefreshActionRelay`,
/// `RefreshTrigger`), carried out on a real controller on the simulator as the SwiftUI layer carries them out:
/// binding writes land on a later main-actor turn, the owners are checked after the update.
@MainActor
@Suite struct UserTrialSwiftUITests {
    typealias State = RefreshAttachmentState<Int>
    typealias Request = State.Request

    /// One scroll view's header attachment, with the app's `@State` flag and model.
    @MainActor final class Screen {
        let scrollView = SimulatedScrollView()
        var state = State()
        let relay = RefreshActionRelay()
        let controller: RefreshController
        /// The app's `@State var isRefreshing`, as SwiftUI reads it.
        var flag = false
        var hasBinding = true
        /// Binding writes on their way (the next main-actor turn).
        var pendingWrites: [Bool] = []
        var checksLater = 0
        var reports: [String] = []
        var detached = false
        var actionRuns = 0
        /// Whether the app's action is still waiting for its data.
        var actionGates: [CheckedContinuation<Void, Never>] = []
        var actions: [RefreshModifierSite: @MainActor () async -> Void] = [:]
        var loadingFlags: [RefreshModifierSite: Bool?] = [:]
        let trigger = RefreshTrigger()

        /// A screen whose modifier has a binding, or (`hasBinding` false) only the model's loading flag.
        init(role: RefreshRole = .header, hasBinding: Bool = true) {
            self.hasBinding = hasBinding
            let relay = relay
            controller = role == .header
                ? RefreshController(header: .header, action: .async { await relay.run() })
                : RefreshController(footer: .auto, action: .async { await relay.run() })
            scrollView.installRefresh().attach(controller)
            controller.onStateChange = { [weak self] state in self?.stateDidChange(state) }
            controller.onRejected = { [weak self] event, state in self?.refused(event, state) }
        }

        var component: State.Component {
            .init(isEnabled: controller.isEnabled, isRefreshing: controller.isRefreshing, height: controller.metrics.height,
                  tuning: .init(controller.metrics))
        }

        /// The app's action: counts, then waits until the test lets it return.
        func appAction() async {
            actionRuns += 1
            await withCheckedContinuation { actionGates.append($0) }
        }

        /// A SwiftUI update of a modifier (marker `marker`, written at `site`).
        /// The main actor's queue drains after it (an action's task starts), binding writes excepted, unless
        /// `yielding` is false: the next update then comes before any task has started.
        func update(marker: Int = 0, site: RefreshModifierSite = .init(), isEnabled: Bool = true, isLoading: Bool? = nil,
                    noMoreData: Bool? = nil, yielding: Bool = true, action: (@MainActor () async -> Void)? = nil) async {
            actions[site] = action ?? { [weak self] in await self?.appAction() }
            loadingFlags[site] = isLoading
            apply(state.connectTrigger(of: site, component: component))
            let request = Request(isEnabled: isEnabled, requested: hasBinding ? flag : nil, isLoading: isLoading,
                                  noMoreData: noMoreData, tuning: controller.role == .footer ? State.FooterTuning() : nil)
            apply(state.update(from: marker, site: site, request, component: component))
            for _ in 0..<(yielding ? 5 : 0) { await Task.yield() }
        }

        func markerLeft(_ marker: Int) { apply(state.markerLeft(marker)) }

        /// The next main-actor turns: binding writes land, owner checks run.
        func nextTurn() async {
            for _ in 0..<5 { await Task.yield() }
            let writes = pendingWrites
            pendingWrites = []
            for value in writes {
                flag = value
                state.writeDidLand()
            }
            let checks = checksLater
            checksLater = 0
            for _ in 0..<checks { apply(state.checkOwners(component: component)) }
            for _ in 0..<5 { await Task.yield() }
        }

        /// The app's action returns.
        func finishAction() async {
            let gates = actionGates
            actionGates = []
            for gate in gates { gate.resume() }
            for _ in 0..<10 { await Task.yield() }
        }

        func settle() { scrollView.settle() }

        /// The model's loading flag turns false, SwiftUI updates the modifier, and the scroll view settles.
        func modelLoadEnds() async {
            await update(isLoading: false)
            await nextTurn()
            settle()
        }

        /// A pull past the trigger and the release, the action's task started.
        func pull() async {
            scrollView.drag(by: 200)
            scrollView.release(velocity: 0)
            for _ in 0..<5 { await Task.yield() }
        }

        private func apply(_ commands: [State.Command]) {
            for command in commands {
                switch command {
                case .setHeight(let height): controller.metrics.height = height
                case .setEnabled(let enabled): controller.isEnabled = enabled
                case .begin: controller.beginRefreshing()
                case .beginInPlace: controller.beginRefreshing(inPlace: true)
                case .end: controller.endRefreshing()
                case .setTuning(let tuning): controller.metrics = tuning.applied(to: controller.metrics)
                case .setStyleMetrics(let style): controller.metrics = style.applied(to: controller.metrics)
                case .setNoMoreDataText: break
                case .report(let message): reports.append(message)
                case .setNoMoreData: controller.setNoMoreData()
                case .resetNoMoreData: controller.resetNoMoreData()
                case .checkOwnersLater: checksLater += 1
                case .detach:
                    controller.binding?.detach(controller)
                    detached = true
                case .follow(let site):
                    relay.update(actions[site])
                    relay.update(isLoading: loadingFlags[site] ?? nil)
                case .forget(let site):
                    actions[site] = nil
                    loadingFlags[site] = nil
                case .writeBinding(let value): pendingWrites.append(value)
                case .writeStatus: break
                case .connectTrigger:
                    trigger.performers[controller.role] = { [weak controller] in await controller?.refresh() ?? false }
                }
            }
        }

        private func stateDidChange(_ state: RefreshState) {
            relay.componentDidChange(to: state)
            apply(self.state.componentDidChange(to: state, binding: hasBinding ? flag : nil))
        }

        private func refused(_ event: RefreshState.Event, _ state: RefreshState) {
            apply(self.state.componentRefused(event, in: state, binding: hasBinding ? flag : nil))
        }
    }

    // MARK: The isRefreshing binding

    @Test func aBindingSetTrueFalseTrueAcrossUpdatesEndsWithOneRefreshRunningAndTheBindingTrue() async {
        // Given a header with an isRefreshing binding at rest
        let screen = Screen()
        await screen.update()
        // When the app sets the flag true, false and true again, one SwiftUI update each, before the action returns
        screen.flag = true
        await screen.update()
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        screen.flag = false
        await screen.update()
        screen.flag = true
        await screen.update()
        await screen.nextTurn()
        await screen.update()
        screen.settle()
        // Then a refresh runs, and the binding reads true
        #expect(screen.controller.state == .refreshing)
        #expect(screen.flag)
        // And when its action returns, the refresh ends and the binding turns false
        await screen.finishAction()
        await screen.finishAction()
        screen.settle()
        await screen.nextTurn()
        await screen.update()
        screen.settle()
        #expect(screen.controller.state == .idle)
        #expect(!screen.flag)
    }

    @Test func aPullWritesTheBindingTrueThenFalseAndTheEchoesStartNothing() async {
        // Given a header with a binding
        let screen = Screen()
        await screen.update()
        // When the user pulls it, SwiftUI updating on every turn
        await screen.pull()
        await screen.update()  // the write has not landed: the flag still reads false
        screen.settle()
        await screen.nextTurn()
        await screen.update()
        #expect(screen.flag)
        #expect(screen.actionRuns == 1)
        await screen.finishAction()
        await screen.update()  // before the false lands
        screen.settle()
        await screen.nextTurn()
        await screen.update()
        screen.settle()
        // Then the action ran once, the refresh is over, and the binding reads false
        #expect(screen.actionRuns == 1)
        #expect(screen.controller.state == .idle)
        #expect(!screen.flag)
    }

    @Test func aBindingSetTrueWhileDisabledIsWrittenBackFalseAndWorksOnceEnabled() async {
        // Given a disabled header with a binding
        let screen = Screen()
        await screen.update(isEnabled: false)
        // When the app sets the flag true
        screen.flag = true
        await screen.update(isEnabled: false)
        await screen.nextTurn()
        await screen.update(isEnabled: false)
        // Then nothing refreshes and the flag is written back false
        #expect(screen.controller.state == .idle)
        #expect(!screen.flag)
        // And once enabled, setting it true refreshes
        await screen.update()
        screen.flag = true
        await screen.update()
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        #expect(screen.actionRuns == 1)
    }

    // MARK: The model's loading flag

    @Test func aLoadingFlagThatFlipsOffAndOnWithinOneTurnKeepsTheHeaderRefreshingAndRunsNoAction() async {
        // Given a header that shows the model's loading flag
        let screen = Screen(hasBinding: false)
        await screen.update(isLoading: false)
        // When the model starts loading, stops and starts again, one update each, before RefreshKit's task runs
        await screen.update(isLoading: true)
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        await screen.update(isLoading: false)
        await screen.update(isLoading: true)
        await screen.nextTurn()
        screen.settle()
        // Then the header still shows the load, and the app's action never ran
        #expect(screen.controller.state == .refreshing)
        #expect(screen.actionRuns == 0)
        // And once the model stops, the refresh ends
        await screen.modelLoadEnds()
        #expect(screen.controller.state == .idle)
    }

    @Test func aLoadStartedByThePullLastsUntilTheModelsFlagTurnsFalse() async {
        // Given a header that shows the model's loading flag, at rest
        let screen = Screen(hasBinding: false)
        await screen.update(isLoading: false)
        // When the user pulls, and the action only starts the model's load and returns
        await screen.pull()
        screen.settle()
        #expect(screen.actionRuns == 1)
        await screen.update(isLoading: true)
        await screen.finishAction()
        screen.settle()
        // Then the header refreshes until the model's flag turns false
        #expect(screen.controller.state == .refreshing)
        await screen.modelLoadEnds()
        #expect(screen.controller.state == .idle)
        #expect(screen.actionRuns == 1)
    }

    @Test func aModelLoadOverBeforeTheRefreshsTaskStartsRunsNoSecondLoad() async {
        // Given a header that follows the model's loading flag, idle
        let screen = Screen(hasBinding: false)
        await screen.update(isLoading: false)
        // When the app starts the model's load (the header shows it), and SwiftUI's next update, the load already
        // over, comes before the refresh's task has started
        await screen.update(isLoading: true, yielding: false)
        #expect(screen.controller.state == .refreshing)
        await screen.modelLoadEnds()
        // Then the app's action never ran: the refresh showed the model's load, and ended with it
        #expect(screen.actionRuns == 0)
        #expect(screen.controller.state == .idle)
    }

    @Test func disablingAndReenablingTheHeaderDuringALoadShowsTheLoadAgain() async {
        // Given a header showing the model's load
        let screen = Screen(hasBinding: false)
        await screen.update(isLoading: true)
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        // When the header is disabled and enabled again while the model still loads
        await screen.update(isEnabled: false, isLoading: true)
        screen.settle()
        #expect(screen.controller.state != .refreshing)
        await screen.update(isEnabled: true, isLoading: true)
        screen.settle()
        // Then it shows the load again, and ends with it
        #expect(screen.controller.state == .refreshing)
        await screen.modelLoadEnds()
        #expect(screen.controller.state == .idle)
        #expect(screen.actionRuns == 0)
    }

    // MARK: Re-created and competing modifiers

    @Test func aModifierRecreatedDuringARefreshKeepsTheRefreshAndTheComponent() async {
        // Given a header refreshing from a pull
        let screen = Screen(hasBinding: false)
        await screen.update(marker: 1)
        await screen.pull()
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        // When SwiftUI dismantles the modifier's marker and makes a new one in the same update
        screen.markerLeft(1)
        await screen.update(marker: 2)
        await screen.nextTurn()
        // Then the component stays, still refreshing, and ends when the action returns
        #expect(!screen.detached)
        #expect(screen.controller.state == .refreshing)
        await screen.finishAction()
        screen.settle()
        #expect(screen.controller.state == .idle)
        #expect(screen.actionRuns == 1)
    }

    @Test func twoEnabledModifiersOfOneRoleAreReportedOnceAndTheLastWrittenDrives() async {
        // Given two enabled header modifiers on one scroll view, at lines 10 and 20
        let screen = Screen(hasBinding: false)
        let first = RefreshModifierSite(fileID: "App/Feed.swift", line: 10, column: 5)
        let second = RefreshModifierSite(fileID: "App/Feed.swift", line: 20, column: 5)
        var secondRuns = 0
        for _ in 0..<4 {
            await screen.update(marker: 1, site: first)
            await screen.update(marker: 2, site: second, action: { secondRuns += 1 })
        }
        // Then one report names both, and a pull runs the second's action
        #expect(screen.reports.count == 1)
        await screen.pull()
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        #expect(secondRuns == 1)
        #expect(screen.actionRuns == 0)
        #expect(screen.controller.state == .idle)
    }

    @Test func switchingWhichOfTwoModifiersIsEnabledMovesTheActionWithoutAReport() async {
        // Given two header modifiers, the first enabled
        let screen = Screen(hasBinding: false)
        let first = RefreshModifierSite(fileID: "App/Feed.swift", line: 10, column: 5)
        let second = RefreshModifierSite(fileID: "App/Feed.swift", line: 20, column: 5)
        var secondRuns = 0
        await screen.update(marker: 1, site: first)
        await screen.update(marker: 2, site: second, isEnabled: false, action: { secondRuns += 1 })
        // When the app flips them (SwiftUI updates the first, then the second)
        await screen.update(marker: 1, site: first, isEnabled: false)
        await screen.update(marker: 2, site: second, isEnabled: true, action: { secondRuns += 1 })
        await screen.update(marker: 1, site: first, isEnabled: false)
        await screen.update(marker: 2, site: second, isEnabled: true, action: { secondRuns += 1 })
        // Then the header is enabled, nothing is reported, and a pull runs the second's action
        #expect(screen.controller.isEnabled)
        #expect(screen.reports.isEmpty)
        await screen.pull()
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        #expect(secondRuns == 1)
        #expect(screen.actionRuns == 0)
    }

    @Test func theLastModifierLeavingDetachesAndGivesTheInsetBack() async {
        // Given a header refreshing from its binding
        let screen = Screen()
        await screen.update(marker: 1)
        screen.flag = true
        await screen.update(marker: 1)
        screen.settle()
        #expect(screen.scrollView.contentInset.top == 54)
        // When the modifier leaves the view tree and no other takes its place
        screen.markerLeft(1)
        await screen.nextTurn()
        screen.settle()
        // Then the component is gone, its inset given back, and later updates change nothing
        #expect(screen.detached)
        #expect(screen.scrollView.contentInset == .zero)
        await screen.update(marker: 3)
        #expect(screen.controller.binding == nil)
    }

    // MARK: The trigger

    @Test func aTriggerRefreshesOnceTheModifierHasUpdatedAndWaitsForTheEnd() async {
        // Given a trigger that no modifier has taken yet, awaited (a `.task` on first appearance): it waits
        let screen = Screen(hasBinding: false)
        var result: Bool?
        let task = Task { @MainActor in result = await screen.trigger.refresh() }
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil && screen.controller.state == .idle)
        // When the modifier updates (the trigger is taken)
        await screen.update()
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        #expect(result == nil)
        await screen.finishAction()
        screen.settle()
        await task.value
        // Then it returns true once the refresh has ended
        #expect(result == true)
        #expect(screen.actionRuns == 1)
    }

    // MARK: Footers

    @Test func aFootersModelLoadIsNotShownWithNoMoreDataAndIsShownOnceMoreDataComes() async {
        // Given a footer that shows the model's loading flag and its no-more-data flag, everything loaded
        let screen = Screen(role: .footer)
        screen.hasBinding = false
        await screen.update(isLoading: false, noMoreData: true)
        #expect(screen.controller.state == .noMoreData)
        // When the model loads (a reload from the top) while no more data is set
        await screen.update(isLoading: true, noMoreData: true)
        screen.settle()
        // Then the footer keeps saying there is no more
        #expect(screen.controller.state == .noMoreData)
        // And when the reload says there is more, still loading, the footer shows the load until it ends
        await screen.update(isLoading: true, noMoreData: false)
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        await screen.update(isLoading: false, noMoreData: false)
        await screen.nextTurn()
        screen.settle()
        #expect(screen.controller.state == .idle)
        #expect(screen.actionRuns == 0)
    }

    @Test func aFooterTriggerRefusesWithNoMoreDataAndLoadsOnceReset() async {
        // Given a footer with a trigger, told there is no more data
        let screen = Screen(role: .footer)
        screen.hasBinding = false
        await screen.update(noMoreData: true)
        // When a "Load more" button awaits the trigger
        // Then it returns false at once and nothing runs
        #expect(await screen.trigger.refresh(.footer) == false)
        #expect(screen.actionRuns == 0)
        // And once more data is possible, the trigger loads and waits for the end
        await screen.update(noMoreData: false)
        var result: Bool?
        let task = Task { @MainActor in result = await screen.trigger.refresh(.footer) }
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        #expect(screen.actionRuns == 1)
        await screen.finishAction()
        screen.settle()
        await task.value
        #expect(result == true)
    }

    @Test func aFooterBindingSetTrueInTheUpdateThatResetsNoMoreDataLoads() async {
        // Given a footer with an isRefreshing binding, told there is no more data
        let screen = Screen(role: .footer)
        await screen.update(noMoreData: true)
        #expect(screen.controller.state == .noMoreData)
        // When the app, in one change, says there is more and asks for a load
        screen.flag = true
        await screen.update(noMoreData: false)
        screen.settle()
        await screen.nextTurn()
        // Then the footer loads, and the binding stays true
        #expect(screen.controller.state == .refreshing)
        #expect(screen.actionRuns == 1)
        #expect(screen.flag)
    }

    @Test func aTriggerAwaitedWhileTheModelLoadsWaitsForThatLoadAndRunsNoSecondOne() async {
        // Given a header showing the model's load
        let screen = Screen(hasBinding: false)
        await screen.update(isLoading: true)
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        // When a button awaits the trigger during it
        var result: Bool?
        let task = Task { @MainActor in result = await screen.trigger.refresh() }
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        // Then it returns true once the model's load is over, and the app's action never ran
        await screen.modelLoadEnds()
        await task.value
        #expect(result == true)
        #expect(screen.actionRuns == 0)
        #expect(screen.controller.state == .idle)
    }

    @Test func cancellingTheTaskThatAwaitsTheTriggerEndsTheRefresh() async {
        // Given a header refreshing from its trigger, the action still running
        let screen = Screen(hasBinding: false)
        await screen.update()
        let task = Task { @MainActor in await screen.trigger.refresh() }
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        #expect(screen.controller.state == .refreshing)
        // When the awaiting task is cancelled (the view went away)
        task.cancel()
        _ = await task.value
        for _ in 0..<10 { await Task.yield() }
        screen.settle()
        // Then the refresh ends and its inset is given back
        #expect(screen.controller.state == .idle)
        #expect(screen.scrollView.contentInset == .zero)
        await screen.finishAction()
    }
}
