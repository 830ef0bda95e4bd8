import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// What a SwiftUI attachment does on an update and when a marker is dismantled (issue 28): `isEnabled` from
/// SwiftUI, and the component detached once no live marker owns it. Markers are numbered (the shell uses
/// each marker's coordinator).
@Suite struct SwiftUIAttachmentTests {
    typealias State = RefreshAttachmentState<Int>
    typealias Command = State.Command

    struct UpdateCase: Sendable, CustomTestStringConvertible {
        let name: String
        let request: State.Request
        let component: State.Component
        let expected: [Command]
        var testDescription: String { name }
    }

    static let firstUpdates: [UpdateCase] = [
        UpdateCase(name: "nothing differs", request: .init(), component: .init(height: 54), expected: []),
        UpdateCase(name: "disabled from SwiftUI", request: .init(isEnabled: false), component: .init(height: 54),
                   expected: [.setEnabled(false)]),
        UpdateCase(name: "enabled again", request: .init(isEnabled: true), component: .init(isEnabled: false, height: 54),
                   expected: [.setEnabled(true)]),
        UpdateCase(name: "a new height", request: .init(height: 64), component: .init(height: 54), expected: [.setHeight(64)]),
        UpdateCase(name: "enabled and asked to refresh in one update: enabled first",
                   request: .init(isEnabled: true, requested: true), component: .init(isEnabled: false, height: 54),
                   expected: [.setEnabled(true), .begin]),
        UpdateCase(name: "disabled and asked to refresh: the begin is sent, and refused by the disabled component",
                   request: .init(isEnabled: false, requested: true), component: .init(height: 54),
                   expected: [.setEnabled(false), .begin]),
        UpdateCase(name: "a footer with no more data", request: .init(noMoreData: true), component: .init(height: 44),
                   expected: [.setNoMoreData]),
        UpdateCase(name: "a footer disabled with no more data keeps both", request: .init(isEnabled: false, noMoreData: true),
                   component: .init(height: 44), expected: [.setEnabled(false), .setNoMoreData]),
    ]

    /// Given a component as it is, when a marker's first update asks for a request, then only what differs is
    /// changed, the enabled flag before a begin.
    @Test(arguments: firstUpdates)
    func anUpdateChangesOnlyWhatDiffers(_ c: UpdateCase) {
        var state = State()
        #expect(state.update(from: 1, c.request, component: c.component) == [.follow(.init())] + c.expected)
        #expect(state.owners == [1])
    }

    /// Given a component that follows every command, when SwiftUI updates the modifier with the flags in
    /// `flags` (one per update), then the flag is applied on each update that changes it and on no other.
    @Test(arguments: [
        ([true, true, false, false, true], [nil, nil, false, nil, true]),
        ([false, true, false], [false, true, false]),
        ([false, false], [false, nil]),
    ] as [([Bool], [Bool?])])
    func theEnabledFlagIsAppliedOnEveryUpdateThatChangesIt(flags: [Bool], applied: [Bool?]) {
        var state = State()
        var component = State.Component(height: 54)
        var seen: [Bool?] = []
        for flag in flags {
            var enabled: Bool?
            for command in state.update(from: 1, .init(isEnabled: flag), component: component) {
                if case .setEnabled(let value) = command {
                    enabled = value
                    component.isEnabled = value
                }
            }
            seen.append(enabled)
        }
        #expect(seen == applied)
    }

    // MARK: - A marker dismantled

    enum Step: Sendable, CustomStringConvertible {
        /// A marker's update: it owns the component.
        case update(Int)
        /// SwiftUI dismantled the marker (or it found another scroll view).
        case leave(Int)
        /// The update is over: the attachment checks its owners.
        case check

        var description: String {
            switch self {
            case .update(let m): "update \(m)"
            case .leave(let m): "leave \(m)"
            case .check: "check"
            }
        }
    }

    struct DismantleCase: Sendable, CustomTestStringConvertible {
        let name: String
        let steps: [Step]
        let detaches: Bool
        var testDescription: String { name }
    }

    static let dismantles: [DismantleCase] = [
        DismantleCase(name: "the only marker removed: detached", steps: [.update(1), .leave(1), .check], detaches: true),
        DismantleCase(name: "one row of two removed: the other row owns it", steps: [.update(1), .update(2), .leave(1), .check],
                      detaches: false),
        DismantleCase(name: "both rows removed: detached", steps: [.update(1), .update(2), .leave(2), .leave(1), .check],
                      detaches: true),
        DismantleCase(name: "replaced by a new marker in the same update: kept",
                      steps: [.update(1), .leave(1), .update(2), .check], detaches: false),
        DismantleCase(name: "a marker leaving and finding the same scroll view again: kept",
                      steps: [.update(1), .leave(1), .update(1), .check], detaches: false),
        DismantleCase(name: "a marker that never updated leaves: nothing", steps: [.update(1), .leave(2), .check], detaches: false),
        DismantleCase(name: "the same marker dismantled twice: detached once", steps: [.update(1), .leave(1), .leave(1), .check, .check],
                      detaches: true),
    ]

