import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Every way the adjusted inset changes on a device without a scroll reaches the engine in the same turn, through
/// what UIKit reports: no KVO exists for `adjustedContentInset`, so the model posts none; the layout pass that ends
/// the turn resizes RefreshKit's probe, pinned to the scroll view's safe-area and keyboard layout guides
/// (`SimulatedScrollView.layoutIfNeeded()`, `ScrollSizeProbe`), or the offset moves (KVO).
@MainActor @Suite struct AdjustedInsetChangeTests {
    /// One way the surroundings change with the list at rest.
    struct Change: Sendable, CustomStringConvertible {
        let description: String
        /// Whether UIKit moves the offset as it applies the change (KVO tells the engine before the layout pass).
        let movesOffset: Bool
        /// What was so before (laid out and heard), if anything.
        var before: @MainActor @Sendable (SimulatedScrollView) -> Void = { _ in }
        let apply: @MainActor @Sendable (SimulatedScrollView) -> Void
    }

    nonisolated static let changes: [Change] = [
        Change(description: "the keyboard shows", movesOffset: false) { $0.setKeyboardOverlap(336) },
        Change(description: "the keyboard hides", movesOffset: false, before: { $0.setKeyboardOverlap(336) }) {
            $0.setKeyboardOverlap(0)
        },
        Change(description: "a toolbar appears", movesOffset: false) { $0.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 83)) },
        Change(description: "the tab bar hides", movesOffset: false,
               before: { $0.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 83)) }) {
            $0.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 34))
        },
        Change(description: "a rotation's side safe area", movesOffset: false) { sv in
            sv.setSafeAreaInsets(ScrollInsets(top: 91, left: 47, bottom: 21, right: 47))
        },
        // A new top edge moves the offset of a list at rest: UIKit keeps its distance from the safe area.
        Change(description: "a rotation's safe area", movesOffset: true) { sv in
            sv.setSafeAreaInsets(ScrollInsets(top: 32, left: 47, bottom: 21, right: 47))
        },
        Change(description: "a sheet's detent", movesOffset: false) { sv in
            sv.setFrameSize(ScrollSize(width: 390, height: 420))
            sv.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 0))
        },
        // The list at its top: the new top clamps it even where UIKit keeps the offset.
        Change(description: "a large title grows at rest, offset kept", movesOffset: true) { sv in
            sv.contentOffsetIgnoresSafeAreaChanges = true
            sv.setSafeAreaInsets(ScrollInsets(top: 143, bottom: 34))
        },
        Change(description: "a large title grows at rest", movesOffset: true) { $0.setSafeAreaInsets(ScrollInsets(top: 143, bottom: 34)) },
    ]

    /// A short list (300 pt in 812) under bars, `.always`, with an auto footer at the bottom of what is visible.
    func shortList() -> SimulatedSession {
        let s = SimulatedSession(content: 300, behavior: .always, header: .header, footer: (.auto, .footer),
                                 safeArea: ScrollInsets(top: 91, bottom: 34))
        s.scrollView.advance(frames: 2)
        return s
    }

    /// Where the footer of a short list belongs: at the bottom of the visible height, `H − B.top − B.bottom`,
    /// with `B` the base inset (the adjusted inset without RefreshKit's part).
    func footerLine(_ s: SimulatedSession) -> Double {
        let base = s.scrollView.adjustedContentInset - s.binding.heldInset
        return max(s.scrollView.contentSize.height, s.scrollView.boundsSize.height - base.top - base.bottom)
    }

    @Test(arguments: changes)
    func aChangeWithoutAScrollReachesTheFooterAtTheLayoutPassThatEndsTheTurn(change: Change) {
        // Given a short list at rest with its footer in place
        let s = shortList()
        change.before(s.scrollView)
        s.scrollView.advance(frames: 1)
        #expect(abs((s.footer?.frame.origin.y ?? 0) - footerLine(s)) < 0.01)
        let events = s.binding.handledEvents
        // When the surroundings change
        change.apply(s.scrollView)
        // Then no KVO reports it unless the offset moved (UIKit has none for the adjusted inset)
        if !change.movesOffset { #expect(s.binding.handledEvents == events, "heard before the layout pass") }
        // and the layout pass that ends the turn brings the footer to its new line, before any frame
        s.scrollView.layoutIfNeeded()
        #expect(s.binding.handledEvents > events)
        #expect(abs((s.footer?.frame.origin.y ?? 0) - footerLine(s)) < 0.01,
                "footer at \(s.footer?.frame.origin.y ?? -1), its line \(footerLine(s))")
        // and the frame that follows changes nothing
        let y = s.footer?.frame.origin.y
        s.scrollView.advance(frames: 1)
        #expect(s.footer?.frame.origin.y == y)
    }

    /// Probe A of the device review: 300 pt of content, safe area 91/34, a 300 pt keyboard: the footer goes from 687
    /// to 387 and back, with the keyboard, and not a scroll later.
    @Test func aFooterOnAShortListFollowsTheKeyboardBothWays() {
        let s = shortList()
        #expect(s.footer?.frame.origin.y == 687)
        s.scrollView.setKeyboardOverlap(334)
        s.scrollView.advance(frames: 1)
        #expect(s.footer?.frame.origin.y == 387)
        s.scrollView.setKeyboardOverlap(0)
        s.scrollView.advance(frames: 1)
        #expect(s.footer?.frame.origin.y == 687)
    }

    /// The model posts only what UIKit posts: an adjusted inset that changes is never a notification of its own.
    @Test func theModelPostsNoAdjustedInsetNotification() {
        let sv = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: 300))
        var heard: [SimulatedScrollView.Change] = []
        sv.observers.append { _, change in heard.append(change) }
        sv.contentInsetAdjustmentBehavior = .always
        sv.setSafeAreaInsets(ScrollInsets(top: 91, bottom: 34))
        sv.setKeyboardOverlap(300)
        #expect(!heard.contains(.adjustedContentInset))
        #expect(sv.callbacks.contains(.adjustedContentInsetDidChange))  // the subclass hook and the delegate
        heard = []
        sv.layoutIfNeeded()
        #expect(heard == [.visibleArea])
        sv.layoutIfNeeded()
        #expect(heard == [.visibleArea], "a layout pass with nothing new resizes nothing")
    }

    /// A refreshing header under a large title that grows at rest without moving the offset stays pinned right
    /// under it from the layout pass on.
    @Test func aPinnedHeaderFollowsALargeTitleThatGrowsAtRest() {
        let s = SimulatedSession(content: 2000, behavior: .automatic, header: .header, safeArea: ScrollInsets(top: 91, bottom: 34))
        s.scrollView.advance(frames: 2)
        s.header?.beginRefreshing()
        s.scrollView.advance(1)
        #expect(s.offset == -(91 + 54))
        s.scrollView.contentOffsetIgnoresSafeAreaChanges = true
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: 143, bottom: 34))
        s.scrollView.layoutIfNeeded()
        s.scrollView.advance(1)
        // The content is where it was (UIKit kept the offset); the header, pinned, is fully in view under the title.
        let base = s.scrollView.adjustedContentInset.top - s.binding.heldInset.top
        #expect(base == 143)
        #expect(s.offset <= -(143 + 54) + 0.5)
    }

    /// A refreshing header the user scrolled away (its band collapsed, the content at its top line) stays away when
    /// the safe area's top changes at rest (a large title flipping between its rest heights): UIKit keeps the
    /// content's distance, and the offset it writes is rounded to a pixel, so the header's reveal moves by a
    /// fraction of one. That is no arrival at the top: the band does not grow back under the bar, nothing scrolls.
    /// (Issue 38, plain seed 278529945241187.)
    @Test(arguments: [143.0, 32])
    func aSubPixelRevealFromASafeAreaChangeAtRestLeavesAScrolledAwayHeaderAway(newTop: Double) {
        // Given a refreshing header the finger scrolled away and brought the content back to its top line, where
        // it rests with no band (an app inset and a safe area that are not whole pixels: 12.25 + 91.083 is the
        // pixel line 103.333)
        let s = SimulatedSession(content: 2000, behavior: .always, header: .header,
                                 appInset: ScrollInsets(top: 12.25), safeArea: ScrollInsets(top: 273.25 / 3))
        s.header?.beginRefreshing()
        s.scrollView.settle()
        s.scrollView.drag(by: -300, duration: 0.2)
        s.scrollView.drag(by: 300 - 54, duration: 0.2)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle()
        #expect(s.header?.state == .refreshing)
        #expect(s.inset.top == 12.25)
        let rest = s.offset
        #expect(rest == s.scrollView.pixel(-(12.25 + 273.25 / 3)))
        // When the safe area's top changes at rest (UIKit keeps the distance, rounded to a pixel)
        s.scrollView.setSafeAreaInsets(ScrollInsets(top: newTop))
        let moved = s.offset
        #expect(abs(moved - (rest - (newTop - 273.25 / 3))) < 1.0 / 3)
        s.scrollView.settle()
        // Then the band stays collapsed and the content stays where UIKit put it: no more than that fraction of a
        // pixel of the header is on screen
        #expect(s.inset.top == 12.25)
        #expect(s.offset == moved)
        #expect(-s.offset - s.scrollView.adjustedContentInset.top < 1.0 / 6)
        #expect(s.header?.state == .refreshing)
    }
}
