import Testing
@testable import RefreshKit

/// Which frame an image-sequence indicator shows: the pull, the loops, and the table of stand-ins.
@Suite struct ImageSequenceTests {
    typealias Phase = RefreshImageSequence.Phase
    typealias Frame = RefreshImageSequence.Frame
    typealias Clip = RefreshImageSequence.Clip

    /// Every phase set, with durations that tell the loops apart.
    static let clips: [Phase: Clip] = [
        .idle: Clip(count: 4, duration: 0.4),
        .ready: Clip(count: 2, duration: 0.5),
        .refreshing: Clip(count: 3, duration: 0.6),
        .noMoreData: Clip(count: 2, duration: 1),
    ]

    static func sequence(_ phases: [Phase], counts: [Phase: Int] = [:]) -> RefreshImageSequence {
        var sequence = RefreshImageSequence()
        for phase in phases {
            let clip = clips[phase]!
            sequence[phase] = Clip(count: counts[phase] ?? clip.count, duration: clip.duration)
        }
        return sequence
    }

    static let all = Phase.allCases

    // MARK: Pulling

    /// Four frames: progress 0…1 in quarters, clamped, NaN as 0.
    static let progressTable: [(progress: Double, index: Int)] = [
        (0, 0), (0.2499, 0), (0.25, 1), (0.5, 2), (0.7499, 2), (0.75, 3), (0.999, 3), (1, 3),
        (1.5, 3), (.infinity, 3), (-0.2, 0), (-.infinity, 0), (.nan, 0),
    ]

    @Test(arguments: progressTable)
    func pullProgressPicksTheFrameOfItsSlice(progress: Double, index: Int) {
        let frame = Self.sequence(Self.all).frame(for: .pulling(progress: progress))
        #expect(frame == Frame(phase: .idle, index: index))
    }

    @Test(arguments: [1, 4, 7, 30])
    func pullProgressPicksFramesEvenly(count: Int) {
        let sequence = Self.sequence([.idle], counts: [.idle: count])
        var shown = [Int](repeating: 0, count: count)
        let samples = count * 100
        for step in 0..<samples {
            let progress = (Double(step) + 0.5) / Double(samples)  // mid-slice, clear of rounding at the edges
            if let frame = sequence.frame(for: .pulling(progress: progress)) { shown[frame.index] += 1 }
        }
        #expect(shown == [Int](repeating: 100, count: count))
    }

    @Test func pullingFramesStandStillWhateverTheTime() {
        let frame = Self.sequence(Self.all).frame(for: .pulling(progress: 0.5), elapsed: 7.3)
        #expect(frame == Frame(phase: .idle, index: 2))
        #expect(frame?.loops == false)
    }

    @Test func idleShowsTheFirstPullingFrame() {
        #expect(Self.sequence(Self.all).frame(for: .idle) == Frame(phase: .idle, index: 0))
    }

    // MARK: Ready, refreshing, no more data

    @Test func readyShowsTheLastPullingFrameWithoutAReadySet() {
        let frame = Self.sequence([.idle, .refreshing]).frame(for: .ready)
        #expect(frame == Frame(phase: .idle, index: 3))
    }

    @Test(arguments: [RefreshState.refreshing, .ending])
    func refreshingAndEndingLoopTheRefreshingSet(state: RefreshState) {
        let frame = Self.sequence(Self.all).frame(for: state)
        #expect(frame == Frame(phase: .refreshing, index: 0, loopDuration: 0.6))
        #expect(frame?.loops == true)
    }

    @Test(arguments: [0.0, 0.29, 0.41, 1.3, 59.9])
    func endingContinuesTheRefreshingLoopWithoutARestart(elapsed: Double) {
        let sequence = Self.sequence(Self.all)
        #expect(sequence.frame(for: .ending, elapsed: elapsed) == sequence.frame(for: .refreshing, elapsed: elapsed))
    }

    @Test(arguments: [Phase.ready, .refreshing, .noMoreData])
    func aSetOfOneFrameStandsStill(phase: Phase) {
        let state: RefreshState = phase == .ready ? .ready : phase == .refreshing ? .refreshing : .noMoreData
        let frame = Self.sequence(Self.all, counts: [phase: 1]).frame(for: state, elapsed: 0.3)
        #expect(frame == Frame(phase: phase, index: 0))
        #expect(frame?.loops == false)
    }

    @Test func oneIdleFrameStandsStillInEveryStateButNoMoreData() {
        let sequence = Self.sequence([.idle], counts: [.idle: 1])
        for state in [RefreshState.idle, .pulling(progress: 0.9), .ready, .refreshing, .ending] {
            #expect(sequence.frame(for: state, elapsed: 0.3) == Frame(phase: .idle, index: 0))
        }
        #expect(sequence.frame(for: .noMoreData) == nil)
    }

    @Test func noMoreDataShowsNothingWhenTheAppSetNoneOfItsSets() {
        #expect(Self.sequence([.ready, .refreshing]).frame(for: .noMoreData) == nil)
    }

    // MARK: The table of stand-ins

