import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The pages a page container makes and the lists it links (issue 29): a page is made only inside the count and from a
/// source, its list is linked once and only once it is found, and a reload unlinks and removes every page in order.
@Suite struct PageContainerPageSetTests {
    final class List: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    typealias Pages = PageContainerPageSet<String, List>

    /// Given `count` pages and a source that gives one or not (no data source), then the page at `index` is made and
    /// kept, and `made` follows, only inside the count with a source.
    @Test(arguments: [(0, 3, true, true), (2, 3, true, true), (3, 3, true, false), (-1, 3, true, false),
                      (0, 0, true, false), (1, 3, false, false)])
    func aPageIsMadeOnlyInsideTheCountFromASource(index: Int, count: Int, hasSource: Bool, made: Bool) {
        let pages = Pages()
        var calls: [String] = []
        pages.make(index, count: count, source: { hasSource ? "page \($0)" : nil }, add: { calls.append("add"); return $0 },
                   made: { calls.append("made \($0)") })
        #expect(calls == (made ? ["add", "made page \(index)"] : []))
        #expect(pages.page(at: index) == (made ? "page \(index)" : nil))
        #expect(pages.indices == (made ? [index] : []))
    }

    /// Given two pages of which one is linked, then a link is found by its list as ``PageContainerPageSet/links`` has
    /// it, and a list no page links is not (the page refresh's "has its list left" on every scroll event).
    @Test func aLinkIsFoundByItsListWithoutBuildingTheLinks() {
        let pages = Pages()
        let table = List("table"), gone = List("gone")
        for index in 0..<2 { pages.make(index, count: 2, source: { "page \($0)" }, add: { $0 }) }
        pages.link(at: 1, find: { _ in table }, link: { _, list in list }, linked: { _, _ in })
        #expect(pages.containsLink { $0 === table } == pages.links.contains { $0 === table })
        #expect(pages.containsLink { $0 === table })
        #expect(!pages.containsLink { $0 === gone })
    }

    /// Given a page whose list is not there yet (a table made after its controller loaded), when the container looks
    /// at each pass, then nothing is linked until the list is found, it is linked once, and a linked page is not looked
    /// at again.
    @Test func aListIsLinkedOnlyOnceAndOnlyOnceFound() {
        let pages = Pages()
        let list = List("table")
        pages.make(0, count: 1, source: { "page \($0)" }, add: { $0 })
        var found: List?, looks = 0, links: [String] = []
        let link = {
            pages.link(at: 0, find: { _ in looks += 1; return found }, link: { _, list in list },
                       linked: { page, link in links.append("\(page) \(link.name)") })
        }
        link()
        #expect(pages.link(at: 0) == nil && links.isEmpty)
        found = list
        link()
        link()
        #expect(pages.link(at: 0) === list)
        #expect(links == ["page 0 table"])
        #expect(looks == 2)
        #expect(pages.links.map(\.name) == ["table"])
    }

    /// Given no page at an index, then nothing is looked for or linked there.
    @Test func aPageNotMadeIsNotLinked() {
        let pages = Pages()
        var looked = false
        pages.link(at: 4, find: { _ in looked = true; return List("x") }, link: { $1 }, linked: { _, _ in })
        #expect(!looked && pages.link(at: 4) == nil)
    }

    /// Given a list that changed size, then only a page linked to a list reaches it (the page's list is looked up by its
    /// index, the observer keeps none).
    @Test func aChangeReachesOnlyALinkedPage() {
        let pages = Pages()
        pages.make(0, count: 2, source: { "page \($0)" }, add: { $0 })
        pages.make(1, count: 2, source: { "page \($0)" }, add: { $0 })
        pages.link(at: 1, find: { _ in List("b") }, link: { $1 }, linked: { _, _ in })
        var reached: [String] = []
        for index in 0..<3 { pages.withLink(at: index) { reached.append($0.name) } }
        #expect(reached == ["b"])
    }

    /// Given made pages, one linked, when the container reloads, then each page in turn ends its transition, gives its
    /// list back and leaves, finding the pages until the last has left, and none is left afterwards.
    @Test func aReloadUnlinksAndRemovesEveryPageInOrder() {
        let pages = Pages()
        for index in [2, 0, 1] { pages.make(index, count: 3, source: { "page \($0)" }, add: { $0 }) }
        pages.link(at: 1, find: { _ in List("list 1") }, link: { $1 }, linked: { _, _ in })
        var calls: [String] = []
        pages.removeAll(leave: { calls.append("leave \($0) \(pages.page(at: $0) ?? "gone")") },
                        unlink: { calls.append("unlink \($0.name)") }, remove: { calls.append("remove \($0)") })
        #expect(calls == ["leave 0 page 0", "remove page 0", "leave 1 page 1", "unlink list 1", "remove page 1",
                          "leave 2 page 2", "remove page 2"])
        #expect(pages.indices.isEmpty && pages.links.isEmpty && pages.pages.isEmpty)
    }

    /// A link whose list leaves at a reload.
    final class Link {
        let id: Int
        var ended = false
        init(_ id: Int) { self.id = id }
    }

    /// Given two linked pages, when the container reloads and a callback as the second page leaves looks at the links
    /// (an app's `viewDidDisappear` scrolls its table, the container places its header and claims on its lists), then it
    /// finds no link whose list has already left, nor the first page (review finding 4).
    @Test func aReloadShowsALaterPageNoLinkThatLeft() {
        let pages = PageContainerPageSet<Int, Link>()
        for index in 0..<2 {
            pages.make(index, count: 2, source: { $0 }, add: { $0 })
            pages.link(at: index, find: { $0 }, link: { _, id in Link(id) }, linked: { _, _ in })
        }
        var seen: [String] = []
        pages.removeAll(leave: { index in seen.append("leave \(index): \(pages.links.map { "\($0.id)\($0.ended ? " ended" : "")" })") },
                        unlink: { link in
                            link.ended = true
                            seen.append("unlink \(link.id): \(pages.links.map(\.id)) \(pages.indices)")
                        }, remove: { _ in })
        #expect(seen == ["leave 0: [\"0\", \"1\"]", "unlink 0: [1] [1]", "leave 1: [\"1\"]", "unlink 1: [] []"])
        #expect(pages.links.isEmpty && pages.indices.isEmpty)
    }
}

