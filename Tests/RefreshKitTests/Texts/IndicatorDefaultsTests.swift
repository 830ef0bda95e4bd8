import Foundation
import Testing
@testable import RefreshKit

/// App-wide defaults (MJRefreshConfig) and an app's own strings table (MJRefresh's i18nBundle and i18nFilename).
@MainActor
@Suite(.serialized) struct IndicatorDefaultsTests {
    final class Counter: @unchecked Sendable {
        // @unchecked: `count` is read and written under `lock`.
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func heard() { lock.withLock { value += 1 } }
    }

    /// Given an observer, when the app's defaults change, then it hears once per change, and not for the same value
    /// (indicators on screen redraw then, like MJRefresh's language switch).
    @Test func aChangeOfTheAppsDefaultsIsPostedOnce() {
        let saved = RefreshIndicatorDefaults.app
        defer { RefreshIndicatorDefaults.app = saved }
        let counter = Counter()
        let token = NotificationCenter.default.addObserver(forName: RefreshIndicatorDefaults.didChangeNotification,
                                                           object: nil, queue: nil) { _ in counter.heard() }
        defer { NotificationCenter.default.removeObserver(token) }
        RefreshIndicatorDefaults.app.language = "ja"
        RefreshIndicatorDefaults.app.language = "ja"
        RefreshIndicatorDefaults.app.showsStateTitles = !saved.showsStateTitles
        #expect(counter.count == 2)
    }

    /// The defaults' language and strings apply unless the indicator has its own.
    @Test func anIndicatorsOwnLanguageWinsOverTheDefaults() {
        let defaults = RefreshIndicatorDefaults(language: "de")
        #expect(defaults.localization().language == "de")
        #expect(defaults.localization(language: "fr").language == "fr")
        #expect(defaults.localization()[.headerRefreshing] == RefreshLocalization(language: "de")[.headerRefreshing])
    }

    /// Given an app table with MJRefresh's keys for some texts and RefreshKit's for another, then each text comes
    /// from the app's table, RefreshKit's key winning, and the rest from RefreshKit's.
    @Test func anAppsTableWinsUnderEitherKey() {
        let texts = RefreshStrings.keyed([
            "MJRefreshHeaderIdleText": "Pull, MJ",
            "MJRefreshBackFooterNoMoreDataText": "The end, MJ",
            "footer.noMoreData": "The end",
            "MJRefreshHeaderPullingText": "Let go",
        ])
        #expect(texts[RefreshText.headerPulling.rawValue] == "Pull, MJ")
        #expect(texts[RefreshText.headerReady.rawValue] == "Let go")
        #expect(texts[RefreshText.noMoreData.rawValue] == "The end")
        #expect(texts[RefreshText.actionRefresh.rawValue] == nil)
    }

    /// Given a bundle holding the app's table for German, when RefreshKit's texts are read in German with it, then its
    /// texts win (VoiceOver's included) and a text it lacks is RefreshKit's; another table name finds nothing.
    @Test func anAppsStringsBundleIsReadForTheLanguageShown() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rk-strings-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let table = "\"MJRefreshHeaderRefreshingText\" = \"Lädt, MJ\";\n\"action.refresh\" = \"Neu laden\";\n"
        try table.write(to: folder.appendingPathComponent("Refresh.strings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))

        let texts = RefreshLocalization(language: "de", strings: RefreshStrings(table: "Refresh", bundle: bundle))
        #expect(texts[.headerRefreshing] == "Lädt, MJ")
        #expect(texts[.actionRefresh] == "Neu laden")
        #expect(texts[.noMoreData] == RefreshLocalization(language: "de")[.noMoreData])
        let other = RefreshLocalization(language: "de", strings: RefreshStrings(table: "Other", bundle: bundle))
        #expect(other[.headerRefreshing] == RefreshLocalization(language: "de")[.headerRefreshing])
    }
}
