/// What a tap on the status bar brings back (`PageContainerView.statusBarTap`).
public enum PageContainerStatusBarTap: Sendable, Hashable {
    /// The whole header: the current list goes to its top (the default).
    case page
    /// Under stuck tabs, only the current list: its first row under the tabs, the header staying collapsed
    /// (JXPagingView's behaviour); the whole header when it shows.
    case currentListWhileStuck
}

extension PageContainerStatusBarTap {
    /// What the container does for it as the current list moves (``PageContainerDriver/selfMove(_:isTracking:isDecelerating:statusBar:)``).
    @_spi(RefreshKitHost) public var scroll: PageContainerDriver.StatusBarScroll {
        switch self {
        case .page: .wholeHeader
        case .currentListWhileStuck: .listWhileStuck
        }
    }
}
