import Foundation
import Testing
@testable import RefreshKit
@testable import RefreshKitSimulator

/// Seeded random sessions played on a vertical scroll view and on a carousel that is its mirror image over the
/// diagonal: after every step the carousel must be the vertical view transposed, exactly (offsets, insets, the
/// app's inset, states, actions, frames). The engine runs one geometry along either axis, so any difference is
/// an axis bug. Safe areas are along the axis only (the two models differ across it by design).
///
/// `RK_MIRROR_SESSIONS` sets how many sessions run (default 300), `RK_MIRROR_STEPS` their length (default 150),
/// and `RK_MIRROR_SEED` replays one.
@Suite struct HorizontalMirrorTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sessions = Int(environment["RK_MIRROR_SESSIONS"] ?? "") ?? 300
    static let steps = Int(environment["RK_MIRROR_STEPS"] ?? "") ?? 150
    static let shards = 4

    /// Half the shards run the vertical view without the engine's shortcuts (the quiet path for idle
    /// scrolling, the recognised echo of its own writes), so the comparison also proves that they change
    /// nothing (the carousel keeps them).
    static func comparesShortcuts(_ shard: Int) -> Bool { shard % 2 == 1 }

    @Test(arguments: 0..<shards) @MainActor
    func aCarouselBehavesAsTheVerticalViewTransposed(shard: Int) {
        let seeds: [UInt64]
        if let replay = Self.environment["RK_MIRROR_SEED"].flatMap(UInt64.init) {
            seeds = shard < 2 ? [replay] : []  // with and without the shortcuts
        } else {
            seeds = stride(from: shard, to: Self.sessions, by: Self.shards).map { UInt64($0) &* 0x51_7CC1 &+ 3 }
        }
        for seed in seeds {
            var session = MirrorSession(seed: seed, verticalUsesShortcuts: !Self.comparesShortcuts(shard))
            if let failure = session.run(steps: Self.steps) {
                Issue.record("""
                    seed \(seed), \(failure)
                    replay: RK_MIRROR_SEED=\(seed) swift test --filter HorizontalMirrorTests
                    """)
                return
            }
        }
    }
}

/// What a step does to a scroll view, given in the vertical view's terms; the carousel gets it transposed.
@MainActor
protocol MirroredScrollView: AnyObject {
    var refresh: RefreshBinding? { get }
    var minOffset: Double { get }
    var maxOffset: Double { get }
    var isInWindow: Bool { get }
    var isDragging: Bool { get }
    var isTracking: Bool { get }
    var isDecelerating: Bool { get }
    func drag(by distance: Double, duration: Double)
    func release(velocity: Double?)
    func fling(velocity: Double)
    func hold(_ seconds: Double)
    func advance(_ seconds: Double)
    func settle(limit: Double)
    func tap()
    func setInWindow(_ inWindow: Bool)
    /// A vertical view's value in this view's frame.
    func local(_ insets: ScrollInsets) -> ScrollInsets
    func local(_ point: ScrollPoint) -> ScrollPoint
    func local(_ size: ScrollSize) -> ScrollSize
    /// This view's state in the vertical view's frame.
    var mirrored: MirrorState { get }
    func applyContentInset(_ insets: ScrollInsets)
    func applySafeArea(_ insets: ScrollInsets)
    func applyContentSize(_ size: ScrollSize)
    func applyBoundsSize(_ size: ScrollSize)
    func applyOffset(_ offset: ScrollPoint, animated: Bool)
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

extension SimulatedScrollView: MirroredScrollView {
    func local(_ insets: ScrollInsets) -> ScrollInsets { insets }
    func local(_ point: ScrollPoint) -> ScrollPoint { point }
    func local(_ size: ScrollSize) -> ScrollSize { size }
    var mirrored: MirrorState {
        MirrorState(offset: contentOffset, contentInset: contentInset, adjustedContentInset: adjustedContentInset,
                    flags: [isTracking, isDragging, isDecelerating, isScrollAnimating, frameClockRunning])
    }
    func applyContentInset(_ insets: ScrollInsets) { setContentInset(insets) }
    func applySafeArea(_ insets: ScrollInsets) { setSafeAreaInsets(insets) }
    func applyContentSize(_ size: ScrollSize) { setContentSize(size) }
    func applyBoundsSize(_ size: ScrollSize) { setBoundsSize(size) }
    func applyOffset(_ offset: ScrollPoint, animated: Bool) { setContentOffset(offset, animated: animated) }
}

extension SimulatedHorizontalScrollView: MirroredScrollView {
    func local(_ insets: ScrollInsets) -> ScrollInsets { insets.transposed }
    func local(_ point: ScrollPoint) -> ScrollPoint { point.transposed }
    func local(_ size: ScrollSize) -> ScrollSize { size.transposed }
    var mirrored: MirrorState {
        MirrorState(offset: contentOffset.transposed, contentInset: contentInset.transposed,
                    adjustedContentInset: adjustedContentInset.transposed,
                    flags: [isTracking, isDragging, isDecelerating, isScrollAnimating, frameClockRunning])
    }
    func applyContentInset(_ insets: ScrollInsets) { setContentInset(insets) }
    func applySafeArea(_ insets: ScrollInsets) { setSafeAreaInsets(insets) }
    func applyContentSize(_ size: ScrollSize) { setContentSize(size) }
    func applyBoundsSize(_ size: ScrollSize) { setBoundsSize(size) }
    func applyOffset(_ offset: ScrollPoint, animated: Bool) { setContentOffset(offset, animated: animated) }
}

extension ScrollRect {
    var transposed: ScrollRect { ScrollRect(x: origin.y, y: origin.x, width: size.height, height: size.width) }
}

/// One vertical scroll view and its transposed carousel, each with a header (leading) and a footer (trailing).
@MainActor
struct MirrorSession {
    /// One side: a scroll view, its binding and components, and whether each is attached.
    struct Side {
        let view: any MirroredScrollView
        let binding: RefreshBinding
        let header: RefreshController
        let footer: RefreshController
        var attached = [true, true]
    }

