@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A scripted session on a profile page: a 200 pt header, sticky tabs and three lists (issue 9).
@MainActor
struct NestedDemoScenario {
    let name: String
    let summary: String
    let mode: NestedRefreshMode
    let play: @MainActor (SimulatedNestedPage, RefreshController, (String) -> Void) -> Void

    static let all: [NestedDemoScenario] = [
        NestedDemoScenario(name: "nested-parent", summary: "profile page, parent bounce: the page is pulled and refreshes; the list stays at its top",
                           mode: .parent) { page, header, note in
            note("finger on the list scrolls up 300 pt: the header collapses, the tabs stick at 200, the list takes the rest")
            page.dragList(by: -300, duration: 0.6)
            page.releaseList(velocity: 0)
            page.settle()
            note("fling down on the list at 2 pt/ms: the list, then the header, decelerating as one fling")
            page.flingList(velocity: -2)
            page.settle()
            note("pull the page down 150 pt and let go: the parent's header refreshes")
            page.dragList(by: 150, duration: 0.4)
            page.releaseList(velocity: 0)
            page.advance(0.8)
            note("the app ends the refresh")
            header.endRefreshing()
            page.settle()
        },
        NestedDemoScenario(name: "nested-child", summary: "profile page, child bounce: the list is pulled under the tabs and refreshes; the page stays",
                           mode: .child) { page, header, note in
            note("fling up on the header at 2 pt/ms: the tabs stick and the momentum goes on in the list")
            page.flingHeader(velocity: 2)
            page.settle()
            let back = page.child.contentOffset.y + 200
            note("drag the list down \(format(back, 0)) pt: the list comes back to its top, then the header")
            page.dragList(by: back, duration: 1.2)
            page.releaseList(velocity: 0)
            page.settle()
            note("pull the list down 150 pt at the top and let go: the list's own header refreshes")
            page.dragList(by: 150, duration: 0.4)
            page.releaseList(velocity: 0)
            page.advance(0.8)
            note("switch to tab 2 while it refreshes, and back: nothing jumps")
            page.switchTab(to: 1)
            page.advance(0.2)
            page.switchTab(to: 0)
            header.endRefreshing()
            page.settle()
        },
    ]

    /// Plays the scenario, prints its timeline (every third frame) and a summary, and returns its chart:
    /// both views' offsets and top insets, and the header's states (on the view that refreshes).
    func run(fps: Double, quiet: Bool) -> Chart {
        let page = SimulatedNestedPage(mode: mode, childContentHeights: [3000, 3000, 3000], framesPerSecond: fps)
        let header = RefreshController(header: .header, action: .manual {})
        (mode == .parent ? page.parent : page.children[0]).installRefresh().attach(header)
        var lines: [String] = []
        var pending: [String] = []
        var frames = 0
        var times: [Double] = [], parent: [Double] = [], list: [Double] = [], parentInset: [Double] = [], listInset: [Double] = []
        var states: [RefreshState?] = []
        page.parent.onFrame = { [previous = page.parent.onFrame] view in
            previous?(view)
            frames += 1
            times.append(view.time)
            parent.append(page.parent.contentOffset.y)
            list.append(page.child.contentOffset.y)
            parentInset.append(page.parent.contentInset.top)
            listInset.append(page.child.contentInset.top)
            states.append(header.state)
            guard !quiet, frames % 3 == 1 || !pending.isEmpty else { return }
            lines.append("   " + [
                (format(view.time, 3) + "s").padding(toLength: 7, withPad: " ", startingAt: 0),
                format(page.parent.contentOffset.y, 2).padding(toLength: 8, withPad: " ", startingAt: 0),
                format(page.child.contentOffset.y, 2).padding(toLength: 9, withPad: " ", startingAt: 0),
                "\(page.currentIndex)".padding(toLength: 3, withPad: " ", startingAt: 0),
                "\(header.state)".padding(toLength: 14, withPad: " ", startingAt: 0),
                (page.binding.needsFrames ? "carried" : "").padding(toLength: 8, withPad: " ", startingAt: 0),
                pending.joined(separator: "; "),
            ].joined(separator: " "))
            pending = []
        }
        play(page, header) { pending.append($0) }
        print("\n== \(name): \(summary)")
        if !quiet {
            print("   time    parent   list      tab header         momentum events (every third frame)")
            lines.forEach { print($0) }
        }
        print("   summary: \(frames) frames at \(Int(fps)) fps; header \(header.state), \(header.actionCount) refresh(es); "
            + "parent at \(format(page.parent.contentOffset.y, 2)) with inset \(page.parent.contentInset); "
            + "list at \(format(page.child.contentOffset.y, 2)) with inset \(page.child.contentInset)")
        let refreshing = mode == .parent ? "the page's header" : "the list's header"
        return Chart(title: name, summary: summary, times: times, series: [
            Chart.Series(label: "page contentOffset.y", color: "#1f6feb", values: parent),
            Chart.Series(label: "list contentOffset.y", color: "#d6336c", values: list),
            Chart.Series(label: "page contentInset.top", color: "#f08c00", values: parentInset),
            Chart.Series(label: "list contentInset.top", color: "#2f9e44", values: listInset),
        ], bands: (states, Array(repeating: nil, count: states.count)),
           bandLegend: "band: \(refreshing) (top): pulling, ready, refreshing, ending")
    }
}
