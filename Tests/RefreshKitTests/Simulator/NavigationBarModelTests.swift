import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The large-title bar model (`SimulatedNavigationBar`, rules in `Docs/LargeTitleModel.md`) before any
/// RefreshKit engine is involved, plus the peers' symptoms it must be able to show.
@MainActor @Suite struct NavigationBarModelTests {
    /// A 390×812 table with 2000 pt of content under a large-title bar at S = 47, 60 Hz, `.automatic`.
    func makeScreen(search: SimulatedNavigationBar.SearchBar = .none, largeTitle: Bool = true,
                    appInset: Double = 0) -> (SimulatedScrollView, SimulatedNavigationBar) {
        let sv = SimulatedScrollView()
        sv.framesPerSecond = 60
        sv.contentInsetAdjustmentBehavior = .automatic
        if appInset != 0 {
            sv.setContentInset(ScrollInsets(top: appInset))
            sv.setContentOffset(ScrollPoint(y: -appInset))  // the list starts at its top, as on first layout
        }
        let bar = SimulatedNavigationBar(largeTitle: largeTitle, searchBar: search)
        bar.attach(to: sv)
        return (sv, bar)
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

    // MARK: Rest geometry

    @Test func anExpandedBarAtRestIs143AndTheAdjustedInsetAddsTheAppInset() {
        // Given a large-title screen at S = 47 whose app inset is 20
        let (sv, bar) = makeScreen(appInset: 20)
        // Then the bar is expanded at E = 47 + 44 + 52, the adjusted top is E + 20, the content rests at its top
        #expect(bar.expandedHeight == 143 && bar.compactHeight == 91 && bar.collapsibleHeight == 52)
        #expect(bar.height == 143 && bar.phase == .expanded)
        #expect(sv.safeAreaInsets.top == 143)
        #expect(sv.adjustedContentInset.top == 163)
        #expect(sv.contentOffset.y == -163)
        #expect(close(bar.scrolled, 0))
        // And the large title is the bottom 52 pt of the bar, just above the app's inset band
        #expect(bar.largeTitleFrameOnScreen == ScrollRect(x: 0, y: 91, width: 390, height: 52))
        #expect(bar.largeTitleFrame == ScrollRect(x: 0, y: -72, width: 390, height: 52))
        #expect(bar.frameOnScreen == ScrollRect(x: 0, y: 0, width: 390, height: 143))
        #expect(bar.bottomEdge == -20)
    }

    @Test func aHidingSearchBarAddsItsRowBelowTheTitle() {
        // Given a large title with a search controller that hides when scrolling
        let (sv, bar) = makeScreen(search: .hidesWhenScrolling)
        // Then E = 195, C = 91, and the search row sits under the title
        #expect(bar.expandedHeight == 195 && bar.compactHeight == 91)
        #expect(sv.adjustedContentInset.top == 195 && sv.contentOffset.y == -195)
        #expect(bar.largeTitleFrameOnScreen.origin.y == 91 && bar.largeTitleFrameOnScreen.size.height == 52)
        #expect(bar.searchRowFrameOnScreen == ScrollRect(x: 0, y: 143, width: 390, height: 52))
    }

    @Test func aSearchBarWithoutALargeTitleCollapsesAlone() {
        // Given rule 11: no large title, a hiding search bar
        let (sv, bar) = makeScreen(search: .hidesWhenScrolling, largeTitle: false)
        #expect(bar.expandedHeight == 143 && bar.compactHeight == 91)
        // When scrolling 30 pt into the band
        sv.drag(by: -30)
        // Then only the search row shrinks; there is no title strip
        #expect(close(bar.searchRowFrameOnScreen.size.height, 22))
        #expect(bar.largeTitleFrameOnScreen.size.height == 0)
    }

    @Test func aPlainBarNeitherStretchesNorCollapses() {
        // Given a bar with neither a large title nor a search bar (fixed height)
        let (sv, bar) = makeScreen(largeTitle: false)
        #expect(!bar.stretches && bar.expandedHeight == 91 && bar.compactHeight == 91)
        #expect(!sv.refreshSnapshot.leadingBarStretches)
        // When pulled down, the content rubber-bands under a bar that keeps its height
        sv.drag(by: 100)
        #expect(sv.contentOffset.y < -91 - 40)
        #expect(bar.height == 91 && bar.phase == .expanded)
    }

    @Test func theSnapshotTellsTheEngineThatTheBarStretches() {
        // Given a large title: RefreshKit's host snapshot reports a stretching leading bar
        let (sv, bar) = makeScreen()
        #expect(bar.stretches && sv.refreshSnapshot.leadingBarStretches)
        // And without a bar it does not
        bar.detach()
        #expect(!sv.refreshSnapshot.leadingBarStretches)
    }

    // MARK: Stretch

    @Test func pullingPastTheTopStretchesTheBarWithoutChangingTheInset() {
        // Given an expanded bar over content with a 20 pt app inset
        let (sv, bar) = makeScreen(appInset: 20)
        let titleInContent = bar.largeTitleFrame
        // When the finger pulls the content 100 pt down
        sv.drag(by: 100)
        // Then the content is overscrolled, the adjusted inset has not moved, and the bar stretched to the
        // top of the inset band: its bottom edge is at content y = −20, exactly where it was
        let overscroll = -163 - sv.contentOffset.y
        #expect(overscroll > 40)
        #expect(sv.adjustedContentInset.top == 163 && sv.safeAreaInsets.top == 143)
        #expect(bar.phase == .stretched)
        #expect(close(bar.height, 143 + overscroll))
        #expect(close(bar.bottomEdge, -20))
        // And the title rode down with the content: same content frame, lower on screen; the gap above it
        // (where UIKit would host a refresh control) is as tall as the stretch
        #expect(close(bar.largeTitleFrame.origin.y, titleInContent.origin.y))
        #expect(close(bar.largeTitleFrameOnScreen.origin.y, 91 + overscroll))
        #expect(close(bar.stretchGapFrameOnScreen.size.height, overscroll))
        // When released, it bounces back and the bar shrinks with the content, never in a jump
        sv.release(velocity: 0)
        sv.settle()
        #expect(sv.contentOffset.y == -163 && bar.height == 143)
        #expect(bar.largestJump() < 0.01)
        #expect(bar.snaps.isEmpty)
    }

    @Test func aHeaderJustAboveTheContentIsAlwaysBehindTheTitleWhileStretching() {
        // Given rule 10 with a peer-style header at y = −54 and no inset of its own (MJRefresh#1134, ES#93)
        let (sv, bar) = makeScreen()
        let header = ScrollRect(x: 0, y: -54, width: 390, height: 54)
        // Then it is under the bar at rest, and during the whole pull it lies on the large title
        #expect(bar.intersectsLargeTitle(header))
        for _ in 0..<10 {
            sv.drag(by: 15, duration: 0.05)
            #expect(close(bar.largeTitleOverlap(with: header), 52))
        }
        // And with its height added to the inset (pinned), it sits just below the bar instead
        sv.release(velocity: 0)
        sv.settle()
        sv.setContentInset(ScrollInsets(top: 54))
        sv.setContentOffset(ScrollPoint(y: -197))
        #expect(bar.phase == .expanded)
        #expect(!bar.intersectsLargeTitle(header))
        #expect(bar.screenRect(forContentRect: header).origin.y == 143)
    }

    // MARK: Collapse band

    @Test func scrollingUpCollapsesTheBarAndTheInsetFollowsWithoutCompensation() {
        // Given an expanded bar
        let (sv, bar) = makeScreen()
        // When the finger moves 30 pt up, one pan update a frame
        var offsets: [Double] = []
        sv.observers.append { sv, change in if change == .contentOffset { offsets.append(sv.contentOffset.y) } }
        sv.drag(by: -30)
        // Then the offset is exactly start − translation (nothing compensated it), the bar and the adjusted
        // inset shrank by 30, and the content top stays on the bar's bottom edge
        #expect(sv.contentOffset.y == -113)
        #expect(offsets.count == 18 && zip(offsets, offsets.dropFirst()).allSatisfy { $1 > $0 })
        #expect(close(bar.height, 113) && bar.phase == .collapsing)
        #expect(close(sv.adjustedContentInset.top, 113))
        #expect(close(sv.contentOffset.y + sv.adjustedContentInset.top, 0))
        #expect(close(bar.scrolled, 30))
        // And it changed continuously: no frame moved the inset by more than 2 pt
        let tops = bar.trace.map(\.adjustedInsetTop)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { abs($1 - $0) < 2 })
        // And the title strip shrank from the top: 22 pt left, still just above the bar's bottom edge
        #expect(close(bar.largeTitleFrameOnScreen.size.height, 22))
        #expect(close(bar.largeTitleFrameOnScreen.origin.y, 91))
    }

