/// What VoiceOver and Switch Control may ask of a header or footer, decided without UIKit so that the
/// rules are tested on Linux: which "Refresh" and "Load more" actions are offered, and which component a
/// VoiceOver three-finger scroll past an edge begins.
///
/// The UIKit layer turns `UIAccessibilityScrollDirection` into ``ScrollDirection``, reads the live scroll view
/// into a `ScrollSnapshot`, and performs what these functions choose; it decides nothing itself.
enum RefreshAccessibility {
    /// The direction of an accessibility scroll (`UIAccessibilityScrollDirection`): the way the user is
    /// scrolling, so `.up` asks for the content above (VoiceOver's three-finger swipe down).
    enum ScrollDirection: Sendable, Hashable {
        case up, down, left, right
        /// The next or previous view of an ordered set (page turns): never a refresh.
        case next, previous
    }

    /// What the rules need to know of one attached component.
    struct Component: Sendable, Hashable {
        /// ``RefreshController/isEnabled``.
        var isEnabled: Bool
        /// ``RefreshController/state``.
        var state: RefreshState
        /// ``RefreshController/isRefreshing``: running, or a begin waiting for layout.
        var isRefreshing: Bool
    }

    /// Whether the component's custom action ("Refresh", "Load more") is offered: while it is enabled and
    /// has more to load. Offered while it refreshes too (performing it then does nothing and says so), so
    /// that the actions VoiceOver lists do not come and go with every refresh.
    static func offersAction(_ component: Component?) -> Bool {
        guard let component else { return false }
        return component.isEnabled && component.state != .noMoreData
    }

    /// The component an accessibility scroll in `direction` begins, or nil when the scroll is not
    /// RefreshKit's to answer (the scroll view, or a view above it, then scrolls as it would).
    ///
    /// A scroll toward an edge begins that edge's component when the content already rests at that edge
    /// (to a pixel of the screen; for the header, the scroll view's own top, also when a page container's stuck tabs
    /// cover it), the component is enabled, at rest (`idle`) and not refreshing: the
    /// accessibility twin of pulling past the edge. Elsewhere the scroll is an ordinary page scroll, and a scroll view
    /// out of a window begins nothing (VoiceOver cannot reach it; the scroll is another view's).
    ///
    /// - Parameters:
    ///   - snapshot: the scroll view as it is, in its own (physical) coordinates.
    ///   - heldInset: RefreshKit's part of `contentInset` (`RefreshBinding.heldInset`), also physical: the base
    ///     inset, which decides where the content rests, is the adjusted inset without it.
    ///   - rightToLeft: a horizontal list whose leading component sits at its right end.
    static func scrollTarget(_ direction: ScrollDirection, axis: ScrollAxis, snapshot: ScrollSnapshot,
                             heldInset: ScrollInsets, rightToLeft: Bool = false,
                             header: Component?, footer: Component?) -> RefreshRole? {
        guard let role = role(toward: direction, axis: axis, rightToLeft: rightToLeft) else { return nil }
        let component = role == .header ? header : footer
        guard let component, component.isEnabled, component.state == .idle, !component.isRefreshing,
              snapshot.isInWindow, let snapshot = snapshot.sanitized else { return nil }
        let base = snapshot.adjustedContentInset - heldInset
        // A list that runs right to left is measured from its right end, where it starts, as the engine sees it.
        let mirrored = axis == .horizontal && rightToLeft
        let a = mirrored ? axis.project(snapshot.mirroredHorizontally(about: snapshot.mirrorWidth(base: base)),
                                        base: base.mirroredHorizontally)
                         : axis.project(snapshot, base: base)
        let onePixel = 2 * a.halfPixel
        // The header's edge is the list's own top (its base inset), not what covers it: under a page container's
        // stuck tabs the band is measured from the tabs (`leadingCover`), yet the list can still scroll the header
        // back, and a pull does that first, so the scroll is UIKit's page scroll until the list is at its top.
        let revealed = role == .header ? -a.leadingInset - a.offset : RefreshGeometry.footerRevealed(a)
        return revealed >= -onePixel ? role : nil
    }

    /// VoiceOver's three-finger scroll on a nested page's parent, asked of each in order until one performs it: the
    /// page's own header or footer at its edge (`pageEdge`), then UIKit's page scroll of the page (`pageScroll`), then
    /// the current list's header or footer at its edge (`listEdge`). So a collapsed page header comes back before the
    /// list refreshes, as it does under a pull. Returns whether one performed it; the ones after it are not asked.
    static func nestedPageScroll(pageEdge: () -> Bool, pageScroll: () -> Bool, listEdge: () -> Bool) -> Bool {
        if pageEdge() { return true }
        if pageScroll() { return true }
        return listEdge()
    }

    /// The component whose edge a scroll in `direction` moves toward, on `axis`; nil for page turns and for
    /// scrolls across the axis.
    static func role(toward direction: ScrollDirection, axis: ScrollAxis, rightToLeft: Bool = false) -> RefreshRole? {
        switch (axis, direction) {
        case (.vertical, .up): .header
        case (.vertical, .down): .footer
        case (.horizontal, .left): rightToLeft ? .footer : .header
        case (.horizontal, .right): rightToLeft ? .header : .footer
        default: nil
        }
    }
}
