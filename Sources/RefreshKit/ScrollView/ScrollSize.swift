/// A width and a height, such as a scroll view's `contentSize` or `bounds.size`.
public struct ScrollSize: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` by `height`; dimensions left out are 0.
    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = ScrollSize()
}
