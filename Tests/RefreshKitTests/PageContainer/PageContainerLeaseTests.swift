import Testing
@testable import RefreshKit

/// What a page container gives back to a list (review note on the container): once, when the list leaves or when the
/// container goes away without letting it go.
@Suite struct PageContainerLeaseTests {
    final class Counter {
        var givenBack = 0
    }

    /// Given a list that leaves (a reload), when the container later goes away, then what it borrowed is given back once.
    @Test func aListThatLeavesIsGivenBackOnce() {
        let counter = Counter()
        var lease: PageContainerLease? = PageContainerLease { counter.givenBack += 1 }
        lease?.end()
        #expect(counter.givenBack == 1)
        lease?.end()
        lease = nil
        #expect(counter.givenBack == 1)
    }

    /// Given a list still in the container, when the container goes away (its lease is released), then what it
    /// borrowed is given back.
    @Test func aContainerThatGoesAwayGivesBack() {
        let counter = Counter()
        var lease: PageContainerLease? = PageContainerLease { counter.givenBack += 1 }
        #expect(counter.givenBack == 0)
        lease = nil
        #expect(counter.givenBack == 1 && lease == nil)
    }

    /// Given a container's pages, two of them linked, when the container goes away (its page set is released), then
    /// each linked list is given back once, and a list that left at a reload is not given back again.
    @Test func aContainerThatGoesAwayGivesBackEveryLinkedList() {
        let counter = Counter()
        var pages: PageContainerPageSet<Int, PageContainerLease>? = PageContainerPageSet()
        for index in 0..<3 {
            pages?.make(index, count: 3, source: { $0 }, add: { $0 })
        }
        for index in 0..<2 {
            pages?.link(at: index, find: { $0 }, link: { _, _ in PageContainerLease { counter.givenBack += 1 } }, linked: { _, _ in })
        }
        pages?.link(at: 0)?.end()
        #expect(counter.givenBack == 1)
        pages = nil
        #expect(counter.givenBack == 2)
    }
}
