import Testing
@testable import RefreshKit

/// The transition table: every allowed move, and disallowed moves leave the state alone.
@Suite struct RefreshStateTests {
    typealias Move = (from: RefreshState, event: RefreshState.Event, to: RefreshState)

    static let allowed: [Move] = [
        (.idle, .pull(progress: 0.4), .pulling(progress: 0.4)),
        (.idle, .pull(progress: 1.2), .ready),
        (.idle, .pull(progress: 0), .idle),
        (.pulling(progress: 0.4), .pull(progress: 0.9), .pulling(progress: 0.9)),
        (.pulling(progress: 0.9), .pull(progress: 1), .ready),
        (.pulling(progress: 0.9), .pull(progress: -3), .idle),
        (.ready, .pull(progress: 0.5), .pulling(progress: 0.5)),
        (.ready, .pull(progress: 2), .ready),
        (.pulling(progress: 0.5), .release, .idle),
        (.ready, .release, .refreshing),
        (.idle, .begin, .refreshing),
        (.pulling(progress: 0.2), .begin, .refreshing),
        (.ready, .begin, .refreshing),
        (.ending, .begin, .refreshing),
        (.refreshing, .end, .ending),
        (.ending, .finish, .idle),
        (.idle, .noMoreData, .noMoreData),
        (.pulling(progress: 0.3), .noMoreData, .noMoreData),
        (.ready, .noMoreData, .noMoreData),
        (.refreshing, .noMoreData, .noMoreData),
        (.ending, .noMoreData, .noMoreData),
        (.noMoreData, .resetNoMoreData, .idle),
        (.refreshing, .reset, .idle),
        (.noMoreData, .reset, .idle),
    ]

    static let disallowed: [(RefreshState, RefreshState.Event)] = [
        (.idle, .end), (.idle, .release), (.idle, .finish), (.idle, .resetNoMoreData),
        (.refreshing, .begin), (.refreshing, .pull(progress: 0.5)), (.refreshing, .release), (.refreshing, .finish),
        (.ending, .end), (.ending, .pull(progress: 0.5)), (.ending, .release),
        (.noMoreData, .begin), (.noMoreData, .pull(progress: 1)), (.noMoreData, .end), (.noMoreData, .noMoreData),
        (.ready, .end), (.pulling(progress: 0.5), .finish),
    ]

    @Test(arguments: allowed.indices)
    func allowedMoveReachesItsState(index: Int) {
        let move = Self.allowed[index]
        #expect(move.from.next(on: move.event) == move.to)
    }

    @Test(arguments: disallowed.indices)
    func disallowedMoveIsRejected(index: Int) {
        let (state, event) = Self.disallowed[index]
        #expect(state.next(on: event) == nil)
    }

    @Test func nanProgressCountsAsNotPulled() {
        #expect(RefreshState.idle.next(on: .pull(progress: .nan)) == .idle)
    }

    @Test func kindIgnoresProgress() {
        #expect(RefreshState.pulling(progress: 0.1).kind == RefreshState.pulling(progress: 0.9).kind)
        #expect(RefreshState.ready.kind != RefreshState.pulling(progress: 0.9).kind)
    }
}
