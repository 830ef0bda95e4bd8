/// The offsets a nested page keeps when one of its two scroll views moves: a pure function of the mode,
/// the sticky offset, both views' live tops and the move. The rules were drawn up after reading how
/// JXPagingView (pujiaxin33/JXPagingView), SegementSlide (Jiar/SegementSlide) and GKPageScrollView
/// (QuintGao/GKPageScrollView) on GitHub hand a finger between two scroll views; the list below is all of
/// them, and `NestedScrollRulesTests` checks it case by case.
///
/// Notation: `P`, `C` the parent's and child's committed offsets; `S` the parent offset at which the tabs
/// stick; `Pmin`, `Cmin` the views' top offsets (`−adjustedContentInset.top`, so a refreshing child's top
/// includes the band RefreshKit holds); `ε` = ``epsilon``. *Pinned*: `P ≥ S − ε`. *Scrolled*: the child is
/// past its content top (``Geometry/childContentTop`` + ε). *Pulled*: `C < Cmin − ε`. It never writes
/// insets: the refresh engine owns them.
///
/// The first rule that matches decides; a mover neither tracked nor decelerating takes X.
/// - P1, parent moves while the child is scrolled (both modes): `P′ = S`; a parent decelerating past `S`
///   is stopped.
/// - P2, parent moves to `value ≥ S` (both modes): `P′ = S`. A decelerating parent is stopped and, if the
///   child is not moving, hands on what is left: `C′ = Cmin + (value − S)` and its velocity to the child.
/// - P3, parent moves while the child is pulled (child mode): `P′ = Pmin`; a parent decelerating below
///   `Pmin` is stopped.
/// - P4, parent moves to `value < Pmin` (parent mode): `P′ = value`, so the page bounces and its header
///   sees the pull.
/// - P5, parent moves to `value < Pmin` (child mode): `P′ = Pmin`; a decelerating parent is stopped.
/// - P6, parent moves otherwise: `P′ = value`.
/// - C1, child moves to `value ≥ Cmin` while not pinned (both modes): the child is held at its top (or
///   inside its refresh band). A list flung up while the page is not flung is stopped, and its momentum
///   goes to the page if no finger holds it and it is not pulled past its top.
/// - C2, child moves to `value ≥ Cmin` while pinned (both modes): `C′ = value`.
/// - C3, child moves to `value < Cmin` (parent mode): `C′ = Cmin`; a decelerating child is stopped. If the
///   parent is not moving and is scrolled away from its top (`P > Pmin + ε`), it takes the overflow,
///   `P′ = max(Pmin, P − (Cmin − value))`, and the child's velocity.
/// - C4, child moves to `value < Cmin` while `P ≤ Pmin + ε` (child mode): `C′ = value`, so the list bounces
///   and its own header sees the pull.
/// - C5, child moves to `value < Cmin` while `P > Pmin + ε` (child mode): `C′ = Cmin`, the header comes down
///   first, with C3's hand-off.
/// - X, a move no finger or momentum of that view made (RefreshKit's own animations, the app): accepted.
///   A parent moved below `S − ε` puts a scrolled child back at `Cmin`; a child moved past its content top
///   pins the parent at `S` at least.
enum NestedScrollRules {
    enum Mover: Sendable, Hashable { case parent, child }

    /// What is fixed for one decision.
    struct Geometry: Sendable, Hashable {
        var mode: NestedRefreshMode
        /// `S`.
        var sticky: Double
        /// `Pmin`.
        var parentTop: Double
        /// `Cmin`.
        var childTop: Double
        /// Where the child's content starts: `Cmin` without a refreshing header's band.
        var childContentTop: Double

        init(mode: NestedRefreshMode, sticky: Double, parentTop: Double, childTop: Double, childContentTop: Double? = nil) {
            self.mode = mode
            self.sticky = sticky
            self.parentTop = parentTop
            self.childTop = childTop
            self.childContentTop = max(childContentTop ?? childTop, childTop)
        }
    }

