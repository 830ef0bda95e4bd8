import Testing
@testable import RefreshKit

/// Which header a SwiftUI `ProfilePage`'s container carries as its page refresh (issue 36): the one `.rk.header` on
/// the page installed, while it is on; switched off it goes back to the anchor (never riding disabled in a tab's
/// place); detached it is dropped.
@Suite struct ProfilePagePageRefreshTests {
    final class Header {}

    struct Calls: Equatable {
        var dropped = 0
        var putBack = 0
        var carried = 0
    }

    static func sync(current: Header?, anchored: Header?, isEnabled: Bool) -> Calls {
        var calls = Calls()
        ProfilePagePageRefresh.sync(current: current, anchored: anchored, isEnabled: isEnabled, drop: { calls.dropped += 1 },
                                    putBack: { _ in calls.putBack += 1 }, carry: { _ in calls.carried += 1 })
        return calls
    }

    /// Given the page's header on the anchor and none carried, then an enabled one is carried and a disabled one stays.
    @Test(arguments: [(true, Calls(carried: 1)), (false, Calls())])
    func anEnabledPageHeaderIsCarried(isEnabled: Bool, expected: Calls) {
        #expect(Self.sync(current: nil, anchored: Header(), isEnabled: isEnabled) == expected)
    }

    /// Given the page's header carried, when it stays on nothing happens; switched off, it is dropped and put back on
    /// the anchor; detached (its modifier left), it is dropped only.
    @Test func aCarriedHeaderSwitchedOffGoesBackAndADetachedOneIsDropped() {
        let header = Header()
        #expect(Self.sync(current: header, anchored: header, isEnabled: true) == Calls())
        #expect(Self.sync(current: header, anchored: header, isEnabled: false) == Calls(dropped: 1, putBack: 1))
        #expect(Self.sync(current: header, anchored: nil, isEnabled: false) == Calls(dropped: 1))
    }

    /// Given a carried header that SwiftUI replaced with a new one on the anchor, then the old one is dropped and the new
    /// one carried.
    @Test func aReplacedHeaderIsSwappedForTheNewOne() {
        #expect(Self.sync(current: Header(), anchored: Header(), isEnabled: true) == Calls(dropped: 1, carried: 1))
    }
}
