import Foundation
@_spi(RefreshKitHost) import RefreshKit

/// One finger on the simulator's view tree, delivered as UIKit delivers a touch: to the recognizers of the touched
/// view and of its superviews, and to the touched view itself unless a recognizer holds or takes it
/// (`TestingWithTheSimulator.md`, "Touches"; [D] UIGestureRecognizer, [O] decompiled iOS 26.1 UIKitCore).
///
/// - The recognizers that hear the touch are those attached to the hit view and to its superviews ([D]
///   `addGestureRecognizer(_:)`), whatever scroll view they belong to: the pager's pan hears a touch on a list, the
///   current list's pan (hosted on the container) a touch anywhere on the page.
/// - A scroll view's pan marks its scroll view as tracking at touch-down (`shouldReceiveEvent:` calls
///   `_beginTrackingWithEvent:`), and begins at once on a decelerating one (`_beginScrollWithEvent:`, with the
///   simulator's `catchesFlingsAtTouchDown` reading); while its scroll view decelerates it holds the touch from the
///   view (`delaysTouchesBegan` returns `isDecelerating`). A pan that began so moves nothing until the finger has moved
///   the hysteresis along its scroll view's axis (`_handleCaughtDeceleratingScrollViewWithEvent:`: `translationInView:`
///   is zero while caught).
/// - A scroll view's delay (`delaysContentTouches`, scrolling on) holds the touch for 150 ms, delivers it at once when
///   the finger lifts, or when it moves past the hysteresis along an axis the scroll view cannot scroll
///   (`UIScrollViewDelayedTouchesBeganGestureRecognizer` `touchesBegan:`, `touchesEnded:`, `touchesMoved:`).
/// - A pan begins once the finger has moved the hysteresis (10 pt, [I]) along an axis its scroll view can scroll,
///   each axis measured alone (`UIPanGestureRecognizer _willScrollX`/`_willScrollY`: the translation's component along
///   the axis against `_hysteresis`; `UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:` requires
///   `_canScrollX` with `_willScrollX`, or `_canScrollY` with `_willScrollY`; UIScrollView's own
///   `_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent:` and `…Vertically…` return YES), and its scroll
///   view's `gestureRecognizerShouldBegin(_:)` agrees ([D]). So a vertical list's pan never begins on a horizontal
///   move, a pager's or a carousel's never on a vertical one, and in a diagonal drag the axis that reaches the
///   hysteresis first decides. If the touched view already has the touch, the pan fails unless its scroll view
///   `canCancelContentTouches` and `touchesShouldCancel(in:)` the view (`touchesMoved:` → `_canCancelContentTouches:`,
///   failing with "contentTouchDelivery"; [D] both properties). A pan that begins cancels the view's touch, or drops it
///   while held (`cancelsTouchesInView`), and the other recognizers fail: a scroll view's pan prevents every other
///   recognizer (`-[UIScrollView gestureRecognizer:canPreventGestureRecognizer:]` says NO only for its own touch delay),
///   it recognizes with none but its own pinch (`_gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`)
///   and requires no other pan to fail (`_gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`) [UK]; an
///   excluded scroll view's pan ends its tracking (`_handlePanFailure`).
/// - A pan that begins moves its scroll view by the translation past the hysteresis
///   (`_removeHysteresisFromTranslation` [UK]), not by the whole move that crossed it.
/// - When two pans could begin on the same move (both axes past the hysteresis at once), which tries first is not
///   documented: ``Order`` models both readings, `RK_PAN_ORDER=outermostFirst` flips the default, CI runs both.
/// - A tap fails once the finger moves more than 10 pt ([I], `UILongPressGestureRecognizer`'s documented
///   `allowableMovement`); it recognizes at the lift. A control that has the touch fires at the lift, and a tap above it
///   does not ([D] "default control actions prevent overlapping gesture recognizer behavior").
@MainActor
public final class SimulatedTouch {
    /// The view the hit test found.
    public let hitView: SimulatedView?
    /// The recognizer that took the touch (a pan that began, a tap, the header's delay taking it during a fling).
    public private(set) var winner: SimulatedRecognizer?
    /// Whether the touched view got the touch (`touchesBegan`), and whether it lost it again.
    public private(set) var isDelivered = false
    public private(set) var isCancelled = false
    public private(set) var translation = ScrollPoint()

    /// UIKit's pan hysteresis and a tap's allowable movement, in points ([I]).
    public static let hysteresis = 10.0

