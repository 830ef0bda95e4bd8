import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page-sheet workarounds the README ("Sheets") weighs, on the sheet model (`SimulatedSheet`; its doc
/// comment lists its rules and their evidence): `isModalInPresentation`, or an invisible `UIRefreshControl`
/// on the scroll view that the app ends at once, or one it ends only when the drag has ended.
///
/// The simulator does not model `UIRefreshControl` (`SimulatedSheet.hasRefreshControl` only stands for its
/// presence), so ``StandInControl`` plays the part of the control UIKit would run under the finger. What it
/// does rests on these, labelled as in the README:
/// - it begins refreshing during the drag, as soon as it is pulled far enough, not at the release (observed:
///   ODRefreshControl #75, its maintainer on UIRefreshControl; the content under the finger jumps when it
///   begins, rdar 39171852 mirrored as lionheart/openradar-mirror #19572);
/// - while it refreshes, UIKit adds its height, 60 pt, to the scroll view's system inset, so to
///   `adjustedContentInset.top`, and puts the offset back where it was (inferred from a decompilation of
///   UIKit: `_refreshControlContentInsetHeight`, `_addRefreshInset:`); ending takes the 60 pt away again
///   with the offset kept (inferred). The stand-in carries those 60 pt in the safe area, which with
///   `.always` adjustment is the model's system inset;
/// - how far it must be pulled is not known (inferred: half the scroll view's height, clamped to limits not
///   found); the tests say which distance they take;
/// - it reacts inside the scroll view's own scroll observation, before KVO observers such as RefreshKit hear
///   of the offset (inferred, as for the navigation bar), so it is a priority observer here.
@MainActor @Suite struct SheetWorkaroundTests {
    /// When the app ends the control after it began.
    enum Ending: Sendable, CustomStringConvertible {
        /// In its `.valueChanged` action, in the same turn (the README's recommendation).
        case atOnce
        /// In `scrollViewDidEndDragging`, after the pan has ended.
        case whenTheDragEnds

        var description: String { self == .atOnce ? "ended at once" : "ended when the drag ends" }
    }

    /// The part of a hidden `UIRefreshControl` that reaches the scroll view (see the suite's comment).
    @MainActor final class StandInControl {
        let ending: Ending
        /// The visible overscroll, past the top without the control's own inset, at which it begins.
        let beginsAt: Double
        let height = 60.0
        private(set) var begins = 0
        private(set) var isRefreshing = false
        private var begunInThisDrag = false
        private weak var scrollView: SimulatedScrollView?

        init(on scrollView: SimulatedScrollView, beginsAt: Double, ending: Ending) {
            self.beginsAt = beginsAt
            self.ending = ending
            self.scrollView = scrollView
            scrollView.priorityObservers.append { [weak self] sv, change in
                if change == .contentOffset { self?.scrolled(sv) }
            }
        }

        private func scrolled(_ sv: SimulatedScrollView) {
            guard sv.isDragging, !isRefreshing, !begunInThisDrag else { return }
            guard sv.contentOffset.y <= -sv.adjustedContentInset.top - beginsAt else { return }
            begunInThisDrag = true
            begins += 1
            setRest(height, on: sv)
            isRefreshing = true
            if ending == .atOnce { end() }
        }

        /// The app's `scrollViewDidEndDragging`: call after `release`.
        func dragEnded() {
            begunInThisDrag = false
            if isRefreshing && ending == .whenTheDragEnds { end() }
        }

        private func end() {
            guard let scrollView, isRefreshing else { return }
            isRefreshing = false
            setRest(0, on: scrollView)
        }

        private func setRest(_ top: Double, on sv: SimulatedScrollView) {
            let kept = sv.contentOffset
            sv.setSafeAreaInsets(ScrollInsets(top: top))
            if sv.contentOffset != kept { sv.setContentOffset(kept) }
        }
    }

    /// A 390×812 list with 2,000 pt of content in a page sheet on an 844 pt screen, at 60 Hz, with a
    /// RefreshKit header. `.always` adjustment with no safe area: the adjusted inset is the content inset
    /// until a stand-in control adds its rest.
    func makeSheet(refreshControl: Bool, modal: Bool = false) -> (SimulatedScrollView, SimulatedSheet, RefreshController) {
        makeSheetScreen(behavior: .always, refreshControl: refreshControl, modal: modal)
    }

    /// A long pull (300 pt of finger in 0.6 s, past both the header's trigger and the control's), a release
    /// without momentum, the bounce, and the app ending the header's refresh.
    func longPull(_ sv: SimulatedScrollView, _ control: StandInControl?, _ header: RefreshController) {
        sv.drag(by: 300, duration: 0.6)
        sv.release(velocity: 0)
        control?.dragEnded()
        sv.settle()
        header.endRefreshing()
        sv.settle()
        sv.advance(1)  // a sheet's own spring-back or dismissal, which `settle()` does not wait for
    }

    /// What a frame shows: the offset, the insets, the motion flags and the header's state (the delegate
    /// callbacks aside: the control's inset changes do call `adjustedContentInsetDidChange`).
    func shown(_ sv: SimulatedScrollView) -> [[String]] {
        sv.frames.map { f in
            ["\(f.time)", "\(f.offset)", "\(f.contentInset)", "\(f.adjustedContentInset)", "\(f.isDragging)",
             "\(f.isDecelerating)", "\(String(describing: f.headerState))"]
        }
    }

    @Test func inAPageSheetOnlyARefreshControlLetsALongPullReachTheHeader() {
        // Given the same list in a page sheet four ways: as is, with isModalInPresentation, and with a
        // hidden refresh control (beginning 100 pt into the pull) ended at once or when the drag ends
        let (plain, plainSheet, plainHeader) = makeSheet(refreshControl: false)
        let (modal, modalSheet, modalHeader) = makeSheet(refreshControl: false, modal: true)
        let (atOnce, _, atOnceHeader) = makeSheet(refreshControl: true)
        let atOnceControl = StandInControl(on: atOnce, beginsAt: 100, ending: .atOnce)
        let (deferred, _, deferredHeader) = makeSheet(refreshControl: true)
        let deferredControl = StandInControl(on: deferred, beginsAt: 100, ending: .whenTheDragEnds)
        // When each gets the same long pull
        longPull(plain, nil, plainHeader)
        longPull(modal, nil, modalHeader)
        longPull(atOnce, atOnceControl, atOnceHeader)
        longPull(deferred, deferredControl, deferredHeader)
        // Then without a refresh control the sheet takes the pull, modal or not: the content never leaves
        // its top and the header never refreshes; isModalInPresentation only keeps the sheet from leaving
        for (sv, sheet, header) in [(plain, plainSheet, plainHeader), (modal, modalSheet, modalHeader)] {
            #expect(sheet.largestPull > 50)
            #expect(sv.frames.allSatisfy { $0.offset >= 0 })
            #expect(header.actionCount == 0)
        }
        #expect(plainSheet.isDismissed && !modalSheet.isDismissed && modalSheet.dismissAttempts == 1)
        // And with a refresh control the header refreshes once either way, the control having begun once
        for (sv, control, header) in [(atOnce, atOnceControl, atOnceHeader), (deferred, deferredControl, deferredHeader)] {
            #expect(control.begins == 1, "\(control.ending)")
            #expect(header.actionCount == 1, "\(control.ending)")
            #expect(sv.contentOffset.y == 0 && sv.contentInset == .zero && sv.adjustedContentInset == .zero)
        }
    }

    @Test func aControlEndedAtOnceLeavesEveryFrameOfThePullAsIfItHadNeverBegun() {
        // Given two sheets with a hidden refresh control: one that is never pulled far enough to begin,
        // one that begins 100 pt into the pull and is ended in the same turn
        let (never, _, neverHeader) = makeSheet(refreshControl: true)
        let neverControl = StandInControl(on: never, beginsAt: .infinity, ending: .atOnce)
        let (atOnce, _, atOnceHeader) = makeSheet(refreshControl: true)
        let control = StandInControl(on: atOnce, beginsAt: 100, ending: .atOnce)
        // When both get the same long pull
        longPull(never, neverControl, neverHeader)
        longPull(atOnce, control, atOnceHeader)
        // Then the control did begin in one of them, and no frame tells them apart: UIKit's 60 pt come and
        // go within the turn, so the content never jumps and the header's trigger never moves. (Within that
        // turn the header's state does pass through idle and back to ready: KVO sees each inset change.)
        #expect(neverControl.begins == 0 && control.begins == 1)
        #expect(shown(atOnce) == shown(never))
        #expect(atOnce.frames.allSatisfy { $0.adjustedContentInset.top == $0.contentInset.top })
        #expect(atOnceHeader.actionCount == 1)
    }

    @Test func aControlEndedOnlyWhenTheDragEndsMovesTheContentUnderTheFingerAndTheTrigger() {
        // Given two sheets whose hidden control begins 100 pt into the pull: ended at once, or kept
        // refreshing until the drag ends
        let (atOnce, _, _) = makeSheet(refreshControl: true)
        let atOnceControl = StandInControl(on: atOnce, beginsAt: 100, ending: .atOnce)
        let (deferred, _, deferredHeader) = makeSheet(refreshControl: true)
        let deferredControl = StandInControl(on: deferred, beginsAt: 100, ending: .whenTheDragEnds)
        // When both are pulled 300 pt, the finger still down
        atOnce.drag(by: 300, duration: 0.6)
        deferred.drag(by: 300, duration: 0.6)
        #expect(atOnceControl.begins == 1 && deferredControl.begins == 1)
        // Then, kept refreshing, UIKit's 60 pt stay in the adjusted inset for the rest of the drag: the
        // base RefreshKit measures the header from sits 60 pt lower
        #expect(deferred.adjustedContentInset.top == 60 && atOnce.adjustedContentInset.top == 0)
        // And the content jumps down under the finger once (the rubber band now starts 60 pt lower), where
        // the control ended at once moves it a few points a frame, as the finger does
        func largestStep(_ sv: SimulatedScrollView) -> Double {
            zip(sv.frames, sv.frames.dropFirst()).map { abs($1.offset - $0.offset) }.max() ?? 0
        }
        #expect(largestStep(atOnce) < 6)
        #expect(largestStep(deferred) > 30)
        // And the header, ready before the control began, read less pulled for a frame: it went back under
        // its trigger although the finger only went on pulling
        let states = deferred.frames.compactMap(\.headerState)
        let firstReady = states.firstIndex(of: .ready) ?? states.endIndex
        #expect(states[firstReady...].contains { $0 != .ready })
        #expect(atOnce.frames.compactMap(\.headerState).drop { $0 != .ready }.allSatisfy { $0 == .ready })
        deferred.release(velocity: 0)
        deferredControl.dragEnded()
        deferred.settle()
        // And once the drag has ended and the control with it, the header refreshes with its own 54 pt only
        #expect(deferredHeader.state == .refreshing && deferred.adjustedContentInset.top == 54)
    }

    @Test(arguments: [Ending.atOnce, .whenTheDragEnds])
    func aPullLetGoJustAfterTheControlBeganRefreshesOnlyIfTheControlEndedAtOnce(_ ending: Ending) {
        // Given a hidden control that begins 70 pt into the pull (UIKit's own distance is not known; this
        // one is just past the header's 54 pt trigger)
        let (sv, _, header) = makeSheet(refreshControl: true)
        let control = StandInControl(on: sv, beginsAt: 70, ending: ending)
        // When the finger pulls until the control begins, moves on 3 pt and lets go
        var moves = 0
        while control.begins == 0 && moves < 200 {
            sv.moveFinger(by: 3)
            sv.advance(frames: 1)
            moves += 1
        }
        #expect(control.begins == 1)
        #expect(sv.frames.contains { $0.headerState == .ready })  // the header was armed (and its haptic played)
        sv.moveFinger(by: 3)
        sv.advance(frames: 1)
        sv.release(velocity: 0)
        control.dragEnded()
        sv.settle()
        // Then ended at once, the header refreshes as it had promised; kept until the drag ended, UIKit's
        // 60 pt put the header back under its trigger at the release, and the pull is lost
        if ending == .atOnce {
            #expect(header.actionCount == 1 && header.state == .refreshing)
        } else {
            #expect(header.actionCount == 0 && header.state == .idle)
        }
    }
}
