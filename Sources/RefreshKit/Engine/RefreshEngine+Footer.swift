extension RefreshEngine {
    // The footer's rules: a back footer pulled like the header, an auto footer that loads as the end nears.
    // The rules both ends share (`trackPull`, `startRefreshing`, `settleAtRest`) are in `+Evaluation`.

    mutating func updateFooter(_ a: AxisSnapshot, _ s: ScrollSnapshot, _ moment: Moment, _ out: inout Effects) {
        guard footerSlot.isActive else { return }
        let length = footerSlot.sizes.height
        let empty = footerSlot.sizes.hidesWhenContentIsEmpty && (a.contentLength <= 0 || footerSlot.sizes.reportsNoRows)
        // An ending gives the inset back from the next frame on: a table or collection view lands the rows an
        // app reloaded (and its new content size) at the layout pass that ends the turn in which the app
        // ended the load, and the inset must go back from where the new content ends, not the old one (else
        // the new rows carry the user along). MJRefresh ends its footer asynchronously for the same reason.
        if footerSlot.releasesAtNextFrame {
            if moment.isFrame { footerSlot.releasesAtNextFrame = false } else { watchesForRest = true }
        }
        let wasReleasing = footerSlot.isReleasing && !footerSlot.releasesAtNextFrame, state = footerSlot.state
        if wasReleasing { release(.footer, a, s, &out) }
        switch footerSlot.kind {
        case .autoFooter:
            footerSlot.inset = empty ? 0 : length
            footerSlot.fullInset = length
            armAutoFooter(a, s)
            if state == .idle, footerSlot.isArmed, !empty, autoFooterTriggers(a, s), moment.canLayOut,
               RefreshGeometry.headerRevealed(a) <= InsetLedger.tolerance, canStart(.footer) {
                footerSlot.loadsThisDrag += 1
                // Spent, unless the drag may start more loads (MJRefresh's `autoTriggerTimes`): then the next one
                // comes once this one has ended and the content moves on toward the end.
                footerSlot.isArmed = footerSlot.sizes.loadsPerDrag.map { footerSlot.loadsThisDrag < $0 } ?? true
                startRefreshing(.footer, a, s, &out)
            }
        case .backFooter:
            switch state {
            case .idle, .pulling, .ready:
                trackPull(.footer, revealed: RefreshGeometry.footerRevealed(a), canPull: !empty, a, s, &out)
            case .refreshing where !wasReleasing:
                let pinned = pinnedLength(.footer, a)
                footerSlot.inset = pinned  // follows content-size changes while loading
                footerSlot.fullInset = pinned
                if offsetAnimation?.role != .footer { settleAtRest(.footer, a, s, atRest: moment.atRest, &out) }
            default:
                break
            }
        case .header:
            break
        }
        if footerSlot.isAttached, footerSlot.pendingBegin, moment.canLayOut { startRefreshing(.footer, a, s, &out) }
    }

    /// Whether the auto footer's trigger is met: moving toward the end across its line, or filling short content; or,
    /// when it does not load by itself (``RefreshMetrics/loadsAutomatically``), a finger that lets go past the line,
    /// as MJRefresh's footer loads when the pan ends with it shown.
    private func autoFooterTriggers(_ a: AxisSnapshot, _ s: ScrollSnapshot) -> Bool {
        let pastLine = a.offset >= autoFooterLine(a)
        guard footerSlot.sizes.loadsAutomatically else { return wasDragging && !s.isDragging && pastLine }
        let movingTowardEnd = last.map { a.offset > $0.offset + InsetLedger.tolerance } ?? false
        return (movingTowardEnd && pastLine) || fillsShortContent(a, s)
    }

    /// The offset from which the auto footer loads, less half a pixel: UIKit rounds the furthest offset to
    /// whole pixels, so content of a fractional length may stop that much short of the exact line, while a
    /// list resting a whole pixel short does not load. The one line its rule (``updateFooter``) and the
    /// quiet band (``quietBand(_:_:)``) read.
    func autoFooterLine(_ a: AxisSnapshot) -> Double {
        let sizes = footerSlot.sizes
        return RefreshGeometry.autoFooterTriggerOffset(a, length: sizes.height, percent: sizes.percent,
                                                       preload: sizes.preload) - a.halfPixel
    }

    /// Whether the auto footer loads to fill content that does not fill the visible area
    /// (``RefreshMetrics/loadsUntilFilled``): no finger on the view, and its trigger point in view at the start.
    private func fillsShortContent(_ a: AxisSnapshot, _ s: ScrollSnapshot) -> Bool {
        let sizes = footerSlot.sizes
        return sizes.loadsUntilFilled && !s.isDragging
            && RefreshGeometry.autoFooterShowsAtStart(a, length: sizes.height, percent: sizes.percent, preload: sizes.preload)
    }

    /// Arms the auto footer, the one place that does: a drag that begins, content that grows under a running fling,
    /// a new length with ``RefreshMetrics/loadsUntilFilled``, or any movement toward the end
    /// that RefreshKit's own animations, UIKit's momentum and a change of content, viewport or insets do not
    /// explain (VoiceOver's three-finger scroll, keyboard scrolling, `scrollToRow`). A pull past the top
    /// disarms it: that gesture's bounce back must not load more. Firing spends it (`updateFooter`).
    private mutating func armAutoFooter(_ a: AxisSnapshot, _ s: ScrollSnapshot) {
        if s.isDragging && !wasDragging {
            footerSlot.isArmed = true
            footerSlot.loadsThisDrag = 0
        }
        // A load that grew the content while a fling still runs arms it again, as a last row's `onAppear` would fire
        // again: the fling that reaches the new end loads the next page (MJRefresh's default too).
        if s.isDecelerating, let last, a.contentLength > last.contentLength + InsetLedger.tolerance { footerSlot.isArmed = true }
        // To fill short content: once per new length of the content or the view (the footer's first evaluation
        // included), so a load that adds nothing is not repeated.
        let newLength = a.contentLength != last?.contentLength || a.viewportLength != last?.viewportLength
        let fill = (newLength || footerSlot.owesFill) && fillsShortContent(a, s)
        if fill { footerSlot.isArmed = true }
        // Float noise is no pull: a cover computed from the offset (a nested page's overlay) leaves some.
        if RefreshGeometry.headerRevealed(a) > InsetLedger.tolerance {
            footerSlot.isArmed = false
            footerSlot.owesFill = fill  // a header in view (refreshing, bouncing) holds the fill back: it comes after
            return
        }
        footerSlot.owesFill = false
        guard let last, !s.isDragging, !s.isDecelerating, offsetAnimation == nil,
              a.offset > last.offset + InsetLedger.tolerance, a.contentLength == last.contentLength,
              a.viewportLength == last.viewportLength, a.leadingInset == last.leadingInset,
              a.trailingInset == last.trailingInset else { return }
        footerSlot.isArmed = true
    }
}
