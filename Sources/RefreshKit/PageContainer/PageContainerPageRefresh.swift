/// The page refresh's band in ``NestedRefreshMode/parent`` mode when something covers the page's top (the status bar
/// and a navigation bar over a header placed under them, or a bar of the app's own above the pin line): the band opens
/// above the header, from the page's top, so a band as tall as the refresh header would open under the bars and its
/// spinner never show (device review F4: y 0…54 with bars ending at 100). The band is held that much taller instead,
/// and a pull triggers once the spinner has cleared the cover, as a scroll view's refresh control shows below the bars
/// over the content's inset. The refresh view itself keeps its height and sits right above the header, so while the
/// page refreshes it shows below the cover.
///
/// The cover is added to the app's own values, never written over them (``cover(mode:coveredTop:)``, kept apart from
/// the app's metrics): an app's `pinnedHeight` or `triggerDistance` on the page's refresh header, or a SwiftUI style's,
/// stays its own, and the header is the app's again when the cover goes (child mode, a header placed below the bars)
/// or when it stops being the page's.
@_spi(RefreshKitHost) public enum PageContainerPageRefresh {
    /// How much the container adds to the page refresh's held band and trigger distance, over the app's own values (or
    /// the header's height): the covered top of a parent-mode page, else 0.
    public static func cover(mode: NestedRefreshMode, coveredTop: Double) -> Double {
        mode == .parent && coveredTop.isFinite && coveredTop > 0 ? coveredTop : 0
    }
}
