import Foundation

extension RefreshImageSequence {
    /// What an image-sequence indicator's image view shows: nothing, one still image, or a loop.
    ///
    /// `RefreshImageSequenceView` touches its image view only when this changes: pulling reports every change of
    /// progress, and setting the same loop again would restart it from its first frame.
    enum Display: Sendable, Hashable {
        /// No image: no phase in the state's row of the table has frames.
        case none
        /// The image at `index` of `phase`'s images, standing still.
        case still(Phase, index: Int)
        /// `phase`'s images played in a loop, one pass every `duration` seconds.
        case loop(Phase, duration: TimeInterval)

        /// What shows `frame`; with Reduce Motion on, a loop stands still on its first frame.
        init(_ frame: Frame?, reduceMotion: Bool) {
            guard let frame else {
                self = .none
                return
            }
            guard let duration = frame.loopDuration, !reduceMotion else {
                self = .still(frame.phase, index: frame.loops ? 0 : frame.index)
                return
            }
            self = .loop(frame.phase, duration: duration)
        }

        /// Whether a loop plays, which Core Animation stops when the view leaves its window.
        var loops: Bool {
            if case .loop = self { return true }
            return false
        }

        /// Calls `start` when the view enters a window (`isInWindow`) showing a loop (`shown`): Core Animation removes a
        /// layer's animations when its view leaves the window (another tab, a pushed screen), and `isAnimating` need
        /// not say so, so a loop that should run starts again on return. A still frame, or none, has nothing to start.
        static func resumeLoop(_ shown: Display?, isInWindow: Bool, start: () -> Void) {
            guard isInWindow, shown?.loops == true else { return }
            start()
        }

        /// What still shows once `phase`'s images are replaced: `nil` (show afresh) when they were showing, since
        /// the same index of new images is another picture; a loop of another phase runs on.
        func afterReplacing(_ phase: Phase) -> Display? {
            switch self {
            case .none: self
            case .still(let shown, _), .loop(let shown, _): shown == phase ? nil : self
            }
        }
    }

    /// What the image view shows in `state`: ``frame(for:isAutoFooter:elapsed:)``'s frame, still with Reduce Motion on.
    func display(for state: RefreshState, isAutoFooter: Bool = false, reduceMotion: Bool) -> Display {
        Display(frame(for: state, isAutoFooter: isAutoFooter), reduceMotion: reduceMotion)
    }
}
