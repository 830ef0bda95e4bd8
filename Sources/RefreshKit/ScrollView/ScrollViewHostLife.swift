/// Which of the UIKit host's observation callbacks are news, decided without UIKit: a bounds change only when
/// the size changed, a pan state change only when a drag begins, and a look for a stretching navigation bar only
/// along a vertical axis. The host calls these from its KVO callbacks and does what they call back.
struct ScrollViewHostLife: Sendable {
    /// The bounds size last seen.
    private(set) var boundsSize: ScrollSize

    /// The life of a host whose scroll view's bounds are `boundsSize` when it installs.
    init(boundsSize: ScrollSize) {
        self.boundsSize = boundsSize
    }

    /// Whether a change of the bounds to `size` is news, remembering the size: only when it differs from the last
    /// one seen. KVO on `bounds` fires on every scroll, as `bounds.origin` is the content offset; only a new size
    /// (rotation, split view, `setFrame`) moves thresholds and may bring another navigation bar. (An answer, not a
    /// callback: what the host does about it writes to the scroll view, whose KVO comes back here re-entrantly.)
    mutating func boundsDidChange(size: ScrollSize) -> Bool {
        guard size != boundsSize else { return false }
        boundsSize = size
        return true
    }

    /// The size of the area the content shows in (the probe's: the safe area less the keyboard) last seen.
    private(set) var visibleAreaSize: ScrollSize?

    /// Whether the bounds size or the visible area's size (nil: not measured) is news, remembering both. The probe
    /// pinned to the scroll view's safe-area and keyboard layout guides is resized in the layout pass that follows a
    /// change of the safe area, the keyboard or the frame: what UIKit reports, in the same turn, of an adjusted inset
    /// that changed without moving the offset (it has no KVO for `adjustedContentInset`).
    mutating func sizesDidChange(bounds: ScrollSize, visibleArea: ScrollSize?) -> Bool {
        let area = visibleArea != visibleAreaSize
        if area { visibleAreaSize = visibleArea }
        return boundsDidChange(size: bounds) || area
    }

    /// The pan gesture's state changed to `state`: calls `beginsDrag` when a drag begins. KVO on the recogniser's
    /// `state` fires on every move (UIKit sets `.changed` again each time), `.began` once per gesture; the host
    /// looks at the navigation bar again then, since the app may have changed what stretches since the last look
    /// (`setContentScrollView(_:for:)`, a search controller or a title mode set after appearance).
    static func panStateDidChange(_ state: ScrollViewReading.PanState, beginsDrag: () -> Void) {
        guard state.beginsDrag else { return }
        beginsDrag()
    }

    /// Whether the host looks for a stretching navigation bar over a scroll view refreshing along `axis`: only a
    /// vertical one, as no bar stretches sideways (the walk up the responder chain is skipped for carousels).
    static func looksForStretchingBar(_ axis: ScrollAxis) -> Bool {
        axis == .vertical
    }

    /// The host a scroll view gets for components along `axis`: the one `installed` already, when it works along
    /// that axis; otherwise, after the components of the other axis leave (`empty`, which uninstalls a host left with
    /// nothing), the one still installed if that emptied nothing, else a new one (`make`). A scroll view refreshes
    /// along one axis, and the host it has is stored on the view (an associated object), so it is looked up again
    /// rather than remembered.
    static func host<Host: AnyObject>(along axis: ScrollAxis, installed: () -> Host?, axisOf: (Host) -> ScrollAxis,
                                      empty: (Host) -> Void, make: () -> Host) -> Host {
        if let host = installed() {
            if axisOf(host) == axis { return host }
            empty(host)
            if let host = installed() { return host }  // not emptied: keep the one observing
        }
        return make()
    }

    /// The object stored on a view (an associated object) when there is one and it is `usable`, else `make()`'s, which
    /// stores a new one: the settings ledger of a scroll view, or a SwiftUI modifier's attachment, which is made again
    /// once its component has left the scroll view.
    static func reuse<Stored: AnyObject>(_ stored: Stored?, while usable: (Stored) -> Bool = { _ in true },
                                         orMake make: () -> Stored) -> Stored {
        guard let stored, usable(stored) else { return make() }
        return stored
    }

