@_spi(RefreshKitHost) import RefreshKit

/// The model of `PageContainerView` (design C of `research/nested-single-driver.md` §5): a profile-style page on the
/// simulator in which the current list is the only scroll view that moves vertically. There is no page scroll view, no binding, no
/// simultaneous pans and no momentum of RefreshKit's: each list's own pan, deceleration and rubber band move it,
/// and the header with its tabs is an overlay placed from the current list's offset by ``NestedHeaderRule`` on
/// every change KVO reports (`priorityObservers`, as the UIKit layer would observe `contentOffset` and
/// `contentInset`).
///
/// Every list fills the page (the pager is the page's height, under the overlay), with
/// `contentInsetAdjustmentBehavior = .never`, `contentInset.top = H + T` and, when its content is too short to
/// collapse the header, `contentInset.bottom` padding (research §2 "Self-sizing": pad with the inset, never force
/// `contentSize`). Both are the app's part of the inset, written through RefreshKit's ledger once a binding is
/// installed (`RefreshBinding.setAppContentInset`, `rk.contentInset` in UIKit), so a refresh band or a footer
/// stays on top.
///
/// Header touches (research §1 C1): the overlay's `hitTest` returns the current list for every point that is not a
/// control, so a finger on the header *is* a finger on the current list, with the same translation (no transform
/// between them; §3 F6): ``dragHeader(by:duration:)`` is ``dragList(by:duration:)``. Touches that start on the
/// header's controls, text views, tapped views, carousels and tabs run on ``SimulatedPageViews`` (the view tree, hit
/// testing and UIKit's touch delivery; issue 34).
///
/// Read-outs comparable with ``SimulatedNestedPage``: ``parent`` is the header's offset (today's page offset) and
/// ``child`` the content at the tabs' bottom edge (today's list offset), so `parent + child` is the combined offset.
@MainActor
public final class SimulatedSingleDriverPage {
    public internal(set) var lists: [SimulatedScrollView]
    public let mode: NestedRefreshMode
    public private(set) var headerHeight: Double
    public let tabHeight: Double
    public let pin: Double
    /// The list the overlay follows: the selected tab's.
    public internal(set) var currentIndex = 0
    public var list: SimulatedScrollView { lists[currentIndex] }
    /// The container's decisions, the same code `PageContainerView` runs.
    @_spi(RefreshKitHost) public internal(set) var driver: PageContainerDriver
    @_spi(RefreshKitHost) public var rule: NestedHeaderRule { driver.rule }
    @_spi(RefreshKitHost) public var layout: PageContainerLayout { driver.layout }

    /// The page's refresh header (`PageContainerView.refreshHeader`): it rides on the current list, and a tab switch
    /// carries it over, a refresh in progress included.
    public var pageHeader: RefreshController? {
        didSet {
            if let oldValue, oldValue !== pageHeader { oldValue.binding?.detach(oldValue) }
            carryPageHeader()
        }
    }

    /// How far the header is scrolled up (`P`): 0 whole, `S` collapsed, negative when pulled down in parent mode.
    public private(set) var headerOffset = 0.0
    public var tabsStuck: Bool { driver.tabsStuck }
    public var collapseProgress: Double { driver.collapseProgress }
    /// The header offset at the end of every frame the page advanced (for jumps and monotony).
    public private(set) var headerTrace: [Double] = []
    /// How many times the overlay was placed (every offset or inset change of the current list).
    public private(set) var placements = 0
    /// The pager (`PageContainerView.pagerScrollView`) and what the container decides as it moves
    /// (`SimulatedSingleDriverPage+Pager.swift`).
    public let pager: SimulatedPager
    @_spi(RefreshKitHost) public internal(set) var pagerState = PageContainerState()
    var pagerRequest = PageContainerPagerRequest()
    var pagerPasses = PageContainerUpdatePasses()
    /// What the status bar's scroll to the top brings back (`PageContainerView.statusBarTap`).
    @_spi(RefreshKitHost) public var statusBarScroll = PageContainerDriver.StatusBarScroll.wholeHeader
    /// Called at the end of every frame the page advanced, once the container has looked at the pager again.
    public var onFrame: (@MainActor () -> Void)?
    /// The key of each page at the last reload (`SimulatedSingleDriverPage+Reload.swift`); none before the first.
    var pageKeys: [PageContainerPageKey?] = []

