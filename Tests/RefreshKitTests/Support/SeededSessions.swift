import Foundation
import Testing

/// A deterministic random number generator (SplitMix64): the same seed gives the same session everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random session that its seed decides entirely, played by ``SeededSessions``: a suite's own step kinds and
/// invariants.
@MainActor
protocol SeededSession {
    init(seed: UInt64)
    /// Takes step `index` (random, from the seed) and checks the invariants after it: what the step did, and
    /// what broke, if anything.
    mutating func step(_ index: Int) -> (action: String, failure: String?)
    /// Ends the session (the finger lifts, refreshes end, motion stops) and checks what must hold then.
    mutating func finish() -> String?
}

extension SeededSession {
    mutating func finish() -> String? { nil }
}

/// One suite's seeded random sessions: how many, how long, from which seeds, in how many shards (test cases
/// that run in parallel). `<prefix>_SESSIONS` and `<prefix>_STEPS` override the counts, `<prefix>_FIRST` starts
/// the sessions further on (session `first` is the first played: `scripts/explore-seeds` plays ranges CI never
/// does), `<prefix>_SEED` replays one session, and `RK_TRACE` prints each step.
struct SeededSessions: Sendable {
    /// Whether sessions print a line after each step.
    static let tracing = ProcessInfo.processInfo.environment["RK_TRACE"] != nil

    /// The suite, named in the replay line, and the prefix of its environment variables.
    let suite: String, prefix: String
    /// How many sessions of how many steps, in how many shards.
    let sessions: Int, steps: Int, shards: Int
    /// Session `i` plays seed `i &* multiplier &+ increment`: each suite keeps the seeds it always had.
    let multiplier: UInt64, increment: UInt64
    /// The one seed to play instead, from `<prefix>_SEED`.
    let replay: UInt64?
    /// The index of the first session played, from `<prefix>_FIRST` (default 0).
    let first: Int

    init(suite: String, prefix: String, sessions: Int, steps: Int, shards: Int = 1,
         multiplier: UInt64, increment: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        self.suite = suite
        self.prefix = prefix
        self.sessions = Int(environment["\(prefix)_SESSIONS"] ?? "") ?? sessions
        self.steps = Int(environment["\(prefix)_STEPS"] ?? "") ?? steps
        self.shards = shards
        self.multiplier = multiplier
        self.increment = increment
        replay = environment["\(prefix)_SEED"].flatMap(UInt64.init)
        first = max(0, Int(environment["\(prefix)_FIRST"] ?? "") ?? 0)
    }

    /// Every `shards`-th session from `shard` on; a replayed seed runs on shard 0 only.
    func seeds(shard: Int) -> [UInt64] {
        if let replay { return shard == 0 ? [replay] : [] }
        return stride(from: first + shard, to: first + sessions, by: shards).map { UInt64($0) &* multiplier &+ increment }
    }

    /// Plays `shard`'s sessions; the first that fails is recorded with the command that replays it.
    ///
    /// The sessions drive main-actor types, so they run on the main actor, which every other main-actor test
    /// shares: the run yields after each session, and a test waiting on the main actor never waits behind a whole
    /// suite (a wait starved that way once outlived its time limit on a busy two-core machine).
    @MainActor
    func run<Session: SeededSession>(_: Session.Type, shard: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) async {
        for seed in seeds(shard: shard) {
            await Task.yield()
            guard let failure = play(Session.self, seed: seed) else { continue }
            Issue.record("""
                seed \(seed), \(failure)
                replay: \(prefix)_SEED=\(seed) swift test --filter \(suite)
                """, sourceLocation: sourceLocation)
            return
        }
    }

    /// One session of `steps` steps and its end; where and how it failed, if it did.
    @MainActor
    func play<Session: SeededSession>(_: Session.Type, seed: UInt64) -> String? {
        var session = Session(seed: seed)
        for index in 0..<steps {
            let (action, failure) = session.step(index)
            if let failure { return "step \(index) (\(action)): \(failure)" }
        }
        return session.finish().map { "end of session: \($0)" }
    }
}

/// A suite's step kinds, each with its share of a roll of 0..<100: a roll takes the kind whose share holds it,
/// counted in order (with shares 22 and 8, rolls 0 to 21 take the first kind and 22 to 29 the second).
struct StepKinds<Session, Outcome> {
    typealias Take = @MainActor (inout Session) -> Outcome
    private let kinds: [(below: Int, take: Take)]

    init(_ shares: [(Int, Take)]) {
        var total = 0
        kinds = shares.map { share, take in
            total += share
            return (total, take)
        }
        precondition(total == 100, "the step kinds share \(total) rolls, not 100")
    }

    /// Takes the kind `roll` falls to.
    @MainActor
    func take(_ roll: Int, on session: inout Session) -> Outcome {
        guard let kind = kinds.first(where: { roll < $0.below }) else { preconditionFailure("roll \(roll) out of 0..<100") }
        return kind.take(&session)
    }
}