    @Test func theSearchRowCollapsesBeforeTheTitle() {
        // Given a large title and a hiding search bar (E = 195)
        let (sv, bar) = makeScreen(search: .hidesWhenScrolling)
        // When scrolled 30 pt: only the search row lost height
        sv.drag(by: -30)
        #expect(close(bar.searchRowFrameOnScreen.size.height, 22))
        #expect(close(bar.largeTitleFrameOnScreen.size.height, 52))
        #expect(close(bar.largeTitleFrameOnScreen.origin.y + 52, bar.searchRowFrameOnScreen.origin.y))
        // When scrolled 70 pt: the search row is gone and the title has lost 18
        sv.drag(by: -40)
        #expect(bar.searchRowFrameOnScreen.size.height == 0)
        #expect(close(bar.largeTitleFrameOnScreen.size.height, 34))
        #expect(close(sv.adjustedContentInset.top, 125))
    }

    @Test func aSearchBarThatDoesNotHideStaysInTheCompactBar() {
        // Given hidesSearchBarWhenScrolling = false
        let (sv, bar) = makeScreen(search: .alwaysVisible)
        #expect(bar.expandedHeight == 195 && bar.compactHeight == 143)
        // When scrolled far into the content
        sv.drag(by: -400)
        sv.release(velocity: 0)
        sv.settle()
        // Then only the title collapsed: the bar keeps the search row at its bottom
        #expect(bar.phase == .compact && bar.height == 143)
        #expect(bar.searchRowFrameOnScreen == ScrollRect(x: 0, y: 91, width: 390, height: 52))
        #expect(bar.largeTitleFrameOnScreen.size.height == 0)
        #expect(sv.adjustedContentInset.top == 143)
    }

