import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// A SwiftUI footer's options (issue 28 item 4): `preloadDistance`, `triggerPercent`, `hidesWhenContentIsEmpty`,
/// `loadsUntilFilled` and the no-more-data text, as ``RefreshAttachmentState`` commands them and a simulated
/// scroll view carries them out.
@Suite struct SwiftUIFooterOptionsTests {
    typealias State = RefreshAttachmentState<Int>
    typealias Tuning = State.FooterTuning

    struct TuningCase: Sendable, CustomTestStringConvertible {
        let name: String
        let requested: [Tuning?]
        /// The tuning commanded at each update, nil for none.
        let commanded: [Tuning?]
        var testDescription: String { name }
    }

    static let preload = Tuning(preloadDistance: 600)
    static let fills = Tuning(loadsUntilFilled: true)

    static let tunings: [TuningCase] = [
        TuningCase(name: "the defaults: nothing", requested: [Tuning(), Tuning()], commanded: [nil, nil]),
        TuningCase(name: "a preload distance: set once", requested: [preload, preload], commanded: [preload, nil]),
        TuningCase(name: "changed later: set again", requested: [preload, fills], commanded: [preload, fills]),
        TuningCase(name: "back to the defaults: set", requested: [fills, Tuning()], commanded: [fills, Tuning()]),
        TuningCase(name: "a header (no tuning): nothing", requested: [nil, nil], commanded: [nil, nil]),
    ]

    /// Given a footer that takes every command, when SwiftUI updates it with the tunings in turn, then a tuning
    /// is set exactly when it differs from the footer's.
    @Test(arguments: tunings)
    func aTuningIsSetWhenItDiffers(_ c: TuningCase) {
        var state = State()
        var current = Tuning()
        var seen: [Tuning?] = []
        for tuning in c.requested {
            var set: Tuning?
            for case .setTuning(let t) in state.update(from: 1, .init(tuning: tuning), component: .init(height: 44, tuning: current)) {
                set = t
                current = t
            }
            seen.append(set)
        }
        #expect(seen == c.commanded)
    }

    /// Given a footer, when SwiftUI gives no-more-data texts in turn, then each change is commanded once, nil
    /// (RefreshKit's own text) included, and nothing before a text was ever given.
    @Test(arguments: [
        ([nil, nil], [[], []]),
        (["All caught up", "All caught up"], [["All caught up"], []]),
        (["All caught up", nil], [["All caught up"], [nil]]),
        (["A", "B"], [["A"], ["B"]]),
    ] as [([String?], [[String?]])])
    func theNoMoreDataTextIsSetWhenItChanges(texts: [String?], commanded: [[String?]]) {
        var state = State()
        var seen: [[String?]] = []
        for text in texts {
            var set: [String?] = []
            for case .setNoMoreDataText(let t) in state.update(from: 1, .init(noMoreData: false, noMoreDataText: text),
                                                              component: .init(height: 44)) {
                set.append(t)
            }
            seen.append(set)
        }
        #expect(seen == commanded)
    }

    /// Bad values resolve as `RefreshMetrics` documents (a NaN preload is 0), and the rest of the metrics stay.
    @Test func aTuningKeepsTheOtherMetrics() {
        let metrics = RefreshMetrics(height: 60, triggerDistance: 80, positionOffset: 4)
        let tuned = Tuning(preloadDistance: .nan, triggerPercent: 0.5, hidesWhenContentIsEmpty: false, loadsUntilFilled: true)
            .applied(to: metrics)
        #expect(tuned.height == 60 && tuned.triggerDistance == 80 && tuned.positionOffset == 4)
        #expect(tuned.resolvedPreload == 0 && tuned.triggerPercent == 0.5 && !tuned.hidesWhenContentIsEmpty && tuned.loadsUntilFilled)
    }

