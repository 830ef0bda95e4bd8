import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Horizontal components on the simulated carousel with the real engine: the leading refresher and the
/// trailing load-more mirror the vertical header and footer along x, and never touch y. Scenarios that are the
/// same along both axes (a release short of the trigger, a fling toward the start, short content under the safe
/// area, the auto footer under momentum or self-sizing churn, observing its own writes) are in `ScenarioTests`,
/// which runs them on both.
@Suite struct HorizontalScenarioTests {
    // MARK: The simulator along x

    @Test(arguments: [(60.0, -30.33), (100, -48.33), (150, -68)]) @MainActor
    func dragRubberBandsAgainstTheWidthAndRoundsToPixels(distance: Double, shown: Double) {
        // Given a 390 pt wide carousel at its start, no RefreshKit
        let sv = SimulatedHorizontalScrollView()
        sv.contentInsetAdjustmentBehavior = .never
        sv.framesPerSecond = 60
        // When the finger moves right by `distance`
        sv.drag(by: distance)
        // Then the content shows R·(1 − 1/(1 + 0.55·d/R)) past the left edge, R = 390 (the width)
        #expect(abs(sv.contentOffset.x - shown) < 0.005)
        #expect(sv.contentOffset.y == 0)
        #expect(sv.isDragging && sv.isTracking)
    }

    @Test(arguments: [[150.0], [-700], [60, -20], [-2400]]) @MainActor
    func physicsAlongXAreTheVerticalModelsAlongY(script: [Double]) {
        // Given a carousel and a vertical scroll view of the same size transposed (390 × 200 and 200 × 390)
        let horizontal = SimulatedHorizontalScrollView()
        let vertical = SimulatedScrollView(bounds: ScrollSize(width: 200, height: 390),
                                           contentSize: ScrollSize(width: 200, height: 2000))
        for sv in [horizontal.physics, vertical] {
            sv.contentInsetAdjustmentBehavior = .never
            sv.framesPerSecond = 60
        }
        // When both get the same drags and a fling at the end
        for distance in script {
            horizontal.drag(by: distance)
            vertical.drag(by: distance)
        }
        horizontal.fling(velocity: -1.5)
        vertical.fling(velocity: -1.5)
        horizontal.settle()
        vertical.settle()
        // Then x followed y frame for frame
        #expect(horizontal.frames.map(\.offset) == vertical.frames.map(\.offset))
        #expect(horizontal.callbacks == vertical.callbacks)
        #expect(horizontal.contentOffset.x == vertical.contentOffset.y)
    }

    @Test @MainActor func theCarouselsModelReportsOnlyToTheHorizontalBinding() {
        // Given a carousel with a binding installed
        let sv = SimulatedHorizontalScrollView()
        sv.framesPerSecond = 60
        let binding = sv.installRefresh()
        var heard: [SimulatedHorizontalScrollView.Change] = []
        sv.observers.append { _, change in heard.append(change) }
        // Then the transposed model inside reports to that binding, which is horizontal and hosted by the carousel
        #expect(binding.axis == .horizontal)
        #expect(binding.host === sv)
        #expect(sv.physics.refresh === binding)
        #expect(sv.installRefresh() === binding)
        #expect(sv.physics.installRefresh() === binding)  // no vertical binding can be put on it afterwards
        // When the content moves, the binding and the carousel's observers hear each change
        let before = binding.handledEvents
        sv.drag(by: -100)
        #expect(binding.handledEvents > before)
        #expect(heard.contains(.contentOffset) && heard.contains(.panState))
        #expect(sv.refreshSnapshot.contentOffset == sv.contentOffset)
        #expect(sv.refreshSnapshot.isDragging)
    }

