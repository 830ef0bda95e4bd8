@_spi(RefreshKitHost) import RefreshKit

/// One finger on the simulator's view tree, delivered as UIKit delivers a touch: to the recognizers of the touched
/// view and of its superviews, and to the touched view itself unless a recognizer holds or takes it
/// (`TestingWithTheSimulator.md`, "Touches"; [D] UIGestureRecognizer, [O] decompiled iOS 26.1 UIKitCore).
///
/// - The recognizers that hear the touch are those attached to the hit view and to its superviews ([D]
///   `addGestureRecognizer(_:)`), tried deepest first ([I]: the order among recognizers that could begin on the same
///   move is undocumented; each scenario in the tests has one that can).
/// - A scroll view's pan marks its scroll view as tracking at touch-down (`shouldReceiveEvent:` calls
///   `_beginTrackingWithEvent:`), and begins at once on a decelerating one (`_beginScrollWithEvent:`, with the
///   simulator's `catchesFlingsAtTouchDown` reading); while its scroll view decelerates it holds the touch from the
///   view (`delaysTouchesBegan` returns `isDecelerating`).
/// - A scroll view's delay (`delaysContentTouches`, scrolling on) holds the touch for 150 ms, delivers it at once when
///   the finger lifts, or when it moves past the hysteresis along an axis the scroll view cannot scroll
///   (`UIScrollViewDelayedTouchesBeganGestureRecognizer` `touchesBegan:`, `touchesEnded:`, `touchesMoved:`).
/// - A pan begins once the finger has moved past the hysteresis (10 pt, [I]) along an axis its scroll view can scroll
///   (`_shouldTryToBeginWithEvent:`); if the touched view already has the touch, the pan fails unless its scroll view
///   `canCancelContentTouches` and `touchesShouldCancel(in:)` the view (`touchesMoved:` →
///   `_canCancelContentTouches:`, failing with "contentTouchDelivery"; [D] both properties). A pan that begins cancels
///   the view's touch, or drops it while held (`cancelsTouchesInView`), and the other recognizers fail.
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
    /// `_touchDelayForScrollDetection` ([I] 150 ms, see ``PageHeaderTouchDelay/delay``).
    public static let scrollDelay = PageHeaderTouchDelay.delay

    private enum State { case possible, holding(until: Double), released, began, failed }
    private var entries: [(recognizer: SimulatedRecognizer, state: State)]
    private var elapsed = 0.0
    private var isDropped = false
    private var isLifted = false

    /// A finger touches down at `point` in `root`'s superview's coordinates.
    public init(at point: ScrollPoint, in root: SimulatedView) {
        let hit = root.hitTest(point)
        hitView = hit
        entries = (hit?.chain ?? []).flatMap { $0.recognizers }.map { ($0, State.possible) }
        for index in entries.indices { touchDown(index) }
        deliverIfFree()
    }

    private func touchDown(_ index: Int) {
        let recognizer = entries[index].recognizer
        switch recognizer.kind {
        case .pan(let scrollView):
            guard let list = scrollView.list else { return }
            list.touchDown()
            if list.panState == .began, winner == nil { take(index) }  // caught during a fling: began at touch-down
        case .scrollDelay(let scrollView):
            let holds = scrollView.delaysContentTouches && scrollView.isScrollEnabled
            entries[index].state = holds ? .holding(until: Self.scrollDelay) : .released
        case .headerDelay(let listMoves, _):
            switch PageHeaderTouchDelay.verdict(listMoves: listMoves()) {
            case .hold: entries[index].state = .holding(until: PageHeaderTouchDelay.delay)
            case .take: take(index)
            }
        case .tap:
            break
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
        if let list = scrollView.list {
            list.moveFinger(by: dy)
        } else {
            scrollView.contentOffsetX = min(max(0, scrollView.contentOffsetX - dx), max(0, scrollView.contentWidth - scrollView.frame.size.width))
        }
    }

    /// The finger lifts.
    public func lift() {
        guard !isLifted else { return }
        isLifted = true
        for index in entries.indices {
            switch (entries[index].recognizer.kind, entries[index].state) {
            case (.pan(let scrollView), .began): scrollView.list?.release()
            case (.pan(let scrollView), .possible): scrollView.list?.touchUp()
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

    /// The first pan that may begin on this move does; a tap fails once the finger moved too far.
    private func tryToBegin() {
        let h = Self.hysteresis
        for index in entries.indices {
            guard case .possible = entries[index].state else { continue }
            switch entries[index].recognizer.kind {
            case .tap:
                if abs(translation.x) > h || abs(translation.y) > h { entries[index].state = .failed }
            case .pan(let scrollView):
                let wants = (scrollView.canScrollY && abs(translation.y) >= h) || (scrollView.canScrollX && abs(translation.x) >= h)
                guard wants, winner == nil else { continue }
                if isDelivered, !isCancelled, let hit = hitView,
                   !(scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(hit)) {
                    entries[index].state = .failed  // "contentTouchDelivery"
                    scrollView.list?.touchUp()
                    continue
                }
                take(index)
            default:
                continue
            }
        }
    }

    /// `index` takes the touch: the view's touch is cancelled (or dropped while held), every other recognizer fails.
    private func take(_ index: Int) {
        entries[index].state = .began
        winner = entries[index].recognizer
        if isDelivered { isCancelled = true; hitView?.touchesCancelled += 1 } else { isDropped = true }
        let keepsListPan: (SimulatedRecognizer) -> Bool
        if case .headerDelay(_, let isListPan) = entries[index].recognizer.kind { keepsListPan = isListPan } else { keepsListPan = { _ in false } }
        for other in entries.indices where other != index {
            guard !keepsListPan(entries[other].recognizer) else { continue }
            switch (entries[other].recognizer.kind, entries[other].state) {
            case (.pan(let scrollView), .possible):
                entries[other].state = .failed
                scrollView.list?.touchUp()
            case (.tap, .possible):
                entries[other].state = .failed
            default: break
            }
        }
        // The header's delay recognizes only to drop the touch: the list's pan may still begin (on the first move,
        // under the catch-at-first-move reading).
        if case .headerDelay = entries[index].recognizer.kind { winner = nil; entries[index].state = .failed }
    }
}