    @Test func aCompactBarStaysCompactUntilTheContentComesBackToTheTop() {
        // Given the content scrolled 500 pt into the list
        let (sv, bar) = makeScreen()
        sv.drag(by: -500, duration: 0.5)
        sv.release(velocity: 0)
        sv.settle()
        #expect(bar.phase == .compact && bar.height == 91 && sv.adjustedContentInset.top == 91)
        #expect(bar.largeTitleFrameOnScreen.size.height == 0)
        #expect(!bar.intersectsLargeTitle(ScrollRect(x: 0, y: sv.contentOffset.y, width: 390, height: 300)))
        // When dragged back down 300 pt: still compact; the title re-expands only as the top arrives
        sv.drag(by: 300)
        #expect(bar.phase == .compact)
        sv.drag(by: 185)
        #expect(bar.phase == .collapsing && close(bar.scrolled, 15))
        sv.release(velocity: 0)
        sv.settle()
        #expect(bar.phase == .expanded && sv.contentOffset.y == -143)
    }

    // MARK: Snap

    @Test(arguments: [(20.0, SimulatedNavigationBar.SnapEnd.expanded, -143.0), (35, .compact, -91)])
    func liftingTheFingerInsideTheBandSnapsToTheNearerEnd(distance: Double, end: SimulatedNavigationBar.SnapEnd,
                                                           rest: Double) {
        // Given the bar held partly collapsed
        let (sv, bar) = makeScreen()
        sv.drag(by: -distance)
        sv.hold(0.2)
        #expect(bar.phase == .collapsing)
        // When the finger lifts without speed
        sv.release(velocity: 0)
        sv.settle()
        // Then an offset animation takes the bar to the nearer end and the content to its top
        #expect(bar.snaps.map(\.end) == [end])
        #expect(sv.contentOffset.y == rest)
        #expect(close(sv.contentOffset.y + sv.adjustedContentInset.top, 0))
        #expect(bar.phase == (end == .expanded ? .expanded : .compact))
        #expect(sv.callbacks.last == .didEndScrollingAnimation)
    }

