import Foundation

/// Which frame of an image-sequence indicator to show in each refresh state, described by frame counts.
///
/// It knows how many frames each ``Phase`` has, not the images, so the rules run and are tested
/// without UIKit; `RefreshImageSequenceView` holds the images and follows ``frame(for:isAutoFooter:elapsed:)``.
///
/// The phases are MJRefresh's GIF states, so a port keeps its images where they were: ``Phase/idle`` frames follow
/// the pull (MJRefresh's idle images), ``Phase/ready`` shows once releasing would refresh (MJRefresh's pulling
/// images), ``Phase/refreshing`` loops while refreshing. A phase given no duration plays its frames at 0.1 s each,
/// MJRefresh's pace.
///
/// While pulling, progress 0…1 is cut into equal slices, one per idle frame, so the last frame
/// shows for the last slice (pulling ends at progress 1, where `ready` begins). Where the table says
/// "loops", a phase of one frame stands still. When the phase a state wants has no frames, the next
/// one in its row that has some stands in:
///
/// | State                  | Phases tried, in order      | Frame shown                                     |
/// |------------------------|-----------------------------|-------------------------------------------------|
/// | `idle`                 | idle, refreshing            | the first                                       |
/// | `pulling(progress)`    | idle, refreshing            | idle: the one at `progress`; else the first     |
/// | `ready`                | ready, idle, refreshing     | ready: loops; idle: the last; else the first    |
/// | `refreshing`, `ending` | refreshing, idle, ready     | loops                                           |
/// | `noMoreData`           | noMoreData                  | loops                                           |
///
/// An auto footer, which loads without a pull, shows its images only while loading (and its no-more-data frames),
/// as MJRefresh's auto GIF footer hides them at rest. With none of a row's phases set there is no frame (`nil`).
public struct RefreshImageSequence: Sendable, Hashable {
    /// A set of frames the app provides, named as MJRefresh's GIF states are.
    public enum Phase: Sendable, Hashable, CaseIterable {
        /// Shown at rest and while pulled, chosen by pull progress: MJRefresh's idle images.
        case idle
        /// Shown once releasing would refresh: MJRefresh's pulling images.
        case ready
        /// Looped while refreshing and while the component animates away.
        case refreshing
        /// Shown by a footer that has nothing more to load.
        case noMoreData

        /// The frames that follow the pull: renamed ``idle``, after MJRefresh, whose `pulling` is ``ready``.
        @available(*, deprecated, renamed: "idle", message: "The frames that follow the pull are .idle (MJRefresh's idle images); MJRefresh's .pulling images (release to refresh) are .ready")
        public static var pulling: Phase { .idle }
    }

    /// The frames of one phase: how many, and how long one pass through them lasts when they loop.
    public struct Clip: Sendable, Hashable {
        /// Frames per second when no valid duration is given: 10, MJRefresh's pace (a pass lasts `count × 0.1` s).
        public static let defaultFramesPerSecond: Double = 10

        /// How many frames; a negative count is taken as 0.
        public let count: Int
        /// The loop's duration as given, or `nil` when none, or not finite and positive, was given.
        public let duration: TimeInterval?

        /// A clip of `count` frames, looping over `duration` seconds when it loops.
        public init(count: Int, duration: TimeInterval? = nil) {
            self.count = max(count, 0)
            self.duration = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }

        /// The duration a loop runs at: ``duration``, or `count × 0.1` seconds without one.
        public var loopDuration: TimeInterval {
            duration ?? Double(count) / Self.defaultFramesPerSecond
        }
    }

    /// What to show: one frame of a phase's set, and whether that set loops.
    public struct Frame: Sendable, Hashable {
        /// Whose frames to show.
        public var phase: Phase
        /// The frame to show: the still one, or for a loop the one it has reached at the given time.
        public var index: Int
        /// How long one pass through the phase's frames lasts when they loop; `nil` for a still frame.
        public var loopDuration: TimeInterval?