    /// What a weakly held view answers `rk.header` (or `rk.footer`) with once `gone` leaves: nothing when it was that
    /// view, else the one it holds (the other component, or a newer one in the same role, stays). A `gone` that was
    /// freed (nil) takes nothing with it: the weak reference to it is nil already.
    static func remaining<Held: AnyObject>(_ held: Held?, forgetting gone: AnyObject?) -> Held? {
        held === gone ? nil : held
    }

    /// Where the content should be after RefreshKit wrote `contentInset` with the offset at `before` and UIKit then
    /// moved it to `after`: UIKit clamps the offset into the new range as it writes an inset (and `UITableView`
    /// adjusts it by the inset's change), so a write that must keep the view where it was puts `before` back; one
    /// that need not leaves UIKit's. The caller writes only a value other than the one in place.
    static func offsetAfterInsetWrite(preservingOffset: Bool, before: ScrollPoint, after: ScrollPoint) -> ScrollPoint {
        preservingOffset ? before : after
    }

    /// Stops what moves a scroll view on its own before RefreshKit moves it: a nested page's momentum when the
    /// coordinator's carried momentum is this view's deceleration to the engine (`stopNestedMomentum`), then UIKit's
    /// own deceleration or bounce, but only while it decelerates (`stopScrolling`, a `setContentOffset(_:animated:)`
    /// to where it is, which stops the integrator even for the same value; at rest there is nothing to stop, and under
    /// a finger the write would jump the drag). `isDecelerating` is read after the nested momentum stopped.
    static func stopDeceleration(nestedMotion: NestedMotion, isDecelerating: () -> Bool,
                                 stopNestedMomentum: () -> Void, stopScrolling: () -> Void) {
        if nestedMotion == .momentum { stopNestedMomentum() }
        Self.stopScrolling(isDecelerating: isDecelerating(), stop: stopScrolling)
    }

    /// Stops UIKit's deceleration or bounce (`stop`) only while the view decelerates: see
    /// ``stopDeceleration(nestedMotion:isDecelerating:stopNestedMomentum:stopScrolling:)``.
    static func stopScrolling(isDecelerating: Bool, stop: () -> Void) {
        guard isDecelerating else { return }
        stop()
    }

    /// What a frame clock does when asked to run (`running`) while it runs or not: starts a display link, stops it, or
    /// nothing, so a clock asked again keeps its link (a new one would restart its frame timing).
    static func clockChange(running: Bool, isRunning: Bool) -> ClockChange? {
        switch (running, isRunning) {
        case (true, false): .start
        case (false, true): .stop
        default: nil
        }
    }

    /// A frame clock's change: see ``clockChange(running:isRunning:)``.
    enum ClockChange: Sendable, Hashable {
        case start, stop
    }

    /// A priority observer's own KVO of a view (a nested page's host) reports a change (`report`) only while no RefreshKit
    /// host observes the view (`hasRefreshHost`): such a host tells its priority observer first, before its engine, so
    /// each change is heard once and the observer can hold the view before the engine sees it (two KVO observers of one
    /// property are called in an undefined order).
    static func ownObservation(hasRefreshHost: Bool, report: () -> Void) {
        guard !hasRefreshHost else { return }
        report()
    }

    /// The claim recorded for the observer that hears a scroll view's changes first, on the bounce along `axis`, as the
    /// last component leaves: `true` while a nested page's coordinator observes a vertical list, so that a short list
    /// can still bring the page's header back; nil otherwise, a page container's list included (the container claims
    /// the bounce itself, as `.container`, and gives it back when the list leaves; a note would outlive it). Recorded
    /// with ``BorrowedSetting/note(_:by:)`` before the component releases, so the release leaves it on.
    static func coordinatorBounce(axis: ScrollAxis, priorityObserver: PriorityObserver?) -> Bool? {
        axis == .vertical && priorityObserver == .nestedPage ? true : nil
    }

    /// What hears a scroll view's changes before its refresh host does.
    enum PriorityObserver: Sendable, Hashable {
        /// A nested page's host (its coordinator).
        case nestedPage
        /// A page container's list observer.
        case pageContainerList
    }
}
