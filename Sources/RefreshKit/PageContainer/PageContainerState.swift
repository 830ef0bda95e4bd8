/// What a page container decides as its pager and its page move: which list is selected, which lists must
/// exist (created lazily), which appear and disappear, how far the header has collapsed and whether the tabs
/// stick. A value fed with positions, returning the changes as events, so that the UIKit container only
/// carries them out.
@_spi(RefreshKitHost)
public struct PageContainerState: Sendable, Hashable {
    /// What the container reads on each change.
    public struct Input: Sendable, Hashable {
        /// The number of lists.
        public var count: Int
        /// The pager's horizontal offset and width.
        public var pagerOffset: Double
        public var pagerWidth: Double
        /// The page's vertical offset, where its content starts (its top offset below a refresh band it holds: the
        /// band is not header) and how far it scrolls from there before the tabs stick.
        public var pageOffset: Double
        public var pageTop: Double
        public var stickyDistance: Double
        /// Whether the pager's content runs right to left (the first list at the right end).
        public var isRightToLeft = false
        /// Whether the pager rests: no finger on it, no deceleration, no animated scroll.
        public var pagerIsAtRest = false

        public init(count: Int, pagerOffset: Double, pagerWidth: Double, pageOffset: Double, pageTop: Double, stickyDistance: Double,
                    isRightToLeft: Bool = false, pagerIsAtRest: Bool = false) {
            self.count = count
            self.pagerOffset = pagerOffset
            self.pagerWidth = pagerWidth
            self.pageOffset = pageOffset
            self.pageTop = pageTop
            self.stickyDistance = stickyDistance
            self.isRightToLeft = isRightToLeft
            self.pagerIsAtRest = pagerIsAtRest
        }
    }

    public enum Event: Sendable, Hashable {
        /// The list at the index must be created now: it is coming into view.
        case create(Int)
        case appear(Int)
        case disappear(Int)
        /// The selected list changed (a swipe past half way, a tab tap, a reload: not when every page stays in place).
        case select(Int)
        /// The pager came to rest on a list other than the one it last rested on (a swipe or a tab tap that
        /// settled, the first rest after a reload, not when every page stays in place): JXCategoryView's
        /// `didSelectedItemAt`.
        case settle(Int)
        /// How far the header has collapsed, 0 (whole) to 1 (the tabs stick).
        case collapse(Double)
        case stuck(Bool)
    }

    public private(set) var selected: Int?
    /// The pager's position last told.
    private(set) var position: Double?
    /// The header's offset last told.
    private(set) var headerOffset: Double?
    /// The list the pager last came to rest on.
    private(set) var settled: Int?
    private(set) var created: Set<Int> = []
    public private(set) var visible: Set<Int> = []
    /// The lists in view as last computed, so that a list's scroll event (the pager still) builds no sets.
    private var visibleRange: ClosedRange<Int>?
    /// The pager's part of the input last looked at (offset, width, count, direction, rest): a list's scroll event leaves
    /// it as it was, and then nothing about the pager is computed again.
    private var pagerInput: PagerInput?

    private struct PagerInput: Hashable, Sendable {
        var offset: Double, width: Double, count: Int, isRightToLeft: Bool, isAtRest: Bool
        init(_ input: Input) {
            (offset, width, count, isRightToLeft, isAtRest) = (input.pagerOffset, input.pagerWidth, input.count, input.isRightToLeft,
                                                              input.pagerIsAtRest)
        }
    }
    private(set) var collapse: Double?
    private(set) var stuck: Bool?
    /// The pager's part of the input ``pagerMove(_:)`` last looked at, and the header's part ``updateHeader(_:)`` did: a
    /// list's scroll event leaves the first as it was, and one under stuck tabs the second, and then their answer is
    /// nil without computing it again (the same input gives the same position, collapse and stuck tabs, all of them
    /// already told).
    private var movedInput: PagerInput?
    private var headerInput: HeaderInput?
    /// The input of the last pass ``listMoved(_:)`` answered, forgotten by every other update: the same input again
    /// (a list that scrolls under stuck tabs, the pager at rest) changes nothing, and is answered with one comparison.
    private var passInput: Input?

    private struct HeaderInput: Hashable, Sendable {
        var offset: Double, top: Double, sticky: Double
        init(_ input: Input) {
            (offset, top, sticky) = (input.pageOffset, input.pageTop, input.stickyDistance)
        }
    }

    /// Nothing decided yet.
    public init() {}