    /// Which of two pans that could begin on the same move tries first (undocumented).
    public enum Order: String, Sendable, CaseIterable {
        /// The recognizers of the deepest view first: the touched view's, then its superviews' (a list's pager before
        /// the current list's pan hosted on the container).
        case deepestFirst
        /// The recognizers of the outermost view first (the container's hosted pan before the pager's).
        case outermostFirst
    }

    /// The order in use; `RK_PAN_ORDER=outermostFirst` flips the default.
    public nonisolated static let defaultOrder: Order = ProcessInfo.processInfo.environment["RK_PAN_ORDER"] == "outermostFirst"
        ? .outermostFirst : .deepestFirst
    public let order: Order
    /// `_touchDelayForScrollDetection` ([I] 150 ms, see ``PageHeaderTouchDelay/delay``).
    public static let scrollDelay = PageHeaderTouchDelay.delay

    private enum State { case possible, holding(until: Double), released, began, failed }
    private var entries: [(recognizer: SimulatedRecognizer, state: State)]
    private var elapsed = 0.0
    private var isDropped = false
    private var isLifted = false
    /// Whether the winning pan moves its scroll view yet: it began past the hysteresis, or was caught at touch-down and
    /// the finger has moved the hysteresis along its axis since.
    private var winnerMoves = false

    /// A finger touches down at `point` in `root`'s superview's coordinates.
    public init(at point: ScrollPoint, in root: SimulatedView, order: Order = SimulatedTouch.defaultOrder) {
        let hit = root.hitTest(point)
        hitView = hit
        self.order = order
        entries = (hit?.chain ?? []).flatMap { $0.recognizers }.filter(\.isEnabled).map { ($0, State.possible) }
        // Every recognizer hears the touch first, deepest first ([I]; each scroll view tracking, the header's delay
        // reading the list's motion before the list's pan pauses it), then those that take it at once do, in ``order``:
        // one excluded by another still tracked, and its failure ends that (`_handlePanFailure`).
        let takers = Set(entries.indices.filter { touchDown($0) })
        for index in tryingOrder where takers.contains(index) {
            switch entries[index].recognizer.kind {
            case .headerDelay: take(index)
            default: if winner == nil, case .possible = entries[index].state { take(index) }
            }
        }
        deliverIfFree()
    }

    /// The entries in the order they try to begin (``Order``).
    private var tryingOrder: [Int] { order == .deepestFirst ? Array(entries.indices) : entries.indices.reversed() }

    /// The recognizer at `index` hears the touch begin; true when it takes it at once (a pan caught during a fling, the
    /// header's delay during one).
    private func touchDown(_ index: Int) -> Bool {
        let recognizer = entries[index].recognizer
        switch recognizer.kind {
        case .pan(let scrollView):
            if let list = scrollView.list {
                list.touchDown()
                return list.panState == .began  // caught during a fling: began at touch-down
            }
            return (scrollView.pager?.touchDown() ?? false) && SimulatedScrollView.defaultCatchesFlingsAtTouchDown
        case .scrollDelay(let scrollView):
            let holds = scrollView.delaysContentTouches && scrollView.isScrollEnabled
            entries[index].state = holds ? .holding(until: Self.scrollDelay) : .released
            return false
        case .headerDelay(let listMoves, _):
            switch PageHeaderTouchDelay.verdict(listMoves: listMoves()) {
            case .hold:
                entries[index].state = .holding(until: PageHeaderTouchDelay.delay)
                return false
            case .take:
                return true
            }
        case .tap:
            return false
        }
    }

    /// Time passes with the finger down: delays run out.
    public func advance(by seconds: Double) {
        elapsed += seconds
        for index in entries.indices {
            if case .holding(let until) = entries[index].state, elapsed >= until - 1e-9 { entries[index].state = .released }
        }
        deliverIfFree()
    }

    /// The finger moves by `dx`, `dy` (positive `dy` pulls content down).
    public func move(dx: Double = 0, dy: Double) {
        translation = ScrollPoint(x: translation.x + dx, y: translation.y + dy)
        let h = Self.hysteresis
        for index in entries.indices {
            guard case .holding = entries[index].state, case .scrollDelay(let view) = entries[index].recognizer.kind else { continue }
            if (!view.canScrollX && abs(translation.x) > h) || (!view.canScrollY && abs(translation.y) > h) {
                entries[index].state = .released
            }
        }
        deliverIfFree()
        if winner == nil { tryToBegin() }
        guard let winner, case .pan(let scrollView) = winner.kind else { return }
        let along = scrollView.canScrollY ? translation.y : translation.x
        let moved: Double
        if winnerMoves {
            moved = scrollView.canScrollY ? dy : dx
        } else {
            guard abs(along) >= h else { return }  // caught at touch-down: still until past the hysteresis
            winnerMoves = true
            moved = along - (along > 0 ? h : -h)  // `_removeHysteresisFromTranslation`
        }
        if let list = scrollView.list {
            list.moveFinger(by: moved)
        } else if let pager = scrollView.pager {
            pager.moveFinger(by: moved)
        } else {
            scrollView.contentOffsetX = min(max(0, scrollView.contentOffsetX - moved), max(0, scrollView.contentWidth - scrollView.frame.size.width))
        }
    }