    /// Given a SwiftUI auto footer with `preloadDistance: 600` on a long list, when the user scrolls to 600 pt
    /// before the end, then it loads there; the default footer does not.
    @MainActor @Test(arguments: [(Tuning(preloadDistance: 600), 1), (Tuning(), 0)])
    func aPreloadDistanceFromSwiftUILoadsBeforeTheEnd(tuning: Tuning, loads: Int) throws {
        let s = SimulatedSession(header: nil, footer: (.auto, .footer))
        let footer = try #require(s.footer)
        var state = State()
        let now = State.Component(isEnabled: true, height: 44, tuning: Tuning(footer.metrics))
        SwiftUIAttachmentTests.apply(state.update(from: 1, .init(noMoreData: false, tuning: tuning), component: now),
                                     to: footer, in: s)
        let end = s.scrollView.maxOffset
        s.scrollView.drag(by: -(end - 500), duration: 1)
        #expect(footer.actionCount == loads)
    }

    /// Given a SwiftUI footer with `loadsUntilFilled` on a first page shorter than the screen, when it is
    /// tuned, then it loads the next page without a drag.
    @MainActor @Test func aShortFirstPageLoadsItsNextPageFromSwiftUI() throws {
        let s = SimulatedSession(content: 300, header: nil, footer: (.auto, .footer))
        let footer = try #require(s.footer)
        s.scrollView.settle()
        #expect(footer.actionCount == 0)
        var state = State()
        SwiftUIAttachmentTests.apply(state.update(from: 1, .init(noMoreData: false, tuning: Tuning(loadsUntilFilled: true)),
                                                  component: .init(height: 44)), to: footer, in: s)
        s.scrollView.advance(frames: 1)
        #expect(footer.actionCount == 1)
    }

    /// Given a SwiftUI footer with `hidesWhenContentIsEmpty: false` on an empty list, when the user drags up,
    /// then it loads (an empty first page can ask for more); by default it does not.
    @MainActor @Test(arguments: [(false, 1), (true, 0)])
    func anEmptyListLoadsOnlyWhenTheFooterDoesNotHide(hides: Bool, loads: Int) throws {
        let s = SimulatedSession(content: 0, header: nil, footer: (.auto, .footer))
        let footer = try #require(s.footer)
        var state = State()
        SwiftUIAttachmentTests.apply(state.update(from: 1, .init(noMoreData: false, tuning: Tuning(hidesWhenContentIsEmpty: hides)),
                                                  component: .init(height: 44)), to: footer, in: s)
        s.scrollView.drag(by: -150)
        #expect(footer.actionCount == loads)
    }

    /// Given an auto footer that preloads 1,500 pt before the end, when one fling loads a page that lands while
    /// the list still moves, then the fling loads the next page, once: crossing the new page's line (the landing
    /// arms the footer again), or a begin from code during the fling (`trigger.refresh(.footer)` from a row's
    /// `onAppear`), which the line's crossing then does not repeat.
    @MainActor @Test(arguments: [false, true])
    func anAutoFooterLoadsOncePerDragUnlessCodeBeginsIt(beginsFromCode: Bool) throws {
        var metrics = RefreshMetrics.footer
        metrics.preloadDistance = 1500
        let s = SimulatedSession(content: 4000, header: nil, footer: (.auto, metrics))
        let footer = try #require(s.footer)
        s.scrollView.fling(velocity: 8)
        for _ in 0..<300 where footer.state != .refreshing { s.scrollView.advance(frames: 1) }
        #expect(footer.actionCount == 1 && s.scrollView.isDecelerating)
        footer.endRefreshing()
        s.setContentLength(5000)  // the page landed: its line is now 5000 - 844 + 44 - 1500 from the top
        let secondLine = s.scrollView.maxOffset + 44 - 1500
        for _ in 0..<300 where s.offset < secondLine - 200 { s.scrollView.advance(frames: 1) }
        #expect(s.scrollView.isDecelerating)
        if beginsFromCode { footer.beginRefreshing() }
        s.scrollView.settle(limit: 10)
        #expect(s.offset > secondLine)
        #expect(footer.actionCount == 2)
    }
}
