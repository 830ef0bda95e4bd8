#if canImport(UIKit)
import UIKit

// What the container decides as its pager and its current list move: the state's events carried out, the list the
// header follows, the overlay's placement and the page's refresh header.
extension PageContainerView {
    /// The pager moved or its pan changed: what it shows now, and once more on the next turn of the run loop, when
    /// UIKit has ended the deceleration or the tracking that the last change came in (the list the header follows
    /// changes only at rest).
    func pagerMayComeToRest() {
        update()
        Task { @MainActor [weak self] in self?.update() }
    }

    /// Reads the pager and the header, and carries out what changed.
    func update() {
        passes.request()
        while passes.next() { updateOnce() }  // a callback that selects, moves or reloads asks for another pass
    }

    func updateOnce() {
        let pagerAtRest = pagerRequest.isAtRest(offset: Double(pagerScrollView.contentOffset.x),
                                                isTracking: pagerScrollView.isTracking,
                                                isDecelerating: pagerScrollView.isDecelerating)
        let input = PageContainerState.Input(
            count: count, pagerOffset: Double(pagerScrollView.contentOffset.x), pagerWidth: Double(pagerScrollView.bounds.width),
            pageOffset: driver.headerOffset, pageTop: 0, stickyDistance: driver.rule.sticky, isRightToLeft: isRightToLeft,
            pagerIsAtRest: pagerAtRest)
        // A list's scroll event, the pager where it was, answers with one comparison and no array (`listMoved`).
        let changes = state.listMoved(input) ?? pagerMoved(input)
        _ = changes.collapse.map { onCollapseProgressChange?(CGFloat($0)) }
        _ = changes.stuck.map { onTabsStuckChange?($0) }
        _ = changes.pagerPosition.map { tabBar?.pageContainerDidMove(to: CGFloat($0)) }  // not on every list scroll
        _ = changes.headerOffset.map { onHeaderOffsetChange?(CGFloat($0)) }
        state.listToFollow(input).map { bringIn(pages.link(at: $0)) }
    }

    /// The pass's whole way, when the pager moved: its events carried out, then what else changed.
    private func pagerMoved(_ input: PageContainerState.Input) -> PageContainerState.Changes {
        for event in state.updatePager(input) { handle(event) }
        return state.changes(input)
    }

    func handle(_ event: PageContainerState.Event) {
        switch event {
        case .create(let index): create(index)
        case .appear(let index):
            linkList(at: index)
            placeInLine(index)  // before it shows: where the header puts it (it does not jump when the pager rests)
            hideScrollsToTop(in: pages.page(at: index)?.view, sparing: pages.link(at: index)?.list)  // cells made since it was linked (P5)
            updateScrollsToTop()
            forwardAppearance(of: index, appearing: true)
            onListAppear?(index)
        case .disappear(let index):
            letRest(index)
            forwardAppearance(of: index, appearing: false)
            onListDisappear?(index)
        case .select(let index):
            selectedIndex = index
            tabBar?.pageContainerDidSelect(index, animated: window != nil)
            onSelectedIndexChange?(index)
        case .settle(let index):
            settledIndex = index
            bringIn(pages.link(at: index))  // the app's callback finds the settled list current
            onSelectedIndexSettle?(index)
        case .collapse(let progress): onCollapseProgressChange?(CGFloat(progress))
        case .stuck(let stuck): onTabsStuckChange?(stuck)
        }
    }

    /// Makes the list of `link` the one the header follows, its claims made through the link's lease, put where the
    /// header does not move (``NestedHeaderRule``'s switch at rest): its top under a header that shows, its own position
    /// (at least stuck) under stuck tabs.
    /// A page without a list (a plain view, or a controller whose table is not made yet) leaves none current: the
    /// header stays where it is, and neither a touch on it nor the status bar scrolls a list out of view.
    func bringIn(_ link: Link?) {
        PageContainerParts.replace(currentListScrollView, with: link?.list,
                                   remove: { ScrollViewHost.existing(for: $0)?.leadingCover = nil },
                                   add: { [self] new in
                                       currentListScrollView = new
                                       currentLease = link?.lease
                                       updateScrollsToTop()
                                       new.map(follow)
                                   })
    }

    /// Brings `list` in as the current one, once the one before has given back what it covered.
    func follow(_ list: UIScrollView) {
        let kept = driver.headerOffset  // before a refresh handed over moves the list and places the header from it
        currentListScrollView = list
        driver.forgetPlaced()
        carryPageHeader(to: list)  // before the list is placed: a refresh handed over brings its band
        // `setContentOffset(_:animated:)` stops a fling left from before; a plain write would be overwritten by it.
        let target = driver.incomingOffset(reading(list), keeping: kept)
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(target)), animated: false)
        // The write may have given a refresh its band back (scrolling away had shrunk it): once more, with the band.
        PageContainerDriver.move(list, to: driver.incomingCorrection(reading(list), keeping: kept)) { list, again in
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(again)), animated: false)
        }
        updateScrollsToTop()
        placeOverlay()
    }

    /// Places the header over the current list: on every change of its offset or inset, before its engine hears of
    /// it, and after every layout.
    func placeOverlay(inListCallback: Bool = false) {
        guard let list = currentListScrollView else { return }
        carryPageHeader(to: list, inListCallback: inListCallback)
        let move = selfMove(of: list)  // a status-bar scroll, measured against the last placement
        let placement = driver.place(reading(list), scale: Double(traitCollection.displayScale))
        overlay.frame = placement.overlayFrame.cgRect
        currentLease?.claim {  // none once the list has left
            ScrollViewHost.existing(for: list)?.leadingCover = placement.leadingCover
            // The indicator runs below the tabs (the list's inset adjustment is off, so UIKit adds nothing).
            ScrollViewSettings.of(list).containerPlacesIndicator(top: placement.indicatorTop, on: list)
        }
        keepListsInLine()
        move.map { list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat($0.offset)), animated: $0.animated) }
        update()
    }

    /// What the container reads of a list.
    func reading(_ list: UIScrollView) -> PageContainerDriver.List {
        PageContainerDriver.List(
            offset: Double(list.contentOffset.y), band: ScrollViewHost.existing(for: list)?.binding.heldInset.top ?? 0,
            top: Double(-list.adjustedContentInset.top),
            bottom: Double(list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height),
            isMovedByRefresh: ScrollViewHost.existing(for: list)?.binding.movesOffset ?? false)
    }

    /// The page's refresh header rides on the current list, its band where ``mode`` says: attached when it is idle,
    /// its refresh handed over when it refreshes (``RefreshBinding/handOver(_:to:)``), left alone while it is pulled
    /// or ends.
    func carryPageHeader(to list: UIScrollView, inListCallback: Bool = false) {
        let move = refreshHeader.map { header in
            // A list no page links any more (a reload removed it, the app replaced it) lets the header go whatever it
            // does. Asked only of another list: this runs on every scroll event of the current one.
            let isOnCurrentList = header.superview === list
            let other = isOnCurrentList ? nil : header.superview as? UIScrollView
            let hasLeft = other.map { old in !pages.containsLink { $0.list === old } } ?? false
            return PageContainerDriver.pageHeaderMove(isOnCurrentList: isOnCurrentList, listHasLeft: hasLeft, state: header.state,
                                                      inListCallback: inListCallback)
        }
        (move ?? .stay).carry(attach: { list.rk.header = refreshHeader }, attachLater: {
            Task { @MainActor [weak self, weak list] in list.map { self?.carryPageHeader(to: $0) } }
        }, handOver: { refreshHeader?.support.handOver(to: list) })
    }
}
#endif
