/// Which lists a nested page coordinates and which of them is current: the membership rules of
/// `NestedScrollCoordinator`, over identifiers, so they are tested without views.
///
/// The parent is never a list; a list appears once (the first time it is given); a list removed stops being
/// current; selecting the current list again, or the parent, changes nothing; selecting a list not yet
/// registered adds it.
struct NestedMembership<ID: Hashable>: Sendable where ID: Sendable {
    /// What a change of the lists did.
    struct Changes: Sendable, Equatable {
        /// Lists new to the page, in order: the coordinator starts observing them.
        var added: [ID] = []
        /// Lists no longer on the page: they get the app's settings back.
        var removed: [ID] = []
        /// The current list was removed: the page has none now.
        var currentRemoved = false
    }

    let parent: ID
    private(set) var lists: [ID] = []
    private(set) var current: ID?

    init(parent: ID) {
        self.parent = parent
    }

    /// The lists that are not current, in order.
    var siblings: [ID] { lists.filter { $0 != current } }

    /// Makes `ids` the page's lists, without the parent or repeats.
    mutating func setLists(_ ids: [ID]) -> Changes {
        var kept: [ID] = []
        for id in ids where id != parent && !kept.contains(id) { kept.append(id) }
        var changes = Changes()
        changes.added = kept.filter { !lists.contains($0) }
        changes.removed = lists.filter { !kept.contains($0) }
        lists = kept
        if let current, !kept.contains(current) {
            self.current = nil
            changes.currentRemoved = true
        }
        return changes
    }

    /// Makes `id` the current list (nil: none). Returns what changed, or nil when nothing does: the same list
    /// again, or the parent.
    mutating func select(_ id: ID?) -> Changes? {
        guard id != current, id != parent else { return nil }
        var changes = Changes()
        if let id, !lists.contains(id) {
            lists.append(id)
            changes.added = [id]
        }
        current = id
        return changes
    }
}
