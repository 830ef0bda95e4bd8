import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// Threshold tables for the header and both footers, over the insets real screens produce.
@Suite struct RefreshGeometryTests {
    static let topInsets: [Double] = [0, 20, 91, 103, 140]  // none, status bar, nav bars, large title
    static let bottomInsets: [Double] = [0, 34, 83]           // none, home indicator, tab bar

    func axis(offset: Double, content: Double = 2000, viewport: Double = 812, top: Double = 0, bottom: Double = 0)
        -> AxisSnapshot {
        AxisSnapshot(offset: offset, contentLength: content, viewportLength: viewport,
                     leadingInset: top, trailingInset: bottom)
    }

    @Test(arguments: topInsets)
    func headerIsHiddenAtRestBelowAnyTopInset(top: Double) {
        let a = axis(offset: -top, top: top)
        #expect(RefreshGeometry.headerRevealed(a) == 0)
        #expect(RefreshGeometry.progress(revealed: 0, trigger: 54) == 0)
    }

    @Test(arguments: topInsets)
    func headerBecomesReadyExactlyOneTriggerDistanceBelowRest(top: Double) {
        let justShort = RefreshGeometry.headerRevealed(axis(offset: -top - 53.67, top: top))
        let atLine = RefreshGeometry.headerRevealed(axis(offset: -top - 54, top: top))
        #expect(RefreshGeometry.progress(revealed: justShort, trigger: 54) < 1)
        #expect(RefreshGeometry.progress(revealed: atLine, trigger: 54) == 1)
    }

    @Test(arguments: zip(topInsets, [0.5, 0.25, 0.75, 1.0, 1.5]))
    func headerProgressIsRevealedOverTrigger(top: Double, fraction: Double) {
        let revealed = RefreshGeometry.headerRevealed(axis(offset: -top - 60 * fraction, top: top))
        #expect(abs(RefreshGeometry.progress(revealed: revealed, trigger: 60) - fraction) < 1e-9)
    }

    @Test(arguments: topInsets)
    func headerPinsOnePinnedHeightBelowTheBaseInset(top: Double) {
        #expect(RefreshGeometry.headerPinnedOffset(axis(offset: 0, top: top), pinned: 54) == -(top + 54))
    }

    @Test(arguments: bottomInsets)
    func backFooterRestsAtTheEndOfTallContent(bottom: Double) {
        let a = axis(offset: 0, top: 91, bottom: bottom)
        #expect(RefreshGeometry.maxRestingOffset(a) == 2000 + bottom - 812)
        #expect(RefreshGeometry.footerPosition(a) == 2000)
    }

    @Test(arguments: bottomInsets)
    func backFooterRevealIsMeasuredFromTheRestingEnd(bottom: Double) {
        let rest = 2000 + bottom - 812
        let a = axis(offset: rest + 22, top: 91, bottom: bottom)
        #expect(RefreshGeometry.footerRevealed(a) == 22)
        #expect(RefreshGeometry.progress(revealed: 22, trigger: 44) == 0.5)
    }

    static let shortContentInsets: [(Double, Double)] = [(0, 0), (91, 34), (140, 83), (20, 0)]

    @Test(arguments: shortContentInsets)
    func shortContentPutsTheFooterAtTheBottomOfTheVisibleArea(top: Double, bottom: Double) {
        let a = axis(offset: -top, content: 300, top: top, bottom: bottom)
        let visible = 812 - top - bottom
        #expect(RefreshGeometry.visibleLength(a) == visible)
        #expect(RefreshGeometry.footerPosition(a) == visible)
        #expect(RefreshGeometry.maxRestingOffset(a) == -top)
        #expect(RefreshGeometry.footerGap(a) == visible - 300)
        #expect(RefreshGeometry.footerRevealed(a) == 0)
    }

    @Test func contentExactlyTheVisibleHeightHasNoGap() {
        let a = axis(offset: -91, content: 812 - 91 - 34, top: 91, bottom: 34)
        #expect(RefreshGeometry.footerGap(a) == 0)
        #expect(RefreshGeometry.maxRestingOffset(a) == -91)
    }

    static let autoFooterLines: [(percent: Double, preload: Double, line: Double)] = [
        (1, 0, 1232), (0.5, 0, 1210), (0, 0, 1188), (-1, 0, 1144), (1, 300, 932),
    ]

    @Test(arguments: autoFooterLines)
    func autoFooterTriggerLineFollowsPercentAndPreload(percent: Double, preload: Double, expected: Double) {
        let a = axis(offset: 0)
        #expect(RefreshGeometry.autoFooterTriggerOffset(a, length: 44, percent: percent, preload: preload) == expected)
    }

    @Test func zeroTriggerDistanceGivesAStepProgress() {
        #expect(RefreshGeometry.progress(revealed: 3, trigger: 0) == 1)
        #expect(RefreshGeometry.progress(revealed: 0, trigger: 0) == 0)
    }

    @Test func horizontalAxisUsesWidthAndSideInsets() {
        let s = ScrollSnapshot(contentOffset: ScrollPoint(x: -30, y: 5), contentSize: ScrollSize(width: 900, height: 10),
                               boundsSize: ScrollSize(width: 400, height: 300))
        let a = ScrollAxis.horizontal.project(s, base: ScrollInsets(top: 1, left: 10, bottom: 2, right: 20))
        #expect(a == AxisSnapshot(offset: -30, contentLength: 900, viewportLength: 400, leadingInset: 10, trailingInset: 20))
        #expect(RefreshGeometry.headerRevealed(a) == 20)
        #expect(ScrollAxis.horizontal.insets(leading: 5, trailing: 6) == ScrollInsets(left: 5, right: 6))
        #expect(ScrollAxis.horizontal.point(s.contentOffset, along: 7) == ScrollPoint(x: 7, y: 5))
    }

    @Test(arguments: [Double.nan, -10, .infinity])
    func invalidMetricsFallBackToDefaults(bad: Double) {
        let m = RefreshMetrics(height: bad, triggerDistance: bad, pinnedHeight: bad, triggerPercent: bad, preloadDistance: bad)
        #expect(m.resolvedHeight == 54)
        #expect(m.resolvedTrigger == 54)
        #expect(m.resolvedPinned == 54)
        #expect(m.resolvedPercent == (bad.isFinite ? bad : 1))
        #expect(m.resolvedPreload == (bad.isFinite ? bad : 0))
    }

    @Test func snapshotWithNaNIsRejectedAndNegativeSizesAreRaisedToZero() {
        #expect(ScrollSnapshot(contentOffset: ScrollPoint(x: 0, y: .nan)).sanitized == nil)
        #expect(ScrollSnapshot(adjustedContentInset: ScrollInsets(top: .infinity)).sanitized == nil)
        let s = ScrollSnapshot(contentSize: ScrollSize(width: -1, height: -50), boundsSize: ScrollSize(width: 10, height: -2))
        #expect(s.sanitized?.contentSize == .zero)
        #expect(s.sanitized?.boundsSize == ScrollSize(width: 10, height: 0))
    }
}
