import Foundation
import Testing
@testable import RefreshKit

@Suite struct LocalizationTests {
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
}
