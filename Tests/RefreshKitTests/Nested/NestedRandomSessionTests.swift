import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Seeded random sessions on a nested page, in the four variants of the simulated page (which pan updates
/// first, how a pan proposes its offset): after every step the invariants of issue 9 hold, and on every frame
/// of a drag the page and the list together move as far as the finger (issue 19).
///
/// `RK_NESTED_SESSIONS` (default 160; CI also runs 500), `RK_NESTED_STEPS` (default 120), `RK_NESTED_SEED` replays one.
@MainActor @Suite struct NestedRandomSessionTests {
    nonisolated static let sessions = SeededSessions(suite: "NestedRandomSessionTests", prefix: "RK_NESTED", sessions: 160,
                                                     steps: 120, multiplier: 0x2545_F491, increment: 7)

    @Test func randomNestedSessionsKeepTheInvariants() async {
        await Self.sessions.run(NestedRandomSession.self)
    }
}

/// One session of ``NestedRandomSessionTests``: a page of three lists under a header, refreshed by the parent
/// or by each list, driven by a user and an app.
@MainActor
struct NestedRandomSession: SeededSession {
    var rng: SplitMix64
    let page: SimulatedNestedPage
    let mode: NestedRefreshMode
    var headers: [RefreshController] = []
    var footers: [RefreshController] = []
    let e = NestedScrollBinding.epsilon
    /// The first frame of a drag on which the content did not move with the finger.
    var conservation: String?

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        mode = seed % 2 == 0 ? .parent : .child
        let heights = (0..<3).map { _ in [300.0, 900, 2000, 4000][Int(seed >> 3) % 4] }
        let variant = SimulatedNestedPage.Variant.all[Int(seed >> 5) % SimulatedNestedPage.Variant.all.count]
        page = SimulatedNestedPage(mode: mode, childContentHeights: heights, variant: variant)
        if mode == .parent {
            let header = RefreshController(header: .header, action: .manual {})
            page.parent.installRefresh().attach(header)
            headers = [header]
        }
        for child in page.children {
            let binding = child.installRefresh()
            if mode == .child {
                let header = RefreshController(header: .header, action: .manual {})
                binding.attach(header)
                headers.append(header)
            }
            let footer = RefreshController(footer: .auto, action: .manual {})
            binding.attach(footer)
            footers.append(footer)
        }
    }

    var sticky: Double { page.parent.minOffset + 200 }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        let before = Mark(page)
        // UIKit's bounce from an overscroll moves up to 15 % of it a frame, and a release runs one
        // step of it at touch-up, between two frames: allow twice that on top of the action's own motion.
        let overscroll = [page.parent, page.child].map { max(0, $0.contentOffset.y - $0.maxOffset, $0.minOffset - $0.contentOffset.y) }.max() ?? 0
        let roll = Int.random(in: 0..<100, using: &rng)
        let (action, actionStep) = Self.kinds.take(roll, on: &self)
        // A release into an overscroll adds its velocity to the spring: up to a frame of momentum, twice.
        let maxStep = max(actionStep, 0.35 * overscroll + 2 + (overscroll > 0 ? momentum : 0))
        if let conservation { return (action, conservation) }
        if SeededSessions.tracing {
            print("\(index) \(action) [\(page.variant)]: P \(page.parent.contentOffset.y.rk) C \(page.child.contentOffset.y.rk) [\(page.currentIndex)] Cmin \(page.child.minOffset.rk) max \(page.child.maxOffset.rk) H \(headers.map { "\($0.state)" }) carried \(page.binding.needsFrames)")
        }
        return (action, check(since: before, maxStep: maxStep))
    }

    /// The end: the finger lifts, every refresh ends, motion stops; insets are exactly the app's (0) plus the
    /// auto footers' 44 pt.
    mutating func finish() -> String? {
        page.releaseList(velocity: 0)
        page.releaseHeader(velocity: 0)
        for controller in headers + footers { controller.endRefreshing() }
        page.settle()
        let views = [page.parent] + page.children
        if page.binding.needsFrames || views.contains(where: { $0.isDecelerating || $0.refresh?.engine.needsFrames == true }) {
            return "still moving 10 s after the end (a frame clock would run on)"
        }
        for view in views where view.contentOffset.y < view.minOffset - 0.5 || view.contentOffset.y > view.maxOffset + 0.5 {
            return "a view rests at \(view.contentOffset.y), outside \(view.minOffset)...\(view.maxOffset) (\(view === page.parent ? "the page" : "list \(page.children.firstIndex { $0 === view } ?? -1)"), tracking \(view.isTracking), current \(page.currentIndex))"
        }
        for view in views {
            let expected = view === page.parent ? ScrollInsets.zero : ScrollInsets(bottom: 44)
            if view.contentInset != expected { return "an inset is \(view.contentInset), not \(expected)" }
        }
        return check(since: Mark(page), maxStep: 0)
    }

    /// Where a step started: each view's offset and how many frames it had recorded.
    @MainActor struct Mark {
        var parent: (offset: Double, frames: Int)
        var child: (offset: Double, frames: Int, index: Int)

        init(_ page: SimulatedNestedPage) {
            parent = (page.parent.contentOffset.y, page.parent.frames.count)
            child = (page.child.contentOffset.y, page.child.frames.count, page.currentIndex)
        }
    }

    /// Invariants after a step, and no jump between the frames it recorded bigger than `maxStep`.
    func check(since before: Mark, maxStep: Double) -> String? {
        let p = page.parent.contentOffset.y, c = page.child.contentOffset.y
        let cmin = page.child.minOffset, pmin = page.parent.minOffset
        let contentTop = page.child.nestedSnapshot.contentTop  // a list inside its refresh band is not scrolled
        if !p.isFinite || !c.isFinite { return "NaN" }
        if c > contentTop + e && p < sticky - e { return "the list is scrolled (\(c)) but the tabs are not stuck (\(p))" }
        if mode == .parent && c < cmin - e { return "parent mode: the list went above its top (\(c) < \(cmin))" }
        if mode == .child && c < cmin - e && p > pmin + e { return "child mode: the list is pulled (\(c)) with the parent at \(p)" }
        for controller in headers + footers where controller.state == .refreshing && controller.actionCount == 0 {
            return "\(controller.role) refreshing without an action"
        }
        if maxStep > 0 {
            // A tab switch shows another list: its frames are judged from the switch on.
            let sameTab = before.child.index == page.currentIndex
            let views = [(page.parent, before.parent.offset, before.parent.frames),
                         (page.child, sameTab ? before.child.offset : page.child.contentOffset.y,
                          sameTab ? before.child.frames : page.child.frames.count)]
            for (view, offset, start) in views {
                let offsets = [offset] + view.frames[min(start, view.frames.count)...].map(\.offset)
                if let jump = zip(offsets, offsets.dropFirst()).map({ abs($1 - $0) }).max(), jump > maxStep {
                    if SeededSessions.tracing { print(view === page.parent ? "parent" : "child", offsets.map(\.rk)) }
                    return "a \(jump.rk) pt jump between frames (at most \(maxStep.rk) expected)"
                }
            }
        }
        return nil
    }

    /// The fastest fling below, twice (a release runs one step at touch-up, between two frames): the largest
    /// per-frame move a step explains unless it says more.
    var momentum: Double { 2 * 4.5 * page.parent.frameDuration * 1000 + 2 }

    /// What a user and the app do, with their shares of 100 rolls; each gives its name and the largest
    /// per-frame move it can explain.
    static let kinds = StepKinds<NestedRandomSession, (String, Double)>([
        (30, { $0.dragList() }),
        (10, { $0.dragHeader() }),
        (10, { $0.flingList() }),
        (6, { $0.flingHeader() }),
        (19, { $0.advance() }),
        (7, { $0.release() }),
        (6, { $0.switchTab() }),
        (6, { $0.endAHeader() }),
        (3, { $0.endAFooter() }),
        (3, { $0.reload() }),
    ])

    mutating func dragList() -> (String, Double) {
        let distance = Double.random(in: -600...400, using: &rng)
        let duration = Double.random(in: 0.1...0.5, using: &rng)
        drag(page.child, by: distance, duration: duration)
        if Bool.random(using: &rng) { page.releaseList() }
        return ("drag list \(distance.rk) over \(duration.rk) s", max(momentum, abs(distance) / (duration * 60) * 2 + 2))
    }

    mutating func dragHeader() -> (String, Double) {
        let distance = Double.random(in: -300...300, using: &rng)
        page.releaseList(velocity: 0)
        drag(page.parent, by: distance, duration: 0.3)
        page.releaseHeader()
        return ("drag header \(distance.rk)", max(momentum, abs(distance) / 18 * 2 + 2))
    }

    /// A finger on `view` (the list, or the header: the page) moves `distance` over `duration`, a frame at a
    /// time. On every frame that starts and ends with both views inside their ranges, the page's and the list's
    /// motions add up to the finger's (0.5 pt: pixel rounding).
    mutating func drag(_ view: SimulatedScrollView, by distance: Double, duration: Double) {
        let count = max(1, Int((duration * page.parent.framesPerSecond).rounded()))
        let dy = distance / Double(count)
        for frame in 0..<count {
            let before = (page.parent.contentOffset.y, page.child.contentOffset.y, insideTheirRanges && !refreshAnimates, ranges)
            view.moveFinger(by: dy)
            page.advance(frames: 1)
            let moved = (page.parent.contentOffset.y - before.0) + (page.child.contentOffset.y - before.1)
            // A refresh that holds or gives back its band moves an end under the finger: not judged.
            if conservation == nil, before.2, insideTheirRanges, !refreshAnimates, before.3 == ranges, abs(moved + dy) > 0.5 {
                conservation = "frame \(frame) of a drag: the finger moved \((-dy).rk), the content \(moved.rk) "
                    + "(P \(before.0.rk) → \(page.parent.contentOffset.y.rk), C \(before.1.rk) → \(page.child.contentOffset.y.rk)); ranges \(ranges.map(\.rk))"
            }
        }
    }

    /// Both views' ranges, and which list shows.
    var ranges: [Double] {
        [page.parent.minOffset, page.parent.maxOffset, page.child.minOffset, page.child.maxOffset, Double(page.currentIndex)]
    }

    /// A refresh animation runs, which moves a view by itself.
    var refreshAnimates: Bool {
        [page.parent, page.child].contains { $0.refresh?.engine.needsFrames == true }
    }

    /// Both views inside their ranges: the page between its top and the sticky offset, the list between its
    /// top and its end.
    var insideTheirRanges: Bool {
        let p = page.parent.contentOffset.y, c = page.child.contentOffset.y, t = 0.01
        let sticky = min(self.sticky, page.parent.maxOffset)
        return p >= page.parent.minOffset - t && p <= sticky + t && c >= page.child.minOffset - t && c <= page.child.maxOffset + t
    }

    mutating func flingList() -> (String, Double) {
        let v = Double.random(in: -4...4, using: &rng)
        page.releaseHeader(velocity: 0)
        page.flingList(velocity: v)
        return ("fling list \(v.rk)", momentum)
    }

    mutating func flingHeader() -> (String, Double) {
        let v = Double.random(in: -4...4, using: &rng)
        page.releaseList(velocity: 0)
        page.flingHeader(velocity: v)
        return ("fling header \(v.rk)", momentum)
    }

    mutating func advance() -> (String, Double) {
        let seconds = Double.random(in: 0.05...1, using: &rng)
        page.advance(seconds)
        return ("advance \(seconds.rk)", momentum)
    }

    mutating func release() -> (String, Double) {
        page.releaseList()
        page.releaseHeader()
        return ("release", momentum)
    }

    mutating func switchTab() -> (String, Double) {
        page.releaseList(velocity: 0)
        page.releaseHeader(velocity: 0)
        let index = Int.random(in: 0..<page.children.count, using: &rng)
        page.switchTab(to: index)
        return ("tab \(index)", momentum)
    }

    mutating func endAHeader() -> (String, Double) {
        if let header = headers.randomElement(using: &rng) { header.endRefreshing() }
        return ("end a header", momentum)
    }

    mutating func endAFooter() -> (String, Double) {
        if let footer = footers.randomElement(using: &rng) { footer.endRefreshing() }
        return ("end a footer", momentum)
    }

    mutating func reload() -> (String, Double) {
        let height = [300.0, 900, 2000, 4000].randomElement(using: &rng)!
        let child = page.children.randomElement(using: &rng)!
        // A reload while the list is still: a list that shrinks under momentum would be grabbed further
        // past its end than UIKit's rubber band can express (more than the viewport).
        guard !child.isDecelerating && !child.isTracking else { return ("no reload while moving", momentum) }
        child.setContentSize(ScrollSize(width: 390, height: height))
        return ("content \(height)", momentum + 800)  // a list that shrinks under its offset is clamped
    }
}
