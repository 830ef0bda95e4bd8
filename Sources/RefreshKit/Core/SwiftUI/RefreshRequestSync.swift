/// Maps a SwiftUI `isRefreshing` binding to begin and end, and RefreshKit's own refreshes back to it.
///
/// The binding is an app's request: it turning true begins a refresh (programmatic begin), turning false
/// ends one. A refresh RefreshKit starts (a pull) or ends (the action returned) is written back, and the
/// update that write causes is recognised as an echo, not a new request.
struct RefreshRequestSync: Sendable, Hashable {
    enum Command: Sendable, Hashable { case begin, end }

    /// The binding's value at the last update, and what RefreshKit last wrote to it.
    private var last: Bool?
    private var written: Bool?

    /// The binding reads `requested` while RefreshKit is `refreshing` (or not): what to do.
    mutating func update(requested: Bool, refreshing: Bool) -> Command? {
        defer { last = requested }
        if let written, written == requested {  // the echo of RefreshKit's own write
            self.written = nil
            return nil
        }
        guard requested != last else { return nil }  // no edge: SwiftUI updated for another reason
        if requested && !refreshing { return .begin }
        if !requested && refreshing && last != nil { return .end }
        return nil
    }

    /// RefreshKit started or ended a refresh: the value to write to a binding that reads `current`, if any.
    mutating func refreshingDidChange(to refreshing: Bool, current: Bool) -> Bool? {
        guard refreshing != current else { return nil }
        written = refreshing
        return refreshing
    }
}
