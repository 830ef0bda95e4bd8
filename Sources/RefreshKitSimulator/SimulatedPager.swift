import Foundation
@_spi(RefreshKitHost) import RefreshKit

// The page container's pager: a horizontal UIScrollView with `isPagingEnabled`, its pages side by side.
//
// Rules, with what backs each: [D] documented by Apple, [UK] observed in UIKit's implementation (decompiled iOS 26.1
// UIKitCore, `UIScrollView.m`; facts only), [I] inferred.
//
// 1. Paging: "the scroll view stops on multiples of the scroll view's bounds when the user scrolls" [D,
//    `UIScrollView.isPagingEnabled`]. Between rests it shows parts of two pages: a swipe, its deceleration to the page
//    and an animated `setContentOffset` move the content, neighbouring pages included, continuously [D, the same page
//    and "Scroll View Programming Guide: Scrolling the Scroll View Content"]. Every offset change is a KVO change.
// 2. A drag: `offset = startOffset − translation` (`_updatePanGesture` [UK]), rubber-banded past either end with the
//    vertical model's formula (`_rubberBandContentOffsetForOffset:outsideX:outsideY:`, one code for both axes [UK]).
//    The pan's state changes are KVO changes of `panGestureRecognizer.state` [D, continuous recognizers].
// 3. A release: `handlePan:` calls `_prepareToPageWithHorizontalVelocity:verticalVelocity:` (the target page), then
//    `_endPanNormal:` (the deceleration toward it), then `_trackingDidEnd` [UK]. How the target is chosen is not
//    documented: ``SimulatedPager/Target`` models two readings, `RK_PAGER_TARGET` flips the default and CI runs both.
//    The deceleration to the page (`_getPagingDecelerationOffset` [UK name]) is modelled as the bounce's spring: the
//    distance left shrinks by 0.99 per ms [I]; `isDecelerating` from the release until the page is reached.
// 4. The rest: the last offset change of a paging deceleration comes while `isDecelerating` is still true, and nothing
//    is posted when it clears (`scrollViewDidEndDecelerating` is a delegate call, not KVO) [UK, the deceleration ends
//    in `_stopScrollingNotify:pin:` after the frame's `setContentOffset:`]. A container finds the rest on the next turn
//    of the run loop (`PageContainerView.pagerMayComeToRest`): here, at the end of the frame.
// 5. `setContentOffset(_:animated: true)` (an animated tab tap): constant speed over 0.3 s, as the vertical model's;
//    `isScrollAnimating` meanwhile (the view's animation, `_setContentOffset:animated:…` [UK]); a touch stops it.
// 6. A touch on a decelerating or animating pager stops it where it is (the vertical model's touch-down rule,
//    `_beginTrackingWithEvent:` [UK]).
// 7. Its pan in the view tree (`SimulatedTouch`): it hears every touch in the pager, a list's included, and marks the
//    pager as tracking at touch-down (`-[UIScrollViewPanGestureRecognizer shouldReceiveEvent:]` calls
//    `_beginTrackingWithEvent:` [UK]); it begins at touch-down on a pager decelerating to a page (`_beginScrollWithEvent:`,
//    `_shouldBeginScroll` [UK]), else once the finger has moved the hysteresis horizontally, the one axis it can scroll
//    (`_shouldTryToBeginWithEvent:`: `_canScrollX` and `_willScrollX` [UK]); a pan that never began, or that another
//    pan excluded, fails: `_handlePanFailure` pages to the nearest page without velocity and ends tracking [UK].

/// A model of the page container's pager: a paging horizontal `UIScrollView` (see the rules at the top of this file).
/// `moveFinger(by:)` positive moves the finger right, toward the previous page.
@MainActor
public final class SimulatedPager {
    /// How a release picks the page the pager stops on (rule 3).
    public enum Target: String, Sendable, CaseIterable {
        /// A release faster than 0.25 pt/ms (the momentum threshold) goes one page on in its direction from the page
        /// the offset is on; a slower one to the nearest page.
        case flick
        /// The page nearest to where the release would coast (the offset plus the velocity's deceleration distance at
        /// the normal rate, `v · r / (1 − r)`), at most one page from the one the drag began on.
        case projected
    }

    /// The target reading in use; `RK_PAGER_TARGET=projected` flips the default.
    public nonisolated static let defaultTarget: Target = ProcessInfo.processInfo.environment["RK_PAGER_TARGET"] == "projected"
        ? .projected : .flick

    /// What an observer hears: the offset's KVO, or the pan's state.
    public enum Change: Sendable, Hashable { case contentOffset, panState }

    public let pageWidth: Double
    public private(set) var pageCount: Int
    public var framesPerSecond: Double
    public var target = SimulatedPager.defaultTarget
    public private(set) var contentOffset = 0.0
    public private(set) var isTracking = false
    public private(set) var isDecelerating = false
    public private(set) var isScrollAnimating = false
    /// Heard after every change, in order.
    public var observers: [@MainActor (SimulatedPager, Change) -> Void] = []

    private var drag: (start: Double, translation: Double, velocity: Double)?
    private var decelerationTarget: Double?
    private var animation: (from: Double, to: Double, elapsed: Double)?

    public init(pageWidth: Double, pageCount: Int, framesPerSecond: Double) {
        self.pageWidth = max(1, pageWidth)
        self.pageCount = max(0, pageCount)
        self.framesPerSecond = framesPerSecond
    }

