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
            page.dragListAndSettle(by: -300, duration: 0.6)
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
            page.dragListAndSettle(by: back, duration: 1.2)
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
        let timeline = DemoTimeline(columns: [
            .init(heading: "time", width: 7), .init(heading: "parent", width: 8), .init(heading: "list", width: 9),
            .init(heading: "tab", width: 3), .init(heading: "header", width: 14), .init(heading: "momentum", width: 8),
        ], seriesCount: 4, quiet: quiet)
        page.parent.onFrame = { [previous = page.parent.onFrame] view in
            previous?(view)
            timeline.record(time: view.time, values: [page.parent.contentOffset.y, page.child.contentOffset.y,
                                                      page.parent.contentInset.top, page.child.contentInset.top],
                            state: header.state) {
                [format(view.time, 3) + "s", format(page.parent.contentOffset.y, 2), format(page.child.contentOffset.y, 2),
                 "\(page.currentIndex)", "\(header.state)", page.binding.needsFrames ? "carried" : ""]
            }
        }
        play(page, header, timeline.note)
        timeline.print(name: name, summary: summary)
        print("   summary: \(timeline.frames) frames at \(Int(fps)) fps; header \(header.state), \(header.actionCount) refresh(es); "
            + "parent at \(format(page.parent.contentOffset.y, 2)) with inset \(page.parent.contentInset); "
            + "list at \(format(page.child.contentOffset.y, 2)) with inset \(page.child.contentInset)")
        let refreshing = mode == .parent ? "the page's header" : "the list's header"
        return timeline.chart(title: name, summary: summary, series: [
            ("page contentOffset.y", "#1f6feb"), ("list contentOffset.y", "#d6336c"),
            ("page contentInset.top", "#f08c00"), ("list contentInset.top", "#2f9e44"),
        ], bandLegend: "band: \(refreshing) (top): pulling, ready, refreshing, ending")
    }
}