    /// A page: `headerHeight` of header above `tabHeight` of tabs that stick `pin` below the top, and one list per
    /// entry of `listContentHeights`, each released under `releaseTiming`.
    /// In child mode, `bandRidesUnderTabs` picks rule R (§4: the header collapses first, a refresh band riding under
    /// the tabs) or the band scrolling with the rows under still tabs first (``NestedHeaderRule/ChildBand``).
    /// `tabBarSpacing` is `PageContainerView.tabBarSpacing`: space below the tabs, added to every list's top inset.
    public init(mode: NestedRefreshMode, headerHeight: Double = 200, tabHeight: Double = 44, pin: Double = 0,
                listContentHeights: [Double] = [2000, 2000, 2000], viewport: ScrollSize = ScrollSize(width: 390, height: 812),
                framesPerSecond: Double = 60, bandRidesUnderTabs: Bool = true,
                releaseTiming: SimulatedScrollView.ReleaseTiming = SimulatedScrollView.defaultReleaseTiming,
                tabBarSpacing: Double = 0) {
        self.mode = mode
        self.headerHeight = headerHeight
        self.tabHeight = tabHeight
        self.pin = pin
        driver = PageContainerDriver(
            layout: PageContainerLayout(size: viewport, headerHeight: headerHeight, tabBarHeight: tabHeight, pinnedTop: pin,
                                        tabBarSpacing: tabBarSpacing),
            mode: mode, childBand: bandRidesUnderTabs ? .ridesUnderTabs : .scrollsWithRows)
        lists = listContentHeights.map { height in
            let list = SimulatedScrollView(bounds: viewport, contentSize: ScrollSize(width: viewport.width, height: height))
            list.framesPerSecond = framesPerSecond
            list.contentInsetAdjustmentBehavior = .never
            list.alwaysBounceVertical = true  // a pull on a short list still bounces (and refreshes)
            list.releaseTiming = releaseTiming
            return list
        }
        pager = SimulatedPager(pageWidth: viewport.width, pageCount: listContentHeights.count, framesPerSecond: framesPerSecond)
        for list in lists {
            applyInsets(to: list)
            // `setContentInset` only clamps: a list given its inset after layout stays at 0, so it is put at its top.
            list.setContentOffset(ScrollPoint(y: list.minOffset))
            observe(list)
        }
        placeHeader()
        pager.observers.append { [weak self] _, _ in self?.updatePager() }
        updatePager()
    }

    /// The container observes a list: first (`PageListObserver` is its priority observer), and once RefreshKit's inset
    /// ledger has read an app's write (`scrollViewStateWasHandled`).
    func observe(_ list: SimulatedScrollView) {
        list.priorityObservers.append { [weak self] view, change in self?.listDidChange(view, change) }
        list.observers.append { [weak self] view, change in self?.listChangeWasHandled(view, change) }
    }

    // MARK: Read-outs

    /// Today's page offset: the header's.
    public var parent: Double { headerOffset }
    /// Today's list offset: the content at the tabs' bottom edge (`o + base − P`).
    public var child: Double { list.contentOffset.y + rule.base - headerOffset }
    /// The combined offset `parent + child` (`o + base`).
    public var combined: Double { list.contentOffset.y + rule.base }
    /// The held refresh band of `list` (its RefreshKit part of the top inset).
    public func band(of list: SimulatedScrollView) -> Double { list.refresh?.heldInset.top ?? 0 }

    // MARK: Gestures (one finger, one pan: the current list's)

    /// A finger on the current list drags by `distance` (positive pulls down) over `duration`, one move a frame.
    public func dragList(by distance: Double, duration: Double = 0.3) {
        let count = max(1, Int((duration * list.framesPerSecond).rounded()))
        for _ in 0..<count {
            list.moveFinger(by: distance / Double(count))
            advance(frames: 1)
        }
    }

    /// Lifts the finger; with `velocity` (pt/ms) instead of the tracked one.
    public func releaseList(velocity: Double? = nil) { list.release(velocity: velocity) }

    /// A quick flick on the current list: three frames of motion, then a release at `velocity` pt/ms.
    public func flingList(velocity: Double) {
        for _ in 0..<3 {
            list.moveFinger(by: -velocity * list.frameDuration * 1000)
            advance(frames: 1)
        }
        list.release(velocity: velocity)
    }

    /// A finger on the header: the overlay's hit test hands it to the current list (C1), so it is that list's pan.
    public func dragHeader(by distance: Double, duration: Double = 0.3) { dragList(by: distance, duration: duration) }
    public func releaseHeader(velocity: Double? = nil) { releaseList(velocity: velocity) }
    public func flingHeader(velocity: Double) { flingList(velocity: velocity) }
    /// A tap on the header outside its controls: a touch on the current list (it stops a fling, as on one scroll view).
    public func tapHeader() { list.tap() }

    // MARK: Time

