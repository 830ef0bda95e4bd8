/// When a page container's pager may start a horizontal swipe: not toward the side before the first page when the
/// navigation controller can go back, so that its edge swipe (and a full-screen or content back swipe) pops the page
/// instead of rubber-banding the pager (every peer has this issue thread: JXCategoryView #268, Pageboy #270,
/// TYPagerController #73). On every other page, and when nothing can pop, the pager swipes as usual.
enum PagerPanRule {
    /// Whether the pager's pan may begin with the pager at `position` (in pages) and the finger moving at `velocityX`
    /// (points a second, positive to the right), when a back swipe is possible (`canGoBack`). Right to left, the first
    /// page is at the right and "before" it is a swipe to the left.
    static func mayBegin(position: Double, velocityX: Double, isRightToLeft: Bool, canGoBack: Bool) -> Bool {
        guard canGoBack, position.isFinite, velocityX.isFinite else { return true }
        let towardBeforeFirst = isRightToLeft ? velocityX < 0 : velocityX > 0
        return !(position < 0.5 && towardBeforeFirst)
    }

    /// Whether the navigation controller's back swipe can pop the page: something to go back to (`stackCount` view
    /// controllers, nil with no navigation controller) and its pop gesture on (`popGestureEnabled`, nil with none).
    static func canGoBack(stackCount: Int?, popGestureEnabled: Bool?) -> Bool {
        (stackCount ?? 0) > 1 && popGestureEnabled == true
    }
}
