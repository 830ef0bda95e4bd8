/// A point in a scroll view's content coordinates, such as its `contentOffset`.
public struct ScrollPoint: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// A point at `x`, `y`; coordinates left out are 0.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = ScrollPoint()
}
