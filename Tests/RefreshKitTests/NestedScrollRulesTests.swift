import Testing
@testable import RefreshKit

/// The rules of `NestedScrollRules` (P1–P6, C1–C5 and X, listed in its doc comment), case by case (S = 200,
/// Pmin = Cmin = 0 unless stated; "drag" means both views are tracking, as one finger on the child list moves
/// both pans).
@Suite struct NestedScrollRulesTests {
    typealias Rules = NestedScrollRules

    struct Page {
        var mode: NestedRefreshMode
        var p: Double
        var c: Double
        var childTop = 0.0
        var activity = Rules.Activity(parentActive: true, childActive: true)
        var last: Rules.Decision?

        mutating func move(_ mover: Rules.Mover, to value: Double, velocity: Double = 0) {
            let geometry = Rules.Geometry(mode: mode, sticky: 200, parentTop: 0, childTop: childTop)
            let d = Rules.decide(mover: mover, value: value, velocity: velocity, parent: p, child: c,
                                 geometry: geometry, activity: activity)
            p = d.parent
            c = d.child
            last = d
        }

        var indicatorVisible: Bool { p >= 200 - Rules.epsilon }
        var resetsSiblings: Bool { p < 200 - Rules.epsilon }
    }

    static let modes: [NestedRefreshMode] = [.parent, .child]

    @Test(arguments: modes) func case1ParentMovesFreelyBelowTheStickyOffset(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 100, c: 0)
        page.move(.parent, to: 130)
        #expect(page.p == 130 && page.c == 0)
        #expect(page.resetsSiblings && !page.indicatorVisible)
    }

    @Test(arguments: modes) func case2ParentStopsAtTheStickyOffset(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 190, c: 0)
        page.move(.parent, to: 215)
        #expect(page.p == 200 && page.c == 0)  // during a drag the child moves by its own pan
        #expect(page.last?.handoff == nil)
    }

    @Test(arguments: modes) func case3ChildHeldAtItsTopWhileTheHeaderShows(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 150, c: 0)
        page.move(.child, to: 12)
        #expect(page.c == 0)
    }

    @Test(arguments: modes) func case4ChildScrollsOnceTheTabsStick(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 200, c: 0)
        page.move(.child, to: 12)
        #expect(page.c == 12 && page.indicatorVisible)
    }

    @Test(arguments: modes) func case5AScrolledChildKeepsTheTabsStuck(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 200, c: 300)
        page.move(.parent, to: 180)
        #expect(page.p == 200 && page.c == 300)
    }

    @Test func case6ChildComesBackToItsTopBeforeTheHeaderComesDown() {
        var page = Page(mode: .parent, p: 200, c: 4)
        page.move(.child, to: -3)
        #expect(page.c == 0)
        page.move(.parent, to: 195)
        #expect(page.p == 195)
    }

    @Test func case7ParentBounceThePageIsPulled() {
        var page = Page(mode: .parent, p: 0, c: 0)
        page.move(.parent, to: -30)
        #expect(page.p == -30)
        page.move(.child, to: -30)
        #expect(page.c == 0)
    }

    @Test func case8ChildBounceTheListIsPulled() {
        var page = Page(mode: .child, p: 0, c: 0)
        page.move(.child, to: -25)
        #expect(page.c == -25)
        page.move(.parent, to: -25)
        #expect(page.p == 0)
    }

    @Test func case9ChildBounceTheHeaderComesDownFirst() {
        var page = Page(mode: .child, p: 80, c: 0)
        page.move(.child, to: -10)
        #expect(page.c == 0)
        page.move(.parent, to: 70)
        #expect(page.p == 70)
    }

    @Test func case10APulledChildHoldsTheParentAtItsTop() {
        var page = Page(mode: .child, p: 0, c: -40)
        page.move(.parent, to: 10)
        #expect(page.p == 0)
        page.move(.child, to: -30)
        #expect(page.c == -30)
    }

    @Test func case11ARefreshingChildKeepsItsBand() {
        var page = Page(mode: .child, p: 0, c: -60, childTop: -60)
        page.move(.parent, to: 20)
        #expect(page.p == 20 && page.c == -60)
        page.move(.child, to: -40)
        #expect(page.c == -60)
        page.p = 200
        page.move(.child, to: -30)
        #expect(page.c == -30)
    }

    @Test(arguments: modes) func case12AHeaderFlingHandsItsMomentumToTheList(mode: NestedRefreshMode) {
        var page = Page(mode: mode, p: 190, c: 0)
        page.activity = Rules.Activity(parentActive: true, parentDecelerating: true, childActive: false)
        page.move(.parent, to: 214, velocity: 1.2)
        #expect(page.p == 200 && page.c == 14)
        #expect(page.last?.handoff == Rules.Handoff(to: .child, velocity: 1.2))
        #expect(page.last?.stopParent == true)
        // With the list itself decelerating (both pans flung), nothing is handed off
        var both = Page(mode: mode, p: 200, c: 300)
        both.activity = Rules.Activity(parentActive: true, parentDecelerating: true, childActive: true, childDecelerating: true)
        both.move(.parent, to: 230)
        #expect(both.p == 200 && both.c == 300)
        #expect(both.last?.stopParent == true && both.last?.handoff == nil)
    }

    @Test(arguments: modes) func aListFlingDownHandsTheRestToTheParent(mode: NestedRefreshMode) {
        // Given the tabs stuck and the list decelerating toward its top; the finger was on the list only
        var page = Page(mode: mode, p: 200, c: 10)
        page.activity = Rules.Activity(parentActive: false, childActive: true, childDecelerating: true)
        page.move(.child, to: -15, velocity: -1.5)
        #expect(page.c == 0)
        #expect(page.p == 185)
        #expect(page.last?.handoff == Rules.Handoff(to: .parent, velocity: -1.5))
        #expect(page.last?.stopChild == true)
    }

    @Test func aProgrammaticChildMoveIsAccepted() {
        var page = Page(mode: .child, p: 50, c: -60)
        page.activity = Rules.Activity()
        page.move(.child, to: -45)
        #expect(page.c == -45 && page.p == 50)
    }

    @Test func aProgrammaticParentMoveBelowTheStickyOffsetBringsTheChildToItsTop() {
        var page = Page(mode: .parent, p: 200, c: 300)
        page.activity = Rules.Activity()
        page.move(.parent, to: 120)
        #expect(page.p == 120 && page.c == 0)
    }
}
