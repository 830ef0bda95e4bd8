/// One text RefreshKit shows or speaks: its key in the `Localizable.strings` tables.
///
/// Every language bundled with RefreshKit has every key, with the same format specifiers as English.
public enum RefreshText: String, CaseIterable, Sendable {
    /// A header being pulled: "Pull down to refresh".
    case headerPulling = "header.pulling"
    /// A header pulled past its trigger: "Release to refresh".
    case headerReady = "header.ready"
    /// A header refreshing: "Refreshing…".
    case headerRefreshing = "header.refreshing"
    /// A horizontal list's leading component being pulled: "Pull to refresh".
    case leadingPulling = "leading.pulling"
    /// A back footer being pulled: "Pull up to load more".
    case footerPulling = "footer.pulling"
    /// A back footer pulled past its trigger: "Release to load more".
    case footerReady = "footer.ready"
    /// A footer loading: "Loading…".
    case footerRefreshing = "footer.refreshing"
    /// A horizontal list's trailing component being pulled: "Pull to load more".
    case trailingPulling = "trailing.pulling"
    /// An idle auto footer, which loads when tapped: "Tap to load more".
    case footerAutoIdle = "footer.auto.idle"
    /// A footer with nothing more to load: "No more data".
    case noMoreData = "footer.noMoreData"
    /// The last-updated line around a relative date: "Last updated: %@".
    case lastUpdated = "lastUpdated"
    /// The last-updated line before the first refresh: "Last updated: never".
    case lastUpdatedNever = "lastUpdated.never"
    /// The last-updated line within a minute of a refresh: "Last updated: just now".
    case lastUpdatedJustNow = "lastUpdated.justNow"
    /// The VoiceOver action that refreshes: "Refresh".
    case actionRefresh = "action.refresh"
    /// The VoiceOver action that loads more: "Load more".
    case actionLoadMore = "action.loadMore"
    /// Announced when a header starts refreshing: "Refreshing".
    case announceRefreshing = "announce.refreshing"
    /// Announced when a footer starts loading: "Loading more".
    case announceLoadingMore = "announce.loadingMore"
    /// Announced when a header's refresh ends: "Refreshed".
    case announceRefreshed = "announce.refreshed"
    /// Announced when a footer's load ends: "Loaded".
    case announceLoaded = "announce.loaded"
    /// The indicator's accessibility value while pulled, with a whole percentage: "Pulled %d percent".
    case accessibilityPulled = "accessibility.pulled"
}
