import Foundation

/// RefreshKit's texts in one language, read from the package's `Localizable.strings` tables.
///
/// By default the language follows the app's preferred localisation (`Bundle.main.preferredLocalizations`,
/// which honours the per-app language in Settings), matched to the closest language RefreshKit has, and
/// English when none is close. A key missing from a table falls back to English, then to the key itself.
public struct RefreshLocalization: Sendable, Hashable {
    /// The language of the texts, one of ``availableLanguages``.
    public let language: String
    private let table: [String: String]
    private let english: [String: String]
    /// The app's texts (``RefreshStrings``), keyed by RefreshKit's keys; they win over RefreshKit's.
    private let own: [String: String]

    /// The texts in the language closest to `language` (a BCP 47 code such as "pt-BR" or "zh-Hant-TW");
    /// `nil` follows the app. With `strings`, the app's table wins for every text it has, in the language asked
    /// for (or the app's) first, then in the one resolved.
    public init(language: String? = nil, strings: RefreshStrings? = nil) {
        let preferences = language.map { [$0] } ?? Bundle.main.preferredLocalizations
        let resolved = Self.bestLanguage(for: preferences, among: Self.availableLanguages) ?? "en"
        self.language = resolved
        english = Self.loadTable("en")
        table = resolved == "en" ? english : Self.loadTable(resolved)
        own = strings?.texts(for: preferences.prefix(1) + [resolved]) ?? [:]
    }

    /// The text for `key`.
    public subscript(_ key: RefreshText) -> String {
        own[key.rawValue] ?? table[key.rawValue] ?? english[key.rawValue] ?? key.rawValue
    }

    /// The text for `key` with its format specifiers filled in, in this language's locale.
    public func format(_ key: RefreshText, _ arguments: any CVarArg...) -> String {
        String(format: self[key], locale: Locale(identifier: language), arguments: arguments)
    }

    /// Whether this language is written right to left (Arabic, Hebrew, Persian, Urdu, Yiddish).
    public var isRightToLeft: Bool {
        ["ar", "he", "fa", "ur", "yi"].contains(Tag(language).language)
    }

    /// The languages RefreshKit has texts for.
    public static var availableLanguages: [String] {
        // The bundle's `.lproj` folders; `Bundle.localizations` is not filled in on Linux.
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Bundle.module.resourcePath ?? "")) ?? []
        // SwiftPM lowercases the folders ("pt-br.lproj"); codes are given back in their standard casing.
        return folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { Tag(String($0.dropLast(6))).code }.sorted()
    }

    /// The key-to-text table of one language; empty when it cannot be read.
    static func loadTable(_ language: String) -> [String: String] {
        // The folder keeps the code's casing in Xcode builds and is lowercased by SwiftPM on Linux.
        let path = Bundle.module.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language)
            ?? Bundle.module.path(forResource: "Localizable", ofType: "strings", inDirectory: nil,
                                  forLocalization: language.lowercased())
        guard let path,
              let data = FileManager.default.contents(atPath: path),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }

    /// The available language that best serves the first preference that has one: the same language and
    /// script, then the same language and region, then the same language; Chinese regions map to their script.
    static func bestLanguage(for preferences: [String], among available: [String]) -> String? {
        for preference in preferences {
            let wanted = Tag(preference)
            let candidates = available.map { (code: $0, tag: Tag($0)) }.filter { $0.tag.language == wanted.language }
            if let exact = candidates.first(where: { $0.tag == wanted }) { return exact.code }
            if let script = wanted.script, let match = candidates.first(where: { $0.tag.script == script }) { return match.code }
            if let region = wanted.region, let match = candidates.first(where: { $0.tag.region == region }) { return match.code }
            if let plain = candidates.first(where: { $0.tag.script == nil && $0.tag.region == nil }) { return plain.code }
            if let any = candidates.first { return any.code }
        }
        return nil
    }

    /// A language tag split into its parts, lowercased; Chinese gets its script from its region.
    struct Tag: Equatable {
        var language: String
        var script: String?
        var region: String?

        init(_ code: String) {
            let parts = code.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
            language = parts.first ?? ""
            script = parts.dropFirst().first { $0.count == 4 }
            region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            if language == "zh", script == nil {
                script = ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
            }
        }

        /// The tag in its standard casing: "pt-BR", "zh-Hans".
        var code: String {
            [language, script.map { $0.prefix(1).uppercased() + $0.dropFirst() }, region?.uppercased()]
                .compactMap { $0 }.joined(separator: "-")
        }
    }
}
