// Measures what RefreshKit costs per engine event on each path it runs, in a release build:
//   swift run -c release --package-path Benchmarks --scratch-path .build-bench          (wall time, allocations)
//   Benchmarks/scripts/measure                                                          (adds instruction counts)
// `--path NAME --rounds N` runs one path only, for callgrind (see Benchmarks/README.md).
import Foundation
@_spi(RefreshKitHost) import RefreshKit
import RefreshKitSimulator

/// One measured path: `setUp` builds the scene, `round` drives it through one round of events.
@MainActor
struct Path {
    var name: String
    var setUp: () -> Scene
    var round: (Scene) -> Void
}

/// What a path drives: an echo host with its binding, or a nested page.
@MainActor
final class Scene {
    let host: EchoHost
    let binding: RefreshBinding
    var header: RefreshController?
    var footer: RefreshController?
    var nested: (binding: NestedScrollBinding, parent: NestedEchoHost, child: NestedEchoHost)?
    var container: ContainerBench?
    var phase = 0.0

    init(content: Double, components: Int) {
        host = EchoHost(content: content)
        binding = RefreshBinding(host: host, configuration: RefreshConfiguration(pinDuration: 0.25, endDuration: 0.3))
        host.binding = binding
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        self.header = header
        if components > 1 {
            let footer = RefreshController(footer: .auto, action: .manual {})
            binding.attach(footer)
            self.footer = footer
        }
    }

    /// Events RefreshKit handled so far (the binding's, or the nested binding's calls).
    var events: Int { binding.handledEvents + nestedEvents }
    var nestedEvents = 0
}

/// A finger moving the content back and forth between `low` and `high`, one KVO event per step.
@MainActor
func sweep(_ scene: Scene, low: Double, high: Double, steps: Int) {
    for i in 0..<steps {
        let t = Double(i) / Double(steps)
        let y = low + (high - low) * (t < 0.5 ? 2 * t : 2 - 2 * t)
        scene.host.snapshot.time += 1.0 / 120
        scene.host.scroll(to: (y * 3).rounded() / 3)
    }
}

@MainActor
func idle(content: Double, components: Int) -> Path {
    Path(name: "idle, \(components) component\(components > 1 ? "s" : ""), content \(Int(content).formatted())") {
        let scene = Scene(content: content, components: components)
        scene.host.snapshot.isDragging = true
        scene.host.snapshot.isTracking = true
        scene.host.scroll(to: 60)
        return scene
    } round: { scene in
        let high = min(content - 812 - 60, 60 + 400)
        sweep(scene, low: 60, high: max(61, high), steps: 100)
    }
}

@MainActor
func refreshingBand(content: Double) -> Path {
    Path(name: "header refreshing, scrolling in its band, content \(Int(content).formatted())") {
        let scene = Scene(content: content, components: 2)
        scene.header?.beginRefreshing()
        for _ in 0..<120 { scene.host.frame() }
        scene.host.snapshot.isDragging = true
        scene.host.snapshot.isTracking = true
        return scene
    } round: { scene in
        sweep(scene, low: -54, high: -4, steps: 100)  // the held inset follows the visible header every event
    }
}

@MainActor
func pullCycle(content: Double, asyncAction: Bool = false) -> Path {
    Path(name: "pull cycle (pull, release, refresh, end, unpin frames)\(asyncAction ? ", async action" : ""), content \(Int(content).formatted())") {
        let scene = Scene(content: content, components: 2)
        if asyncAction {  // its task never runs here (the harness never yields): the app's end comes from the round
            let header = RefreshController(header: .header, action: .async {})
            scene.binding.attach(header)
            scene.header = header
        }
        return scene
    } round: { scene in
        let host = scene.host
        host.snapshot.isDragging = true
        host.snapshot.isTracking = true
        for i in 1...40 {
            host.snapshot.time += 1.0 / 120
            host.scroll(to: -Double(i) * 3)  // 120 pt: past the trigger
        }
        host.snapshot.isDragging = false
        host.snapshot.isTracking = false
        host.binding?.hostDidChange(host)          // release: refreshing, perform
        for i in 1...30 {                      // the bounce settles on the pinned line
            host.snapshot.time += 1.0 / 120
            host.scroll(to: -120 + (120 - 54) * Double(i) / 30)
            host.frame(0)
        }
        scene.header?.endRefreshing()          // ended; the unpin animation runs on frames
        for _ in 0..<45 { host.frame() }
    }
}

