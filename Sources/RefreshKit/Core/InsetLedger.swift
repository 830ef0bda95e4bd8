/// RefreshKit's bookkeeping of `contentInset`: the app's part and its own delta, never a snapshot.
///
/// The ledger never restores a value captured earlier. It knows the app's inset (what the app last
/// set, edge by edge) and the delta RefreshKit owns, and writes `app + owned`. When `contentInset`
/// changes to something other than what the ledger last knew, the edges that changed are the app's
/// new values and the delta goes back on top of them. Its own writes come back through observation
/// unchanged, so they are recognised and never loop.
struct InsetLedger: Equatable {
    /// A set of edges.
    struct Edges: OptionSet, Sendable {
        let rawValue: UInt8
        static let top = Edges(rawValue: 1), left = Edges(rawValue: 2), bottom = Edges(rawValue: 4), right = Edges(rawValue: 8)
    }

    /// Values closer than this are the same inset (KVO echoes, float noise).
    static let tolerance = 0.01

    /// The app's own `contentInset`, without RefreshKit's part.
    private(set) var app = ScrollInsets.zero
    /// How much RefreshKit has added, per edge.
    private(set) var owned = ScrollInsets.zero
    /// What `contentInset` is as far as the ledger knows: its last write or the last observed value.
    private(set) var known: ScrollInsets?

    /// Learns from an observed `contentInset`; returns the edges the app changed since the last look.
    @discardableResult
    mutating func observe(_ contentInset: ScrollInsets) -> Edges {
        guard let known else {
            app = contentInset - owned
            self.known = contentInset
            return []
        }
        // Within tolerance it is our own write coming back (or float noise): keep the exact value we wrote.
        guard !contentInset.isClose(to: known, tolerance: Self.tolerance) else { return [] }
        let t = Self.tolerance
        var changed: Edges = []
        if abs(contentInset.top - known.top) > t { app.top = contentInset.top; changed.insert(.top) }
        if abs(contentInset.left - known.left) > t { app.left = contentInset.left; changed.insert(.left) }
        if abs(contentInset.bottom - known.bottom) > t { app.bottom = contentInset.bottom; changed.insert(.bottom) }
        if abs(contentInset.right - known.right) > t { app.right = contentInset.right; changed.insert(.right) }
        self.known = contentInset
        return changed
    }

    /// Sets RefreshKit's delta; returns the `contentInset` to write, or nil when it is already there.
    mutating func setOwned(_ newOwned: ScrollInsets) -> ScrollInsets? {
        owned = newOwned
        return pendingWrite()
    }

    /// Sets the app's own inset (the `rk.contentInset` setter); the next ``setOwned(_:)`` writes it.
    mutating func setApp(_ newApp: ScrollInsets) {
        app = newApp
    }

    /// The base inset of DESIGN.md §3: what `adjustedContentInset` would be without RefreshKit.
    ///
    /// Computed as the system's part (adjusted − observed content inset) plus the app's part, so it is
    /// right even in the event where the app's write has landed and RefreshKit's has not yet.
    func base(adjusted: ScrollInsets, observed contentInset: ScrollInsets) -> ScrollInsets {
        adjusted - contentInset + app
    }

    private mutating func pendingWrite() -> ScrollInsets? {
        // Giving everything back is exact, or the app's inset would stay off by a fraction of a point;
        // otherwise float noise in `app + owned` must not rewrite the inset on every echo (a loop).
        let desired = app + owned
        if let known, owned == .zero ? known == desired : known.isClose(to: desired, tolerance: 1e-6) { return nil }
        known = desired
        return desired
    }
}
