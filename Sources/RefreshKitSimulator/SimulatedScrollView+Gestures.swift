import Foundation
@_spi(RefreshKitHost) import RefreshKit

extension SimulatedScrollView {
    /// One display frame, in seconds.
    public var frameDuration: Double { 1 / framesPerSecond }

    // MARK: - Scripted gestures

    /// Drags by `distance` points (positive pulls the content down) over `duration`, one pan update a frame.
    public func drag(by distance: Double, duration: Double = 0.3) {
        let count = max(1, Int((duration * framesPerSecond).rounded()))
        for _ in 0..<count {
            moveFinger(by: distance / Double(count))
            advance(frames: 1)
        }
    }

    /// Keeps the finger still for `seconds`; the tracked velocity decays toward zero.
    public func hold(_ seconds: Double) {
        if !isTracking { touchDown() }
        let count = max(1, Int((seconds * framesPerSecond).rounded()))
        for _ in 0..<count {
            sampleVelocity(movedBy: 0)
            for partner in simultaneousPartners { partner.sampleVelocity(movedBy: 0) }
            advance(frames: 1)
        }
    }

    /// A quick drag of a few frames followed by a release at `velocity` pt/ms (positive scrolls toward the end).
    public func fling(velocity: Double) {
        for _ in 0..<3 {
            moveFinger(by: -velocity * frameDuration * 1000)
            advance(frames: 1)
        }
        release(velocity: velocity)
    }

    /// Touches and lifts without dragging: stops a bounce, cancels an offset animation.
    public func tap() {
        touchDown()
        touchUp()
    }

    /// Advances time by `seconds` in whole frames.
    public func advance(_ seconds: Double) {
        advance(frames: Int((seconds * framesPerSecond).rounded()))
    }

    /// Advances until no momentum, bounce, offset animation or RefreshKit animation runs (at most `limit` s).
    public func settle(limit: Double = 10) {
        var left = Int(limit * framesPerSecond)
        while left > 0 && (isDecelerating || isScrollAnimating || frameClockRunning) {
            advance(frames: 1)
            left -= 1
        }
    }

    // MARK: - Touches and the pan

    /// A finger touches down: `isTracking`; an in-bounds deceleration pauses, a bounce stops.
    ///
    /// `-[UIScrollView _beginTrackingWithEvent:]`: an offset animation is cleared, a view strictly out of range
    /// stops (`_stopScrollingNotify:`, with `didEndDecelerating`), an in-range deceleration only pauses, so
    /// `isDecelerating` stays true. The pan then begins at once on a view that was decelerating
    /// (`UIScrollViewPanGestureRecognizer _beginScrollWithEvent:` with `_shouldTrackImmediatelyWhileDecelerating`,
    /// ``catchesFlingsAtTouchDown``): `willBeginDragging` at touch-down, and a lift without a move is a release at
    /// zero velocity, so a tap stops a fling (decompiled iOS 26.1 UIKitCore; research/device-review.md A26).
    public func touchDown() {
        guard !isTracking else { return }
        isTracking = true
        for partner in simultaneousPartners { partner.touchDown() }  // the finger is on their content too
        if case .animating = motion {
            motion = .none
            isScrollAnimating = false
        }
        if case .decelerating(let y, let v, _) = motion {
            if contentOffset.y < minOffset - 0.5 || contentOffset.y > maxOffset + 0.5 {
                motion = .none
                endDeceleration()
            } else {
                motion = .decelerating(offset: y, velocity: v, paused: true)
                if catchesFlingsAtTouchDown && pan == nil { beginPan() }
            }
        }
    }

    /// The finger moves by `dy` points; the first move begins the pan. The touch reaches the views whose pans
    /// recognise with this one at the same time: each is tracking from the touch-down (`isTracking`: "true if
    /// the user has touched the content view but might not have yet have started dragging it", documented),
    /// before any of them moves.
    public func moveFinger(by dy: Double) {
        if !isTracking { touchDown() }
        if updatesPartnersFirst { for partner in simultaneousPartners { partner.moveFinger(by: dy) } }
        if pan == nil { beginPan() }
        if case .animating = motion {  // the finger owns the offset: a scroll animation started meanwhile stops
            motion = .none
            isScrollAnimating = false
        }
        pan?.translation += dy
        sampleVelocity(movedBy: dy)
        // Every move after the first sets the pan's state to `.changed` again, before the action moves the view:
        // a continuous recognizer sets `.changed` on each touch move (documented, UIGestureRecognizer's
        // "Implementing a continuous gesture recognizer"), and KVO of `state` fires for each set (inferred:
        // automatic KVO notifies each setter call). It is the only report of a move whose proposal leaves the
        // offset where it was, since `setContentOffset:` then notifies nothing (scrollview-model.md).
        if panState == .changed { notify(.panState) }
        if let pan {
            // Hook: a page sheet that took this pan splits the finger at the top: past it the sheet moves and the
            // content stays pinned at its top (SimulatedSheet rule 3). No sheet (or not its pan): as before.
            let raw = panProposal == .fromStart ? pan.startOffset - pan.translation : shownFingerOffset(pan) - dy
            setContentOffset(ScrollPoint(x: contentOffset.x, y: sheet?.contentOffset(forFinger: raw) ?? rubberBanded(raw)))
            self.pan?.proposal = (raw, contentOffset.y)
        }
        if panState == .began {
            panState = .changed
            notify(.panState)
        }
        if !updatesPartnersFirst { for partner in simultaneousPartners { partner.moveFinger(by: dy) } }
    }