@MainActor
func nestedPage() -> Path {
    Path(name: "nested page, both views moving") {
        let scene = Scene(content: 1000, components: 1)
        let parent = NestedEchoHost(bottom: 400), child = NestedEchoHost(bottom: 5000)
        let binding = NestedScrollBinding(parent: parent, child: child, mode: .child, stickyDistance: 300)
        scene.nested = (binding, parent, child)
        parent.isTracking = true
        child.isTracking = true
        return scene
    } round: { scene in
        guard let (binding, parent, child) = scene.nested else { return }
        for i in 0..<100 {
            // One finger up 800 pt and back: the page collapses, the list scrolls, and back. Each pan proposes
            // its own offset; the binding follows the finger and writes both.
            let t = Double(i) / 100, d = (t < 0.5 ? 2 * t : 2 - 2 * t) * 800
            parent.time += 1.0 / 120
            child.time = parent.time
            child.translation = -d
            child.offset = max(0, d - 300)
            binding.childDidScroll(child)
            parent.translation = -d
            parent.offset = min(d, 300)
            binding.parentDidScroll()
            scene.nestedEvents += 2
        }
    }
}

@MainActor
func allPaths() -> [Path] { [
    idle(content: 1e3, components: 2), idle(content: 1e5, components: 2), idle(content: 1e7, components: 2),
    idle(content: 1e5, components: 1),
    refreshingBand(content: 1e3), refreshingBand(content: 1e7),
    pullCycle(content: 1e3), pullCycle(content: 1e7),
    nestedPage(),
    containerScroll(),
    pullCycle(content: 1e3, asyncAction: true),
] }

/// The allocation counter's total, when the benchmark runs with `LD_PRELOAD` of Benchmarks/malloc-counter.
let allocationCount: (@convention(c) () -> Int)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "rk_allocation_count") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
}()

@MainActor
func measure(_ path: Path, rounds: Int, repeats: Int) {
    var perEvent: [Double] = []
    var allocations = 0, events = 0
    for _ in 0..<repeats {
        let scene = path.setUp()
        for _ in 0..<3 { path.round(scene) }  // warm up: caches, first allocations, the steady state
        let eventsBefore = scene.events
        let allocationsBefore = allocationCount?() ?? 0
        let start = ContinuousClock.now
        for _ in 0..<rounds { path.round(scene) }
        let elapsed = ContinuousClock.now - start
        allocations = (allocationCount?() ?? 0) - allocationsBefore
        events = scene.events - eventsBefore
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        perEvent.append(ns / Double(max(events, 1)))
    }
    perEvent.sort()
    let median = perEvent[perEvent.count / 2]
    let allocationText = allocationCount == nil ? "n/a" : String(format: "%.2f", Double(allocations) / Double(max(events, 1)))
    print(path.name.padding(toLength: 84, withPad: " ", startingAt: 0)
          + String(format: " %8.1f ns/event  %7d events  allocations/event %@", median, events,
                 allocationText))
}

@MainActor
func main() {
    let arguments = CommandLine.arguments
    let paths = allPaths()
    if let index = arguments.firstIndex(of: "--path"), index + 1 < arguments.count {
        // One path, for callgrind: set up, then `--rounds` rounds.
        let wanted = arguments[index + 1]
        let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 10
        guard let path = paths.first(where: { $0.name.hasPrefix(wanted) }) ?? Int(wanted).map({ paths[$0] }) else {
            print("no path \(wanted); paths: \(paths.indices.map { "\($0): \(paths[$0].name)" })")
            exit(1)
        }
        let scene = path.setUp()
        for _ in 0..<rounds { path.round(scene) }
        print("\(path.name): \(rounds) rounds, \(scene.events) events")
        return
    }
    if arguments.contains("--list") {
        for (index, path) in paths.enumerated() { print("\(index): \(path.name)") }
        return
    }
    print("RefreshKit per engine event (median of 9 runs, release build)\(allocationCount == nil ? "; run with LD_PRELOAD=libcounter.so for allocations" : "")")
    for path in paths { measure(path, rounds: 200, repeats: 9) }
    simulatorReference()
}

/// The simulated UIScrollView's own frame step, as a reference for the engine's cost.
@MainActor
func simulatorReference() {
    let sv = SimulatedScrollView()
    sv.isRecording = false
    sv.framesPerSecond = 120
    let start = ContinuousClock.now
    var frames = 0
    for _ in 0..<200 {
        sv.fling(velocity: 4)
        sv.settle()
        sv.fling(velocity: -4)
        sv.settle()
    }
    frames = Int(sv.time * 120)
    let elapsed = ContinuousClock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("reference: the simulator's physics step alone".padding(toLength: 84, withPad: " ", startingAt: 0)
          + String(format: " %8.1f ns/frame  %7d frames", ns / Double(frames), frames))
}

MainActor.assumeIsolated { main() }
