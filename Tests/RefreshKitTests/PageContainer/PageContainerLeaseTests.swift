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
        var lease: PageContainerLease? = PageContainerLease(insets: { _ in }, settings: { counter.givenBack += 1 })
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
        var lease: PageContainerLease? = PageContainerLease(insets: { _ in }, settings: { counter.givenBack += 1 })
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
            pages?.link(at: index, find: { $0 }, link: { _, _ in PageContainerLease(insets: { _ in }, settings: { counter.givenBack += 1 }) },
                        linked: { _, _ in })
        }
        pages?.link(at: 0)?.end()
        #expect(counter.givenBack == 1)
        pages = nil
        #expect(counter.givenBack == 2)
    }

    /// A list the container leases: its app inset (`rk.contentInset`), the settings it borrows and their ledgers, and
    /// what the container's lease did to them, in order.
    final class LeasedList {
        var inset = ScrollInsets(top: 10, bottom: 5)
        var settings = PageContainerBorrowedSettingsTests.List()
        var events: [String] = []

        /// A lease that gives back as `PageContainerView`'s does: the inset, then the settings.
        func lease() -> PageContainerLease {
            PageContainerLease(insets: { [self] change in
                inset.top += change.top
                inset.bottom += change.bottom
                events.append("insets \(Int(inset.top)) \(Int(inset.bottom)), adjustment \(settings.insetAdjustment)")
            }, settings: { [self] in
                settings.unlink()
                events.append("settings, adjustment \(settings.insetAdjustment)")
            })
        }
    }

    /// Given a list in a container (its insets with the container's share on top, bottom padding that changed, its
    /// settings borrowed), when it leaves at a reload (`unlink` ends the lease) or the container goes away while the app
    /// keeps the list (the lease is released), then its inset is the app's own again, given back while the container's
    /// settings still hold (no automatic adjustment with the share on), and then its settings are the app's (review
    /// findings 1 and 3: the share lived only in the container, and the settings went back first).
    @Test(arguments: [false, true])
    func aListThatLeavesGetsItsInsetsBackThenItsSettings(containerGoesAway: Bool) {
        let list = LeasedList()
        var lease: PageContainerLease? = list.lease()
        list.settings.applyInsetRules(safeBottom: 34)
        lease?.add(ScrollInsets(top: 288, bottom: 34))
        lease?.add(ScrollInsets(bottom: 100))  // the content shrank: padding so that it still collapses the header
        #expect(list.inset == ScrollInsets(top: 298, bottom: 139) && lease?.share == ScrollInsets(top: 288, bottom: 134))
        list.events = []
        if containerGoesAway { lease = nil } else { lease?.end() }
        #expect(list.inset == ScrollInsets(top: 10, bottom: 5))
        #expect(list.events == ["insets 10 5, adjustment 2", "settings, adjustment 0"])
        #expect(list.settings.ledgers.containerHoldsNone)
    }

    /// Given a list whose lease has ended (it left at a reload), when a callback that reaches the container afterwards
    /// claims a setting or adds to its inset, then the lease refuses both: nothing is borrowed that would not go back.
    @Test func anEndedLeaseRefusesLaterClaims() {
        let list = LeasedList()
        let lease = list.lease()
        lease.add(ScrollInsets(top: 288))
        lease.end()
        var claimed = false
        lease.claim { claimed = true }
        lease.add(ScrollInsets(top: 250))
        #expect(!claimed && lease.hasEnded)
        #expect(list.inset == ScrollInsets(top: 10, bottom: 5) && lease.share == .zero)
    }

    /// Given a lease in effect, then a claim runs and a zero change writes nothing (each write is an event for the
    /// list's engine).
    @Test func aLeaseInEffectClaimsAndSkipsZeroChanges() {
        let list = LeasedList()
        let lease = list.lease()
        var claimed = false
        lease.claim { claimed = true }
        lease.add(.zero)
        #expect(claimed && !lease.hasEnded && list.events.isEmpty)
    }

    /// Given a list whose app wrote its whole `contentInset` (the container's top share gone, the bottom kept), when it
    /// leaves, then only what it still holds is taken back: no negative top inset (issue 34, finding 5).
    @Test func aListThatLeavesAfterAWholeInsetWriteGetsBackOnlyWhatItHolds() {
        final class Box { var taken = ScrollInsets.zero }
        let box = Box()
        let lease = PageContainerLease(insets: { box.taken = $0 }, settings: {},
                                       appInset: { ScrollInsets(top: 0, left: 0, bottom: 120, right: 0) })
        lease.add(ScrollInsets(top: 244, left: 0, bottom: 80, right: 0))
        lease.end()
        #expect(box.taken == ScrollInsets(top: 0, left: 0, bottom: -80, right: 0))
    }

    /// Given a lease whose list lost its top share to an app's write, when the container looks again, then it keeps only
    /// what survives, and adds the rest again.
    @Test func aLeaseKeepsOnlyTheShareTheListStillHolds() {
        let lease = PageContainerLease(insets: { _ in }, settings: {})
        lease.add(ScrollInsets(top: 244, left: 0, bottom: 80, right: 0))
        lease.keep(surviving: ScrollInsets(top: 0, left: 0, bottom: 336, right: 0))
        #expect(lease.share == ScrollInsets(top: 0, left: 0, bottom: 80, right: 0))
    }
}
