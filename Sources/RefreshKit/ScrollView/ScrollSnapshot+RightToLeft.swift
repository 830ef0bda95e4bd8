/// A right-to-left carousel seen as a left-to-right one, so that the engine's leading edge is the right edge.
///
/// In a right-to-left layout (`effectiveUserInterfaceLayoutDirection`, a collection view layout that
/// `flipsHorizontallyInOppositeLayoutDirection`) a horizontal list starts at its right end and its leading
/// component belongs there, as UIKit's own leading and trailing do. The binding mirrors such a snapshot
/// before the engine sees it and mirrors the engine's writes and frames back: content coordinates turn about
/// the mirror width `M` (`c′ = M − c`, so an offset becomes `x′ = M − W − x` with `W` the bounds width), and
/// left and right insets trade places. `M` is the content width, or the visible width when the content is
/// narrower (``mirrorWidth(base:)``): short content rests at the left edge like any scroll view's, and that
/// rest must read as the leading rest, not as a pull. Mirroring twice gives the value back.
extension ScrollSnapshot {
    /// The width content coordinates turn about: `max(C, W − base.left − base.right)`, with `base` the insets
    /// without RefreshKit's part (they do not move when a component holds inset).
    func mirrorWidth(base: ScrollInsets) -> Double {
        max(contentSize.width, boundsSize.width - base.left - base.right)
    }

    /// The snapshot a left-to-right view would give for this right-to-left one, turned about `width`.
    func mirroredHorizontally(about width: Double) -> ScrollSnapshot {
        var m = self
        m.contentOffset.x = mirroredOffsetX(contentOffset.x, about: width)
        m.contentInset = contentInset.mirroredHorizontally
        m.adjustedContentInset = adjustedContentInset.mirroredHorizontally
        return m
    }

    /// `x` measured from the other end: `width − W − x`.
    func mirroredOffsetX(_ x: Double, about width: Double) -> Double {
        width - boundsSize.width - x
    }
}

extension ScrollRect {
    /// The rect placed from the other end, `width − x − rect width`: a frame the engine gave in mirrored
    /// coordinates, where the view has it.
    func mirroredHorizontally(about width: Double) -> ScrollRect {
        ScrollRect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }
}

extension ScrollInsets {
    /// Left and right traded: the insets of the mirrored view.
    var mirroredHorizontally: ScrollInsets { ScrollInsets(top: top, left: right, bottom: bottom, right: left) }
}
