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

    /// The height a component gets: the one the modifier asks for, else its content's (`fitted`, what the
    /// indicator needs at the current Dynamic Type size, rounded up to a point), never below `minimum`
    /// (RefreshKit's default height). A fitted height that is not a finite positive number counts as none.
    static func height(requested: Double?, fitted: Double?, minimum: Double) -> Double {
        if let requested { return requested }
        guard let fitted, fitted.isFinite, fitted > 0 else { return minimum }
        return max(minimum, fitted.rounded(.up))
    }
}
