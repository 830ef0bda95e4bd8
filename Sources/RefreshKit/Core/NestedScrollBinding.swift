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
///
/// Host API: apps use `NestedScrollCoordinator`. Custom hosts and tests reach it with
/// `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
@MainActor
public final class NestedScrollBinding {
    /// UIKit's normal deceleration rate per millisecond, for momentum carried across.
    static let decelerationRate = 0.998

    // Exclusivity: release builds drop the runtime's access tracking on `live`, which every event reads and
    // writes (with it, a nested page's event costs 878 instructions instead of 585: `Benchmarks/`). Debug
    // builds, which run the test suite, keep it, so an access that overlaps another traps there. None can:
    // main-actor isolated, never passed `inout`, and every access a read, a write, or a mutating call on a
    // `Track`, a value that calls nothing outside itself. Offset writes, which re-enter through KVO (and
    // return at once while `isApplying`), run only between accesses.
    #if DEBUG
    private var live: Live
    #else
    @exclusivity(unchecked) private var live: Live
    #endif

    /// What changes as the views move, in one value.
    private struct Live {
        var child: (any NestedScrollHost)?
        var mode: NestedRefreshMode
        var stickyDistance: Double
        var parentTrack: Track
        var childTrack = Track(at: 0)
        var isApplying = false
        var carried: Carried?
    }

    /// The page's scroll view, which holds the header and the tabs.
    public let parent: any NestedScrollHost
    /// The current child list; set it on a tab switch with ``setChild(_:)``.
    public var child: (any NestedScrollHost)? { live.child }
    /// The other children of the page: reset to their tops while the header shows.
    public var siblings: [any NestedScrollHost] = []
    /// Which view a pull at the top refreshes.
    public var mode: NestedRefreshMode {
        get { live.mode }
        set { live.mode = newValue }
    }
    /// How far the parent scrolls from its top before the tabs stick: the header's height, less any part
    /// that stays visible. The sticky offset follows the parent's live top (bars over the page), and is at
    /// most the page's end: a larger distance sticks where the page can scroll no further.
    public var stickyDistance: Double {
        get { live.stickyDistance }
        set { live.stickyDistance = newValue }
    }

    /// Binds `parent` and the current `child` list, if any, under `mode`'s rules; the parent's tabs
    /// stick once it has scrolled `stickyDistance` from its top.
    public init(parent: any NestedScrollHost, child: (any NestedScrollHost)?, mode: NestedRefreshMode, stickyDistance: Double) {
        self.parent = parent
        live = Live(mode: mode, stickyDistance: stickyDistance, parentTrack: Track(at: parent.nestedSnapshot.offset))
        setChild(child)
    }

    /// Whether momentum is being carried from one view to the other: the host delivers ``frameDidTick()``.
    public var needsFrames: Bool { live.carried != nil }

    /// Which scroll indicator shows: the child's once the tabs stick, the parent's before.
    public var showsChildIndicator: Bool {
        let g = geometry()
        return live.parentTrack.committed >= g.sticky - NestedScrollRules.epsilon
    }

    /// Makes `newChild` the current list (a tab switch). The parent never moves: while the header shows,
    /// the incoming list starts at its top; once the tabs stick, it keeps its own position.
    public func setChild(_ newChild: (any NestedScrollHost)?) {
        if let newChild, newChild === child { return }  // the same tab again: nothing to do
        live.carried = nil
        if let old = child, let newChild, old !== newChild, !siblings.contains(where: { $0 === old }) { siblings.append(old) }
        siblings.removeAll { $0 === newChild }
        live.child = newChild
        guard let newChild else { return }
        // Momentum left from before the switch integrates from where the list was when it was last held,
        // not where it shows, and a bounce off screen would end out of range: the incoming list starts at rest.
        if newChild.nestedSnapshot.isDecelerating { newChild.stopNestedDeceleration() }
        let s = newChild.nestedSnapshot
        let headerShows = live.parentTrack.committed < geometry().sticky - NestedScrollRules.epsilon
        let c = headerShows ? s.top : min(max(s.offset, s.top), s.bottom)
        if abs(c - s.offset) > 1e-9 { write(c, to: newChild) }
        live.childTrack = Track(at: c)
        live.childTrack.observeState(newChild.nestedSnapshot)
    }

    /// The parent's offset changed: its pan, its momentum or someone else moved it.
    public func parentDidScroll() {
        guard !live.isApplying else { return }
        let s = parent.nestedSnapshot
        if s.isTracking { live.carried = nil }
        let (value, velocity) = live.parentTrack.propose(s)
        decide(.parent, value: value, velocity: velocity)
    }

    /// The parent's pan state or insets changed. A touch stops carried momentum; a new phase (a touch, a
    /// release, momentum starting or ending) starts from the committed offset, where UIKit starts it.
    public func parentStateDidChange() {
        guard !live.isApplying else { return }
        let s = parent.nestedSnapshot
        if s.isTracking { live.carried = nil }
        live.parentTrack.observeState(s)
    }

