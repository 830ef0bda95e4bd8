extension RefreshEngine {
    /// Whether this event's pull makes room for the header (``Configuration/pullMakesRoom``, else the bar's).
    /// A navigation bar stretches along y only: it says nothing about a horizontal pull. A view that covers the
    /// leading edge by a measure of its own (a nested page's header overlay, placed from the offset and the held
    /// band) is such a bar too: room that grew at once would push it away.
    func makesRoom(_ s: ScrollSnapshot) -> Bool {
        configuration.pullMakesRoom ?? (configuration.axis == .vertical && (s.leadingBarStretches || s.leadingCover != nil))
    }

    /// How much inset a refreshing component holds: the pinned height (header, clamped to the
    /// viewport) or the footer plus the empty gap below short content (back footer).
    func pinnedLength(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        if role == .header {
            return headerSlot.isAttached ? min(headerSlot.sizes.pinned, max(a.viewportLength, 0)) : 0
        }
        guard footerSlot.isAttached else { return 0 }
        return footerSlot.kind == .autoFooter ? footerSlot.sizes.height
            : footerSlot.sizes.pinned + RefreshGeometry.footerGap(a)
    }

    /// How far `role` is revealed past its rest line (the top, or the end of the content).
    func revealed(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? RefreshGeometry.headerRevealed(a) : RefreshGeometry.footerRevealed(a)
    }

    /// The offset at which `role` is revealed by `reveal` points, from the live rest line.
    func offset(revealing reveal: Double, of role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? -a.leadingCover - reveal : RefreshGeometry.maxRestingOffset(a) + reveal
    }

    /// How far `role` is revealed while pinned: its pinned height (the header's clamped to the viewport).
    func pinnedReveal(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? pinnedLength(.header, a) : footerSlot.isAttached ? footerSlot.sizes.pinned : 0
    }

    /// Hands the insets the components hold to the ledger; a write comes out when the total changed.
    mutating func writeOwnedInsets(_ out: inout Effects) {
        let owned = configuration.axis.insets(leading: inset(of: .header), trailing: inset(of: .footer))
        let old = ledger.owned
        let t = InsetLedger.tolerance
        let grew = owned.top > old.top + t || owned.left > old.left + t
            || owned.bottom > old.bottom + t || owned.right > old.right + t
        let vertical = configuration.axis == .vertical
        var settled: InsetLedger.Edges = vertical ? [.left, .right] : [.top, .bottom]
        if !headerSlot.isAttached || headerSlot.isSettled { settled.insert(vertical ? .top : .left) }
        if !footerSlot.isAttached || footerSlot.isSettled { settled.insert(vertical ? .bottom : .right) }
        if let write = ledger.setOwned(owned, settled: settled) { out.inset = (write, grew) }
    }

    /// Places the components in content coordinates. When the pull makes room, the header's frame is the
    /// band its inset opens between the navigation bar and the content (it shows from its bottom edge as
    /// that band opens), so it never reaches under the bar and the large title.
    mutating func layOut(_ a: AxisSnapshot, _ s: ScrollSnapshot) {
        let axis = configuration.axis
        if headerSlot.isAttached {
            let sizes = headerSlot.sizes, enabled = headerSlot.isEnabled
            let length = makesRoom(s) ? min(max(headerSlot.inset, 0), sizes.height) : sizes.height
            // Float noise is no reveal (as it is no pull in `trackPull`): a cover computed from the offset (a page
            // container's overlay) leaves some, and the header would show and hide on alternate frames of a collapse.
            let revealed = RefreshGeometry.headerRevealed(a) > InsetLedger.tolerance ? RefreshGeometry.headerRevealed(a) : 0
            headerSlot.place(frame: axis.frame(position: -sizes.positionOffset - length, length: length, in: s),
                             isHidden: !enabled || revealed <= 0,
                             pullProgress: enabled ? Self.pullProgress(revealed, trigger: sizes.trigger) : 0)
        }
        if footerSlot.isAttached {
            let sizes = footerSlot.sizes, enabled = footerSlot.isEnabled
            let empty = sizes.hidesWhenContentIsEmpty && (a.contentLength <= 0 || sizes.reportsNoRows)
            let revealed = RefreshGeometry.footerRevealed(a)
            footerSlot.place(frame: axis.frame(position: RefreshGeometry.footerPosition(a) + sizes.positionOffset,
                                               length: sizes.height, in: s),
                             isHidden: !enabled || empty || (footerSlot.kind == .backFooter && revealed <= 0),
                             pullProgress: enabled && !empty ? Self.pullProgress(revealed, trigger: sizes.trigger) : 0)
        }
    }

    /// `revealed` over the trigger distance, never negative.
    static func pullProgress(_ revealed: Double, trigger: Double) -> Double {
        RefreshGeometry.progress(revealed: max(0, revealed), trigger: trigger)
    }
}
