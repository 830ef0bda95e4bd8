import RefreshKit

/// What one panel of the SVG shows: lines over time, and state bands above and below the plot.
struct Chart {
    struct Series {
        var label: String
        var color: String
        var values: [Double]
    }

    var title: String
    var summary: String
    var times: [Double]
    var series: [Series]
    /// The band above the plot and the one below it, one state (or none) per sample.
    var bands: (above: [RefreshState?], below: [RefreshState?])
    var bandLegend: String
}

/// Draws the recorded scenarios as one SVG: offsets and insets over time, with the states as bands.
@MainActor
enum SVGChart {
    static let width = 960.0, panelHeight = 320.0, margin = 56.0

    static let stateColors: [RefreshState: String] = [
        .pulling(progress: 0): "#cfe3ff", .ready: "#7fb2ff", .refreshing: "#ffcf70",
        .ending: "#c8e6c9", .noMoreData: "#e0e0e0",
    ]

    static func render(_ charts: [Chart]) -> String {
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(panelHeight * Double(charts.count)))" \
            font-family="-apple-system, Helvetica, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>

            """
        for (index, chart) in charts.enumerated() {
            svg += panel(chart, top: Double(index) * panelHeight)
        }
        return svg + "</svg>\n"
    }

    /// A single scroll view's scenario: its offset and insets, the header's and footer's states.
    static func chart(_ scenario: DemoScenario, _ stage: DemoStage) -> Chart {
        let samples = stage.samples
        var series = [
            Chart.Series(label: "contentOffset.y", color: "#1f6feb", values: samples.map(\.offset)),
            Chart.Series(label: "contentInset.top", color: "#f08c00", values: samples.map(\.contentInset.top)),
            Chart.Series(label: "contentInset.bottom", color: "#2f9e44", values: samples.map(\.contentInset.bottom)),
        ]
        // A scenario's model (bar height, sheet offset), when it has one.
        if let detail = stage.detail, samples.contains(where: { $0.detailValue != nil }) {
            series.append(Chart.Series(label: detail.chartLabel, color: "#ae3ec9", values: samples.map { $0.detailValue ?? 0 }))
        }
        return Chart(title: scenario.name, summary: scenario.summary, times: samples.map(\.time), series: series,
                     bands: (samples.map(\.header), samples.map(\.footer)),
                     bandLegend: "bands: header (top), footer (bottom): pulling, ready, refreshing, ending, no more data")
    }

    private static func panel(_ chart: Chart, top: Double) -> String {
        let times = chart.times
        guard let first = times.first, let last = times.last else { return "" }
        let values = chart.series.flatMap(\.values)
        let low = min(values.min() ?? 0, 0) - 10, high = max(values.max() ?? 0, 0) + 10
        let plotTop = top + 40, plotHeight = panelHeight - 96, plotWidth = width - 2 * margin
        let span = max(last - first, 1e-6)
        func x(_ t: Double) -> Double { margin + (t - first) / span * plotWidth }
        func y(_ v: Double) -> Double { plotTop + (high - v) / (high - low) * plotHeight }
        var out = "<text x=\"\(margin)\" y=\"\(top + 20)\" font-weight=\"bold\">\(chart.title)</text>"
        out += "<text x=\"\(margin + 140)\" y=\"\(top + 20)\" fill=\"#555\">\(chart.summary)</text>\n"
        for (row, states) in [(0, chart.bands.above), (1, chart.bands.below)] {
            let bandY = row == 0 ? plotTop - 12 : plotTop + plotHeight + 4
            for index in times.indices.dropLast() {
                guard let state = states[index], let color = stateColors[state.kind] else { continue }
                out += "<rect x=\"\(f(x(times[index])))\" y=\"\(bandY)\" width=\"\(f(max(x(times[index + 1]) - x(times[index]), 0.5)))\" "
                out += "height=\"8\" fill=\"\(color)\"/>"
            }
        }
        out += "\n<rect x=\"\(margin)\" y=\"\(plotTop)\" width=\"\(plotWidth)\" height=\"\(plotHeight)\" fill=\"none\" stroke=\"#ccc\"/>"
        out += "<line x1=\"\(margin)\" x2=\"\(margin + plotWidth)\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\" stroke=\"#eee\"/>"
        // The bounds' labels, and 0's; a bound's label that would overprint 0's (12 px, a line) is left out.
        for (value, baseline) in [(high, y(high) + 4), (low, y(low))] where abs(baseline - (y(0) + 4)) >= 12 {
            out += "<text x=\"4\" y=\"\(f(baseline))\" fill=\"#888\">\(f(value))</text>"
        }
        out += "<text x=\"4\" y=\"\(f(y(0) + 4))\" fill=\"#888\">0</text>"
        out += "<text x=\"\(margin + plotWidth - 30)\" y=\"\(plotTop + plotHeight + 28)\" fill=\"#888\">\(f(span)) s</text>\n"
        for (index, series) in chart.series.enumerated() {
            let points = zip(times, series.values).map { "\(f(x($0))),\(f(y($1)))" }.joined(separator: " ")
            out += "<polyline fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"1.8\" points=\"\(points)\"/>"
            out += "<text x=\"\(margin + 10 + Double(index) * 170)\" y=\"\(plotTop + plotHeight + 28)\" fill=\"\(series.color)\">\(series.label)</text>\n"
        }
        out += "<text x=\"\(margin + 10)\" y=\"\(plotTop + plotHeight + 44)\" fill=\"#888\">\(chart.bandLegend)</text>\n"
        return out
    }

    private static func f(_ v: Double) -> String { format(v, 1) }
}
