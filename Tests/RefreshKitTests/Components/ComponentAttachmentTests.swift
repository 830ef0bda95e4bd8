import Testing
@testable import RefreshKit

/// When a header or footer view joins or leaves its scroll view (`ComponentAttachment`): the steps of `rk.header = view`,
/// which moves detach, which replaced view leaves; and when the haptics generator is let go.
@Suite struct ComponentAttachmentTests {
    typealias Step = ComponentAttachment.Step

    /// A view as the rules see it: where it is.
    final class View {
        var superview: AnyObject?
        init(in superview: AnyObject? = nil) { self.superview = superview }
    }

    /// Given a new view or none, in the scroll view or not, along the same axis or the other, when it is set as a
    /// component, then: the same header set again only has its axis set (no leave, no join, no inset given back); one
    /// there along the other axis leaves before it joins along this one; one elsewhere joins; `nil` removes the old one.
    @Test(arguments: [
        (true, true, true, [Step.setAxis]),
        (true, true, false, [.removeNew, .setAxis, .addNew]),
        (true, false, true, [.setAxis, .addNew]),
        (true, false, false, [.setAxis, .addNew]),
        (false, false, false, [.removeOld]),
    ])
    func settingAComponentMovesOnlyWhatItMust(hasNew: Bool, inScrollView: Bool, axisMatches: Bool, steps: [Step]) {
        #expect(ComponentAttachment.steps(hasNew: hasNew, newIsInScrollView: inScrollView, newAxisMatches: axisMatches) == steps)
    }

    /// UIKit calls `willMove(toSuperview:)` for a move to the view's own superview too (`addSubview` to bring it to the
    /// front): only a move elsewhere detaches, and a hand-over to another list keeps the refresh.
    @Test(arguments: [(false, false, true), (true, false, false), (false, true, false), (true, true, false)])
    func onlyAMoveAwayFromItsScrollViewDetaches(toOwnSuperview: Bool, handingOver: Bool, detaches: Bool) {
        var detached = 0
        ComponentAttachment.willMove(toOwnSuperview: toOwnSuperview, isHandingOver: handingOver) { detached += 1 }
        #expect(detached == (detaches ? 1 : 0))
    }

    /// A header replacing another in the same role: the old one leaves the scroll view, unless it is the same view set
    /// again, or the app has already moved it elsewhere (it stays where the app put it).
    @Test func theReplacedViewLeavesOnlyItsOwnScrollView() {
        let scrollView = View(), elsewhere = View()
        let joining = View(in: scrollView), old = View(in: scrollView), moved = View(in: elsewhere), detached = View()
        func removed(_ replaced: View?) -> View? {
            ComponentAttachment.replacedToRemove(replaced, joining: joining, scrollView: scrollView) { $0.superview }
        }
        #expect(removed(old) === old)
        #expect(removed(joining) == nil)
        #expect(removed(moved) == nil)
        #expect(removed(detached) == nil)
        #expect(removed(nil) == nil)
    }

    /// From iOS 17.5 the generator is attached to the component view as an interaction: turning haptics off lets go of
    /// it; turning them on makes nothing until a pull needs it.
    @Test(arguments: [(false, 1), (true, 0)])
    func turningHapticsOffLetsGoOfTheGenerator(enabled: Bool, drops: Int) {
        var dropped = 0
        ComponentFeedback.hapticsSettingDidChange(enabled: enabled) { dropped += 1 }
        #expect(dropped == drops)
    }

    /// Replacing the indicator: the old one leaves first (with the action it carried), then the new one joins; the same
    /// indicator set again leaves and joins (laid out and shown afresh); `nil` only removes.
    @Test(arguments: [
        (String?.some("default"), String?.some("image sequence"), ["remove default", "add image sequence"]),
        ("default", "default", ["remove default", "add default"]),
        ("default", nil, ["remove default"]),
        (nil, "default", ["add default"]),
        (nil, nil, []),
    ] as [(String?, String?, [String])])
    func theOldIndicatorLeavesBeforeTheNewOneJoins(old: String?, new: String?, steps: [String]) {
        var done: [String] = []
        ComponentAttachment.replaceIndicator(old, with: new, remove: { done.append("remove \($0)") }, add: { done.append("add \($0)") })
        #expect(done == steps)
    }

    /// `didMoveToSuperview` comes after every move: a view moved into a scroll view attaches to it; one handed over is
    /// attached already (the hand-over attached it before the move) and one moved into a plain view waits.
    @Test(arguments: [
        (String?.some("table"), false, ["table"]),
        ("table", true, []),
        (nil, false, []),
        (nil, true, []),
    ] as [(String?, Bool, [String])])
    func aViewAttachesOnceOnJoiningAScrollView(scrollView: String?, attached: Bool, attaches: [String]) {
        var done: [String] = []
        ComponentAttachment.didMove(into: scrollView, isAttached: attached) { done.append($0) }
        #expect(done == attaches)
    }
}
