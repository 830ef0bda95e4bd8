import Testing
@testable import RefreshKit

/// The page container's appearance forwarding (issue 29): which `beginAppearanceTransition` / `endAppearanceTransition`
/// calls its lists' view controllers get as the pager moves and the owner appears, so that UIKit never sees
/// unbalanced calls and a list off screen never hears `viewWillAppear`.
@Suite struct PageAppearanceForwardingTests {
    typealias Forwarding = PageAppearanceForwarding
    typealias Call = PageAppearanceForwarding.Call

    /// A forwarding whose owner is in `phase`, having shown list 0 (in view all along; lists 0 and 1 are controllers).
    static func forwarding(ownerIn phase: Forwarding.OwnerPhase) -> Forwarding {
        var forwarding = Forwarding()
        let steps: [(appearing: Bool, ending: Bool)] = switch phase {
        case .disappeared: [(true, false), (true, true), (false, false), (false, true)]
        case .appearing: [(true, false)]
        case .appeared: [(true, false), (true, true)]
        case .disappearing: [(true, false), (true, true), (false, false)]
        }
        for step in steps {
            _ = forwarding.owner(appearing: step.appearing, animated: true, ending: step.ending, visible: [0], controllers: [0, 1])
        }
        #expect(forwarding.ownerPhase == phase)
        return forwarding
    }

    /// Given the owner in each phase, when list 1 comes into view or list 0 (in view with the owner) leaves it, then with
    /// forwarding by hand: on screen the whole transition at once, unanimated; while the owner appears only its begin
    /// (the owner's `viewDidAppear` ends it); while the owner is away or leaving nothing (the owner's calls carry list 0,
    /// and list 1 begins with the owner's next appearance). With automatic forwarding UIKit carries every child: nothing.
    @Test(arguments: [
        (Forwarding.OwnerPhase.disappeared, true, true, [Call]()),
        (.appearing, true, true, [.begin(1, appearing: true, animated: false)]),
        (.appeared, true, true, [.begin(1, appearing: true, animated: false), .end(1)]),
        (.disappearing, true, true, []),
        (.disappeared, false, true, []),
        (.appearing, false, true, [.begin(0, appearing: false, animated: false)]),
        (.appeared, false, true, [.begin(0, appearing: false, animated: false), .end(0)]),
        (.disappearing, false, true, []),
        (.disappeared, true, false, []), (.appearing, true, false, []), (.appeared, true, false, []),
        (.disappearing, true, false, []), (.disappeared, false, false, []), (.appearing, false, false, []),
        (.appeared, false, false, []), (.disappearing, false, false, []),
    ])
    func aListThatComesOrGoesIsForwardedAsTheOwnerPhaseAllows(phase: Forwarding.OwnerPhase, appearing: Bool, byHand: Bool,
                                                                expected: [Call]) {
        var forwarding = Self.forwarding(ownerIn: phase)
        let calls = forwarding.list(appearing ? 1 : 0, appearing: appearing, isController: true, forwardsByHand: byHand)
        #expect(calls == expected)
    }

