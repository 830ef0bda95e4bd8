extension NestedScrollBinding {
    /// Momentum carried over to the other view.
    struct Carried {
        var target: NestedScrollRules.Mover
        var velocity: Double
        var time: Double
    }

    /// What the binding knows of one view's motion: where it committed the view, and where the view's own
    /// pan or momentum last put it (the raw offset), which differ while the binding holds the view.
    struct Track {
        /// The offset the binding decided on; the view shows it.
        var committed: Double
        /// The view's own pan or momentum's last proposal.
        var raw: Double
        var translation: Double?
        /// The binding wrote the view somewhere else than its own motion put it: that motion goes on from
        /// the raw offset, not from where the view shows.
        var isHeld = false
        var phase = Phase()
        var velocity = 0.0
        private var lastTime: Double?
        /// No finger flings faster than this (pt/ms); a larger estimate is an artefact of a hold.
        static let fastest = 8.0

        init(at offset: Double) {
            committed = offset
            raw = offset
        }

        /// What moves a view. When it changes (a touch, a release, momentum starting or ending), UIKit starts
        /// the pan or the integrator from the view's actual offset, which is the committed one.
        struct Phase: Equatable {
            var tracking = false
            var decelerating = false
        }

        /// Notes a change of the view's interaction state.
        mutating func observeState(_ s: NestedScrollSnapshot) {
            let now = Phase(tracking: s.isTracking, decelerating: s.isDecelerating)
            if now != phase {
                raw = committed
                translation = s.translation
            }
            phase = now
        }

        /// The offset the view's own motion proposes, and the velocity to hand over (pt/ms).
        mutating func propose(_ s: NestedScrollSnapshot) -> (value: Double, velocity: Double) {
            observeState(s)
            if !isHeld { raw = committed }  // its own motion starts from where it shows
            let moved = s.isActive ? movement(s) : 0
            let value = s.isActive ? committed + moved : s.offset
            raw = s.offset
            translation = s.translation
            // The view's own motion, not where the binding showed it, measures its speed. The velocity before
            // this step counts too: a step cut short by an edge (no bounce) would understate it.
            let before = velocity
            if let last = lastTime, s.time > last {
                let instant = moved / ((s.time - last) * 1000)
                velocity = min(max(0.5 * instant + 0.5 * velocity, -Self.fastest), Self.fastest)
            }
            lastTime = s.time
            return (value, abs(velocity) > abs(before) ? velocity : before)
        }

        /// How far the view's own pan or momentum moved it since its previous proposal. A pan pressed against
        /// an edge that does not bounce no longer moves the offset; then the finger's translation says how far.
        private func movement(_ s: NestedScrollSnapshot) -> Double {
            let moved = s.offset - raw
            if moved == 0, let now = s.translation, let before = translation { return before - now }
            return moved
        }

        /// The view stopped (its momentum was cancelled): whatever moves it next is a new phase.
        mutating func stopped() { phase = Phase() }
    }
}
