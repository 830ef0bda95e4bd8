/// What a page container's reload keeps: each page of the new set is a page made before whose key comes again
/// (``PageContainerPageKey``), moved to its new index with its list as it is, or a new page made when it shows; the
/// pages made before that no new page keeps are given back, as a reload gave back every page before; and the
/// selection follows the selected page, or, when it was removed, goes to the page that takes its place.
///
/// Like a diffable data source and JXPagingView's cached lists, and unlike titles compared as a whole: an insert, a
/// removal or a move keeps every other page, a rename keeps a page with an identifier, and two tabs may share a title.
@_spi(RefreshKitHost)
public struct PageContainerReuse: Hashable, Sendable {
    /// For each page of the new set, the index before the reload of the page it keeps, or nil for a new page.
    public let kept: [Int?]
    /// The indices before the reload of the pages given back, in order.
    public let removed: [Int]
    /// The page selected after the reload.
    public let selected: Int
    /// Whether the page selected before is kept (it is then the selected one, maybe at another index).
    public let keepsSelected: Bool

    /// The reload from the pages made before, by their index and the keys that identify each (its key at the last
    /// reload and its object), to the new set of `new.count` pages, each with its key (nil: none, never kept), the page
    /// at `selected` being selected before. A key that comes twice keeps a page once, at its first index; a page with
    /// two matching keys is kept once, at the first new page that names it.
    public init(made: [Int: Set<PageContainerPageKey>], new: [PageContainerPageKey?], selected: Int) {
        var owner: [PageContainerPageKey: Int] = [:]  // each key to the first page made before that has it
        for index in made.keys.sorted() {
            for key in made[index] ?? [] where owner[key] == nil { owner[key] = index }
        }
        var taken: Set<Int> = []
        kept = new.map { key in
            guard let key, let index = owner[key], !taken.contains(index) else { return nil }
            taken.insert(index)
            return index
        }
        removed = made.keys.sorted().filter { !taken.contains($0) }
        let follows = kept.firstIndex(of: selected)
        keepsSelected = follows != nil
        self.selected = follows ?? min(max(0, selected), max(0, new.count - 1))
    }

    /// Whether every page made before stays where it was: nothing moves, nothing is given back, and the container's
    /// state stays (no disappearance or appearance, no new rest); only the count and the titles change.
    public var keepsEveryPageInPlace: Bool {
        removed.isEmpty && kept.enumerated().allSatisfy { new, old in old.map { $0 == new } ?? true }
    }

    /// The new pages to ask the source for before the reload is decided, to find a page it gives again: those that
    /// have no key of their own and whose index had a page made before (`made`). Others are asked when they show.
    public static func pagesToAsk(made: some Sequence<Int>, new: [PageContainerPageKey?]) -> [Int] {
        made.filter { new.indices.contains($0) && new[$0] == nil }.sorted()
    }
}
