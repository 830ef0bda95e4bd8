/// Makes a nested page's parent scroll view and its current child list move as one scroll view: one finger
/// moves one combined offset (`NestedScrollSpan`), and the binding writes both views' offsets from it.
///
/// The host reports every offset change of the parent and of the current child (``parentDidScroll()``,
/// ``childDidScroll(_:)``) and every other change of their state (pan state, insets: ``parentStateDidChange()``,
/// ``childStateDidChange(_:)``), synchronously (KVO), and a display frame while ``needsFrames`` is true. A host that
/// observes every view of the page alike reports through ``hostDidScroll(_:)`` and ``hostStateDidChange(_:)``.
///
/// - **A finger.** The pans of both views recognise together, and each moves its own view, in an order and by a
///   rule (from its start, or from where its view shows) that UIKit does not document. The binding ignores
///   what they propose: it takes the finger's motion once from the pans' translations (the first pan to report
///   a move tells it; the other's report of the same move is not counted again), adds it to the combined
///   offset, and writes both views. So the content follows the finger exactly, whichever pan updates first, and
///   it rubber-bands only at the page's real ends. A finger on the header links into the list the same way.
/// - **A release.** If the fling stays within one view (the projection of UIKit's deceleration says so), that
///   view's own momentum runs: the app keeps its delegate callbacks and deceleration rate. If it would cross
///   from one view to the other, or overscroll an end that the other view shows, the binding stops both
///   views' momentum and runs UIKit's deceleration and bounce over the combined offset itself, on display
///   frames (`NestedMomentum`). Any touch stops it, as it stops UIKit's.
/// - **Anything else** (RefreshKit's refresh animations, the app's `contentOffset` writes, a status-bar tap) is
///   accepted as it is, and the other view follows so that a scrolled list still means stuck tabs.
///
/// Host API: apps use `NestedScrollCoordinator`. Custom hosts and tests reach it with
/// `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
@MainActor
public final class NestedScrollBinding {
    // Exclusivity: release builds drop the runtime's access tracking on `live`, which every event reads and
    // writes (`Benchmarks/`). Debug builds, which run the test suite, keep it, so an access that overlaps another
    // traps there. None can: main-actor isolated, never passed `inout`, and every access a read, a write, or a
    // mutating call on a value that calls nothing outside itself. Offset writes, which re-enter through KVO (and
    // return at once while `isApplying`), run only between accesses.
    #if DEBUG
    var live: Live
    #else
    @exclusivity(unchecked) var live: Live
    #endif

