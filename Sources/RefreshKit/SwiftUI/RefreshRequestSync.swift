/// Maps a SwiftUI `isRefreshing` binding to begin and end, and RefreshKit's own refreshes back to it.
///
/// The binding is an app's request: it turning true begins a refresh (programmatic begin), turning false
/// ends one. A refresh RefreshKit starts (a pull), ends (the action returned) or refuses is written back,
/// and counts as the binding's last value, so the update that write causes is no edge, and whatever the app
/// sets afterwards is.
struct RefreshRequestSync: Sendable, Hashable {
    enum Command: Sendable, Hashable { case begin, end }

    /// The binding's value as last seen or written.
    private var last: Bool?

    /// The binding reads `requested` while RefreshKit is `refreshing` (or not): what to do.
    mutating func update(requested: Bool, refreshing: Bool) -> Command? {
        defer { last = requested }
        guard requested != last else { return nil }  // no edge: SwiftUI updated for another reason, or an echo
        if requested && !refreshing { return .begin }
        if !requested && refreshing && last != nil { return .end }
        return nil
    }

    /// RefreshKit started, ended or refused a refresh: the value to write to a binding that reads `current`,
    /// if it differs.
    mutating func refreshingDidChange(to refreshing: Bool, current: Bool) -> Bool? {
        last = refreshing
        return refreshing != current ? refreshing : nil
    }
}
