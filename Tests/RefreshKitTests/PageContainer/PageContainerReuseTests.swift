import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// What a page container's reload keeps (issue 34, item 10): a page made before whose key comes again is kept at its
/// new index, the others are given back, and the selection follows the selected page or goes to the one that takes its
/// place.
@Suite struct PageContainerReuseTests {
    typealias Key = PageContainerPageKey

    static func ids(_ names: String...) -> [Key?] { names.map { .id($0) } }

    /// Pages made before, by index, each keyed by its identifier.
    static func made(_ names: [Int: String]) -> [Int: Set<Key>] { names.mapValues { [.id($0)] } }

    /// Given pages A, B, C made, when the new set is as in each row, then each new page keeps the page made before with
    /// its key (by its index before), the others are given back in order, and the selection (B before) follows B or
    /// goes to the page that takes its place.
    @Test(arguments: [
        // same pages: all kept in place
        (["A", "B", "C"], [0, 1, 2] as [Int?], [] as [Int], 1, true),
        // one inserted in front: all kept, one place on
        (["N", "A", "B", "C"], [nil, 0, 1, 2], [], 2, true),
        // reordered
        (["C", "A", "B"], [2, 0, 1], [], 2, true),
        // one removed before the selection
        (["B", "C"], [1, 2], [0], 0, true),
        // the selected one removed: the next takes its place
        (["A", "C"], [0, 2], [1], 1, false),
        // the selected one removed, and it was last but one of two left: the last
        (["A"], [0], [1, 2], 0, false),
        // every page replaced
        (["X", "Y", "Z"], [nil, nil, nil], [0, 1, 2], 1, false),
        // no pages
        ([], [], [0, 1, 2], 0, false),
    ])
    func aReloadKeepsThePagesWhoseKeysComeAgain(new: [String], kept: [Int?], removed: [Int], selected: Int, keepsSelected: Bool) {
        let reuse = PageContainerReuse(made: Self.made([0: "A", 1: "B", 2: "C"]), new: new.map { .id($0) }, selected: 1)
        #expect(reuse.kept == kept)
        #expect(reuse.removed == removed)
        #expect(reuse.selected == selected)
        #expect(reuse.keepsSelected == keepsSelected)
    }

