/// Keeps the indicators' own settings off UIKit's appearance proxy, where they would run on an object that is not
/// an indicator.
///
/// `RefreshIndicatorView.appearance()` is typed as a `RefreshIndicatorView` but is UIKit's proxy, which records only
/// Objective-C messages. A Swift-only setter called on it would write into memory that is not an indicator's
/// (undefined behaviour, most likely a crash), so every such setter asks first: on the proxy it does nothing, and a
/// debug build stops with a message naming the setting and where its app-wide default lives. The appearance
/// properties proper (`defaultTitleFont`, `defaultTitleColor`, `defaultLanguage`) are `@objc dynamic` and are
/// recorded as UIKit documents.
enum AppearanceProxyGuard {
    /// Runs `body` when the receiver is a real instance; otherwise reports the misuse and runs nothing.
    static func apply(isInstance: Bool, member: String, in type: String,
                      report: (String) -> Void = { assertionFailure($0) }, _ body: () -> Void) {
        guard isInstance else {
            report(message(member: member, in: type))
            return
        }
        body()
    }

    /// What a debug build says when `member` is set through `type`'s appearance proxy.
    static func message(member: String, in type: String) -> String {
        "RefreshKit: \(type).appearance().\(member) is not an appearance property and was ignored. "
            + "Set it on each indicator, or app-wide on RefreshIndicatorDefaults.app; through appearance() only "
            + "defaultTitleFont, defaultTitleColor and defaultLanguage can be set."
    }
}
