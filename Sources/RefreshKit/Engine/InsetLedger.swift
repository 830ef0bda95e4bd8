/// RefreshKit's bookkeeping of `contentInset`: the app's part and its own delta, never a snapshot.
///
/// The ledger never restores a value captured earlier. It knows the app's inset (what the app last
/// set, edge by edge) and the delta RefreshKit owns, and writes `app + owned`. When `contentInset`
/// changes to something other than what the ledger last knew, each edge that changed is read as the
/// app's new value, and the delta goes back on top. Its own writes come back through observation
/// unchanged, so they are recognised and never loop.
///
/// An app that reads `contentInset` sees RefreshKit's part too, and keyboard managers write such a
/// read back later (`saved = contentInset` … `contentInset = saved`). So a written value that equals
/// a total the app could have read while RefreshKit held inset on that edge is read as that snapshot
/// coming back: the app's part becomes what it was then. Readable totals are remembered when
/// RefreshKit settles on a hold (not the frames of a shrinking or ending header), and whenever the
/// app writes (the total in place just before is what it most likely read). Any other value is absolute.
/// A back footer that fills the empty gap below short content makes one total stand for any app bottom;
/// such a total comes back as the app's part in place before its latest write, else the newest. A read-modify-write
/// (`bottom += kb`) cannot also come out exact: from the values alone, `44 → 44 + kb` is the same
/// change whether the app meant "`bottom = 44 + kb`" or "add `kb`" (README: use `rk.contentInset`).
struct InsetLedger: Equatable {
    /// A set of edges.
    struct Edges: OptionSet, Sendable {
        let rawValue: UInt8
        static let top = Edges(rawValue: 1), left = Edges(rawValue: 2), bottom = Edges(rawValue: 4), right = Edges(rawValue: 8)
    }

    /// The four edges by index, as `ScrollInsets[edge:]` and `written` number them (top, left, bottom, right).
    private static let edgeIndices = 0..<4

    /// The flag of edge `index`.
    private static func flag(_ index: Int) -> Edges { Edges(rawValue: 1 << index) }

    /// Values closer than this are the same inset (KVO echoes, float noise).
    static let tolerance = 0.01

    /// The app's own `contentInset`, without RefreshKit's part.
    private(set) var app = ScrollInsets.zero
    /// How much RefreshKit has added, per edge.
    private(set) var owned = ScrollInsets.zero
    /// What `contentInset` is as far as the ledger knows: its last write or the last observed value.
    private(set) var known: ScrollInsets?
    /// Totals the app could have read while RefreshKit held inset, per edge (top, left, bottom, right), newest last.
    private var written: [[Snapshot]] = [[], [], [], []]

    /// The newest total remembered on each edge (`written[i].last`), kept apart: comparing with it is the
    /// check that runs on every event, and reading it through the nested arrays cost more than the rest.
    private var newest: [Snapshot?] = [nil, nil, nil, nil]

    /// A total the app could have read on one edge, and the app's part of it.
    private struct Snapshot: Equatable {
        var total: Double
        var app: Double
        /// It was in place when the app last wrote: the likeliest value for it to have saved.
        var precededAppWrite: Bool
    }

    /// How many totals per edge are remembered (a header's and a footer's holds, a few app values).
    static let rememberedTotals = 8

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
        var changed: Edges = []
        for index in Self.edgeIndices where abs(contentInset[edge: index] - known[edge: index]) > Self.tolerance {
            adopt(index, contentInset[edge: index], replacing: known)
            changed.insert(Self.flag(index))
        }
        self.known = contentInset
        return changed
    }

    /// Takes the app's `value` for one edge: a total RefreshKit wrote comes back as the app's part of it.
    private mutating func adopt(_ index: Int, _ value: Double, replacing known: ScrollInsets) {
        // One total can stand for several app values (a back footer that fills the gap below short content
        // makes the total independent of the app's bottom): the one in place before an app write wins.
        let matches = written[index].filter { abs($0.total - value) <= Self.tolerance }
        let restored = matches.last(where: \.precededAppWrite) ?? matches.last
        remember(index, known, precededAppWrite: true)  // what the app just replaced is what it may have saved
        app[edge: index] = restored?.app ?? value
    }

    /// Sets RefreshKit's delta; returns the `contentInset` to write, or nil when it is already there.
    ///
    /// On `settled` edges the delta is one an app may read and save (a hold, not a frame of an animation).
    mutating func setOwned(_ newOwned: ScrollInsets, settled: Edges = [.top, .left, .bottom, .right]) -> ScrollInsets? {
        owned = newOwned
        let write = pendingWrite()
        // A hold can settle without a write (a pull that made room reaches it): remember it all the same.
        if let total = known {
            for index in Self.edgeIndices where owned[edge: index] != 0 && settled.contains(Self.flag(index)) {
                remember(index, total)
            }
        }
        return write
    }

    /// Sets the app's own inset (the `rk.contentInset` setter); the next ``setOwned(_:)`` writes it.
    /// Returns the edges that changed.
    @discardableResult
    mutating func setApp(_ newApp: ScrollInsets) -> Edges {
        var changed: Edges = []
        for index in Self.edgeIndices where abs(newApp[edge: index] - app[edge: index]) > Self.tolerance {
            changed.insert(Self.flag(index))
        }
        app = newApp
        return changed
    }

    /// Trades the left and right edges of everything the ledger knows: the list's layout direction flipped, and
    /// the engine now sees it mirrored (`ScrollSnapshot+RightToLeft.swift`).
    mutating func mirrorHorizontally() {
        app = app.mirroredHorizontally
        owned = owned.mirroredHorizontally
        known = known?.mirroredHorizontally
        written.swapAt(1, 3)
        newest.swapAt(1, 3)
    }

    /// The base inset (README, "The inset you set is yours"): what `adjustedContentInset` would be without
    /// RefreshKit.
    ///
    /// Computed as the system's part (adjusted − observed content inset) plus the app's part, so it is
    /// right even in the event where the app's write has landed and RefreshKit's has not yet.
    @inline(__always) func base(adjusted: ScrollInsets, observed contentInset: ScrollInsets) -> ScrollInsets {
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

    /// Remembers the total on edge `index` that the app could read, while RefreshKit holds inset there.
    @inline(__always)
    private mutating func remember(_ index: Int, _ total: ScrollInsets, precededAppWrite: Bool = false) {
        guard owned[edge: index] != 0 else { return }
        let entry = Snapshot(total: total[edge: index], app: app[edge: index], precededAppWrite: precededAppWrite)
        if newest[index] == entry { return }  // the common case, once per event: nothing to do
        append(entry, to: index)
    }

    private mutating func append(_ entry: Snapshot, to index: Int) {
        written[index].removeAll {
            abs($0.total - entry.total) <= Self.tolerance && ($0.precededAppWrite == entry.precededAppWrite || $0.app == entry.app)
        }
        written[index].append(entry)
        if written[index].count > Self.rememberedTotals { written[index].removeFirst() }
        newest[index] = entry
    }
}
