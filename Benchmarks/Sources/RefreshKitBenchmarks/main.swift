// Runs the same scripted scroll sessions on the simulator with and without RefreshKit attached; the
// difference is what the engine, the ledger and the binding cost. Release builds only.
import RefreshKit
import RefreshKitSimulator

@MainActor
func session(withRefresh: Bool) -> (frames: Int, events: Int) {
    let sv = SimulatedScrollView()
    sv.isRecording = false
    sv.framesPerSecond = 120
    if withRefresh {
        let binding = sv.installRefresh()
        let header = RefreshController(header: .header)
        let footer = RefreshController(footer: .auto)
        header.action = .manual { [unowned header] in header.endRefreshing() }
        footer.action = .manual { [unowned sv, unowned footer] in
            sv.setContentSize(ScrollSize(width: 390, height: sv.contentSize.height + 600))
            footer.endRefreshing()
        }
        binding.attach(header)
        binding.attach(footer)
        script(sv)
        return (Int(sv.time * sv.framesPerSecond), binding.handledEvents)
    }
    script(sv)
    return (Int(sv.time * sv.framesPerSecond), 0)
}

@MainActor
func script(_ sv: SimulatedScrollView) {
    for round in 0..<20 {
        sv.drag(by: 150, duration: 0.4)           // pull to refresh
        sv.release()
        sv.settle()
        sv.fling(velocity: Double(2 + round % 3)) // toward the end: the auto footer loads
        sv.settle()
        sv.drag(by: -300, duration: 0.3)
        sv.release(velocity: -3)
        sv.settle()
    }
}

@MainActor
func measure(_ label: String, withRefresh: Bool, runs: Int) -> (Duration, Int, Int) {
    var best = Duration.seconds(1000)
    var result = (frames: 0, events: 0)
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let start = clock.now
        result = session(withRefresh: withRefresh)
        best = min(best, clock.now - start)
    }
    print("\(label): best of \(runs): \(best), \(result.frames) frames, \(result.events) engine events")
    return (best, result.frames, result.events)
}

@MainActor
func main() {
    let bare = measure("simulator alone      ", withRefresh: false, runs: 15)
    let full = measure("simulator + RefreshKit", withRefresh: true, runs: 15)
    func nanoseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9 }
    // The sessions differ in length (a refresh holds the content), so the simulator's own cost is
    // taken per frame and scaled to the frames of the run with RefreshKit.
    let extra = nanoseconds(full.0) - nanoseconds(bare.0) / Double(bare.1) * Double(full.1)
    print("RefreshKit's share: \(Int(extra / Double(full.2))) ns per engine event, "
        + "\(Int(extra / Double(full.1))) ns per 120 Hz frame (\((extra / Double(full.1) / 8_333_333 * 100 * 1000).rounded() / 1000)% of a frame's budget)")
}

MainActor.assumeIsolated { main() }