    /// Offsets closer than this count as stuck tabs, as ``NestedScrollBinding`` counts them.
    static let epsilon = 0.5

    /// The pager's position in lists: 1.5 is half way from the second list to the third. Right to left the first
    /// list is at the pager's right end (``PageContainerLayout``), so the position runs the other way.
    static func position(offset: Double, width: Double, count: Int, isRightToLeft: Bool = false) -> Double {
        guard count > 0, width > 0, offset.isFinite, width.isFinite else { return 0 }
        let fromLeft = min(max(offset / width, 0), Double(count - 1))
        return isRightToLeft ? Double(count - 1) - fromLeft : fromLeft
    }

    /// The lists any part of which shows at `position`.
    static func visibleIndices(position: Double, count: Int) -> ClosedRange<Int>? {
        guard count > 0 else { return nil }
        let tiny = 1e-3  // a sliver under a thousandth of a width is not in view (rounding)
        let low = Int((position + tiny).rounded(.down)), high = Int((position - tiny).rounded(.up))
        return min(low, count - 1)...min(max(high, low), count - 1)
    }

    /// How far the header has collapsed: 0 at the page's top, 1 where the tabs stick (1 when they stick at once).
    static func collapse(pageOffset: Double, pageTop: Double, stickyDistance: Double) -> Double {
        guard pageOffset.isFinite, pageTop.isFinite else { return 0 }
        guard stickyDistance.isFinite, stickyDistance > 0 else { return 1 }
        return min(max((pageOffset - pageTop) / stickyDistance, 0), 1)
    }

    /// Updates the state from `input` and returns what changed, creations first, then disappearances,
    /// appearances, the selection and the header.
    public mutating func update(_ input: Input) -> [Event] {
        var events = updatePager(input)
        let header = updateHeader(input)
        if let c = header.collapse { events.append(.collapse(c)) }
        if let isStuck = header.stuck { events.append(.stuck(isStuck)) }
        return events
    }

    /// The pager's part of ``update(_:)``: creations, disappearances, appearances, the selection and the rest, in that
    /// order. Empty, and allocating nothing, while the pager stays (a list's scroll event).
    public mutating func updatePager(_ input: Input) -> [Event] {
        passInput = nil
        let pager = PagerInput(input)
        guard pager != pagerInput else { return [] }  // a list's scroll event: the pager is where it was
        pagerInput = pager
        var events: [Event] = []
        let position = Self.position(offset: input.pagerOffset, width: input.pagerWidth, count: input.count,
                                     isRightToLeft: input.isRightToLeft)
        let range = Self.visibleIndices(position: position, count: input.count)
        if range != visibleRange {
            visibleRange = range
            let nowVisible: Set<Int> = range.map { Set($0) } ?? []
            for index in nowVisible.sorted() where !created.contains(index) {
                created.insert(index)
                events.append(.create(index))
            }
            for index in visible.subtracting(nowVisible).sorted() { events.append(.disappear(index)) }
            for index in nowVisible.subtracting(visible).sorted() { events.append(.appear(index)) }
            visible = nowVisible
        }
        let index: Int? = input.count > 0 ? Int(position.rounded()) : nil
        if index != selected {
            selected = index
            if let index { events.append(.select(index)) }
        }
        // Settled: at rest on a whole page (an animated scroll passing a page on its way is not at rest).
        if input.pagerIsAtRest, let index, index != settled, abs(position - Double(index)) < 1e-3 {
            settled = index
            events.append(.settle(index))
        }
        return events
    }

    /// The header's part of ``update(_:)``: its collapse and whether the tabs stick, each when it changed.
    @inline(__always)
    public mutating func updateHeader(_ input: Input) -> (collapse: Double?, stuck: Bool?) {
        passInput = nil
        let header = HeaderInput(input)
        guard header != headerInput else { return (nil, nil) }  // the tabs stuck, a list scrolls under them
        headerInput = header
        var changed: (collapse: Double?, stuck: Bool?) = (nil, nil)
        let c = Self.collapse(pageOffset: input.pageOffset, pageTop: input.pageTop, stickyDistance: input.stickyDistance)
        if collapse.map({ abs($0 - c) > 1e-6 }) ?? true {
            collapse = c
            changed.collapse = c
        }
        let isStuck = input.pageOffset.isFinite && input.pageOffset >= input.pageTop + max(0, input.stickyDistance) - Self.epsilon
        if isStuck != stuck {
            stuck = isStuck
            changed.stuck = isStuck
        }
        return changed
    }