    /// The pager's position in pages (1.5: half way from the second to the third).
    public var position: Double { contentOffset / pageWidth }
    public var maxOffset: Double { Double(max(0, pageCount - 1)) * pageWidth }
    /// Whether it rests: no finger, no deceleration, no animation.
    public var isAtRest: Bool { !isTracking && !isDecelerating && !isScrollAnimating }

    /// The number of pages changed (a reload): the offset stays inside the new content.
    public func setPageCount(_ count: Int) {
        pageCount = max(0, count)
        if contentOffset > maxOffset { setOffset(maxOffset) }
    }

    /// A finger touches down: a deceleration or an animation stops where it is (rule 6). Returns whether the pager was
    /// decelerating to a page: its pan then begins at once (rule 7).
    @discardableResult
    public func touchDown() -> Bool {
        guard !isTracking else { return false }
        let caught = isDecelerating
        isTracking = true
        decelerationTarget = nil
        animation = nil
        isDecelerating = false
        isScrollAnimating = false
        return caught
    }

    /// The finger lifts, or another recognizer took the touch, before the pan began (rule 7): tracking ends and a pager
    /// left between pages goes to the nearest one, as a release without velocity does.
    public func touchUp() {
        guard isTracking else { return }
        if drag != nil { return release() }
        notify(.panState)  // `.possible` → `.failed`, set (and observed) while still tracking
        let page = targetPage(velocity: 0, startPage: (contentOffset / pageWidth).rounded())
        if abs(page - contentOffset) > 1e-9 {  // `_prepareToPage…` and `_endPanNormal:` before `_trackingDidEnd`
            decelerationTarget = page
            isDecelerating = true
        }
        isTracking = false
    }

    /// The finger moves right by `dx` (toward the previous page); the first move begins the pan.
    public func moveFinger(by dx: Double) {
        if !isTracking { touchDown() }
        if drag == nil {
            drag = (contentOffset, 0, 0)
            notify(.panState)
        }
        drag?.translation += dx
        drag?.velocity = -dx / (1000 / framesPerSecond)  // pt/ms toward the next page
        notify(.panState)  // `.changed` on every move
        setOffset(rubberBanded((drag?.start ?? contentOffset) - (drag?.translation ?? 0)))
    }

    /// Lifts the finger; with `velocity` (pt/ms, positive toward the next page) instead of the tracked one.
    public func release(velocity: Double? = nil) {
        guard isTracking else { return }
        let v = velocity ?? drag?.velocity ?? 0
        let startPage = ((drag?.start ?? contentOffset) / pageWidth).rounded()
        // The recognizer's state (`.ended`) is set, and observed, before its action runs: still tracking then.
        if drag != nil { notify(.panState) }
        drag = nil
        let page = targetPage(velocity: v, startPage: startPage)  // `_prepareToPage…`, then `_endPanNormal:`, then `_trackingDidEnd`
        if abs(page - contentOffset) > 1e-9 {
            decelerationTarget = page
            isDecelerating = true
        }
        isTracking = false
    }

    /// `setContentOffset(_:animated:)` to the page at `index` (an animated tab tap, rule 5), or at once.
    public func scroll(toPage index: Int, animated: Bool) {
        let x = min(max(Double(index), 0), Double(max(0, pageCount - 1))) * pageWidth
        decelerationTarget = nil
        isDecelerating = false
        guard animated, abs(x - contentOffset) > 1e-9 else {
            animation = nil
            isScrollAnimating = false
            return setOffset(x)
        }
        animation = (contentOffset, x, 0)
        isScrollAnimating = true
    }

    /// One display frame: a deceleration to a page or an animation moves on.
    public func stepFrame() {
        let dt = 1 / framesPerSecond
        if let target = decelerationTarget {
            let left = (target - contentOffset) * pow(0.99, dt * 1000)
            let done = abs(left) < 0.5
            setOffset(done ? target : target - left)  // the last change while still decelerating (rule 4)
            if done {
                decelerationTarget = nil
                isDecelerating = false
            }
        } else if var running = animation {
            running.elapsed += dt
            let t = min(1, running.elapsed / 0.3)
            animation = t < 1 ? running : nil
            setOffset(running.from + (running.to - running.from) * t)
            if t >= 1 { isScrollAnimating = false }
        }
    }

    /// The page a release at `velocity` stops on (rule 3).
    private func targetPage(velocity v: Double, startPage: Double) -> Double {
        let nearest = (contentOffset / pageWidth).rounded()
        let page: Double
        switch target {
        case .flick:
            page = abs(v) > 0.25 ? (v > 0 ? (contentOffset / pageWidth).rounded(.down) + 1 : (contentOffset / pageWidth).rounded(.up) - 1)
                                 : nearest
        case .projected:
            let coast = v * 0.998 / (1 - 0.998)  // the deceleration distance at the normal rate, in points
            page = min(max(((contentOffset + coast) / pageWidth).rounded(), startPage - 1), startPage + 1)
        }
        return min(max(page, 0), Double(max(0, pageCount - 1))) * pageWidth
    }

    private func rubberBanded(_ x: Double) -> Double {
        let outside = x < 0 ? x : x > maxOffset ? x - maxOffset : 0
        guard outside != 0 else { return x }
        let banded = (1 - 1 / (abs(outside) * 0.55 / pageWidth + 1)) * pageWidth
        return outside < 0 ? -banded : maxOffset + banded
    }

    private func setOffset(_ x: Double) {
        guard x != contentOffset else { return }
        contentOffset = x
        notify(.contentOffset)
    }

    private func notify(_ change: Change) {
        for observer in observers { observer(self, change) }
    }
}
