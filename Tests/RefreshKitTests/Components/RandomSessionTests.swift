import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// Seeded random scroll sessions (hundreds by default, thousands in CI's long run); after every step the
/// invariants hold: only allowed state transitions, one action call per refresh, `rk.contentInset` what the app
/// meant, no dropped (feedback-loop) events and a bounded number of engine events per frame, no NaN, no header
/// over a large title, the offset in range at rest, and once nothing refreshes, `contentInset` exactly the app's
/// (plus an auto footer's height).
///
/// `RK_RANDOM_SESSIONS` sets how many sessions run (default 480; CI also runs 2000), `RK_RANDOM_STEPS` their
/// length (default 200), and `RK_RANDOM_SEED` replays a single session.
@MainActor @Suite struct RandomSessionTests {
    nonisolated static let sessions = SeededSessions(suite: "RandomSessionTests", prefix: "RK_RANDOM", sessions: 480,
                                                     steps: 200, shards: 4, multiplier: 0x9E37_79B9, increment: 17)

    @Test(arguments: 0..<sessions.shards)
    func randomSessionsKeepTheInvariants(shard: Int) async {
        await Self.sessions.run(RandomSession.self, shard: shard)
    }
}

/// One session of ``RandomSessionTests``: a list with a header and a footer, under a large-title bar one time in
/// seven, driven by a user, UIKit and an app.
@MainActor
struct RandomSession: SeededSession {
    // App inset values never collide with what RefreshKit writes (whole pixels of 1/3 pt), so the
    // per-edge ownership rule is unambiguous; see the README, "The inset you set is yours".
    static let appTops: [Double] = [12.25, 33.5, 101.75]
    static let appBottoms: [Double] = [0.1, 34.6, 300.1]
    static let keyboards: [Double] = [291.4, 336.7, 346.2]

    var isAtRest: Bool {
        !scrollView.isTracking && !scrollView.isDecelerating && !scrollView.isScrollAnimating && !binding.engine.needsFrames
    }

