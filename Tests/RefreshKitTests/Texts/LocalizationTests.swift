import Foundation
import Testing
@testable import RefreshKit

@Suite struct LocalizationTests {
    /// Every language RefreshKit ships a table for.
    static let shippedLanguages = [
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "es", "fr", "de", "it", "pt-BR", "ru", "uk", "ar", "he", "tr", "vi",
        "nl", "pl", "th", "id", "sv", "da", "nb",
    ]

    /// The bundled languages as `availableLanguages` reports them, in standard casing ("pt-BR", "zh-Hans")
    /// although SwiftPM writes the folders lowercased.
    static let languages = RefreshLocalization.availableLanguages
    static let english = RefreshLocalization.loadTable("en")

    @Test func englishHasEveryText() {
        let english = RefreshLocalization(language: "en")
        for key in RefreshText.allCases {
            #expect(english[key] != key.rawValue, "\(key.rawValue) is missing from English")
        }
        #expect(english.format(.lastUpdated, "5 minutes ago") == "Last updated: 5 minutes ago")
    }

    @Test func availableLanguagesAreFound() {
        #expect(RefreshLocalization.availableLanguages.contains("en"))
    }

    @Test func everyShippedLanguageIsAvailable() {
        let available = Set(RefreshLocalization.availableLanguages)
        for language in Self.shippedLanguages {
            #expect(available.contains(language), "\(language).lproj is missing from the bundle")
        }
    }

    // MARK: Tables