    /// Forgets every list (a reload): the next update creates the visible ones again and selects anew.
    /// The pager's position in lists (1.5: half way from the second to the third) when it changed since the last
    /// call, for the tab bar: nil while it stays (a list that scrolls does not move the tabs).
    public mutating func pagerMove(_ input: Input) -> Double? {
        passInput = nil
        let pager = PagerInput(input)
        guard pager != movedInput else { return nil }  // a list's scroll event: the pager is where it was
        movedInput = pager
        let now = Self.position(offset: input.pagerOffset, width: input.pagerWidth, count: input.count,
                                isRightToLeft: input.isRightToLeft)
        guard now != position else { return nil }
        position = now
        return now
    }

    /// What one pass of a container's update changed besides the pager's events (``updatePager(_:)``), each nil when it
    /// did not change: the header's collapse and stuck tabs (``updateHeader(_:)``), the pager's position
    /// (``pagerMove(_:)``) and the header's offset (``headerMove(_:)``).
    public struct Changes: Sendable, Hashable {
        public var collapse: Double?
        public var stuck: Bool?
        public var pagerPosition: Double?
        public var headerOffset: Double?
        public init(collapse: Double? = nil, stuck: Bool? = nil, pagerPosition: Double? = nil, headerOffset: Double? = nil) {
            (self.collapse, self.stuck, self.pagerPosition, self.headerOffset) = (collapse, stuck, pagerPosition, headerOffset)
        }
    }

    /// A pass of the container's update after a move of its current list, the pager where it was: what
    /// ``changes(_:)`` would answer, found with one comparison for the pager's part and no array. Nil when the pager's
    /// part differs from what ``updatePager(_:)`` and ``pagerMove(_:)`` last looked at: the pass then takes the whole
    /// way, ``updatePager(_:)``'s events first, then ``changes(_:)``.
    public mutating func listMoved(_ input: Input) -> Changes? {
        // The input this answered last, nothing told since: each part is where its update last saw it, so nothing changed.
        input == passInput ? Changes() : listMovedOnward(input)
    }

    /// ``listMoved(_:)`` for an input other than the one it last answered (a function of its own, so that the
    /// answer to the same input again saves no registers for the calls made here).
    @inline(never)
    private mutating func listMovedOnward(_ input: Input) -> Changes? {
        let pager = PagerInput(input)
        guard pager == pagerInput, pager == movedInput else { return nil }
        let header = updateHeader(input)  // nil at once under stuck tabs
        let changes = Changes(collapse: header.collapse, stuck: header.stuck, headerOffset: headerMove(input))
        passInput = input
        return changes
    }

    /// Everything a pass of the container's update tells besides the pager's events, in the order the container tells
    /// it: ``updateHeader(_:)``, ``pagerMove(_:)``, ``headerMove(_:)``. Call after ``updatePager(_:)``.
    public mutating func changes(_ input: Input) -> Changes {
        let header = updateHeader(input)
        return Changes(collapse: header.collapse, stuck: header.stuck, pagerPosition: pagerMove(input), headerOffset: headerMove(input))
    }

    /// The lists in view (``visible``) as a range, in order: empty when there are none. Iterating it builds nothing, where
    /// iterating the set retains and releases its storage.
    public var inView: Range<Int> {
        visibleRange.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<0
    }

    /// The list the header follows now: the selected one once the pager rests, nil while it moves (a swipe that
    /// goes back keeps the old one).
    public func listToFollow(_ input: Input) -> Int? {
        input.pagerIsAtRest ? selected : nil
    }

    /// How far the header is scrolled up, in points (negative: pulled down in parent mode), when it changed since the
    /// last call: for a header that stretches or zooms as it is pulled, and fades by distance, not by fraction.
    @inline(__always)
    public mutating func headerMove(_ input: Input) -> Double? {
        passInput = nil
        let now = input.pageOffset.isFinite ? input.pageOffset - (input.pageTop.isFinite ? input.pageTop : 0) : 0
        guard now != headerOffset else { return nil }
        headerOffset = now
        return now
    }

    public mutating func reset() -> [Event] {
        let events = visible.sorted().map(Event.disappear)
        passInput = nil
        selected = nil
        settled = nil
        position = nil
        movedInput = nil
        created = []
        visible = []
        visibleRange = nil
        pagerInput = nil
        return events
    }
}
