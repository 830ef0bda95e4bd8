// What the container decides for the lists beside the current one, and for the app's writes to a list's insets.
extension PageContainerDriver {
    /// Where a list that shows beside the current one goes so that it agrees with the header, on whole pixels of a
    /// screen with `scale` pixels per point; nil when it is there already.
    ///
    /// A list comes into view as the pager moves (a swipe, an animated tab tap, a reload), and the pager shows it
    /// beside the current one throughout, so it is placed as it appears and kept there as the header moves (as
    /// JXPagingView keeps its other lists in line): its top row right under the tabs while the header shows, its own
    /// position (at least stuck) under stuck tabs (``incomingOffset(_:keeping:)``). A header pulled down by a page
    /// refresh (parent mode) is followed above the list's top too: the refresh is handed over to it when the pager
    /// rests, and its band then holds it there, so nothing jumps. When the pager rests on it, the switch finds it
    /// where it would put it.
    public func inLineOffset(_ list: List, scale: Double) -> Double? {
        let target = headerOffset < 0 && mode == .parent ? rule.listOffset(headerOffset: headerOffset, band: list.band)
                                                          : incomingOffset(list, keeping: headerOffset)
        let drawn = PageContainerLayout.pixelAligned(target, scale: scale)
        return drawn.isFinite && abs(drawn - list.offset) > 1e-6 ? drawn : nil
    }

    /// What the overlay covers of every list that shows, for its refresh engine (``Placement/leadingCover``): the
    /// header drawn on whole pixels of a screen with `scale` pixels per point covers the lists beside the current one as
    /// much, so a refresh of their own keeps its band as they show.
    public func leadingCover(scale: Double) -> Double? {
        rule.leadingCover(drawnHeaderOffset: PageContainerLayout.pixelAligned(headerOffset, scale: scale))
    }

    /// Where a list that left the view goes, when it was left above its top by ``inLineOffset(_:scale:)`` (a swipe that
    /// went back during a page refresh): its top. Nil when it is in its range (a list keeps its place off screen).
    public func restingOffset(_ list: List) -> Double? {
        guard list.offset.isFinite, list.offset < list.top - 1e-6 else { return nil }
        return list.top
    }

    /// The part of the container's share `given` that a list's app inset `appInset` still holds: on each edge, an app
    /// inset below the share has lost it (a whole `contentInset` assignment, `contentInset = .zero` in a layout pass, a
    /// keyboard's `UIEdgeInsets(top: 0, left: 0, bottom: kb, right: 0)`), and the value is the app's own; an app inset
    /// at or above it still holds it (a read-modify-write, a saved value written back). The share then goes back on top
    /// of what the app wrote, as RefreshKit's inset ledger puts its own part back after an app's write.
    public static func surviving(_ given: ScrollInsets, appInset: ScrollInsets) -> ScrollInsets {
        let tolerance = InsetLedger.tolerance
        return ScrollInsets(top: appInset.top < given.top - tolerance ? 0 : given.top, left: given.left,
                            bottom: appInset.bottom < given.bottom - tolerance ? 0 : given.bottom, right: given.right)
    }
}

extension PageContainerDriver {
    /// Whether a page's linked list was replaced by the app (a grid/list toggle, an empty state, a re-created view):
    /// it left the page's view (`linkedIsInPage` false), or the page now names or holds another list (`found`, nil when
    /// none is found). The container then gives the old one back what it borrowed, lets it go, and links the new one.
    public static func listWasReplaced(linked: AnyObject, found: AnyObject?, linkedIsInPage: Bool) -> Bool {
        !linkedIsInPage || found.map { $0 !== linked } ?? false
    }
}

extension PageContainerDriver {
    /// A tab tap (a selection) stops the current list with `stop` first, as a tap on one scroll view stops its fling:
    /// the header stays where it is while the pager brings the other list in, instead of following a fling off screen.
    /// A list out of its range (a bounce, a pull) is left to come back by itself: stopped there, it would rest outside.
    public static func stopsCurrentListOnSelection<Scroll>(_ list: Scroll?, reading: (Scroll) -> List, _ stop: (Scroll) -> Void) {
        guard let list else { return }
        let read = reading(list)
        guard read.offset >= read.top - NestedHeaderRule.epsilon, read.offset <= max(read.top, read.bottom) + NestedHeaderRule.epsilon
        else { return }
        stop(list)
    }
}

extension PageContainerDriver {
    /// What the status bar's scroll to the top brings back (`PageContainerView.statusBarTap`).
    public enum StatusBarScroll: Sendable, Hashable {
        /// The whole header: the current list goes to its top (UIKit's scroll to `−adjustedContentInset.top`).
        case wholeHeader
        /// Under stuck tabs, the current list's first row under the tabs, the header staying collapsed (JXPagingView);
        /// the whole header when it shows.
        case listWhileStuck
    }

    /// Where the current list must go now, decided as it moves by itself (neither a finger nor momentum: UIKit's
    /// animated scroll to the top when the status bar is tapped, or an app's animated scroll), `list` read now and
    /// ``placed`` as last placed (call before ``place(_:scale:)``); nil to leave it.
    /// - A child-mode band that rides under the tabs and comes back as the list moves toward its top by itself
    ///   (RefreshKit's engine gives a refreshing header its room back as it comes into view below the tabs) would leave
    ///   the header collapsed by the band, since the scroll's target was the top without it (a status-bar tap stopped
    ///   54 pt short): the list goes on to its new top, animated (`animated` true).
    /// - An app's whole `contentInset` write that took the container's share away clamped the list's offset: once the
    ///   share is back on top, the list goes back where it was (``offsetBeforeInsetLoss``), and the header with it.
    /// - With ``StatusBarScroll/listWhileStuck``, a scroll from under stuck tabs stops where they stick (`animated`
    ///   false: the write stops UIKit's animation, `setContentOffset(_:animated: false)`).
    ///
    /// Inlinable up to its first test: a host outside the module (the simulator's page, a custom host) calls it on every
    /// event of a list under a finger, and otherwise copied the whole driver to ask.
    @inlinable
    public func selfMove(_ list: List, isTracking: Bool, isDecelerating: Bool, statusBar: StatusBarScroll)
        -> (offset: Double, animated: Bool)? {
        guard !isTracking, !isDecelerating, !list.isMovedByRefresh else { return nil }
        return movedByItself(list, statusBar: statusBar)
    }

    /// ``selfMove(_:isTracking:isDecelerating:statusBar:)`` for a list that neither a finger, momentum nor RefreshKit moves.
    @usableFromInline
    func movedByItself(_ list: List, statusBar: StatusBarScroll) -> (offset: Double, animated: Bool)? {
        guard let before = placed, list.offset.isFinite else { return nil }
        if let back = offsetBeforeInsetLoss, list.top <= -(rule.base + list.band) + NestedHeaderRule.epsilon {
            return (min(max(back, list.top), max(list.top, list.bottom)), false)  // the share is back: so is the list
        }
        let stuck = rule.stuckOffset(band: list.band)
        if statusBar == .listWhileStuck, before.offset >= stuck - NestedHeaderRule.epsilon, list.offset < stuck - NestedHeaderRule.epsilon {
            return (stuck, false)
        }
        guard rule.leadingCover(drawnHeaderOffset: 0) != nil, movesTowardTop, list.band > before.band + InsetLedger.tolerance,
              list.offset < rule.stuckOffset(band: before.band) - NestedHeaderRule.epsilon  // the header shows: not stuck tabs
        else { return nil }
        return (rule.listOffset(headerOffset: 0, band: list.band), true)
    }
}
