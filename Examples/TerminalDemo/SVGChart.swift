import RefreshKit

/// Draws the recorded scenarios as one SVG: offset and insets over time, with the states as bands.
@MainActor
enum SVGChart {
    static let width = 960.0, panelHeight = 320.0, margin = 56.0

    static let stateColors: [RefreshState: String] = [
        .pulling(progress: 0): "#cfe3ff", .ready: "#7fb2ff", .refreshing: "#ffcf70",
        .ending: "#c8e6c9", .noMoreData: "#e0e0e0",
    ]

    static func render(_ runs: [(DemoScenario, DemoStage)]) -> String {
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(panelHeight * Double(runs.count)))" \
            font-family="-apple-system, Helvetica, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>

            """
        for (index, run) in runs.enumerated() {
            svg += panel(run.0, run.1, top: Double(index) * panelHeight)
        }
        return svg + "</svg>\n"
    }

    private static func panel(_ scenario: DemoScenario, _ stage: DemoStage, top: Double) -> String {
        let samples = stage.samples
        guard let first = samples.first, let last = samples.last else { return "" }
        let values = samples.flatMap { [$0.offset, $0.contentInset.top, $0.contentInset.bottom] + ($0.detailValue.map { [$0] } ?? []) }
        let low = min(values.min() ?? 0, 0) - 10, high = max(values.max() ?? 0, 0) + 10
        let plotTop = top + 40, plotHeight = panelHeight - 96, plotWidth = width - 2 * margin
        let span = max(last.time - first.time, 1e-6)
        func x(_ t: Double) -> Double { margin + (t - first.time) / span * plotWidth }
        func y(_ v: Double) -> Double { plotTop + (high - v) / (high - low) * plotHeight }
        var out = "<text x=\"\(margin)\" y=\"\(top + 20)\" font-weight=\"bold\">\(scenario.name)</text>"
        out += "<text x=\"\(margin + 140)\" y=\"\(top + 20)\" fill=\"#555\">\(scenario.summary)</text>\n"
        // State bands: header above the plot, footer below it.
        for (row, state) in [(0, \DemoStage.Sample.header), (1, \DemoStage.Sample.footer)] {
            let bandY = row == 0 ? plotTop - 12 : plotTop + plotHeight + 4
            for (a, b) in zip(samples, samples.dropFirst()) {
                guard let s = a[keyPath: state], let color = stateColors[s.kind] else { continue }
                out += "<rect x=\"\(f(x(a.time)))\" y=\"\(bandY)\" width=\"\(f(max(x(b.time) - x(a.time), 0.5)))\" height=\"8\" fill=\"\(color)\"/>"
            }
        }
        out += "\n<rect x=\"\(margin)\" y=\"\(plotTop)\" width=\"\(plotWidth)\" height=\"\(plotHeight)\" fill=\"none\" stroke=\"#ccc\"/>"
        out += "<line x1=\"\(margin)\" x2=\"\(margin + plotWidth)\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\" stroke=\"#eee\"/>"
        out += "<text x=\"4\" y=\"\(f(y(high) + 4))\" fill=\"#888\">\(f(high))</text><text x=\"4\" y=\"\(f(y(low)))\" fill=\"#888\">\(f(low))</text>"
        out += "<text x=\"4\" y=\"\(f(y(0) + 4))\" fill=\"#888\">0</text>"
        out += "<text x=\"\(margin + plotWidth - 30)\" y=\"\(plotTop + plotHeight + 28)\" fill=\"#888\">\(f(span)) s</text>\n"
        var series: [(String, String, (DemoStage.Sample) -> Double)] = [
            ("contentOffset.y", "#1f6feb", { $0.offset }),
            ("contentInset.top", "#f08c00", { $0.contentInset.top }),
            ("contentInset.bottom", "#2f9e44", { $0.contentInset.bottom }),
        ]
        // A scenario's model (bar height, sheet offset), when it has one.
        if let detail = stage.detail, samples.contains(where: { $0.detailValue != nil }) {
            series.append((detail.chartLabel, "#ae3ec9", { $0.detailValue ?? 0 }))
        }
        for (index, (label, color, value)) in series.enumerated() {
            let points = samples.map { "\(f(x($0.time))),\(f(y(value($0))))" }.joined(separator: " ")
            out += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.8\" points=\"\(points)\"/>"
            out += "<text x=\"\(margin + 10 + Double(index) * 170)\" y=\"\(plotTop + plotHeight + 28)\" fill=\"\(color)\">\(label)</text>\n"
        }
        out += "<text x=\"\(margin + 10)\" y=\"\(plotTop + plotHeight + 44)\" fill=\"#888\">bands: header (top), footer (bottom): "
        out += "pulling, ready, refreshing, ending, no more data</text>\n"
        return out
    }

    private static func f(_ v: Double) -> String { format(v, 1) }
}
