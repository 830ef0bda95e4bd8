@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A simulated screen for one scenario, recording a sample every frame.
@MainActor
final class DemoStage {
    struct Sample {
        var time: Double
        var offset: Double
        var contentInset: ScrollInsets
        var adjustedTop: Double
        var header: RefreshState?
        var footer: RefreshState?
        var events: [String]
        /// The scenario's extra column (``Detail``), if it has one.
        var detailText: String?
        var detailValue: Double?
    }

    /// An extra timeline column, and an extra line on the SVG chart, for a scenario that attaches a model
    /// (a navigation bar, a sheet). Read at the end of each frame, after the models' own layout passes.
    struct Detail {
        /// The column's heading in the timeline.
        let title: String
        /// The plotted value's name on the SVG chart.
        let chartLabel: String
        let text: @MainActor () -> String
        let value: @MainActor () -> Double
    }

    let scrollView: SimulatedScrollView
    let binding: RefreshBinding
    private(set) var headerController: RefreshController?
    private(set) var footerController: RefreshController?
    private(set) var samples: [Sample] = []
    private(set) var actions = 0
    /// Set by a scenario before it plays: an extra column and chart line.
    var detail: Detail?
    /// Lines a scenario adds under its summary (what its model recorded).
    var conclusions: [String] = []
    private var pending: [String] = []
    private var lastCallbacks = 0
    private var lastStates: (RefreshState?, RefreshState?) = (nil, nil)

    init(fps: Double) {
        scrollView = SimulatedScrollView()
        scrollView.framesPerSecond = fps
        scrollView.contentInsetAdjustmentBehavior = .never
        binding = scrollView.installRefresh()
        scrollView.onFrame = { [unowned self] _ in self.sample() }
    }

    func header() {
        let controller = RefreshController(header: .header, action: .manual { [unowned self] in
            actions += 1
            pending.append("header action runs")
        })
        binding.attach(controller)
        headerController = controller
    }

    func footer(_ style: RefreshFooterStyle, load: (@MainActor (RefreshController) -> Void)? = nil) {
        let controller = RefreshController(footer: style)
        controller.action = .manual { [unowned self, unowned controller] in
            actions += 1
            pending.append("footer action runs")
            load?(controller)
        }
        binding.attach(controller)
        footerController = controller
    }

    func note(_ text: String) {
        pending.append("» " + text)
    }

    /// How far the header is revealed in `sample`: the content's distance below its resting top (the system
    /// inset plus the app's), not counting what RefreshKit holds.
    func headerRevealed(_ sample: Sample) -> Double {
        -(sample.adjustedTop - sample.contentInset.top + binding.appContentInset.top) - sample.offset
    }

    private func sample() {
        let callbacks = scrollView.callbacks
        for callback in callbacks[lastCallbacks...] { pending.append(Self.describe(callback)) }
        lastCallbacks = callbacks.count
        let states = (headerController?.state, footerController?.state)
        if states.0?.kind != lastStates.0?.kind, let s = states.0 { pending.append("header → \(s.kind)") }
        if states.1?.kind != lastStates.1?.kind, let s = states.1 { pending.append("footer → \(s.kind)") }
        lastStates = states
        samples.append(Sample(time: scrollView.time, offset: scrollView.contentOffset.y,
                              contentInset: scrollView.contentInset, adjustedTop: scrollView.adjustedContentInset.top,
                              header: states.0, footer: states.1, events: pending,
                              detailText: detail?.text(), detailValue: detail?.value()))
        pending = []
    }

    private static func describe(_ callback: SimulatedScrollView.Callback) -> String {
        switch callback {
        case .willBeginDragging: "willBeginDragging"
        case .willEndDragging(let v, let target): "willEndDragging(v \(format(v, 2)) pt/ms, target \(format(target, 1)))"
        case .didEndDragging(let decelerate): "didEndDragging(willDecelerate: \(decelerate))"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .adjustedContentInsetDidChange: "adjustedContentInsetDidChange"
        }
    }
}

/// `value` with `digits` decimals, without Foundation's formatting.
func format(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text == "-0.0" ? "0.0" : text
}