    var rng: SplitMix64
    let scrollView: SimulatedScrollView
    let binding: RefreshBinding
    let header: RefreshController
    var footer: RefreshController
    var headerAttached = true
    var footerAttached = true
    /// What the app last set, edge by edge: the truth the ledger is checked against.
    var appInset = ScrollInsets.zero
    let transitions = TransitionLog()
    /// A keyboard manager's snapshot of `contentInset` (RefreshKit's part included) and the app's inset
    /// it stands for, waiting to be written back.
    var saved: (inset: ScrollInsets, app: ScrollInsets, step: Int)?
    /// The step being taken.
    var currentStep = 0
    /// The app animated the offset; its target may have left the range since (UIKit does not clamp it).
    var appAnimated = false
    /// One session in seven runs under a large-title bar (with a hiding search bar every other time).
    let bar: SimulatedNavigationBar?
    /// How many of the bar's trace samples earlier checks have judged (a class box: `check` reads the session).
    var barSamplesJudged: Int {
        get { judged.count }
        nonmutating set { judged.count = newValue }
    }
    private let judged = Counter()

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 2000))
        scrollView.isRecording = false
        scrollView.framesPerSecond = 60
        scrollView.contentInsetAdjustmentBehavior = [.automatic, .scrollableAxes, .never, .always][Int(seed % 4)]
        let configuration = seed % 5 == 0 ? RefreshConfiguration.reducedMotion : RefreshConfiguration()
        binding = scrollView.installRefresh(configuration: configuration)
        header = RefreshController(header: .header, action: .manual {})
        footer = RefreshController(footer: seed % 2 == 0 ? .auto : .back, metrics: .footer, action: .manual {})
        for controller in [header, footer] { transitions.watch(controller) }
        binding.attach(header)
        binding.attach(footer)
        if seed % 7 == 3 {
            scrollView.contentInsetAdjustmentBehavior = .automatic
            let bar = SimulatedNavigationBar(searchBar: seed % 2 == 0 ? .hidesWhenScrolling : .none)
            bar.attach(to: scrollView)
            self.bar = bar
        } else {
            bar = nil
        }
    }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        currentStep = index
        let before = binding.handledEvents
        let framesBefore = scrollView.time
        let action = randomStep()
        if SeededSessions.tracing {
            print("\(index) \(action): y \(scrollView.contentOffset.y.rk) inset \(scrollView.contentInset) range \(scrollView.minOffset.rk)...\(scrollView.maxOffset.rk) C \(scrollView.contentSize.height) H \(header.state) F \(footer.state) \(binding.engine.footer?.inset ?? -1)")
        }
        let frames = (scrollView.time - framesBefore) * scrollView.framesPerSecond
        return (action, check(eventsPerFrame: Double(binding.handledEvents - before) / (frames + 1)))
    }

    /// The end: everything ends, motion stops; the inset is the app's, plus only an auto footer's part.
    mutating func finish() -> String? {
        scrollView.release(velocity: 0)  // lift the finger first: a ready header may still start a refresh
        header.endRefreshing()
        footer.endRefreshing()
        scrollView.settle()
        if binding.engine.needsFrames || scrollView.isDecelerating || scrollView.isScrollAnimating {
            return "still moving 10 s after the end (the frame clock would run on)"
        }
        return check(eventsPerFrame: 0) ?? checkRestingInset(force: true)
    }

    func check(eventsPerFrame: Double) -> String? {
        defer { barSamplesJudged = (bar?.trace.count ?? 0) > 1000 ? 0 : bar?.trace.count ?? 0 }
        if let bad = transitions.bad { return bad }
        if !binding.appContentInset.isClose(to: appInset, tolerance: InsetLedger.tolerance) {
            return "rk.contentInset \(binding.appContentInset) but the app meant \(appInset)"
        }
        if binding.droppedEvents > 0 { return "feedback loop: \(binding.droppedEvents) nested events dropped" }
        if eventsPerFrame > 40 { return "\(eventsPerFrame) engine events per frame" }
        let o = scrollView.contentOffset, i = scrollView.contentInset
        if !(o.x.isFinite && o.y.isFinite && i.isFinite) { return "NaN: offset \(o), inset \(i)" }
        for controller in [header, footer] {
            let entries = transitions.entries[ObjectIdentifier(controller)] ?? 0
            if entries != controller.actionCount {
                return "\(controller.role): \(entries) refreshes but \(controller.actionCount) action calls"
            }
        }
        // What is drawn: the bar's frames (it picks up an inset write at the frame's layout pass).
        if let bar {
            // A frame in which the model's bar jumps between its rest heights (its inferred bistable rule
            // applied to programmatic offsets, e.g. with content too short to scroll) is not judged. The
            // trace keeps the last frame already judged first, so every new frame has its predecessor.
            defer { if bar.trace.count > 1000 { bar.clearTrace() } }
            let fresh = bar.trace.suffix(from: min(barSamplesJudged, bar.trace.count))
            let previous = barSamplesJudged > 0 && barSamplesJudged <= bar.trace.count ? [bar.trace[barSamplesJudged - 1]] : []
            let samples = zip(previous + fresh, fresh)
            let steady = samples.filter { abs($1.height - $0.height) <= abs($1.offset - $0.offset) + 1 }.map(\.1)
            // Nor is content too short to scroll: what the bar does then (flinging a list that cannot scroll
            // under a large title) is the model's least sourced corner. A point of tolerance: RefreshKit's
            // own frame-driven animations meet the model's rest rule at pixel granularity.
            let scrollable = scrollView.contentSize.height > scrollView.boundsSize.height
            if scrollable, let sample = steady.first(where: { $0.headerOverlap > 1 }) {
                return "header over the large title by \(sample.headerOverlap) at t \(sample.time.rk)"
            }
        }
        // (Under a bar the valid range itself flips at rest, by the model's inferred bistable rule and its
        // offset compensation, which only a device can confirm: the range check is left to plain sessions.)
        if bar == nil && isAtRest && !appAnimated && (o.y < scrollView.minOffset - 0.5 || o.y > scrollView.maxOffset + 0.5) {
            return "offset \(o.y) outside \(scrollView.minOffset)...\(scrollView.maxOffset) at rest"
        }
        return checkRestingInset(force: false)
    }

    /// Once nothing refreshes and nothing animates, `contentInset` is exactly the app's plus an auto footer's height.
    func checkRestingInset(force: Bool) -> String? {
        // Under a stretching bar a finger pulling the header holds room for it (`pullMakesRoom`): only a
        // component at rest, with no finger on the list, leaves the app's inset alone.
        let quiet = [header, footer].allSatisfy { $0.state == .idle || $0.state == .noMoreData }
            && !scrollView.isTracking
        guard force || (quiet && !binding.engine.needsFrames) else { return nil }
        var expected = appInset
        if footerAttached, let slot = binding.engine.footer, slot.kind == .autoFooter { expected.bottom += slot.inset }
        if footerAttached, binding.engine.footer?.kind == .autoFooter,
           !(binding.engine.footer?.inset == 0 || binding.engine.footer?.inset == 44) {
            return "auto footer holds \(binding.engine.footer?.inset ?? -1)"
        }
        if scrollView.contentInset != expected {
            let i = scrollView.contentInset
            return "contentInset \(scrollView.contentInset) [\(i.top), \(i.bottom)] but the app set \(appInset) (expected \(expected))"
        }
        return nil
    }

    /// The keyboard manager writes its snapshot back.
    mutating func restore(_ snapshot: (inset: ScrollInsets, app: ScrollInsets, step: Int)) -> String {
        let sv = scrollView
        // An edge written with the value it already has is no change anyone can see (a back footer
        // that fills the gap under short content holds the same total for any app bottom): the
        // app's part of that edge stays what it was. Every edge that changes comes back exactly.
        let current = sv.contentInset
        func restored(_ edge: WritableKeyPath<ScrollInsets, Double>) {
            if abs(snapshot.inset[keyPath: edge] - current[keyPath: edge]) > InsetLedger.tolerance {
                appInset[keyPath: edge] = snapshot.app[keyPath: edge]
            }
        }
        restored(\.top)
        restored(\.left)
        restored(\.bottom)
        restored(\.right)
        sv.setContentInset(snapshot.inset)
        saved = nil
        return "app restores \(snapshot.inset)"
    }

    /// One random step; a keyboard shown 30 steps ago hides first, whatever the roll.
    mutating func randomStep() -> String {
        let roll = Int.random(in: 0..<100, using: &rng)
        if let snapshot = saved, currentStep - snapshot.step >= 30 { return restore(snapshot) }
        if roll < 30 { appAnimated = false }  // a drag or fling takes over from any offset animation
        return Self.kinds.take(roll, on: &self)
    }

    /// What a user, UIKit and the app do, with their shares of 100 rolls.
    static let kinds = StepKinds<RandomSession, String>([
        (22, { $0.drag() }),
        (8, { $0.fling() }),
        (4, { $0.hold() }),
        (6, { $0.release() }),
        (12, { $0.advance() }),
        (2, { $0.keyboard() }),
        (3, { $0.appWritesInset() }),
        (4, { $0.safeArea() }),
        (5, { $0.contentSize() }),
        (2, { $0.boundsSize() }),
        (5, { $0.header.beginRefreshing(); return "header begin" }),
        (6, { $0.header.endRefreshing(); return "header end" }),
        (3, { $0.footer.beginRefreshing(); return "footer begin" }),
        (5, { $0.footer.endRefreshing(); return "footer end" }),
        (2, { $0.footer.setNoMoreData(); return "no more data" }),
        (2, { $0.footer.resetNoMoreData(); return "reset no more data" }),
        (2, { $0.toggleHeader() }),
        (2, { $0.toggleFooter() }),
        (2, { $0.scrollView.tap(); return "tap" }),
        (1, { $0.window() }),
        (2, { $0.animateOffset() }),
    ])

    mutating func drag() -> String {
        let distance = Double.random(in: -700...300, using: &rng)
        let duration = Double.random(in: 0.05...0.4, using: &rng)
        scrollView.drag(by: distance, duration: duration)
        if Bool.random(using: &rng) { scrollView.release() }
        return "drag \(distance.rk) over \(duration.rk) s"
    }

    mutating func fling() -> String {
        let v = Double.random(in: -4...4, using: &rng)
        scrollView.fling(velocity: v)
        return "fling \(v.rk)"
    }

    mutating func hold() -> String {
        scrollView.hold(Double.random(in: 0.05...0.3, using: &rng))
        return "hold"
    }

    mutating func release() -> String {
        scrollView.release(velocity: Bool.random(using: &rng) ? 0 : nil)
        return "release"
    }

    mutating func advance() -> String {
        let seconds = Double.random(in: 0.05...0.8, using: &rng)
        scrollView.advance(seconds)
        return "advance \(seconds.rk)"
    }

    /// A keyboard manager: snapshot when the keyboard shows (at rest), raise the bottom, and write the snapshot
    /// back when it hides (here, or within 30 steps), whatever happened meanwhile (a refresh that began or ended,
    /// say). A total that stood for several app values over a longer time comes back as the newest of them
    /// (InsetLedger).
    mutating func keyboard() -> String {
        let sv = scrollView
        if let snapshot = saved { return restore(snapshot) }
        guard isAtRest else { return "no snapshot while moving" }
        var shown = sv.contentInset
        shown.bottom = max(shown.bottom, Self.keyboards.randomElement(using: &rng)!)
        // A keyboard the inset already clears changes nothing: no write, nothing to restore later.
        guard abs(shown.bottom - sv.contentInset.bottom) > InsetLedger.tolerance else { return "keyboard already cleared" }
        saved = (sv.contentInset, appInset, currentStep)
        appInset.bottom = shown.bottom
        sv.setContentInset(shown)
        return "app snapshots \(saved!.inset) and writes \(shown)"
    }

    mutating func appWritesInset() -> String {
        if Bool.random(using: &rng) {  // an absolute write of both edges
            appInset = ScrollInsets(top: Self.appTops.randomElement(using: &rng)!,
                                    bottom: Self.appBottoms.randomElement(using: &rng)!)
            scrollView.setContentInset(appInset)
            return "app writes \(appInset)"
        }
        var insets = scrollView.contentInset  // read-modify-write of the bottom edge (a keyboard)
        insets.bottom = Self.appBottoms.randomElement(using: &rng)!
        appInset.bottom = insets.bottom
        scrollView.setContentInset(insets)
        return "app sets bottom \(insets.bottom)"
    }

    mutating func safeArea() -> String {
        guard bar == nil else { return "safe area: the bar's" }
        let top = [0.0, 20, 47, 91, 140].randomElement(using: &rng)!
        let bottom = [0.0, 34, 83].randomElement(using: &rng)!
        scrollView.setSafeAreaInsets(ScrollInsets(top: top, bottom: bottom))
        return "safe area \(top) \(bottom)"
    }

    mutating func contentSize() -> String {
        let height = [0.0, 300, 700, 2000, 2600, 5000].randomElement(using: &rng)!
        scrollView.setContentSize(ScrollSize(width: 390, height: height))
        return "content \(height)"
    }

    mutating func boundsSize() -> String {
        let size = [ScrollSize(width: 390, height: 812), ScrollSize(width: 812, height: 390),
                    ScrollSize(width: 390, height: 600)].randomElement(using: &rng)!
        scrollView.setBoundsSize(size)
        return "bounds \(size)"
    }

    mutating func toggleHeader() -> String {
        if headerAttached { binding.detach(header) } else { binding.attach(header) }
        headerAttached.toggle()
        return headerAttached ? "re-add header" : "remove header"
    }

    mutating func toggleFooter() -> String {
        if footerAttached { binding.detach(footer) } else { binding.attach(footer) }
        footerAttached.toggle()
        return footerAttached ? "re-add footer" : "remove footer"
    }

    mutating func window() -> String {
        scrollView.setInWindow(!scrollView.isInWindow)
        return "window \(scrollView.isInWindow)"
    }

    mutating func animateOffset() -> String {
        let sv = scrollView
        let y = min(max(Double.random(in: -200...1500, using: &rng), sv.minOffset), sv.maxOffset)  // apps scroll in range
        sv.setContentOffset(ScrollPoint(y: y), animated: true)
        appAnimated = true
        return "animate to \(y.rk)"
    }
}