    /// The finger lifts.
    public func lift() {
        guard !isLifted else { return }
        isLifted = true
        for index in entries.indices {
            switch (entries[index].recognizer.kind, entries[index].state) {
            case (.pan(let scrollView), .began):
                scrollView.list?.release()
                scrollView.pager?.release()
            case (.pan(let scrollView), .possible):
                scrollView.list?.touchUp()
                scrollView.pager?.touchUp()
            case (.scrollDelay, .holding), (.headerDelay, .holding): entries[index].state = .released
            default: break
            }
        }
        deliverIfFree()
        guard winner == nil else { return }
        if let hit = hitView, hit.kind == .control, isDelivered, !isCancelled {
            hit.actions += 1
            return
        }
        let tap = entries.firstIndex { entry in
            if case .tap = entry.recognizer.kind, case .possible = entry.state { return true } else { return false }
        }
        guard let tap, case .tap(let owner) = entries[tap].recognizer.kind else { return }
        owner.actions += 1
        take(tap)
    }

    // MARK: Delivery

    /// The touched view gets the touch once nothing holds it.
    private func deliverIfFree() {
        guard !isDelivered, !isDropped, let hit = hitView else { return }
        let held = entries.contains { entry in
            switch (entry.recognizer.kind, entry.state) {
            case (_, .holding): return true
            case (.pan(let scrollView), .possible): return scrollView.isMoving
            default: return false
            }
        }
        guard !held else { return }
        isDelivered = true
        hit.touchesBegan += 1
    }

    /// The first pan that may begin on this move does, in ``order``; a tap fails once the finger moved too far.
    private func tryToBegin() {
        let h = Self.hysteresis
        for index in tryingOrder {
            guard case .possible = entries[index].state else { continue }
            switch entries[index].recognizer.kind {
            case .tap:
                if abs(translation.x) > h || abs(translation.y) > h { entries[index].state = .failed }
            case .pan(let scrollView):
                let wants = (scrollView.canScrollY && abs(translation.y) >= h) || (scrollView.canScrollX && abs(translation.x) >= h)
                guard wants, winner == nil else { continue }
                let refused = scrollView.shouldBeginPan.map { !$0(translation) } ?? false  // `gestureRecognizerShouldBegin(_:)`
                if refused || isDelivered && !isCancelled && hitView.map({ hit in
                    !(scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(hit))
                }) == true {
                    fail(index)  // refused, or "contentTouchDelivery"
                    continue
                }
                take(index)
            default:
                continue
            }
        }
    }

    /// The pan at `index` fails: its scroll view's tracking ends (`_handlePanFailure`, a pager to its nearest page).
    private func fail(_ index: Int) {
        entries[index].state = .failed
        guard case .pan(let scrollView) = entries[index].recognizer.kind else { return }
        scrollView.list?.touchUp()
        scrollView.pager?.touchUp()
    }

    /// `index` takes the touch: the view's touch is cancelled (or dropped while held), every other recognizer fails.
    private func take(_ index: Int) {
        let previous = winner
        entries[index].state = .began
        winner = entries[index].recognizer
        if isDelivered { isCancelled = true; hitView?.touchesCancelled += 1 } else { isDropped = true }
        let keepsListPan: (SimulatedRecognizer) -> Bool
        if case .headerDelay(_, let isListPan) = entries[index].recognizer.kind { keepsListPan = isListPan } else { keepsListPan = { _ in false } }
        for other in entries.indices where other != index {
            guard !keepsListPan(entries[other].recognizer) else { continue }
            switch (entries[other].recognizer.kind, entries[other].state) {
            case (.pan, .possible):
                fail(other)
            case (.tap, .possible):
                entries[other].state = .failed
            default: break
            }
        }
        // The header's delay recognizes only to drop the touch: the list's pan may still begin (on the first move,
        // under the catch-at-first-move reading).
        if case .headerDelay = entries[index].recognizer.kind { winner = previous; entries[index].state = .failed }
    }
}
