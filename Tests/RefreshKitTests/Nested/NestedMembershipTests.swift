import Testing
@testable import RefreshKit

/// The nested coordinator's membership and gesture rules (`NestedMembership`, `NestedGestureRule`), over plain
/// identifiers: what `NestedScrollCoordinator.children`, `currentChild` and
/// `shouldRecognizeSimultaneously(_:with:)` decide.
@Suite struct NestedMembershipTests {
    /// Given a page 0, when the lists are set with repeats and the parent among them, then each list is kept once,
    /// in order, and never the parent.
    @Test func listsAreKeptOnceInOrderWithoutTheParent() {
        var m = NestedMembership(parent: 0)
        let changes = m.setLists([1, 2, 0, 1, 3])
        #expect(m.lists == [1, 2, 3])
        #expect(changes == .init(added: [1, 2, 3], removed: [], currentRemoved: false))
    }

    /// Given lists 1, 2, 3 with 2 current, when the lists become 3, 4, then 1 and 2 are removed, 4 added, and the
    /// page has no current list.
    @Test func removingTheCurrentListLeavesNoneCurrent() {
        var m = NestedMembership(parent: 0)
        _ = m.setLists([1, 2, 3])
        _ = m.select(2)
        let changes = m.setLists([3, 4])
        #expect(changes == .init(added: [4], removed: [1, 2], currentRemoved: true))
        #expect(m.current == nil && m.siblings == [3, 4])
    }

    /// Selecting the current list again or the parent changes nothing; selecting a list not registered adds it.
    @Test(arguments: [(Optional(2), false), (Optional(0), false), (Optional(5), true), (nil, true)])
    func selecting(id: Int?, changes: Bool) {
        var m = NestedMembership(parent: 0)
        _ = m.setLists([1, 2, 3])
        _ = m.select(2)
        let result = m.select(id)
        #expect((result != nil) == changes)
        if id == 5 { #expect(result?.added == [5] && m.lists == [1, 2, 3, 5] && m.current == 5) }
        if id == nil { #expect(m.current == nil && m.siblings == [1, 2, 3]) }
    }

    /// The siblings are the lists but the current one, in order.
    @Test func siblingsAreTheOtherLists() {
        var m = NestedMembership(parent: 0)
        _ = m.setLists([1, 2, 3])
        _ = m.select(3)
        #expect(m.siblings == [1, 2])
    }

    typealias Pan = NestedGestureRule.Pan

    /// Only the parent's pan with a registered vertical list's own pan recognise together, in either order; a
    /// carousel, an excluded pan, another list's pan or an unregistered view's do not.
    @Test(arguments: [
        (Pan(isRegisteredListPan: true), true),
        (Pan(isRegisteredListPan: true, scrollsHorizontally: true), false),
        (Pan(isRegisteredListPan: true, isExcluded: true), false),
        (Pan(), false),
        (Pan(isParentPan: true), false),
    ])
    func theParentsPanRecognisesOnlyWithARegisteredVerticalList(other: Pan, together: Bool) {
        let parent = Pan(isParentPan: true)
        #expect(NestedGestureRule.recognizeTogether(parent, other) == together)
        #expect(NestedGestureRule.recognizeTogether(other, parent) == together)
    }

    /// Two lists' pans never recognise together.
    @Test func twoListsDoNotRecogniseTogether() {
        #expect(!NestedGestureRule.recognizeTogether(Pan(isRegisteredListPan: true), Pan(isRegisteredListPan: true)))
    }
}
