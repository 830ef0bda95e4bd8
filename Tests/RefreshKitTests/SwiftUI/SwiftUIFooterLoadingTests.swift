import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// `.rk.footer(isLoading:)` (SwiftUI trial, finding 4): a model's own loading-more flag drives and joins the
/// footer as `.rk.header(isLoading:)` does the header, through the same ``RefreshActionRelay`` and
/// ``RefreshAttachmentState``.
@Suite struct SwiftUIFooterLoadingTests {
    typealias State = RefreshAttachmentState<Int>

    /// A model whose next-page load begins `guard !isLoadingMore` and sets its own flag.
    @MainActor final class Feed {
        var isLoadingMore = false
        var isAtEnd = false
        var loads = 0
        let gate = Gate()

        func loadMore() async {
            guard !isLoadingMore else { return }
            isLoadingMore = true
            defer { isLoadingMore = false }
            loads += 1
            await gate.wait()
        }
    }

    /// An auto footer on a simulated list whose load is the feed's (``SwiftUIScreen``).
    typealias Screen = SwiftUIScreen<Feed>

    /// Given an idle footer, when the app starts the model's next-page load itself (a row's `onAppear`), then the
    /// footer shows the load without running the action, and ends when the load does.
    @MainActor @Test func theModelsOwnLoadIsShownWithoutRunningTheAction() async throws {
        var screen = try Screen()
        screen.update()
        let feed = screen.feed
        let load = Task { @MainActor in await feed.loadMore() }
        await screen.run()
        #expect(screen.footer.state == .refreshing && screen.relay.runs == 0)
        screen.feed.gate.open()
        await load.value
        await screen.run()
        #expect(screen.footer.state == .idle && feed.loads == 1 && screen.relay.runs == 0)
    }

    /// Given a model that guards its own flag, when the user scrolls to the end, then the footer runs the action
    /// once (the flag was not written first) and loads until the model's flag reads false.
    @MainActor @Test func aScrollToTheEndDrivesAModelThatGuardsItsFlag() async throws {
        var screen = try Screen()
        screen.update()
        screen.s.dragToEnd(beyond: 40)
        await screen.run()
        #expect(screen.feed.loads == 1 && screen.feed.isLoadingMore && screen.footer.state == .refreshing)
        screen.feed.gate.open()
        await screen.run()
        #expect(screen.footer.state == .idle && screen.feed.loads == 1 && screen.footer.actionCount == 1)
    }

    /// Given a footer with no more data, when the model's flag reads true (a reload from the top), then no begin
    /// is asked for: the footer would refuse it on every update.
    @Test func aFooterWithNoMoreDataIsNotBegunByTheFlag() {
        var state = State()
        let commands = state.update(from: 1, .init(isLoading: true, noMoreData: true), component: .init(height: 44))
        #expect(!commands.contains(.begin) && commands.contains(.setNoMoreData))
        #expect(state.update(from: 1, .init(isLoading: true, noMoreData: false), component: .init(height: 44)).contains(.beginInPlace))
    }

    /// Given a header with both a binding and a model's flag (bad input), when the binding turns true while the
    /// model is idle, then nothing begins: the model's flag is the truth, as documented.
    @Test func aBindingGivenWithALoadingFlagIsNotRead() {
        var state = State()
        _ = state.update(from: 1, .init(requested: false, isLoading: false), component: .init(height: 54))
        #expect(!state.update(from: 1, .init(requested: true, isLoading: false), component: .init(height: 54)).contains(.begin))
    }
}

extension SwiftUIScreen where Model == SwiftUIFooterLoadingTests.Feed {
    init() throws {
        try self.init(SimulatedSession(header: nil, footer: (.auto, .footer)), model: Model(), component: \.footer, height: 44,
                      load: { await $0.loadMore() }, request: { .init(isLoading: $0.isLoadingMore, noMoreData: $0.isAtEnd) })
    }

    var feed: Model { model }
    var footer: RefreshController { component }
}