    var rng: SplitMix64
    var sides: [Side]

    init(seed: UInt64, verticalUsesShortcuts: Bool = true) {
        rng = SplitMix64(seed: seed)
        let behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = [.automatic, .scrollableAxes, .never, .always][Int(seed % 4)]
        let configuration = seed % 5 == 0 ? RefreshConfiguration.reducedMotion : RefreshConfiguration()
        let style: RefreshFooterStyle = seed % 2 == 0 ? .auto : .back
        let vertical = SimulatedScrollView(bounds: ScrollSize(width: 200, height: 390),
                                           contentSize: ScrollSize(width: 200, height: 2000))
        vertical.contentInsetAdjustmentBehavior = behavior
        let horizontal = SimulatedHorizontalScrollView(bounds: ScrollSize(width: 390, height: 200),
                                                       contentSize: ScrollSize(width: 2000, height: 200))
        horizontal.contentInsetAdjustmentBehavior = behavior
        var sides: [Side] = []
        for view in [vertical, horizontal] as [any MirroredScrollView] {
            let binding: RefreshBinding
            if let v = view as? SimulatedScrollView {
                v.isRecording = false
                v.framesPerSecond = 60
                binding = v.installRefresh(configuration: configuration)
            } else if let h = view as? SimulatedHorizontalScrollView {
                h.isRecording = false
                h.framesPerSecond = 60
                binding = h.installRefresh(configuration: configuration)
            } else {
                fatalError("unknown view")
            }
            let header = RefreshController(header: .header, action: .manual {})
            let footer = RefreshController(footer: style, metrics: .footer, action: .manual {})
            binding.attach(header)
            binding.attach(footer)
            if view is SimulatedScrollView {
                binding.usesShortPaths = verticalUsesShortcuts
                binding.usesEchoShortcut = verticalUsesShortcuts
            }
            sides.append(Side(view: view, binding: binding, header: header, footer: footer))
        }
        self.sides = sides
    }

    /// Plays `steps` random steps; returns a description of the first difference, if any.
    mutating func run(steps: Int) -> String? {
        for step in 0..<steps {
            let action = takeStep()
            if let difference = compare() { return "step \(step) (\(action)): \(difference)" }
        }
        return nil
    }

