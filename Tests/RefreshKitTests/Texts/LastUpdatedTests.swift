import Foundation
import Testing
@testable import RefreshKit

/// The last-updated line, staleness and the timestamp stores.
@Suite struct LastUpdatedTests {
    /// Wednesday 8 March 2023, 20:26:40 UTC.
    static let now = Date(timeIntervalSinceReferenceDate: 700_000_000)
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    static let english = RefreshLocalization(language: "en")

    func text(secondsAgo: TimeInterval?) -> String {
        RefreshLastUpdated.text(for: secondsAgo.map { Self.now - $0 }, now: Self.now, localization: Self.english,
                                calendar: Self.utc)
    }

    // MARK: The line

    @Test func aHeaderNeverRefreshedReadsNever() {
        #expect(text(secondsAgo: nil) == "Last updated: never")
    }

    @Test(arguments: [0, 1, 30, 59, 59.999] as [TimeInterval])
    func aRefreshUnderAMinuteAgoReadsJustNow(secondsAgo: TimeInterval) {
        #expect(text(secondsAgo: secondsAgo) == "Last updated: just now")
    }

    @Test(arguments: [-0.5, -30, -3600, -86400 * 400] as [TimeInterval])
    func aRefreshInTheFutureAfterTheClockMovedBackReadsJustNow(secondsAgo: TimeInterval) {
        #expect(text(secondsAgo: secondsAgo) == "Last updated: just now")
    }

    @Test func aDateThatIsNotANumberReadsNever() {
        let broken = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(RefreshLastUpdated.text(for: broken, now: Self.now, localization: Self.english) == "Last updated: never")
    }

    @Test(arguments: [
        (60, "Last updated: 1 minute ago"),
        (300, "Last updated: 5 minutes ago"),
        (3600, "Last updated: 1 hour ago"),
        (7200, "Last updated: 2 hours ago"),
        (86400, "Last updated: yesterday"),
        (86400 * 3, "Last updated: 3 days ago"),
    ] as [(TimeInterval, String)])
    func anOlderRefreshReadsAsARelativeTimeInTheLine(secondsAgo: TimeInterval, expected: String) {
        #expect(text(secondsAgo: secondsAgo) == expected)
    }

    /// The relative part alone, in several languages.
    @Test(arguments: [
        ("en", 300, "5 minutes ago"), ("en", 7200, "2 hours ago"),
        ("en", 86400, "yesterday"), ("en", 86400 * 3, "3 days ago"),
        ("de", 300, "vor 5 Minuten"), ("de", 7200, "vor 2 Stunden"),
        ("de", 86400, "gestern"), ("de", 86400 * 3, "vor 3 Tagen"),
        ("ja", 300, "5 分前"), ("ja", 7200, "2 時間前"),
        ("ja", 86400, "昨日"), ("ja", 86400 * 3, "3 日前"),
    ] as [(String, TimeInterval, String)])
    func theRelativeTimeIsInTheLocalizationsLanguage(language: String, secondsAgo: TimeInterval, expected: String) {
        let relative = RefreshLastUpdated.relative(Self.now - secondsAgo, to: Self.now, language: language,
                                                   calendar: Self.utc)
        #expect(relative == expected)
    }

