import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// One component per role per scroll view (SwiftUI trial, finding 1): two `.rk.footer` modifiers on one scroll
/// view share it, the one written last among the enabled ones drives it, and the others change nothing, so
/// the component never flips between them on updates. Markers are numbered; sites stand for places in code.
@Suite struct SwiftUIModifierSiteTests {
    typealias State = RefreshAttachmentState<Int>
    typealias Command = State.Command

    static let sectionA = RefreshModifierSite(fileID: "App/Explore.swift", line: 40, column: 9)
    static let sectionB = RefreshModifierSite(fileID: "App/Explore.swift", line: 52, column: 9)

    static func footer(enabled: Bool = true, noMoreData: Bool) -> State.Request {
        .init(isEnabled: enabled, noMoreData: noMoreData)
    }

    /// The no-more-data commands among `commands`.
    static func noMoreData(_ commands: [Command]) -> [Command] {
        commands.filter { $0 == .setNoMoreData || $0 == .resetNoMoreData }
    }

    /// Given two enabled footers on one scroll view that disagree about no more data, when SwiftUI updates both
    /// on every pass, in either order, then the one written last drives from the first pass on, and no later
    /// pass changes anything (before, each update overwrote the other's flag: reset, set, reset…).
    @Test(arguments: [true, false])
    func twoEnabledFootersDoNotFlipBetweenUpdates(aFirst: Bool) {
        var state = State()
        var seen: [[Command]] = []
        for _ in 0..<4 {
            let a = { state.update(from: 1, site: Self.sectionA, Self.footer(noMoreData: false), component: .init(height: 44)) }
            let b = { state.update(from: 2, site: Self.sectionB, Self.footer(noMoreData: true), component: .init(height: 44)) }
            seen.append(Self.noMoreData(aFirst ? a() + b() : b() + a()))
        }
        #expect(seen.first?.last == .setNoMoreData && seen.dropFirst().allSatisfy(\.isEmpty))
        #expect(state.driver == Self.sectionB)
    }

    /// Given two enabled footers, when SwiftUI updates them pass after pass, then that is reported once (from the
    /// second pass: one ignored update may be half of a switch), naming both places.
    @Test func twoEnabledModifiersAreReportedOnce() {
        var state = State()
        var reports: [String] = []
        for _ in 0..<3 {
            for case .report(let message) in state.update(from: 1, site: Self.sectionA, Self.footer(noMoreData: false),
                                                         component: .init(height: 44))
                + state.update(from: 2, site: Self.sectionB, Self.footer(noMoreData: false), component: .init(height: 44)) {
                reports.append(message)
            }
        }
        #expect(reports == [State.competingMessage(Self.sectionA, Self.sectionB)])
        #expect(reports.first?.contains("App/Explore.swift:40") == true)
    }

    /// Given one footer per section with only the paged section's enabled, when the user switches section (one
    /// SwiftUI pass enables one and disables the other, in either order), then after the pass the newly enabled
    /// one drives, with its own settings, and nothing is reported.
    @Test(arguments: [true, false])
    func onlyTheEnabledModifierDrives(enabledFirst: Bool) {
        var state = State()
        var component = State.Component(height: 44)
        func update(_ marker: Int, _ site: RefreshModifierSite, _ request: State.Request) -> [Command] {
            let commands = state.update(from: marker, site: site, request, component: component)
            for case .setEnabled(let value) in commands { component.isEnabled = value }
            return commands
        }
        // Section B (written last) is off: A drives although B is later in the code.
        _ = update(1, Self.sectionA, Self.footer(noMoreData: true))
        _ = update(2, Self.sectionB, Self.footer(enabled: false, noMoreData: false))
        #expect(state.driver == Self.sectionA && component.isEnabled)
        // The switch: A off, B on.
        let enableB = { update(2, Self.sectionB, Self.footer(noMoreData: false)) }
        let disableA = { update(1, Self.sectionA, Self.footer(enabled: false, noMoreData: true)) }
        let commands = enabledFirst ? enableB() + disableA() : disableA() + enableB()
        #expect(state.driver == Self.sectionB && component.isEnabled)
        #expect(commands.contains(.follow(Self.sectionB)) && Self.noMoreData(commands) == [.resetNoMoreData])
        #expect(!commands.contains { if case .report = $0 { true } else { false } })
        // And back: A on, B off, A first (B still reads enabled while A updates): A drives once B's update came.
        let back = update(1, Self.sectionA, Self.footer(noMoreData: true))
        #expect(state.driver == Self.sectionB && back.isEmpty)
        let off = update(2, Self.sectionB, Self.footer(enabled: false, noMoreData: false))
        #expect(state.driver == Self.sectionA && off.first == .follow(Self.sectionA))
        #expect(Self.noMoreData(off) == [.setNoMoreData] && component.isEnabled)
    }

    /// Given one modifier on a `ForEach` (one marker per row, one site), when rows update in turn, then each
    /// update applies (the newest row's values), and a row that no longer updates does not hold the old value.
    @Test func theRowsOfOneModifierAreOneSource() {
        var state = State()
        #expect(Self.noMoreData(state.update(from: 1, site: Self.sectionA, Self.footer(noMoreData: false), component: .init(height: 44)))
                == [.resetNoMoreData])
        #expect(Self.noMoreData(state.update(from: 2, site: Self.sectionA, Self.footer(noMoreData: false), component: .init(height: 44))) == [])
        #expect(Self.noMoreData(state.update(from: 3, site: Self.sectionA, Self.footer(noMoreData: true), component: .init(height: 44)))
                == [.setNoMoreData])
        #expect(Self.noMoreData(state.update(from: 2, site: Self.sectionA, Self.footer(noMoreData: true), component: .init(height: 44))) == [])
        #expect(state.owners == [1, 2, 3] && state.driver == Self.sectionA)
    }

    /// Given two footers where the one written last drives, when its only marker is dismantled (the modifier
    /// behind an `if`), then once the update is over the other one drives, with its settings, and nothing is
    /// detached.
    @Test func aRemovedDriverHandsTheComponentOverAfterTheUpdate() {
        var state = State()
        _ = state.update(from: 1, site: Self.sectionA, Self.footer(noMoreData: true), component: .init(height: 44))
        _ = state.update(from: 2, site: Self.sectionB, Self.footer(noMoreData: false), component: .init(height: 44))
        #expect(state.driver == Self.sectionB)
        #expect(state.markerLeft(2) == [.forget(Self.sectionB), .checkOwnersLater])
        let commands = state.checkOwners(component: .init(height: 44))
        #expect(commands.first == .follow(Self.sectionA) && Self.noMoreData(commands) == [.setNoMoreData])
        #expect(!state.isDetached && state.driver == Self.sectionA)
        // A row of the remaining one leaving changes nothing while another of its rows stays.
        _ = state.update(from: 3, site: Self.sectionA, Self.footer(noMoreData: true), component: .init(height: 44))
        #expect(state.markerLeft(1).isEmpty)
    }

    /// Sites order by file, line and column: the modifier written last is a fixed choice.
    @Test func sitesOrderByFileLineAndColumn() {
        let sites = [RefreshModifierSite(fileID: "B.swift", line: 1, column: 1), .init(fileID: "A.swift", line: 9, column: 1),
                     .init(fileID: "A.swift", line: 9, column: 20), .init(fileID: "A.swift", line: 3, column: 40)]
        #expect(sites.max() == RefreshModifierSite(fileID: "B.swift", line: 1, column: 1))
        #expect(sites.sorted().map(\.line) == [3, 9, 9, 1])
    }
}
