import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// `PageTabBarFont(UIFont)` (issue 34, item 10): what the tab bar keeps of a `UIFont`.
@Suite struct PageTabBarFontDescribedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String, weight: Double, expected: PageTabBarFont
        var testDescription: String { "\(name) at \(weight)" }
    }

    static let cases: [Case] = [
        Case(name: ".SFUI-Semibold", weight: 0.3, expected: .system(size: 16, weight: .semibold)),
        Case(name: ".SFUI-Regular", weight: 0, expected: .system(size: 16)),
        Case(name: ".SFUI-Medium", weight: 0.25, expected: .system(size: 16, weight: .medium)),
        Case(name: "PingFangSC-Medium", weight: 0.23, expected: PageTabBarFont(size: 16, weight: .medium, name: "PingFangSC-Medium")),
        Case(name: "", weight: .nan, expected: .system(size: 16)),
    ]

    /// Given a UIFont's name, size and weight trait, then a system face becomes the system font of the nearest weight
    /// (UIKit does not give it back by name) and an installed face keeps its name.
    @Test(arguments: cases)
    func aUIFontBecomesTheFontItDescribes(c: Case) {
        #expect(PageTabBarFont.described(name: c.name, size: 16, weight: c.weight, scalesWithDynamicType: false) == c.expected)
    }
}