    @Test @MainActor func scrollableAxesAppliesTheLeftAndRightSafeAreaOnlyWhenTheContentScrollsHorizontally() {
        // Given a landscape notch (left and right safe area) and a status bar (top) on narrow content
        let sv = SimulatedHorizontalScrollView(contentSize: ScrollSize(width: 300, height: 200))
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        sv.setSafeAreaInsets(ScrollInsets(top: 20, left: 47, bottom: 21, right: 47))
        // Then nothing applies: the content scrolls along neither axis
        #expect(sv.adjustedContentInset == .zero)
        // When it becomes wider than the bounds, left and right apply (documented)
        sv.setContentSize(ScrollSize(width: 2000, height: 200))
        #expect(sv.adjustedContentInset == ScrollInsets(left: 47, right: 47))
        #expect(sv.contentOffset.x == 0)  // inside the new range: clamped only when outside it, never translated
        // When alwaysBounceVertical is on, top and bottom apply too (documented)
        sv.alwaysBounceVertical = true
        #expect(sv.adjustedContentInset == ScrollInsets(top: 20, left: 47, bottom: 21, right: 47))
        // When the content is narrow again, alwaysBounceHorizontal keeps left and right (UIKit, not documented)
        sv.setContentSize(ScrollSize(width: 300, height: 200))
        sv.alwaysBounceVertical = false
        #expect(sv.adjustedContentInset == .zero)
        sv.alwaysBounceHorizontal = true
        #expect(sv.adjustedContentInset == ScrollInsets(left: 47, right: 47))
    }

    @Test @MainActor func automaticOnAViewControllersRootViewForcesTopAndBottomNotLeftAndRight() {
        // Given a narrow carousel that is a view controller's root view, under .automatic
        let sv = SimulatedHorizontalScrollView(contentSize: ScrollSize(width: 300, height: 200))
        sv.isViewControllerRootView = true
        sv.setSafeAreaInsets(ScrollInsets(top: 91, left: 47, bottom: 34, right: 47))
        // Then it is "always adjusted vertically", and horizontally only once it scrolls that way
        #expect(sv.adjustedContentInset == ScrollInsets(top: 91, bottom: 34))
        sv.alwaysBounceHorizontal = true
        #expect(sv.adjustedContentInset == ScrollInsets(top: 91, left: 47, bottom: 34, right: 47))
    }

    // MARK: Leading refresher

    @Test @MainActor func pullingTheLeadingEdgePastTriggerRefreshes() {
        // Given a carousel with a 54 pt leading refresher
        let s = HorizontalSession()
        var kinds: [RefreshState] = [.idle]
        s.scrollView.observers.append { _, _ in
            if let kind = s.header?.state.kind, kinds.last != kind { kinds.append(kind) }
        }
        // When the finger moves right by 60: 30.33 pt of it shows
        s.scrollView.drag(by: 60)
        guard case .pulling(let progress) = s.header?.state else { Issue.record("not pulling"); return }
        #expect(abs(progress - (30 + 1.0 / 3) / 54) < 1e-9)
        // When it moves on to 150 (68 pt shown) and lets go
        s.scrollView.drag(by: 90)
        #expect(s.header?.state == .ready)
        #expect(s.header?.actionCount == 0)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        // Then it refreshes once, holding the LEFT inset, settled on the pinned line
        #expect(kinds == [.idle, .pulling(progress: 0), .ready, .refreshing])
        #expect(s.header?.actionCount == 1)
        #expect(s.inset == ScrollInsets(left: 54))
        #expect(s.offset == -54)
        #expect(s.header?.isHidden == false)
    }

    @Test @MainActor func endingTheLeadingRefreshAnimatesTheInsetBackToTheApps() {
        // Given the app's own 16 pt left and right insets and a refreshing leading component
        let s = HorizontalSession(appInset: ScrollInsets(left: 16, right: 16))
        #expect(s.offset == -16)
        s.pullToRefresh()
        #expect(s.inset == ScrollInsets(left: 70, right: 16))
        #expect(s.offset == -70)
        // When the refresh ends
        let start = s.scrollView.frames.count
        s.header?.endRefreshing()
        s.scrollView.settle()
        // Then the content slides back over several frames, one way only, to the app's own inset
        let offsets = [-70] + s.scrollView.frames[start...].map(\.offset)
        #expect(offsets.count > 5)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 < 10 })
        #expect(s.inset == ScrollInsets(left: 16, right: 16))
        #expect(s.binding.appContentInset == ScrollInsets(left: 16, right: 16))
        #expect(s.offset == -16)
        #expect(s.header?.state == .idle)
    }