    @Test(arguments: languages)
    func everyTextIsTranslatedWithEnglishFormatSpecifiers(language: String) {
        // Given the language's table as bundled
        let table = RefreshLocalization.loadTable(language)
        #expect(!table.isEmpty, "\(language) has no readable table")

        // Then every key has a non-blank text taking the same arguments as English
        for key in RefreshText.allCases {
            guard let text = table[key.rawValue] else {
                Issue.record("\(language) lacks \(key.rawValue)")
                continue
            }
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(language) \(key.rawValue) is blank")
            let english = Self.english[key.rawValue] ?? ""
            #expect(Self.formatSpecifiers(in: text) == Self.formatSpecifiers(in: english),
                    "\(language) \(key.rawValue) = \"\(text)\" does not take the arguments of \"\(english)\"")
        }
    }

    @Test(arguments: languages)
    func noTableHasKeysEnglishLacks(language: String) {
        let extra = Set(RefreshLocalization.loadTable(language).keys).subtracting(Self.english.keys)
        #expect(extra.isEmpty, "\(language) has keys English lacks: \(extra.sorted())")
    }

    @Test(arguments: languages)
    func ellipsesAreTypographicWhereEnglishHasOne(language: String) {
        let table = RefreshLocalization.loadTable(language)
        for (key, english) in Self.english {
            guard let text = table[key] else { continue }
            #expect(!text.contains("..."), "\(language) \(key) uses three dots instead of …")
            if english.contains("…") {
                #expect(text.contains("…"), "\(language) \(key) drops the ellipsis English has")
            }
        }
    }

    // MARK: Choosing a language

    @Test(arguments: [
        ("pt-PT", "pt-BR"), ("pt", "pt-BR"),
        ("zh-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh-HK", "zh-Hant"),
        ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"),
        ("en-GB", "en"), ("es-MX", "es"), ("fr-CA", "fr"), ("nb-NO", "nb"), ("ja_JP", "ja"),
        ("xx", "en"),
    ])
    func preferredLanguageResolvesToTheClosestBundledOne(preferred: String, expected: String) {
        #expect(RefreshLocalization(language: preferred).language == expected)
    }

    @Test(arguments: languages)
    func onlyArabicAndHebrewAreRightToLeft(language: String) {
        #expect(RefreshLocalization(language: language).isRightToLeft == ["ar", "he"].contains(language.lowercased()))
    }

    // MARK: Formatting

    @Test(arguments: languages)
    func lastUpdatedShowsTheRelativeDateItIsGiven(language: String) throws {
        // Given a text that takes the arguments English takes (formatting a mismatch would crash the run)
        let localization = RefreshLocalization(language: language)
        try Self.requireEnglishSpecifiers(localization, .lastUpdated)

        // When the last-updated line is formatted around a relative date
        let line = localization.format(.lastUpdated, "⟨5 min⟩")

        // Then the date appears in it, and no specifier is left over
        #expect(line.contains("⟨5 min⟩"), "\(language): \(line)")
        #expect(!line.contains("%@"), "\(language): \(line)")
    }

    @Test(arguments: languages)
    func pulledPercentageShowsTheNumber(language: String) throws {
        let localization = RefreshLocalization(language: language)
        try Self.requireEnglishSpecifiers(localization, .accessibilityPulled)
        let value = localization.format(.accessibilityPulled, 40)

        // Arabic may write the number in Arabic-Indic digits, depending on the locale data
        // (this Linux toolchain's ICU gives Western digits; older Apple releases gave "٤٠").
        let digits = language.lowercased() == "ar" ? ["40", "٤٠"] : ["40"]
        #expect(digits.contains { value.contains($0) }, "\(language): \(value)")
        #expect(!value.contains("%d") && !value.contains("%%"), "\(language): \(value)")
    }

    // MARK: Format specifiers

    /// Stops a test whose text takes other arguments than English, before `String(format:)` reads them wrongly.
    static func requireEnglishSpecifiers(_ localization: RefreshLocalization, _ key: RefreshText,
                                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(formatSpecifiers(in: localization[key]) == formatSpecifiers(in: english[key.rawValue] ?? ""),
                     "\(localization.language) \(key.rawValue) takes other arguments than English",
                     sourceLocation: sourceLocation)
    }

    /// The format specifiers in `text`, as "position:conversion" sorted by position: positional ones
    /// (`%1$@`) at their position, the others numbered in order; `%%` is a literal and not counted.
    static func formatSpecifiers(in text: String) -> [String] {
        let characters = Array(text)
        var found: [(position: Int, conversion: String)] = []
        var next = 1
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            index += 1
            if index < characters.count, characters[index] == "%" { index += 1; continue }
            func take(while predicate: (Character) -> Bool) -> String {
                var taken = ""
                while index < characters.count, predicate(characters[index]) { taken.append(characters[index]); index += 1 }
                return taken
            }
            // [position$][flags][width][.precision][length]conversion
            var position: Int?
            let start = index
            let number = take { $0.isASCII && $0.isNumber }
            if !number.isEmpty, index < characters.count, characters[index] == "$" {
                position = Int(number)
                index += 1
            } else {
                index = start
            }
            _ = take { "-+ #0'".contains($0) }
            _ = take { ($0.isASCII && $0.isNumber) || $0 == "*" }
            if index < characters.count, characters[index] == "." {
                index += 1
                _ = take { ($0.isASCII && $0.isNumber) || $0 == "*" }
            }
            let length = take { "hlqLztj".contains($0) }
            let conversion = index < characters.count ? String(characters[index]) : ""
            index += 1
            found.append((position ?? next, length + conversion))
            if position == nil { next += 1 }
        }
        return found.sorted { $0.position < $1.position }.map { "\($0.position):\($0.conversion)" }
    }

    @Test(arguments: [
        ("Last updated: %@", ["1:@"]),
        ("Pulled %d percent", ["1:d"]),
        ("Tiré à %d %%", ["1:d"]),
        ("%%%d çekildi", ["1:d"]),
        ("100%% sure", []),
        ("%ld items", ["1:ld"]),
        ("%2$@ then %1$d", ["1:d", "2:@"]),
        ("%1$@", ["1:@"]),
        ("%@ and %d", ["1:@", "2:d"]),
        ("%.2f%%", ["1:f"]),
        ("No specifiers", []),
    ])
    func formatSpecifiersAreReadLikeStringFormat(text: String, expected: [String]) {
        #expect(Self.formatSpecifiers(in: text) == expected)
    }

    @Test func aPositionalSpecifierMatchesItsPlainForm() {
        #expect(Self.formatSpecifiers(in: "%1$@") == Self.formatSpecifiers(in: "%@"))
        #expect(Self.formatSpecifiers(in: "%d") != Self.formatSpecifiers(in: "%ld"))
    }
}
