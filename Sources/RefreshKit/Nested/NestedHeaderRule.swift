/// Where a page's header and tabs show for the offset of the list they follow (design C of
/// `research/nested-single-driver.md`): the current list is the only scroll view that moves vertically, and the header
/// with its tabs is an overlay placed by this pure rule on every change of that list's offset or inset.
/// `PageContainerView` and the simulator's `SimulatedSingleDriverPage` run it; the measurements that chose it over
/// two scroll views moving together are in `Docs/NestedSingleDriverPrototype.md`.
///
/// Geometry. Every list fills the page under the overlay, with `contentInset.top = base` (`H + T`, plus a top safe
/// area the list does not get from UIKit) and, while its refresh header holds a band, `base + r` (RefreshKit's
/// inset ledger adds `r`). The overlay's header is scrolled up by ``Placement/headerOffset`` `P` (its frame's y
/// is `−P`); the tabs hang below it and stick once `P` reaches the sticky distance `S = H − pin`.
///
/// The two rules of §4 ("C (header outside)"), for a list offset `o` and a held band `r`:
/// - ``NestedRefreshMode/parent`` (the page bounces): `P = min(S, o + base)`. A pull of `d` moves the header
///   down by `d` (`P = −d`) with the band above it; refreshing at rest (`o = −(base + r)`) the header is down by `r`.
/// - ``NestedRefreshMode/child`` (the list bounces under the tabs), ``ChildBand/ridesUnderTabs`` (§4 as written):
///   `P = clamp(o + base + r, 0, S)`. A pull leaves the header where it is and opens the band under the tabs;
///   scrolling up collapses the header with the band riding under the tabs, and once the tabs stick the band scrolls
///   away with the rows (`research/nested.md`, rule R).
/// - ``NestedRefreshMode/child``, ``ChildBand/scrollsWithRows`` (measured alternative, not in the research):
///   `P = clamp(o + base, 0, S)`. The band is the list's own content above its rows: scrolling up slides it under the
///   still tabs first, then the header collapses. It is what RefreshKit's engine, unchanged, assumes (it measures the
///   band's visibility from the static inset `base`), so nothing jumps (SingleDriverPrototypeTests).
///
/// Host API (`@_spi(RefreshKitHost)`): the simulator's page runs the same rule; apps never see it.
@_spi(RefreshKitHost)
public struct NestedHeaderRule: Sendable, Hashable {
    /// `base`: the list's own top inset, the height the whole header and tabs cover.
    public var base: Double
    /// `S`: how far the header scrolls up before the tabs stick.
    public var sticky: Double
    public var mode: NestedRefreshMode
    /// Child mode only: how a held band moves with the header.
    public var childBand: ChildBand

    /// Where a child-mode refresh band goes when the list scrolls up while the header shows.
    public enum ChildBand: Sendable, Hashable {
        /// Rule R (§4): the header collapses first, the band rides under the tabs until they stick.
        case ridesUnderTabs
        /// The band scrolls under the still tabs with the rows first; then the header collapses.
        case scrollsWithRows
    }

    /// Offsets closer than this are the same position for stuck tabs (as `NestedScrollBinding.epsilon`).
    public static let epsilon = 0.5

    /// A rule for a header of `headerHeight` above tabs of `tabHeight` that stick `pin` below the page's top
    /// (the header scrolls `H − pin` before they do). Bad values count as zero.
    public init(headerHeight: Double, tabHeight: Double, pin: Double = 0, mode: NestedRefreshMode,
                 childBand: ChildBand = .ridesUnderTabs) {
        let h = Self.clean(headerHeight), t = Self.clean(tabHeight), p = Self.clean(pin)
        base = h + t
        sticky = max(0, h - p)
        self.mode = mode
        self.childBand = childBand
    }

    /// The band the header follows: the held one when it rides under the tabs, none when it scrolls with the rows.
    private func ridingBand(_ r: Double) -> Double {
        mode == .child && childBand == .ridesUnderTabs ? Self.clean(r) : 0
    }

    /// Where the overlay shows for one list offset.
    public struct Placement: Sendable, Hashable {
        /// `P`: how far the header is scrolled up, 0 (whole) … `S` (collapsed, tabs stuck). Negative only in parent
        /// mode: the header is pulled down by `−P` (a stretchy header grows by it).
        public var headerOffset: Double
        /// `P ≥ S` (to ``NestedHeaderRule/epsilon``): the rows scroll under stuck tabs.
        public var tabsStuck: Bool
        /// `P / S` clamped to 0…1 (1 when `S` is 0): to fade a navigation title in.
        public var progress: Double
    }

