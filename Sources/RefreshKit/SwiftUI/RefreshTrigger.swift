/// Begins a refresh from code and waits for it to end: `await trigger.refresh()`, for a SwiftUI header that
/// was given this trigger (`.rk.header(trigger: trigger) { … }`), from a button, `.task` or any async code.
///
/// Keep it where the view can reach it (a `@State` property, a model). It refers to its header weakly.
@MainActor
public final class RefreshTrigger {
    /// Set by the header the trigger is given to: begins its refresh and returns once it has ended.
    var perform: (@MainActor () async -> Void)?

    public init() {}

    /// Whether a header has taken this trigger.
    public var isAttached: Bool { perform != nil }

    /// Begins the header's refresh (as a pull would) and returns once it has ended; at once if no header has
    /// taken the trigger yet.
    public func refresh() async {
        guard let perform else { return }
        await perform()
    }
}
