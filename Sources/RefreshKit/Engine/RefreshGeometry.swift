/// The thresholds and positions of headers and footers, as pure functions of an axis snapshot.
///
/// Notation: `y` offset, `H` viewport, `C` content, `B` base inset, `h`/`f` component
/// length. All insets here are base insets: what the scroll view would have without RefreshKit.
enum RefreshGeometry {
    /// How far the header is revealed: `−B.leading − y`. Positive while pulled down.
    ///
    /// Measured from what covers the leading edge (``AxisSnapshot/leadingCover``): the base inset, unless a view
    /// over the scroll view covers less of it (a nested page's header overlay scrolled partly away, under which a
    /// refresh band rides and shows whole).
    static func headerRevealed(_ a: AxisSnapshot) -> Double {
        -a.leadingCover - a.offset
    }

    /// The offset at which the header shows `pinned` points: `−(B.leading + pinned)`, from what covers the edge.
    static func headerPinnedOffset(_ a: AxisSnapshot, pinned: Double) -> Double {
        -(a.leadingCover + pinned)
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

    /// Whether an auto footer's trigger point shows with the view resting at its start, so no scrolling can
    /// bring it closer: `C + f·percent − preload ≤ V` (content that does not fill the visible area).
    static func autoFooterShowsAtStart(_ a: AxisSnapshot, length: Double, percent: Double, preload: Double) -> Bool {
        a.contentLength + length * percent - preload <= visibleLength(a) + a.halfPixel
    }

    /// Half a pixel at the coarsest screen (1x), in points: the most UIKit's pixel rounding moves an offset.
    static let maxHalfPixel = 0.5

    /// Whether a component revealed by `revealed` points shows all `whole` of them, to half a pixel: UIKit
    /// rounds offsets to whole pixels, so asking for the exact line again would only be rounded again.
    static func isInView(_ revealed: Double, whole: Double, _ a: AxisSnapshot) -> Bool {
        revealed >= whole - a.halfPixel
    }

    /// `revealed / trigger`; 0 or 1 for a zero trigger distance.
    static func progress(revealed: Double, trigger: Double) -> Double {
        guard trigger > 0 else { return revealed > 0 ? 1 : 0 }
        return revealed / trigger
    }
}
