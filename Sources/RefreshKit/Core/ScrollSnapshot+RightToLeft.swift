/// A right-to-left carousel seen as a left-to-right one, so that the engine's leading edge is the right edge.
///
/// In a right-to-left layout (`effectiveUserInterfaceLayoutDirection`, a collection view layout that
/// `flipsHorizontallyInOppositeLayoutDirection`) a horizontal list starts at its right end and its leading
/// component belongs there, as UIKit's own leading and trailing do. The binding mirrors such a snapshot
/// before the engine sees it and mirrors the engine's writes and frames back: the offset is measured from
/// the right end (`x′ = C − W − x`, with `C` the content width and `W` the bounds width), and left and right
/// insets trade places. Mirroring twice gives the value back, so the engine's rules hold unchanged.
extension ScrollSnapshot {
    /// The snapshot a left-to-right view would give for this right-to-left one.
    var mirroredHorizontally: ScrollSnapshot {
        var m = self
        m.contentOffset.x = mirroredOffsetX(contentOffset.x)
        m.contentInset = contentInset.mirroredHorizontally
        m.adjustedContentInset = adjustedContentInset.mirroredHorizontally
        return m
    }

    /// `x` measured from the other end of the content: `C − W − x`.
    func mirroredOffsetX(_ x: Double) -> Double {
        contentSize.width - boundsSize.width - x
    }

    /// `rect` placed from the other end of the content, `C − x − width`: a frame the engine gave in mirrored
    /// coordinates, where the view has it.
    func mirrored(_ rect: ScrollRect) -> ScrollRect {
        ScrollRect(x: contentSize.width - rect.origin.x - rect.size.width, y: rect.origin.y,
                   width: rect.size.width, height: rect.size.height)
    }
}

extension ScrollInsets {
    /// Left and right traded: the insets of the mirrored view.
    var mirroredHorizontally: ScrollInsets { ScrollInsets(top: top, left: right, bottom: bottom, right: left) }
}
