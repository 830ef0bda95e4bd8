/// A rectangle in a scroll view's content coordinates: where a header or footer is laid out.
public struct ScrollRect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: ScrollPoint
    /// The width and height.
    public var size: ScrollSize

    /// A rectangle whose top-left corner is at `x`, `y`, of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = ScrollPoint(x: x, y: y)
        size = ScrollSize(width: width, height: height)
    }

    /// An empty rectangle at the origin.
    public static let zero = ScrollRect(x: 0, y: 0, width: 0, height: 0)
}