    @Test(arguments: [
        ("de", "Zuletzt aktualisiert: vor 5 Minuten"), ("ja", "最終更新：5 分前"), ("fr", nil), ("ar", nil),
    ] as [(String, String?)])
    func theWholeLineIsInTheLocalizationsLanguage(language: String, expected: String?) {
        let localization = RefreshLocalization(language: language)
        let line = RefreshLastUpdated.text(for: Self.now - 300, now: Self.now, localization: localization, calendar: Self.utc)
        if let expected { #expect(line == expected) }
        // Every language wraps its own relative date, not English's
        #expect(!line.contains("minutes ago") && !line.hasPrefix("Last updated"))
    }

    @Test func theRelativeTimeIsMeasuredFromTheGivenNowNotTheClock() {
        let longAgo = Date(timeIntervalSinceReferenceDate: 0)
        let line = RefreshLastUpdated.text(for: longAgo - 300, now: longAgo, localization: Self.english,
                                           calendar: Self.utc)
        #expect(line == "Last updated: 5 minutes ago")
    }

    // MARK: Staleness

    struct StaleCase: Sendable, CustomTestStringConvertible {
        var secondsAgo: TimeInterval?
        var interval: TimeInterval
        var stale: Bool
        var testDescription: String { "\(secondsAgo.map { "\($0) s ago" } ?? "never"), older than \(interval): \(stale)" }
    }

    @Test(arguments: [
        StaleCase(secondsAgo: nil, interval: 300, stale: true),
        StaleCase(secondsAgo: nil, interval: .infinity, stale: true),
        StaleCase(secondsAgo: 0, interval: 300, stale: false),
        StaleCase(secondsAgo: 299, interval: 300, stale: false),
        StaleCase(secondsAgo: 300, interval: 300, stale: false),      // exactly the interval is not older
        StaleCase(secondsAgo: 300.001, interval: 300, stale: true),
        StaleCase(secondsAgo: 3600, interval: 300, stale: true),
        StaleCase(secondsAgo: -60, interval: 300, stale: false),      // clock moved back
        StaleCase(secondsAgo: -60, interval: 0, stale: false),
        StaleCase(secondsAgo: 0, interval: 0, stale: false),
        StaleCase(secondsAgo: 1, interval: 0, stale: true),
        StaleCase(secondsAgo: 0, interval: .nan, stale: false),       // NaN counts as 0
        StaleCase(secondsAgo: 1, interval: .nan, stale: true),
        StaleCase(secondsAgo: 0, interval: -5, stale: false),         // negative counts as 0
        StaleCase(secondsAgo: 1, interval: -5, stale: true),
        StaleCase(secondsAgo: 86400 * 365, interval: .infinity, stale: false),
    ])
    func aRefreshIsStaleOnceItIsOlderThanTheInterval(_ c: StaleCase) {
        let date = c.secondsAgo.map { Self.now - $0 }
        #expect(RefreshLastUpdated.isStale(lastUpdated: date, olderThan: c.interval, now: Self.now) == c.stale)
    }

    @Test func aDateThatIsNotANumberIsStale() {
        let broken = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(RefreshLastUpdated.isStale(lastUpdated: broken, olderThan: 300, now: Self.now))
    }

    // MARK: Keys and stores

    @Test func eachRoleHasItsOwnDefaultKey() {
        #expect(RefreshLastUpdated.defaultKey(for: .header) == "header")
        #expect(RefreshLastUpdated.defaultKey(for: .footer) == "footer")
    }

    @Test func theInMemoryStoreKeepsEachKeysLatestDate() {
        let store = InMemoryTimestampStore(["seeded": Self.now - 60])
        #expect(store.lastUpdated(forKey: "seeded") == Self.now - 60)
        #expect(store.lastUpdated(forKey: "header") == nil)
        store.setLastUpdated(Self.now - 10, forKey: "header")
        store.setLastUpdated(Self.now, forKey: "header")
        store.setLastUpdated(Self.now - 5, forKey: "footer")
        #expect(store.lastUpdated(forKey: "header") == Self.now)
        #expect(store.lastUpdated(forKey: "footer") == Self.now - 5)
    }

    @Test func theInMemoryStoreTakesWritesFromManyThreads() {
        let store = InMemoryTimestampStore()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            store.setLastUpdated(Self.now + Double(i), forKey: "key\(i % 10)")
            _ = store.lastUpdated(forKey: "key\((i + 1) % 10)")
        }
        for k in 0..<10 { #expect(store.lastUpdated(forKey: "key\(k)") != nil) }
    }

    /// On Linux as on Darwin, a suite is kept in a plist (Linux: `~/.config/<suite>.plist`), read back by a
    /// new `UserDefaults` for the same name, and deleted by `removePersistentDomain(forName:)`.
    @Test func theUserDefaultsStoreRoundTripsUnderItsPrefixInItsSuite() throws {
        let suite = "RefreshKitTests.\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        let date = Self.now + 0.25

        #expect(UserDefaultsTimestampStore(suiteName: suite).lastUpdated(forKey: "header") == nil)
        UserDefaultsTimestampStore(suiteName: suite).setLastUpdated(date, forKey: "header")

        let reopened = UserDefaultsTimestampStore(suiteName: suite)
        #expect(reopened.lastUpdated(forKey: "header") == date)
        #expect(reopened.lastUpdated(forKey: "footer") == nil)
        let raw = try #require(UserDefaults(suiteName: suite))
        #expect(raw.object(forKey: "RefreshKit.lastUpdated.header") as? Date == date)
        #expect(raw.object(forKey: "header") == nil)
    }

    @Test func theUserDefaultsStoreIgnoresAValueThatIsNotADate() throws {
        let suite = "RefreshKitTests.\(UUID().uuidString)"
        defer { UserDefaults.standard.removePersistentDomain(forName: suite) }
        try #require(UserDefaults(suiteName: suite)).set("yesterday", forKey: "RefreshKit.lastUpdated.header")
        #expect(UserDefaultsTimestampStore(suiteName: suite).lastUpdated(forKey: "header") == nil)
    }

    @Test func theUserDefaultsStoreWithoutASuiteUsesStandardDefaults() {
        let key = "RefreshKitTests.\(UUID().uuidString)"
        defer { UserDefaults.standard.removeObject(forKey: UserDefaultsTimestampStore.keyPrefix + key) }
        UserDefaultsTimestampStore().setLastUpdated(Self.now, forKey: key)
        #expect(UserDefaults.standard.object(forKey: UserDefaultsTimestampStore.keyPrefix + key) as? Date == Self.now)
        #expect(UserDefaultsTimestampStore(suiteName: nil).lastUpdated(forKey: key) == Self.now)
    }
}
