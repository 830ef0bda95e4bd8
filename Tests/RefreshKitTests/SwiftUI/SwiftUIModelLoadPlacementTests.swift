import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Where a model's load shows (issue 35 item 1): a load the model starts while the user is elsewhere on the list
/// begins *in place* (``RefreshEngine/Event/beginInPlace(_:)``): it never scrolls the list and never stops a fling;
/// the header shows it when the top is at rest in view, or when the user comes back to the top while it runs.
/// A begin from the binding or a trigger (the user asked for it) still brings the header into view.
@Suite struct SwiftUIModelLoadPlacementTests {
    /// Given a list scrolled down and still, when the model's load begins in place, then the offset does not move
    /// and the header refreshes, holding its room above the top.
    @MainActor @Test func aLoadBegunWhileScrolledDownNeverMovesTheList() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 800))
        s.scrollView.advance(frames: 2)
        header.beginRefreshing(inPlace: true)
        s.scrollView.advance(0.5)
        s.scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(s.offset == 800)
    }

    struct FlingCase: Sendable, CustomTestStringConvertible {
        let inPlace: Bool
        let stopsFling: Bool
        var testDescription: String { inPlace ? "a model's load (in place)" : "a begin from the binding" }
    }

    /// Given a fling running down the list, when a refresh begins, then the model's load lets it run on (the
    /// offset keeps moving), while a begin the user asked for stops it to bring the header into view.
    @MainActor @Test(arguments: [FlingCase(inPlace: true, stopsFling: false), FlingCase(inPlace: false, stopsFling: true)])
    func aFlingRunsOnUnderAModelsLoad(_ c: FlingCase) throws {
        let s = SimulatedSession(content: 8000)
        let header = try #require(s.header)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 1000))
        s.scrollView.fling(velocity: 3)
        s.scrollView.advance(frames: 2)
        #expect(s.scrollView.isDecelerating)
        let before = s.offset
        header.beginRefreshing(inPlace: c.inPlace)
        s.scrollView.advance(frames: 3)
        #expect(header.state == .refreshing)
        #expect(s.scrollView.isDecelerating == !c.stopsFling)
        if !c.stopsFling { #expect(s.offset > before + 10) }  // still flinging toward the end
    }

    /// Given the model's load running while the list is scrolled down, when the user flings back to the top,
    /// then the list stops with the header fully in view (its room held), as a pull's refresh would show.
    @MainActor @Test func theHeaderShowsWhenTheUserComesBackToTheTop() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 600))
        s.scrollView.advance(frames: 2)
        header.beginRefreshing(inPlace: true)
        s.scrollView.advance(frames: 5)
        #expect(s.offset == 600)
        s.scrollView.fling(velocity: -6)
        s.scrollView.settle()
        #expect(header.state == .refreshing)
        #expect(s.inset.top == 54 && abs(s.offset + 54) < 0.5)
    }

    /// Given a list at rest at its top, when the model's load begins in place, then the header is brought into
    /// view (nothing of the content is hidden by it: the content moves down by the header's height).
    @MainActor @Test func atTheTopTheLoadShowsAtOnce() throws {
        let s = SimulatedSession()
        let header = try #require(s.header)
        header.beginRefreshing(inPlace: true)
        s.scrollView.settle()
        #expect(header.state == .refreshing && s.inset.top == 54 && abs(s.offset + 54) < 0.5)
    }

    /// Given a list scrolled down, when the model's load begins before the header is attached (a first
    /// appearance), then the begin that waited for the attach is still in place.
    @MainActor @Test func aLoadWaitingForTheAttachStaysInPlace() throws {
        let s = SimulatedSession(header: nil)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 700))
        let header = RefreshController(header: .header, action: .manual {})
        header.beginRefreshing(inPlace: true)
        s.binding.attach(header)
        s.scrollView.advance(0.5)
        s.scrollView.settle()
        #expect(header.state == .refreshing && s.offset == 700)
    }

    /// Given a SwiftUI header following a model's flag on a list scrolled down, when the model starts its load
    /// (a timer, coming back from a detail), then SwiftUI's update shows it in place: the list does not move.
    @MainActor @Test func aModelsLoadFromSwiftUINeverScrollsTheList() async throws {
        var screen = try SwiftUIScreen<SwiftUIModelLoadingTests.Model>()
        screen.update()
        screen.s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 900))
        let model = screen.model
        let load = Task { @MainActor in await model.reload() }
        await screen.run()
        #expect(screen.header.state == .refreshing && screen.s.offset == 900)
        model.gate.open()
        await load.value
        await screen.run()
        #expect(screen.header.state == .idle && screen.s.offset == 900 && screen.s.inset.top == 0)
    }

    /// Given a back footer on a list scrolled to its middle, when the model's loading-more begins in place (a row's
    /// `onAppear` started it), then the list does not move to the end; a begin the user asked for does.
    @MainActor @Test(arguments: [(true, false), (false, true)])
    func aBackFootersModelLoadNeverScrollsToTheEnd(inPlace: Bool, moves: Bool) throws {
        let s = SimulatedSession(header: nil, footer: (.back, .footer))
        let footer = try #require(s.footer)
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 500))
        s.scrollView.advance(frames: 2)
        footer.beginRefreshing(inPlace: inPlace)
        s.scrollView.advance(0.5)
        s.scrollView.settle()
        #expect(footer.state == .refreshing)
        #expect((s.offset != 500) == moves)
    }

    /// Given the app asking for model loads to be brought into view (``RefreshStyle/revealsModelLoads``), when
    /// the model's flag rises, then the update asks for a plain begin; otherwise for one in place.
    @Test(arguments: [(false, RefreshAttachmentState<Int>.Command.beginInPlace), (true, .begin)])
    func theRevealIsTheAppsChoice(reveals: Bool, expected: RefreshAttachmentState<Int>.Command) {
        var state = RefreshAttachmentState<Int>()
        let commands = state.update(from: 1, .init(isLoading: true, revealsModelLoad: reveals), component: .init(height: 54))
        #expect(commands.contains(expected) && commands.filter { $0 == .begin || $0 == .beginInPlace }.count == 1)
    }
}
