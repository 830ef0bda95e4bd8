import Testing
@testable import RefreshKit

/// The nested coordinator's life (`NestedCoordinatorLife`) and its carousel rule (`NestedGestureRule.isCarousel`): KVO
/// reports a binding's own writes from inside the setter, so calls nest and only the outermost brings the clock and the
/// indicators in line; an invalidated coordinator runs nothing.
@Suite struct NestedCoordinatorLifeTests {
    /// A scroll event whose handling writes an offset, which KVO reports back inside the write: the inner call runs, and
    /// only the outer call's end is the outermost.
    @Test func onlyTheOutermostCallOfAReportedWriteBringsTheRestInLine() {
        var life = NestedCoordinatorLife()
        let answers = [life.enter(), life.enter(), life.leave(), life.leave()]  // the inner pair: the write's KVO
        #expect(answers == [true, true, false, true])
        #expect(life.depth == 0)
    }

    /// After `invalidate()`, a view's late report (a KVO token not yet gone, the display link's last tick) runs no
    /// binding call; a second `invalidate()` gives nothing back again.
    @Test func anInvalidatedCoordinatorRunsNothingAndGivesBackOnce() {
        var life = NestedCoordinatorLife()
        let answers = [life.invalidate(), life.invalidate(), life.enter()]
        #expect(answers == [true, false, false])
        #expect(life.depth == 0 && life.isInvalidated)
    }

    /// The app invalidates the coordinator from a handler called inside a binding call (`onCurrentChildChange`): the
    /// call ends without bringing anything in line.
    @Test func invalidatingInsideACallLeavesNothingToBringInLine() {
        var life = NestedCoordinatorLife()
        let answers = [life.enter(), life.invalidate(), life.leave()]
        #expect(answers == [true, true, false])
        #expect(life.depth == 0)
    }

    /// A collection view whose flow layout scrolls sideways is a carousel registered by mistake and never links with
    /// the page; any other view is a vertical list, whatever its content size (a web view's wide table).
    @Test(arguments: [(Bool?.some(true), true), (false, false), (nil, false)])
    func onlyASidewaysFlowLayoutIsACarousel(flowScrollsHorizontally: Bool?, carousel: Bool) {
        #expect(NestedGestureRule.isCarousel(flowScrollsHorizontally: flowScrollsHorizontally) == carousel)
    }
}
