import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// A RefreshKit header on the most common iOS screen: a table under a large-title navigation bar, with
/// or without a search bar that hides when scrolling (issue 8). The bar is `SimulatedNavigationBar`
/// (rules and sources in `Docs/LargeTitleModel.md`); the engine learns from the snapshot that such a bar
/// tracks the scroll view and makes room as the header is pulled.
///
/// The stated rule for the bar, from what UIRefreshControl does (its spinner above an expanded title in
/// Mail, observed: react-native-screens #395, software-mansion/react-native-screens on GitHub; the title
/// kept expanded through and after the refresh, inferred from UIKit's implementation, decompiled iOS 26.1
/// UIKitCore, `_UINavigationControllerRefreshControlHost`; `Docs/LargeTitleModel.md`): the large title
/// stays fully expanded through the pull's release, the pinned refresh and the ending, and is expanded
/// after it. It never snaps (no frame where the bar's height jumps against the content).
@MainActor @Suite struct LargeTitleScenarioTests {
    struct Screen {
        let session: SimulatedSession
        let bar: SimulatedNavigationBar
        var sv: SimulatedScrollView { session.scrollView }
        var header: RefreshController? { session.header }
    }

    func makeScreen(search: SimulatedNavigationBar.SearchBar = .none, largeTitle: Bool = true) -> Screen {
        let session = SimulatedSession(behavior: .automatic)
        let bar = SimulatedNavigationBar(largeTitle: largeTitle, searchBar: search)
        bar.attach(to: session.scrollView)
        bar.clearTrace()
        return Screen(session: session, bar: bar)
    }

