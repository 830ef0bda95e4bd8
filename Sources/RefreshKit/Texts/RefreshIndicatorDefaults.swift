import Foundation

/// The app-wide settings every default indicator starts from, set once at launch like MJRefresh's
/// `MJRefreshConfig.defaultConfig`: `RefreshIndicatorDefaults.app.showsStateTitles = true`.
///
/// An indicator's own setting wins over its default. A change reaches the indicators already on screen, which redraw
/// (in a new language too, like MJRefresh's `languageCode`), and ``didChangeNotification`` tells anything else that
/// shows RefreshKit's texts. Fonts and colours, which are UIKit's, stay app-wide through `UIAppearance`
/// (`RefreshIndicatorView.appearance().defaultTitleFont`).
///
/// ``app`` is the one place RefreshKit keeps app-wide state: main-actor isolated, as the views that read it are.
public struct RefreshIndicatorDefaults: Sendable, Hashable {
    /// Whether indicators show their localised title per state ("Pull down to refresh"). Default false, after Apple's
    /// guidance; MJRefresh shows them.
    public var showsStateTitles: Bool
    /// Whether indicators show the last-updated line. Default false; MJRefresh's header shows it.
    public var showsLastUpdated: Bool
    /// The language of RefreshKit's texts, a BCP 47 code; `nil` (default) follows the app.
    public var language: String?
    /// The app's own strings for RefreshKit's texts, VoiceOver's included; `nil` (default) uses RefreshKit's.
    public var strings: RefreshStrings?

    /// Defaults as given; every value left out is RefreshKit's own default.
    public init(showsStateTitles: Bool = false, showsLastUpdated: Bool = false, language: String? = nil,
                strings: RefreshStrings? = nil) {
        self.showsStateTitles = showsStateTitles
        self.showsLastUpdated = showsLastUpdated
        self.language = language
        self.strings = strings
    }

    /// The app's defaults. Setting them posts ``didChangeNotification`` when they changed.
    @MainActor public static var app = RefreshIndicatorDefaults() {
        didSet {
            guard app != oldValue else { return }
            NotificationCenter.default.post(name: didChangeNotification, object: nil)
        }
    }

    /// Posted on the main thread after ``app`` changed.
    public static let didChangeNotification = Notification.Name("RefreshKit.RefreshIndicatorDefaultsDidChange")

    /// The texts in `language` (else ``language``, else the app's), from `strings` (else ``strings``) over RefreshKit's.
    public func localization(language own: String? = nil, strings ownStrings: RefreshStrings? = nil) -> RefreshLocalization {
        RefreshLocalization(language: own ?? language, strings: ownStrings ?? strings)
    }
}
