/// The height a SwiftUI `ProfilePage` gives its header: the SwiftUI content's height at the container's width
/// (`UIHostingController.sizeThatFits(in:)` with an unbounded height), asked at every layout pass of the container and
/// again when the content's size changes (Dynamic Type, loaded content).
///
/// A header with no height of its own (a `Color`, a shape, a `GeometryReader`) takes all the height it is offered: it
/// gets 0 and a message, once; give it a `frame(height:)`. NaN and negative heights count as 0.
struct ProfilePageHeaderSizing: Sendable, Hashable {
    /// Heights from here up are a header that fills what it is offered.
    static let unbounded = 100_000.0
    private(set) var hasReported = false

    /// The height for a fitting size of `fitting`, and a message to log the first time the header has none of its own.
    mutating func height(fitting: Double) -> (height: Double, report: String?) {
        guard fitting.isFinite, fitting < Self.unbounded else {
            defer { hasReported = true }
            return (0, hasReported || fitting.isNaN ? nil : Self.unboundedMessage)
        }
        return (PageHeaderSizing.clean(fitting), nil)
    }

    static let unboundedMessage = "RefreshKit: a ProfilePage header has no height of its own (a Color, a shape, a "
        + "GeometryReader fill what they are offered), so it gets none. Give it a frame(height:) or content that sizes itself."
}