    /// Every recorded frame: the header never reaches under the large title (or the search row), the bar
    /// never drops below expanded, and the bar never jumps against the content.
    func expectTheBarUndisturbed(_ screen: Screen, from index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let bar = screen.bar
        for sample in bar.trace[index...] {
            if let header = sample.headerFrame {
                #expect(sample.headerOverlap <= 1.0 / 3, "header over the title by \(sample.headerOverlap) at t \(sample.time)",
                        sourceLocation: sourceLocation)
                #expect(SimulatedNavigationBar.overlap(header, sample.searchRowFrame) <= 1.0 / 3,
                        "header over the search row at t \(sample.time)", sourceLocation: sourceLocation)
            }
            #expect(sample.height >= bar.expandedHeight - 1e-9, "bar at \(sample.height) at t \(sample.time)",
                    sourceLocation: sourceLocation)
        }
        #expect(bar.largestJump(from: index) < 0.5, sourceLocation: sourceLocation)
    }

    @Test func aPullRefreshAndEndLeaveTheLargeTitleExpandedAndUncovered() {
        // Given a large-title screen at rest
        let screen = makeScreen()
        #expect(screen.sv.contentOffset.y == -143)
        // When the user pulls past the trigger, lets go, and the refresh ends
        screen.sv.drag(by: 160, duration: 0.5)
        #expect(screen.header?.state == .ready)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        // Then it refreshes with the header whole just under the title, the bar expanded
        #expect(screen.header?.state == .refreshing)
        #expect(screen.header?.actionCount == 1)
        #expect(screen.sv.contentOffset.y == -143 - 54)
        #expect(screen.bar.phase == .expanded)
        if let frame = screen.header?.frame { #expect(!screen.bar.intersectsLargeTitle(frame)) }
        screen.header?.endRefreshing()
        screen.sv.settle()
        // And after the end everything is as before: the title expanded, the inset the app's
        #expect(screen.sv.contentInset == .zero)
        #expect(screen.sv.contentOffset.y == -143)
        #expect(screen.bar.phase == .expanded)
        expectTheBarUndisturbed(screen)
    }

    @Test func aShortPullDoesNotRefreshAndNeverMovesTheBar() {
        let screen = makeScreen()
        screen.sv.drag(by: 30, duration: 0.3)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.header?.actionCount == 0)
        #expect(screen.sv.contentOffset.y == -143)
        #expect(screen.sv.contentInset == .zero)
        expectTheBarUndisturbed(screen)
    }

    @Test func aProgrammaticBeginShowsTheHeaderBelowTheTitleWithoutCollapsingIt() {
        let screen = makeScreen()
        screen.header?.beginRefreshing()
        screen.sv.settle()
        #expect(screen.header?.state == .refreshing)
        #expect(screen.sv.contentOffset.y == -143 - 54)
        screen.header?.endRefreshing()
        screen.sv.settle()
        #expect(screen.sv.contentOffset.y == -143)
        expectTheBarUndisturbed(screen)
    }

    @Test func pullingFurtherWhileRefreshingStretchesTheBarWithTheHeaderBetweenTitleAndContent() {
        let screen = makeScreen()
        screen.header?.beginRefreshing()
        screen.sv.settle()
        screen.sv.drag(by: 120, duration: 0.4)
        #expect(screen.bar.phase == .stretched)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.sv.contentOffset.y == -143 - 54)
        expectTheBarUndisturbed(screen)
    }

    @Test func scrollingAwayFromARefreshAndBackKeepsTheHeaderOutFromUnderTheTitle() {
        let screen = makeScreen()
        screen.header?.beginRefreshing()
        screen.sv.settle()
        screen.sv.drag(by: -400, duration: 0.5)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.bar.phase == .compact)
        screen.sv.drag(by: 500, duration: 0.6)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.bar.phase == .expanded)
        for sample in screen.bar.trace { #expect(sample.headerOverlap <= 1.0 / 3) }
        #expect(screen.header?.state == .refreshing)
    }

    @Test func aSearchBarShowingMidPullMovesTheTriggerAndTheHeaderStaysBelowIt() {
        // Given a list scrolled a little, so the hiding search bar is folded away
        let screen = makeScreen(search: .hidesWhenScrolling)
        screen.sv.drag(by: -120, duration: 0.4)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.bar.phase == .compact)
        screen.bar.clearTrace()
        // When one long pull brings the search row (and the title) back and then reveals the header
        var adjustedTops: Set<Double> = []
        for _ in 0..<80 {
            screen.sv.moveFinger(by: 4)
            screen.sv.advance(frames: 1)
            adjustedTops.insert(screen.sv.adjustedContentInset.top)
            if screen.header?.state == .ready { break }
        }
        // Then the adjusted inset changed mid-pull, and the header only became ready once the whole bar was
        // back and the header fully revealed below it
        #expect(adjustedTops.count > 2)
        #expect(screen.header?.state == .ready)
        #expect(screen.sv.adjustedContentInset.top - screen.sv.contentInset.top == 195)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.header?.state == .refreshing)
        #expect(screen.sv.contentOffset.y == -195 - 54)
        for sample in screen.bar.trace {
            #expect(sample.headerOverlap <= 1.0 / 3)
            if let header = sample.headerFrame { #expect(SimulatedNavigationBar.overlap(header, sample.searchRowFrame) <= 1.0 / 3) }
        }
    }

    @Test func withoutMakingRoomTheHeaderLiesUnderTheTitle() {
        // The symptom every peer shows, reproduced with the plain pull forced on: it proves the test can fail.
        let screen = makeScreen()
        screen.session.binding.configuration.pullMakesRoom = false
        screen.sv.drag(by: 160, duration: 0.5)
        let overlapping = screen.bar.trace.filter { $0.headerOverlap > 1 }
        #expect(!overlapping.isEmpty)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.bar.largestJump() >= 50)  // the title springs back when the inset lands (MJRefresh #1412)
    }

    @Test func aSearchBarAloneMakesTheBarStretchToo() {
        let screen = makeScreen(search: .hidesWhenScrolling, largeTitle: false)
        screen.sv.drag(by: 160, duration: 0.5)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.header?.state == .refreshing)
        screen.header?.endRefreshing()
        screen.sv.settle()
        expectTheBarUndisturbed(screen)
    }
}
