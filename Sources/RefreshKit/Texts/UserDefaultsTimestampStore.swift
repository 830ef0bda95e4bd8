import Foundation

/// A timestamp store in `UserDefaults`, under "RefreshKit.lastUpdated." followed by the key.
///
/// An app moving from MJRefresh keeps its history: while RefreshKit has recorded nothing under a key, a read falls
/// back to the date MJRefresh stored under the key itself (its `lastUpdatedTimeKey`), and for the default header key
/// to MJRefresh's default one (``mjRefreshDefaultKey``); the first refresh then records under RefreshKit's key.
/// Only a `Date` is read, so another value under the same name is never taken for one; pass
/// `readsMJRefreshKeys: false` to turn the fallback off.
///
/// The package's `PrivacyInfo.xcprivacy` declares this use of `UserDefaults` with reason CA92.1
/// (read and written by this app only).
public struct UserDefaultsTimestampStore: RefreshTimestampStore {
    /// The prefix added to every key.
    public static let keyPrefix = "RefreshKit.lastUpdated."

    /// The key MJRefresh's headers store their date under unless the app sets one (`MJRefreshHeaderLastUpdatedTimeKey`).
    public static let mjRefreshDefaultKey = "MJRefreshHeaderLastUpdatedTimeKey"

    /// The defaults suite, or `nil` for `UserDefaults.standard`.
    public let suiteName: String?

    /// Whether a key RefreshKit has recorded nothing under reads the date MJRefresh stored for it. Default true.
    public let readsMJRefreshKeys: Bool

    /// A store in the suite named `suiteName`, or in `UserDefaults.standard` when it is `nil`, that reads the dates
    /// MJRefresh stored while it has none of its own unless `readsMJRefreshKeys` is false.
    ///
    /// A name `UserDefaults` refuses (the app's own bundle identifier, `NSGlobalDomain`) falls back to
    /// `UserDefaults.standard`.
    public init(suiteName: String? = nil, readsMJRefreshKeys: Bool = true) {
        self.suiteName = suiteName
        self.readsMJRefreshKeys = readsMJRefreshKeys
    }

    /// The date stored under ``keyPrefix`` followed by `key`; else, while ``readsMJRefreshKeys`` is on, the one
    /// MJRefresh stored (``mjRefreshKeys(for:)``); else `nil`.
    public func lastUpdated(forKey key: String) -> Date? {
        let defaults = defaults
        let keys = [Self.keyPrefix + key] + (readsMJRefreshKeys ? Self.mjRefreshKeys(for: key) : [])
        return keys.lazy.compactMap { defaults.object(forKey: $0) as? Date }.first
    }

    /// Stores `date` under ``keyPrefix`` followed by `key`.
    public func setLastUpdated(_ date: Date, forKey key: String) {
        defaults.set(date, forKey: Self.keyPrefix + key)
    }

    /// The keys MJRefresh would have stored `key`'s date under: the key itself, and for RefreshKit's default header
    /// key ("header") MJRefresh's default one.
    public static func mjRefreshKeys(for key: String) -> [String] {
        key == RefreshLastUpdated.defaultKey(for: .header) ? [key, mjRefreshDefaultKey] : [key]
    }

    // Resolved on each call: `UserDefaults` is not `Sendable` in every SDK, a suite name is.
    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
}
