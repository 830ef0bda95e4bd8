import Foundation

/// Connects a nested page's parent scroll view and its current child list: it turns their scroll
/// observations into the decisions of ``NestedRefreshMode``'s rules and carries them out.
///
/// The host reports every offset change of the parent and of the current child (``parentDidScroll()``,
/// ``childDidScroll(_:)``), every other change of their state (pan state, insets: ``parentStateDidChange()``,
/// ``childStateDidChange(_:)``), synchronously (KVO), and a display frame while ``needsFrames`` is true. Both pans move their views (they recognise
/// simultaneously); the binding holds the view that must not move by writing its offset back. A pan
/// proposes `start − translation` from its own start (and momentum integrates from its own offset), so the
/// binding applies each view's movement since its previous proposal to the offset it committed: a held
/// view resumes with the finger, without a jump. A new drag or momentum starts from the committed offset.
///
/// Momentum crosses between the views: a fling on the header goes on in the list once the tabs stick,
/// and a fling down a list goes on in the header, decelerating like one fling (UIKit's normal rate,
/// 0.998 per ms). Any touch stops it. A held view's own momentum into its hold is stopped, so no
/// invisible deceleration swallows the next tap.
@MainActor
public final class NestedScrollBinding {
    /// UIKit's normal deceleration rate per millisecond, for momentum carried across.
    static let decelerationRate = 0.998

    public let parent: any NestedScrollHost
    /// The current child list; set it on a tab switch with ``setChild(_:)``.
    public private(set) var child: (any NestedScrollHost)?
    /// The other children of the page: reset to their tops while the header shows.
    public var siblings: [any NestedScrollHost] = []
    /// Which view a pull at the top refreshes.
    public var mode: NestedRefreshMode
    /// How far the parent scrolls from its top before the tabs stick: the header's height, less any part
    /// that stays visible. The sticky offset follows the parent's live top (bars over the page).
    public var stickyDistance: Double

    private var committedParent: Double
    private var committedChild = 0.0
    private var rawParent: Double
    private var rawChild = 0.0
    private var translationParent: Double?
    private var translationChild: Double?
    /// The binding wrote the view somewhere else than its own pan or momentum put it: that motion goes on
    /// from where it was (the raw offset), not from where the view shows. Otherwise both are the same.
    private var parentHeld = false
    private var childHeld = false
    private var parentVelocity = Velocity()
    private var childVelocity = Velocity()
    private var parentPhase = Phase()
    private var childPhase = Phase()

    /// What moves a view. When it changes (a touch, a release, momentum starting or ending), UIKit starts
    /// the pan or the integrator from the view's actual offset, which is the committed one.
    private struct Phase: Equatable {
        var tracking = false
        var decelerating = false

        init() {}

        init(_ s: NestedScrollSnapshot) {
            tracking = s.isTracking
            decelerating = s.isDecelerating
        }
    }
    private var isApplying = false
    private var carried: Carried?

    /// Momentum carried over to the other view.
    private struct Carried {
        var target: NestedScrollRules.Mover
        var velocity: Double
        var time: Double
    }

    /// A smoothed velocity from successive proposals, in points per millisecond.
    private struct Velocity {
        var value = 0.0
        var lastOffset: Double?
        var lastTime = 0.0

        mutating func sample(_ offset: Double, at time: Double) {
            defer { lastOffset = offset; lastTime = time }
            guard let last = lastOffset, time > lastTime else { return }
            let instant = (offset - last) / ((time - lastTime) * 1000)
            value = 0.5 * instant + 0.5 * value
        }

        mutating func reset() { self = Velocity() }
    }

    public init(parent: any NestedScrollHost, child: (any NestedScrollHost)?, mode: NestedRefreshMode, stickyDistance: Double) {
        self.parent = parent
        self.mode = mode
        self.stickyDistance = stickyDistance
        let p = parent.nestedSnapshot.offset
        committedParent = p
        rawParent = p
        setChild(child)
    }

    /// Whether momentum is being carried from one view to the other: the host delivers ``frameDidTick()``.
    public var needsFrames: Bool { carried != nil }

    /// Which scroll indicator shows: the child's once the tabs stick, the parent's before.
    public var showsChildIndicator: Bool {
        let g = geometry()
        return committedParent >= g.sticky - NestedScrollRules.epsilon
    }

