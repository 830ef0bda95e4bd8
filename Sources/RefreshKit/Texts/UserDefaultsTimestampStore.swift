import Foundation

/// A timestamp store in `UserDefaults`, under "RefreshKit.lastUpdated." followed by the key.
///
/// The package's `PrivacyInfo.xcprivacy` declares this use of `UserDefaults` with reason CA92.1
/// (read and written by this app only).
public struct UserDefaultsTimestampStore: RefreshTimestampStore {
    /// The prefix added to every key.
    public static let keyPrefix = "RefreshKit.lastUpdated."

    /// The defaults suite, or `nil` for `UserDefaults.standard`.
    public let suiteName: String?

    /// A store in the suite named `suiteName`, or in `UserDefaults.standard` when it is `nil`.
    ///
    /// A name `UserDefaults` refuses (the app's own bundle identifier, `NSGlobalDomain`) falls back to
    /// `UserDefaults.standard`.
    public init(suiteName: String? = nil) {
        self.suiteName = suiteName
    }

    /// The date stored under ``keyPrefix`` followed by `key`, or `nil`.
    public func lastUpdated(forKey key: String) -> Date? {
        defaults.object(forKey: Self.keyPrefix + key) as? Date
    }

    /// Stores `date` under ``keyPrefix`` followed by `key`.
    public func setLastUpdated(_ date: Date, forKey key: String) {
        defaults.set(date, forKey: Self.keyPrefix + key)
    }

    // Resolved on each call: `UserDefaults` is not `Sendable` in every SDK, a suite name is.
    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
}
