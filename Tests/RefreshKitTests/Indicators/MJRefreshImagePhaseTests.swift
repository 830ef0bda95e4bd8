import Testing
@testable import RefreshKit

/// A GIF header or footer ported from MJRefresh keeps its frames where they were: the phases carry MJRefresh's
/// names and meanings, and an auto footer hides its images at rest as MJRefresh's auto GIF footer does.
@Suite struct MJRefreshImagePhaseTests {
    typealias Phase = RefreshImageSequence.Phase
    typealias Frame = RefreshImageSequence.Frame
    typealias Clip = RefreshImageSequence.Clip

    /// MJRefresh's three GIF states as a port sets them: idle (5 frames), pulling (2), refreshing (3).
    static var ported: RefreshImageSequence {
        var sequence = RefreshImageSequence()
        sequence[.idle] = Clip(count: 5)        // MJ: setImages(idleImages, forState: .idle)
        sequence[.ready] = Clip(count: 2)       // MJ: setImages(pullingImages, forState: .pulling)
        sequence[.refreshing] = Clip(count: 3)  // MJ: setImages(refreshingImages, forState: .refreshing)
        return sequence
    }

    /// Given MJRefresh's idle, pulling and refreshing images under the same names (idle → `.idle`, pulling →
    /// `.ready`), when the header is pulled, released past the trigger and refreshes, then each state shows the set
    /// MJRefresh shows: idle frames follow the pull, "release" loops the pulling set, refreshing loops its own.
    @Test(arguments: [
        (RefreshState.idle, Frame(phase: .idle, index: 0)),
        (.pulling(progress: 0.5), Frame(phase: .idle, index: 2)),   // MJ: images.count × pullingPercent
        (.pulling(progress: 0.99), Frame(phase: .idle, index: 4)),
        (.ready, Frame(phase: .ready, index: 0, loopDuration: 0.2)),
        (.refreshing, Frame(phase: .refreshing, index: 0, loopDuration: 0.3)),
    ])
    func eachStateShowsTheSetMJRefreshShows(state: RefreshState, frame: Frame) {
        let shown = Self.ported.frame(for: state)
        #expect(shown?.phase == frame.phase)
        #expect(shown?.index == frame.index)
        #expect(shown?.loopDuration.map { abs($0 - (frame.loopDuration ?? -1)) < 1e-9 } ?? (frame.loopDuration == nil))
    }

    /// The phase named `pulling` before this change meant the frames that follow the pull; it still does, and the
    /// compiler warns that it is renamed (MJRefresh's pulling is `.ready`).
    @Test @available(*, deprecated) func theOldPullingNameStillMeansTheFramesThatFollowThePull() {
        #expect(Phase.pulling == .idle)
    }

    /// Given an auto footer with refreshing and idle images, when it rests, loads and has no more data, then only
    /// the load shows images (MJRefreshAutoGifFooter hides its image view when idle and with no more data).
    @Test(arguments: [
        (RefreshState.idle, nil),
        (.pulling(progress: 0.5), nil),
        (.ready, nil),
        (.refreshing, Phase.refreshing),
        (.ending, .refreshing),
        (.noMoreData, nil),
    ] as [(RefreshState, Phase?)])
    func anAutoFooterShowsItsImagesOnlyWhileLoading(state: RefreshState, phase: Phase?) {
        #expect(Self.ported.frame(for: state, isAutoFooter: true)?.phase == phase)
    }

    @Test func anAutoFooterShowsItsNoMoreDataFramesWhenItHasSome() {
        var sequence = Self.ported
        sequence[.noMoreData] = Clip(count: 1)
        #expect(sequence.frame(for: .noMoreData, isAutoFooter: true) == Frame(phase: .noMoreData, index: 0))
    }

    /// The image view's display follows the same rule.
    @Test func anAutoFootersDisplayAtRestIsNone() {
        #expect(Self.ported.display(for: .idle, isAutoFooter: true, reduceMotion: false) == .none)
        #expect(Self.ported.display(for: .idle, isAutoFooter: false, reduceMotion: false) == .still(.idle, index: 0))
    }
}
