@_spi(RefreshKitHost) @testable import RefreshKit
import Testing

/// MJRefresh's auto-footer knobs: `automaticallyRefresh = NO` (load when let go or tapped), `autoTriggerTimes`
/// (N or any number of loads per drag), and empty meaning no rows (`mj_totalDataCount`).
@Suite struct AutoFooterKnobsTests {
    static func footer(_ change: (inout RefreshMetrics) -> Void) -> ScriptedScrollView {
        var metrics = RefreshMetrics.footer
        change(&metrics)
        return ScriptedScrollView(header: nil, footer: (.auto, metrics))
    }

    /// Given an auto footer that does not load by itself, when a finger drags to the end and holds, then nothing
    /// loads; when it lets go with the footer shown, it loads (MJRefresh's pan-ended rule).
    @Test func aFooterThatDoesNotLoadByItselfLoadsWhenTheFingerLetsGoAtTheEnd() {
        var sv = Self.footer { $0.loadsAutomatically = false }
        sv.drag(to: 1000)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == 0)
        sv.release()
        #expect(sv.actionCount == 1)
        #expect(sv.footer?.state == .refreshing)
    }

    /// Let go short of the footer, or scrolled there by code, it does not load.
    @Test func aFooterThatDoesNotLoadByItselfIgnoresAReleaseShortOfItAndScrollingByCode() {
        var sv = Self.footer { $0.loadsAutomatically = false }
        sv.drag(to: sv.maxOffset - 100)
        sv.release()
        sv.scroll(to: sv.maxOffset)
        #expect(sv.actionCount == 0)
    }

    /// By default (and with a limit of 1, or below 1) one drag starts one load however far it goes on.
    @Test(arguments: [nil, 0, 1] as [Int?])
    func oneDragStartsOneLoadByDefault(limit: Int?) {
        var sv = limit.map { limit in Self.footer { $0.maximumLoadsPerDrag = limit } } ?? Self.footer { _ in }
        Self.dragThroughPages(&sv, pages: 3)
        #expect(sv.actionCount == 1)
    }

    /// With a limit of N, one drag that keeps going after each load ends starts up to N loads; with none, any number.
    @Test(arguments: [(2, 2), (3, 3), (nil, 4)] as [(Int?, Int)])
    func aDragStartsUpToTheLimitOfLoads(limit: Int?, loads: Int) {
        var sv = Self.footer { $0.maximumLoadsPerDrag = limit }
        Self.dragThroughPages(&sv, pages: 4)
        #expect(sv.actionCount == loads)
        // A new drag starts counting again.
        sv.release()
        sv.send(.end(.footer, generation: nil))
        sv.advance(1)
        sv.drag(to: sv.maxOffset - 300)
        sv.drag(to: sv.maxOffset)
        #expect(sv.actionCount == loads + 1)
    }

    /// One finger that reaches the end `pages` times: each load ends with a longer page while the finger stays down.
    static func dragThroughPages(_ sv: inout ScriptedScrollView, pages: Int) {
        sv.drag(to: 500)
        for _ in 0..<pages {
            sv.drag(to: sv.maxOffset)
            sv.send(.end(.footer, generation: nil))
            sv.advance(1)
            sv.contentHeight += 1000
            sv.send(.observed)
            sv.drag(to: sv.maxOffset - 200)
        }
    }

    /// Given content with size but no rows (a table header view, section headers), when the app reports no rows, then
    /// the footer hides, holds no inset and never loads; with rows, it loads.
    @Test(arguments: [true, false])
    func aFooterOfAListWithNoRowsIsHidden(noRows: Bool) {
        var sv = Self.footer { $0.reportsNoRows = noRows }
        sv.drag(to: 1000)
        sv.drag(to: sv.maxOffset + 60)
        #expect(sv.actionCount == (noRows ? 0 : 1))
        #expect(sv.footer?.shown.isHidden == noRows)
    }

    /// The rule the UIKit layer counts rows with.
    @Test(arguments: [(RefreshFooterEmptiness.noRows, 0, true), (.noRows, 3, false), (.noRows, nil, false),
                      (.noContent, 0, false)] as [(RefreshFooterEmptiness, Int?, Bool)])
    func noRowsIsEmptyOnlyWhenCountingRows(emptiness: RefreshFooterEmptiness, rows: Int?, empty: Bool) {
        #expect(emptiness.hasNoRows(rowCount: rows) == empty)
    }
}
