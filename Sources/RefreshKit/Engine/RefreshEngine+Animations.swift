extension RefreshEngine {
    /// A value going from `from` toward a target over `duration`, eased out.
    struct Animation: Sendable, Hashable {
        var from: Double
        var start: Double
        var duration: Double

        func fraction(at time: Double) -> Double {
            guard duration > 0 else { return 1 }
            return min(max((time - start) / duration, 0), 1)
        }

        static func ease(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }
    }

    /// The engine moving the offset: to the pinned line after a programmatic begin, or back to rest
    /// when a refresh ends (the held inset then follows the offset down, so nothing clamps or jumps).
    ///
    /// It animates how far the component is revealed, measured from the live rest line, not an absolute
    /// offset: when bars or a large title change the base inset mid-animation (and UIKit shifts the
    /// offset to keep its distance from them), the animation moves with the line instead of fighting it.
    struct OffsetAnimation: Sendable, Hashable {
        enum Purpose: Sendable, Hashable { case pin, unpin }

        var role: RefreshRole
        var purpose: Purpose
        var animation: Animation
    }

    /// A frame of the offset animation: the offset moves (and UIKit's momentum, which would overwrite it,
    /// stops); an unpin lets the inset follow, a pin under a stretching bar grows the room with the reveal.
    mutating func advanceAnimations(_ s: ScrollSnapshot, _ a: inout AxisSnapshot, _ out: inout Effects) {
        guard let move = offsetAnimation else { return }
        if move.purpose == .pin, move.role == .header {
            // The pinned height as it is now (new metrics, a new viewport mid-pin): the target reads it too.
            let pinned = pinnedLength(.header, a), room = makesRoom(s)
            change(.header) {
                $0.fullInset = pinned
                $0.inset = room ? min($0.inset, pinned) : pinned
            }
        }
        let t = move.animation.fraction(at: s.time)
        let target = move.purpose == .pin ? pinnedReveal(move.role, a) : 0
        let reveal = move.animation.from + (target - move.animation.from) * Animation.ease(t)
        let y = offset(revealing: reveal, of: move.role, a)
        if s.isDecelerating { out.stopDecelerating = true }
        out.offset = configuration.axis.point(s.contentOffset, along: y)
        a.offset = y
        if move.purpose == .unpin { followReveal(move.role, a) }
        if move.purpose == .pin, move.role == .header, makesRoom(s) {
            change(.header) { $0.inset = max($0.inset, min(max(reveal, 0), $0.fullInset)) }  // room grows with the reveal
        }
        if t >= 1 {
            if move.purpose == .pin { change(move.role) { $0.inset = $0.fullInset } }
            offsetAnimation = nil
            if move.purpose == .unpin { finishUnpin(move.role, &out) }
        }
    }

    /// While its inset goes back, a component holds exactly what is still revealed, never more.
    mutating func followReveal(_ role: RefreshRole, _ a: AxisSnapshot) {
        let t = InsetLedger.tolerance
        if role == .header {
            let revealed = RefreshGeometry.headerRevealed(a)
            change(.header) { $0.inset = revealed > t ? min(revealed, $0.inset) : 0 }
        } else {
            let revealed = RefreshGeometry.footerRevealed(a), gap = RefreshGeometry.footerGap(a)
            change(.footer) { $0.inset = revealed > t ? min(revealed + gap, $0.inset) : 0 }
        }
    }

    /// Holds the whole inset of a refreshing component and brings it fully into view from `revealed`:
    /// animated, or at once without a pin duration. When the pull makes room, the header's inset grows
    /// with the animation instead, so a stretching bar above it stays where it is.
    mutating func bringIntoView(_ role: RefreshRole, revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot,
                                _ out: inout Effects) {
        let pinned = pinnedLength(role, a)
        change(role) {
            $0.fullInset = pinned
            $0.inset = pinned
        }
        if configuration.pinDuration > 0 {
            if makesRoom(s), role == .header { change(.header) { $0.inset = min(max(revealed, 0), pinned) } }
            startOffsetAnimation(role, .pin, fromReveal: revealed, duration: configuration.pinDuration, &out)
        } else {
            out.offset = configuration.axis.point(s.contentOffset, along: offset(revealing: pinnedReveal(role, a), of: role, a))
        }
    }

    /// Gives back the inset of a component whose refresh ended: it follows the content while a finger
    /// holds it (nothing animates under the finger), then animates back once the finger lifts.
    mutating func release(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        guard state(of: role) != nil else { return }
        if let move = offsetAnimation, move.role == role {
            // Between two frames of its unpin, an event that moved the content or the rest line (a large title
            // that grew as the animation's own write scrolled it) still finds the inset holding no more than is
            // revealed: a band held past the bar's edge draws the header under the title until the next frame.
            if move.purpose == .unpin { followReveal(role, a) }
            return
        }
        let revealed = self.revealed(role, a), t = InsetLedger.tolerance
        let isAutoFooter = role == .footer && footerSlot.kind == .autoFooter
        guard !isAutoFooter, inset(of: role) > t, revealed > t, configuration.endDuration > 0 else {
            return finishUnpin(role, &out)
        }
        if s.isTracking || yieldsToScroll {
            // Nothing animates under the finger or an outside scroll animation: the inset follows the reveal.
            followReveal(role, a)
            watchesForRest = true  // a touch that never drags lifts without any event
            if inset(of: role) <= t { finishUnpin(role, &out) }
            return
        }
        // One offset: a component being brought into view wins, and this ending completes at once.
        if let other = offsetAnimation, other.role != role, other.purpose == .pin { return finishUnpin(role, &out) }
        out.stopDecelerating = true  // a bounce still running would fight the animation and jump at its end
        startOffsetAnimation(role, .unpin, fromReveal: revealed, duration: configuration.endDuration, &out)
    }

    /// There is one offset: another component's ending completes before this animation takes it over.
    mutating func startOffsetAnimation(_ role: RefreshRole, _ purpose: OffsetAnimation.Purpose, fromReveal: Double,
                                       duration: Double, _ out: inout Effects) {
        if let other = offsetAnimation, other.role != role, other.purpose == .unpin { finishUnpin(other.role, &out) }
        offsetAnimation = OffsetAnimation(role: role, purpose: purpose,
                                          animation: Animation(from: fromReveal, start: time, duration: duration))
    }

    /// The inset is back: the ending finishes and says so.
    mutating func finishUnpin(_ role: RefreshRole, _ out: inout Effects) {
        if offsetAnimation?.role == role { offsetAnimation = nil }
        var ending = false
        change(role) {
            $0.stopReleasing()
            if $0.kind != .autoFooter { $0.inset = 0 }
            ending = $0.state == .ending
        }
        if ending, apply(.finish, to: role, from: .ending, &out) {
            out.notify(.ended(role))
        }
    }
}