    /// Given markers that updated the attachment, when SwiftUI dismantles them (steps in order), then the
    /// component is detached once, after the update, exactly when no live marker owns it.
    @Test(arguments: dismantles)
    func aRemovedModifierDetachesUnlessAnotherLiveMarkerOwnsIt(_ c: DismantleCase) {
        var state = State()
        var detaches = 0
        for step in c.steps {
            let commands: [Command]
            switch step {
            case .update(let m): commands = state.update(from: m, .init(), component: .init(height: 54))
            case .leave(let m): commands = state.markerLeft(m)
            case .check: commands = state.checkOwners()
            }
            detaches += commands.filter { $0 == .detach }.count
            #expect(!commands.contains(.detach) || step.description == "check", "detached inside the update at \(step)")
        }
        #expect(detaches == (c.detaches ? 1 : 0))
        #expect(state.isDetached == c.detaches)
    }

    /// Given a detached attachment, when a stale marker still updates it, then nothing is commanded and it
    /// owns nothing.
    @Test func aDetachedAttachmentDoesNothingMore() {
        var state = State()
        _ = state.update(from: 1, .init(), component: .init(height: 54))
        _ = state.markerLeft(1)
        #expect(state.checkOwners() == [.detach])
        #expect(state.update(from: 1, .init(isEnabled: false, requested: true), component: .init(height: 54)).isEmpty)
        #expect(state.owners.isEmpty && state.markerLeft(1).isEmpty)
    }

    /// Given a header on a scroll view that has a `UIRefreshControl` too (a `.refreshable` above the modifier),
    /// when SwiftUI updates it, then that is reported once; a footer and a scroll view without one say nothing.
    @Test(arguments: [(true, false, 1), (true, true, 0), (false, false, 0)])
    func aSecondRefreshControlIsReportedOnce(hasControl: Bool, isFooter: Bool, reports: Int) {
        var state = State()
        var count = 0
        for _ in 0..<3 {
            let request = State.Request(noMoreData: isFooter ? false : nil, scrollViewHasRefreshControl: hasControl)
            count += state.update(from: 1, request, component: .init(height: 54))
                .filter { $0 == .report(State.refreshControlMessage) }.count
        }
        #expect(count == reports)
    }

    /// Given a binding written by a pull, when the next update reads it, then no begin follows (the state
    /// carries ``RefreshRequestSync``).
    @Test func aPullsWriteIsNoRequestThroughTheState() {
        var state = State()
        #expect(state.update(from: 1, .init(requested: false), component: .init(height: 54)) == [.follow(.init())])
        #expect(state.refreshingDidChange(to: true, current: false) == true)
        state.writeDidLand()
        #expect(state.update(from: 1, .init(requested: true), component: .init(isRefreshing: true, height: 54)) == [.follow(.init())])
    }
}

// MARK: - The commands on a scroll view

extension SwiftUIAttachmentTests {
    /// Carries the commands out on a controller as the SwiftUI layer does on its component.
    @MainActor
    static func apply(_ commands: [Command], to controller: RefreshController, in s: SimulatedSession) {
        for command in commands {
            switch command {
            case .setHeight(let height): controller.metrics.height = height
            case .setEnabled(let enabled): controller.isEnabled = enabled
            case .begin: controller.beginRefreshing()
            case .beginInPlace: controller.beginRefreshing(inPlace: true)
            case .end: controller.endRefreshing()
            case .setTuning(let tuning): controller.metrics = tuning.applied(to: controller.metrics)
            case .setStyleMetrics(let style): controller.metrics = style.applied(to: controller.metrics)
            case .setNoMoreDataText: break  // the default indicator's title: UIKit
            case .setNoMoreData: controller.setNoMoreData()
            case .resetNoMoreData: controller.resetNoMoreData()
            case .checkOwnersLater, .report, .follow, .forget, .writeBinding, .connectTrigger, .writeStatus: break  // SwiftUI's
            case .detach: s.binding.detach(controller)
            }
        }
    }

    /// Given a SwiftUI footer on a scroll view, when an update turns `isEnabled` false, then it holds no inset
    /// and never loads, and when it turns true again it holds its inset and loads.
    @MainActor @Test func aFooterDisabledFromSwiftUIHoldsNoInsetAndNeverLoads() throws {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        let footer = try #require(s.footer)
        var state = State()
        func update(_ enabled: Bool) {
            let now = State.Component(isEnabled: footer.isEnabled, isRefreshing: footer.isRefreshing, height: 44)
            Self.apply(state.update(from: 1, .init(isEnabled: enabled, noMoreData: false), component: now), to: footer, in: s)
        }
        update(true)
        #expect(s.inset.bottom == 44)
        update(false)
        #expect(s.inset.bottom == 0)
        s.dragToEnd(beyond: 40)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(footer.actionCount == 0)
        update(true)
        #expect(s.inset.bottom == 44)
        s.scrollView.drag(by: 100)
        s.dragToEnd(beyond: 40)
        #expect(footer.actionCount == 1)
    }

    /// Given a refreshing SwiftUI header, when its only marker is dismantled and the update ends, then the
    /// header is detached: the refresh ends and its inset is given back.
    @MainActor @Test func aRemovedHeadersInsetIsGivenBack() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        var state = State()
        Self.apply(state.update(from: 1, .init(requested: true), component: .init(height: 54)), to: header, in: s)
        s.scrollView.settle()
        #expect(header.state == .refreshing && s.inset.top == 54)
        Self.apply(state.markerLeft(1), to: header, in: s)
        #expect(s.inset.top == 54)  // not inside the update
        Self.apply(state.checkOwners(), to: header, in: s)
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(header.binding == nil)
    }
}
