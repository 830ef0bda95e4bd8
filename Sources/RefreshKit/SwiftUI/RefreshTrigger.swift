/// Begins a refresh from code and waits for it to end: `await trigger.refresh()` for the header that was given
/// this trigger (`.rk.header(trigger: trigger) { … }`), `await trigger.refresh(.footer)` for the footer
/// (`.rk.footer(trigger: trigger) { … }`: a "Load more" button), from a button, `.task` or any async code.
///
/// Keep it where the view can reach it (a `@State` property, a model). One trigger can serve a header and a
/// footer; it refers to their components weakly.
@MainActor
public final class RefreshTrigger {
    /// Set by the components the trigger is given to: begins that one's refresh and returns once it has ended.
    var performers: [RefreshRole: @MainActor () async -> Bool] = [:]

    /// A trigger no component has taken yet. Nonisolated, so that a view's `@State private var trigger =
    /// RefreshTrigger()` compiles where SwiftUI's `View` is not main-actor isolated (SDKs before iOS 18).
    public nonisolated init() {}

    /// Whether a header has taken this trigger.
    public var isAttached: Bool { isAttached(.header) }

    /// Whether a header (or a footer) has taken this trigger.
    public func isAttached(_ role: RefreshRole) -> Bool {
        performers[role] != nil
    }

    /// Begins the header's refresh (as a pull would) and returns once it has ended: true when it began (or one
    /// already running was waited for), false at once if no header has taken the trigger yet, or the header
    /// refuses (switched off, the footer loading). The result can be ignored.
    @discardableResult
    public func refresh() async -> Bool {
        await refresh(.header)
    }

    /// Begins the refresh of the header or the footer that took this trigger (a footer loads its next page, as
    /// scrolling to the end would) and returns once it has ended: true when it began (or one already running
    /// was waited for), false at once if none has taken it, or it refuses (switched off, no more data, the
    /// other end refreshing). The result can be ignored.
    @discardableResult
    public func refresh(_ role: RefreshRole) async -> Bool {
        guard let perform = performers[role] else { return false }
        return await perform()
    }
}
