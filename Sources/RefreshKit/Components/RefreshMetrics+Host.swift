extension RefreshMetrics {
    /// What a view that hosts a component adds to the app's metrics, kept apart from them so that neither the app nor a
    /// SwiftUI style writing its own values (at every SwiftUI update) undoes it, and the container never writes over
    /// the app's: the page container's page refresh sits above the header (`positionOffset`) and, in parent mode under
    /// the bars, holds its band and triggers that much further down (`cover`), so its spinner shows below them.
    struct HostAdjustment: Sendable, Hashable {
        /// Added to the trigger distance and the held band.
        var cover = 0.0
        /// Added to the position offset.
        var positionOffset = 0.0

        var resolvedCover: Double { cover.isFinite && cover > 0 ? cover : 0 }
        var resolvedPositionOffset: Double { positionOffset.isFinite ? positionOffset : 0 }
    }
}
