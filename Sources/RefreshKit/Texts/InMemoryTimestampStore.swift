import Foundation

/// A timestamp store that forgets everything when it is released; for tests and previews.
public final class InMemoryTimestampStore: RefreshTimestampStore, @unchecked Sendable {
    // @unchecked: every access to `dates` holds `lock`.
    private let lock = NSLock()
    private var dates: [String: Date]

    /// A store that starts with `dates`, keyed as they are read.
    public init(_ dates: [String: Date] = [:]) {
        self.dates = dates
    }

    /// The time recorded for `key`, or `nil`.
    public func lastUpdated(forKey key: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return dates[key]
    }

    /// Records `date` for `key`, replacing any earlier time.
    public func setLastUpdated(_ date: Date, forKey key: String) {
        lock.lock()
        dates[key] = date
        lock.unlock()
    }
}
