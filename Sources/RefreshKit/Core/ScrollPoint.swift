/// A point in a scroll view's content coordinates, such as its `contentOffset`.
public struct ScrollPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public static let zero = ScrollPoint()
}
