@_spi(RefreshKitHost) import RefreshKit

// The page's pager and what the container decides as it moves, as `PageContainerView` decides it (the same
// `PageContainerState`, `PageContainerPagerRequest`, `PageContainerUpdatePasses` and `PageContainerDriver`): the lists it
// shows, the one it selects, the one the header follows once it rests, and every list that shows kept in line with the
// header. See `SimulatedPager.swift` for the pager's rules.
extension SimulatedSingleDriverPage {
    /// The lists the pager shows now, any part of them.
    public var visibleIndices: [Int] { pagerState.visible.sorted() }
    /// The list the pager selects (past half way during a swipe).
    public var selectedIndex: Int? { pagerState.selected }

    // MARK: Gestures on the pager

    /// A finger swipes the pager by `distance` (positive toward the previous page) over `duration`, one move a frame: a
    /// shortcut for a horizontal swipe on a list that has stopped. A touch on a moving list stops it (UIKit's touch-down
    /// rule, `SimulatedScrollView.touchDown`), and the list's pan fails as the pager's wins the horizontal drag. On a list
    /// still coasting, UIKit's list pan catches the touch at touch-down and the pager does not page: a swipe through the
    /// view tree (``SimulatedPageViews``, `SimulatedTouch`) models that, and diagonal drags.
    public func dragPager(by distance: Double, duration: Double = 0.3) {
        if !pager.isTracking { list.tap() }
        let count = max(1, Int((duration * pager.framesPerSecond).rounded()))
        for _ in 0..<count {
            pager.moveFinger(by: distance / Double(count))
            advance(frames: 1)
        }
    }

    /// Lifts the finger from the pager; with `velocity` (pt/ms, positive toward the next page) instead of the tracked one.
    public func releasePager(velocity: Double? = nil) {
        pager.release(velocity: velocity)
        updatePager()
    }

    /// A swipe of `fraction` of a page toward the next page (negative: the previous), released at `velocity`.
    public func swipe(fraction: Double, velocity: Double, duration: Double = 0.25) {
        dragPager(by: -fraction * pager.pageWidth, duration: duration)
        releasePager(velocity: velocity)
    }

    /// A tap on the tab at `index` (`PageContainerView.selectPage(at:animated:)`): the current list stops (a tap
    /// stops a fling), then the pager scrolls to the page, animated or at once.
    public func tapTab(_ index: Int, animated: Bool = true) {
        guard lists.indices.contains(index) else { return }
        PageContainerDriver.stopsCurrentListOnSelection(list, reading: reading) { $0.setContentOffset($0.contentOffset, animated: false) }
        let x = Double(index) * pager.pageWidth
        pagerRequest.animate(to: animated ? x : .nan)
        pager.scroll(toPage: index, animated: animated)
        updatePager()
    }

    /// Puts the pager on the page at `index` at once, unless it is there.
    func showOnPager(_ index: Int) {
        guard abs(pager.contentOffset - Double(index) * pager.pageWidth) > 1e-9 else { return }
        pagerRequest.animate(to: .nan)
        pager.scroll(toPage: index, animated: false)
    }

    // MARK: The container's decisions

    /// `PageContainerView.update()`: reads the pager and the header and carries out what changed, in passes.
    func updatePager() {
        pagerPasses.request()
        while pagerPasses.next() { updatePagerOnce() }
    }

    private func updatePagerOnce() {
        let atRest = pagerRequest.isAtRest(offset: pager.contentOffset, isTracking: pager.isTracking,
                                           isDecelerating: pager.isDecelerating)
        let input = PageContainerState.Input(count: lists.count, pagerOffset: pager.contentOffset, pagerWidth: pager.pageWidth,
                                             pageOffset: driver.headerOffset, pageTop: 0, stickyDistance: rule.sticky,
                                             pagerIsAtRest: atRest)
        for event in pagerState.update(input) { handle(event) }
        pagerState.listToFollow(input).map(switchTab(to:))
    }