/// A reload that keeps pages (issue 34, item 10).
extension PageContainerPageSetTests {
    /// Given three linked pages, when a reload keeps the third and the first, moved, then the second alone leaves (its
    /// transition ended, its link given back, its page removed), and the kept ones take their new indices with their
    /// links as they were, neither unlinked nor linked again.
    @Test func aReloadMovesTheKeptPagesWithTheirLinks() {
        let pages = PageContainerPageSet<Int, Link>()
        for index in 0..<3 {
            pages.make(index, count: 3, source: { $0 }, add: { $0 })
            pages.link(at: index, find: { $0 }, link: { _, id in Link(id) }, linked: { _, _ in })
        }
        let links = pages.links
        let reuse = PageContainerReuse(made: [0: [.id("a")], 1: [.id("b")], 2: [.id("c")]],
                                       new: [.id("c"), .id("n"), .id("a")], selected: 0)
        var calls: [String] = []
        pages.reload(reuse, leave: { calls.append("leave \($0)") }, unlink: { calls.append("unlink \($0.id)") },
                     remove: { calls.append("remove \($0)") })
        #expect(calls == ["leave 1", "unlink 1", "remove 1"])
        #expect(pages.indices == [0, 2])
        #expect(pages.page(at: 0) == 2 && pages.link(at: 0) === links[2])
        #expect(pages.page(at: 2) == 0 && pages.link(at: 2) === links[0])
        #expect(pages.page(at: 1) == nil)
    }

    /// Given a page kept by a reload, when the container makes the pages that show, then the kept one is not made again,
    /// and the new one in the gap is.
    @Test func aKeptPageIsNotMadeAgain() {
        let pages = Pages()
        pages.make(0, count: 1, source: { "old \($0)" }, add: { $0 })
        pages.reload(PageContainerReuse(made: [0: [.id("a")]], new: [.id("n"), .id("a")], selected: 0),
                     leave: { _ in }, unlink: { _ in }, remove: { _ in })
        var asked: [Int] = []
        for index in 0..<2 { pages.make(index, count: 2, source: { asked.append($0); return "new \($0)" }, add: { $0 }) }
        #expect(asked == [0])
        #expect(pages.page(at: 0) == "new 0" && pages.page(at: 1) == "old 0")
    }

    /// Given a source that gives the same object at two indices (the same view controller twice), then the second
    /// index stays empty and is reported, the first keeps its page: one object is never added as two pages (which
    /// would share its list and its lease, and removing either would remove it); after a reload that keeps it at 1, a
    /// new page at 0 that gives it again is refused too.
    @Test func theSameObjectAtTwoIndicesIsMadeOnce() {
        let pages = Pages()
        var refused: [Int] = [], added: [String] = []
        let make = { (index: Int, given: String) in
            pages.make(index, count: 3, source: { _ in given }, add: { added.append($0); return $0 },
                       isSame: { $0 == $1 }, refused: { refused.append($0) })
        }
        make(0, "shared")
        make(1, "shared")
        make(2, "other")
        #expect(added == ["shared", "other"] && refused == [1])
        #expect(pages.page(at: 0) == "shared" && pages.page(at: 1) == nil && pages.indices == [0, 2])

        pages.reload(PageContainerReuse(made: [0: [.id("s")], 2: [.id("o")]], new: [nil, .id("s"), .id("o")], selected: 0),
                     leave: { _ in }, unlink: { _ in }, remove: { _ in })
        make(0, "shared")
        #expect(refused == [1, 0] && pages.page(at: 0) == nil && pages.page(at: 1) == "shared")
    }

    /// Given a list resized after its page moved, then the link found by its list is the moved page's.
    @Test func aLinkIsFoundByItsListAfterAMove() {
        let pages = PageContainerPageSet<Int, Link>()
        for index in 0..<2 {
            pages.make(index, count: 2, source: { $0 }, add: { $0 })
            pages.link(at: index, find: { $0 }, link: { _, id in Link(id) }, linked: { _, _ in })
        }
        pages.reload(PageContainerReuse(made: [0: [.id("a")], 1: [.id("b")]], new: [.id("b"), .id("a")], selected: 0),
                     leave: { _ in }, unlink: { _ in }, remove: { _ in })
        var found: [Int] = []
        pages.withLink(matching: { $0.id == 0 }) { found.append($0.id) }
        #expect(found == [0] && pages.link(at: 1)?.id == 0)
    }
}
