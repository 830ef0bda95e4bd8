/// Where a page container's header height comes from, in order: a fixed height the app set, the app's height for
/// the container's width (a header laid out with frames whose height depends on its width), or the header's Auto
/// Layout height at that width. The container asks again at every layout pass, so a rotation measures anew.
enum PageHeaderSizing: Sendable, Hashable {
    /// No header: 0.
    case none
    /// The app's fixed height.
    case fixed(Double)
    /// The app's closure, called with the container's width.
    case forWidth
    /// The header's Auto Layout height at the container's width.
    case autoLayout

    /// The source for a header (`hasHeader`) with the app's `fixedHeight` and height-for-width closure, if any.
    init(hasHeader: Bool, fixedHeight: Double?, hasHeightForWidth: Bool) {
        if !hasHeader {
            self = .none
        } else if let fixedHeight {
            self = .fixed(Self.clean(fixedHeight))
        } else {
            self = hasHeightForWidth ? .forWidth : .autoLayout
        }
    }

    /// Whether the container holds the header at the height it decided (a height constraint): a fixed height or the
    /// app's closure; Auto Layout's own height needs none.
    var constrainsHeight: Bool {
        switch self {
        case .fixed, .forWidth: true
        case .none, .autoLayout: false
        }
    }

    /// The header's height from this source, clean (``clean(_:)``): the app's closure (`forWidth`) or Auto Layout's
    /// measure (`measured`) is asked only when it is the source, as each may lay the header out.
    func height(forWidth: () -> Double, measured: () -> Double) -> Double {
        switch self {
        case .none: 0
        case .fixed(let fixed): Self.clean(fixed)
        case .forWidth: Self.clean(forWidth())
        case .autoLayout: Self.clean(measured())
        }
    }

    /// A height as the container uses it: NaN, infinite and negative heights count as 0.
    static func clean(_ height: Double) -> Double { height.isFinite ? max(0, height) : 0 }

    /// Whether a header measured at `measured` must be laid out again at its `current` height (half a point of slack).
    static func needsLayout(measured: Double, current: Double) -> Bool { abs(clean(measured) - clean(current)) > 0.5 }
}
