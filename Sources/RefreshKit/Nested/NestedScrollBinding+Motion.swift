extension NestedScrollBinding {
    enum Mover: Sendable, Hashable { case parent, child }

    /// What changes as the views move, in one value.
    struct Live {
        var child: (any NestedScrollHost)?
        var mode: NestedRefreshMode
        var stickyDistance: Double
        /// The offsets the binding committed; the views show them (to the pixel).
        var parent: Double
        var childOffset = 0.0
        /// The finger on the page, if `finger.isDown`: stored in place, not as an optional, because a drag reads it
        /// on every event and every read through an optional copied the whole value (about a hundred bytes).
        var finger = Finger.lifted
        var momentum: Momentum?
        var native: Native?
        /// What the views were last told moves them.
        var motionReported = NestedMotion.none
        var isApplying = false
        /// Every sibling was put at its top since the header last came back.
        var siblingsAtTop = false
    }

    /// The finger on the page, measured by the translations of the pans that track it.
    struct Finger {
        /// A finger is on the page; the other fields mean nothing while it is not.
        var isDown = true
        var parentPan = PanReading()
        var childPan = PanReading()
        /// The finger's velocity, pt/ms toward the end, and the deceleration rate of the view it is on.
        var velocity = 0.0
        var rate = 0.998
        var time: Double
        /// No finger on the page.
        static let lifted = Finger(isDown: false, time: 0)

        /// The last interval between two of the finger's events: a display frame, which UIKit's synchronous
        /// momentum step at a late lift lasts (`_endPanNormal:` sets `_lastUpdateTime = now − 1/maxFPS`).
        var frame = 0.0
        /// The finger moved the content: its lift is a release.
        var dragged = false
        /// Whether any pan has told its translation.
        var isMeasured = false
        /// What the finger holds past the rubber band, while nothing else moves the views.
        var hold: Hold?

        /// The offsets the finger holds, rubber band undone, and the offsets that showed them. A pan's proposal,
        /// start − translation, is absolute: an end that moves (a refresh band that grows as the header is
        /// revealed) changes what is banded, not where the finger is. So while nothing else moves the views, the
        /// finger's next move starts from these, not from the shown offsets banded afresh.
        struct Hold {
            var parent: Double, child: Double
            var shownParent: Double, shownChild: Double
        }

        /// One pan's translation when last read, and the finger's motion it has yet to report because the
        /// other pan reported it first.
        struct PanReading {
            var last: Double?
            var owed = 0.0
        }

        /// The finger's motion since the last event, toward the end positive. Both pans carry the same finger,
        /// each updated in an order UIKit does not document: the first to report a move tells it, and the same
        /// move reported by the other is owed, not applied again. Only the moves themselves are compared, so a
        /// pan that begins late or begins again (not physical, but a host may report it) starts from zero.
        mutating func motion(_ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) -> Double {
            var parent = parentPan, child = childPan
            let fromParent = Self.read(p, &parent)
            var fromChild = 0.0
            if let c { fromChild = Self.read(c, &child) }
            isMeasured = isMeasured || parent.last != nil || child.last != nil
            // Each pan's report, less what it owes; what is new is owed by the other if a finger is on it (its
            // pan may begin only after this move: it will report the move then).
            let newFromParent = Self.settle(fromParent, &parent.owed)
            if c?.isTracking == true { child.owed += newFromParent }
            let newFromChild = Self.settle(fromChild, &child.owed)
            if p.isTracking { parent.owed += newFromChild }
            parentPan = parent
            childPan = child
            return newFromParent + newFromChild
        }

        /// Notes the finger's velocity (the pans', or measured from `delta`) and whether it has moved the content.
        @inline(__always)  // once per finger event, on the snapshots the caller holds
        mutating func note(_ delta: Double, _ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?) {
            let time = c?.isTracking == true ? c?.time ?? p.time : p.time
            if let v = p.isTracking ? p.panVelocity ?? c?.panVelocity : c?.panVelocity {
                velocity = v
            } else if time > self.time, delta != 0 {
                velocity = 0.5 * velocity + 0.5 * delta / ((time - self.time) * 1000)
            }
            if time > self.time { frame = time - self.time }
            self.time = time
            if delta != 0 { dragged = true }
        }

        /// The finger's move since `pan` was last read (zero when first read), toward the end positive.
        private static func read(_ s: NestedScrollSnapshot, _ pan: inout PanReading) -> Double {
            guard s.isTracking else {
                pan = PanReading()  // no finger on it: it owes nothing, and starts afresh when touched again
                return 0
            }
            guard let t = s.translation, t.isFinite else { return 0 }  // touched, its pan not begun (or unreadable)
            defer { pan.last = t }
            return (pan.last ?? t) - t  // the finger up (translation down) moves the content toward its end
        }

        /// The part of a reported `move` that was not owed already.
        private static func settle(_ move: Double, _ owed: inout Double) -> Double {
            guard move != 0, owed != 0, (move > 0) == (owed > 0) else { return move }
            let paid = move > 0 ? min(move, owed) : max(move, owed)
            owed -= paid
            return move - paid
        }
    }

    /// Momentum the binding runs over the combined offset.
    struct Momentum {
        var velocity: Double
        var time: Double
        var rate: Double
        /// The finger's last frame interval: how long a released view's synchronous step lasts.
        var frame = 0.0
    }

    /// No finger flings faster than this (pt/ms): a larger estimate comes from a step that was not momentum.
    static let fastest = 8.0

    /// The view whose own momentum runs after a release, and its last step.
    struct Native {
        var view: Mover
        var offset: Double
        var time: Double
        var velocity: Double
        var rate: Double
    }

    // MARK: - The finger

    /// A finger is on the page, or moved: a new touch stops all momentum, as a touch stops one scroll view's (a
    /// finger on the header stops the list too); the finger's motion since the last event moves the combined
    /// offset, and both views show it. Whatever the pans proposed is overwritten.
    func follow(_ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?, moved mover: Mover?) {
        if !live.finger.isDown {
            live.momentum = nil
            live.native = nil
            if !p.isTracking && p.isDecelerating { stop(parent) }
            if let child, let c, !c.isTracking && c.isDecelerating { stop(child) }
            let on = c?.isTracking == true ? c ?? p : p  // the view the finger is on: the list when it tracks
            live.finger = Finger(rate: NestedMomentum.validRate(on.decelerationRate), time: on.time)
        }
        // In place: the finger is read on every event of a drag.
        var delta = live.finger.motion(p, c)
        if !live.finger.isMeasured, let mover {
            // A host that cannot tell translations: the pan of the view that moved moved it from where it showed.
            let s = mover == .parent ? p : c ?? p
            if s.isTracking { delta = s.offset - (mover == .parent ? live.parent : live.childOffset) }
        }
        live.finger.note(delta, p, c)
        guard delta != 0 || mover != nil else { return }
        let span = span(p, c)
        let shownParent = live.parent, shownChild = live.childOffset
        var x: Double
        if let hold = live.finger.hold, hold.shownParent == shownParent, hold.shownChild == shownChild,
           case let held = span.position(parent: hold.parent, child: hold.child, banded: false), held < span.low || held > span.high {
            x = held
        } else {
            // Inside the ends (content that grew to hold a finger past the old end restarts the drag from where it
            // shows, as `setContentSize:` restarts the pan), the finger is where the views show.
            x = span.position(parent: shownParent, child: shownChild, banded: true)
        }
        x += delta
        let (toParent, toChild) = span.offsets(at: x, banded: true)
        commit(parent: toParent, child: toChild, p, c, sticky: span.sticky)
        // Only a finger past an end holds more than the views show (what the rubber band holds back); NaN
        // geometry holds nothing, and neither does a move the views did not keep (an observer of the write
        // clamped the list into a range that grew): the finger goes on from where they show.
        let kept = live.parent == toParent && live.childOffset == toChild
        if kept, x < span.low || x > span.high, case let raw = span.offsets(at: x, banded: false), raw.parent.isFinite, raw.child.isFinite {
            let hold = Finger.Hold(parent: raw.parent, child: raw.child, shownParent: live.parent, shownChild: live.childOffset)
            live.finger.hold = hold
        } else if live.finger.hold != nil {
            live.finger.hold = nil
        }
    }
}
