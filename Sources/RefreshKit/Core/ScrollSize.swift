/// A width and a height, such as a scroll view's `contentSize` or `bounds.size`.
public struct ScrollSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    public static let zero = ScrollSize()
}
