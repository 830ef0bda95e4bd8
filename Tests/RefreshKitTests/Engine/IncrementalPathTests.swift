import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

// The engine's incremental path (the quiet band and the echo, `RefreshEngine+Incremental.swift`) against the
// full path. Debug builds check every incremental step of every test; these tests drive an engine directly
// through the cases an independent review of the earlier short paths found (issue 11), and through random
// sessions over everything an app and UIKit can do to a scroll view, NaN included, reporting any difference
// with the session that led to it. `RK_INCREMENTAL_SESSIONS`, `RK_INCREMENTAL_STEPS` and
// `RK_INCREMENTAL_SEED` run more random sessions or replay one.

/// An engine fed events as the binding feeds it, each incremental step checked against the full path;
/// effects are applied to a snapshot that stands for the scroll view, and the echo of a write observed once.
struct CheckedEngine {
    var engine: RefreshEngine
    var s: ScrollSnapshot
    var log: [String] = []
    /// How many events took the incremental path.
    var incrementalSteps = 0

    init(config: RefreshEngine.Configuration = .init(), footer: RefreshEngine.Kind? = nil,
         snapshot: ScrollSnapshot = ScrollSnapshot(contentSize: ScrollSize(width: 390, height: 2000),
                                                  boundsSize: ScrollSize(width: 390, height: 812))) {
        engine = RefreshEngine(configuration: config)
        engine.assertsIncrementalPath = false  // differences are reported below, not stopped at
        s = snapshot
        send(.attach(.header, .header))
        if let footer { send(.attach(footer, .footer)) }
    }

    /// Sends `event`; applies its effects and observes their echo once.
    @discardableResult
    mutating func send(_ event: RefreshEngine.Event, echo: Bool = true) -> String? {
        let before = engine
        var effects = Effects()
        if !engine.process(event, s, into: &effects) {
            incrementalSteps += 1
            if let d = engine.incrementalPathDisagreement(event, s, from: before) { return record("on \(event): \(d)") }
            return nil
        }
        var wrote = false
        if let (inset, _) = effects.inset {
            s.adjustedContentInset = s.adjustedContentInset - s.contentInset + inset
            s.contentInset = inset
            wrote = true
        }
        if let offset = effects.offset {
            s.contentOffset = offset
            wrote = true
        }
        if wrote && echo { return send(.observed) }
        return nil
    }

    mutating func record(_ m: String) -> String { log.append(m); return m }

    mutating func move(_ y: Double, dragging: Bool? = nil, tracking: Bool? = nil, time: Double? = nil) {
        if let dragging { s.isDragging = dragging; s.isTracking = dragging }
        if let tracking { s.isTracking = tracking }
        s.contentOffset.y = y
        if let time { s.time = time } else { s.time += 1.0 / 60 }
        send(.observed)
    }
}