    /// Advances every list by whole frames, the current one first (the others' own animations go on off screen).
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) {
            let current = list
            pager.stepFrame()
            current.stepFrame()
            for other in lists where other !== current { other.stepFrame() }
            updatePager()  // the next turn of the run loop: the pager's rest (`pagerMayComeToRest`)
            headerTrace.append(headerOffset)
            onFrame?()
        }
    }

    public func advance(_ seconds: Double) { advance(frames: Int((seconds * list.framesPerSecond).rounded())) }

    /// Advances until no list moves (at most `limit` s).
    public func settle(limit: Double = 10) {
        var left = Int(limit * list.framesPerSecond)
        while left > 0 && (lists.contains(where: { $0.isDecelerating || $0.isScrollAnimating || $0.frameClockRunning }) || !pager.isAtRest) {
            advance(frames: 1)
            left -= 1
        }
    }

    // MARK: Tabs and header height

    /// Shows the list at `index` (a tab tap, or the pager's swipe ending): the at-rest rule of §5 item 4. The incoming
    /// list stops any momentum left from before (`stopScrollingAndZooming()`), then is put where the header does
    /// not move: its top under a header that shows, its own position (at least stuck) under stuck tabs.
    public func switchTab(to index: Int) {
        guard index != currentIndex, lists.indices.contains(index) else { return }
        let incoming = lists[index]
        incoming.stopDecelerating()
        let kept = driver.headerOffset  // before a refresh handed over moves the incoming list and places the header
        currentIndex = index
        driver.forgetPlaced()
        carryPageHeader()  // before the incoming list is placed: a refresh handed over brings its band
        let target = driver.incomingOffset(reading(incoming), keeping: kept)
        incoming.setContentOffset(ScrollPoint(y: target))
        // The write may have given a refresh its band back (scrolling away had shrunk it): once more, with the band.
        PageContainerDriver.move(incoming, to: driver.incomingCorrection(reading(incoming), keeping: kept)) { list, again in
            list.setContentOffset(ScrollPoint(y: again))
        }
        placeHeader()
        showOnPager(index)  // an instant switch puts the pager on its page (a tab tap without animation)
    }

    /// The header's height changed (its content, Dynamic Type, rotation): every list gets the new top inset, and the
    /// current one the offset that keeps the header's state (``NestedHeaderRule/offsetKeepingHeader(from:listOffset:band:)``),
    /// after its fling is stopped (a write during deceleration is overwritten on the next tick). Other lists only clamp.
    public func setHeaderHeight(_ height: Double) {
        let current = list
        headerHeight = height
        var layout = driver.layout
        layout.headerHeight = height
        let kept = driver.relayout(layout, mode: mode, current: reading(current))
        for list in lists { applyInsets(to: list) }
        // `setContentOffset(_:animated: false)`, as the container writes it: it stops a fling or a bounce first.
        PageContainerDriver.move(current, to: kept) { list, kept in
            list.stopDecelerating()
            list.setContentOffset(ScrollPoint(y: kept))
        }
        placeHeader()
    }

    // MARK: Observation

    private func listDidChange(_ view: SimulatedScrollView, _ change: SimulatedScrollView.Change) {
        switch change {
        case .contentSize:
            applyInsets(to: view)  // a list that grew or shrank needs more or less padding
            if view === list { placeHeader() }
        case .contentOffset, .contentInset, .adjustedContentInset:
            if view === list { placeHeader() } else { keepListsInLine() }  // a band that changed beside the current one
        case .bounds, .panState, .window, .visibleArea:
            break
        }
    }

    /// What the container reads of a list.
    func reading(_ list: SimulatedScrollView) -> PageContainerDriver.List {
        PageContainerDriver.List(offset: list.contentOffset.y, band: band(of: list), top: list.minOffset, bottom: list.maxOffset,
                                 isMovedByRefresh: list.refresh?.movesOffset ?? false)
    }

    /// The page's refresh header to the current list, as `PageContainerDriver.pageHeaderMove` says.
    func carryPageHeader() {
        guard let header = pageHeader else { return }
        let binding = list.installRefresh()
        let hasLeft = header.binding.map { old in !lists.contains { $0.refresh === old } } ?? false  // a reload removed its list
        PageContainerDriver.pageHeaderMove(isOnCurrentList: header.binding === binding, listHasLeft: hasLeft, state: header.state)
            .carry(attach: { binding.attach(header) }, attachLater: { binding.attach(header) },
                   handOver: { header.binding?.handOver(header, to: binding) })
    }

    func placeHeader() {
        carryPageHeader()
        let selfMove = driver.selfMove(reading(list), isTracking: list.isTracking, isDecelerating: list.isDecelerating,
                                       statusBar: statusBarScroll)
        let placement = driver.place(reading(list), scale: list.scale)
        headerOffset = driver.headerOffset
        placements += 1
        // The overlay covers the list down to the tabs' bottom edge: the list's refresh engine measures a band
        // that rides under the tabs from there (`ScrollSnapshot.leadingCover`).
        // Every list that shows is under the overlay (`PageContainerView.keepListsInLine`), the current one and those beside it.
        for (index, other) in lists.enumerated() {
            other.leadingCover = other === list || pagerState.visible.contains(index) ? placement.leadingCover : nil
        }
        keepListsInLine()
        selfMove.map { list.setContentOffset(ScrollPoint(x: list.contentOffset.x, y: $0.offset), animated: $0.animated) }
    }

    /// The container's part of a list's inset: the header and tabs on top, and at the bottom whatever lets the tabs
    /// stick, written through the ledger once a binding is installed.
    func applyInsets(to list: SimulatedScrollView) {
        let app = list.refresh?.appContentInset ?? list.contentInset
        let change = driver.insetChange(for: ObjectIdentifier(list), contentHeight: list.contentSize.height, appInset: app,
                                        safeBottom: 0)
        guard change != .zero else { return }
        let wanted = ScrollInsets(top: app.top + change.top, left: app.left, bottom: app.bottom + change.bottom, right: app.right)
        if let refresh = list.refresh { refresh.setAppContentInset(wanted) } else { list.setContentInset(wanted) }
    }
}
