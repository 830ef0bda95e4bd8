import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// How the page container runs its updates (issue 29): an app's callback that selects, moves or reloads during an
/// update gets another pass, never an update inside the one under way, and callbacks that keep asking stop at the limit.
@Suite struct PageContainerUpdatePassesTests {
    /// Runs an update the way `PageContainerView.update()` does; `pass` may request again, as a callback does.
    static func update(_ passes: inout PageContainerUpdatePasses, pass: (inout PageContainerUpdatePasses) -> Void) {
        passes.request()
        while passes.next() { pass(&passes) }
    }

    /// Given callbacks that ask for an update in the first `asking` passes, then the update runs one pass more than
    /// they asked, up to the limit, and each request inside a pass runs no pass of its own.
    @Test(arguments: [(0, 1), (1, 2), (3, 4), (7, 8), (8, 8), (50, 8)])
    func aRequestDuringAPassRunsAnotherPassUpToTheLimit(asking: Int, expectedPasses: Int) {
        var passes = PageContainerUpdatePasses()
        var ran = 0, nestedRan = 0
        Self.update(&passes) { passes in
            ran += 1
            if ran <= asking { Self.update(&passes) { _ in nestedRan += 1 } }
        }
        #expect(ran == expectedPasses)
        #expect(nestedRan == 0)
        #expect(passes.depth == 0)
    }

    /// Given an update that stopped at the limit with a pass still asked for, then the next update starts afresh: it
    /// runs, and counts its passes from zero.
    @Test func theNextUpdateStartsAfresh() {
        var passes = PageContainerUpdatePasses()
        Self.update(&passes) { passes in passes.request(); _ = passes.next() }
        var ran = 0
        Self.update(&passes) { _ in ran += 1 }
        #expect(ran == 1)
        #expect(passes.passes == 1 && passes.depth == 0)
    }

    /// Given a layout pass of some width, then it ends with an update only once the container has a width: before, it
    /// shows nothing and its pager's offset means no page.
    @Test(arguments: [(0.0, false), (390.0, true), (1.0, true)])
    func aLayoutUpdatesOnlyWithAWidth(width: Double, updates: Bool) {
        var updated = false
        PageContainerUpdatePasses.afterLayout(width: width) { updated = true }
        #expect(updated == updates)
    }
}