    @Test(arguments: [0.0, 600]) @MainActor
    func beginRefreshingOnTheLeadingBringsItIntoViewAndEndRestores(from start: Double) {
        // Given a carousel at rest at `start`
        let s = HorizontalSession()
        s.scrollView.setContentOffset(ScrollPoint(x: start, y: 0))
        // When the app begins a refresh
        s.header?.beginRefreshing()
        s.scrollView.settle()
        // Then the leading component is brought fully into view and held there
        #expect(s.header?.actionCount == 1)
        #expect(s.inset == ScrollInsets(left: 54))
        #expect(s.offset == -54)
        // When the app ends it
        s.header?.endRefreshing()
        s.scrollView.settle()
        // Then everything is as the app had it, at the start of the content
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.header?.state == .idle)
    }

    // MARK: Trailing load-more

    @Test @MainActor func trailingBackFooterPulledPastTheEndLoadsAndHoldsTheRightInset() {
        // Given a carousel with a 44 pt trailing back footer
        let s = HorizontalSession(header: nil, footer: (.back, .footer))
        #expect(s.inset == .zero)
        // When the finger pulls the content left past its end and lets go
        s.dragToEnd(beyond: 100)
        #expect(s.footer?.state == .ready)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        // Then it loads once and holds the RIGHT inset, settled showing the whole footer
        #expect(s.footer?.actionCount == 1)
        #expect(s.footer?.state == .refreshing)
        #expect(s.inset == ScrollInsets(right: 44))
        #expect(s.offset == 2000 - 390 + 44)
        // When the page arrives and loading ends
        s.scrollView.setContentSize(ScrollSize(width: 2800, height: 200))
        s.footer?.endRefreshing()
        s.scrollView.settle()
        // Then the inset goes back and the content stays where it was: the new items follow
        #expect(s.inset == .zero)
        #expect(s.offset == 2000 - 390 + 44)
        #expect(s.footer?.state == .idle)
    }

    @Test(arguments: [RefreshFooterStyle.auto, .back]) @MainActor
    func noMoreDataOnTheTrailingStopsLoadingUntilReset(style: RefreshFooterStyle) {
        // Given a trailing footer told there is nothing more
        let s = HorizontalSession(header: nil, footer: (style, .footer))
        s.footer?.setNoMoreData()
        #expect(s.footer?.state == .noMoreData)
        // When the user drags to the end and past it
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        // Then nothing loads, nothing is held beyond the footer's own inset, and a begin is refused
        #expect(s.footer?.actionCount == 0)
        #expect(s.inset == ScrollInsets(right: style == .auto ? 44 : 0))
        s.footer?.beginRefreshing()
        #expect(s.footer?.state == .noMoreData)
        // When it is reset, the next pull to the end loads
        s.footer?.resetNoMoreData()
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 0))
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.footer?.actionCount == 1)
    }

    @Test @MainActor func noMoreDataWhileTheBackFooterLoadsGivesTheRightInsetBack() {
        // Given a trailing back footer loading at the end
        let s = HorizontalSession(header: nil, footer: (.back, .footer))
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.inset == ScrollInsets(right: 44))
        // When the app says there is nothing more
        s.footer?.setNoMoreData()
        s.scrollView.settle()
        // Then the inset goes back and the content rests at its end
        #expect(s.footer?.state == .noMoreData)
        #expect(s.inset == .zero)
        #expect(s.offset == s.scrollView.maxOffset)
    }

    // MARK: The inset contract along x

    struct InsetRow: Sendable, CustomTestStringConvertible {
        var name: String
        var behavior: SimulatedHorizontalScrollView.ContentInsetAdjustmentBehavior
        var app: ScrollInsets
        var safeArea: ScrollInsets
        /// The base left and right insets: app plus the safe area that applies.
        var left: Double
        var right: Double
        var testDescription: String { name }
    }

    static let insetRows: [InsetRow] = [
        InsetRow(name: "app insets", behavior: .never, app: ScrollInsets(left: 16, right: 16), safeArea: .zero,
                 left: 16, right: 16),
        InsetRow(name: "landscape notch, scrollable axes", behavior: .scrollableAxes, app: .zero,
                 safeArea: ScrollInsets(left: 47, bottom: 21, right: 47), left: 47, right: 47),
        InsetRow(name: "app and notch, always", behavior: .always, app: ScrollInsets(left: 8, right: 12),
                 safeArea: ScrollInsets(left: 47, right: 47), left: 55, right: 59),
        InsetRow(name: "automatic, root view", behavior: .automatic, app: ScrollInsets(top: 5, left: 10),
                 safeArea: ScrollInsets(top: 91, left: 47, bottom: 34, right: 47), left: 57, right: 47),
    ]

    @Test(arguments: insetRows) @MainActor
    func leadingRefreshAddsItsInsetOnTopOfTheAppsAndTheSafeArea(row: InsetRow) {
        // Given app insets and a safe area
        let s = HorizontalSession(behavior: row.behavior, appInset: row.app, safeArea: row.safeArea)
        s.scrollView.isViewControllerRootView = true
        #expect(s.offset == -row.left)
        // When the leading component is pulled to refresh
        s.pullToRefresh()
        // Then RefreshKit's 54 pt sit on top of the base, on the left edge only
        #expect(s.header?.state == .refreshing)
        #expect(s.inset == row.app + ScrollInsets(left: 54))
        #expect(s.offset == -(row.left + 54))
        #expect(s.binding.appContentInset == row.app)
        // When it ends, the app's inset is exactly its own again
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == row.app)
        #expect(s.offset == -row.left)
    }

    @Test(arguments: insetRows) @MainActor
    func trailingLoadAddsItsInsetOnTopOfTheAppsAndTheSafeArea(row: InsetRow) {
        // Given app insets, a safe area and a trailing back footer
        let s = HorizontalSession(behavior: row.behavior, header: nil, footer: (.back, .footer),
                                  appInset: row.app, safeArea: row.safeArea)
        s.scrollView.isViewControllerRootView = true
        let end = 2000 + row.right - 390
        // When it is pulled past the end to load
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        // Then its 44 pt sit on top of the base on the right edge, with the footer fully shown
        #expect(s.footer?.state == .refreshing)
        #expect(s.inset == row.app + ScrollInsets(right: 44))
        #expect(s.offset == end + 44)
        #expect(s.binding.appContentInset == row.app)
        // When it ends, the app's inset is exactly its own again and the content rests at the end
        s.footer?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == row.app)
        #expect(s.offset == end)
    }

    @Test @MainActor func appInsetChangesDuringALeadingRefreshSurviveIt() {
        // Given a refreshing leading component
        let s = HorizontalSession()
        s.pullToRefresh()
        // When the app writes its own absolute insets meanwhile
        s.scrollView.setContentInset(ScrollInsets(left: 20, right: 30))
        // Then RefreshKit's part goes back on top, the leading component stays fully in view, and ending
        // leaves exactly the app's values
        #expect(s.binding.appContentInset == ScrollInsets(left: 20, right: 30))
        #expect(s.inset == ScrollInsets(left: 74, right: 30))
        #expect(s.offset == -74)
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == ScrollInsets(left: 20, right: 30))
        #expect(s.offset == -20)
    }

    @Test @MainActor func appSettingItsRightInsetAfterTheAutoTrailingFooterAttachedKeepsBoth() {
        // Given an auto trailing footer holding 44 pt on the right
        let s = HorizontalSession(header: nil, footer: (.auto, .footer))
        // When the app writes its own absolute right inset
        s.scrollView.setContentInset(ScrollInsets(right: 20))
        // Then both are there, and removing the footer gives back exactly its part
        #expect(s.inset.right == 64)
        #expect(s.binding.appContentInset.right == 20)
        if let footer = s.footer { s.binding.detach(footer) }
        #expect(s.inset == ScrollInsets(right: 20))
    }

    // MARK: Short content, the vertical offset, frames

    @Test(arguments: [RefreshRole.header, .footer]) @MainActor
    func shortContentCanStillBePulledAtBothEnds(role: RefreshRole) {
        // Given content narrower than the carousel (200 of 390 pt)
        let s = HorizontalSession(content: 200, header: role == .header ? .header : nil,
                                  footer: role == .footer ? (.back, .footer) : nil)
        #expect(s.scrollView.alwaysBounceHorizontal)  // attaching made it draggable
        // When it is pulled at that end past the trigger
        s.scrollView.drag(by: role == .header ? 150 : -150)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        // Then it refreshes; the trailing one holds itself plus the empty gap after the content
        let controller = role == .header ? s.header : s.footer
        #expect(controller?.actionCount == 1)
        #expect(s.inset == (role == .header ? ScrollInsets(left: 54) : ScrollInsets(right: 44 + 190)))
        #expect(s.offset == (role == .header ? -54 : 44))
        // When it ends, the content rests at its start
        controller?.endRefreshing()
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
    }

    @Test @MainActor func horizontalComponentsNeverChangeTheVerticalOffset() {
        // Given a carousel whose vertical offset is 12, with both components
        let s = HorizontalSession(footer: (.back, .footer))
        s.scrollView.setContentOffset(ScrollPoint(x: 0, y: 12))
        var ys: Set<Double> = []
        s.scrollView.observers.append { sv, _ in ys.insert(sv.contentOffset.y) }
        // When it refreshes at the start (pulled and begun), loads at the end, and everything ends
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.settle()
        s.header?.beginRefreshing()
        s.scrollView.settle()
        s.header?.endRefreshing()
        s.scrollView.settle()
        s.dragToEnd(beyond: 100)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        s.footer?.endRefreshing()
        s.scrollView.settle()
        // Then y never moved, and no top or bottom inset was ever written
        #expect(s.header?.actionCount == 2)
        #expect(s.footer?.actionCount == 1)
        #expect(ys == [12])
        #expect(s.scrollView.frames.allSatisfy { $0.contentInset.top == 0 && $0.contentInset.bottom == 0 })
    }

    @Test @MainActor func componentFramesSitOutsideTheContentAlongXAndSpanTheViewport() {
        // Given a carousel under a 20 pt safe-area top that applies (.always), both components attached
        let s = HorizontalSession(behavior: .always, footer: (.back, .footer), safeArea: ScrollInsets(top: 20))
        // Then the leading one sits its width left of the content, the trailing one right after the content's end,
        // both spanning the viewport from its top edge
        #expect(s.header?.frame == ScrollRect(x: -54, y: -20, width: 54, height: 200))
        #expect(s.footer?.frame == ScrollRect(x: 2000, y: -20, width: 44, height: 200))
        // When the content is narrower than the carousel, the trailing one stays at the viewport's right edge
        s.scrollView.setContentSize(ScrollSize(width: 200, height: 200))
        #expect(s.footer?.frame.origin.x == 390)
        // When the width changes (rotation), they span the new height
        s.scrollView.setBoundsSize(ScrollSize(width: 844, height: 150))
        #expect(s.header?.frame.size.height == 150)
        #expect(s.footer?.frame.origin.x == 844)
    }

    @Test @MainActor func componentsAreHiddenUntilRevealed() {
        // Given both components at rest
        let s = HorizontalSession(footer: (.back, .footer))
        #expect(s.header?.isHidden == true)
        #expect(s.footer?.isHidden == true)
        // When the start is pulled into view, only the leading one shows
        s.scrollView.drag(by: 30)
        #expect(s.header?.isHidden == false)
        #expect(s.footer?.isHidden == true)
    }

    @Test @MainActor func reassigningTheConfigurationKeepsTheBindingHorizontal() {
        // Given a horizontal binding
        let s = HorizontalSession()
        #expect(s.binding.axis == .horizontal)
        // When the app switches to Reduce Motion's configuration
        s.binding.configuration = .reducedMotion
        // Then it still works along x: the pull holds the left inset, the end gives it back at once
        #expect(s.binding.axis == .horizontal)
        #expect(s.binding.engine.configuration.axis == .horizontal)
        s.pullToRefresh()
        #expect(s.inset == ScrollInsets(left: 54))
        s.header?.endRefreshing()
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
    }

    // MARK: Engine fixes along x

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func aStretchingNavigationBarMakesRoomForAVerticalPullOnly(axis: ScrollAxis) {
        // Given a scroll view tracked by a large-title bar, which stretches on a pull past the top
        var engine = RefreshEngine(configuration: RefreshConfiguration().engine(axis: axis))
        var s = ScrollSnapshot(contentSize: ScrollSize(width: 2000, height: 2000), boundsSize: ScrollSize(width: 390, height: 390),
                               leadingBarStretches: true)
        _ = engine.handle(.attach(.header, .header), s)
        // When a finger pulls the leading edge 30 pt into view along the axis
        s.isDragging = true
        s.contentOffset = axis == .vertical ? ScrollPoint(x: 0, y: -30) : ScrollPoint(x: -30, y: 0)
        let effects = engine.handle(.observed, s)
        // Then only the vertical pull makes room under the bar; along x the bar has nothing to do with it
        let room: [RefreshEngine.Effect] = [.setContentInset(ScrollInsets(top: 30), preservingOffset: true)]
        #expect(effects == (axis == .vertical ? room : []))
        #expect(engine.header?.inset == (axis == .vertical ? 30 : 0))
    }
}
