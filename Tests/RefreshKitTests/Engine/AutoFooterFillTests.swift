import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// An auto footer under a first page shorter than the screen (issue 28 item 4): without
/// ``RefreshMetrics/loadsUntilFilled`` it waits for a drag, as the UIKit footer always has; with it, it loads page
/// after page until the content fills the visible area, a load adds nothing, or there is no more data.
@MainActor @Suite struct AutoFooterFillTests {
    static func session(content: Double, fills: Bool, header: RefreshMetrics? = nil,
                        hides: Bool = true) -> SimulatedSession {
        let metrics = RefreshMetrics(height: 44, hidesWhenContentIsEmpty: hides, loadsUntilFilled: fills)
        let s = SimulatedSession(content: content, header: header, footer: (.auto, metrics))
        s.scrollView.settle()
        return s
    }

    /// Given a 300 pt first page on an 812 pt screen and the default footer, when nothing moves, then it does
    /// not load; a drag up loads it (the behaviour UIKit apps have today).
    @Test func withoutTheOptionAShortPageWaitsForADrag() throws {
        let s = Self.session(content: 300, fills: false)
        let footer = try #require(s.footer)
        s.scrollView.advance(frames: 30)
        #expect(footer.actionCount == 0)
        s.scrollView.drag(by: -150)
        #expect(footer.actionCount == 1)
    }

    /// Given a short first page and `loadsUntilFilled`, when each load adds a page, then the footer loads without
    /// a drag until the content fills the screen, and not after.
    @Test func aShortFirstPageLoadsUntilTheScreenIsFull() throws {
        let s = Self.session(content: 300, fills: true)
        let footer = try #require(s.footer)
        #expect(footer.actionCount == 1 && footer.state == .refreshing)
        for (length, loads) in [(500.0, 2), (700, 3), (900, 3), (1200, 3)] {
            s.reloadData(contentLength: length)      // the page lands at the next layout pass, after the end
            footer.endRefreshing()
            s.scrollView.advance(frames: 2)
            s.scrollView.settle()
            #expect(footer.actionCount == loads, "after \(length) pt")
        }
        #expect(s.offset == 0)  // nothing scrolled the list
    }

    /// Given a short page and `loadsUntilFilled`, when a load ends adding nothing (and the app did not say there
    /// is no more data), then it does not load again: no loop.
    @Test func aLoadThatAddsNothingIsNotRepeated() throws {
        let s = Self.session(content: 300, fills: true)
        let footer = try #require(s.footer)
        footer.endRefreshing()
        s.scrollView.settle()
        s.scrollView.advance(frames: 60)
        #expect(footer.actionCount == 1)
        s.setContentLength(320)  // later, the content changes while still short: one more try
        s.scrollView.settle()
        #expect(footer.actionCount == 2)
    }

    /// Given a short page and `loadsUntilFilled`, when the app says there is no more data, or the list is empty
    /// (the first page has not come), then nothing loads.
    @Test func noMoreDataAndAnEmptyListLoadNothing() throws {
        let s = Self.session(content: 300, fills: true)
        let footer = try #require(s.footer)
        footer.setNoMoreData()
        s.setContentLength(400)
        s.scrollView.settle()
        #expect(footer.actionCount == 1)
        let empty = Self.session(content: 0, fills: true)
        #expect(empty.footer?.actionCount == 0)
        empty.setContentLength(200)  // the first page came: the second loads
        empty.scrollView.settle()
        #expect(empty.footer?.actionCount == 1)
    }

    /// Given a short page, `loadsUntilFilled` and a refreshing header, when the header's refresh ends with a new
    /// short page, then the footer loads after it, never during it, with no further change of the content.
    @Test func theFooterFillsAfterTheHeaderNotDuringIt() throws {
        let s = SimulatedSession(content: 0, footer: (.auto, RefreshMetrics(height: 44, loadsUntilFilled: true)))
        let header = try #require(s.header), footer = try #require(s.footer)
        header.beginRefreshing()
        s.scrollView.settle()
        s.reloadData(contentLength: 300)
        s.scrollView.advance(frames: 2)
        s.scrollView.settle()
        #expect(footer.actionCount == 0)
        header.endRefreshing()
        s.scrollView.settle()
        #expect(footer.actionCount == 1)
    }

    /// Given content that fills the screen, when it changes length, then `loadsUntilFilled` loads nothing by
    /// itself: the usual rule (a drag toward the end) applies.
    @Test func contentThatFillsTheScreenLoadsOnlyAsUsual() throws {
        let s = Self.session(content: 2000, fills: true)
        let footer = try #require(s.footer)
        s.setContentLength(2400)
        s.scrollView.settle()
        #expect(footer.actionCount == 0)
        s.dragToEnd(beyond: 60)
        #expect(footer.actionCount == 1)
    }

    /// Given a footer attached to a short page without the option, when the app turns it on later, then it
    /// loads at once, as if it had been on from the start.
    @Test func turningTheOptionOnLaterLoadsAShortPage() throws {
        let s = Self.session(content: 300, fills: false)
        let footer = try #require(s.footer)
        #expect(footer.actionCount == 0)
        footer.metrics.loadsUntilFilled = true
        s.scrollView.advance(frames: 1)
        #expect(footer.actionCount == 1)
    }

    /// The rule's geometry: the trigger point in view at the start.
    @Test(arguments: [
        (300.0, 1.0, 0.0, true), (768, 1, 0, true), (769, 1, 0, false), (790, 0, 0, true), (1000, 1, 300, true),
        (2000, 1, 300, false),
    ] as [(Double, Double, Double, Bool)])
    func theTriggerPointShowsAtTheStart(content: Double, percent: Double, preload: Double, shows: Bool) {
        let a = AxisSnapshot(offset: 0, contentLength: content, viewportLength: 812, leadingInset: 0, trailingInset: 0)
        #expect(RefreshGeometry.autoFooterShowsAtStart(a, length: 44, percent: percent, preload: preload) == shows)
    }

    /// Given a list of 2,000 pt with an auto footer that preloads 1,500 pt early, when a fling's load lands a second
    /// page (content 4,000 pt) while the fling still runs, then the fling that reaches the new page's line loads the
    /// next one: once per drag no longer stops an infinite feed at the end of the page a fling brought in. A page that
    /// lands once the list rests loads nothing until the next movement.
    @Test(arguments: [true, false]) func aPageLandingDuringAFlingLoadsTheNextWhenTheFlingReachesIt(duringFling: Bool) throws {
        let s = SimulatedSession(content: 2000, footer: (.auto, RefreshMetrics(height: 44, preloadDistance: 1500)))
        let footer = try #require(s.footer)
        s.scrollView.fling(velocity: 4)
        #expect(footer.actionCount == 1)
        if !duringFling { s.scrollView.settle() }
        s.reloadData(contentLength: 4000)
        footer.endRefreshing()
        s.scrollView.settle()
        #expect(footer.actionCount == (duringFling ? 2 : 1), "offset \(s.offset)")
    }
}