/// Every state change the controllers report: each must be one or two moves of the transition table.
@MainActor
final class TransitionLog {
    private var last: [ObjectIdentifier: RefreshState] = [:]
    private(set) var entries: [ObjectIdentifier: Int] = [:]
    private(set) var bad: String?

    func watch(_ controller: RefreshController) {
        last[ObjectIdentifier(controller)] = controller.state
        controller.onChange = { [unowned self] controller in self.record(controller) }
    }

    private func record(_ controller: RefreshController) {
        let id = ObjectIdentifier(controller)
        let old = last[id] ?? .idle, new = controller.state
        guard old != new else { return }
        if !Self.reachable(from: old, to: new) { bad = bad ?? "\(old) → \(new) is not in the table" }
        if new == .refreshing { entries[id, default: 0] += 1 }
        last[id] = new
    }

    static func reachable(from old: RefreshState, to new: RefreshState) -> Bool {
        func events(toward target: RefreshState) -> [RefreshState.Event] {
            var list: [RefreshState.Event] = [.release, .begin, .end, .finish, .noMoreData, .resetNoMoreData, .reset,
                                              .pull(progress: 0), .pull(progress: 1)]
            if case .pulling(let p) = target { list.append(.pull(progress: p)) }
            return list
        }
        if events(toward: new).contains(where: { old.next(on: $0) == new }) { return true }
        return events(toward: .ending).contains { first in
            guard let middle = old.next(on: first) else { return false }
            return events(toward: new).contains { middle.next(on: $0) == new }
        }
    }

}

/// A mutable count that a non-mutating check can advance.
@MainActor final class Counter {
    var count = 0
}