    /// The overlay for a list at offset `o` holding a band `r` (0 when no refresh holds inset). Pure: the host calls
    /// it on every `contentOffset` and `contentInset` change of the current list (§5 item 2).
    @inline(__always)
    public func placement(listOffset o: Double, band r: Double) -> Placement {
        guard o.isFinite else { return Placement(headerOffset: 0, tabsStuck: false, progress: 0) }
        let p: Double
        switch mode {
        case .parent: p = min(sticky, o + base)
        case .child: p = min(max(o + base + ridingBand(r), 0), sticky)
        }
        let progress = sticky > 0 ? min(max(p / sticky, 0), 1) : 1
        return Placement(headerOffset: p, tabsStuck: p >= sticky - Self.epsilon, progress: progress)
    }

    /// The list offset that shows a header scrolled up by `p` (the inverse of ``placement(listOffset:band:)`` where
    /// the header moves, `p ≤ S`; child mode `0 ≤ p`): the list sits at its top under the header, and a whole header in
    /// child mode (`p = 0`) shows the list's band whole (`o = −(base + r)`).
    public func listOffset(headerOffset p: Double, band r: Double) -> Double {
        switch mode {
        case .parent: return p - base
        case .child: return p > 0 ? p - base - ridingBand(r) : -base - Self.clean(r)
        }
    }

    /// The list offset at which the tabs stick.
    public func stuckOffset(band r: Double) -> Double { listOffset(headerOffset: sticky, band: r) }

    /// The incoming list's offset on a tab switch at rest (§5 item 4), so that the header does not move: while the
    /// header shows (`p < S`), the list shows its top under it (`o′ = p − base (− r′)`); once the tabs stick, it keeps
    /// its own position `incoming`, at least where the tabs stick. Clamped to the list's range `top…bottom`
    /// (a list padded at its bottom can always collapse the header). A header pulled down in parent mode (`p < 0`)
    /// cannot be kept unless the incoming list holds a band as large: the header then moves (the band belongs to
    /// one list, §5 risk 4).
    public func switchOffset(headerOffset p: Double, incoming: Double, band r: Double, top: Double, bottom: Double) -> Double {
        let wanted = p >= sticky - Self.epsilon ? max(incoming.isFinite ? incoming : top, stuckOffset(band: r))
                                                : listOffset(headerOffset: p, band: r)
        return min(max(wanted, top), max(bottom, top))
    }

    /// The offset that keeps the header's state when the header or tabs change height (async content, Dynamic Type,
    /// rotation: §5 risk 3), for a list at `o` with band `r` that `old` placed. `setContentInset` only clamps, so the
    /// host sets the new inset and then writes this offset (after stopping a fling: a write during deceleration is
    /// overwritten on the next tick, research §3 F11). Stuck tabs stay stuck with the same row under them; a header
    /// that shows keeps how far it is scrolled up (at most the new `S`) and the row under the tabs.
    public func offsetKeepingHeader(from old: NestedHeaderRule, listOffset o: Double, band r: Double) -> Double {
        let before = old.placement(listOffset: o, band: r)
        // The content at the tabs' bottom edge: `o + base − P` (the list offset "past the tabs", today's `C`).
        let underTabs = o + old.base - before.headerOffset
        let p = before.tabsStuck ? sticky : min(before.headerOffset, sticky)
        return underTabs + p - base
    }

    /// How much of the list's leading edge the overlay covers, for the list's refresh engine
    /// (`ScrollSnapshot.leadingCover`), with the header drawn scrolled up by `drawnHeaderOffset`: a child-mode band
    /// that rides under the tabs is measured from the tabs' bottom edge; a band that scrolls with the rows, or the
    /// page's band in parent mode, from the list's own inset (nil).
    ///
    /// Pass the header offset as drawn, on whole pixels: an exact cover would feed the offsets' rounding back into the
    /// band and let it drift.
    public func leadingCover(drawnHeaderOffset: Double) -> Double? {
        guard mode == .child, childBand == .ridesUnderTabs, drawnHeaderOffset.isFinite else { return nil }
        return base - drawnHeaderOffset
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
