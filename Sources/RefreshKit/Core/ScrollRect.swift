/// A rectangle in a scroll view's content coordinates: where a header or footer is laid out.
public struct ScrollRect: Sendable, Hashable {
    public var origin: ScrollPoint
    public var size: ScrollSize

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = ScrollPoint(x: x, y: y)
        size = ScrollSize(width: width, height: height)
    }

    public static let zero = ScrollRect(x: 0, y: 0, width: 0, height: 0)
}
