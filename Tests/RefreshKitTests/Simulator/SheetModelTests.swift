import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The page-sheet model (`SimulatedSheet`, its rules and their sources in its doc comment) with a RefreshKit
/// header on the sheet's list: in a sheet, a pull at the top moves the sheet instead of overscrolling, so the
/// header never sees it, unless the scroll view has a `refreshControl` (the app-side fix in the README,
/// "Sheets").
@MainActor @Suite struct SheetModelTests {
    struct Screen {
        let sv: SimulatedScrollView
        let sheet: SimulatedSheet
        let header: RefreshController
    }

    /// A 390×812 list with 2000 pt of content in a page sheet on an 844 pt screen, at 60 Hz, with a RefreshKit
    /// header attached through `installRefresh().attach(_:)`.
    func makeScreen(hasRefreshControl: Bool = false, modal: Bool = false) -> Screen {
        let (sv, sheet, header) = makeSheetScreen(behavior: .never, refreshControl: hasRefreshControl, modal: modal)
        return Screen(sv: sv, sheet: sheet, header: header)
    }

    /// Every recorded frame: the content never went past its top and the header was never ready or refreshing.
    func expectTheHeaderNeverPulled(_ screen: Screen, sourceLocation: SourceLocation = #_sourceLocation) {
        for frame in screen.sv.frames {
            #expect(frame.offset >= screen.sv.minOffset, "overscrolled to \(frame.offset) at t \(frame.time)",
                    sourceLocation: sourceLocation)
            #expect(frame.headerState != .ready && frame.headerState != .refreshing,
                    "header \(String(describing: frame.headerState)) at t \(frame.time)", sourceLocation: sourceLocation)
        }
        #expect(screen.header.actionCount == 0, sourceLocation: sourceLocation)
    }

    @Test func aPullAtTheTopMovesTheSheetAndTheHeaderNeverRefreshes() {
        // Given a list at its top in a sheet, with a RefreshKit header and no refreshControl
        let screen = makeScreen()
        #expect(screen.sv.contentOffset.y == 0)
        // When the finger pulls down 150 pt (past the header's 54 pt trigger on a plain scroll view)
        screen.sv.drag(by: 150, duration: 0.4)
        // Then the sheet follows the finger one to one and the content stays pinned at its top
        #expect(abs(screen.sheet.offset - 150) < 0.01)
        #expect(screen.sheet.phase == .tracking)
        #expect(screen.sv.contentOffset.y == 0)
        #expect(screen.header.state != .ready)
        // When the finger lifts slowly
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        screen.sv.advance(1)
        // Then the sheet springs back, is not dismissed, and nothing refreshed at any frame
        #expect(screen.sheet.offset == 0 && screen.sheet.phase == .resting && !screen.sheet.isDismissed)
        #expect(screen.sheet.largestPull >= 150 - 0.01)
        #expect(screen.sheet.pansTaken == 1)
        #expect(screen.header.state == .idle)
        expectTheHeaderNeverPulled(screen)
        // And the trace shows the sheet falling back frame by frame
        let offsets = screen.sheet.trace.map(\.offset)
        let peak = offsets.firstIndex { $0 >= 150 - 0.01 } ?? 0
        #expect(zip(offsets[peak...], offsets[peak...].dropFirst()).allSatisfy { $1 <= $0 })
    }

    @Test func aBigPullDismissesTheSheet() {
        // Given a list at its top in a sheet
        let screen = makeScreen()
        // When the finger pulls 300 pt (more than 0.3 × 844) and lifts slowly
        screen.sv.drag(by: 300, duration: 0.6)
        screen.sv.release(velocity: 0)
        screen.sv.advance(1)
        // Then the sheet slides off screen, the presented list leaves the window, and nothing refreshed
        #expect(screen.sheet.isDismissed && screen.sheet.phase == .dismissed)
        #expect(screen.sheet.offset == 844)
        #expect(!screen.sv.isInWindow)
        expectTheHeaderNeverPulled(screen)
    }

    @Test func aQuickFlickDownDismissesTheSheet() {
        // Given a list at its top in a sheet
        let screen = makeScreen()
        // When a short pull (60 pt) ends with a fast downward release (1.5 pt/ms)
        screen.sv.drag(by: 60, duration: 0.2)
        screen.sv.release(velocity: -1.5)
        // Then the velocity, not the distance, dismisses it; the list gets no momentum and no bounce
        #expect(screen.sheet.phase == .dismissing)
        #expect(!screen.sv.isDecelerating)
        screen.sv.advance(1)
        #expect(screen.sheet.isDismissed)
        expectTheHeaderNeverPulled(screen)
    }

    @Test func isModalInPresentationRubberBandsAndSpringsBackWithoutARefresh() {
        // Given a sheet the app made modal (isModalInPresentation = true)
        let screen = makeScreen(modal: true)
        // When the finger pulls 400 pt, well past the dismissal distance, and lifts
        screen.sv.drag(by: 400, duration: 0.6)
        // Then the sheet still moves, but less than the finger (rubber band), and the list does not overscroll
        #expect(screen.sheet.offset > 20 && screen.sheet.offset < 400 * 0.5)
        #expect(screen.sv.contentOffset.y == 0)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        screen.sv.advance(1.5)
        // Then it springs back instead of dismissing (an attempt is counted), and nothing refreshed
        #expect(!screen.sheet.isDismissed && screen.sheet.offset == 0)
        #expect(screen.sheet.dismissAttempts == 1)
        #expect(screen.sv.isInWindow)
        expectTheHeaderNeverPulled(screen)
    }

    @Test func withARefreshControlTheHeaderRefreshesAsUsualAndTheSheetStays() {
        // Given the app-side fix: the sheet's scroll view has a refreshControl (invisible, ended at once)
        let screen = makeScreen(hasRefreshControl: true)
        // When the finger pulls down 150 pt
        screen.sv.drag(by: 150, duration: 0.4)
        // Then the scroll view overscrolls as anywhere else and the header is ready; the sheet does not move
        #expect(screen.sv.contentOffset.y < -54)
        #expect(screen.header.state == .ready)
        #expect(screen.sheet.offset == 0)
        // When the finger lifts
        screen.sv.release()
        screen.sv.settle()
        // Then the header refreshes, pinned in view
        #expect(screen.header.state == .refreshing && screen.header.actionCount == 1)
        #expect(screen.sv.contentOffset.y == -54)
        screen.header.endRefreshing()
        screen.sv.settle()
        #expect(screen.sv.contentOffset.y == 0 && screen.sv.contentInset == .zero)
        // And the sheet never moved in any frame
        #expect(screen.sheet.largestPull == 0 && screen.sheet.pansTaken == 0)
        #expect(screen.sheet.trace.allSatisfy { $0.offset == 0 && !$0.takesPan })
    }

    @Test func aPullInTheMiddleOfTheListScrollsTheListNotTheSheet() {
        // Given a list scrolled 500 pt into its content, at rest
        let screen = makeScreen()
        screen.sv.drag(by: -500, duration: 0.5)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        screen.sv.advance(0.5)
        #expect(screen.sv.contentOffset.y == 500)
        screen.sheet.clearTrace()
        // When the finger pulls down 200 pt
        screen.sv.drag(by: 200, duration: 0.4)
        // Then the content follows the finger and the sheet stays at its detent
        #expect(screen.sv.contentOffset.y == 300)
        #expect(screen.sheet.offset == 0)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        #expect(screen.sheet.trace.allSatisfy { $0.offset == 0 && $0.phase == .resting })
        #expect(!screen.sheet.isDismissed)
        expectTheHeaderNeverPulled(screen)
    }

    @Test func aPullFromTheMiddleThatReachesTheTopHandsTheRestToTheSheet() {
        // Given a list scrolled 100 pt into its content
        let screen = makeScreen()
        screen.sv.drag(by: -100, duration: 0.3)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        screen.sv.advance(0.5)
        // When one pull of 180 pt brings it back to its top and goes on
        screen.sv.drag(by: 180, duration: 0.4)
        // Then the first 100 pt scroll the list, the last 80 pt move the sheet, and the list stays at its top
        #expect(screen.sv.contentOffset.y == 0)
        #expect(abs(screen.sheet.offset - 80) < 0.01)
        // When the finger goes back up 120 pt without lifting
        screen.sv.drag(by: -120, duration: 0.3)
        // Then the sheet returns to its detent first, and the remaining 40 pt scroll the list again
        #expect(screen.sheet.offset == 0 && screen.sheet.phase == .resting)
        #expect(abs(screen.sv.contentOffset.y - 40) < 0.01)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        expectTheHeaderNeverPulled(screen)
    }

    @Test func aPullStartedWithinPointFourSecondsOfTheLastIsTheScrollViews() {
        // Given a list at its top in a sheet, and a first pan (a scroll up) that just ended
        let screen = makeScreen()
        screen.sv.drag(by: -30, duration: 0.1)
        screen.sv.release(velocity: 0)
        screen.sv.advance(0.1)
        // When a pull down begins 0.1 s later
        screen.sv.drag(by: 150, duration: 0.4)
        // Then the sheet declines it (decompiled 0.4 s rule) and the list overscrolls, revealing the header
        #expect(!screen.sheet.takesCurrentPan && screen.sheet.offset == 0)
        #expect(screen.sv.contentOffset.y < -54)
        #expect(screen.header.state == .ready)
        screen.sv.release(velocity: 0)
        screen.sv.settle()
        screen.header.endRefreshing()
        screen.sv.settle()
        screen.sv.advance(0.5)
        // And a pull 0.5 s after that is the sheet's again
        screen.sv.drag(by: 100, duration: 0.3)
        #expect(screen.sheet.takesCurrentPan && abs(screen.sheet.offset - 100) < 0.01)
        #expect(screen.sv.contentOffset.y == 0)
    }

    @Test func aSpringingSheetCanBeCaughtWithoutAJump() {
        // Given a sheet springing back after a 150 pt pull
        let screen = makeScreen()
        screen.sv.drag(by: 150, duration: 0.4)
        screen.sv.release(velocity: 0)
        screen.sv.advance(0.1)
        #expect(screen.sheet.phase == .springingBack)
        let caught = screen.sheet.offset
        #expect(caught > 1 && caught < 150)
        // When a finger catches it at once (within 0.4 s: the sheet still animates, so it takes the pan)
        screen.sv.moveFinger(by: 1)
        // Then it continues from where it was
        #expect(screen.sheet.takesCurrentPan)
        #expect(abs(screen.sheet.offset - (caught + 1)) < 0.01)
        #expect(screen.sv.contentOffset.y == 0)
    }

    @Test func aLargeTitleInASheetNeitherStretchesNorShowsTheHeader() {
        // Given a sheet presenting a navigation controller with a large title (.automatic insets, bar expanded)
        let sv = SimulatedScrollView()
        sv.framesPerSecond = 60
        sv.contentInsetAdjustmentBehavior = .automatic
        let header = RefreshController(header: .header, action: .manual {})
        sv.installRefresh().attach(header)
        let bar = SimulatedNavigationBar()
        bar.attach(to: sv)
        let sheet = SimulatedSheet()
        sheet.attach(to: sv)
        #expect(sv.contentOffset.y == -143)
        // When the finger pulls down 150 pt at the top and lifts
        sv.drag(by: 150, duration: 0.4)
        #expect(abs(sheet.offset - 150) < 0.01)
        sv.release(velocity: 0)
        sv.settle()
        sv.advance(1)
        // Then the sheet moved, the content stayed at its top, the bar never stretched, and nothing refreshed
        #expect(sheet.offset == 0 && !sheet.isDismissed)
        #expect(bar.trace.allSatisfy { $0.phase == .expanded })
        #expect(sv.frames.allSatisfy { $0.offset == -143 && $0.headerState != .ready })
        #expect(header.actionCount == 0 && sv.contentInset == .zero)
    }

    @Test func withoutASheetNothingChanges() {
        // Given two identical lists, one in a sheet that has a refreshControl and one with no sheet
        let plain = SimulatedScrollView()
        let fixed = makeScreen(hasRefreshControl: true).sv
        plain.framesPerSecond = 60
        plain.contentInsetAdjustmentBehavior = .never
        plain.installRefresh().attach(RefreshController(header: .header, action: .manual {}))
        // When both get the same pull, release and settle
        for sv in [plain, fixed] {
            sv.drag(by: 150, duration: 0.4)
            sv.release()
            sv.settle()
        }
        // Then their traces are the same frame for frame
        #expect(plain.frames == fixed.frames)
    }
}

/// A 390×812 list with 2000 pt of content in a page sheet on an 844 pt screen, at 60 Hz, with a RefreshKit
/// header attached through `installRefresh().attach(_:)`: the sheet suites' one fixture.
@MainActor
func makeSheetScreen(behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior, refreshControl: Bool,
                     modal: Bool) -> (SimulatedScrollView, SimulatedSheet, RefreshController) {
    let sv = SimulatedScrollView()
    sv.framesPerSecond = 60
    sv.contentInsetAdjustmentBehavior = behavior
    let header = RefreshController(header: .header, action: .manual {})
    sv.installRefresh().attach(header)
    let sheet = SimulatedSheet(screenHeight: 844)
    sheet.hasRefreshControl = refreshControl
    sheet.isModalInPresentation = modal
    sheet.attach(to: sv)
    return (sv, sheet, header)
}