        /// The frame at `index` of `phase`'s images, looping over `loopDuration` if one is given.
        public init(phase: Phase, index: Int, loopDuration: TimeInterval? = nil) {
            self.phase = phase
            self.index = index
            self.loopDuration = loopDuration
        }

        /// Whether the phase's frames play in a loop rather than standing still.
        public var loops: Bool { loopDuration != nil }
    }

    // Empty clips are not stored, so a phase set to no frames equals one never set.
    private var clips: [Phase: Clip] = [:]

    /// A sequence with no frames in any phase.
    public init() {}

    /// The frames of `phase`; a phase that was never set has a count of 0.
    public subscript(phase: Phase) -> Clip {
        get { clips[phase] ?? Clip(count: 0) }
        set { clips[phase] = newValue.count > 0 ? newValue : nil }
    }

    /// The frame to show in `state`, or `nil` when no phase in its row of the table has frames.
    ///
    /// `isAutoFooter` says the sequence shows an auto footer's state: its images then show only while it loads or
    /// has no more data. `elapsed` is the time since a loop started; it picks the frame a loop has reached and is
    /// ignored for still frames. Negative, NaN or infinite times count as 0, the loop's first frame.
    /// A NaN progress counts as 0.
    public func frame(for state: RefreshState, isAutoFooter: Bool = false, elapsed: TimeInterval = 0) -> Frame? {
        switch state {
        case .idle, .pulling, .ready:
            guard !isAutoFooter else { return nil }
            return pulled(state, elapsed: elapsed)
        case .refreshing, .ending:
            // Ending keeps the loop running until the component is out of sight.
            guard let phase = [Phase.refreshing, .idle, .ready].first(where: { self[$0].count > 0 }) else {
                return nil
            }
            return own(phase, elapsed: elapsed)
        case .noMoreData:
            return self[.noMoreData].count > 0 ? own(.noMoreData, elapsed: elapsed) : nil
        }
    }

    /// The frame of a state at rest or being pulled.
    private func pulled(_ state: RefreshState, elapsed: TimeInterval) -> Frame? {
        let idle = self[.idle]
        switch state {
        case .pulling(let progress) where idle.count > 0:
            return Frame(phase: .idle, index: Self.index(progress: progress, count: idle.count))
        case .ready where self[.ready].count > 0:
            return own(.ready, elapsed: elapsed)
        case .ready where idle.count > 0:
            return Frame(phase: .idle, index: idle.count - 1)
        default:
            return first(of: .idle, .refreshing)
        }
    }

    /// The first frame of the first phase of `phases` that has frames, still.
    private func first(of phases: Phase...) -> Frame? {
        phases.first { self[$0].count > 0 }.map { Frame(phase: $0, index: 0) }
    }

    /// The phase's frames played as themselves: a loop when there are several, else the one still.
    private func own(_ phase: Phase, elapsed: TimeInterval) -> Frame {
        let clip = self[phase]
        guard clip.count > 1 else { return Frame(phase: phase, index: 0) }
        let duration = clip.loopDuration
        return Frame(
            phase: phase, index: Self.index(elapsed: elapsed, duration: duration, count: clip.count),
            loopDuration: duration)
    }

    /// The frame for `progress`: 0…1 cut into `count` equal slices, clamped; NaN is 0.
    static func index(progress: Double, count: Int) -> Int {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return min(Int(clamped * Double(count)), count - 1)
    }

    /// The frame a loop of `count` frames over `duration` has reached after `elapsed`.
    static func index(elapsed: TimeInterval, duration: TimeInterval, count: Int) -> Int {
        guard elapsed.isFinite, elapsed > 0, duration > 0 else { return 0 }
        let fraction = elapsed.truncatingRemainder(dividingBy: duration) / duration
        return min(Int(fraction * Double(count)), count - 1)
    }
}
