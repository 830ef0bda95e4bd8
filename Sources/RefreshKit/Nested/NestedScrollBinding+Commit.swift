/// Committing: the sticky offset, the span the views' live geometry gives, and the writes that show a combined
/// offset (only views that show something else are written, and their KVO comes back as the binding's own).
extension NestedScrollBinding {

    /// `S`: the parent's offset at which the tabs stick, from its live top.
    func sticky(_ p: NestedScrollSnapshot) -> Double {
        let distance = stickyDistance.isFinite ? max(0, stickyDistance) : 0  // a bad distance sticks at once
        // The tabs stick where the page ends at the latest: a distance beyond what it can scroll (a header
        // measured before it shrank) would hold it outside its range, or never let the list scroll.
        // Measured from the content's top: a refresh band the page holds above its header (parent mode) adds to
        // the inset, not to the header, and must not make the tabs stick (or unstick) sooner.
        return min(p.contentTop + distance, max(p.bottom, p.top))
    }

    /// The span that the views' live geometry gives; the list's anchor from the offsets committed.
    ///
    /// Inlined: a finger's event builds one, and returned from a call the whole value (a hundred bytes, with its
    /// optional list) was copied out of it.
    @inline(__always)
    func span(_ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) -> NestedScrollSpan {
        let parentTop = p.top, sticky = sticky(p)
        var span = NestedScrollSpan(mode: mode, parentTop: parentTop, sticky: sticky, parentBottom: p.bottom,
                                    parentLength: p.length, parentBounces: p.bounces)
        if let c {
            // While the header shows, the list rests at its top, or inside its refresh band if the band grew
            // around it; once the tabs stick, its top (with the band) is where the header starts to come back.
            let headerShows = live.parent < sticky - 1e-6
            let anchor = headerShows ? min(max(live.childOffset, c.top), c.contentTop) : c.top
            span.child = NestedScrollSpan.Child(anchor: anchor, top: c.top, bottom: max(c.bottom, c.top), length: c.length, bounces: c.bounces)
        }
        return span
    }

    /// Commits and shows `toParent` and `toChild`: only views that show something else are written.
    func commit(parent toParent: Double, child toChild: Double, _ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?,
                sticky: Double) {
        guard toParent.isFinite, toChild.isFinite else { return }  // NaN geometry: keep what is shown
        live.parent = toParent
        let writesParent = p.offset != toParent
        if writesParent { write(toParent, to: parent) }
        if live.child != nil {
            live.childOffset = toChild
            // Read again only after a write, whose observers may have moved it. The list itself (a retain) is
            // loaded only when it must be read or written: most events of a drag write neither view.
            let shown: Double
            if !writesParent, let c { shown = c.offset } else { shown = child?.nestedSnapshot.offset ?? toChild }
            if shown != toChild, let child {
                write(toChild, to: child)
                // An observer of the write moved the list on (its refresh band shrank under a finger past its end,
                // and the new inset clamped it): the binding holds what shows, not what it wrote, or the next event
                // would start from an offset no view shows. Pixel rounding is not a move.
                let after = child.nestedSnapshot.offset
                if abs(after - toChild) > Self.epsilon { live.childOffset = after }
            }
        }
        if toParent < sticky - Self.epsilon {
            if !live.siblingsAtTop { resetSiblings() }
        } else {
            live.siblingsAtTop = false  // the tabs stick: a tab switch may scroll a list that then becomes a sibling
        }
    }

    /// While the header shows, every other list is at its top, so a tab switch never jumps. Done once each time
    /// the header comes back (and after a tab switch), not on every event.
    func resetSiblings() {
        live.siblingsAtTop = true
        for sibling in siblings {
            let s = sibling.nestedSnapshot
            if s.offset != s.top, !s.isTracking {
                sibling.stopNestedDeceleration()
                write(s.top, to: sibling)
            }
        }
    }

    func write(_ offset: Double, to host: any NestedScrollHost) {
        let wasApplying = live.isApplying
        live.isApplying = true
        host.setNestedOffset(offset)
        live.isApplying = wasApplying
    }
}
