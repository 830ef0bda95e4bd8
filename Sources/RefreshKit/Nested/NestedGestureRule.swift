/// Which pans of a nested page recognise together: the parent's pan with the pan of a registered vertical list,
/// in either order, unless the app excludes it (a list reordering its rows). The pager and carousels never do.
enum NestedGestureRule {
    /// What the UIKit layer reads of one gesture recogniser.
    struct Pan: Sendable, Hashable {
        /// It is the parent's own pan.
        var isParentPan = false
        /// It is the own pan of a list registered with the page.
        var isRegisteredListPan = false
        /// Its list scrolls sideways (a carousel registered by mistake).
        var scrollsHorizontally = false
        /// The app's `excludesGesture` returned true for it.
        var isExcluded = false
    }

    /// Whether a registered list is a carousel registered by mistake, from its collection view's flow layout
    /// (`flowScrollsHorizontally`: whether it scrolls sideways; nil for any other scroll view or layout). Content sizes
    /// are not used: a web view's wide table, or a pinch-zoomed page, is wider than tall and still a vertical list.
    static func isCarousel(flowScrollsHorizontally: Bool?) -> Bool {
        flowScrollsHorizontally ?? false
    }

    static func recognizeTogether(_ a: Pan, _ b: Pan) -> Bool {
        func pairs(_ parent: Pan, _ list: Pan) -> Bool {
            parent.isParentPan && list.isRegisteredListPan && !list.scrollsHorizontally && !list.isExcluded
        }
        return pairs(a, b) || pairs(b, a)
    }
}