    @Test func aFlingTowardTheTopPassesThroughTheBandFreely() {
        // Given the bar held 40 pt into the 52 pt band (nearer compact)
        let (sv, bar) = makeScreen()
        sv.drag(by: -40)
        // When released at 0.6 pt/ms toward the top
        sv.release(velocity: -0.6)
        sv.advance(frames: 6)
        // Then momentum carries the content through the band without a spring (overscroll is measured from
        // the expanded top), into a stretch, and it bounces back expanded; no snap was needed
        #expect(bar.phase == .stretched && sv.isDecelerating)
        sv.settle()
        #expect(bar.phase == .expanded && sv.contentOffset.y == -143)
        #expect(bar.snaps.isEmpty)
    }

    @Test(arguments: [(-0.5, 141.67, SimulatedNavigationBar.SnapEnd.expanded), (-0.3, 41.67, .compact)])
    func momentumThatWouldStopInTheBandIsRetargetedByItsDirectionWhenFast(
        velocity: Double, start: Double, end: SimulatedNavigationBar.SnapEnd) {
        // Given a compact bar over content scrolled to `start`
        let (sv, bar) = makeScreen()
        sv.drag(by: -(143 + start), duration: 0.5)
        #expect(close(sv.contentOffset.y, start))
        // When released toward the top so that momentum would stop ~40 pt into the band (nearer compact)
        sv.release(velocity: velocity)
        // Then the release is retargeted: at 0.5 pt/ms or more by its direction, slower to the nearer end
        #expect(bar.snaps.count == 1 && abs((bar.snaps.first?.from ?? 0) - 40) < 1)
        #expect(bar.snaps.map(\.end) == [end])
        // And momentum carries the content there, with no offset animation
        sv.settle()
        #expect(bar.phase == (end == .expanded ? .expanded : .compact))
        #expect(sv.contentOffset.y == (end == .expanded ? -143 : -91))
        #expect(!sv.callbacks.contains(.didEndScrollingAnimation))
    }

    // MARK: Inset writes (rule 7)

    @Test func raisingTheInsetWhileInteractingCollapsesTheBarByThatMuch() {
        // Given a finger resting on the expanded list
        let (sv, bar) = makeScreen()
        sv.touchDown()
        // When the app inset grows by 20 without moving the offset
        sv.setContentInset(ScrollInsets(top: 20))
        sv.hold(1.0 / 60)
        // Then s grew by 20 and the bar collapsed by exactly 20; the offset did not move
        #expect(sv.contentOffset.y == -143)
        #expect(close(bar.scrolled, 20) && close(bar.height, 123))
        #expect(close(sv.adjustedContentInset.top, 143))
        // When the inset goes back down without moving the offset, the offset is now above the new top and
        // is clamped (UIKit clamps even while tracking): the bar does not grow back by itself
        sv.setContentInset(.zero)
        sv.hold(1.0 / 60)
        #expect(sv.contentOffset.y == -123 && close(bar.height, 123))
    }

