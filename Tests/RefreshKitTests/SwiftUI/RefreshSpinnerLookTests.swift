import Testing
@testable import RefreshKit

/// The system-like spinner (`RefreshSpinner`, issue 28 item 5): what it shows for each state and pull progress.
@Suite struct RefreshSpinnerLookTests {
    typealias Look = RefreshSpinnerLook

    /// Given a component's state and pull progress, then the spinner fades in with the pull (fully shown at the
    /// trigger), spins while refreshing and ending, and shows nothing at rest or with no more data; bad progress
    /// counts as none.
    @Test(arguments: [
        (RefreshState.idle, 0.0, Look(opacity: 0, motion: .still)),
        (.pulling(progress: 0.4), 0.4, Look(opacity: 0.4, motion: .still)),
        (.pulling(progress: 1.5), 1.5, Look(opacity: 1, motion: .still)),
        (.ready, 1.2, Look(opacity: 1, motion: .still)),
        (.refreshing, 1, Look(opacity: 1, motion: .spinning)),
        (.ending, 0.3, Look(opacity: 1, motion: .spinning)),
        (.noMoreData, 0, Look(opacity: 0, motion: .still)),
        (.pulling(progress: .nan), .nan, Look(opacity: 0, motion: .still)),
        (.idle, -3, Look(opacity: 0, motion: .still)),
        (.idle, .infinity, Look(opacity: 0, motion: .still)),
    ])
    func theSpinnerFollowsThePullAndSpinsWhileRefreshing(state: RefreshState, progress: Double, expected: Look) {
        #expect(Look.make(state: state, progress: progress) == expected)
    }
}
