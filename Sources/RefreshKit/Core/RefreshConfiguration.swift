/// Settings shared by a scroll view's header and footer.
public struct RefreshConfiguration: Sendable, Hashable {
    /// How long a programmatic begin takes to bring the header into view, in seconds. 0 jumps.
    public var pinDuration: Double
    /// How long the held inset takes to go back after a refresh, in seconds. 0 jumps.
    public var endDuration: Double
    /// Whether a header and a footer may refresh at the same time. Off by default: while one refreshes,
    /// the other can be neither pulled nor begun (a begin is rejected and its `refresh()` returns).
    public var allowsSimultaneousRefresh: Bool

    public init(pinDuration: Double = 0.25, endDuration: Double = 0.3, allowsSimultaneousRefresh: Bool = false) {
        self.pinDuration = pinDuration
        self.endDuration = endDuration
        self.allowsSimultaneousRefresh = allowsSimultaneousRefresh
    }

    /// Durations for Reduce Motion: insets and offsets change without animation.
    public static let reducedMotion = RefreshConfiguration(pinDuration: 0, endDuration: 0)

    var engine: RefreshEngine.Configuration {
        RefreshEngine.Configuration(
            axis: .vertical,
            pinDuration: pinDuration.isFinite ? max(0, pinDuration) : 0.25,
            endDuration: endDuration.isFinite ? max(0, endDuration) : 0.3,
            allowsSimultaneousRefresh: allowsSimultaneousRefresh)
    }
}
