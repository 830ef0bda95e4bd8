import Testing
@testable import RefreshKit
@testable import RefreshKitSimulator

/// The header's pull under a stretching navigation bar (`RefreshConfiguration.pullMakesRoom`): the inset
/// grows as the header is revealed, as UIRefreshControl's first points track the finger one to one. The
/// bar's position is `offset + contentInset.top` (`SimulatedNavigationBar` rule 2): while that stays at
/// the rest value, a large title neither stretches over the header nor snaps.
@MainActor @Suite struct PullMakesRoomTests {
    private func session() -> SimulatedSession {
        SimulatedSession(configuration: RefreshConfiguration(pullMakesRoom: true))
    }

    /// How far the content is from where a bar would see it at rest: 0 means the bar does not move.
    private func barPosition(_ s: SimulatedSession) -> Double { s.offset + s.inset.top }

    @Test func aPullMakesRoomSoTheContentFollowsTheFingerOneToOneForTheHeadersHeight() {
        let s = session()
        for _ in 0..<20 {
            s.scrollView.moveFinger(by: 2)
            s.scrollView.advance(frames: 1)
            #expect(abs(barPosition(s)) < 0.34)  // the room is exactly what the pull revealed
        }
        // 40 pt of finger show 38.33 (a plain rubber band shows 20.6): UIKit bands only the latest step,
        // which lies past the room the previous frame opened
        #expect(s.offset <= -38)
        #expect(s.header?.state.kind == .pulling(progress: 0))
        // The header's frame is the band the room opened, never more
        if let frame = s.header?.frame { #expect(frame.origin.y >= -s.inset.top - 1e-9 && frame.origin.y + frame.size.height <= 1e-9) }
    }

    @Test func releasingPastTheTriggerAddsNothingAtTheRelease() {
        let s = session()
        s.scrollView.drag(by: 120)
        #expect(s.header?.state == .ready)
        #expect(s.inset.top == 54)
        let before = s.inset
        s.scrollView.release(velocity: 0)
        #expect(s.inset == before)  // no inset change at the release: a large title cannot snap
        s.scrollView.settle()
        #expect(s.header?.state == .refreshing)
        #expect(s.offset == -54)
        #expect(barPosition(s) == 0)
    }

    @Test func aShortPullGivesTheRoomBackWithTheBarStill() {
        let s = session()
        s.scrollView.drag(by: 30)
        #expect(s.inset.top > 0)
        let start = s.scrollView.frames.count
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.header?.actionCount == 0)
        #expect(s.header?.state == .idle)
        #expect(s.inset == .zero)
        #expect(s.offset == 0)
        #expect(s.scrollView.frames[start...].allSatisfy { abs($0.offset + $0.contentInset.top) < 0.34 })
    }

    @Test func aProgrammaticBeginGrowsTheRoomWithTheAnimation() {
        let s = session()
        s.header?.beginRefreshing()
        let start = s.scrollView.frames.count
        s.scrollView.settle()
        #expect(s.offset == -54)
        #expect(s.inset.top == 54)
        #expect(s.scrollView.frames[start...].allSatisfy { abs($0.offset + $0.contentInset.top) < 0.34 })
    }

    @Test func theEndingGivesTheRoomBackWithTheBarStill() {
        let s = session()
        s.pullToRefresh()
        s.header?.endRefreshing()
        let start = s.scrollView.frames.count
        s.scrollView.settle()
        #expect(s.inset == .zero)
        #expect(s.scrollView.frames[start...].allSatisfy { abs($0.offset + $0.contentInset.top) < 0.34 })
    }

    @Test func aNewPullDuringTheGiveBackTakesOver() {
        let s = session()
        s.scrollView.drag(by: 30)
        s.scrollView.release(velocity: 0)
        s.scrollView.advance(0.1)
        s.scrollView.drag(by: 150)
        #expect(s.header?.state == .ready)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.header?.state == .refreshing)
        #expect(s.offset == -54)
    }

    @Test func withoutABarTheHeaderKeepsItsRubberBandedPull() {
        let s = SimulatedSession()  // `pullMakesRoom` nil and no stretching bar reported
        s.scrollView.drag(by: 100)
        #expect(abs(s.offset - -51.67) < 0.005)
        #expect(s.inset == .zero)
    }
}
