/// The axis a header and footer work along.
///
/// The geometry is written once, along an abstract axis with a leading edge (where the header sits:
/// top, or left) and a trailing edge (the footer: bottom, or right); the axis projects a snapshot
/// onto it and maps results back.
public enum ScrollAxis: Sendable, Hashable {
    /// Top and bottom edges: ``RefreshKitWrapper``'s `header` and `footer`.
    case vertical
    /// Left and right edges: ``RefreshKitWrapper``'s `leading` and `trailing`, for carousels.
    case horizontal

    /// The snapshot measured along this axis, with the base insets given (RefreshKit's part removed).
    @inline(__always)  // every event projects once or twice; a call costs a tenth of a refreshing band's event
    func project(_ s: ScrollSnapshot, base: ScrollInsets) -> AxisSnapshot {
        let halfPixel = 0.5 / (s.displayScale.isFinite && s.displayScale >= 1 ? s.displayScale : 1)
        switch self {
        case .vertical:
            return AxisSnapshot(offset: s.contentOffset.y, contentLength: s.contentSize.height,
                                viewportLength: s.boundsSize.height, leadingInset: base.top, trailingInset: base.bottom,
                                halfPixel: halfPixel, cover: s.leadingCover)
        case .horizontal:
            return AxisSnapshot(offset: s.contentOffset.x, contentLength: s.contentSize.width,
                                viewportLength: s.boundsSize.width, leadingInset: base.left, trailingInset: base.right,
                                halfPixel: halfPixel, cover: s.leadingCover)
        }
    }

    /// Insets that are `leading` and `trailing` on this axis and zero across it.
    func insets(leading: Double, trailing: Double) -> ScrollInsets {
        switch self {
        case .vertical: ScrollInsets(top: leading, bottom: trailing)
        case .horizontal: ScrollInsets(left: leading, right: trailing)
        }
    }

    /// `point`'s coordinate along this axis.
    func offset(of point: ScrollPoint) -> Double {
        self == .vertical ? point.y : point.x
    }

    /// `point` moved to `value` along this axis.
    func point(_ point: ScrollPoint, along value: Double) -> ScrollPoint {
        switch self {
        case .vertical: ScrollPoint(x: point.x, y: value)
        case .horizontal: ScrollPoint(x: value, y: point.y)
        }
    }

    /// Whether two insets are equal on the two edges across this axis (left and right for `.vertical`).
    func acrossInsetsEqual(_ a: ScrollInsets, _ b: ScrollInsets) -> Bool {
        self == .vertical ? a.left == b.left && a.right == b.right : a.top == b.top && a.bottom == b.bottom
    }

    /// A component's frame: `position` and `length` along the axis, spanning the viewport across it.
    func frame(position: Double, length: Double, in s: ScrollSnapshot) -> ScrollRect {
        switch self {
        case .vertical:
            ScrollRect(x: -s.adjustedContentInset.left, y: position, width: s.boundsSize.width, height: length)
        case .horizontal:
            ScrollRect(x: position, y: -s.adjustedContentInset.top, width: length, height: s.boundsSize.height)
        }
    }
}

/// A scroll snapshot measured along one axis; insets are the base (without RefreshKit's part).
struct AxisSnapshot: Equatable {
    var offset: Double
    var contentLength: Double
    var viewportLength: Double
    var leadingInset: Double
    var trailingInset: Double
    /// Half a pixel of the screen, in points: how far UIKit's rounding may move an offset.
    var halfPixel = 0.5
    /// Where what covers the leading edge ends: the base inset unless a view over the scroll view says otherwise
    /// (``ScrollSnapshot/leadingCover``).
    var leadingCover: Double

    init(offset: Double, contentLength: Double, viewportLength: Double, leadingInset: Double, trailingInset: Double,
         halfPixel: Double = 0.5, cover: Double? = nil) {
        self.offset = offset
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.halfPixel = halfPixel
        leadingCover = cover ?? leadingInset
    }
}
