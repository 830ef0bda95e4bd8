import Foundation

/// Where the time of each key's last refresh is kept, for the "Last updated" line and for expiry.
///
/// Keys are the app's or ``RefreshLastUpdated/defaultKey(for:)``; a store adds its own namespace.
public protocol RefreshTimestampStore: Sendable {
    /// The time `key` last finished refreshing, or `nil` if it never has.
    func lastUpdated(forKey key: String) -> Date?

    /// Records that `key` finished refreshing at `date`.
    func setLastUpdated(_ date: Date, forKey key: String)
}