    /// Makes `newChild` the current list (a tab switch). The parent never moves: while the header shows,
    /// the incoming list starts at its top; once the tabs stick, it keeps its own position.
    public func setChild(_ newChild: (any NestedScrollHost)?) {
        if let newChild, newChild === child { return }  // the same tab again: nothing to do
        carried = nil
        if let old = child, let newChild, old !== newChild, !siblings.contains(where: { $0 === old }) { siblings.append(old) }
        siblings.removeAll { $0 === newChild }
        child = newChild
        guard let newChild else { return }
        // Momentum left from before the switch integrates from where the list was when it was last held,
        // not where it shows: the incoming list starts at rest.
        if newChild.nestedSnapshot.isDecelerating { newChild.stopNestedDeceleration() }
        let s = newChild.nestedSnapshot
        var c = s.offset
        if committedParent < geometry().sticky - NestedScrollRules.epsilon, abs(c - s.top) > 1e-9 {
            newChild.stopNestedDeceleration()
            c = s.top
            write(c, to: newChild)
        } else if c < s.top || c > s.bottom {
            // Still bouncing off screen from its last fling: it comes back at rest, inside its range.
            newChild.stopNestedDeceleration()
            c = min(max(c, s.top), s.bottom)
            write(c, to: newChild)
        }
        committedChild = c
        rawChild = newChild.nestedSnapshot.offset
        childPhase = Phase(newChild.nestedSnapshot)
        childVelocity.reset()
    }

    /// The parent's offset changed: its pan, its momentum or someone else moved it.
    public func parentDidScroll() {
        guard !isApplying else { return }
        let s = parent.nestedSnapshot
        parentStateDidChange()
        if !parentHeld { rawParent = committedParent }  // its own motion starts from where it shows
        let value = s.isActive ? committedParent + Self.movement(s, raw: rawParent, translation: translationParent) : s.offset
        rawParent = s.offset
        translationParent = s.translation
        // The velocity before this step: a step cut short by an edge (no bounce) would understate it.
        let velocity = parentVelocity.value
        parentVelocity.sample(s.offset, at: s.time)
        decide(.parent, value: value, velocity: abs(parentVelocity.value) > abs(velocity) ? parentVelocity.value : velocity)
    }

    /// The parent's pan state or insets changed. A touch stops carried momentum; a new phase (a touch, a
    /// release, momentum starting or ending) starts from the committed offset, where UIKit starts it.
    public func parentStateDidChange() {
        guard !isApplying else { return }
        let s = parent.nestedSnapshot
        if s.isTracking { carried = nil }
        let phase = Phase(s)
        if phase != parentPhase { rawParent = committedParent; translationParent = s.translation }
        parentPhase = phase
    }

    /// The current child's offset changed; changes of other children are ignored.
    public func childDidScroll(_ host: any NestedScrollHost) {
        guard !isApplying, host === child else { return }
        let s = host.nestedSnapshot
        childStateDidChange(host)
        if !childHeld { rawChild = committedChild }
        let value = s.isActive ? committedChild + Self.movement(s, raw: rawChild, translation: translationChild) : s.offset
        rawChild = s.offset
        translationChild = s.translation
        let velocity = childVelocity.value
        childVelocity.sample(s.offset, at: s.time)
        decide(.child, value: value, velocity: abs(childVelocity.value) > abs(velocity) ? childVelocity.value : velocity)
    }

    /// The current child's pan state or insets changed.
    public func childStateDidChange(_ host: any NestedScrollHost) {
        guard !isApplying, host === child else { return }
        let s = host.nestedSnapshot
        if s.isTracking { carried = nil }
        let phase = Phase(s)
        if phase != childPhase { rawChild = committedChild; translationChild = s.translation }
        childPhase = phase
    }

