/// Who gets a touch on a page container's header (research `nested-single-driver.md` §1, C1): the current list, so a
/// drag that starts on the header scrolls the page as one scroll view would, unless the touched view or one between it
/// and the header handles touches itself (a control, a scroll view such as a carousel, a view with a gesture recognizer
/// of its own such as an avatar's tap), which keeps it and so never scrolls the page.
enum PageHeaderTouch {
    /// What the container reads of one view between the touched one and the header.
    struct View: Sendable, Hashable {
        var isControl = false
        var isScrollView = false
        var hasGestureRecognizers = false
    }

    /// Whether a view of `chain` (the touched view up to the header, the header left out) handles touches itself.
    static func keepsTouch(_ chain: [View]) -> Bool {
        chain.contains { $0.isControl || $0.isScrollView || $0.hasGestureRecognizers }
    }

    /// The view that gets a touch that hit `hit` in the header: none when it hit nothing there (the touch goes on to the
    /// lists below), `hit` when it keeps its touches (`keepsTouch`), else the current list, or `hit` when there is none.
    static func receiver<Target>(hit: Target?, keepsTouch: (Target) -> Bool, currentList: () -> Target?) -> Target? {
        guard let hit else { return nil }
        return keepsTouch(hit) ? hit : currentList() ?? hit
    }
}
