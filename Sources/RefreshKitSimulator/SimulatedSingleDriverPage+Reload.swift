@_spi(RefreshKitHost) import RefreshKit

// A reload of the page's lists, as `PageContainerView.setPages` and `reloadData()` carry it out (issue 34, item 10): the
// same `PageContainerPageKey` and `PageContainerReuse` decide which lists stay, where they go, which are given back and
// which list becomes current. The model makes its new lists at once (the container makes them as they show).
extension SimulatedSingleDriverPage {
    /// `PageContainerView.setPages(_:ids:page:)` (`ids` nil: `setPages(_:page:)`): the pages `titles` names, each kept
    /// when its key comes again (its identifier, else the n-th tab of its title), the others made by `make` with their
    /// index.
    public func setPages(_ titles: [String], ids: [AnyHashable]? = nil, make: (Int) -> SimulatedScrollView) {
        reload(keys: PageContainerPageKey.keys(count: titles.count, ids: ids?.map(Optional.some), titles: titles), give: make)
    }

    /// `PageContainerView.reloadData()` with a data source that gives `lists`, without identifiers: a list given again
    /// (the same object, at any index among those that had a list) stays as it is.
    public func reloadData(lists given: [SimulatedScrollView]) {
        reload(keys: Array(repeating: nil, count: given.count)) { given[$0] }
    }

    /// The reload: `keys` for the new pages, `give` the list of a new page. Nothing with no pages (the model shows one
    /// list at least).
    @_spi(RefreshKitHost) public func reload(keys: [PageContainerPageKey?], give: (Int) -> SimulatedScrollView) {
        guard !keys.isEmpty else { return }
        var keys = keys, asked: [Int: SimulatedScrollView] = [:]
        let made = PageContainerPageKey.made(objects: Dictionary(uniqueKeysWithValues: lists.enumerated().map { ($0, ObjectIdentifier($1)) }),
                                             keys: pageKeys)
        for index in PageContainerReuse.pagesToAsk(made: lists.indices, new: keys) {  // a list given again keeps its page
            let list = give(index)
            asked[index] = list
            keys[index] = .object(ObjectIdentifier(list))
        }
        let reuse = PageContainerReuse(made: made, new: keys, selected: currentIndex)
        pageKeys = keys
        let before = lists, kept = driver.headerOffset
        if !reuse.keepsEveryPageInPlace {
            for event in pagerState.reset() { handle(event) }  // the lists in view leave, as at any reload
        }
        for index in reuse.removed { giveBack(before[index]) }
        lists = reuse.kept.enumerated().map { index, old in old.map { before[$0] } ?? link(asked[index] ?? give(index)) }
        currentIndex = reuse.selected
        pager.setPageCount(lists.count)
        if !reuse.keepsSelected {  // a new current list comes in where the header does not move, as at a tab switch
            list.stopDecelerating()
            driver.forgetPlaced()
            carryPageHeader()
            list.setContentOffset(ScrollPoint(y: driver.incomingOffset(reading(list), keeping: kept)))
            PageContainerDriver.move(list, to: driver.incomingCorrection(reading(list), keeping: kept)) { list, again in
                list.setContentOffset(ScrollPoint(y: again))
            }
        }
        // The container's decision: pages moved or left, the pager goes on the selected page at once; in place, at the
        // next layout, which in the model comes now.
        let shown = pagerRequest.reload(reuse, pagerWidth: pager.pageWidth).scrollTarget
            ?? pagerRequest.layout(width: pager.pageWidth, count: lists.count, isRightToLeft: false, selected: currentIndex) ?? currentIndex
        pagerRequest.animate(to: .nan)
        pager.scroll(toPage: shown, animated: false)
        placeHeader()
        updatePager()
    }

    /// A list that leaves: it is no longer observed (first: what it gets back moves it, not the header), and it gets back
    /// the container's share of its inset, as `PageContainerLease.end()` gives it.
    private func giveBack(_ old: SimulatedScrollView) {
        old.priorityObservers = []
        old.observers = []
        let app = old.refresh?.appContentInset ?? old.contentInset
        let back = driver.insetsGivenBack(by: ObjectIdentifier(old), appInset: app)
        let given = ScrollInsets(top: app.top + back.top, left: app.left, bottom: app.bottom + back.bottom, right: app.right)
        if let refresh = old.refresh { refresh.setAppContentInset(given) } else { old.setContentInset(given) }
        old.leadingCover = nil
    }

    /// A new list, linked as the container links one: its settings, the container's insets, at its top, observed.
    private func link(_ new: SimulatedScrollView) -> SimulatedScrollView {
        new.framesPerSecond = list.framesPerSecond
        new.contentInsetAdjustmentBehavior = .never
        new.alwaysBounceVertical = true
        new.releaseTiming = list.releaseTiming
        applyInsets(to: new)
        new.setContentOffset(ScrollPoint(y: new.minOffset))
        observe(new)
        return new
    }
}
