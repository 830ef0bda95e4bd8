import Foundation

/// The "Last updated: 5 minutes ago" line and refresh expiry, as pure functions of a date and the time now.
public enum RefreshLastUpdated {
    /// How long after a refresh the line reads "just now" rather than a relative time.
    static let justNowInterval: TimeInterval = 60

    /// The last-updated line for a refresh at `date`, seen at `now`, in `localization`'s language.
    ///
    /// `nil` (or a NaN date) reads "never"; under a minute ago, or in the future because the clock moved back, reads
    /// "just now"; anything older reads like "Last updated: 5 minutes ago". `calendar` decides where days
    /// begin ("yesterday"); tests pass a fixed one.
    public static func text(for date: Date?, now: Date, localization: RefreshLocalization,
                            calendar: Calendar = .autoupdatingCurrent) -> String {
        guard let date else { return localization[.lastUpdatedNever] }
        let elapsed = now.timeIntervalSince(date)
        if elapsed.isNaN { return localization[.lastUpdatedNever] }
        if elapsed < justNowInterval { return localization[.lastUpdatedJustNow] }
        return localization.format(.lastUpdated,
                                   relative(date, to: now, language: localization.language, calendar: calendar))
    }

    /// `date` relative to `now` in `language`, with named days where the language has them:
    /// "5 minutes ago", "yesterday", "vor 5 Minuten", "5 分前".
    static func relative(_ date: Date, to now: Date, language: String, calendar: Calendar) -> String {
        let locale = Locale(identifier: language)
        #if canImport(Darwin)
        // Every supported Darwin version has it, and it formats against `now` (`Date.RelativeFormatStyle`
        // formats against the clock; the anchored style needs iOS 18).
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        formatter.unitsStyle = .full
        formatter.locale = locale
        var calendar = calendar
        calendar.locale = locale
        formatter.calendar = calendar
        return formatter.localizedString(for: date, relativeTo: now)
        #else
        // The anchor is formatted relative to the input, so the refresh is the anchor.
        let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: .named, unitsStyle: .wide,
                                                     locale: locale, calendar: calendar)
        return style.format(now)
        #endif
    }

    /// Whether a refresh at `lastUpdated` is more than `interval` seconds old at `now`.
    ///
    /// `nil` (never refreshed) is stale. A date after `now` (the clock moved back) is not. A negative or
    /// NaN `interval` counts as 0: stale once any time has passed.
    public static func isStale(lastUpdated: Date?, olderThan interval: TimeInterval, now: Date) -> Bool {
        guard let lastUpdated else { return true }
        let elapsed = now.timeIntervalSince(lastUpdated)
        if elapsed.isNaN { return true }
        let limit = interval.isNaN ? 0 : max(interval, 0)
        return elapsed > limit
    }

    /// The store key for `role` when the app sets none: "header" or "footer".
    ///
    /// The UI layer uses it, prefixed as it needs per scroll view, when the app sets no key; an app can set
    /// its own key instead, for example one per screen.
    public static func defaultKey(for role: RefreshRole) -> String {
        role.description
    }
}
