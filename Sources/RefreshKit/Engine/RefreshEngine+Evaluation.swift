extension RefreshEngine {
    /// The rules applied to every event, in order, on the snapshot `s` measured along the axis (`projected`):
    /// the one evaluation both the full and the incremental path run.
    mutating func decide(_ projected: AxisSnapshot, _ s: ScrollSnapshot, _ step: Step, _ out: inout Effects) {
        var a = projected
        // An adopted refresh shows as it did where it came from: the content moves by its band, and the rules see
        // it there (no animation brings the band into view).
        if step.adoptedInset > 0 {
            a.offset -= step.adoptedInset
            out.offset = configuration.axis.point(s.contentOffset, along: a.offset)
        }
        let dragging = s.isDragging
        // A touch takes over, as it stops UIKit's own offset animations: the content stays where it is.
        if s.isTracking {
            offsetAnimation = nil
            yieldsToScroll = false
        }
        yieldToOutsideScroll(a, s, step)
        if step.isTick { advanceAnimations(s, &a, &out) }
        let restoring = keepComponentsInPlace(step.appChanged, s, &a)

        let moment = Moment(isFrame: step.isTick, canLayOut: s.isInWindow && a.viewportLength > 0,
                            atRest: isAtRest(a, s, isFrame: step.isTick))
        watchesForRest = false
        if moment.atRest { yieldsToScroll = false }
        updateHeader(a, s, step, moment, &out)
        updateFooter(a, s, moment, &out)
        if yieldsToScroll { watchesForRest = true }  // until the outside animation leaves the content at rest
        writeOwnedInsets(&out)
        // A rule that moved the offset (bringing a component into view) moved it from there already.
        if restoring || (step.abandonedAnimation && !s.isTracking && offsetAnimation == nil), out.offset == nil {
            restoreOffset(a, s, &out)
        }
        layOut(a, s)
        noteFrame(at: a.offset, isTick: step.isTick, time: s.time)
        last = a
        wasDragging = dragging
        rememberForIncrementalPath(a, s, out)
    }

    /// Yields the offset to an outside scroll animation, as to a finger: an app's `setContentOffset(_:animated:)` or
    /// `scrollToRow(at:at:animated:)` or a status-bar tap run UIKit's own animation,
    /// which writes an absolute offset every frame, in an order with RefreshKit's frame clock that UIKit does not
    /// define, and which `isDecelerating` does not show. An event that finds UIKit's scroll animation running
    /// (`isScrollAnimating`) and the component's reveal moved since the last event while RefreshKit's own offset
    /// animation runs, with no finger, no momentum, no app inset write and not as the echo of RefreshKit's own writes:
    /// RefreshKit drops its animation, the inset follows what is revealed (`release`), and nothing of RefreshKit's
    /// moves the offset until the content rests. Half a point: UIKit rounds offsets to pixels. (A plain offset write
    /// is no animation: a page container or a nested page moving its lists keeps RefreshKit's animation going. Where
    /// `isScrollAnimating` is not known, before iOS 17.4, RefreshKit does not yield.)
    private mutating func yieldToOutsideScroll(_ a: AxisSnapshot, _ s: ScrollSnapshot, _ step: Step) {
        guard let move = offsetAnimation, let last, s.isScrollAnimating, !step.isEcho, !s.isTracking,
              !s.isDecelerating, step.appChanged.isEmpty else { return }
        guard abs(revealed(move.role, a) - revealed(move.role, last)) > 0.5 else { return }
        offsetAnimation = nil
        yieldsToScroll = true
    }

    /// What the rules may ask of this event besides its geometry.
    struct Moment {
        /// The event is a display frame (``Event/tick``).
        let isFrame: Bool
        /// The scroll view is in a window and has a size: a begin can show.
        let canLayOut: Bool
        /// See ``isAtRest(_:_:isFrame:)``.
        let atRest: Bool
    }

    /// No finger, no momentum, and the content still for a whole display frame: a frame that finds it where
    /// frames have found it for ``restInterval``, with no move reported between. UIKit reports no event when
    /// momentum stops, and its own scroll animations (`setContentOffset(_:animated:)`, `scrollToRow`, a
    /// status-bar tap, VoiceOver) move the offset once a frame with neither flag set, so a finger-free moment
    /// between two of their frames must not count.
    private func isAtRest(_ a: AxisSnapshot, _ s: ScrollSnapshot, isFrame: Bool) -> Bool {
        guard isFrame, !s.isTracking, !s.isDecelerating, let still = frameOffset, abs(still - a.offset) <= 1e-9 else {
            return false
        }
        return s.time - frameOffsetSince >= Self.restInterval
    }

    /// Keeps ``frameOffset`` for the rest rule: a frame at `time` finds the content at `y` (since then, unless
    /// it was already there); any other event that moved it there (from ``last``) forgets it.
    @inline(__always)
    mutating func noteFrame(at y: Double, isTick: Bool, time: Double) {
        if isTick {
            if frameOffset.map({ abs($0 - y) <= 1e-9 }) != true {
                frameOffset = y
                frameOffsetSince = time
            }
        } else if frameOffset != nil, let last, abs(last.offset - y) > 1e-9 {
            frameOffset = nil
        }
    }

    /// An app write to an edge where RefreshKit holds inset clamps the offset before RefreshKit's part goes
    /// back on top: that is not the user scrolling. A refreshing component that was fully in view stays
    /// fully in view (its reveal is kept, so an app inset that grows moves the content with it); otherwise
    /// the offset goes back to where it was. Returns whether `a.offset` now holds the offset to restore.
    private mutating func keepComponentsInPlace(_ appChanged: InsetLedger.Edges, _ s: ScrollSnapshot,
                                                _ a: inout AxisSnapshot) -> Bool {
        guard !appChanged.isEmpty, let last else { return false }
        let vertical = configuration.axis == .vertical
        let leading = appChanged.contains(vertical ? .top : .left) && inset(of: .header) > 0
        let trailing = appChanged.contains(vertical ? .bottom : .right) && inset(of: .footer) > 0
        guard leading || trailing else { return false }
        if leading, let h = header, h.state == .refreshing, RefreshGeometry.isInView(RefreshGeometry.headerRevealed(last), whole: h.inset, last) {
            a.offset = RefreshGeometry.headerPinnedOffset(a, pinned: h.inset)
        } else if trailing, let f = footer, f.kind == .backFooter, f.state == .refreshing,
                  RefreshGeometry.isInView(RefreshGeometry.footerRevealed(last), whole: f.sizes.pinned, last) {
            a.offset = RefreshGeometry.maxRestingOffset(a) + f.sizes.pinned
        } else {
            a.offset = last.offset
        }
        return true
    }

    /// Puts the offset where `a` says, within the range UIKit allows once RefreshKit's part is back on top;
    /// a finger or a bounce may hold the content outside it (and overwrites the offset next frame anyway).
    private func restoreOffset(_ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        let axis = configuration.axis
        let free = s.isTracking || (s.isDecelerating && !out.stopDecelerating)
        let low = -(a.leadingInset + inset(of: .header))
        let high = max(low, a.contentLength + a.trailingInset + inset(of: .footer) - a.viewportLength)
        let y = free ? a.offset : min(max(a.offset, low), high)
        if abs(y - axis.offset(of: s.contentOffset)) > 1e-9 { out.offset = axis.point(s.contentOffset, along: y) }
    }

    // MARK: - Header

    private mutating func updateHeader(_ a: AxisSnapshot, _ s: ScrollSnapshot, _ step: Step, _ moment: Moment,
                                       _ out: inout Effects) {
        guard headerSlot.isActive else { return }
        let revealed = RefreshGeometry.headerRevealed(a)
        // A new pull takes over from the room a short pull is giving back.
        if headerSlot.isReleasing, headerSlot.state == .idle, s.isDragging { headerSlot.isReleasing = false }
        if headerSlot.isReleasing {
            release(.header, a, s, &out)
        } else {
            switch headerSlot.state {
            case .idle, .pulling, .ready:
                trackPull(.header, revealed: revealed, canPull: true, a, s, &out)
                if makesRoom(s) { makeRoom(revealed: revealed, a, s, &out) } else { giveRoomBack(revealed: revealed, a, s, &out) }
            case .refreshing where offsetAnimation?.role != .header:
                holdHeader(revealed: revealed, adopted: step.adoptedInset > 0, a, s)
                settleAtRest(.header, a, s, atRest: moment.atRest, &out)
            default:
                break
            }
        }
        if headerSlot.isAttached, headerSlot.pendingBegin, moment.canLayOut { startRefreshing(.header, a, s, &out) }
    }

    /// UIRefreshControl's pull: the header's inset grows as a finger reveals it, so the content sits on
    /// the edge of its range and follows the finger one to one for the header's height. A stretching
    /// navigation bar keeps its bottom edge one inset above the content, so it never covers the header,
    /// and the release adds nothing (no snap). A pull let go short of the trigger gives the room back
    /// by animating the content home with the inset following, as an ending does.
    private mutating func makeRoom(revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        guard headerSlot.isAttached, headerSlot.state != .refreshing else { return }
        let t = InsetLedger.tolerance
        if s.isDragging, canStart(.header) {
            let pinned = pinnedLength(.header, a)
            headerSlot.inset = revealed > t ? min(revealed, pinned) : 0  // float noise is no room
        } else if headerSlot.inset > t {
            headerSlot.isReleasing = true
            release(.header, a, s, &out)
        } else {
            headerSlot.inset = 0
        }
    }

    /// Room that a pull made before the pull stopped making room (``RefreshConfiguration/pullMakesRoom`` turned
    /// off, the stretching bar gone mid-pull) is not kept: under the finger it follows the header out of view,
    /// and at the lift it goes back as a short pull's does (`makeRoom`). A release that refreshes holds the
    /// pinned height instead (`trackPull` ran first).
    private mutating func giveRoomBack(revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        let t = InsetLedger.tolerance
        guard headerSlot.isAttached, headerSlot.state != .refreshing, headerSlot.inset > t else { return }
        if s.isDragging {
            headerSlot.inset = revealed > t ? min(revealed, headerSlot.inset) : 0
        } else {
            headerSlot.isReleasing = true
            release(.header, a, s, &out)
        }
    }

    /// The refreshing header's inset follows what is visible of it, a delta each time: it shrinks as the
    /// content scrolls away (so plain-table section headers do not float below a gap) and grows back as
    /// a finger pulls it in; momentum or an animation toward the top gets room for the whole header, so
    /// the list does not stop with the header cut. Arriving takes a move of at least half a pixel: offsets
    /// are whole pixels, so less is the rounding of an offset UIKit kept at its distance from a safe area that
    /// changed at rest (a large title flipping between its rest heights), not content moving toward the top.
    ///
    /// Under a finger, the inset is what the finger reveals once it moves the content; a finger that only rests
    /// there while RefreshKit moves the content (a refresh `adopted` in this event, moved by its band, or the echo of
    /// RefreshKit's own writes) reveals nothing: a refresh handed over to a list a finger rests on (a page container's
    /// list left touched out of view, shown again by a tab switch) keeps the band it brought, so the container can put
    /// the list where the band shows as it did (issue 34).
    private mutating func holdHeader(revealed: Double, adopted: Bool, _ a: AxisSnapshot, _ s: ScrollSnapshot) {
        let pinned = pinnedLength(.header, a), t = InsetLedger.tolerance
        let before = last.map(RefreshGeometry.headerRevealed) ?? revealed
        let fingerMoved = s.isTracking && !adopted && abs(revealed - before) > t
        headerSlot.fullInset = pinned
        if fingerMoved || revealed < before - t {
            headerSlot.inset = revealed > t ? min(revealed, pinned) : 0  // float noise is no inset
        } else if revealed > before + a.halfPixel, revealed > -t {
            headerSlot.inset = pinned  // arriving at the top, a scroll to top included: room for the whole header
        }
        // A pinned height that shrank (new metrics, a viewport now shorter than the header) holds no more than it.
        if headerSlot.inset > pinned + t { headerSlot.inset = pinned }
    }

    /// A refreshing component that comes to rest partly in view, or at its edge with room held for it (a
    /// status-bar tap, momentum back to the top), is brought fully into view, as UIRefreshControl shows its
    /// spinner whole: the refresh still runs, and the header (or footer) is the only sign of it. Until the
    /// content is `atRest` (see `decide`), frames are asked for. Cut by less than
    /// half a pixel is in view (``RefreshGeometry/isInView(_:whole:_:)``), and shown by less than half a pixel is
    /// not shown: that much is the rounding of an offset, not the user's scroll.
    mutating func settleAtRest(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot, atRest: Bool,
                                       _ out: inout Effects) {
        guard offsetAnimation == nil else { return }
        let revealed = self.revealed(role, a), t = InsetLedger.tolerance
        let showsOrHasRoom = revealed > a.halfPixel || (revealed > -t && inset(of: role) > t)
        guard showsOrHasRoom, !RefreshGeometry.isInView(revealed, whole: pinnedReveal(role, a), a) else { return }
        guard atRest else {
            watchesForRest = true  // look again next frame
            return
        }
        bringIntoView(role, revealed: revealed, a, s, &out)
    }
}
