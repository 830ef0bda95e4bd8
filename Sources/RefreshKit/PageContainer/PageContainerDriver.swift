/// What a page container decides as its current list moves, comes in or changes size, and as the container lays out:
/// where the header overlay shows, what of the list it covers, the insets each list gets, where an incoming list goes
/// and where the page's refresh header rides. `PageContainerView` and the simulator's `SimulatedSingleDriverPage` read
/// their scroll views into it and apply what it returns, so both run this code.
@_spi(RefreshKitHost)
public struct PageContainerDriver: Sendable {
    /// What the container reads of a list.
    public struct List: Sendable, Hashable {
        /// `contentOffset.y`.
        public var offset: Double
        /// The band its refresh header holds on top of the container's inset (`heldInset.top`).
        public var band: Double
        /// Its top and bottom offsets: `−adjustedContentInset.top` and `contentSize + adjustedContentInset.bottom − height`.
        public var top: Double
        public var bottom: Double
        /// Whether RefreshKit's engine moves it now (``RefreshBinding/movesOffset``).
        public var isMovedByRefresh: Bool
        public init(offset: Double, band: Double, top: Double, bottom: Double, isMovedByRefresh: Bool = false) {
            self.offset = offset
            self.band = band
            self.top = top
            self.bottom = bottom
            self.isMovedByRefresh = isMovedByRefresh
        }
    }

    /// Where the overlay shows, and what follows from it.
    public struct Placement: Sendable, Hashable {
        /// The overlay's frame in the container.
        public var overlayFrame: ScrollRect
        /// How far the header is scrolled up, on whole pixels.
        public var headerOffset: Double
        /// What the engine of the list measures its header from (`ScrollSnapshot.leadingCover`).
        public var leadingCover: Double?
        /// The list's `verticalScrollIndicatorInsets.top`: the indicator runs below the tabs.
        public var indicatorTop: Double
    }

    public private(set) var layout: PageContainerLayout
    public private(set) var mode: NestedRefreshMode
    public private(set) var rule: NestedHeaderRule
    /// How far the header is scrolled up, as the rule places it (drawn on whole pixels: ``Placement/headerOffset``).
    public private(set) var headerOffset = 0.0
    /// Whether the tabs stick, and how far the header has collapsed (0…1), as last placed.
    public private(set) var tabsStuck = false
    public private(set) var collapseProgress = 0.0
    /// The offset and band of the list last placed (``place(_:scale:)``): what a status-bar scroll or a band that comes
    /// back is measured against (`PageContainerDriver+InLine.swift`).
    public private(set) var placed: List?
    /// Where the current list was before an app's whole `contentInset` write took the container's share away and UIKit
    /// clamped its offset into the smaller range: it goes back there once the share is back (``selfMove(_:isTracking:isDecelerating:statusBar:)``).
    public private(set) var offsetBeforeInsetLoss: Double?
    /// Whether the current list's last placement came from a move toward its top (false when it did not move).
    public private(set) var movesTowardTop = false
    /// The insets the container gave each list (by identity), so an app's own share of them is kept.
    private var given: [ObjectIdentifier: ScrollInsets] = [:]
    /// The placement last drawn, for the header's offset and the scale it was drawn for: a list that scrolls under
    /// stuck tabs draws the same placement again (it depends on nothing else but the layout, which forgets it).
    private var drawn: (headerOffset: Double, scale: Double, placement: Placement)?
    /// The stuck band: under stuck tabs, the lowest offset of the current list placed with its band, top and the scale
    /// it was drawn for (``place(_:scale:)``). The rule's header offset grows with the list's offset (each step of
    /// ``NestedHeaderRule/placement(listOffset:band:)`` is monotone, rounding included), so any finite offset at or above
    /// one that stuck the tabs sticks them too, and a list that scrolls there changes nothing of the placement: it is
    /// only noted, as the engine's quiet band notes an idle scroll.
    private(set) var stuckBand: (offset: Double, band: Double, top: Double, scale: Double)?
    #if DEBUG
    /// Off in tests that compare the band with the whole placement (`PageContainerStuckBandTests`).
    var usesStuckBand = true
    #else
    let usesStuckBand = true
    #endif

    public init(layout: PageContainerLayout = PageContainerLayout(size: ScrollSize(), headerHeight: 0, tabBarHeight: 0),
                mode: NestedRefreshMode, childBand: NestedHeaderRule.ChildBand = .ridesUnderTabs) {
        self.layout = layout
        self.mode = mode
        rule = layout.rule(mode: mode, childBand: childBand)
    }

