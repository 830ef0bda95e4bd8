/// When a page container writes its pager's offset itself (not during a swipe): a selection asked for before there are
/// lists or a laid-out width is kept and shown at the first layout that can, a reload shows the selection again, and a
/// layout at a new width or direction puts the pager back on its page (the old offset would show another, or a part of
/// two); other layouts leave the pager alone, so they never stop a swipe or a tab tap's scroll.
@_spi(RefreshKitHost)
public struct PageContainerPagerRequest: Sendable, Hashable {
    /// What a selection does now.
    public enum Selection: Sendable, Hashable {
        /// Scroll the pager to the page at the index now.
        case scroll(to: Int)
        /// Nothing to scroll yet: the next layout pass shows it (lay out again).
        case atNextLayout

        /// The page to scroll to now, if any.
        public var scrollTarget: Int? {
            guard case .scroll(let index) = self else { return nil }
            return index
        }
    }

    /// The page a layout must show, asked for before it could be shown.
    private(set) var requested: Int?

    public init() {}
    /// The width and direction of the last layout that placed the pager (no width yet: -1).
    private(set) var laidOutWidth = -1.0
    private(set) var laidOutRightToLeft = false

    /// The page at `index` is selected (``PageContainerView/selectPage(at:animated:)``) with `count` lists and the
    /// pager `pagerWidth` wide. A selection that can scroll now drops one kept from before, so a reload's kept selection
    /// does not take it back at the next layout.
    mutating func select(_ index: Int, count: Int, pagerWidth: Double) -> Selection {
        guard count > 0, pagerWidth > 0 else {
            requested = max(0, index)
            return .atNextLayout
        }
        requested = nil
        return .scroll(to: index)
    }

    /// Where an animated selection is taking the pager (an offset), until it gets there or a finger takes over.
    private(set) var animatingTo: Double?

    /// The pager was told to scroll to `offset` with animation: it is not at rest until it gets there. UIKit reports
    /// neither tracking nor deceleration for an animated `setContentOffset` (`isScrollAnimating` is iOS 17.4+), and the
    /// lists it passes must not become current.
    public mutating func animate(to offset: Double) {
        animatingTo = offset.isFinite ? offset : nil
    }

    /// Whether the pager rests at `offset`: no finger, no deceleration, and an animated selection arrived (a finger
    /// that touches it ends the animation).
    public mutating func isAtRest(offset: Double, isTracking: Bool, isDecelerating: Bool) -> Bool {
        if isTracking || animatingTo.map({ abs($0 - offset) < 0.5 }) == true { animatingTo = nil }
        return !isTracking && !isDecelerating && animatingTo == nil
    }

    /// The lists were reloaded as `reuse` decides, the pager `pagerWidth` wide: what the pager shows now. A selection
    /// waiting from before follows its page to its new index (or, its page removed, stays at its index in the new
    /// count), else the reload's selection is shown. When pages moved or left and the pager has a width, it is put on
    /// that page now (`.scroll`): the container's state starts over, and an update before the next layout (a list that
    /// moves) must not read the old offset, which now shows another page; else the next layout shows it.
    public mutating func reload(_ reuse: PageContainerReuse, pagerWidth: Double) -> Selection {
        let count = reuse.kept.count
        let waiting = requested.map { old in reuse.kept.firstIndex(of: old) ?? min(max(0, old), max(0, count - 1)) }
        let shown = waiting ?? reuse.selected
        guard !reuse.keepsEveryPageInPlace, count > 0, pagerWidth > 0 else {
            requested = shown
            return .atNextLayout
        }
        requested = nil
        return .scroll(to: shown)
    }

    /// A layout pass `width` wide with `count` lists: the page the pager must be put on without animation (which also
    /// stops a paging or animated scroll that would end at the old width's offset), or nil to leave it. Nothing at
    /// zero width or with no lists, which show nothing yet.
    public mutating func layout(width: Double, count: Int, isRightToLeft: Bool, selected: Int) -> Int? {
        guard width > 0, count > 0, width != laidOutWidth || isRightToLeft != laidOutRightToLeft || requested != nil else {
            return nil
        }
        laidOutWidth = width
        laidOutRightToLeft = isRightToLeft
        defer { requested = nil }
        return requested ?? selected
    }
}
