import Testing
@testable import RefreshKit

/// The default indicator's texts per state, role, axis and footer style.
@Suite struct IndicatorTextsTests {
    typealias Context = IndicatorTexts.Context
    static let header = Context(role: .header)
    static let leading = Context(role: .header, isHorizontal: true)
    static let backFooter = Context(role: .footer)
    static let autoFooter = Context(role: .footer, isAutoFooter: true)
    static let trailing = Context(role: .footer, isHorizontal: true)

    @Test(arguments: [
        (header, RefreshState.idle, RefreshText.headerPulling), (header, .pulling(progress: 0.5), .headerPulling),
        (header, .ready, .headerReady), (header, .refreshing, .headerRefreshing), (header, .ending, .headerRefreshing),
        (leading, .pulling(progress: 0.5), .leadingPulling), (leading, .ready, .headerReady),
        (backFooter, .pulling(progress: 0.2), .footerPulling), (backFooter, .ready, .footerReady),
        (backFooter, .refreshing, .footerRefreshing), (autoFooter, .idle, .footerAutoIdle),
        (autoFooter, .refreshing, .footerRefreshing), (trailing, .pulling(progress: 0.2), .trailingPulling),
        (backFooter, .noMoreData, .noMoreData),
    ] as [(Context, RefreshState, RefreshText)])
    func stateTitlesFollowTheStateRoleAndAxis(context: Context, state: RefreshState, expected: RefreshText) {
        #expect(IndicatorTexts.title(for: state, in: context, stateTitles: true) == expected)
    }

    @Test(arguments: [RefreshState.idle, .pulling(progress: 0.5), .ready, .refreshing, .ending])
    func withoutStateTitlesNothingExplainsHowToRefresh(state: RefreshState) {
        for context in [Self.header, Self.autoFooter, Self.backFooter, Self.leading] {
            #expect(IndicatorTexts.title(for: state, in: context, stateTitles: false) == nil)
        }
    }

    @Test func noMoreDataIsSaidEvenWithoutStateTitles() {
        #expect(IndicatorTexts.title(for: .noMoreData, in: Self.autoFooter, stateTitles: false) == .noMoreData)
    }

    @Test(arguments: [
        (RefreshState.pulling(progress: 0.404), "Pulled 40 percent"), (.pulling(progress: 3), "Pulled 100 percent"),
        (.pulling(progress: .nan), "Pulled 0 percent"), (.ready, "Release to refresh"),
        (.refreshing, "Refreshing"), (.ending, "Refreshing"), (.noMoreData, "No more data"),
    ] as [(RefreshState, String)])
    func voiceOverHearsEveryStateOfAHeader(state: RefreshState, expected: String) {
        let english = RefreshLocalization(language: "en")
        #expect(IndicatorTexts.status(for: state, in: Self.header, localization: english) == expected)
        #expect(IndicatorTexts.status(for: .idle, in: Self.header, localization: english) == nil)
    }

    @Test func aFootersValueAndLabelSpeakOfLoading() {
        let english = RefreshLocalization(language: "en")
        #expect(IndicatorTexts.status(for: .refreshing, in: Self.autoFooter, localization: english) == "Loading more")
        #expect(IndicatorTexts.status(for: .ready, in: Self.backFooter, localization: english) == "Release to load more")
        #expect(english[IndicatorTexts.label(Self.backFooter)] == "Load more")
        #expect(english[IndicatorTexts.label(Self.header)] == "Refresh")
    }

    @Test func textsComeInTheIndicatorsLanguage() {
        let japanese = RefreshLocalization(language: "ja")
        let status = IndicatorTexts.status(for: .refreshing, in: Self.header, localization: japanese)
        #expect(status != nil && status != "Refreshing")
    }
}