    /// The current child's offset changed; changes of other children are ignored.
    public func childDidScroll(_ host: any NestedScrollHost) {
        guard !live.isApplying, host === child else { return }
        let s = host.nestedSnapshot
        if s.isTracking { live.carried = nil }
        let (value, velocity) = live.childTrack.propose(s)
        decide(.child, value: value, velocity: velocity)
    }

    /// The current child's pan state or insets changed.
    public func childStateDidChange(_ host: any NestedScrollHost) {
        guard !live.isApplying, host === child else { return }
        let s = host.nestedSnapshot
        if s.isTracking { live.carried = nil }
        live.childTrack.observeState(s)
    }

    /// A display frame while momentum is carried: the target view decelerates on.
    public func frameDidTick() {
        guard var move = live.carried else { return }
        let target: (any NestedScrollHost)? = move.target == .parent ? parent : child
        guard let target else { live.carried = nil; return }
        let s = target.nestedSnapshot
        if parent.nestedSnapshot.isTracking || (child?.nestedSnapshot.isTracking ?? false) {
            live.carried = nil  // a touch stops it, as it stops UIKit's own momentum
            return
        }
        // One clock for the whole page, the parent's, which started the carry: views' clocks may differ.
        let now = parent.nestedSnapshot.time
        let ms = max(0, (now - move.time) * 1000)
        guard ms > 0 else { return }
        let r = Self.decelerationRate, decay = pow(r, ms)
        let distance = move.velocity * r * (1 - decay) / (1 - r)
        move.velocity *= decay
        move.time = now
        live.carried = move
        let from = move.target == .parent ? live.parentTrack.committed : live.childTrack.committed
        // A view pulled past an end (a refresh's pull, RefreshKit's own animation) is not pushed around.
        guard from >= s.top - NestedScrollRules.epsilon, from <= s.bottom + NestedScrollRules.epsilon else {
            live.carried = nil
            return
        }
        let value = min(max(from + distance, s.top), s.bottom)
        decide(move.target, value: value, velocity: move.velocity, carrying: true)
        let kept = move.target == .parent ? live.parentTrack.committed : live.childTrack.committed
        // Momentum ends when it dies out, reaches an end, or is held by the rules.
        if abs(move.velocity) < 0.01 || abs(kept - (from + distance)) > 1e-6 { live.carried = nil }
    }

    // MARK: - Deciding


    private func geometry() -> NestedScrollRules.Geometry {
        geometry(parent: parent.nestedSnapshot, child: child?.nestedSnapshot)
    }

    /// The geometry from snapshots already read (each read asks the scroll view for several values).
    private func geometry(parent p: NestedScrollSnapshot, child c: NestedScrollSnapshot?) -> NestedScrollRules.Geometry {
        let parentTop = p.top
        let distance = stickyDistance.isFinite ? max(0, stickyDistance) : 0  // a bad distance sticks at once
        // The tabs stick where the page ends at the latest: a distance beyond what it can scroll (a header
        // measured before it shrank) would hold it outside its range, or never let the list scroll.
        let sticky = min(parentTop + distance, max(p.bottom, parentTop))
        return NestedScrollRules.Geometry(mode: mode, sticky: sticky, parentTop: parentTop,
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
        let g = geometry(parent: p, child: c)
        var d = NestedScrollRules.decide(mover: mover, value: value, velocity: velocity, parent: live.parentTrack.committed,
                                         child: child == nil ? g.childTop : live.childTrack.committed, geometry: g, activity: activity)
        // The rules know no bottoms: momentum handed to a list (or carried) never leaves it past its end.
        if let c, !c.isActive || carrying { d.child = min(d.child, max(c.bottom, g.childTop)) }
        live.parentTrack.committed = d.parent
        // A stopped view's next momentum is a new phase, whatever its flags said when we last looked.
        if d.stopParent { parent.stopNestedDeceleration(); live.parentTrack.stopped() }
        // Held or freed: known when the view itself moved, or when the binding writes it.
        if mover == .parent || p.offset != d.parent { live.parentTrack.isHeld = p.isActive && !d.stopParent && p.offset != d.parent }
        let writesParent = p.offset != d.parent
        if writesParent { write(d.parent, to: parent) }
        if let child {
            live.childTrack.committed = d.child
            if d.stopChild { child.stopNestedDeceleration(); live.childTrack.stopped() }
            // Read again only after a write, whose observers may have moved it.
            let shown = !writesParent && !d.stopChild ? c?.offset ?? child.nestedSnapshot.offset : child.nestedSnapshot.offset
            if mover == .child || shown != d.child { live.childTrack.isHeld = (c?.isActive ?? false) && !d.stopChild && shown != d.child }
            if shown != d.child { write(d.child, to: child) }
        }
        if let handoff = d.handoff, !carrying {
            live.carried = Carried(target: handoff.to, velocity: handoff.velocity, time: p.time)
            // The view that receives the momentum starts from where it is now.
            if handoff.to == .parent { live.parentTrack.raw = parent.nestedSnapshot.offset } else { live.childTrack.raw = child?.nestedSnapshot.offset ?? 0 }
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
        let wasApplying = live.isApplying
        live.isApplying = true
        host.setNestedOffset(offset)
        live.isApplying = wasApplying
    }
}
