import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// How the page container swaps its parts (issue 29): the page's refresh header, the header view and the list the
/// header follows. The same part set again must do nothing (a header re-added would lose its constraints, a list
/// brought in again would be moved), and the old part leaves before the new one joins.
@Suite struct PageContainerPartsTests {
    final class Part: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    static let a = Part("a"), b = Part("b")

    /// Given the part before and the one set, then the old one is removed first and the new one (or none) added; the
    /// same part again, or none for none, does nothing.
    @Test(arguments: [
        (a as Part?, b as Part?, ["remove a", "add b"]), (nil, b, ["add b"]), (a, nil, ["remove a", "add none"]),
        (a, a, []), (nil, nil, []),
    ])
    func theOldPartLeavesBeforeTheNewOneJoinsAndTheSameOneStays(old: Part?, new: Part?, expected: [String]) {
        var calls: [String] = []
        PageContainerParts.replace(old, with: new, remove: { calls.append("remove \($0.name)") },
                                   add: { calls.append("add \($0?.name ?? "none")") })
        #expect(calls == expected)
    }

    /// Given the refresh headers found on the page's own view and the page's refresh header, then the first one found
    /// becomes the page's, and with none found the page's stays (the same one set again does nothing, as above).
    @Test(arguments: [([a], b as Part?, a as Part?), ([a, b], nil, a), ([], b, b), ([], nil, nil), ([b], b, b)])
    func aStrayRefreshHeaderIsAdopted(strays: [Part], current: Part?, expected: Part?) {
        #expect(PageContainerParts.adopted(strays, over: current) === expected)
    }

    /// Given the offset a relayout or a switch asks of the current list, then it is written only when there is both a
    /// list and an offset.
    @Test(arguments: [(true, 12.0 as Double?, ["a 12.0"]), (true, nil, []), (false, 12.0, []), (false, nil, [])])
    func aKeptOffsetIsWrittenOnlyToAList(hasList: Bool, offset: Double?, expected: [String]) {
        var writes: [String] = []
        PageContainerDriver.move(hasList ? Self.a : nil, to: offset) { writes.append("\($0.name) \($1)") }
        #expect(writes == expected)
    }

    /// Given each way the page's refresh header gets to the current list, then the container does what it says, and
    /// nothing for a header that stays.
    @Test(arguments: [(PageContainerDriver.PageHeaderMove.stay, [String]()), (.attach, ["attach"]),
                      (.attachLater, ["attach later"]), (.handOver, ["hand over"])])
    func thePageHeadersMoveIsCarriedOut(move: PageContainerDriver.PageHeaderMove, expected: [String]) {
        var calls: [String] = []
        move.carry(attach: { calls.append("attach") }, attachLater: { calls.append("attach later") },
                   handOver: { calls.append("hand over") })
        #expect(calls == expected)
    }

    /// Given a change of a list's inset, then only a change that moves something is written (each write is a KVO change
    /// and an engine event).
    @Test(arguments: [(ScrollInsets.zero, false), (ScrollInsets(top: 244, bottom: 0), true),
                      (ScrollInsets(top: 0, bottom: -34), true)])
    func aListsInsetIsWrittenOnlyWhenItChanges(change: ScrollInsets, written: Bool) {
        var writes: [ScrollInsets] = []
        PageContainerDriver.write(change) { writes.append($0) }
        #expect(writes == (written ? [change] : []))
    }
}
