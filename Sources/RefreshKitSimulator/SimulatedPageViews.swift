@_spi(RefreshKitHost) import RefreshKit

/// The view tree of a ``SimulatedSingleDriverPage``, as `PageContainerView` builds it, for touches: the container
/// (`rootView`) holding the pager with one view per list and, over it, the overlay with the app's header and the tab
/// bar (its tabs, controls, in a horizontal scroll view, as `PageTabBarView`'s). Touches are delivered by
/// ``SimulatedTouch``; the container's decisions are the same platform-neutral code `PageContainerView` runs:
/// ``PageHeaderTouch`` (where the current list's pan lives, what the overlay's hit test returns) and
/// ``PageHeaderTouchDelay`` (the header's touch delay).
@MainActor
public final class SimulatedPageViews {
    public let page: SimulatedSingleDriverPage
    @_spi(RefreshKitHost) public let routing: PageHeaderTouch.Routing
    public let root: SimulatedView
    public let pager: SimulatedView
    public let overlay: SimulatedView
    public let header: SimulatedView
    /// One view per list, in the pager.
    public let listViews: [SimulatedView]
    /// The tab bar, its scroller and its tabs.
    public let tabBar: SimulatedView
    public let tabScroller: SimulatedView
    public let tabs: [SimulatedView]
    /// The list whose pan the container hosts now.
    private weak var hosted: SimulatedView?
    /// Whether the container is in a window: one that leaves it (removed, its screen popped, deallocated) gives the
    /// current list's pan back (`PageContainerView.willMove(toWindow:)`), and takes it again when it comes back.
    public var isInWindow = true {
        didSet { sync() }
    }

    /// The tree of `page` with `header` (its frame is set to the header's) and a tab bar of `tabWidths`, routed as
    /// `routing` says (the container's by default).
    @_spi(RefreshKitHost)
    public init(page: SimulatedSingleDriverPage, header: SimulatedView, tabWidths: [Double] = [130, 130, 130],
                routing: PageHeaderTouch.Routing = PageHeaderTouch.routing) {
        self.page = page
        self.routing = routing
        self.header = header
        let size = page.layout.size
        root = SimulatedView("container", frame: ScrollRect(x: 0, y: 0, width: size.width, height: size.height))
        let pager = root.add(SimulatedView("pager", kind: .scrollView, frame: root.frame, pager: page.pager))
        self.pager = pager
        listViews = page.lists.enumerated().map { index, list in
            pager.add(SimulatedView("list \(index)", kind: .scrollView,
                                    frame: ScrollRect(x: Double(index) * size.width, y: 0, width: size.width, height: size.height), list: list))
        }
        overlay = root.add(SimulatedView("overlay", frame: page.layout.overlayFrame(headerOffset: page.headerOffset)))
        header.frame = page.layout.headerFrame
        overlay.add(header)
        let tabBar = overlay.add(SimulatedView("tab bar", frame: page.layout.tabBarFrame))
        self.tabBar = tabBar
        tabScroller = tabBar.add(SimulatedView("tab scroller", kind: .scrollView,
                                               frame: ScrollRect(x: 0, y: 0, width: size.width, height: page.layout.tabBarFrame.size.height),
                                               contentWidth: tabWidths.reduce(0, +)))
        var x = 0.0
        tabs = tabWidths.enumerated().map { index, width in
            defer { x += width }
            return SimulatedView("tab \(index)", kind: .control,
                                 frame: ScrollRect(x: x, y: 0, width: width, height: page.layout.tabBarFrame.size.height))
        }
        for tab in tabs { tabScroller.add(tab) }
        overlay.hitTestOverride = { [weak self] hit in self?.overlayHit(hit) ?? hit }
        if routing == .panOnContainer {
            let delay = SimulatedRecognizer(.headerDelay(
                listMoves: { [weak page] in page?.list.isDecelerating ?? false },
                isListPan: { [weak self] recognizer in
                    !PageHeaderTouchDelay.prevents(isListPan: recognizer === self?.hosted?.panRecognizer)
                }))
            overlay.addRecognizer(delay)
        }
        sync()
    }

