import Foundation

/// An app's own strings table for RefreshKit's texts, as MJRefresh's `i18nBundle` and `i18nFilename` are.
///
/// A text is looked up in the table for the language shown, under RefreshKit's key (``RefreshText``'s raw value,
/// "header.pulling") and then under MJRefresh's key for the same text ("MJRefreshHeaderIdleText"), so a table an
/// app kept for MJRefresh works as it is; a text the table lacks is RefreshKit's. Every text goes through it,
/// VoiceOver's labels, values and announcements included.
public struct RefreshStrings: Sendable, Hashable {
    /// The table's name, without ".strings".
    public let table: String
    /// The path of the bundle that holds it.
    public let bundlePath: String

    /// The table named `table` in `bundle` (default: the app's `Localizable.strings`).
    public init(table: String = "Localizable", bundle: Bundle = .main) {
        self.table = table
        bundlePath = bundle.bundlePath
    }

    /// The table's texts for `languages`, the first that has a table winning, keyed by RefreshKit's keys; empty
    /// when there is none.
    func texts(for languages: [String]) -> [String: String] {
        guard let bundle = Bundle(path: bundlePath) else { return [:] }
        let path = languages.lazy.compactMap { language in
            bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language)
                ?? bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: language.lowercased())
        }.first ?? bundle.path(forResource: table, ofType: "strings")
        guard let path, let data = FileManager.default.contents(atPath: path),
              let raw = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return Self.keyed(raw)
    }

    /// `raw`'s texts under RefreshKit's keys: its own key first, else MJRefresh's for the same text.
    static func keyed(_ raw: [String: String]) -> [String: String] {
        RefreshText.allCases.reduce(into: [:]) { texts, text in
            texts[text.rawValue] = ([text.rawValue] + mjRefreshKeys(for: text)).lazy.compactMap { raw[$0] }.first
        }
    }

    /// MJRefresh's keys for the same text (its `Localizable.strings`); none for texts MJRefresh does not have.
    public static func mjRefreshKeys(for text: RefreshText) -> [String] {
        switch text {
        case .headerPulling: ["MJRefreshHeaderIdleText"]
        case .headerReady: ["MJRefreshHeaderPullingText"]
        case .headerRefreshing: ["MJRefreshHeaderRefreshingText"]
        case .footerPulling: ["MJRefreshBackFooterIdleText"]
        case .footerReady: ["MJRefreshBackFooterPullingText"]
        case .footerRefreshing: ["MJRefreshAutoFooterRefreshingText", "MJRefreshBackFooterRefreshingText"]
        case .footerAutoIdle: ["MJRefreshAutoFooterIdleText"]
        case .noMoreData: ["MJRefreshAutoFooterNoMoreDataText", "MJRefreshBackFooterNoMoreDataText"]
        case .trailingPulling: ["MJRefreshTrailerIdleText"]
        default: []
        }
    }
}
