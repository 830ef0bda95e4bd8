import Foundation

/// Momentum over a nested page's combined offset, when a fling crosses from one view to the other: UIKit's
/// deceleration and bounce, computed by RefreshKit because neither view's own momentum can cross.
///
/// The mechanics are UIKit's, as the simulator models them (`SimulatedScrollView.integrate`): velocity decays by
/// the deceleration rate per millisecond (`UIScrollView.DecelerationRate`, documented by name), and past an end
/// a critically damped spring brings the content back (the spring's constants are observed in UIKit's
/// implementation, decompiled iOS 26.1 UIKitCore, `UIScrollView.m`; Ilya Lobanov's "How UIScrollView works"
/// derives the same model in public). Velocities are in points per millisecond, positive toward the end.
enum NestedMomentum {
    /// Below this speed (pt/ms) inside the range, momentum ends (UIKit stops at 0.01 pt/ms).
    static let restingSpeed = 0.01
    /// Below this release speed (pt/ms) a release starts no momentum (UIKit: 0.25 pt/ms).
    static let minimumReleaseSpeed = 0.25

    struct Step: Sendable, Hashable {
        var position: Double
        var velocity: Double
        /// Momentum has ended: `position` is inside the range and the speed has died out.
        var isResting: Bool
    }

    /// Advances momentum at `x` with `velocity` by `ms` milliseconds, between the ends `low` and `high`.
    static func step(from x: Double, velocity v: Double, milliseconds ms: Double, low: Double, high: Double,
                     rate r: Double) -> Step {
        guard ms > 0, x.isFinite, v.isFinite else { return Step(position: x, velocity: v, isResting: !v.isFinite) }
        var (y, u) = (x, v)
        if y < low || y > high {
            (y, u) = spring(y, u, edge: y < low ? low : high, ms: ms, rate: r)
        } else {
            let decay = pow(r, ms)
            let next = y + u * r * (1 - decay) / (1 - r)
            if next < low || next > high {
                // The frame is free motion up to the end, spring for the rest.
                let edge = next < low ? low : high
                let q = 1 - (edge - y) * (1 - r) / (u * r)
                let crossing = q > 0 && q < 1 ? min(max(log(q) / log(r), 0), ms) : ms
                (y, u) = spring(edge, u * pow(r, crossing), edge: edge, ms: ms - crossing, rate: r)
            } else {
                (y, u) = (next, u * decay)
            }
        }
        let resting = abs(u) < restingSpeed && y >= low - 0.5 && y <= high + 0.5
        return Step(position: resting ? min(max(y, low), high) : y, velocity: resting ? 0 : u, isResting: resting)
    }

    /// `rate` if it is a deceleration rate, else UIKit's normal one: a rate outside (0, 1) would never stop, or
    /// run backwards.
    static func validRate(_ rate: Double) -> Double {
        rate > 0 && rate < 1 ? rate : 0.998
    }

    /// Where momentum released at `velocity` would come to rest if nothing stopped it (UIKit's projection).
    static func projectedDistance(velocity v: Double, rate r: Double) -> Double {
        v * r / (1 - r)
    }

    /// The velocity at the end of a step of UIKit's own deceleration that moved `distance` in `ms`.
    static func velocity(afterMoving distance: Double, in ms: Double, rate r: Double) -> Double? {
        guard ms > 0, distance.isFinite else { return nil }
        let decay = pow(r, ms)
        return distance * (1 - r) * decay / (r * (1 - decay))
    }

    /// UIKit's bounce: critically damped toward `edge` (stiffness 0.99 per ms, the deceleration as damping).
    private static func spring(_ y: Double, _ v: Double, edge: Double, ms: Double, rate r: Double) -> (Double, Double) {
        let k = pow(0.99, ms), decay = pow(r, ms)
        let d = k * (y - edge) + (1 - decay) * k * r * v / (1 - r)
        return (edge + d, decay * k * v)
    }
}
