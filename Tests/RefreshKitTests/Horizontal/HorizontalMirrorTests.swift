import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// Seeded random sessions played on a vertical scroll view and on a carousel that is its mirror image over the
/// diagonal: after every step the carousel must be the vertical view transposed, exactly (offsets, insets, the
/// app's inset, states, actions, frames). The engine runs one geometry along either axis, so any difference is
/// an axis bug. Safe areas are along the axis only (the two models differ across it by design).
///
/// `RK_MIRROR_SESSIONS` sets how many sessions run (default 100; CI also runs 300), `RK_MIRROR_STEPS` their length (default 150),
/// and `RK_MIRROR_SEED` replays one.
@Suite struct HorizontalMirrorTests {
    static let sessions = SeededSessions(suite: "HorizontalMirrorTests", prefix: "RK_MIRROR", sessions: 100, steps: 150,
                                         shards: 4, multiplier: 0x51_7CC1, increment: 3)

    @Test(arguments: 0..<sessions.shards) @MainActor
    func aCarouselBehavesAsTheVerticalViewTransposed(shard: Int) async {
        await Self.sessions.run(MirrorSession.self, shard: shard)
    }
}

/// Everything compared after a step, in the vertical view's frame.
struct MirrorState: Equatable, CustomStringConvertible {
    var offset: ScrollPoint
    var contentInset: ScrollInsets
    var adjustedContentInset: ScrollInsets
    var flags: [Bool]

    var description: String {
        "offset (\(offset.x.rk), \(offset.y.rk)) inset \(contentInset) adjusted \(adjustedContentInset) flags \(flags)"
    }
}

extension AxisScrollView {
    /// This view's state in the vertical view's frame.
    var mirrored: MirrorState {
        MirrorState(offset: local(contentOffset), contentInset: local(contentInset),
                    adjustedContentInset: local(adjustedContentInset),
                    flags: [isTracking, isDragging, isDecelerating, isScrollAnimating, frameClockRunning])
    }
}

extension ScrollRect {
    var transposed: ScrollRect { ScrollRect(x: origin.y, y: origin.x, width: size.height, height: size.width) }
}

/// One vertical scroll view and its transposed carousel, each with a header (leading) and a footer (trailing).
@MainActor
struct MirrorSession: SeededSession {
    /// One side: a session's scroll view, binding and components, and whether each is attached.
    @MainActor struct Side {
        let view: any AxisScrollView
        let binding: RefreshBinding
        let header: RefreshController
        let footer: RefreshController
        var attached = [true, true]

        init<View>(_ session: ScrollSession<View>) {
            session.scrollView.isRecording = false
            view = session.scrollView
            binding = session.binding
            header = session.header!
            footer = session.footer!
        }
    }

    var rng: SplitMix64
    var sides: [Side]

