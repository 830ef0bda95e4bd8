import Foundation
@_spi(RefreshKitHost) import RefreshKit

extension SimulatedScrollView {
    // MARK: - Frames

    /// Advances `count` display frames: offset animations, deceleration, then display-link clients.
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) {
            stepFrame()
            for partner in simultaneousPartners { partner.stepFrame() }
        }
    }

    /// One display frame of this view alone (its partners are stepped by whoever advances them).
    func stepFrame() {
        // The end of the run-loop turn that led to this frame: its layout pass, and the main queue's next turn.
        endTurn()
        time += frameDuration
        switch motion {
        case .animating:
            if !scrollAnimationStepsAfterFrameClock { stepScrollAnimation() }
        case .decelerating(_, _, false):
            integrate(milliseconds: frameDuration * 1000)
        default:
            break
        }
        if frameClockRunning, let refresh, let host = refresh.host { refresh.frameDidTick(host) }
        if scrollAnimationStepsAfterFrameClock { stepScrollAnimation() }
        // Hook: the layout pass of an attached large-title bar (picks up contentInset changes, which fire no
        // didScroll, and records its trace). No bar, no effect.
        navigationBar?.layoutPass()
        // Hook: an attached page sheet advances its spring-back or dismissal and records its trace. No sheet, no effect.
        sheet?.layoutPass()
        onFrame?(self)
        if isRecording {
            frames.append(Frame(time: time, offset: contentOffset.y, contentInset: contentInset,
                                adjustedContentInset: adjustedContentInset, isDragging: isDragging,
                                isDecelerating: isDecelerating, headerState: refresh?.header?.state,
                                footerState: refresh?.footer?.state, callbacks: Array(callbacks[callbacksRecordedInFrames...])))
            callbacksRecordedInFrames = callbacks.count
        }
    }

    /// One frame of `setContentOffset(_:animated:)`'s animation: an absolute offset, interpolated from where it began
    /// (UIKit's `UIScrollViewScrollAnimation` on `UIAnimator`, `_animateScrollToContentOffset:…`, decompiled iOS 26.1
    /// UIKitCore: a plain `setContentOffset:` meanwhile does not retarget it).
    func stepScrollAnimation() {
        guard case .animating(let from, let to, let start, let duration) = motion else { return }
        let t = min(1, (time - start) / duration)
        setContentOffset(ScrollPoint(x: contentOffset.x, y: from + (to - from) * t))
        if t >= 1 {
            motion = .none
            isScrollAnimating = false
            record(.didEndScrollingAnimation)
        }
    }

    /// Momentum and bounce over `ms` milliseconds, from the integrator's own offset.
    func integrate(milliseconds ms: Double) {
        guard case .decelerating(var y, var v, false) = motion else { return }
        let r = decelerationRate
        let low = motionMinOffset, high = maxOffset
        if y < low - 1e-6 || y > high + 1e-6 {
            (y, v) = spring(y: y, v: v, edge: y < low ? low : high, ms: ms)
        } else {
            let decay = pow(r, ms)
            let next = y + v * r * (1 - decay) / (1 - r)
            if (next < low || next > high) && !(bounces && canScrollVertically) {
                // Without bouncing, momentum stops at the edge (UIKit clamps instead of banding: observed in
                // UIKit's implementation, decompiled iOS 26.1 UIKitCore, `UIScrollView.m`).
                (y, v) = (next < low ? low : high, 0)
            } else if next < low || next > high {
                // Split the frame at the crossing; the rest of it is spring.
                let edge = next < low ? low : high
                let q = 1 - (edge - y) * (1 - r) / (v * r)
                let crossing = q > 0 && q < 1 ? min(max(log(q) / log(r), 0), ms) : ms
                (y, v) = spring(y: edge, v: v * pow(r, crossing), edge: edge, ms: ms - crossing)
            } else {
                y = next
                v *= decay
            }
        }
        let outside = y < motionMinOffset - 1e-6 || y > maxOffset + 1e-6
        if outside && pan == nil { isDragging = false }  // momentum reads as dragging until it bounces
        if v * v < 1e-4 && y >= minOffset - 0.5 && y <= maxOffset + 0.5 {
            motion = .none
            setContentOffset(ScrollPoint(x: contentOffset.x, y: min(max(y, minOffset), maxOffset)))
            endDeceleration()
        } else {
            motion = .decelerating(offset: y, velocity: v, paused: false)
            setContentOffset(ScrollPoint(x: contentOffset.x, y: y))
        }
    }

    /// The critically damped return toward `edge` (0.99 per ms stiffness, the deceleration rate as damping).
    private func spring(y: Double, v: Double, edge: Double, ms: Double) -> (Double, Double) {
        let r = decelerationRate
        let k = pow(0.99, ms), decay = pow(r, ms)
        let d = k * (y - edge) + (1 - decay) * k * r * v / (1 - r)
        return (edge + d, decay * k * v)
    }
}
