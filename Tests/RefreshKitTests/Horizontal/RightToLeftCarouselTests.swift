import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@testable import RefreshKitSimulator

/// Right-to-left carousels at the edges of the mirror: short content, and a direction that flips at run time
/// (found by a review of the first version; each failed on it).
@MainActor @Suite struct RightToLeftCarouselTests {
    /// A right-to-left carousel whose content is narrower than its bounds (two cards, a short list) rests at
    /// its minimum offset like any scroll view. Mirrored with `C − W − x`, that rest reads as the header pulled
    /// by `W − C`: it shows, and the next drag (in either direction) starts a refresh.
    @Test func aShortRightToLeftCarouselDoesNotShowOrRefreshItsHeaderAtRest() {
        let s = HorizontalSession(content: 200, footer: (.back, .footer))
        s.scrollView.isRightToLeft = true
        s.scrollView.setContentOffset(ScrollPoint(x: 1, y: 0))
        s.scrollView.setContentOffset(ScrollPoint(x: s.scrollView.minOffset, y: 0))
        s.scrollView.advance(0.2)
        #expect(s.header?.isHidden == true, "header shown at rest, progress \(s.header?.pullProgress ?? -1)")
        #expect(s.header?.state == .idle)
        // A small drag toward the trailing end (finger right: away from the leading edge).
        s.scrollView.drag(by: 10, duration: 0.2)
        s.scrollView.release(velocity: 0)
        s.scrollView.settle(limit: 5)
        #expect(s.header?.actionCount == 0, "a 10 pt drag refreshed: state \(String(describing: s.header?.state))")
    }
}

extension RightToLeftCarouselTests {
    /// A carousel whose layout direction flips back (a language change, `semanticContentAttribute` set at
    /// run time): the engine's frames are the same numbers in its own (mirrored) terms, so their version does
    /// not change, and the binding resets what it told the controllers only when a right-to-left width changes.
    /// The controllers keep the mirrored frames after the flip back to left to right.
    @Test func flippingBackToLeftToRightPlacesTheComponentsAgain() {
        let s = HorizontalSession(footer: (.auto, .footer))
        let ltrHeader = s.header?.frame, ltrFooter = s.footer?.frame
        s.scrollView.isRightToLeft = true
        s.scrollView.setContentOffset(ScrollPoint(x: 100, y: 0))
        #expect(s.footer?.frame.origin.x == -44, "right to left: the footer at the left end")
        #expect(s.header?.frame.origin.x == 2000, "right to left: the header at the right end")
        s.scrollView.isRightToLeft = false
        s.scrollView.setContentOffset(ScrollPoint(x: 200, y: 0))
        #expect(s.footer?.frame == ltrFooter, "back to left to right: footer at \(String(describing: s.footer?.frame))")
        #expect(s.header?.frame == ltrHeader, "back to left to right: header at \(String(describing: s.header?.frame))")
        s.scrollView.isRightToLeft = true
        s.scrollView.setContentOffset(ScrollPoint(x: 300, y: 0))
        #expect(s.footer?.frame.origin.x == -44, "right to left again: footer at \(String(describing: s.footer?.frame))")
    }
}

extension RightToLeftCarouselTests {
    /// The same short right-to-left carousel with a back footer: the footer's frame, placed by mirroring about
    /// the content width, lands outside the visible area instead of at its trailing (left) end.
    @Test func aShortRightToLeftCarouselPlacesItsFooterAtTheVisibleEnd() {
        let ltr = HorizontalSession(content: 200, footer: (.back, .footer))
        let rtl = HorizontalSession(content: 200, footer: (.back, .footer))
        rtl.scrollView.isRightToLeft = true
        rtl.scrollView.setContentOffset(ScrollPoint(x: 1, y: 0))
        rtl.scrollView.setContentOffset(ScrollPoint(x: rtl.scrollView.minOffset, y: 0))
        ltr.scrollView.setContentOffset(ScrollPoint(x: 1, y: 0))
        ltr.scrollView.setContentOffset(ScrollPoint(x: ltr.scrollView.minOffset, y: 0))
        // Left to right the footer sits at the right end of the visible area (x = 390); mirrored, it belongs
        // at the left end of the visible area (x = -44), the view resting at x = 0 in both.
        #expect(ltr.footer?.frame.origin.x == 390)
        #expect(rtl.footer?.frame.origin.x == -44, "right to left: footer at \(String(describing: rtl.footer?.frame))")
    }
}