    func handle(_ event: PageContainerState.Event) {
        switch event {
        case .appear(let index): placeInLine(index)  // before it shows: where the header puts it
        case .disappear(let index): letRest(index)
        case .settle(let index): switchTab(to: index)
        case .create, .select, .collapse, .stuck: break
        }
    }

    /// Every list that shows beside the current one agrees with the header (``PageContainerDriver/inLineOffset(_:scale:)``).
    func keepListsInLine() {
        for index in pagerState.visible where index != currentIndex { placeInLine(index) }
    }

    /// Puts the list at `index`, unless it is the current one, where the header puts it: `setContentOffset(_:animated:
    /// false)` stops a fling it had left from before.
    private func placeInLine(_ index: Int) {
        guard index != currentIndex, lists.indices.contains(index) else { return }
        let other = lists[index]
        PageContainerDriver.move(other, to: driver.inLineOffset(reading(other), scale: other.scale)) { list, y in
            list.setContentOffset(ScrollPoint(x: list.contentOffset.x, y: y), animated: false)
        }
    }

    /// A list that left the view goes back inside its range if it was followed above its top.
    private func letRest(_ index: Int) {
        guard index != currentIndex, lists.indices.contains(index) else { return }
        let other = lists[index]
        PageContainerDriver.move(other, to: driver.restingOffset(reading(other))) { list, y in
            list.setContentOffset(ScrollPoint(x: list.contentOffset.x, y: y), animated: false)
        }
    }

    /// Once RefreshKit's ledger has read a change (an app's inset write), the container's share goes back on top.
    func listChangeWasHandled(_ view: SimulatedScrollView, _ change: SimulatedScrollView.Change) {
        guard change == .contentInset else { return }
        applyInsets(to: view)
    }
}

extension SimulatedSingleDriverPage {
    /// A tap on the status bar: UIKit scrolls the one scroll view that has `scrollsToTop` (the current list) to the top
    /// of its adjusted inset, animated (`-[UIScrollView _scrollToTopIfPossible:]` [UK]; "The scroll-to-top gesture is a
    /// tap on the status bar", `UIScrollView.scrollsToTop` [D]).
    public func tapStatusBar() {
        list.setContentOffset(ScrollPoint(x: list.contentOffset.x, y: list.minOffset), animated: true)
    }
}

extension SimulatedSingleDriverPage {
    /// The app replaces the list at `index` with `new` (a grid/list toggle, an empty state, a re-created view), and the
    /// container lays out: it finds the page's list is another (``PageContainerDriver/listWasReplaced(linked:found:linkedIsInPage:)``),
    /// gives the old one back the container's share of its inset and stops observing it, then links the new one as it
    /// links every list: the container's inset, where the header puts it, and the header following it when it is current.
    public func replaceList(at index: Int, with new: SimulatedScrollView) {
        guard lists.indices.contains(index),
              PageContainerDriver.listWasReplaced(linked: lists[index], found: new, linkedIsInPage: false) else { return }
        let old = lists[index], kept = driver.headerOffset
        old.priorityObservers = []  // first: what it gets back moves it, not the header
        old.observers = []
        let back = driver.insetsGivenBack(by: ObjectIdentifier(old), appInset: old.refresh?.appContentInset ?? old.contentInset)
        let app = old.refresh?.appContentInset ?? old.contentInset
        let given = ScrollInsets(top: app.top + back.top, left: app.left, bottom: app.bottom + back.bottom, right: app.right)
        if let refresh = old.refresh { refresh.setAppContentInset(given) } else { old.setContentInset(given) }
        old.leadingCover = nil
        new.framesPerSecond = old.framesPerSecond
        new.contentInsetAdjustmentBehavior = .never
        new.alwaysBounceVertical = true
        new.releaseTiming = old.releaseTiming
        applyInsets(to: new)
        new.setContentOffset(ScrollPoint(y: index == currentIndex ? driver.incomingOffset(reading(new), keeping: kept) : new.minOffset))
        lists[index] = new
        observe(new)
        if index == currentIndex {
            driver.forgetPlaced()
            placeHeader()
        } else {
            keepListsInLine()
            carryPageHeader()  // a page refresh left ending on the old list goes to the current one (it left)
        }
    }
}
