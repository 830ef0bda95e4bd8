import Testing
@testable import RefreshKit

/// What a SwiftUI style and a footer sized to its content set of a component (issue 35 item 4):
/// ``RefreshStyleMetrics`` and the attachment's ``RefreshAttachmentState/Command/setStyleMetrics(_:)``.
@Suite struct SwiftUIStyleTests {
    typealias State = RefreshAttachmentState<Int>

    /// Given a style in the environment, when the driving modifier updates, then the trigger distance and position
    /// offset are set only when they differ from the component's (so an update does not resend the metrics).
    @Test(arguments: [
        (RefreshStyleMetrics(), RefreshStyleMetrics(), false),
        (RefreshStyleMetrics(triggerDistance: 80), RefreshStyleMetrics(), true),
        (RefreshStyleMetrics(triggerDistance: 80), RefreshStyleMetrics(triggerDistance: 80), false),
        (RefreshStyleMetrics(positionOffset: 12), RefreshStyleMetrics(), true),
        (RefreshStyleMetrics(positionOffset: 0), RefreshStyleMetrics(), false),
        (RefreshStyleMetrics(), RefreshStyleMetrics(triggerDistance: 80, positionOffset: 12), true),
    ])
    func styleMetricsAreSetWhenTheyDiffer(style: RefreshStyleMetrics, component: RefreshStyleMetrics, sets: Bool) {
        var state = State()
        let commands = state.update(from: 1, .init(styleMetrics: style), component: .init(height: 54, styleMetrics: component))
        #expect(commands.contains(.setStyleMetrics(style)) == sets)
    }

    /// Given metrics, when a style is applied, then only the trigger distance and position offset change (unset:
    /// the defaults, the height and 0), the rest kept.
    @Test func aStyleKeepsTheOtherMetrics() {
        var metrics = RefreshMetrics.footer
        metrics.preloadDistance = 300
        metrics.triggerDistance = 90
        metrics.positionOffset = 8
        let styled = RefreshStyleMetrics(triggerDistance: 70).applied(to: metrics)
        #expect(styled.triggerDistance == 70 && styled.positionOffset == 0 && styled.preloadDistance == 300)
        #expect(RefreshStyleMetrics().applied(to: metrics).triggerDistance == nil)
    }

    /// A footer's height: the modifier's when given, else its content's rounded up (at least the default), and the
    /// default for a content height that is no finite positive number, or the whole unbounded offer that content
    /// filling its frame (`maxHeight: .infinity`, written for the fixed 44 points of before) answers with.
    @Test(arguments: [
        (Double?.some(60), Double?.some(90), 60.0),
        (nil, Double?.some(.greatestFiniteMagnitude), 44),
        (nil, Double?.some(Double(Float.greatestFiniteMagnitude)), 44),
        (nil, Double?.some(120), 120),
        (nil, Double?.some(20), 44),
        (nil, Double?.some(61.2), 62),
        (nil, nil, 44),
        (nil, Double?.some(.nan), 44),
        (nil, Double?.some(.infinity), 44),
        (nil, Double?.some(-5), 44),
    ] as [(Double?, Double?, Double)])
    func aFooterSizesItselfToItsContent(requested: Double?, fitted: Double?, height: Double) {
        #expect(RefreshStyleMetrics.height(requested: requested, fitted: fitted, minimum: 44) == height)
    }

    /// Given a footer whose content grows (a larger Dynamic Type size), when the modifier updates with the new
    /// height, then the component gets it.
    @Test func aFooterThatGrowsWithDynamicTypeGetsItsNewHeight() {
        var state = State()
        let fitted = RefreshStyleMetrics.height(requested: nil, fitted: 71.5, minimum: 44)
        #expect(state.update(from: 1, .init(height: fitted), component: .init(height: 44)).contains(.setHeight(72)))
    }
}