    @Test func raisingTheInsetAtRestByLessThanTheBandLeavesTheBarExpanded() {
        // Given an expanded bar at rest
        let (sv, bar) = makeScreen()
        // When the inset grows by 20 at rest
        sv.setContentInset(ScrollInsets(top: 20))
        bar.layoutIfNeeded()
        // Then at rest the bar only knows expanded and compact: it stays expanded and nothing moves; the new
        // 20 pt band is under the bar (the content reads as scrolled 20 pt)
        #expect(bar.phase == .expanded && sv.contentOffset.y == -143)
        #expect(close(sv.contentOffset.y + sv.adjustedContentInset.top, 20))
    }

    @Test(arguments: [(true, -91.0), (false, -143.0)])
    func raisingTheInsetAtRestByTheBandCollapsesTheBar(keepsDistance: Bool, offset: Double) {
        // Given an expanded bar at rest
        let (sv, bar) = makeScreen()
        bar.keepsDistanceAtRest = keepsDistance
        // When the inset grows by 60 (more than the 52 pt band) at rest
        sv.setContentInset(ScrollInsets(top: 60))
        bar.layoutIfNeeded()
        // Then the bar is compact; by default the scroll view kept its 60 pt distance from the safe area,
        // so the offset moved by E − C (with `keepsDistanceAtRest` off it stays)
        #expect(bar.phase == .compact && bar.height == 91)
        #expect(sv.contentOffset.y == offset)
    }

    // MARK: The peers' symptoms

    @Test func addingTheHeaderInsetAtReleaseSnapsTheTitleBack() {
        // Given a naive header: pulled 150 pt (the bar stretched by ~75) and released
        let (sv, bar) = makeScreen()
        sv.drag(by: 150)
        let stretched = bar.height
        #expect(stretched > 143 + 60)
        sv.release(velocity: 0)
        let before = bar.trace.count
        // When it adds its 54 pt to contentInset.top at release (MJRefresh's refreshing state)
        sv.setContentInset(ScrollInsets(top: 54))
        sv.settle()
        // Then the bar lost 54 pt at once while the content had not moved that much: the title "springs back"
        // (MJRefresh#1412), because its bottom edge follows the top of contentInset
        #expect(bar.largestJump(from: before - 1) >= 53.9)
        #expect(bar.phase == .expanded && sv.contentOffset.y == -197)
    }

    @Test func settingTheOffsetFromTheRawInsetCollapsesTheBarWhileRefreshing() {
        // Given a naive header that pins with contentInset.top = 54 and offset −contentInset.top (ES#151)
        let (sv, bar) = makeScreen()
        sv.drag(by: 150)
        sv.release(velocity: 0)
        sv.settle()
        sv.setContentInset(ScrollInsets(top: 54))
        sv.setContentOffset(ScrollPoint(y: -54), animated: true)
        sv.settle()
        // Then relative to the adjusted inset that is ~140 pt into the content: the bar is compact while refreshing
        #expect(bar.phase == .compact && bar.height == 91)
        #expect(bar.trace.suffix(10).allSatisfy { $0.phase == .compact })
    }

