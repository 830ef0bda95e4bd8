import Testing
@testable import RefreshKit

/// When a SwiftUI marker looks for its scroll view and what it says (issue 35 item 3): a list shown later is found
/// on the display frames after the change, without waiting for the modifier's next update, and a switched-off
/// modifier says nothing.
@Suite struct ScrollViewLookupTimingTests {
    typealias Facts = ScrollViewLookup.Facts

    static let screen = ScrollRect(x: 0, y: 0, width: 390, height: 844)
    static let list = Facts(isScrollView: true, frame: screen, contentSize: ScrollSize(width: 390, height: 2000),
                            alwaysBounceVertical: true)

    /// Given a marker on a `ZStack` that shows a `ProgressView` first (no list in its branches), when SwiftUI
    /// makes the list on a later layout pass that does not update the modifier, then a look on the frames that
    /// follow finds it.
    @Test func aListShownAfterTheUpdateIsFoundOnTheFramesAfter() {
        var lookup = ScrollViewLookup(role: .header)
        let marker = Facts(frame: Self.screen)
        let ancestors = [Facts(frame: Self.screen), Facts(frame: Self.screen)]
        var branch: [Facts] = [Facts(frame: Self.screen)]  // the progress view
        lookup.somethingChanged()  // the update that shows the list
        var choice = lookup.choose(marker: marker, ancestors: ancestors, settled: true) { _ in branch }
        #expect(ScrollViewLookup.looksOnNextFrame(after: choice))
        branch.append(Self.list)  // SwiftUI's layout pass makes the list
        var frames = 0
        while ScrollViewLookup.looksOnNextFrame(after: choice), frames < 100 {
            frames += 1
            guard lookup.looksOnThisFrame() else { continue }
            choice = lookup.choose(marker: marker, ancestors: ancestors, settled: true) { _ in branch }
        }
        #expect(choice == .candidate(1) && frames == 1)
    }

    /// Given a marker that has found nothing, when frames go by, then it looks on every frame for
    /// ``ScrollViewLookup/framesAfterChange`` frames, then on one in ``ScrollViewLookup/slowFrameInterval``, and a
    /// new change looks on every frame again.
    @Test func framesAreFastAfterAChangeThenSlow() {
        var lookup = ScrollViewLookup(role: .footer)
        lookup.somethingChanged()
        let fast = ScrollViewLookup.framesAfterChange, slow = ScrollViewLookup.slowFrameInterval
        let looks = (0..<(fast + 3 * slow)).filter { _ in lookup.looksOnThisFrame() }.count
        #expect(looks == fast + 3)
        lookup.somethingChanged()
        #expect((0..<fast).allSatisfy { _ in lookup.looksOnThisFrame() })
    }

    /// The frames go on only while nothing is found in a window.
    @Test(arguments: [
        (ScrollViewLookup.Choice.notFound, true), (.report("m"), true), (.ancestor(0), false), (.candidate(0), false),
        (.keep, false), (.wait, false),
    ] as [(ScrollViewLookup.Choice, Bool)])
    func framesStopOnceFound(choice: ScrollViewLookup.Choice, goesOn: Bool) {
        #expect(ScrollViewLookup.looksOnNextFrame(after: choice) == goesOn)
    }

    /// Given a switched-off modifier with no scroll view to find, when it has looked, then it stops looking on display
    /// frames (the update that switches it on looks again); switched on, it goes on looking.
    @Test func aSwitchedOffModifierStopsLookingOnFrames() {
        var lookup = ScrollViewLookup(role: .header)
        lookup.somethingChanged()
        let choice = lookup.choose(marker: Facts(frame: Self.screen), ancestors: [Facts(frame: Self.screen)],
                                   settled: true, isEnabled: false) { _ in [] }
        #expect(choice == .notFound)
        #expect(!ScrollViewLookup.looksOnNextFrame(after: choice, isEnabled: false))
        #expect(ScrollViewLookup.looksOnNextFrame(after: choice, isEnabled: true))
    }

    /// Given a switched-off modifier with no scroll view to find, when it looks after SwiftUI's update, then it
    /// says nothing; switched on and still finding none, it reports once.
    @Test(arguments: [RefreshRole.header, .footer])
    func aSwitchedOffModifierSaysNothing(role: RefreshRole) {
        var lookup = ScrollViewLookup(role: role)
        let marker = Facts(frame: Self.screen)
        let ancestors = [Facts(frame: Self.screen)]
        for _ in 0..<3 {
            #expect(lookup.choose(marker: marker, ancestors: ancestors, settled: true, isEnabled: false) { _ in [] } == .notFound)
        }
        #expect(!lookup.hasReported)
        #expect(lookup.choose(marker: marker, ancestors: ancestors, settled: true, isEnabled: true) { _ in [] }
                == .report(ScrollViewLookup.notFoundMessage(role)))
    }
}