/// Cases the review of the earlier short paths found, each a difference before its fix.
@Suite struct IncrementalPathTests {
    /// Given an idle list, when a finger scrolls it between the ends, then every move after the first takes
    /// the incremental path (the quiet band) and decides as the full path does.
    @Test func anIdleScrollTakesTheQuietBand() {
        var t = CheckedEngine(footer: .autoFooter)
        t.move(100, dragging: true)
        for y in stride(from: 110.0, through: 600, by: 10) { t.move(y) }
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.incrementalSteps >= 49)
    }

    /// Given a refreshing header, when a finger scrolls it partly out of view, then each write of the held
    /// inset is followed by its echo, which takes the incremental path.
    @Test func theEchoOfAHeldHeaderTakesTheIncrementalPath() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-80)
        t.move(-80, dragging: false)      // refreshing, holds 54
        t.move(-54)
        t.move(-54, dragging: true)
        let before = t.incrementalSteps
        for y in stride(from: -50.0, through: -10, by: 5) { t.move(y) }
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.incrementalSteps - before == 9)
    }

    /// Pull band: a snapshot with an unreadable time (NaN) is skipped by the full evaluation, but the pull band
    /// moves the header (and stores time = NaN).
    @Test func aPullWithAnUnreadableTimeChangesNothing() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-10)
        t.move(-20)                 // pull band set (empty effects)
        let before = t.engine.header?.shown
        t.move(-40, time: .nan)
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.engine.header?.shown == before, "an unreadable event moved the header")
    }

    /// Pull band: an infinite offset (unreadable) makes the header ready; letting go then starts a refresh
    /// that the full evaluation never starts.
    @Test func aPullToAnInfiniteOffsetChangesNothing() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-10)
        t.move(-20)
        t.move(-.infinity)
        t.move(-20, dragging: false)      // the finger lifts 20 pt down: short of the trigger
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.engine.header?.state == .idle)
    }

    /// Held band: an unreadable time writes an inset the full evaluation would not.
    @Test func aHeldHeaderWithAnUnreadableTimeWritesNothing() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-80)
        t.move(-80, dragging: false)    // refreshing, inset 54
        t.move(-54)
        t.move(-54, dragging: true)
        t.move(-40)
        t.move(-30)                     // held band (after the echo)
        t.move(-20, time: .nan)
        #expect(t.log.isEmpty, "\(t.log)")
    }

    /// Unpin frames: a tick at time -infinity writes the start offset of the animation.
    @Test func anUnpinFrameAtAnUnreadableTimeWritesNothing() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-80)
        t.move(-80, dragging: false)
        t.move(-54)
        t.send(.end(.header, generation: nil))
        for _ in 0..<3 { t.s.time += 1.0 / 60; t.send(.tick) }
        t.s.time = -.infinity
        t.send(.tick)
        #expect(t.log.isEmpty, "\(t.log)")
    }

    /// Unpin frames: the band is set at an offset where a footer shows (short content, moved by the app while the
    /// header's ending animation runs); the frames then keep the footer's stale progress / visibility.
    @Test(arguments: [RefreshEngine.Kind.autoFooter, .backFooter])
    func unpinFramesUpdateAFooterThatWasInSight(kind: RefreshEngine.Kind) {
        var t = CheckedEngine(footer: kind, snapshot: ScrollSnapshot(contentSize: ScrollSize(width: 390, height: 700),
                                                            boundsSize: ScrollSize(width: 390, height: 812)))
        t.move(0, dragging: true)
        t.move(-80)
        t.move(-80, dragging: false)      // refreshing
        t.move(-54)
        t.send(.end(.header, generation: nil))
        t.s.time += 1.0 / 60; t.send(.tick)
        t.move(20)                        // the app moves the content (no finger): the footer shows 20 pt
        for _ in 0..<3 { t.s.time += 1.0 / 60; t.send(.tick) }
        #expect(t.log.isEmpty, "\(t.log)")
    }

    /// Echo: RefreshKit's own write changes an across-axis inset (it drops an app change below the ledger's
    /// tolerance); the echo is taken without re-laying out, so the frames keep the old x.
    @Test func anEchoWithAnotherInsetAcrossTheAxisLaysOutAgain() {
        var t = CheckedEngine()
        t.move(0, dragging: true)
        t.move(-80)
        t.move(-80, dragging: false)      // refreshing, holds 54
        t.move(-54)
        t.s.contentInset.left = 0.005; t.s.adjustedContentInset.left = 0.005
        t.move(-54)                       // below the ledger's tolerance: no app change, nothing written
        t.move(-40, dragging: true)       // the hold shrinks: RefreshKit writes (left back to 0), the echo follows
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.engine.header?.frame.origin.x == -t.s.adjustedContentInset.left, "laid out with a stale left inset")
    }

    /// Quiet band (older): an auto footer with no more data is not armed by a move toward the end without a drag
    /// (VoiceOver, keyboard, scrollToRow), which the full evaluation arms; after a reset, momentum reaching
    /// the trigger loads on one side only.
    @Test func aMoveTowardTheEndArmsAFooterWithNoMoreData() {
        var t = CheckedEngine(footer: .autoFooter)
        t.move(0, dragging: true)
        t.move(1200)
        t.s.isDecelerating = true
        t.move(1240, dragging: false)    // momentum reaches the trigger: loads, spent (unarmed)
        t.send(.noMoreData(.footer))
        t.s.isDecelerating = false
        t.move(1100)                     // full evaluation, sets the quiet band (no more data: no trigger limit)
        t.move(1150)                     // toward the end, no drag: quiet on one side, armed on the other
        t.send(.resetNoMoreData(.footer))
        t.s.isDecelerating = true
        t.move(1232)                     // momentum to the end
        #expect(t.log.isEmpty, "\(t.log)")
        #expect(t.engine.footer?.state == .refreshing)
    }
}

/// Random sessions over everything an app and UIKit can do to a scroll view, NaN included.
@Suite struct IncrementalPathRandomTests {
    nonisolated static let sessions = SeededSessions(suite: "IncrementalPathRandomTests", prefix: "RK_INCREMENTAL",
                                                     sessions: 500, steps: 300, multiplier: 1, increment: 0)

