/// Maps a SwiftUI `isRefreshing` binding to begin and end, and RefreshKit's own refreshes back to it.
///
/// The binding is an app's request: it turning true begins a refresh (programmatic begin), turning false
/// ends one. A refresh RefreshKit starts (a pull), ends (the action returned) or refuses is written back,
/// and counts as the binding's last value, so the update that write causes is no edge, and whatever the app
/// sets afterwards is. The write waits for the next main-actor turn, as SwiftUI forbids changing state while
/// it updates a view (a refused begin happens inside one: device review P7); until it has landed
/// (``writeDidLand()``), the binding still reads its old value, which is no request either.
struct RefreshRequestSync: Sendable, Hashable {
    enum Command: Sendable, Hashable { case begin, end }

    /// The binding's value as last seen or written.
    private(set) var last: Bool?
    /// The newest value written back that has not landed yet.
    private var pending: Bool?
    private var pendingWrites = 0

    /// The binding reads `requested` while RefreshKit is `refreshing` (or not): what to do.
    mutating func update(requested: Bool, refreshing: Bool) -> Command? {
        guard pendingWrites == 0 else { return nil }  // the binding reads what it read before RefreshKit's write
        defer { last = requested }
        guard requested != last else { return nil }  // no edge: SwiftUI updated for another reason, or an echo
        if requested && !refreshing { return .begin }
        if !requested && refreshing && last != nil { return .end }
        return nil
    }

    /// RefreshKit started, ended or refused a refresh: the value to write to a binding that reads `current`,
    /// if it differs from it (or from a write still on its way). The caller writes it on the next main-actor
    /// turn and then calls ``writeDidLand()``.
    mutating func refreshingDidChange(to refreshing: Bool, current: Bool) -> Bool? {
        last = refreshing
        guard refreshing != (pending ?? current) else { return nil }
        pending = refreshing
        pendingWrites += 1
        return refreshing
    }

    /// A value ``refreshingDidChange(to:current:)`` returned was written to the binding.
    mutating func writeDidLand() {
        pendingWrites = max(0, pendingWrites - 1)
        if pendingWrites == 0 { pending = nil }
    }

    /// Takes the binding's last value from the attachment a marker leaves, when this one has seen none: a
    /// marker that follows a re-created scroll view must not read a refresh it already showed as a new request
    /// (device review P8).
    mutating func adopt(last value: Bool?) {
        if last == nil { last = value }
    }
}