    /// The placement the model recommends, driven by hand on the plain simulator: the header's owned inset
    /// follows the reveal while the finger pulls (so the bar stays expanded and the header appears below it),
    /// the bar stretches only once the header is fully shown, the inset is already in place at release, and
    /// the ending gives the inset back frame by frame (the clamp brings the content along, `s` stays 0).
    @Test func aHeaderRevealedBelowTheBarNeverMeetsTheTitleAndNeverMovesIt() {
        // Given a large-title screen and a 54 pt header whose top is the top of contentInset (just under the bar)
        let (sv, bar) = makeScreen()
        let h = 54.0
        final class Flags { var refreshing = false, ending = false }
        let phase = Flags()
        var worstOverlap = 0.0, lowestBar = Double.infinity
        func headerFrame() -> ScrollRect { ScrollRect(x: 0, y: -sv.contentInset.top, width: 390, height: h) }
        sv.observers.append { sv, change in
            guard change == .contentOffset, sv.isTracking && !phase.refreshing else { return }
            let base = sv.adjustedContentInset.top - sv.contentInset.top
            let owned = min(h, max(0, -base - sv.contentOffset.y))
            if abs(owned - sv.contentInset.top) > 0.01 { sv.setContentInset(ScrollInsets(top: owned)) }
        }
        sv.onFrame = { sv in
            if phase.ending { sv.setContentInset(ScrollInsets(top: max(0, sv.contentInset.top - h * sv.frameDuration / 0.3))) }
            worstOverlap = max(worstOverlap, bar.largeTitleOverlap(with: headerFrame()))
            lowestBar = min(lowestBar, bar.height)
        }
        // When the finger pulls 150 pt: the header is revealed below the expanded bar, then the bar stretches
        sv.drag(by: 40)
        #expect(bar.phase == .expanded && sv.contentInset.top > 15)
        sv.drag(by: 110)
        #expect(sv.contentInset.top == h && bar.phase == .stretched)
        // When it lets go, the refresh runs for a second and then ends
        sv.release(velocity: 0)
        phase.refreshing = true
        sv.settle()
        #expect(sv.contentOffset.y == -197 && bar.phase == .expanded)
        sv.advance(1)
        phase.ending = true
        sv.advance(0.4)
        // Then the header never lay on the title, the bar never went below expanded (no ES#151) and never
        // moved relative to the content (no MJRefresh#1412), and everything is back at rest
        #expect(worstOverlap < 0.01)
        #expect(lowestBar >= 143 - 0.01)
        #expect(bar.largestJump() < 0.5)
        #expect(sv.contentInset.top == 0 && sv.contentOffset.y == -143 && bar.phase == .expanded)
    }

    // MARK: Frames and trace

    @Test func framesConvertBetweenScreenAndContentCoordinates() {
        // Given a bar stretched by a pull
        let (sv, bar) = makeScreen()
        sv.drag(by: 80)
        let y = sv.contentOffset.y
        // Then screen y = content y − offset, both ways
        let rect = ScrollRect(x: 0, y: -54, width: 390, height: 54)
        #expect(bar.screenRect(forContentRect: rect).origin.y == -54 - y)
        #expect(bar.contentRect(forScreenRect: bar.screenRect(forContentRect: rect)) == rect)
        #expect(bar.frame.origin.y == y && bar.frame.size.height == bar.height)
        #expect(SimulatedNavigationBar.overlap(rect, ScrollRect(x: 0, y: -10, width: 10, height: 100)) == 10)
        #expect(SimulatedNavigationBar.overlap(rect, ScrollRect(x: 400, y: -10, width: 10, height: 100)) == 0)
    }

    @Test func theTraceHasOneSamplePerFrameWithTheHeaderFrame() {
        // Given a RefreshKit header on a large-title screen
        let (sv, bar) = makeScreen()
        let header = RefreshController(header: .header, action: .manual {})
        sv.installRefresh().attach(header)
        bar.clearTrace()
        // When half a second passes with a pull
        sv.drag(by: 60, duration: 0.5)
        // Then there is a sample per frame, carrying the bar and the header in screen coordinates
        #expect(bar.trace.count == 30)
        let last = bar.trace[bar.trace.count - 1]
        #expect(last.offset == sv.contentOffset.y && last.height == bar.height)
        #expect(last.largeTitleFrame == bar.largeTitleFrameOnScreen)
        if let frame = last.headerFrame {
            #expect(frame == bar.screenRect(forContentRect: header.frame))
            #expect(close(last.headerOverlap, SimulatedNavigationBar.overlap(frame, last.largeTitleFrame)))
        }
    }

    @Test func detachingGivesTheSafeAreaBack() {
        let (sv, bar) = makeScreen()
        bar.detach()
        #expect(sv.safeAreaInsets.top == 0 && sv.navigationBar == nil && sv.safeAreaTopForOffset == nil)
        #expect(sv.contentOffset.y == 0)
    }
}