    @MainActor @Test func theIncrementalPathDecidesAsTheFullPathDoes() async {
        await Self.sessions.run(IncrementalPathSession.self)
    }
}

/// One random session of ``IncrementalPathRandomTests``: an engine driven directly, every incremental step
/// checked against the full path.
struct IncrementalPathSession: SeededSession {
    var rng: SplitMix64
    var t: CheckedEngine
    var system = ScrollInsets.zero
    var headerAttached = true, footerAttached = true
    var footerKind: RefreshEngine.Kind

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed &* 0x9E37 &+ 11)
        footerKind = seed % 2 == 0 ? .autoFooter : .backFooter
        var config = RefreshEngine.Configuration()
        config.pullMakesRoom = [nil, true, false][Int(seed % 3)]
        if seed % 5 == 0 { config.pinDuration = 0; config.endDuration = 0 }
        config.axis = seed % 7 == 3 ? .horizontal : .vertical
        var s = ScrollSnapshot(contentSize: ScrollSize(width: 390, height: 2000), boundsSize: ScrollSize(width: 390, height: 812))
        if config.axis == .horizontal {
            s.contentSize = ScrollSize(width: 2000, height: 390); s.boundsSize = ScrollSize(width: 812, height: 390)
        }
        t = CheckedEngine(config: config, footer: footerKind, snapshot: s)
    }

    var axis: ScrollAxis { t.engine.configuration.axis }
    var y: Double {
        get { axis.offset(of: t.s.contentOffset) }
        set { t.s.contentOffset = axis.point(t.s.contentOffset, along: newValue) }
    }
    var lead: Double { axis == .vertical ? t.s.adjustedContentInset.top : t.s.adjustedContentInset.left }

    mutating func pick<T>(_ xs: [T]) -> T { xs.randomElement(using: &rng)! }
    mutating func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }

    mutating func observe() { t.s.time += 1.0 / 120; t.send(.observed) }

    mutating func setInsets(content: ScrollInsets) {
        t.s.contentInset = content
        t.s.adjustedContentInset = content + system
    }

    /// The step kinds, with their shares of a roll: the user's finger and UIKit's momentum, the clock, the
    /// app's commands and insets, the system's insets and bars, sizes, and the configuration.
    static let kinds = StepKinds<IncrementalPathSession, String>([
        (40, { $0.move() }),
        (6, { $0.fingerDown() }),
        (6, { $0.fingerUp() }),
        (2, { $0.touch() }),
        (2, { $0.toggleDeceleration() }),
        (10, { $0.ticks() }),
        (2, { $0.command(.begin(.header), "begin header") }),
        (2, { $0.command(.end(.header, generation: nil), "end header") }),
        (1, { $0.command(.begin(.footer), "begin footer") }),
        (1, { $0.command(.end(.footer, generation: nil), "end footer") }),
        (1, { $0.command(.noMoreData(.footer), "nomore") }),
        (1, { $0.command(.resetNoMoreData(.footer), "reset") }),
        (2, { $0.enable() }),
        (2, { $0.metrics() }),
        (2, { $0.toggleAttachment() }),
        (3, { $0.appInset() }),
        (1, { $0.rkInset() }),
        (2, { $0.systemInset() }),
        (1, { $0.toggleBar() }),
        (2, { $0.contentSize() }),
        (1, { $0.boundsSize() }),
        (1, { $0.toggleWindow() }),
        (2, { $0.configure() }),
        (2, { $0.same() }),
        (5, { $0.crossOffset() }),
    ])

    mutating func move() -> String {
        let target: Double
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: target = -lead - r(0...120)
        case 1: target = y + r(-25...25)
        case 2: target = -lead + r(-5...5)
        default:
            let end = axis == .vertical ? t.s.contentSize.height - t.s.boundsSize.height : t.s.contentSize.width - t.s.boundsSize.width
            target = end + r(-60...80)
        }
        y = target.rounded() + pick([0, 0, 1.0 / 3, 0.5])
        observe()
        return "move \(y)"
    }

    mutating func fingerDown() -> String {
        t.s.isDragging = true; t.s.isTracking = true; t.s.isDecelerating = false
        observe()
        return "finger down"
    }

    mutating func fingerUp() -> String {
        t.s.isDragging = false; t.s.isTracking = false; t.s.isDecelerating = Bool.random(using: &rng)
        observe()
        return "finger up dec \(t.s.isDecelerating)"
    }

    mutating func touch() -> String {
        t.s.isTracking = true; t.s.isDragging = false
        observe()
        return "touch"
    }

    mutating func toggleDeceleration() -> String {
        t.s.isDecelerating.toggle()
        observe()
        return "decel \(t.s.isDecelerating)"
    }

    mutating func ticks() -> String {
        let n = Int.random(in: 1...8, using: &rng)
        for _ in 0..<n { t.s.time += 1.0 / 60; t.send(.tick) }
        return "ticks \(n)"
    }

    mutating func command(_ event: RefreshEngine.Event, _ name: String) -> String {
        t.send(event)
        return name
    }

    mutating func enable() -> String {
        let role: RefreshRole = Bool.random(using: &rng) ? .header : .footer
        let on = Bool.random(using: &rng)
        t.send(.setEnabled(role, on))
        return "enable \(role) \(on)"
    }

    mutating func metrics() -> String {
        let role: RefreshRole = Bool.random(using: &rng) ? .header : .footer
        let m = RefreshMetrics(height: pick([30, 54, 44, 100]), triggerDistance: pick([nil, 20, 80]), pinnedHeight: pick([nil, 40, 70]),
                               triggerPercent: pick([1, 0, -0.5]), preloadDistance: pick([0, 100]), positionOffset: pick([0, 10]))
        t.send(.setMetrics(role, m))
        return "metrics \(role) \(m)"
    }

    mutating func toggleAttachment() -> String {
        if Bool.random(using: &rng) {
            t.send(headerAttached ? .detach(.header) : .attach(.header, .header))
            headerAttached.toggle()
            return "toggle header"
        }
        t.send(footerAttached ? .detach(.footer) : .attach(footerKind, .footer))
        footerAttached.toggle()
        return "toggle footer"
    }

    /// The app writes contentInset directly (KVO), sometimes a change below the ledger's tolerance.
    mutating func appInset() -> String {
        var c = t.s.contentInset
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: c.top = pick([0, 20, 64.5, axis == .vertical ? c.top + 0.004 : 7])
        case 1: c.bottom = pick([0, 34, 300.1, axis == .vertical ? c.bottom + 0.004 : 7])
        case 2: c.left = pick([0, 10, 5])
        default: c.right = pick([0, 10])
        }
        setInsets(content: c)
        observe()
        return "app inset \(c)"
    }

    mutating func rkInset() -> String {
        let i = ScrollInsets(top: pick([0, 20, 91]), left: pick([0, 0.5, 3]), bottom: pick([0, 34]), right: 0)
        t.send(.setAppInset(i))
        return "rk inset \(i)"
    }

    mutating func systemInset() -> String {
        system = ScrollInsets(top: pick([0, 47, 91]), left: pick([0, 0, 44]), bottom: pick([0, 34]), right: pick([0, 44]))
        setInsets(content: t.s.contentInset)
        observe()
        return "system \(system)"
    }

    mutating func toggleBar() -> String {
        t.s.leadingBarStretches.toggle()
        observe()
        return "bar \(t.s.leadingBarStretches)"
    }

    mutating func contentSize() -> String {
        let l = pick([0.0, 200, 700, 2000, -5])
        t.s.contentSize = axis == .vertical ? ScrollSize(width: 390, height: l) : ScrollSize(width: l, height: 390)
        observe()
        return "content \(l)"
    }

    mutating func boundsSize() -> String {
        let l = pick([812.0, 390, 0, -1])
        t.s.boundsSize = axis == .vertical ? ScrollSize(width: 390, height: l) : ScrollSize(width: l, height: 390)
        observe()
        return "bounds \(l)"
    }

    mutating func toggleWindow() -> String {
        t.s.isInWindow.toggle()
        observe()
        return "window \(t.s.isInWindow)"
    }

    mutating func configure() -> String {
        var c = t.engine.configuration
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: c.allowsSimultaneousRefresh.toggle()
        case 1: c.pullMakesRoom = pick([nil, true, false])
        case 2: c.pinDuration = pick([0, 0.25])
        default: c.endDuration = pick([0, 0.3])
        }
        t.engine.configuration = c
        return "config \(c)"
    }

    /// The same snapshot again (a state KVO that changed nothing the engine reads), or only the time.
    mutating func same() -> String {
        observe()
        return "same"
    }

    mutating func crossOffset() -> String {
        if axis == .vertical { t.s.contentOffset.x = pick([0, 3]) } else { t.s.contentOffset.y = pick([0, 3]) }
        observe()
        return "cross offset"
    }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        if let m = t.log.first { return ("set-up", m) }
        let roll = Int.random(in: 0..<100, using: &rng)
        let action = Self.kinds.take(roll, on: &self)
        return (action, t.log.first)
    }
}
