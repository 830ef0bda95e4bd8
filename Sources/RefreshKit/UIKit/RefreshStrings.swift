#if canImport(UIKit)
/// Every text RefreshKit shows or speaks, in one place so that it can be localised as a whole.
///
/// No text explains how to refresh: Apple's Human Interface Guidelines ask refresh controls not to.
enum RefreshStrings {
    /// A footer that has nothing more to load.
    static let noMoreData = "No more data"

    /// The accessibility custom action that starts a refresh, offered on the scroll view.
    static func action(_ role: RefreshRole) -> String {
        role == .header ? "Refresh" : "Load more"
    }

    /// Spoken when a refresh starts, and the indicator's accessibility label while it runs.
    static func started(_ role: RefreshRole) -> String {
        role == .header ? "Refreshing" : "Loading more"
    }

    /// Spoken when a refresh ends.
    static func ended(_ role: RefreshRole) -> String {
        role == .header ? "Refreshed" : "Loaded"
    }
}
#endif