    /// Takes a new layout or mode. Returns the offset the current list `current` must take so that the header keeps
    /// its state (``NestedHeaderRule/offsetKeepingHeader(from:listOffset:band:)``), inside the list's range, or nil
    /// when nothing moves.
    public mutating func relayout(_ layout: PageContainerLayout, mode: NestedRefreshMode, current: List?) -> Double? {
        let old = rule
        self.layout = layout
        self.mode = mode
        rule = layout.rule(mode: mode, childBand: old.childBand)
        drawn = nil
        stuckBand = nil
        guard rule != old, let current, current.offset.isFinite else { return nil }
        // Inside the list's new range: the write stops a bounce, which would otherwise have brought the list back.
        // Its end does not move (a header that grows scrolls as much further as the inset grows).
        let top = current.top - (rule.base - old.base)
        let kept = min(max(rule.offsetKeepingHeader(from: old, listOffset: current.offset, band: current.band), top),
                       max(top, current.bottom))
        return abs(kept - current.offset) > 1e-9 ? kept : nil
    }

    /// Forgets the list last placed: another list becomes the current one (its first placement is no move of its own).
    public mutating func forgetPlaced() {
        placed = nil
        stuckBand = nil
        offsetBeforeInsetLoss = nil
        movesTowardTop = false
    }

    /// Places the overlay for the current list, drawn on whole pixels of a screen with `scale` pixels per point.
    public mutating func place(_ list: List, scale: Double) -> Placement {
        if let band = stuckBand, let before = placed, let drawn, list.offset >= band.offset, list.offset < .infinity,
           list.band == band.band, list.top == band.top, scale == band.scale {
            // In the stuck band: the same placement, already drawn, and the same share of the inset (its top and band).
            movesTowardTop = list.offset < before.offset - 1e-9
            placed = list
            return drawn.placement
        }
        return placeWhole(list, scale: scale)
    }

    /// ``place(_:scale:)`` by the rule.
    private mutating func placeWhole(_ list: List, scale: Double) -> Placement {
        let placement = rule.placement(listOffset: list.offset, band: list.band)
        movesTowardTop = placed.map { list.offset < $0.offset - 1e-9 } ?? false
        let lacksShare = list.top > -(rule.base + list.band) + NestedHeaderRule.epsilon
        if lacksShare, offsetBeforeInsetLoss == nil, let before = placed, before.offset < list.offset - 1e-9 {
            offsetBeforeInsetLoss = before.offset  // the write clamped it: where it was, to go back to
        } else if !lacksShare {
            offsetBeforeInsetLoss = nil
        }
        placed = list
        headerOffset = placement.headerOffset
        tabsStuck = placement.tabsStuck
        collapseProgress = placement.progress
        noteStuckBand(list, scale: scale, lacksShare: lacksShare)
        if let drawn, drawn.headerOffset == headerOffset, drawn.scale == scale { return drawn.placement }
        let aligned = PageContainerLayout.pixelAligned(headerOffset, scale: scale)
        let result = Placement(overlayFrame: layout.overlayFrame(headerOffset: aligned), headerOffset: aligned,
                               leadingCover: rule.leadingCover(drawnHeaderOffset: aligned),
                               indicatorTop: layout.visibleTop(headerOffset: aligned))
        drawn = (headerOffset, scale, result)
        return result
    }

    /// Keeps the stuck band (``stuckBand``) after a whole placement: made or widened down to the list's offset when the
    /// tabs stuck at the rule's own header offset, its share whole (no inset loss to watch) and nothing else of it
    /// changed; dropped otherwise.
    private mutating func noteStuckBand(_ list: List, scale: Double, lacksShare: Bool) {
        guard usesStuckBand, !lacksShare, rule.sticky > 0, headerOffset == rule.sticky, list.offset.isFinite, list.band.isFinite, list.top.isFinite
        else { return stuckBand = nil }
        if let band = stuckBand, band.band == list.band, band.top == list.top, band.scale == scale {
            stuckBand?.offset = min(band.offset, list.offset)
        } else {
            stuckBand = (list.offset, list.band, list.top, scale)
        }
    }

    /// Where a list that becomes the current one goes, so that the header stays at `headerOffset`, where it was before
    /// the switch (``NestedHeaderRule/switchOffset(headerOffset:incoming:band:top:bottom:)``). Read the header's offset
    /// before anything moves the incoming list: a refresh handed over to it moves it, and places the header from it.
    public func incomingOffset(_ list: List, keeping headerOffset: Double) -> Double {
        rule.switchOffset(headerOffset: headerOffset, incoming: list.offset, band: list.band, top: list.top, bottom: list.bottom)
    }

    /// The second write of a switch, when the first changed the band the list's refresh holds (a band that scrolling
    /// away shrank comes back whole at the list's top): where the list goes now, or nil when it is there already.
    public func incomingCorrection(_ list: List, keeping headerOffset: Double) -> Double? {
        let target = incomingOffset(list, keeping: headerOffset)
        return abs(target - list.offset) > 1e-9 ? target : nil
    }