    /// Given two tabs with one title, when a tab is inserted before them, then each keeps its own page (titles count in
    /// order), and a renamed tab without an identifier is a new page.
    @Test func twoTabsWithOneTitleAreTwoPages() {
        let before = Key.titles(["All", "Posts", "All"])
        let made = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($0, Set([$1])) })
        let inserted = PageContainerReuse(made: made, new: Key.titles(["New", "All", "Posts", "All"]), selected: 2)
        #expect(inserted.kept == [nil, 0, 1, 2])
        #expect(inserted.selected == 3 && inserted.keepsSelected)
        let renamed = PageContainerReuse(made: made, new: Key.titles(["All", "Posts (3)", "All"]), selected: 0)
        #expect(renamed.kept == [0, nil, 2])
        #expect(renamed.removed == [1])
    }

    /// Given identifiers, when a tab is renamed, then its page is kept (only the tab bar changes).
    @Test func aRenamedTabWithAnIdentifierKeepsItsPage() {
        let keys = Key.keys(count: 2, ids: ["posts", "likes"], titles: ["Posts (3)", "Likes"])
        let reuse = PageContainerReuse(made: Self.made([0: "posts", 1: "likes"]), new: keys, selected: 0)
        #expect(reuse.kept == [0, 1] && reuse.removed.isEmpty && reuse.keepsEveryPageInPlace)
    }

    /// Given a key that comes twice in the new set, then it keeps the page once, at its first index; given a page made
    /// before with two keys (its identifier and its object), then it is kept once.
    @Test func aPageIsKeptOnce() {
        let twice = PageContainerReuse(made: Self.made([0: "A"]), new: Self.ids("A", "A"), selected: 0)
        #expect(twice.kept == [0, nil])
        let object = Key.object(ObjectIdentifier(PageContainerReuseTests.Box.self))
        let both = PageContainerReuse(made: [0: [.id("A"), object]], new: [object, .id("A")], selected: 0)
        #expect(both.kept == [0, nil])
    }

    final class Box {}

    /// Given pages made before without keys of their own (a data source without identifiers), then the source is
    /// asked again only for the new pages without a key whose index had a page made, and a page given again (its
    /// object) is kept even at another index.
    @Test func aPageGivenAgainIsKept() {
        let a = Box(), b = Box()
        #expect(PageContainerReuse.pagesToAsk(made: [2, 0, 5], new: [nil, .id("x"), nil, nil]) == [0, 2])
        let made: [Int: Set<Key>] = [0: [.object(ObjectIdentifier(a))], 2: [.object(ObjectIdentifier(b))]]
        let reuse = PageContainerReuse(made: made, new: [.object(ObjectIdentifier(b)), nil, .object(ObjectIdentifier(Box()))],
                                       selected: 2)
        #expect(reuse.kept == [2, nil, nil])
        #expect(reuse.removed == [0])
        #expect(reuse.selected == 0 && reuse.keepsSelected)
    }

    /// Given the keys the app gives, then identifiers win when there is one per page, titles count otherwise, and
    /// neither leaves every page without a key.
    @Test func theKeysComeFromIdentifiersThenTitles() {
        #expect(Key.keys(count: 2, ids: [1, 2], titles: ["A", "B"]) == [.id(1), .id(2)])
        #expect(Key.keys(count: 2, ids: [1], titles: ["A", "A"]) == [.title("A", occurrence: 0), .title("A", occurrence: 1)])
        #expect(Key.keys(count: 2, ids: [nil, nil], titles: ["A", "B"]) == [.title("A", occurrence: 0), .title("B", occurrence: 0)])
        #expect(Key.keys(count: 2, ids: [nil, 7], titles: ["A", "B"]) == [nil, .id(7)])
        #expect(Key.keys(count: 2, ids: nil, titles: nil) == [nil, nil])
        #expect(Key.keys(count: -1, ids: nil, titles: []) == [])
    }

    /// Given pages identified by their place (a SwiftUI `ProfilePage`), when the count changes, then the pages still in
    /// range stay where they are and the container's state with them, and those past the end are given back.
    @Test(arguments: [(3, [0, 1, 2] as [Int?], [] as [Int], true), (4, [0, 1, 2, nil], [], true), (2, [0, 1], [2], false)])
    func pagesIdentifiedByTheirPlaceStayInRange(count: Int, kept: [Int?], removed: [Int], inPlace: Bool) {
        let made: [Int: Set<Key>] = [0: [.id(0)], 1: [.id(1)], 2: [.id(2)]]
        let reuse = PageContainerReuse(made: made, new: (0..<count).map { .id($0) }, selected: 2)
        #expect(reuse.kept == kept && reuse.removed == removed && reuse.keepsEveryPageInPlace == inPlace)
        #expect(reuse.selected == min(2, count - 1))
    }

    /// Given pages made before, then each is known by its object and by its key at the last reload, if it had one.
    @Test func aPageMadeBeforeIsKnownByItsObjectAndItsKey() {
        let a = Box(), b = Box()
        let made = Key.made(objects: [0: ObjectIdentifier(a), 3: ObjectIdentifier(b)], keys: [.id("a"), nil])
        #expect(made == [0: [.object(ObjectIdentifier(a)), .id("a")], 3: [.object(ObjectIdentifier(b))]])
    }

    /// Given pages kept where they were, then the reload keeps the container's state; a move, a removal or a page
    /// made anew in place of one does not.
    @Test(arguments: [
        ([0: "A", 1: "B"], ["A", "B", "C"], true),
        ([0: "A"], ["A", "B"], true),
        ([0: "A", 1: "B"], ["B", "A"], false),
        ([0: "A", 1: "B"], ["A"], false),
        ([1: "B"], ["B", "A"], false),
    ])
    func onlyPagesKeptInPlaceKeepTheState(made: [Int: String], new: [String], inPlace: Bool) {
        #expect(PageContainerReuse(made: Self.made(made), new: new.map { .id($0) }, selected: 0).keepsEveryPageInPlace == inPlace)
    }
}
