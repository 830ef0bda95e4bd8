@_spi(RefreshKitHost) import RefreshKit

/// The page container's decisions for one scroll event of its current list, as `PageContainerView.placeOverlay` makes
/// them before the list's engine hears of the event: the list read, a move of its own looked for, the overlay placed, the
/// lists beside it kept in line, the pager's state updated (`updateOnce`: `listMoved`, or the whole pass when the pager
/// moved); then the engine's own event, its cover set.
@MainActor
final class ContainerBench {
    @exclusivity(unchecked) var driver: PageContainerDriver
    @exclusivity(unchecked) var state = PageContainerState()
    @exclusivity(unchecked) var request = PageContainerPagerRequest()

    init() {
        driver = PageContainerDriver(layout: PageContainerLayout(size: ScrollSize(width: 390, height: 812), headerHeight: 200,
                                                                 tabBarHeight: 44), mode: .child)
    }

    /// `--engine-only`: the same events with the container's cover but none of its decisions, to split the cost.
    let engineOnly = CommandLine.arguments.contains("--engine-only")

    /// One scroll event of the current list to `y`.
    func scroll(_ host: EchoHost, binding: RefreshBinding, to y: Double) {
        if engineOnly {
            host.snapshot.leadingCover = driver.rule.leadingCover(drawnHeaderOffset: min(max(y + 244, 0), 200))
            return host.scroll(to: y)
        }
        let list = PageContainerDriver.List(offset: y, band: binding.heldInset.top, top: -host.snapshot.adjustedContentInset.top,
                                            bottom: host.snapshot.contentSize.height + host.snapshot.adjustedContentInset.bottom
                                                - host.snapshot.boundsSize.height,
                                            isMovedByRefresh: binding.movesOffset)
        let move = driver.selfMove(list, isTracking: true, isDecelerating: false, statusBar: .wholeHeader)
        let placement = driver.place(list, scale: 3)
        host.snapshot.leadingCover = placement.leadingCover
        for index in state.inView where index != 0 { _ = driver.inLineOffset(list, scale: 3) }  // none beside it at rest
        let atRest = request.isAtRest(offset: 0, isTracking: false, isDecelerating: false)
        let input = PageContainerState.Input(count: 3, pagerOffset: 0, pagerWidth: 390, pageOffset: driver.headerOffset, pageTop: 0,
                                             stickyDistance: driver.rule.sticky, pagerIsAtRest: atRest)
        let changes = state.listMoved(input) ?? pagerMoved(input)  // the pager rests: `listMoved` answers
        _ = changes
        _ = state.listToFollow(input)
        _ = move
        host.scroll(to: y)
    }

    /// `PageContainerView.pagerMoved`: the pass's whole way, when the pager moved (the first event only).
    private func pagerMoved(_ input: PageContainerState.Input) -> PageContainerState.Changes {
        for event in state.updatePager(input) { _ = event }
        return state.changes(input)
    }
}

/// A finger scrolls the page container's current list (child mode, its own header and auto footer) from its top, the
/// header collapsing, through the stuck point into its rows and back: one KVO event per step.
@MainActor
func containerScroll() -> Path {
    Path(name: "page container, current list scrolled (overlay + engine)") {
        let scene = Scene(content: 3000, components: 2)
        scene.host.snapshot.contentInset.top = 244
        scene.host.snapshot.adjustedContentInset.top = 244
        scene.host.snapshot.isTracking = true
        scene.host.snapshot.isDragging = true
        scene.container = ContainerBench()
        scene.host.scroll(to: -244)
        return scene
    } round: { scene in
        guard let container = scene.container else { return }
        for i in 0..<100 {
            let t = Double(i) / 100
            let y = -244 + 800 * (t < 0.5 ? 2 * t : 2 - 2 * t)
            scene.host.snapshot.time += 1.0 / 120
            container.scroll(scene.host, binding: scene.binding, to: (y * 3).rounded() / 3)
        }
    }
}
