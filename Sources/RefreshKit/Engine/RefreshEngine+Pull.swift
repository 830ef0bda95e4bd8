/// Either end: a finger's pull, and starting a refresh.
extension RefreshEngine {
    /// Follows a finger pulling `role`: progress while dragging, and on release a refresh if it was ready. A pull
    /// that can no longer start (the other end began, nothing to pull) is over while the finger still drags.
    mutating func trackPull(_ role: RefreshRole, revealed: Double, canPull: Bool, _ a: AxisSnapshot,
                                    _ s: ScrollSnapshot, _ out: inout Effects) {
        guard let state = state(of: role) else { return }
        if s.isDragging {
            if canPull && canStart(role) {
                let trigger = role == .header ? headerSlot.sizes.trigger : footerSlot.sizes.trigger
                // Float noise is no pull: a cover computed from the offset (a page container's overlay) leaves some.
                let pulled = revealed > InsetLedger.tolerance ? revealed : 0
                apply(.pull(progress: RefreshGeometry.progress(revealed: pulled, trigger: trigger)), to: role, from: state, &out)
            } else if state != .idle {
                apply(.pull(progress: 0), to: role, from: state, &out)  // back to idle: released while ready would start
            }
        } else if state == .ready {
            startRefreshing(role, a, s, &out)
        } else if state != .idle {
            apply(.release, to: role, from: state, &out)
        }
    }

    /// Enters `refreshing`, pins the component, and brings it into view without a jump.
    mutating func startRefreshing(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot,
                                          _ out: inout Effects) {
        guard let slot = self[role] else { return }
        let event: RefreshState.Event = slot.state == .ready && !slot.pendingBegin ? .release : .begin
        guard canStart(role) || event == .release else {
            // The other end started first: a begin that waited is refused, as one sent now would be.
            if slot.pendingBegin {
                change(role) { $0.pendingBegin = false }
                out.notify(.rejected(role, slot.state, .begin))
            }
            return
        }
        change(role) {
            $0.pendingBegin = false
            $0.beginsInPlace = false
        }
        guard apply(event, to: role, from: slot.state, &out) else { return }
        if offsetAnimation?.role == role { offsetAnimation = nil }  // a begin during the ending animation
        var generation = 0
        change(role) {
            $0.stopReleasing()
            $0.generation += 1
            generation = $0.generation
        }
        out.notify(.perform(role, generation: generation))
        guard slot.kind != .autoFooter else { return }
        let pinned = pinnedLength(role, a)
        change(role) {
            $0.inset = pinned
            $0.fullInset = pinned
        }
        // Past the pinned line, a running bounce settles there by itself; otherwise animate there.
        let revealed = self.revealed(role, a), pinnedReveal = pinnedReveal(role, a), t = InsetLedger.tolerance
        let short = revealed < pinnedReveal - t
        let past = revealed > pinnedReveal + t
        // (A release past the line always gets UIKit's bounce: it starts right after the pan ends.)
        // (Deceleration this event already stopped, to end another animation, no longer settles anything.)
        let decelerating = s.isDecelerating && !out.stopDecelerating
        guard short || (past && event == .begin && !decelerating), !s.isDragging else { return }
        // In place: only from the edge at rest (nothing of the content hidden before it, no momentum); elsewhere
        // the held room shows the component when the user comes back to the edge.
        if slot.beginsInPlace && event == .begin, revealed < -t || s.isDecelerating { return }
        if decelerating { out.stopDecelerating = true }
        bringIntoView(role, revealed: revealed, a, s, &out)
    }
}
