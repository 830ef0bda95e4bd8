/// The page refresh's band in ``NestedRefreshMode/parent`` mode when something covers the page's top (the status bar
/// and a navigation bar over a header placed under them, or a bar of the app's own above the pin line): the band opens
/// above the header, from the page's top, so a band as tall as the refresh header would open under the bars and its
/// spinner never show (device review F4: y 0…54 with bars ending at 100). The band is held that much taller instead,
/// and a pull triggers once the spinner has cleared the cover, as a scroll view's refresh control shows below the bars
/// over the content's inset. The refresh view itself keeps its height and sits right above the header, so while the
/// page refreshes it shows below the cover.
@_spi(RefreshKitHost) public enum PageContainerPageRefresh {
    /// What the container sets on the page's refresh header: how much of the band stays open while it refreshes
    /// (`pinnedHeight`) and how far a pull triggers it (`triggerDistance`).
    public struct Metrics: Sendable, Hashable {
        public var pinnedHeight: Double
        public var triggerDistance: Double
    }

    /// The metrics for a page in `mode` whose top `coveredTop` points are covered (the pin line: ``PageContainerLayout/pinnedTop``),
    /// for a refresh header `height` tall; nil leaves the header's own (child mode, or nothing covers the page's top).
    /// A bad height counts as the header's default, 54.
    public static func metrics(mode: NestedRefreshMode, coveredTop: Double, height: Double) -> Metrics? {
        guard mode == .parent, coveredTop.isFinite, coveredTop > 0 else { return nil }
        let band = coveredTop + (height.isFinite && height > 0 ? height : 54)
        return Metrics(pinnedHeight: band, triggerDistance: band)
    }
}
