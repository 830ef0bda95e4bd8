@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A scripted session on the page container (`PageContainerView`): one list scrolls, the header and tabs follow it.
@MainActor
struct ContainerDemoScenario {
    let name: String
    let summary: String
    let mode: NestedRefreshMode
    let play: @MainActor (SimulatedSingleDriverPage, [RefreshController], (String) -> Void) -> Void

    static let all: [ContainerDemoScenario] = [
        ContainerDemoScenario(name: "container-parent", summary: "page container, parent bounce: a fling from header into list; the page refreshes across a tab switch",
                              mode: .parent) { page, headers, note in
            note("fling up on the header at 2 pt/ms: the tabs stick and the same fling goes on in the list, decelerating")
            page.flingHeader(velocity: 2)
            page.advance(0.6)
            note("tap the header: the list stops, as one scroll view would")
            page.tapHeader()
            page.advance(0.1)
            let back = page.combined
            note("drag down \(format(back, 0)) pt: the list comes back to its top, then the header")
            page.dragListAndSettle(by: back, duration: 1.2)
            note("pull the page down 150 pt and let go: the page's header refreshes, the header down by the band")
            page.dragList(by: 150, duration: 0.4)
            page.releaseList(velocity: 0)
            page.advance(0.8)
            note("switch to tab 2 while it refreshes: the header stays at −54, the refresh goes on on the new list")
            page.switchTab(to: 1)
            page.advance(0.5)
            note("the app ends the refresh")
            headers[0].endRefreshing()
            page.settle()
        },
        ContainerDemoScenario(name: "container-child", summary: "page container, child bounce: the list refreshes under the tabs; its band rides under them",
                              mode: .child) { page, headers, note in
            note("finger on the list scrolls up 300 pt: the header collapses, the tabs stick at 200, the list takes the rest")
            page.dragListAndSettle(by: -300, duration: 0.6)
            let back = page.combined
            note("drag down \(format(back, 0)) pt: the list comes back to its top, then the header")
            page.dragListAndSettle(by: back, duration: 1.2)
            note("pull the list down 150 pt at its top and let go: its own header refreshes under the still tabs")
            page.dragList(by: 150, duration: 0.4)
            page.releaseList(velocity: 0)
            page.advance(0.8)
            note("scroll up 100 pt while it refreshes: the header collapses, the band rides under the tabs")
            page.dragListAndSettle(by: -100, duration: 0.4)
            note("switch to tab 2 and back: the header stays, the band is still under the tabs")
            page.switchTab(to: 1)
            page.advance(0.3)
            page.switchTab(to: 0)
            page.advance(0.3)
            note("the app ends the refresh")
            headers[0].endRefreshing()
            page.settle()
        },
    ]

    /// Plays the scenario, prints its timeline (every third frame) and a summary, and returns its chart:
    /// the header's offset, the current list's offset and top inset, and the current header's states.
    func run(fps: Double, quiet: Bool) -> Chart {
        let page = SimulatedSingleDriverPage(mode: mode, listContentHeights: [6000, 6000, 6000], framesPerSecond: fps)
        let headers = (mode == .parent ? [page.list] : page.lists).map { _ in RefreshController(header: .header, action: .manual {}) }
        if mode == .parent { page.pageHeader = headers[0] } else { zip(page.lists, headers).forEach { $0.installRefresh().attach($1) } }
        /// The header the page shows: the page's, or the current list's.
        func header() -> RefreshController { mode == .parent ? headers[0] : headers[page.currentIndex] }
        let timeline = DemoTimeline(columns: [
            .init(heading: "time", width: 7), .init(heading: "header P", width: 8), .init(heading: "list", width: 9),
            .init(heading: "tab", width: 3), .init(heading: "decelerating", width: 12), .init(heading: "header", width: 14),
        ], seriesCount: 3, quiet: quiet)
        var moving = 0, fingerUp = 0, decelerating = 0
        var last: (list: SimulatedScrollView, offset: Double)?
        for list in page.lists {
            list.onFrame = { view in
                guard view === page.list else { return }  // the others' off-screen frames move nothing the overlay follows
                if let last, last.list === view, last.offset != view.contentOffset.y {
                    moving += 1
                    if !view.isTracking { fingerUp += 1 }
                    if view.isDecelerating { decelerating += 1 }
                }
                last = (view, view.contentOffset.y)
                timeline.record(time: view.time, values: [page.headerOffset, view.contentOffset.y, view.contentInset.top],
                                state: header().state) {
                    [format(view.time, 3) + "s", format(page.headerOffset, 2), format(view.contentOffset.y, 2),
                     "\(page.currentIndex)", view.isDecelerating ? "yes" : "", "\(header().state)"]
                }
            }
        }
        play(page, headers, timeline.note)
        timeline.print(name: name, summary: summary)
        print("   summary: \(timeline.frames) frames at \(Int(fps)) fps; the list moved on \(moving): \(moving - fingerUp) under the finger, "
            + "\(decelerating) decelerating, \(fingerUp - decelerating) by RefreshKit's band; tab \(page.currentIndex); header \(header().state), "
            + "\(headers.map(\.actionCount).reduce(0, +)) refresh(es); header at P \(format(page.headerOffset, 2)), "
            + "list at \(format(page.list.contentOffset.y, 2)) with inset \(page.list.contentInset)")
        let refreshing = mode == .parent ? "the page's header" : "the current list's header"
        return timeline.chart(title: name, summary: summary, series: [
            ("header offset P", "#1f6feb"), ("list contentOffset.y", "#d6336c"), ("list contentInset.top", "#2f9e44"),
        ], bandLegend: "band: \(refreshing) (top): pulling, ready, refreshing, ending")
    }
}
