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
        /// What the binding's current list becomes: kept, or the page's current one (nil: none).
        var child: ChildChange

        init(added: [ID] = [], removed: [ID] = [], currentRemoved: Bool = false, child: ChildChange? = nil) {
            self.added = added
            self.removed = removed
            self.currentRemoved = currentRemoved
            self.child = child ?? (currentRemoved ? .current(nil) : .kept)
        }
    }

    /// What a change of the lists does to the binding's current list.
    enum ChildChange: Sendable, Equatable {
        /// It stays.
        case kept
        /// It becomes this list (nil: none); the coordinator gives the binding its host.
        case current(ID?)
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
        let added = kept.filter { !lists.contains($0) }
        let removed = lists.filter { !kept.contains($0) }
        lists = kept
        guard let current, !kept.contains(current) else { return Changes(added: added, removed: removed) }
        self.current = nil
        return Changes(added: added, removed: removed, currentRemoved: true)
    }

    /// Makes `id` the current list (nil: none). Returns what changed, or nil when nothing does: the same list
    /// again, or the parent.
    mutating func select(_ id: ID?) -> Changes? {
        guard id != current, id != parent else { return nil }
        var changes = Changes(child: .current(id))
        if let id, !lists.contains(id) {
            lists.append(id)
            changes.added = [id]
        }
        current = id
        return changes
    }
}
