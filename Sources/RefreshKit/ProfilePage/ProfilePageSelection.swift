/// How a SwiftUI `ProfilePage` keeps the app's selection binding and the container's selected page in step, so that
/// neither undoes the other.
///
/// - The app asks for a page only by changing the binding: an update that reads the value it read last time asks for
///   nothing, whatever the container shows meanwhile (a swipe past half way, a tab tap).
/// - The container's selection goes to the binding on the next main-actor turn (SwiftUI does not allow a write inside
///   its update), the newest one when several came in one turn. Until it lands, an update that still reads the old
///   value is that write on its way, not a request to go back; a value the app wrote meanwhile (neither) is the app's
///   and wins.
/// - A page the app asked for is where the pager goes: the pages it passes on the way (an animated scroll from the first
///   tab to the third) are not written to the binding, unless the pager comes to rest on one (a finger stopped it).
/// - A value outside the tabs shows the nearest tab and is written back; with no tabs nothing is shown and the value
///   waits for tabs.
struct ProfilePageSelection: Sendable, Hashable {
    /// The page to show: `PageContainerView.selectPage(at:animated:)`.
    struct Select: Sendable, Hashable {
        var index: Int
        /// Whether the pager scrolls there (never for the first selection: the page opens on it).
        var animated: Bool
    }

    /// The binding's value as last read in an update, or as written by the layer once the write landed.
    private(set) var lastRead: Int?
    /// The page the container shows or was told to show.
    private(set) var shown: Int?
    /// A value on its way to the binding.
    private(set) var pending: Int?
    /// The page the app asked for, while the pager goes there.
    private(set) var target: Int?

    /// A SwiftUI update read `value` from the binding, with `count` tabs; `animated`: the update's transaction animates.
    /// Returns the page to show, if the container must be told; calls `schedule` when a write to the binding is due
    /// (a value outside the tabs).
    mutating func appRead(_ value: Int, count: Int, animated: Bool, schedule: () -> Void) -> Select? {
        guard count > 0 else { return nil }
        guard value != pending else {  // the layer's write landed
            lastRead = value
            pending = nil
            return nil
        }
        guard value != lastRead || shown == nil else { return nil }  // no request (or a write on its way)
        lastRead = value
        let page = min(max(value, 0), count - 1)
        pending = page == value ? nil : page
        if pending != nil { schedule() }
        guard page != shown else { return nil }
        let select = Select(index: page, animated: animated && shown != nil)
        shown = page
        target = select.animated ? page : nil
        return select
    }

    /// The container selected `index` (a swipe past half way, a tab tap, a reload): `schedule` is called when a write
    /// to the binding is due and none is scheduled yet. A page passed on the way to the app's target is not written.
    mutating func containerSelected(_ index: Int, schedule: () -> Void) {
        shown = index
        guard target == nil || target == index else { return }
        target = nil
        write(index, schedule: schedule)
    }

    /// The pager came to rest on `index`: a scroll to the app's target that a finger stopped on another page ends there.
    mutating func containerSettled(_ index: Int, schedule: () -> Void) {
        shown = index
        target = nil
        write(index, schedule: schedule)
    }

    /// The scheduled write: the value to write now (the newest), nil when none is due any more.
    mutating func takeWrite() -> Int? {
        defer {
            lastRead = pending ?? lastRead
            pending = nil
        }
        return pending
    }

    private mutating func write(_ index: Int, schedule: () -> Void) {
        let wasPending = pending != nil
        guard index != (pending ?? lastRead) else { return }
        pending = index
        if !wasPending { schedule() }
    }
}
