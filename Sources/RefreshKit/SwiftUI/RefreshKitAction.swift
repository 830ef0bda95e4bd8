/// What the views below a RefreshKit modifier can do with its header and footer, in the shape of SwiftUI's
/// `RefreshAction`: `@Environment(\.refreshKit) private var refresh`, then `await refresh?()` from a "Retry"
/// button, `refresh?.isRefreshing` to show a toolbar spinner, `await refresh?.refresh(.footer)` for "Load more".
///
/// Every `.rk.header` and `.rk.footer` puts its part in the environment of the view it modifies (a footer's
/// and a header's on one list are both there), so the rows, their buttons and anything inside that view read it;
/// a presented sheet does not (its scroll view is another one). `nil` when no modifier is above the view.
///
/// Calling it is the same as a ``RefreshTrigger`` given to the modifier: it begins the refresh as a pull would
/// (brought into view), and returns once it has ended; asked before the modifier found its scroll view, it
/// waits for it.
public struct RefreshKitAction: Sendable {
    /// One modifier's part: its trigger and whether its component refreshes, as of SwiftUI's last update.
    struct Part: Sendable {
        let trigger: RefreshTrigger
        let isRefreshing: Bool
    }

    var header: Part?
    var footer: Part?

    init(header: Part? = nil, footer: Part? = nil) {
        self.header = header
        self.footer = footer
    }

    /// `value` (the environment's, nil if none) with `role`'s part set: a footer's modifier keeps the header's.
    static func merging(_ part: Part, as role: RefreshRole, into value: RefreshKitAction?) -> RefreshKitAction {
        var merged = value ?? RefreshKitAction()
        if role == .header { merged.header = part } else { merged.footer = part }
        return merged
    }

    /// Begins the header's refresh and returns once it has ended, as `await refresh()` does with SwiftUI's action.
    @MainActor public func callAsFunction() async {
        await refresh(.header)
    }

    /// Begins the refresh of the header (or the footer: its next page) and returns once it has ended: true when it
    /// began or one already running was waited for, false when it was refused (switched off, no more data, the
    /// other end refreshing) or there is no such modifier above the view.
    @MainActor @discardableResult
    public func refresh(_ role: RefreshRole = .header) async -> Bool {
        guard let part = part(role) else { return false }
        return await part.trigger.refresh(role)
    }

    /// Whether the header refreshes (a pull, a begin from code, or the model's load it shows).
    public var isRefreshing: Bool { isRefreshing(.header) }

    /// Whether the header refreshes, or the footer loads.
    public func isRefreshing(_ role: RefreshRole) -> Bool {
        part(role)?.isRefreshing ?? false
    }

    /// Whether a modifier of `role` is above the view.
    public func hasComponent(_ role: RefreshRole) -> Bool {
        part(role) != nil
    }

    private func part(_ role: RefreshRole) -> Part? {
        role == .header ? header : footer
    }
}
