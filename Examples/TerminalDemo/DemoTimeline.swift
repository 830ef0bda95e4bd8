import RefreshKit

/// What a nested or container scenario records as it plays: every frame's values for the chart, and a line of the
/// printed timeline every third frame and on each frame a note is waiting for.
@MainActor
final class DemoTimeline {
    /// A column of the printed timeline: its heading, and the width its cells are padded to.
    struct Column {
        let heading: String
        let width: Int
    }

    private let columns: [Column]
    private let seriesCount: Int
    private let quiet: Bool
    private(set) var frames = 0
    private var lines: [String] = []
    private var pending: [String] = []
    private var times: [Double] = []
    private var values: [[Double]]
    private var states: [RefreshState?] = []

    /// A timeline printed in `columns` (the notes come last), charting `seriesCount` values per frame.
    init(columns: [Column], seriesCount: Int, quiet: Bool) {
        self.columns = columns
        self.seriesCount = seriesCount
        self.quiet = quiet
        values = Array(repeating: [], count: seriesCount)
    }

    /// A note the next printed line shows: what the script does now.
    func note(_ text: String) {
        pending.append(text)
    }

    /// Records one frame: its time, its charted values and the refreshing header's state, and, when a line is due,
    /// the cells `cells` gives (one per column).
    func record(time: Double, values frameValues: [Double], state: RefreshState?, cells: () -> [String]) {
        frames += 1
        times.append(time)
        for (index, value) in frameValues.prefix(seriesCount).enumerated() { values[index].append(value) }
        states.append(state)
        guard !quiet, frames % 3 == 1 || !pending.isEmpty else { return }
        let padded = zip(cells(), columns).map { $0.padding(toLength: $1.width, withPad: " ", startingAt: 0) }
        lines.append("   " + (padded + [pending.joined(separator: "; ")]).joined(separator: " "))
        pending = []
    }

    /// Prints the scenario's heading and, unless quiet, its timeline.
    func print(name: String, summary: String) {
        Swift.print("\n== \(name): \(summary)")
        guard !quiet else { return }
        let headings = columns.map { $0.heading.padding(toLength: $0.width, withPad: " ", startingAt: 0) }
        Swift.print("   " + (headings + ["events (every third frame)"]).joined(separator: " "))
        lines.forEach { Swift.print($0) }
    }

    /// The chart of the recorded frames: one line per series (label and colour, in the order of the values), and
    /// the states as the band above the plot.
    func chart(title: String, summary: String, series: [(label: String, color: String)], bandLegend: String) -> Chart {
        Chart(title: title, summary: summary, times: times,
              series: zip(series, values).map { Chart.Series(label: $0.label, color: $0.color, values: $1) },
              bands: (states, Array(repeating: nil, count: states.count)), bandLegend: bandLegend)
    }
}
