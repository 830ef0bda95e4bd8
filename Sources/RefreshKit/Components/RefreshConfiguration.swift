/// Settings shared by a scroll view's header and footer.
public struct RefreshConfiguration: Sendable, Hashable {
    /// How long a programmatic begin takes to bring the header into view, in seconds. 0 jumps.
    public var pinDuration: Double
    /// How long the held inset takes to go back after a refresh, in seconds. 0 jumps.
    public var endDuration: Double
    /// Whether a header and a footer may refresh at the same time. Off by default: while one refreshes,
    /// the other can be neither pulled nor begun (a begin is rejected and its `refresh()` returns).
    public var allowsSimultaneousRefresh: Bool

    /// Whether pulling the header makes room for it as it is revealed, as UIRefreshControl does: the
    /// inset grows with the pull, so the content follows the finger one to one for the header's height
    /// and rubber-bands after. A navigation bar that stretches on a pull (a large title, a search bar
    /// that hides when scrolling) then never covers the header, and never snaps at the release or the end.
    /// `nil` (the default) does so only when such a bar tracks the scroll view, and never on the horizontal
    /// axis (the bar stretches along y).
    public var pullMakesRoom: Bool?

    /// Whether the durations drop to 0 while the user has Reduce Motion on (insets and offsets then change
    /// without animation), following the setting as it changes. On by default; off keeps the durations.
    public var followsReduceMotion: Bool

    /// A configuration with the default durations, which Reduce Motion turns off unless told not to.
    public init(pinDuration: Double = 0.25, endDuration: Double = 0.3, allowsSimultaneousRefresh: Bool = false,
                pullMakesRoom: Bool? = nil, followsReduceMotion: Bool = true) {
        self.pinDuration = pinDuration
        self.endDuration = endDuration
        self.allowsSimultaneousRefresh = allowsSimultaneousRefresh
        self.pullMakesRoom = pullMakesRoom
        self.followsReduceMotion = followsReduceMotion
    }

    /// Durations for Reduce Motion: insets and offsets change without animation.
    public static let reducedMotion = RefreshConfiguration(pinDuration: 0, endDuration: 0)

    /// The configuration in effect: without animations while `reduceMotion` is on, if it follows Reduce Motion.
    ///
    /// The host applies it when the configuration or the setting changes; the stored configuration keeps the
    /// app's durations, so turning Reduce Motion off again brings them back.
    public func resolved(reduceMotion: Bool) -> RefreshConfiguration {
        guard reduceMotion, followsReduceMotion else { return self }
        var configuration = self
        configuration.pinDuration = 0
        configuration.endDuration = 0
        return configuration
    }

    /// The engine's settings for a binding that works along `axis`.
    func engine(axis: ScrollAxis) -> RefreshEngine.Configuration {
        RefreshEngine.Configuration(
            axis: axis,
            pinDuration: pinDuration.isFinite ? max(0, pinDuration) : 0.25,
            endDuration: endDuration.isFinite ? max(0, endDuration) : 0.3,
            allowsSimultaneousRefresh: allowsSimultaneousRefresh, pullMakesRoom: pullMakesRoom)
    }
}