    /// The overlay's hit test, as `PageHeaderOverlay.hitTest(_:with:)` decides it.
    private func overlayHit(_ hit: SimulatedView?) -> SimulatedView? {
        PageHeaderTouch.receiver(hit: hit, routing: routing, keepsTouch: { [overlay] view in
            PageHeaderTouch.keepsTouch(view.chain.prefix { $0 !== overlay }.map { view in
                PageHeaderTouch.View(isControl: view.kind == .control, isScrollView: view.kind == .scrollView || view.kind == .textView,
                                     hasGestureRecognizers: !view.recognizers.isEmpty)
            })
        }, currentList: { [weak self] in self.map { $0.listViews[$0.page.currentIndex] } })
    }

    /// Puts the overlay where the header is, the current list's pan where the container hosts it, and every other
    /// list's pan off (`PageContainerView.currentListScrollView`'s `didSet`).
    public func sync() {
        overlay.frame = page.layout.overlayFrame(headerOffset: page.headerOffset)
        guard routing == .panOnContainer else { return }
        let moves = PageHeaderTouch.panMoves(hosting: hosted, current: listViews[page.currentIndex], isInWindow: isInWindow)
        if let back = moves.giveBack, let pan = back.panRecognizer { back.addRecognizer(pan) }
        if let host = moves.host, let pan = host.panRecognizer { root.addRecognizer(pan) }
        hosted = moves.hosted
        // Only the current list's pan may begin (`PageListSettings.containerMakes`, claimed where `scrollsToTop` is).
        for (index, list) in listViews.enumerated() {
            list.panRecognizer?.isEnabled = PageHeaderTouch.listPanClaim(isCurrent: index == page.currentIndex) ?? true
        }
    }

    // MARK: Gestures

    /// A finger touches down at `point` (in the container).
    public func touchDown(at point: ScrollPoint) -> SimulatedTouch {
        sync()
        return SimulatedTouch(at: point, in: root)
    }

    /// Keeps `touch` still for `seconds`, the page advancing frame by frame.
    public func hold(_ touch: SimulatedTouch, _ seconds: Double) {
        for _ in 0..<max(1, Int((seconds * page.list.framesPerSecond).rounded())) { step(touch, dx: 0, dy: 0) }
    }

    /// One frame: the finger moves by `dx`, `dy`, then the page advances.
    public func step(_ touch: SimulatedTouch, dx: Double, dy: Double) {
        if dx != 0 || dy != 0 { touch.move(dx: dx, dy: dy) }
        page.advance(frames: 1)
        touch.advance(by: page.list.frameDuration)
        sync()
    }

    /// A drag from `point` by `dx`, `dy` over `duration`, one move a frame, then the lift.
    @discardableResult
    public func drag(from point: ScrollPoint, dx: Double = 0, dy: Double, duration: Double = 0.3, holdFirst: Double = 0) -> SimulatedTouch {
        let touch = touchDown(at: point)
        if holdFirst > 0 { hold(touch, holdFirst) }
        let count = max(1, Int((duration * page.list.framesPerSecond).rounded()))
        for _ in 0..<count { step(touch, dx: dx / Double(count), dy: dy / Double(count)) }
        touch.lift()
        sync()
        return touch
    }

    /// A quick flick from `point`: three frames of motion, then the lift (the list's tracked velocity carries on).
    @discardableResult
    public func fling(from point: ScrollPoint, velocity: Double) -> SimulatedTouch {
        let touch = touchDown(at: point)
        for _ in 0..<3 { step(touch, dx: 0, dy: -velocity * page.list.frameDuration * 1000) }
        touch.lift()
        sync()
        return touch
    }

    /// A tap at `point`: down and up within a frame.
    @discardableResult
    public func tap(at point: ScrollPoint) -> SimulatedTouch {
        let touch = touchDown(at: point)
        touch.lift()
        sync()
        return touch
    }

    /// Where `view`'s centre is in the container now.
    public func center(of view: SimulatedView) -> ScrollPoint {
        sync()
        var point = ScrollPoint(x: view.frame.origin.x + view.frame.size.width / 2, y: view.frame.origin.y + view.frame.size.height / 2)
        for ancestor in view.chain.dropFirst() {
            point = ScrollPoint(x: point.x + ancestor.frame.origin.x - ancestor.boundsOrigin.x,
                                y: point.y + ancestor.frame.origin.y - ancestor.boundsOrigin.y)
        }
        return point
    }
}