    /// A display frame while momentum is carried: the target view decelerates on.
    public func frameDidTick() {
        guard var move = carried else { return }
        let target: (any NestedScrollHost)? = move.target == .parent ? parent : child
        guard let target else { carried = nil; return }
        let s = target.nestedSnapshot
        if parent.nestedSnapshot.isTracking || (child?.nestedSnapshot.isTracking ?? false) {
            carried = nil  // a touch stops it, as it stops UIKit's own momentum
            return
        }
        let ms = max(0, (s.time - move.time) * 1000)
        guard ms > 0 else { return }
        let r = Self.decelerationRate, decay = pow(r, ms)
        let distance = move.velocity * r * (1 - decay) / (1 - r)
        move.velocity *= decay
        move.time = s.time
        carried = move
        let from = move.target == .parent ? committedParent : committedChild
        // A view pulled past an end (a refresh's pull, RefreshKit's own animation) is not pushed around.
        guard from >= s.top - NestedScrollRules.epsilon, from <= s.bottom + NestedScrollRules.epsilon else {
            carried = nil
            return
        }
        let value = min(max(from + distance, s.top), s.bottom)
        decide(move.target, value: value, velocity: move.velocity, carrying: true)
        let kept = move.target == .parent ? committedParent : committedChild
        // Momentum ends when it dies out, reaches an end, or is held by the rules.
        if abs(move.velocity) < 0.01 || abs(kept - (from + distance)) > 1e-6 { carried = nil }
    }

    // MARK: - Deciding

    /// How far a view's own pan or momentum moved it since its previous proposal. A pan pressed against an
    /// edge that does not bounce no longer moves the offset; then the finger's translation says how far.
    private static func movement(_ s: NestedScrollSnapshot, raw: Double, translation: Double?) -> Double {
        let moved = s.offset - raw
        if moved == 0, let now = s.translation, let before = translation { return before - now }
        return moved
    }

    private func geometry() -> NestedScrollRules.Geometry {
        let parentTop = parent.nestedSnapshot.top, c = child?.nestedSnapshot
        return NestedScrollRules.Geometry(mode: mode, sticky: parentTop + stickyDistance, parentTop: parentTop,
                                          childTop: c?.top ?? 0, childContentTop: c?.contentTop)
    }

    private func decide(_ mover: NestedScrollRules.Mover, value: Double, velocity: Double, carrying: Bool = false) {
        let p = parent.nestedSnapshot, c = child?.nestedSnapshot
        var activity = NestedScrollRules.Activity(
            parentActive: p.isActive, parentDecelerating: p.isDecelerating,
            childActive: c?.isActive ?? false, childDecelerating: c?.isDecelerating ?? false)
        if carrying {  // carried momentum is momentum of the view it moves
            if mover == .parent { activity.parentActive = true } else { activity.childActive = true }
        }
        let g = geometry()
        let d = NestedScrollRules.decide(mover: mover, value: value, velocity: velocity, parent: committedParent,
                                         child: child == nil ? g.childTop : committedChild, geometry: g, activity: activity)
        committedParent = d.parent
        // A stopped view's next momentum is a new phase, whatever its flags said when we last looked.
        if d.stopParent { parent.stopNestedDeceleration(); parentPhase = Phase() }
        // Held or freed: known when the view itself moved, or when the binding writes it.
        if mover == .parent || p.offset != d.parent { parentHeld = p.isActive && !d.stopParent && p.offset != d.parent }
        if p.offset != d.parent { write(d.parent, to: parent) }
        if let child {
            committedChild = d.child
            if d.stopChild { child.stopNestedDeceleration(); childPhase = Phase() }
            let shown = child.nestedSnapshot.offset
            if mover == .child || shown != d.child { childHeld = (c?.isActive ?? false) && !d.stopChild && shown != d.child }
            if shown != d.child { write(d.child, to: child) }
        }
        if let handoff = d.handoff, !carrying {
            carried = Carried(target: handoff.to, velocity: handoff.velocity, time: p.time)
            // The view that receives the momentum starts from where it is now.
            if handoff.to == .parent { rawParent = parent.nestedSnapshot.offset } else { rawChild = child?.nestedSnapshot.offset ?? 0 }
        }
        if d.parent < g.sticky - NestedScrollRules.epsilon { resetSiblings() }
    }

    /// While the header shows, every other list is at its top, so a tab switch never jumps.
    private func resetSiblings() {
        for sibling in siblings {
            let s = sibling.nestedSnapshot
            if s.offset != s.top, !s.isTracking {
                sibling.stopNestedDeceleration()
                write(s.top, to: sibling)
            }
        }
    }

    private func write(_ offset: Double, to host: any NestedScrollHost) {
        let wasApplying = isApplying
        isApplying = true
        host.setNestedOffset(offset)
        isApplying = wasApplying
    }
}
