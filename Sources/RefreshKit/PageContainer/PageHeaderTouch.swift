/// How a page container's header and tab bar get their touches (issue 34, "Touches on the header" in
/// `PageContainer.md`): the current list's `panGestureRecognizer` is hosted on the container, an ancestor of the header,
/// the tab bar and the pager, so a touch anywhere on them reaches it as it reaches a scroll view's pan from its content
/// ([D] `addGestureRecognizer(_:)`: a recognizer gets "touches hit-tested to that view and all of its subviews"). The
/// pan still scrolls its own list ([O] `UIScrollViewPanGestureRecognizer` keeps its scroll view in a weak `_scrollView`
/// of its own, apart from `view`), so UIKit's own rules apply: a quick drag that starts on a control, a text view or a
/// view with its own recognizer scrolls the page, a tap at rest reaches the control, and a touch during a fling or a
/// bounce stops it and fires nothing (`_beginScrollWithEvent:` begins the pan at touch-down; `delaysTouchesBegan`
/// holds the touch from the content while the list decelerates).
@_spi(RefreshKitHost) public enum PageHeaderTouch {
    /// Where the container puts the current list's pan.
    public enum Routing: Sendable, Hashable {
        /// Before issue 34: the overlay's hit test hands a touch to the current list unless a view on the way handles
        /// touches itself (``keepsTouch(_:)``), which then keeps it and never scrolls the page.
        case hitTestToList
        /// The pan on the container, the header's touches delayed as a scroll view delays its content's
        /// (``PageHeaderTouchDelay``).
        case panOnContainer
    }

    /// What the container does.
    public static let routing = Routing.panOnContainer

    /// What the container reads of one view between the touched one and the header.
    public struct View: Sendable, Hashable {
        public var isControl = false
        public var isScrollView = false
        public var hasGestureRecognizers = false

        public init(isControl: Bool = false, isScrollView: Bool = false, hasGestureRecognizers: Bool = false) {
            self.isControl = isControl
            self.isScrollView = isScrollView
            self.hasGestureRecognizers = hasGestureRecognizers
        }
    }

    /// Whether a view of `chain` (the touched view up to the header, the header left out) handles touches itself:
    /// with ``Routing/hitTestToList``, such a view kept the touch.
    public static func keepsTouch(_ chain: [View]) -> Bool {
        chain.contains { $0.isControl || $0.isScrollView || $0.hasGestureRecognizers }
    }

    /// The view that gets a touch that hit `hit` in the header. With ``Routing/panOnContainer`` (the container's) it
    /// is `hit` itself: the pan on the container hears it wherever it lands, and nothing is routed to a list, so a list
    /// that is hidden or cannot be touched, and the list's location-based interactions (context menus), never get a
    /// header touch. With ``Routing/hitTestToList``: none when it hit nothing, `hit` when it keeps its touches, else the
    /// current list, or `hit` when there is none.
    public static func receiver<Target>(hit: Target?, routing: Routing = routing, keepsTouch: (Target) -> Bool,
                                 currentList: () -> Target?) -> Target? {
        guard let hit, routing == .hitTestToList else { return hit }
        return keepsTouch(hit) ? hit : currentList() ?? hit
    }

    /// The container's claim on the `isEnabled` of the pan of a list it links: none on the current list's, which it hosts
    /// (the app's value stands), and off on every other one's.
    ///
    /// A list beside the current one shows only while the pager moves, and a touch can stop the pager there (a finger
    /// on an animated tab tap's scroll, `_beginTrackingWithEvent:` [O]; on a settling pager under the catch-at-first-move
    /// reading). A vertical drag on that list then went to its own pan, the deepest one that could begin, and the
    /// container, which keeps that list in line with the header, put it back on every move: the drag did nothing. With
    /// its pan off ([D] `isEnabled`: "Disabled gesture recognizers don't receive touches"), the current list's pan on the
    /// container takes the drag, and the header and every list that shows move with the finger, as one scroll view.
    public static func listPanClaim(isCurrent: Bool) -> Bool? { isCurrent ? nil : false }

    /// The pans to move so that the container hosts `current`'s pan exactly while it is in a window, given that it
    /// hosts `hosted`'s now: the one hosted goes back to its list and the current one's comes onto the container; a
    /// container that leaves its window (removed, its screen popped, about to be deallocated) gives the pan back, so a
    /// list that lives on elsewhere (a view controller the app keeps, a list moved to another screen) scrolls by itself
    /// again, and takes it once more when it comes back. Nothing moves when nothing changes (a recognizer moved while
    /// it tracks would be reset). `hosted` is what the container hosts afterwards.
    public static func panMoves<List: AnyObject>(hosting hosted: List?, current: List?, isInWindow: Bool)
        -> (giveBack: List?, host: List?, hosted: List?) {
        let wanted = isInWindow ? current : nil
        return hosted === wanted ? (nil, nil, hosted) : (hosted, wanted, wanted)
    }
}