    /// The page's scroll view, which holds the header and the tabs.
    public let parent: any NestedScrollHost
    /// The current child list; set it on a tab switch with ``setChild(_:)``.
    public var child: (any NestedScrollHost)? { live.child }
    /// The other children of the page: reset to their tops while the header shows.
    public var siblings: [any NestedScrollHost] = [] {
        didSet { live.siblingsAtTop = false }
    }
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
        live = Live(mode: mode, stickyDistance: stickyDistance, parent: parent.nestedSnapshot.offset)
        setChild(child)
    }

    /// Whether the binding runs momentum across the two views: the host delivers ``frameDidTick()``.
    public var needsFrames: Bool { live.momentum != nil }

    /// Which scroll indicator shows: the child's once the tabs stick, the parent's before.
    public var showsChildIndicator: Bool {
        live.parent >= sticky(parent.nestedSnapshot) - Self.epsilon
    }

    /// Makes `newChild` the current list (a tab switch). The parent never moves: while the header shows,
    /// the incoming list starts at its top; once the tabs stick, it keeps its own position.
    public func setChild(_ newChild: (any NestedScrollHost)?) {
        if let newChild, newChild === child { return }  // the same tab again: nothing to do
        if live.momentum != nil, let old = child {
            // The outgoing list showed the binding's bounce past one of its ends: it springs back no further once
            // the momentum stops, so it is put back at that end, off screen.
            let s = old.nestedSnapshot
            let inRange = min(max(s.offset, s.top), max(s.bottom, s.top))
            if !s.isTracking, abs(inRange - s.offset) > 1e-9 { write(inRange, to: old) }
        }
        live.momentum = nil
        reportMotion()
        live.native = nil
        if let old = child, let newChild, old !== newChild, !siblings.contains(where: { $0 === old }) { siblings.append(old) }
        siblings.removeAll { $0 === newChild }
        live.child = newChild
        live.siblingsAtTop = false
        guard let newChild else { return }
        // Momentum left from before the switch ran off screen: the incoming list starts at rest.
        if newChild.nestedSnapshot.isDecelerating { newChild.stopNestedDeceleration() }
        let s = newChild.nestedSnapshot
        let headerShows = live.parent < sticky(parent.nestedSnapshot) - Self.epsilon
        let c = headerShows ? s.top : min(max(s.offset, s.top), s.bottom)
        live.childOffset = c
        if abs(c - s.offset) > 1e-9 { write(c, to: newChild) }
    }

    /// `host`'s offset changed, the parent's or a list's, told apart by identity: a host that observes every view of
    /// the page the same way (UIKit's coordinator, the simulator's page) reports them all here.
    public func hostDidScroll(_ host: any NestedScrollHost) {
        if host === parent { parentDidScroll() } else { childDidScroll(host) }
    }

    /// `host`'s pan state or insets changed, the parent's or a list's (see ``hostDidScroll(_:)``).
    public func hostStateDidChange(_ host: any NestedScrollHost) {
        if host === parent { parentStateDidChange() } else { childStateDidChange(host) }
    }

    /// The parent's offset changed: its pan, its momentum or someone else moved it.
    public func parentDidScroll() {
        viewDidMove(.parent)
        reportMotion()
    }

    /// The parent's pan state or insets changed.
    public func parentStateDidChange() {
        viewStateDidChange()
        reportMotion()
    }

    /// A child's offset changed. A sibling a finger touches becomes the current child (the list under the
    /// finger, half shown during a swipe); other changes of siblings are ignored.
    public func childDidScroll(_ host: any NestedScrollHost) {
        guard host === child || adoptTouched(host) else { return }
        viewDidMove(.child)
        reportMotion()
    }

    /// A child's pan state or insets changed; a sibling a finger touches becomes the current child.
    public func childStateDidChange(_ host: any NestedScrollHost) {
        guard host === child || adoptTouched(host) else { return }
        viewStateDidChange()
        reportMotion()
    }

    /// Makes a sibling that a finger touches the current child: whatever list the finger is on is the one the
    /// page scrolls with, whatever the app's selection says (a pager still settling, a switch not yet told).
    private func adoptTouched(_ host: any NestedScrollHost) -> Bool {
        guard !live.isApplying, siblings.contains(where: { $0 === host }), host.nestedSnapshot.isTracking else { return false }
        live.finger = .lifted
        setChild(host)
        return true
    }

    /// RefreshKit's engine on one of the views stopped that view's deceleration (an animation of its own that
    /// must own the offset, such as a refresh ending with its header in view): the binding's momentum, which
    /// the engine saw as that view's deceleration, stops too.
    public func stopMomentum() {
        live.momentum = nil
        reportMotion()
    }

    /// A display frame while the binding runs momentum: the combined offset decelerates on.
    public func frameDidTick() {
        defer { reportMotion() }
        guard !live.isApplying, var momentum = live.momentum else { return }
        let p = parent.nestedSnapshot, c = child?.nestedSnapshot
        if p.isTracking || c?.isTracking == true {
            live.momentum = nil  // a touch stops it, as it stops UIKit's own momentum
            return
        }
        // One clock for the whole page, the parent's: views' clocks may differ.
        let ms = (p.time - momentum.time) * 1000
        guard ms > 0 else { return }
        let span = span(p, c)
        let x = span.position(parent: live.parent, child: live.childOffset, banded: false)
        let step = NestedMomentum.step(from: x, velocity: momentum.velocity, milliseconds: ms,
                                       low: span.low, high: span.high, rate: momentum.rate)
        momentum.velocity = step.velocity
        momentum.time = p.time
        live.momentum = step.isResting || !step.position.isFinite ? nil : momentum
        guard step.position.isFinite else { return }
        let (toParent, toChild) = span.offsets(at: step.position, banded: false)
        commit(parent: toParent, child: toChild, p, c, sticky: span.sticky)
    }

    // MARK: - Events

    /// Offsets closer than this are the same position for stuck tabs (a third of a pixel is 0.11 pt; bars
    /// round to 0.5).
    static let epsilon = 0.5

    private func viewDidMove(_ mover: Mover) {
        guard !live.isApplying else { return }
        let p = parent.nestedSnapshot, c = child?.nestedSnapshot
        let isParent = mover == .parent || c == nil
        let offset = isParent ? p.offset : c?.offset ?? p.offset
        if isParent ? p.isProgrammatic : c?.isProgrammatic == true {
            // RefreshKit's own moves (an inset change that clamps, a refresh's pin) keep momentum the binding runs
            // going; an animation of RefreshKit's that must own the offset stops it first (`stopMomentum()`),
            // as it stops UIKit's. A page moved below the sticky offset under a scrolled list is the one move
            // that would break the page: the momentum's next frame overwrites it.
            if live.momentum != nil, mover == .parent, let c, offset < sticky(p) - Self.epsilon,
               live.childOffset > c.contentTop + Self.epsilon { return }
            return accept(mover, offset, p, c, keepingMomentum: live.momentum != nil)
        }
        if p.isTracking || c?.isTracking == true {
            // The pan of the view that moved ended first (UIKit ends each pan in its own `handlePan:`), and this is
            // its release's synchronous momentum step: kept, and reconciled when the other pan ends the release.
            let s = isParent ? p : c ?? p
            if !s.isTracking, s.isDecelerating,
               live.finger.isDown, isParent ? live.finger.parentPan.last != nil : live.finger.childPan.last != nil { return }
            return follow(p, c, moved: mover)
        }
        if live.finger.isDown {
            // The lift reached the binding through an offset: UIKit's usual release ends tracking and then runs
            // one step of the view's own momentum at once (`_endPanNormal:`). That step is the released motion's.
            release(p, c)
            return releasedViewDidStep(mover)
        }
        if let native = live.native, native.view == mover, isParent ? p.isDecelerating : c?.isDecelerating == true {
            return nativeDidMove(native, p, c)
        }
        accept(mover, offset, p, c)
    }

    private func viewStateDidChange() {
        guard !live.isApplying else { return }
        let p = parent.nestedSnapshot, c = child?.nestedSnapshot
        if p.isTracking || c?.isTracking == true {
            follow(p, c, moved: nil)  // a pan began, or moved (UIKit sets `.changed` on every move)
        } else if live.finger.isDown {
            adoptKeptSteps(p, c)
            release(p, c)
            releasedViewDidStep(nil)
        }
    }

    /// Offsets no finger or fling explains: accepted (the binding's momentum stops unless kept), and the other
    /// view follows, so that a scrolled list still means stuck tabs, and stuck tabs released a list at its top.
    /// The other view's own momentum stops when it must follow: UIKit's next step of it would overwrite the
    /// write (`_smoothScrollWithUpdateTime:` moves from its own last offset), and undo the move.
    private func accept(_ mover: Mover, _ value: Double, _ p: NestedScrollSnapshot, _ c: NestedScrollSnapshot?,
                        keepingMomentum: Bool = false) {
        if !keepingMomentum { live.momentum = nil }
        if live.native?.view == mover { live.native = nil }
        let sticky = sticky(p), e = Self.epsilon
        var toParent = live.parent, toChild = live.childOffset
        if mover == .parent {
            toParent = value
            if let c, value < sticky - e, toChild > c.contentTop + e { toChild = c.top }
        } else if let c {
            toChild = value
            if value > c.contentTop + e { toParent = max(toParent, sticky) }
        }
        let other = mover == .parent ? c : p
        if let other, other.isDecelerating, abs(other.offset - (mover == .parent ? toChild : toParent)) > 1e-9 {
            live.native = nil
            stopDeceleration(of: mover == .parent ? .child : .parent)
        }
        commit(parent: toParent, child: toChild, p, c, sticky: sticky)
    }

    /// Tells the views what moves them through the binding, when that changes.
    private func reportMotion() {
        let motion: NestedMotion = live.finger.isDown ? .finger : live.momentum != nil ? .momentum : .none
        guard motion != live.motionReported, !live.isApplying else { return }
        live.motionReported = motion
        parent.setNestedMotion(motion)
        child?.setNestedMotion(motion)
    }
}
