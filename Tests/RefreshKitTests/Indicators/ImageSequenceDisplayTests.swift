import Foundation
import Testing
@testable import RefreshKit

/// What an image-sequence indicator's image view shows, and when it is touched: the choices
/// RefreshImageSequenceView used to make in UIKit code that no test ran.
@Suite struct ImageSequenceDisplayTests {
    typealias Phase = RefreshImageSequence.Phase
    typealias Display = RefreshImageSequence.Display

    static let sequence: RefreshImageSequence = {
        var sequence = RefreshImageSequence()
        sequence[.idle] = .init(count: 4, duration: 0.4)
        sequence[.refreshing] = .init(count: 3, duration: 0.6)
        sequence[.noMoreData] = .init(count: 1)
        return sequence
    }()

    /// Given pulling, refreshing and one no-more-data image, when each state shows with Reduce Motion off and
    /// on, then pulls show still frames, refreshing loops unless Reduce Motion stills it on its first frame, and
    /// one image stands still.
    @Test(arguments: [
        (RefreshState.idle, false, Display.still(.idle, index: 0)),
        (.pulling(progress: 0.6), false, .still(.idle, index: 2)),
        (.pulling(progress: 0.6), true, .still(.idle, index: 2)),
        (.ready, false, .still(.idle, index: 3)),
        (.refreshing, false, .loop(.refreshing, duration: 0.6)),
        (.ending, false, .loop(.refreshing, duration: 0.6)),
        (.refreshing, true, .still(.refreshing, index: 0)),
        (.noMoreData, false, .still(.noMoreData, index: 0)),
    ] as [(RefreshState, Bool, Display)])
    func reduceMotionStillsALoopOnItsFirstFrame(state: RefreshState, reduceMotion: Bool, display: Display) {
        #expect(Self.sequence.display(for: state, reduceMotion: reduceMotion) == display)
    }

    /// Given no images at all, when a footer has no more data, then the image view shows nothing.
    @Test func noImagesShowNothing() {
        #expect(RefreshImageSequence().display(for: .noMoreData, reduceMotion: false) == .none)
        #expect(Display(nil, reduceMotion: true) == .none)
    }

    /// Given a loop that has run for a while, when Reduce Motion stills it, then its first frame shows, not the
    /// one it had reached.
    @Test func aStilledLoopShowsItsFirstFrameWhateverTheTime() {
        let frame = Self.sequence.frame(for: .refreshing, elapsed: 0.45)
        #expect(frame?.index == 2)
        #expect(Display(frame, reduceMotion: true) == .still(.refreshing, index: 0))
    }

    /// Given a pull that reports every change of progress, when the progress stays in one frame's slice, then the
    /// display is the same and the image view is not touched; a repeated refreshing state does not restart its loop.
    @Test func aRepeatedFrameIsTheSameDisplay() {
        #expect(Self.sequence.display(for: .pulling(progress: 0.51), reduceMotion: false)
                == Self.sequence.display(for: .pulling(progress: 0.74), reduceMotion: false))
        #expect(Self.sequence.display(for: .refreshing, reduceMotion: false)
                == Self.sequence.display(for: .ending, reduceMotion: false))
    }

    /// Given a display, when the app replaces one phase's images, then a display of that phase is shown afresh
    /// (the same index of new images is another picture), and one of another phase (a running loop) is kept.
    @Test(arguments: [
        (Display.still(.idle, index: 2), Phase.idle, nil),
        (.still(.idle, index: 2), .refreshing, .still(.idle, index: 2)),
        (.loop(.refreshing, duration: 0.6), .refreshing, nil),
        (.loop(.refreshing, duration: 0.6), .idle, .loop(.refreshing, duration: 0.6)),
        (.none, .idle, Display.none),
    ] as [(Display, Phase, Display?)])
    func replacingImagesShowsAfreshOnlyThePhaseShown(display: Display, replaced: Phase, kept: Display?) {
        #expect(display.afterReplacing(replaced) == kept)
    }

    /// Given each display, when the view returns to a window (where Core Animation had stopped its animations),
    /// then only a loop is started again.
    @Test(arguments: [(Display.none, false), (.still(.idle, index: 1), false), (.loop(.ready, duration: 1), true)])
    func onlyALoopRestartsWhenTheViewReturnsToAWindow(display: Display, loops: Bool) {
        #expect(display.loops == loops)
    }

    /// Core Animation drops a layer's animations when its view leaves the window and `isAnimating` need not say so:
    /// entering a window restarts a loop that is shown; a still frame, no frame, or a view leaving starts nothing.
    @Test(arguments: [
        (Display?.some(.loop(.refreshing, duration: 0.6)), true, true),
        (.loop(.refreshing, duration: 0.6), false, false),
        (.still(.idle, index: 2), true, false),
        (Display.none, true, false),
        (nil, true, false),
    ] as [(Display?, Bool, Bool)])
    func enteringAWindowRestartsOnlyAShownLoop(shown: Display?, inWindow: Bool, starts: Bool) {
        var started = 0
        Display.resumeLoop(shown, isInWindow: inWindow) { started += 1 }
        #expect(started == (starts ? 1 : 0))
    }
}
