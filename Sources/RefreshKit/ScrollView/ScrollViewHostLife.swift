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

    /// The claim a nested page's coordinator holds on the bounce of a scroll view refreshing along `axis`, which it
    /// made itself (it does not use ``BorrowedSetting`` yet): `true` while it observes a vertical list (it is the
    /// view's priority observer), so that a short list can still bring the page's header back; nil otherwise.
    /// Recorded with ``BorrowedSetting/note(_:by:)`` before the component releases, so the release leaves it on.
    static func coordinatorBounce(axis: ScrollAxis, hasPriorityObserver: Bool) -> Bool? {
        axis == .vertical && hasPriorityObserver ? true : nil
    }
}
