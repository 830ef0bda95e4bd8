/// What a SwiftUI style (``RefreshStyle``) and a modifier's `height` set of a component's ``RefreshMetrics``,
/// decided without UIKit.
///
/// SwiftUI's components are RefreshKit's own, made with the default metrics, so a style value left unset means
/// the default: `triggerDistance` nil pulls as far as the component is high, `positionOffset` nil is 0.
struct RefreshStyleMetrics: Sendable, Hashable {
    var triggerDistance: Double?
    var positionOffset: Double?

    init(triggerDistance: Double? = nil, positionOffset: Double? = nil) {
        self.triggerDistance = triggerDistance
        self.positionOffset = positionOffset
    }

    /// The part of `metrics` a style sets.
    init(_ metrics: RefreshMetrics) {
        self.init(triggerDistance: metrics.triggerDistance, positionOffset: metrics.positionOffset)
    }

    /// `metrics` with the style's values, the rest kept (invalid values resolve as ``RefreshMetrics`` documents).
    func applied(to metrics: RefreshMetrics) -> RefreshMetrics {
        var copy = metrics
        copy.triggerDistance = triggerDistance
        copy.positionOffset = positionOffset ?? 0
        return copy
    }

    /// Whether `metrics` already has the style's values.
    func isApplied(to metrics: Self) -> Bool {
        metrics.triggerDistance == triggerDistance && (metrics.positionOffset ?? 0) == (positionOffset ?? 0)
    }

    /// The tallest content a footer is sized to: above it, the content takes whatever height it is offered.
    ///
    /// Content that fills its frame (`.frame(maxWidth: .infinity, maxHeight: .infinity)`, the usual way to centre
    /// a footer's view in the 44 points it had before footers were sized to their content) answers an unbounded
    /// measure with the whole offer; no footer is meant to be taller than a screen (1,366 points at most), so a
    /// height from 10,000 points up is taken for that answer.
    static let largestFittedHeight = 10_000.0

    /// The height a component gets: the one the modifier asks for, else its content's (`fitted`, what the
    /// indicator needs at the current Dynamic Type size, rounded up to a point), never below `minimum`
    /// (RefreshKit's default height). A fitted height that is not a finite positive number, or that says the
    /// content takes any height offered (``largestFittedHeight``), counts as none: the footer keeps `minimum`.
    static func height(requested: Double?, fitted: Double?, minimum: Double) -> Double {
        if let requested { return requested }
        guard let fitted, fitted.isFinite, fitted > 0, fitted < largestFittedHeight else { return minimum }
        return max(minimum, fitted.rounded(.up))
    }
}