    /// Given a page that is a plain view, then it gets no transition in any phase (it has no view controller).
    @Test(arguments: [Forwarding.OwnerPhase.disappeared, .appearing, .appeared, .disappearing])
    func aPlainViewPageGetsNoTransition(phase: Forwarding.OwnerPhase) {
        var forwarding = Self.forwarding(ownerIn: phase)
        #expect(forwarding.list(2, appearing: true, isController: false, forwardsByHand: true) == [])
        #expect(forwarding.owner(appearing: true, animated: true, ending: false, visible: [2], controllers: [0, 1]) == [])
        #expect(forwarding.owner(appearing: true, animated: true, ending: true, visible: [2], controllers: [0, 1])
            .allSatisfy { $0.index != 2 })
        #expect(forwarding.appearances[2] == nil)
    }

    /// Given lists 0 and 1 in view (a swipe half way), when the owner appears, then both begin with the owner's
    /// `viewWillAppear` (animated as it is) and end with its `viewDidAppear`; when it disappears, both again.
    @Test(arguments: [true, false])
    func theOwnersAppearanceGoesToTheListsInViewOnly(animated: Bool) {
        var forwarding = Forwarding()
        let visible: Set<Int> = [1, 0], controllers: Set<Int> = [0, 1, 2]
        #expect(forwarding.owner(appearing: true, animated: animated, ending: false, visible: visible, controllers: controllers)
            == [.begin(0, appearing: true, animated: animated), .begin(1, appearing: true, animated: animated)])
        #expect(forwarding.owner(appearing: true, animated: animated, ending: true, visible: visible, controllers: controllers)
            == [.end(0), .end(1)])
        #expect(forwarding.owner(appearing: false, animated: animated, ending: false, visible: visible, controllers: controllers)
            == [.begin(0, appearing: false, animated: animated), .begin(1, appearing: false, animated: animated)])
        #expect(forwarding.owner(appearing: false, animated: animated, ending: true, visible: visible, controllers: controllers)
            == [.end(0), .end(1)])
        #expect(forwarding.appearances == [0: .disappeared, 1: .disappeared])
    }

    /// Given the owner appearing with no list made yet, when list 0 is in view at its `viewDidAppear` (made meanwhile
    /// without an appearance of its own), then it begins there and ends with the owner, so it still hears both.
    @Test func aListMadeWhileTheOwnerAppearsBeginsAtTheOwnersEnd() {
        var forwarding = Forwarding()
        #expect(forwarding.owner(appearing: true, animated: true, ending: false, visible: [], controllers: []) == [])
        #expect(forwarding.owner(appearing: true, animated: true, ending: true, visible: [0], controllers: [0])
            == [.begin(0, appearing: true, animated: true), .end(0)])
        #expect(forwarding.ownerPhase == .appeared)
    }

    /// Given list 0 appearing with the owner, when it leaves view before the owner's `viewDidAppear`, then its
    /// disappearance begins (reversing the transition, as UIKit allows) and the owner's end ends it as disappeared.
    @Test func aListThatLeavesWhileTheOwnerAppearsEndsDisappeared() {
        var forwarding = Self.forwarding(ownerIn: .appearing)
        #expect(forwarding.list(0, appearing: false, isController: true, forwardsByHand: true)
            == [.begin(0, appearing: false, animated: false)])
        #expect(forwarding.owner(appearing: true, animated: true, ending: true, visible: [], controllers: [0]) == [.end(0)])
        #expect(forwarding.appearances[0] == .disappeared)
    }

    /// Given a transition in flight (the owner appearing), when a reload takes the lists away, then it ends first; a
    /// list at rest gets nothing, and after the reload no list is remembered.
    @Test func aReloadEndsTheTransitionsInFlight() {
        var forwarding = Self.forwarding(ownerIn: .appearing)
        #expect(forwarding.end(0) == [.end(0)])
        #expect(forwarding.end(0) == [])
        #expect(forwarding.end(1) == [])
        forwarding.removeAll()
        #expect(forwarding.appearances.isEmpty)
    }

    /// A call is made on the list's view controller as it says.
    @MainActor @Test func aCallIsMadeOnTheViewController() {
        let target = RecordingTarget()
        Call.begin(3, appearing: false, animated: true).apply(to: target)
        Call.end(3).apply(to: target)
        #expect(target.calls == ["begin false true", "end"])
        #expect(Call.begin(3, appearing: true, animated: false).index == 3 && Call.end(4).index == 4)
    }

    /// Given random owner appearances and lists coming and going (by hand), then every begin ends before another in the
    /// same direction (a transition may turn back, as UIKit allows: an appearing list that leaves begins disappearing),
    /// every end has a begin, and with the owner on screen exactly the lists in view have appeared.
    @Test(arguments: 0..<40)
    func beginAndEndAlwaysPairUp(seed: UInt64) {
        var rng = SplitMix64(seed: 0x29C0_0000 + seed)
        var forwarding = Forwarding()
        var visible: Set<Int> = [], inFlight: [Int: Bool] = [:]  // the direction begun
        var ownerStep = 0  // 0 will appear, 1 did appear, 2 will disappear, 3 did disappear
        for _ in 0..<60 {
            var calls: [Call] = []
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                calls = forwarding.owner(appearing: ownerStep < 2, animated: Bool.random(using: &rng), ending: ownerStep % 2 == 1,
                                         visible: visible, controllers: [0, 1, 2])
                ownerStep = (ownerStep + 1) % 4
            case 1:
                let index = Int.random(in: 0..<3, using: &rng)
                let appearing = !visible.contains(index)
                visible.formSymmetricDifference([index])
                calls = forwarding.list(index, appearing: appearing, isController: true, forwardsByHand: true)
            case 2:
                let index = Int.random(in: 0..<3, using: &rng)
                calls = forwarding.end(index)
            default:
                break
            }
            for call in calls {
                switch call {
                case .begin(let index, let appearing, _):
                    #expect(inFlight[index] != appearing, "seed \(seed): a second begin in one direction for \(index)")
                    inFlight[index] = appearing
                case .end(let index):
                    #expect(inFlight[index] != nil, "seed \(seed): end without a begin for \(index)")
                    inFlight[index] = nil
                }
            }
        }
        if forwarding.ownerPhase == .appeared {
            for index in 0..<3 {
                #expect((forwarding.appearances[index] == .appeared) == visible.contains(index), "seed \(seed): list \(index)")
            }
        }
    }
}

/// A view controller's two appearance calls, written down.
@MainActor final class RecordingTarget: PageAppearanceTarget {
    var calls: [String] = []
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { calls.append("begin \(isAppearing) \(animated)") }
    func endAppearanceTransition() { calls.append("end") }
}
