/// The pages a page container has made, by index, each with the link to its list once one is found: which pages are
/// made, which are linked and when (once, and only when the list is found), and what a reload keeps, moves and
/// unlinks (``PageContainerReuse``).
///
/// `PageContainerView` keeps its view controllers and views as `Page` and each list with its observer as `Link`; it
/// makes, links and removes them through this set, which calls back with what to carry out. A class, so that a
/// callback that reaches the container again (a list's write reports a move) finds the set as it is, not in the middle
/// of a change: `made` and `linked` run once the page or its link is kept, and a reload takes each page and its link
/// out of the set before it unlinks and removes them.
final class PageContainerPageSet<Page, Link> {
    /// A page and its link, nil until its list is found.
    private struct Entry {
        var page: Page
        var link: Link?
    }

    private var entries: [Int: Entry] = [:]

    /// No pages.
    init() {}

    /// The page at `index`, once made.
    func page(at index: Int) -> Page? { entries[index]?.page }

    /// The link of the page at `index`, once its list is found.
    func link(at index: Int) -> Link? { entries[index]?.link }

    /// Every page made, by index.
    var pages: [Int: Page] { entries.mapValues(\.page) }

    /// The indices of the pages made, in order.
    var indices: [Int] { entries.keys.sorted() }

    /// Every link made, in the pages' order.
    var links: [Link] { indices.compactMap { entries[$0]?.link } }

    /// Whether a page's link satisfies `matches`, without building ``links`` (asked on scroll events).
    func containsLink(where matches: (Link) -> Bool) -> Bool {
        entries.values.contains { $0.link.map(matches) ?? false }
    }

    /// Makes the page at `index` when it is one of the `count` pages, has none yet (a page a reload kept is not made
    /// again) and `source` gives one (nil: no data source): `add` turns what the source gave into the page, which is
    /// then kept; `made` follows with it.
    ///
    /// What the source gives is refused when it is a page already in the set (`isSame`: the same view controller or
    /// view at another index): one object cannot be two pages (both would add it, share its list and its lease, and
    /// removing either would remove it), so that index stays empty and `refused` is called with it.
    func make<Made>(_ index: Int, count: Int, source: (Int) -> Made?, add: (Made) -> Page, made: (Page) -> Void = { _ in },
                    isSame: (Made, Page) -> Bool = { _, _ in false }, refused: (Int) -> Void = { _ in }) {
        guard (0..<count).contains(index), entries[index] == nil, let given = source(index) else { return }
        guard !entries.values.contains(where: { isSame(given, $0.page) }) else { return refused(index) }
        let page = add(given)
        entries[index] = Entry(page: page, link: nil)
        made(page)
    }

    /// Links the page at `index` to its list, once: a page made and not linked yet, whose list `find` finds now (nil:
    /// none yet, looked for again at a later pass). `link` makes the link, which is then kept; `linked` follows with it.
    func link<List>(at index: Int, find: (Page) -> List?, link: (Page, List) -> Link, linked: (Page, Link) -> Void) {
        guard let entry = entries[index], entry.link == nil, let list = find(entry.page) else { return }
        let made = link(entry.page, list)
        entries[index]?.link = made
        linked(entry.page, made)
    }

    /// Unlinks the page at `index` when `isReplaced` says its list is no longer the page's
    /// (``PageContainerDriver/listWasReplaced(linked:found:linkedIsInPage:)``): the link leaves the set, then `unlink`
    /// follows with it, and ``link(at:find:link:linked:)`` links the page again once its new list is found.
    func unlinkReplaced(at index: Int, isReplaced: (Page, Link) -> Bool, unlink: (Link) -> Void) {
        guard let entry = entries[index], let link = entry.link, isReplaced(entry.page, link) else { return }
        entries[index]?.link = nil
        unlink(link)
    }

    /// Calls `body` with the link of the page at `index`, if it has one (its list moved, or was resized).
    func withLink(at index: Int, _ body: (Link) -> Void) {
        guard let link = entries[index]?.link else { return }
        body(link)
    }

    /// Calls `body` with the first link that `matches` (a list resized: its page may have moved since it was linked).
    func withLink(matching matches: (Link) -> Bool, _ body: (Link) -> Void) {
        links.first(where: matches).map(body)
    }

    /// A reload as `reuse` decides it: the pages it does not keep leave in order as ``removeAll(leave:unlink:remove:)``
    /// removes them (each found at its index before the reload until it leaves), then every page it keeps takes its new
    /// index with its link as it is: nothing is unlinked or linked again, so its list keeps its offset, its refresh, its
    /// insets and the settings the container borrowed.
    func reload(_ reuse: PageContainerReuse, leave: (Int) -> Void, unlink: (Link) -> Void, remove: (Page) -> Void) {
        let keeps = Set(reuse.kept.compactMap { $0 })
        for index in indices where !keeps.contains(index) {
            leave(index)
            guard let entry = entries.removeValue(forKey: index) else { continue }
            if let link = entry.link { unlink(link) }
            remove(entry.page)
        }
        let before = entries
        entries = [:]
        for (new, old) in reuse.kept.enumerated() {
            entries[new] = old.flatMap { before[$0] }
        }
    }

    /// Removes every page (a reload), in order: for each, `leave` with its index (a transition in flight ends, and finds
    /// its page), then the page and its link leave the set, then `unlink` with its link when it has one and `remove`
    /// with the page. A callback that reaches the container meanwhile (an app's `viewDidDisappear` that scrolls its
    /// table) finds only the pages not reached yet, and no link whose list has already left.
    func removeAll(leave: (Int) -> Void, unlink: (Link) -> Void, remove: (Page) -> Void) {
        for index in indices {
            leave(index)
            guard let entry = entries.removeValue(forKey: index) else { continue }
            if let link = entry.link { unlink(link) }
            remove(entry.page)
        }
        entries = [:]
    }
}