    /// What to add to a list's app `contentInset` (`rk.contentInset`) so that it has the container's insets
    /// (``PageContainerLayout/listInsets(contentHeight:appBottom:safeBottom:band:)``) on top of the app's own share;
    /// zero when they are already there. `given` is the container's share added so far, `appInset` the list's whole
    /// app inset now, that share included.
    public func insetChange(from given: ScrollInsets, contentHeight: Double, appInset: ScrollInsets, safeBottom: Double) -> ScrollInsets {
        let wanted = layout.listInsets(contentHeight: contentHeight, appBottom: appInset.bottom - given.bottom, safeBottom: safeBottom)
        return ScrollInsets(top: wanted.top - given.top, bottom: wanted.bottom - given.bottom)
    }

    /// What to add to the app's `contentInset` of list `id` (``insetChange(from:contentHeight:appInset:safeBottom:)``),
    /// the container's share kept here by the list's identity.
    public mutating func insetChange(for id: ObjectIdentifier, contentHeight: Double, appInset: ScrollInsets,
                                     safeBottom: Double) -> ScrollInsets {
        let old = Self.surviving(given[id] ?? .zero, appInset: appInset)  // an app's whole write took the rest
        let change = insetChange(from: old, contentHeight: contentHeight, appInset: appInset, safeBottom: safeBottom)
        given[id] = ScrollInsets(top: old.top + change.top, bottom: old.bottom + change.bottom)
        return change
    }

    /// What to add to list `id`'s app inset when it leaves the container: the container's share, taken back (only what
    /// the list's app inset `appInset` still holds of it, when given).
    public mutating func insetsGivenBack(by id: ObjectIdentifier, appInset: ScrollInsets? = nil) -> ScrollInsets {
        let kept = given.removeValue(forKey: id) ?? .zero
        let old = appInset.map { Self.surviving(kept, appInset: $0) } ?? kept
        return ScrollInsets(top: -old.top, bottom: -old.bottom)
    }

    /// The `positionOffset` of the page's refresh header: above the header in parent mode, under the tabs in child mode.
    public var pageHeaderPositionOffset: Double { mode == .parent ? rule.base : 0 }

    /// How the page's refresh header gets to the list the header follows.
    public enum PageHeaderMove: Sendable, Hashable {
        /// It stays where it is: on that list already, or busy elsewhere (pulled, or ending), to move once idle.
        case stay
        /// It is attached there (it is idle: nothing to carry).
        case attach
        /// It is attached there on the next turn: the move was noticed inside a list's own change, and taking the
        /// header off the list that reports it would pull its host out from under its own callback.
        case attachLater
        /// Its refresh goes on there, band and all (`RefreshBinding.handOver(_:to:)`): a tab switch during a page
        /// refresh keeps the header and the spinner where they were.
        case handOver
    }

    /// How the page's refresh header, in `state`, gets to the current list; `inListCallback` when a list's own change
    /// (its offset, inset or size) asked.
    public static func pageHeaderMove(isOnCurrentList: Bool, state: RefreshState, inListCallback: Bool = false) -> PageHeaderMove {
        guard !isOnCurrentList else { return .stay }
        switch state {
        case .idle, .noMoreData: return inListCallback ? .attachLater : .attach
        case .refreshing: return .handOver
        case .pulling, .ready, .ending: return .stay
        }
    }
}

extension PageContainerDriver.PageHeaderMove {
    /// Carries the move out with the container's means of doing it: nothing to do for ``stay``.
    public func carry(attach: () -> Void, attachLater: () -> Void, handOver: () -> Void) {
        switch self {
        case .stay: break
        case .attach: attach()
        case .attachLater: attachLater()
        case .handOver: handOver()
        }
    }
}

extension PageContainerDriver {
    /// Writes `offset` to `list` with `write` when there are both: the current list's offset a relayout keeps
    /// (``relayout(_:mode:current:)``, nil without a current list or when nothing moves), or a switch's second write
    /// (``incomingCorrection(_:keeping:)``).
    public static func move<List>(_ list: List?, to offset: Double?, _ write: (List, Double) -> Void) {
        guard let list, let offset else { return }
        write(list, offset)
    }

    /// Adds `change` to a list's app inset with `write` (``insetChange(for:contentHeight:appInset:safeBottom:)``,
    /// ``insetsGivenBack(by:)``, `PageContainerLease`), unless it is zero: each write is a KVO change and an event for
    /// the list's engine.
    static func write(_ change: ScrollInsets, _ write: (ScrollInsets) -> Void) {
        guard change != .zero else { return }
        write(change)
    }
}
