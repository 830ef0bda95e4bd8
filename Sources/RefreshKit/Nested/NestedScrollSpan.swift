/// A nested page seen as one scroll view: the combined offset `X` that one finger or one fling moves, and how
/// it splits into the page's offset `P` and the current list's offset `C`.
///
/// Top to bottom the page shows its header, its tabs and the current list, so `X` runs from the page's top
/// (`Pmin`, where the header shows whole) through the sticky offset `S` (the tabs stick) to the list's end:
///
/// - `Pmin ≤ X ≤ S`: `P = X`, and the list waits at its anchor `A` (its top; inside its refresh band if the
///   band grew around it while the header showed);
/// - `S ≤ X ≤ high`: `P = S`, `C = A + (X − S)`, where `high = S + (Cmax − A)`;
/// - past either end, the overscroll is shown by the view that owns that end: the page at the top in
///   ``NestedRefreshMode/parent`` mode, the list at the top in ``NestedRefreshMode/child`` mode, the list at its
///   end. A finger's overscroll is rubber-banded with UIKit's formula, momentum's is not (UIKit springs back
///   from the shown offset).
///
/// Both directions are pure functions, so the binding can recompute `X` from the offsets it committed at every
/// event: whatever else moved a view (a refresh's inset, the app) is taken into account, and nothing drifts.
struct NestedScrollSpan: Sendable, Hashable {
    /// The current list, as the span needs it.
    struct Child: Sendable, Hashable {
        /// `A`: where the list rests while the header shows.
        var anchor: Double
        /// `Cmin`, the list's top: below its anchor when a refresh band grew around it.
        var top: Double
        /// `Cmax`, the list's bottom offset.
        var bottom: Double
        /// The list's viewport length, the rubber band's range.
        var length: Double
        /// Whether the list rubber-bands at its ends (`bounces`).
        var bounces = true
    }

    var mode: NestedRefreshMode
    /// `Pmin`.
    var parentTop: Double
    /// `S`, between `Pmin` and the page's bottom.
    var sticky: Double
    /// The page's bottom offset: the end of `X` when there is no list.
    var parentBottom: Double
    /// The page's viewport length, the rubber band's range.
    var parentLength: Double
    /// Whether the page rubber-bands (`bounces`; off in child mode).
    var parentBounces = true
    var child: Child?

    /// The top of `X`: the page's top, or in child mode the list's (a refresh band above its anchor is content).
    var low: Double {
        guard let child, mode == .child else { return parentTop }
        return parentTop - max(0, child.anchor - child.top)
    }
    /// The end of `X`: the list's end, or the page's without a list.
    var high: Double {
        guard let child else { return max(parentBottom, parentTop) }
        return sticky + max(0, child.bottom - child.anchor)
    }

    /// The offsets that show `x`; overscroll is rubber-banded when `banded` (a finger), shown as is otherwise.
    func offsets(at x: Double, banded: Bool) -> (parent: Double, child: Double) {
        guard let child else {
            if x < low { return (low - shown(low - x, parentLength, parentBounces, banded), 0) }
            if x > high { return (high + shown(x - high, parentLength, parentBounces, banded), 0) }
            return (x, 0)
        }
        if x < parentTop {
            if mode == .parent { return (low - shown(low - x, parentLength, parentBounces, banded), child.anchor) }
            if x >= low { return (parentTop, child.anchor - (parentTop - x)) }
            return (parentTop, child.top - shown(low - x, child.length, child.bounces, banded))
        }
        if x <= sticky { return (x, child.anchor) }
        if x <= high { return (sticky, child.anchor + (x - sticky)) }
        return (sticky, child.bottom + shown(x - high, child.length, child.bounces, banded))
    }

    /// The `X` that `parent` and `child` show: the inverse of ``offsets(at:banded:)``. Offsets that no `X` shows
    /// (a list scrolled while the header shows, which the binding never commits) read as the nearest that does.
    func position(parent p: Double, child c: Double, banded: Bool) -> Double {
        guard let child else {
            if p < low { return low - overscroll(low - p, parentLength, banded) }
            if p > high { return high + overscroll(p - high, parentLength, banded) }
            return p
        }
        if p < parentTop { return parentTop - overscroll(parentTop - p, parentLength, banded) }
        // A scrolled list means stuck tabs, even if the page is a rounding short of the sticky offset.
        if p < sticky && c <= child.anchor + 1e-9 {
            // The header shows: a list below its anchor (child mode) is in its refresh band, then pulled.
            guard c < child.anchor && p <= parentTop else { return p }
            return c >= child.top ? parentTop - (child.anchor - c) : low - overscroll(child.top - c, child.length, banded)
        }
        // The tabs stick: whatever the page moved past them (its own momentum) is the list's motion.
        if c < child.anchor { return p - overscroll(child.anchor - c, child.length, banded) }
        if c > child.bottom { return p + (child.bottom - child.anchor) + overscroll(c - child.bottom, child.length, banded) }
        return p + (c - child.anchor)
    }

    // MARK: - Rubber band

    /// UIKit's rubber band constant (observed in UIKit's implementation, decompiled iOS 26.1 UIKitCore,
    /// `UIScrollView.m`; worked out in public by super-ultra/ScrollMechanics on GitHub).
    static let rubberBandConstant = 0.55

    /// How far a finger `overscroll` points past an end shows it: `(1 − 1/(x·c/d + 1))·d` over a range `d`.
    static func rubberBand(_ overscroll: Double, length d: Double) -> Double {
        guard d > 0, overscroll > 0 else { return 0 }
        return d * (1 - 1 / (1 + rubberBandConstant * overscroll / d))
    }

    /// The inverse of ``rubberBand(_:length:)``: the finger's overscroll for a shown one (less than `d`).
    static func fingerOverscroll(_ shown: Double, length d: Double) -> Double {
        guard d > 0, shown > 0 else { return 0 }
        let s = min(shown, d * 0.999)
        return d * s / (rubberBandConstant * (d - s))
    }

    private func shown(_ overscroll: Double, _ length: Double, _ bounces: Bool, _ banded: Bool) -> Double {
        guard bounces || !banded else { return 0 }
        return banded ? Self.rubberBand(overscroll, length: length) : overscroll
    }

    private func overscroll(_ shown: Double, _ length: Double, _ banded: Bool) -> Double {
        banded ? Self.fingerOverscroll(shown, length: length) : shown
    }
}