    /// The doc comment's table, row by row: which sets the app gave, the state, the frame shown.
    static let fallbackTable: [(sets: [Phase], state: RefreshState, frame: Frame?)] = [
        // idle: idle, refreshing
        (all, .idle, Frame(phase: .idle, index: 0)),
        ([.ready, .refreshing, .noMoreData], .idle, Frame(phase: .refreshing, index: 0)),
        ([.ready, .noMoreData], .idle, nil),
        // pulling: idle at progress, refreshing's first
        (all, .pulling(progress: 0.6), Frame(phase: .idle, index: 2)),
        ([.ready, .refreshing, .noMoreData], .pulling(progress: 0.6), Frame(phase: .refreshing, index: 0)),
        ([.ready, .noMoreData], .pulling(progress: 0.6), nil),
        // ready: ready (loops), idle's last, refreshing's first
        (all, .ready, Frame(phase: .ready, index: 0, loopDuration: 0.5)),
        ([.idle, .refreshing, .noMoreData], .ready, Frame(phase: .idle, index: 3)),
        ([.refreshing, .noMoreData], .ready, Frame(phase: .refreshing, index: 0)),
        ([.noMoreData], .ready, nil),
        // refreshing and ending: refreshing, idle, ready, each looping
        (all, .refreshing, Frame(phase: .refreshing, index: 0, loopDuration: 0.6)),
        ([.idle, .ready, .noMoreData], .refreshing, Frame(phase: .idle, index: 0, loopDuration: 0.4)),
        ([.idle, .ready, .noMoreData], .ending, Frame(phase: .idle, index: 0, loopDuration: 0.4)),
        ([.ready, .noMoreData], .refreshing, Frame(phase: .ready, index: 0, loopDuration: 0.5)),
        ([.ready, .noMoreData], .ending, Frame(phase: .ready, index: 0, loopDuration: 0.5)),
        ([.noMoreData], .refreshing, nil),
        ([.noMoreData], .ending, nil),
        // noMoreData: noMoreData (loops), else nothing, as MJRefresh's GIF footers hide theirs
        (all, .noMoreData, Frame(phase: .noMoreData, index: 0, loopDuration: 1)),
        ([.idle, .ready, .refreshing], .noMoreData, nil),
        ([.ready, .refreshing], .noMoreData, nil),
        // nothing set
        ([], .idle, nil), ([], .pulling(progress: 0.5), nil), ([], .ready, nil), ([], .refreshing, nil),
        ([], .ending, nil), ([], .noMoreData, nil),
    ]

    @Test(arguments: fallbackTable)
    func aMissingSetFallsBackInTheDocumentedOrder(sets: [Phase], state: RefreshState, frame: Frame?) {
        #expect(Self.sequence(sets).frame(for: state) == frame)
    }

    // MARK: Loop timing

    /// Four frames over 2 s: half a second each, starting again every 2 s.
    static let loopTable: [(elapsed: Double, index: Int)] = [
        (0, 0), (0.49, 0), (0.5, 1), (1.25, 2), (1.99, 3), (2, 0), (2.5, 1), (1000.75, 1), (1001.5, 3),
        (-0.7, 0), (.nan, 0), (.infinity, 0), (-.infinity, 0),
    ]

    @Test(arguments: loopTable)
    func aLoopShowsTheFrameItHasReached(elapsed: Double, index: Int) {
        var sequence = RefreshImageSequence()
        sequence[.refreshing] = Clip(count: 4, duration: 2)
        #expect(sequence.frame(for: .refreshing, elapsed: elapsed) == Frame(phase: .refreshing, index: index, loopDuration: 2))
    }

    /// MJRefresh's `setImages:forState:` plays `count × 0.1` s: a port that gives no duration keeps its pace.
    @Test(arguments: [nil, 0, -1, .nan, .infinity, -.infinity] as [Double?])
    func aLoopWithoutAValidDurationShowsEachFrameForATenthOfASecondAsMJRefreshDoes(duration: Double?) {
        var sequence = RefreshImageSequence()
        sequence[.refreshing] = Clip(count: 6, duration: duration)
        #expect(sequence[.refreshing].duration == nil)
        #expect(abs(sequence[.refreshing].loopDuration - 0.6) < 1e-9)
        #expect(sequence.frame(for: .refreshing).flatMap(\.loopDuration).map { abs($0 - 0.6) < 1e-9 } == true)
        #expect(sequence.frame(for: .refreshing, elapsed: 0.15)?.index == 1)   // 1.5 frames in
        #expect(sequence.frame(for: .refreshing, elapsed: 0.59)?.index == 5)
    }

    @Test func aValidDurationIsKept() {
        #expect(Clip(count: 6, duration: 0.75).loopDuration == 0.75)
    }

    // MARK: The value

    @Test func aNegativeCountIsNoFrames() {
        var sequence = RefreshImageSequence()
        sequence[.idle] = Clip(count: -3)
        #expect(sequence[.idle].count == 0)
        #expect(sequence.frame(for: .idle) == nil)
    }

    @Test func aPhaseSetToNoFramesEqualsOneNeverSet() {
        var sequence = RefreshImageSequence()
        sequence[.ready] = Clip(count: 2, duration: 1)
        sequence[.ready] = Clip(count: 0, duration: 1)
        #expect(sequence == RefreshImageSequence())
        #expect(sequence[.ready] == Clip(count: 0))
    }

    @Test func sequencesWithTheSameClipsAreEqual() {
        #expect(Self.sequence(Self.all) == Self.sequence(Self.all.reversed()))
        #expect(Self.sequence(Self.all) != Self.sequence(Self.all, counts: [.ready: 3]))
    }
}
