/// After the finger: who carries momentum, and stopping it.
extension NestedScrollBinding {
    /// The last finger lifted: the view that shows the motion keeps its own momentum if the fling stays within
    /// it; otherwise the binding runs the momentum over the combined offset. Every other view stops.
    func release(_ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) {
        guard live.finger.isDown else { return }
        var finger = live.finger
        live.finger = .lifted
        // An ended pan still tells its release velocity (`velocity(in:)` until it resets).
        if let v = p.panVelocity ?? c?.panVelocity { finger.velocity = v }
        guard finger.dragged else { return }
        let span = span(p, c)
        let x = span.position(parent: live.parent, child: live.childOffset, banded: false)
        let v = finger.velocity.isFinite ? finger.velocity : 0, tiny = 1e-6
        let overscrolled = x < span.low - tiny || x > span.high + tiny
        if !overscrolled && abs(v) < NestedMomentum.minimumReleaseSpeed {
            stopAll(but: nil, p, c)
            return
        }
        // Past an end, the view showing the overscroll springs back by itself, unless the fling goes on into the
        // content (then the binding runs it: a spring's steps say nothing reliable of a velocity to carry on).
        let intoContent = x < span.low ? v >= NestedMomentum.minimumReleaseSpeed : v <= -NestedMomentum.minimumReleaseSpeed
        let owner = overscrolled ? (intoContent ? nil : overscrollOwner(x, span)) : flingOwner(x, v, span, rate: finger.rate)
        let shown = owner == .child ? c : owner == .parent ? p : nil
        if let owner, let shown, shown.isDecelerating {
            live.native = Native(view: owner, offset: shown.offset, time: shown.time, velocity: v,
                                 rate: NestedMomentum.validRate(shown.decelerationRate))
        } else {
            live.momentum = Momentum(velocity: v, time: p.time, rate: finger.rate, frame: finger.frame)
        }
        stopAll(but: live.native?.view, p, c)
    }

    /// The view that shows an overscroll at `x`: the page at the top in parent mode, else the list.
    private func overscrollOwner(_ x: Double, _ span: NestedScrollSpan) -> Mover {
        guard span.child != nil else { return .parent }
        return x < span.low && mode == .parent ? .parent : .child
    }

    /// The view whose own momentum can carry a fling from `x` at `v` all the way (UIKit's projection), if one can.
    private func flingOwner(_ x: Double, _ v: Double, _ span: NestedScrollSpan, rate: Double) -> Mover? {
        let target = x + NestedMomentum.projectedDistance(velocity: v, rate: rate), tiny = 1e-6
        guard span.child != nil else { return .parent }
        if x < span.sticky - tiny || (x <= span.sticky + tiny && v < 0) {
            // The page moves: it must stop short of the tabs sticking, and in child mode of its top, which the
            // list shows.
            return target <= span.sticky + tiny && (target >= span.low || mode == .parent) ? .parent : nil
        }
        return target >= span.sticky - tiny ? .child : nil
    }

    /// The view left to its own momentum moved. If the momentum reaches the other view (the projection was
    /// short, or the geometry changed), the binding carries it on over the combined offset.
    func nativeDidMove(_ native: Native, _ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) {
        var n = native
        let s = n.view == .parent ? p : c ?? p
        let ms = (s.time - n.time) * 1000
        if ms > 0, let v = NestedMomentum.velocity(afterMoving: s.offset - n.offset, in: ms, rate: n.rate) {
            n.velocity = min(max(v, -Self.fastest), Self.fastest)  // a step cut by an end or a write is no fling
        }
        n.offset = s.offset
        n.time = s.time
        live.native = n
        var toParent = live.parent, toChild = live.childOffset
        if n.view == .parent { toParent = s.offset } else { toChild = s.offset }
        let span = span(p, c)
        let shown = span.offsets(at: span.position(parent: toParent, child: toChild, banded: false), banded: false)
        if abs(shown.parent - toParent) > 1e-6 || (c != nil && abs(shown.child - toChild) > 1e-6) {
            live.native = nil
            stop(n.view == .parent ? parent : child)
            live.momentum = Momentum(velocity: n.velocity, time: p.time, rate: n.rate)
        }
        commit(parent: shown.parent, child: shown.child, p, c, sticky: span.sticky)
    }

    /// Right after a release, decides what both views show: the owner's own momentum if one view keeps it; else,
    /// when `mover`'s synchronous step delivered the lift (UIKit's late release), the binding's momentum runs its
    /// first frame at once (the finger's last frame interval, as `_endPanNormal:` steps one frame); else the
    /// offsets the binding holds. A step kept from the pan that ended first (`viewDidMove`) is overwritten by
    /// either decision.
    func releasedViewDidStep(_ mover: Mover?) {
        let p = parent.nestedSnapshot, c = child?.nestedSnapshot
        if let native = live.native { return nativeDidMove(native, p, c) }
        if let mover, var momentum = live.momentum, momentum.frame > 0,
           abs((mover == .parent ? p : c ?? p).offset - (mover == .parent ? live.parent : live.childOffset)) > 1e-9 {
            momentum.time -= momentum.frame
            live.momentum = momentum
            return frameDidTick()
        }
        commit(parent: live.parent, child: live.childOffset, p, c, sticky: sticky(p))
    }

    /// A release that comes through a pan's state (no synchronous step delivers it) starts where the views show:
    /// a step kept from the pan that ended first (`viewDidMove`) is the finger's release, its one frame. (A release
    /// delivered by the other view's step counts that frame itself: ``releasedViewDidStep(_:)``.)
    ///
    /// The kept step moved one view by UIKit's rules alone (its own range, its own rubber band): a list's step
    /// toward its top from stuck tabs can carry it past its top, which the page shows instead. So the two offsets
    /// are adopted as the one combined position they stand for, and shown as the binding shows it.
    func adoptKeptSteps(_ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) {
        guard let c else {
            live.parent = p.offset
            return
        }
        let span = span(p, c)
        let kept = span.offsets(at: span.position(parent: p.offset, child: c.offset, banded: false), banded: false)
        live.parent = kept.parent
        live.childOffset = kept.child
    }

    func stopAll(but kept: Mover?, _ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) {
        if kept != .parent && p.isDecelerating { stop(parent) }
        if kept != .child, c?.isDecelerating == true { stop(child) }
    }

    /// Stops one view's own momentum.
    func stopDeceleration(of view: Mover) {
        stop(view == .parent ? parent : child)
    }

    /// Stops a view's own momentum; the write that may come with it is the binding's own.
    func stop(_ host: (any NestedScrollHost)?) {
        guard let host else { return }
        let wasApplying = live.isApplying
        live.isApplying = true
        host.stopNestedDeceleration()
        live.isApplying = wasApplying
    }
}
