/// The thresholds and positions of headers and footers, as pure functions of an axis snapshot.
///
/// Notation (DESIGN.md §4): `y` offset, `H` viewport, `C` content, `B` base inset, `h`/`f` component
/// length. All insets here are base insets: what the scroll view would have without RefreshKit.
enum RefreshGeometry {
    /// How far the header is revealed: `−B.leading − y`. Positive while pulled down.
    static func headerRevealed(_ a: AxisSnapshot) -> Double {
        -a.leadingInset - a.offset
    }

    /// The offset at which the header shows `pinned` points: `−(B.leading + pinned)`.
    static func headerPinnedOffset(_ a: AxisSnapshot, pinned: Double) -> Double {
        -(a.leadingInset + pinned)
    }

    /// The viewport minus the base insets: `V = H − B.leading − B.trailing`.
    static func visibleLength(_ a: AxisSnapshot) -> Double {
        a.viewportLength - a.leadingInset - a.trailingInset
    }

    /// The offset at rest at the end of the content: `max(C + B.trailing − H, −B.leading)`.
    static func maxRestingOffset(_ a: AxisSnapshot) -> Double {
        max(a.contentLength + a.trailingInset - a.viewportLength, -a.leadingInset)
    }

    /// How far a footer is revealed past the resting end: `y − maxRest`.
    static func footerRevealed(_ a: AxisSnapshot) -> Double {
        a.offset - maxRestingOffset(a)
    }

    /// Where a footer sits in content coordinates: `max(C, V)`, so short content keeps it at the bottom.
    static func footerPosition(_ a: AxisSnapshot) -> Double {
        max(a.contentLength, visibleLength(a), 0)
    }

    /// The empty space between short content and the end of the visible area: `max(0, V − C)`.
    static func footerGap(_ a: AxisSnapshot) -> Double {
        max(0, visibleLength(a) - a.contentLength)
    }

    /// The offset from which an auto footer loads: `maxRest + f·percent − preload`.
    static func autoFooterTriggerOffset(_ a: AxisSnapshot, length: Double, percent: Double, preload: Double) -> Double {
        maxRestingOffset(a) + length * percent - preload
    }

    /// How far an offset UIKit sets may be from the one asked for: it rounds offsets to whole pixels, so up
    /// to half a point at 1x. An auto footer loads this much short of its line (fractional content may stop
    /// short of it), and a refreshing component cut by less counts as fully in view (asking again would
    /// only be rounded again).
    static let pixelSlack = 0.5

    /// Whether a component revealed by `revealed` points shows all `whole` of them, to ``pixelSlack``.
    static func isInView(_ revealed: Double, whole: Double) -> Bool {
        revealed >= whole - pixelSlack
    }

    /// `revealed / trigger`; 0 or 1 for a zero trigger distance.
    static func progress(revealed: Double, trigger: Double) -> Double {
        guard trigger > 0 else { return revealed > 0 ? 1 : 0 }
        return revealed / trigger
    }
}