    private func compare() -> String? {
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

    /// One random step, the same (transposed) on both sides.
    private mutating func takeStep() -> String {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<22:
            let distance = Double.random(in: -400...400, using: &rng).rounded()
            let duration = [1.0 / 60, 0.1, 0.3, 0.6].randomElement(using: &rng)!
            each { $0.view.drag(by: distance, duration: duration) }
            return "drag \(distance) in \(duration.rk) s"
        case 22..<32:
            let velocity: Double? = Bool.random(using: &rng) ? nil : Double.random(in: -3...3, using: &rng)
            each { $0.view.release(velocity: velocity) }
            return "release \(velocity?.rk ?? "tracked")"
        case 32..<38:
            let velocity = Double.random(in: 0.5...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            each { $0.view.fling(velocity: velocity) }
            return "fling \(velocity.rk)"
        case 38..<46:
            let seconds = [0.05, 0.1, 0.25, 0.6].randomElement(using: &rng)!
            each { $0.view.advance(seconds) }
            return "advance \(seconds)"
        case 46..<50:
            each { $0.view.settle(limit: 10) }
            return "settle"
        case 50..<52:
            each { $0.view.hold(0.15) }
            return "hold"
        case 52..<56:
            let insets = ScrollInsets(top: [0, 12.25, 33.5].randomElement(using: &rng)!, bottom: [0, 0.1, 34.6, 300.1].randomElement(using: &rng)!)
            each { $0.view.applyContentInset($0.view.local(insets)) }
            return "app inset \(insets)"
        case 56..<59:
            let insets = ScrollInsets(top: [0, 20, 47, 91].randomElement(using: &rng)!, bottom: [0, 21, 34].randomElement(using: &rng)!)
            each { $0.view.applySafeArea($0.view.local(insets)) }
            return "safe area \(insets)"
        case 59..<63:
            let size = ScrollSize(width: 200, height: [0, 200, 300, 700, 2000, 2600].randomElement(using: &rng)!)
            each { $0.view.applyContentSize($0.view.local(size)) }
            return "content \(size.height)"
        case 63..<65:
            let size = [ScrollSize(width: 200, height: 390), ScrollSize(width: 150, height: 844),
                        ScrollSize(width: 390, height: 200)].randomElement(using: &rng)!
            each { $0.view.applyBoundsSize($0.view.local(size)) }
            return "bounds \(size.width)x\(size.height)"
        case 65..<69:
            each { $0.header.beginRefreshing() }
            return "header begin"
        case 69..<73:
            each { $0.header.endRefreshing() }
            return "header end"
        case 73..<75:
            each { $0.footer.beginRefreshing() }
            return "footer begin"
        case 75..<78:
            each { $0.footer.endRefreshing() }
            return "footer end"
        case 78..<80:
            each { $0.footer.setNoMoreData() }
            return "no more data"
        case 80..<82:
            each { $0.footer.resetNoMoreData() }
            return "reset no more data"
        case 82..<84:
            let index = Int.random(in: 0..<2, using: &rng)
            for i in sides.indices {
                let controller = index == 0 ? sides[i].header : sides[i].footer
                if sides[i].attached[index] { sides[i].binding.detach(controller) } else { sides[i].binding.attach(controller) }
                sides[i].attached[index].toggle()
            }
            return "toggle \(index == 0 ? "header" : "footer")"
        case 84..<86:
            each { $0.view.tap() }
            return "tap"
        case 86..<87:
            each { $0.view.setInWindow(!$0.view.isInWindow) }
            return "window"
        case 87..<89:
            let configuration = [RefreshConfiguration(), .reducedMotion,
                                 RefreshConfiguration(allowsSimultaneousRefresh: true)].randomElement(using: &rng)!
            each { $0.binding.configuration = configuration }
            return "configuration \(configuration)"
        case 89..<94:
            let v = sides[0].view
            let y = min(max(Double.random(in: -200...1500, using: &rng), v.minOffset), v.maxOffset)
            let animated = Bool.random(using: &rng)
            each { $0.view.applyOffset($0.view.local(ScrollPoint(x: 0, y: y)), animated: animated) }
            return "offset \(y.rk) animated \(animated)"
        default:
            let velocity = Double.random(in: -1...1, using: &rng)
            each {
                $0.view.drag(by: 20, duration: 1.0 / 60)
                $0.view.release(velocity: velocity)
            }
            return "nudge and release \(velocity.rk)"
        }
    }

    private func each(_ body: (Side) -> Void) {
        for side in sides { body(side) }
    }
}