    /// A 200 × 390 vertical view and a 390 × 200 carousel with 2000 pt of content each.
    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        let behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = [.automatic, .scrollableAxes, .never, .always][Int(seed % 4)]
        let configuration = seed % 5 == 0 ? RefreshConfiguration.reducedMotion : RefreshConfiguration()
        let footer: (RefreshFooterStyle, RefreshMetrics) = (seed % 2 == 0 ? .auto : .back, .footer)
        let bounds = ScrollSize(width: 200, height: 390)
        sides = [Side(SimulatedSession(bounds: bounds, behavior: behavior, footer: footer, configuration: configuration)),
                 Side(HorizontalSession(bounds: bounds.transposed, behavior: behavior, footer: footer, configuration: configuration))]
    }

    /// One random step, the same (transposed) on both sides, and the comparison after it.
    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        let roll = Int.random(in: 0..<100, using: &rng)
        let action = Self.kinds.take(roll, on: &self)
        if SeededSessions.tracing { print("\(index) \(action): \(sides[0].view.mirrored) | \(sides[1].view.mirrored)") }
        return (action, difference())
    }

    /// The first difference between the vertical view and the carousel, if any.
    private func difference() -> String? {
        let v = sides[0], h = sides[1]
        if v.view.mirrored != h.view.mirrored { return "vertical \(v.view.mirrored), carousel \(h.view.mirrored)" }
        if v.binding.appContentInset != h.view.local(h.binding.appContentInset) {
            return "app inset \(v.binding.appContentInset) vs \(h.view.local(h.binding.appContentInset))"
        }
        if v.binding.heldInset != h.view.local(h.binding.heldInset) {
            return "held \(v.binding.heldInset) vs \(h.view.local(h.binding.heldInset))"
        }
        for (a, b) in [(v.header, h.header), (v.footer, h.footer)] {
            if a.state != b.state || a.actionCount != b.actionCount || a.isHidden != b.isHidden || a.frame != b.frame.transposed
                || a.pullProgress != b.pullProgress {
                return "\(a.role): \(a.state) \(a.actionCount) hidden \(a.isHidden) \(a.frame) progress \(a.pullProgress) vs \(b.state) \(b.actionCount) progress \(b.pullProgress) "
                    + "hidden \(b.isHidden) \(b.frame.transposed)"
            }
        }
        if v.binding.droppedEvents != 0 || h.binding.droppedEvents != 0 { return "dropped events" }
        return nil
    }

    /// What a user, UIKit and the app do to both sides, with their shares of 100 rolls; values are in the
    /// vertical view's terms.
    static let kinds = StepKinds<MirrorSession, String>([
        (22, { $0.drag() }),
        (10, { $0.release() }),
        (6, { $0.fling() }),
        (8, { $0.advance() }),
        (4, { $0.each { $0.view.settle(limit: 10) }; return "settle" }),
        (2, { $0.each { $0.view.hold(0.15) }; return "hold" }),
        (4, { $0.appInset() }),
        (3, { $0.safeArea() }),
        (4, { $0.contentSize() }),
        (2, { $0.boundsSize() }),
        (4, { $0.each { $0.header.beginRefreshing() }; return "header begin" }),
        (4, { $0.each { $0.header.endRefreshing() }; return "header end" }),
        (2, { $0.each { $0.footer.beginRefreshing() }; return "footer begin" }),
        (3, { $0.each { $0.footer.endRefreshing() }; return "footer end" }),
        (2, { $0.each { $0.footer.setNoMoreData() }; return "no more data" }),
        (2, { $0.each { $0.footer.resetNoMoreData() }; return "reset no more data" }),
        (2, { $0.toggleAttachment() }),
        (2, { $0.each { $0.view.tap() }; return "tap" }),
        (1, { $0.each { $0.view.setInWindow(!$0.view.isInWindow) }; return "window" }),
        (2, { $0.configuration() }),
        (5, { $0.offset() }),
        (6, { $0.nudge() }),
    ])

    private mutating func drag() -> String {
        let distance = Double.random(in: -400...400, using: &rng).rounded()
        let duration = [1.0 / 60, 0.1, 0.3, 0.6].randomElement(using: &rng)!
        each { $0.view.drag(by: distance, duration: duration) }
        return "drag \(distance) in \(duration.rk) s"
    }

    private mutating func release() -> String {
        let velocity: Double? = Bool.random(using: &rng) ? nil : Double.random(in: -3...3, using: &rng)
        each { $0.view.release(velocity: velocity) }
        return "release \(velocity?.rk ?? "tracked")"
    }

    private mutating func fling() -> String {
        let velocity = Double.random(in: 0.5...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        each { $0.view.fling(velocity: velocity) }
        return "fling \(velocity.rk)"
    }

    private mutating func advance() -> String {
        let seconds = [0.05, 0.1, 0.25, 0.6].randomElement(using: &rng)!
        each { $0.view.advance(seconds) }
        return "advance \(seconds)"
    }

    private mutating func appInset() -> String {
        let insets = ScrollInsets(top: [0, 12.25, 33.5].randomElement(using: &rng)!, bottom: [0, 0.1, 34.6, 300.1].randomElement(using: &rng)!)
        each { $0.view.setContentInset($0.view.local(insets)) }
        return "app inset \(insets)"
    }

    private mutating func safeArea() -> String {
        let insets = ScrollInsets(top: [0, 20, 47, 91].randomElement(using: &rng)!, bottom: [0, 21, 34].randomElement(using: &rng)!)
        each { $0.view.setSafeAreaInsets($0.view.local(insets)) }
        return "safe area \(insets)"
    }

    private mutating func contentSize() -> String {
        let size = ScrollSize(width: 200, height: [0, 200, 300, 700, 2000, 2600].randomElement(using: &rng)!)
        each { $0.view.setContentSize($0.view.local(size)) }
        return "content \(size.height)"
    }

    private mutating func boundsSize() -> String {
        let size = [ScrollSize(width: 200, height: 390), ScrollSize(width: 150, height: 844),
                    ScrollSize(width: 390, height: 200)].randomElement(using: &rng)!
        each { $0.view.setBoundsSize($0.view.local(size)) }
        return "bounds \(size.width)x\(size.height)"
    }

    private mutating func toggleAttachment() -> String {
        let index = Int.random(in: 0..<2, using: &rng)
        for i in sides.indices {
            let controller = index == 0 ? sides[i].header : sides[i].footer
            if sides[i].attached[index] { sides[i].binding.detach(controller) } else { sides[i].binding.attach(controller) }
            sides[i].attached[index].toggle()
        }
        return "toggle \(index == 0 ? "header" : "footer")"
    }

    private mutating func configuration() -> String {
        let configuration = [RefreshConfiguration(), .reducedMotion,
                             RefreshConfiguration(allowsSimultaneousRefresh: true)].randomElement(using: &rng)!
        each { $0.binding.configuration = configuration }
        return "configuration \(configuration)"
    }

    private mutating func offset() -> String {
        let v = sides[0].view
        let y = min(max(Double.random(in: -200...1500, using: &rng), v.minOffset), v.maxOffset)
        let animated = Bool.random(using: &rng)
        each { $0.view.setContentOffset($0.view.local(ScrollPoint(x: 0, y: y)), animated: animated) }
        return "offset \(y.rk) animated \(animated)"
    }

    private mutating func nudge() -> String {
        let velocity = Double.random(in: -1...1, using: &rng)
        each {
            $0.view.drag(by: 20, duration: 1.0 / 60)
            $0.view.release(velocity: velocity)
        }
        return "nudge and release \(velocity.rk)"
    }

    private func each(_ body: (Side) -> Void) {
        for side in sides { body(side) }
    }
}
