// RefreshKitDemo: plays scripted scroll sessions on the simulated UIScrollView with the real engine.
import Foundation
@_spi(RefreshKitHost) import RefreshKit
import RefreshKitSimulator

let usage = """
    usage: RefreshKitDemo [--scenario NAME] [--list] [--fps N] [--svg FILE] [--quiet]
      --scenario NAME  play one scenario (default: all)
      --list           list the scenarios
      --fps N          simulated display frames per second (default 60)
      --svg FILE       also write an SVG chart of offset, insets and states over time
      --quiet          print the summaries only, not the per-frame timeline
    """

var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
var selected: String?
var fps = 60.0
var svgPath: String?
var quiet = false
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--list":
        for scenario in DemoScenario.all { print("\(scenario.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(scenario.summary)") }
        for scenario in NestedDemoScenario.all { print("\(scenario.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(scenario.summary)") }
        for scenario in ContainerDemoScenario.all { print("\(scenario.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(scenario.summary)") }
        exit(0)
    case "--scenario" where !arguments.isEmpty: selected = arguments.removeFirst()
    case "--fps" where !arguments.isEmpty:
        guard let value = Double(arguments.removeFirst()), value >= 10, value <= 240 else {
            print("--fps takes a number from 10 to 240"); exit(2)
        }
        fps = value
    case "--svg" where !arguments.isEmpty: svgPath = arguments.removeFirst()
    case "--quiet": quiet = true
    case "--help", "-h": print(usage); exit(0)
    default: print(usage); exit(2)
    }
}

let scenarios = DemoScenario.all.filter { selected == nil || $0.name == selected }
let nestedScenarios = NestedDemoScenario.all.filter { selected == nil || $0.name == selected }
let containerScenarios = ContainerDemoScenario.all.filter { selected == nil || $0.name == selected }
if scenarios.isEmpty && nestedScenarios.isEmpty && containerScenarios.isEmpty {
    print("no scenario named \(selected ?? ""); --list shows them")
    exit(2)
}

/// A gauge of how far the header (▼) or footer (▲) is revealed, 4 pt a cell.
func gauge(_ revealed: Double, _ mark: Character) -> String {
    let cells = min(max(Int((revealed / 4).rounded()), 0), 24)
    return String(repeating: mark, count: cells).padding(toLength: 24, withPad: " ", startingAt: 0)
}

var runs: [(DemoScenario, DemoStage)] = []
for scenario in scenarios {
    let stage = DemoStage(fps: fps)
    scenario.play(stage)
    runs.append((scenario, stage))
    print("\n== \(scenario.name): \(scenario.summary)")
    if !quiet {
        let detailWidth = max(stage.detail?.title.count ?? 0, stage.samples.map { $0.detailText?.count ?? 0 }.max() ?? 0)
        let detailHeading = stage.detail.map { $0.title.padding(toLength: detailWidth, withPad: " ", startingAt: 0) + " " } ?? ""
        print("   time    offset   inset(top bottom)  header         footer         header revealed          \(detailHeading)events")
        for s in stage.samples {
            let revealed = stage.headerRevealed(s)
            var line = [
                (format(s.time, 3) + "s").padding(toLength: 7, withPad: " ", startingAt: 0),
                format(s.offset, 2).padding(toLength: 8, withPad: " ", startingAt: 0),
                "(\(format(s.contentInset.top, 1)) \(format(s.contentInset.bottom, 1)))".padding(toLength: 18, withPad: " ", startingAt: 0),
                (s.header.map { "\($0)" } ?? "-").padding(toLength: 14, withPad: " ", startingAt: 0),
                (s.footer.map { "\($0)" } ?? "-").padding(toLength: 14, withPad: " ", startingAt: 0),
                gauge(revealed, "▼"),
                s.events.joined(separator: "; "),
            ]
            if stage.detail != nil { line.insert((s.detailText ?? "").padding(toLength: detailWidth, withPad: " ", startingAt: 0), at: 6) }
            print("   " + line.joined(separator: " "))
        }
    }
    let sv = stage.scrollView
    print("   summary: \(format(sv.time, 2)) s, \(stage.samples.count) frames at \(Int(fps)) fps, \(stage.actions) action call(s); "
        + "header \(stage.headerController.map { "\($0.state)" } ?? "-"), footer \(stage.footerController.map { "\($0.state)" } ?? "-"); "
        + "offset \(format(sv.contentOffset.y, 2)), contentInset \(sv.contentInset), the app's inset \(stage.binding.appContentInset)")
    for line in stage.conclusions { print("   \(line)") }
}

let nestedCharts = nestedScenarios.map { $0.run(fps: fps, quiet: quiet) }
let containerCharts = containerScenarios.map { $0.run(fps: fps, quiet: quiet) }

if let svgPath {
    do {
        let charts = runs.map { SVGChart.chart($0.0, $0.1) } + nestedCharts + containerCharts
        try SVGChart.render(charts).write(toFile: svgPath, atomically: true, encoding: .utf8)
        print("\nwrote \(svgPath)")
    } catch {
        print("could not write \(svgPath): \(error)")
        exit(1)
    }
}
