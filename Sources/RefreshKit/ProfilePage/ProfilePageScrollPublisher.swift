/// When a SwiftUI `ProfilePage` writes ``ProfilePageScroll`` to the app's binding: the container reports every move
/// of the header; a write is scheduled on the next main-actor turn only when the published state changes and none is
/// scheduled yet, and it writes the newest state then.
struct ProfilePageScrollPublisher: Sendable, Hashable {
    /// The state as the container last reported it.
    private(set) var current = ProfilePageScroll()
    /// The state last written to the binding.
    private(set) var written: ProfilePageScroll?
    private(set) var isScheduled = false

    /// The container reported the header's state: `schedule` is called when a write is due (then call ``write()`` on
    /// the next turn).
    mutating func report(progress: Double? = nil, stuck: Bool? = nil, offset: Double? = nil, schedule: () -> Void) {
        current = ProfilePageScroll(collapseProgress: progress ?? current.collapseProgress, tabsAreStuck: stuck ?? current.tabsAreStuck,
                                    headerOffset: offset ?? current.headerOffset)
        guard !isScheduled, current.published != written else { return }
        isScheduled = true
        schedule()
    }

    /// The scheduled write: the state to write to the binding, nil when it is what the binding holds already.
    mutating func write() -> ProfilePageScroll? {
        isScheduled = false
        let now = current.published
        guard now != written else { return nil }
        written = now
        return now
    }
}