    /// Where the finger is for ``PanProposal/fromShown``: its previous proposal, unrounded, unless something else
    /// moved the view since (a view keeps its exact offset; only the display rounds it to pixels).
    private func shownFingerOffset(_ pan: Pan) -> Double {
        if let (raw, shown) = pan.proposal, shown == contentOffset.y { return raw }
        return unbanded(contentOffset.y)
    }

    /// Lifts the finger; with `velocity` (pt/ms) the release uses it instead of the tracked one.
    public func release(velocity: Double? = nil) {
        guard pan != nil else { return touchUp() }
        if updatesPartnersFirst { for partner in simultaneousPartners { partner.release(velocity: velocity) } }
        releasePan(velocity: velocity)
        if !updatesPartnersFirst { for partner in simultaneousPartners { partner.release(velocity: velocity) } }
    }

    private func releasePan(velocity: Double?) {
        guard let current = pan else { return }
        // `_endPanNormal:` tests the last velocity sample against the threshold, and blends it with the one before
        // only for a release that goes on (below).
        let last = velocity ?? current.velocity
        var v = velocity ?? (current.previousVelocity != 0
            ? 0.75 * current.previousVelocity + 0.25 * current.velocity : current.velocity)
        // Hook: a page sheet holding the pan takes the release and its velocity; the content, pinned at its top,
        // ends without momentum (SimulatedSheet rule 5). No sheet (or not its pan): v unchanged.
        if let sheet { v = sheet.panDidEnd(velocity: v) }
        releaseVelocity = v
        panState = .ended
        if !reportsPanEndAfterRelease { notify(.panState) }
        let y = contentOffset.y
        let outside = y < minOffset - 1e-6 || y > maxOffset + 1e-6
        if !outside && last * last < 0.0625 { v = 0 }  // under 0.25 pt/ms: no momentum
        let target = projectedTarget(from: y, velocity: v)
        record(.willEndDragging(velocity: v, target: target))
        let willDecelerate = outside || v != 0
        pan = nil
        if case .animating = motion {  // an offset animation the app started under the finger ends with the drag
            motion = .none
            isScrollAnimating = false
        }
        if !willDecelerate || outside { isDragging = false }
        record(.didEndDragging(willDecelerate: willDecelerate))
        if willDecelerate {
            isDecelerating = true
            motion = .decelerating(offset: y, velocity: v, paused: false)
            record(.willBeginDecelerating)
        } else if case .decelerating(_, _, true) = motion {
            // A caught fling released without momentum: the paused heartbeat resumes at zero velocity and ends on
            // the next frame, with `didEndDecelerating` (`_endPanNormal:`).
            motion = .decelerating(offset: y, velocity: 0, paused: false)
        }
        // Hook: an attached large-title bar retargets a release that would leave it inside its collapse band
        // (UIKit's navigation controller does so from willEndDragging; SimulatedNavigationBar rule 11).
        // No bar, no effect.
        navigationBar?.retargetRelease(velocity: v, target: target)
        // `_trackingDidEnd`, then, on a late lift, one synchronous momentum step (``ReleaseTiming``).
        isTracking = false
        if willDecelerate && releaseTiming == .late { integrate(milliseconds: frameDuration * 1000) }
        if reportsPanEndAfterRelease { notify(.panState) }
        panState = .possible
        releaseVelocity = nil
        notify(.panState)
    }

    /// Lifts a finger that did not drag: a paused deceleration resumes; content left outside the
    /// valid range springs back (UIKit's `_gestureRecognizerFailed:`).
    public func touchUp() {
        if pan != nil { return release() }  // the finger was dragging: lifting it is a release
        guard isTracking else { return }
        isTracking = false
        // The pan that never began fails (`_gestureRecognizerFailed:`, then `_trackingDidEnd`): its state changes,
        // which observers of the pan's state hear (inferred: the state's KVO fires for `.failed` as for any state).
        notify(.panState)
        for partner in simultaneousPartners where partner.isTracking { partner.touchUp() }
        if case .decelerating(let y, let v, true) = motion {
            motion = .decelerating(offset: y, velocity: v, paused: false)
        } else if case .none = motion, contentOffset.y < minOffset - 0.5 || contentOffset.y > maxOffset + 0.5 {
            isDecelerating = true
            motion = .decelerating(offset: contentOffset.y, velocity: 0, paused: false)
            record(.willBeginDecelerating)
        }
    }

    /// Where momentum would stop, as passed to `scrollViewWillEndDragging`: clamped and pixel-rounded.
    func projectedTarget(from y: Double, velocity v: Double) -> Double {
        guard v != 0 else { return y }
        let distance = (abs(v) - 0.01) / abs(log(decelerationRate))
        let target = y + (v > 0 ? distance : -distance)
        return pixel(min(max(target, motionMinOffset), maxOffset))
    }

    private func beginPan() {
        switch motion {
        case .decelerating(let y, let v, true) where catchesFlingsAtTouchDown:
            // A caught fling: the heartbeat stays, paused, until the release resolves it (isDecelerating stays true).
            motion = .decelerating(offset: y, velocity: v, paused: true)
        case .decelerating:
            motion = .none
            endDeceleration()
        case .animating:
            motion = .none
            isScrollAnimating = false
        case .none:
            break
        }
        // Hook: a page sheet decides whether this pan is offered to it (SimulatedSheet rules 1, 2). No sheet, no effect.
        sheet?.panWillBegin()
        pan = Pan(startOffset: unbanded(contentOffset.y))  // grabbing a bounce does not jump
        isDragging = true
        panState = .began
        notify(.panState)
        record(.willBeginDragging)
    }

    private func sampleVelocity(movedBy dy: Double) {
        guard var current = pan else { return }
        let instant = -dy / (frameDuration * 1000)
        current.previousVelocity = current.velocity
        current.velocity = 0.2 * instant + 0.8 * current.velocity
        pan = current
    }
}
