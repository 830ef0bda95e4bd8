/// Where a page container's header starts: under the bars the container extends beneath, or below them.
///
/// ```swift
/// container.headerPlacement = .belowBars   // SegementSlide's default, edgesForExtendedLayout = []
/// ```
public enum PageContainerHeaderPlacement: Sendable, Hashable {
    /// At the container's top edge, under a translucent navigation bar or the status bar (JXPagingView's and
    /// GKPageScrollView's layout, SegementSlide's with `edgesForExtendedLayout = .top`); the tabs stick below
    /// the bars with ``PageContainerPin/safeArea``.
    case underBars
    /// Below the container's top safe area (SegementSlide's default, `edgesForExtendedLayout = []`): nothing of
    /// the page shows under the bars, the header scrolls away at their bottom edge and the tabs stick there.
    case belowBars
}