    /// Whether each view is moved by a finger or by momentum (UIKit's `isTracking || isDecelerating`).
    struct Activity: Sendable, Hashable {
        var parentActive = false
        var parentDecelerating = false
        var childActive = false
        var childDecelerating = false
    }

    /// Momentum that the other view must carry on, in points per millisecond.
    struct Handoff: Sendable, Hashable {
        var to: Mover
        var velocity: Double
    }

    struct Decision: Sendable, Hashable {
        var parent: Double
        var child: Double
        var handoff: Handoff?
        var stopParent = false
        var stopChild = false
    }

    /// Offsets closer than this are the same position (a third of a pixel is 0.11 pt; bars round to 0.5).
    static let epsilon = 0.5

    /// The offsets to keep after `mover` proposed `value` (moving at `velocity` pt/ms) from `parent`, `child`.
    static func decide(mover: Mover, value: Double, velocity: Double, parent p: Double, child c: Double,
                       geometry g: Geometry, activity: Activity) -> Decision {
        let e = epsilon
        // A child inside its refresh band has not scrolled into its content.
        let pinned = p >= g.sticky - e, scrolled = c > g.childContentTop + e, pulled = c < g.childTop - e
        var d = Decision(parent: p, child: c)
        let moverActive = mover == .parent ? activity.parentActive : activity.childActive
        guard moverActive else {
            // X: a programmatic move (RefreshKit's own animations, the app) is accepted, and the other view
            // follows so that a scrolled child still means stuck tabs.
            if mover == .parent {
                d.parent = value
                if value < g.sticky - e, scrolled { d.child = g.childTop }
            } else {
                d.child = value
                if value > g.childContentTop + e { d.parent = max(p, g.sticky) }
            }
            return d
        }
        switch mover {
        case .parent:
            if scrolled {                                                        // P1
                d.parent = g.sticky
                d.stopParent = activity.parentDecelerating && value > g.sticky
            } else if value >= g.sticky {                                        // P2
                d.parent = g.sticky
                if activity.parentDecelerating {
                    d.stopParent = true
                    if !activity.childActive {
                        d.child = g.childTop + (value - g.sticky)
                        d.handoff = Handoff(to: .child, velocity: velocity)
                    }
                }
            } else if g.mode == .child && pulled {                               // P3
                d.parent = g.parentTop
                d.stopParent = activity.parentDecelerating && value < g.parentTop
            } else if value < g.parentTop {                                      // P4, P5
                d.parent = g.mode == .parent ? value : g.parentTop
                // Held at its top, its momentum into the hold would spring back later and move it.
                d.stopParent = g.mode == .child && activity.parentDecelerating
            } else {                                                             // P6
                d.parent = value
            }
        case .child:
            if value >= g.childTop {                                             // C1, C2
                // Held where it is: at its top, or inside its refresh band if the band grew around it.
                d.child = pinned ? value : min(max(c, g.childTop), g.childContentTop)
                if !pinned, activity.childDecelerating, !activity.parentDecelerating, value > d.child + e {
                    // A list flung up while the header shows, the page not flung with it: the list must not
                    // decelerate unseen under its hold (and spring back into a pull later). A still page
                    // takes the momentum (the header collapses); a page a finger holds keeps to the finger.
                    d.stopChild = true
                    if !activity.parentActive && p >= g.parentTop - e { d.handoff = Handoff(to: .parent, velocity: velocity) }
                }
            } else if g.mode == .child && p <= g.parentTop + e {                 // C4
                d.child = value
            } else {                                                             // C3, C5
                d.child = g.childTop
                // Held at its top, its momentum into the hold would run on unseen and come back as a move.
                d.stopChild = activity.childDecelerating
                if !activity.parentActive && p > g.parentTop + e {
                    let overflow = g.childTop - value
                    d.parent = max(g.parentTop, p - overflow)
                    d.handoff = Handoff(to: .parent, velocity: velocity)
                    d.stopChild = activity.childDecelerating
                }
            }
        }
        return d
    }
}
