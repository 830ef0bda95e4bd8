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
}
