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
