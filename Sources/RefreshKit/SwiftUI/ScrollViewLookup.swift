/// How a SwiftUI modifier finds the scroll view it belongs to, from facts the SwiftUI layer reads of the views
/// around its marker (a zero-size view in the background of the view the modifier is on).
///
/// Every view SwiftUI backs with UIKit scrolling (`List` as a `UITableView` before iOS 16 and a
/// `UICollectionView` from iOS 16, `ScrollView`, a `Form`) is a `UIScrollView` subclass, so the choice needs
/// no list of types or iOS versions: what broke for the libraries that found it differently was a sibling
/// search by position, type allowlists per version, and replacing the delegate (`research/swiftui.md` §2).
///
/// The rules, in order (``choice(marker:ancestors:candidates:)``):
/// 1. A marker that is in no window, or that SwiftUI has not laid out yet (no frame at all), waits: a first look
///    before layout is what kept an ancestor pager (device review, issue 28).
/// 2. Only a scroll view that can be the list is taken: not a text view, not a pager (`isPagingEnabled`: a
///    `TabView(.page)`), not one that scrolls only sideways (a carousel row: L4).
/// 3. The nearest scroll view above the marker, if it can be the list: the modifier is on content inside it.
/// 4. Otherwise the modifier is on the list itself or on a view that holds it, and the list is in a sibling
///    branch a few levels up, below that scroll view (SwiftUI gives each platform view a host view of its own):
///    the nearest branch's list that covers the marker's frame (the smallest, when several do; it may reach
///    under bars), else the first one inside the marker's frame (a `ZStack` or `VStack` that holds the list).
/// 5. Otherwise a list further up (content in a carousel row: the list that holds the row).
///
/// The SwiftUI layer looks again on every update of the modifier (on the next main-actor turn), on layout and
/// when the marker enters a window, and follows a scroll view SwiftUI re-created (``Choice/keep`` when the one it
/// is on is still the answer). While it has found nothing in a window, it also looks on display frames
/// (``looksOnNextFrame(after:isEnabled:)``): on every frame for ``framesAfterChange`` frames after any of those, as SwiftUI
/// makes a list it shows later (a `ZStack` showing a `ProgressView` first) in a layout pass after the update, then
/// on every ``slowFrameInterval``-th frame, so a list shown by a change the modifier is not updated for (a child
/// view's own state) is found too, without waiting for the modifier's next update.
struct ScrollViewLookup: Sendable, Hashable {
    /// What the choice needs to know of one view, in window coordinates.
    struct Facts: Sendable, Hashable {
        var isScrollView = false
        var isTextView = false
        var isPagingEnabled = false
        /// Whether the view is in a window (only the marker's is read).
        var isInWindow = true
        var frame = ScrollRect.zero
        var contentSize = ScrollSize()
        var alwaysBounceVertical = false
        var alwaysBounceHorizontal = false
        /// The scroll view the marker's component is on now.
        var isCurrent = false
        /// For a candidate below the marker's superviews: how many levels up its search began (1: the marker's
        /// superview).
        var level = 1
    }

    /// What the SwiftUI layer does.
    enum Choice: Sendable, Hashable {
        /// Attach to the ancestor at this index (0: the marker's superview).
        case ancestor(Int)
        /// Attach to the candidate at this index.
        case candidate(Int)
        /// The component is on the right scroll view already.
        case keep
        /// Not laid out yet, or not in a window: look again later.
        case wait
        /// Nothing found, for the first time once SwiftUI's update is over: log this message, look again later.
        case report(String)
        /// Nothing found (reported before, or during an update): look again later.
        case notFound
    }

    /// How many levels above the marker the sibling search goes (SwiftUI's host views are one or two deep).
    static let searchLevels = 3
    /// How many views the sibling search reads at most.
    static let searchLimit = 500

    /// How many display frames the marker looks on after an update, a layout or entering a window.
    static let framesAfterChange = 30
    /// Afterwards, while nothing is found, it looks on one frame in this many.
    static let slowFrameInterval = 15

    let role: RefreshRole
    /// Whether the missing scroll view has been reported.
    private(set) var hasReported = false
    /// Frames left to look on every frame.
    private(set) var fastFrames = 0
    /// Frames since the fast looks ended.
    private var slowFrames = 0

    init(role: RefreshRole) {
        self.role = role
    }

    /// The choice for a marker with `marker`'s facts, its superviews `ancestors` (nearest first), and the
    /// views below them (``candidates(levels:)`` is called only when no ancestor is the list). `settled`: the
    /// look runs after SwiftUI's update, when a missing scroll view is really missing and is reported once,
    /// unless the modifier is switched off (`isEnabled` false): then nothing is said (until it is switched on).
    mutating func choose(marker: Facts, ancestors: [Facts], settled: Bool, isEnabled: Bool = true,
                         candidates: (_ levels: Int) -> [Facts]) -> Choice {
        let choice = Self.choice(marker: marker, ancestors: ancestors, candidates: candidates)
        guard choice == .notFound, settled, isEnabled, !hasReported else { return choice }
        hasReported = true
        return .report(Self.notFoundMessage(role))
    }

    /// An update of the modifier, a layout of the marker or its entering a window: look on the frames that follow.
    mutating func somethingChanged() {
        fastFrames = Self.framesAfterChange
        slowFrames = 0
    }

    /// After a look that chose `choice`: whether the display frames go on (nothing found yet, the marker in a
    /// window, the modifier switched on); found, out of a window (entering one looks again) or switched off (the
    /// update that switches it on looks again), they stop: a display link would otherwise wake the app on every
    /// frame for as long as a switched-off modifier has no list.
    static func looksOnNextFrame(after choice: Choice, isEnabled: Bool = true) -> Bool {
        switch choice {
        case .notFound, .report: isEnabled
        case .ancestor, .candidate, .keep, .wait: false
        }
    }

    /// A display frame while the frames go on: whether to look on it (every frame after a change, then one in
    /// ``slowFrameInterval``).
    mutating func looksOnThisFrame() -> Bool {
        guard fastFrames == 0 else {
            fastFrames -= 1
            return true
        }
        slowFrames += 1
        return slowFrames % Self.slowFrameInterval == 0
    }

    /// The rules above, as a pure function.
    static func choice(marker: Facts, ancestors: [Facts], candidates: (_ levels: Int) -> [Facts]) -> Choice {
        guard marker.isInWindow, marker.frame.size.width > 0 || marker.frame.size.height > 0 else { return .wait }
        let nearest = ancestors.firstIndex(where: \.isScrollView)
        if let index = nearest, isList(ancestors[index]) { return ancestors[index].isCurrent ? .keep : .ancestor(index) }
        // No scroll view above, or one that is not the list (a pager, a carousel): the sibling branches below it.
        let levels = min(searchLevels, nearest ?? ancestors.count)
        let found = levels > 0 ? candidates(levels) : []
        let lists = found.indices.filter { isList(found[$0]) }
        let covering = lists.filter { covers(found[$0].frame, marker.frame) }
            .min { (found[$0].level, area(found[$0].frame)) < (found[$1].level, area(found[$1].frame)) }
        let inside = lists.first { covers(marker.frame, found[$0].frame) && area(found[$0].frame) > 0 }
        if let index = covering ?? inside { return found[index].isCurrent ? .keep : .candidate(index) }
        // Content inside a carousel row of a list: the list above the carousel.
        guard let index = ancestors.firstIndex(where: isList) else { return .notFound }
        return ancestors[index].isCurrent ? .keep : .ancestor(index)
    }

    /// Whether the sibling search looks inside this view: not inside a scroll view (a list's own cells, a
    /// carousel's pages).
    static func searchesInside(_ facts: Facts) -> Bool {
        !facts.isScrollView
    }

    /// Whether the view can be the list a vertical header or footer means.
    static func isList(_ f: Facts) -> Bool {
        f.isScrollView && !f.isTextView && !f.isPagingEnabled && !scrollsOnlySideways(f)
    }

    /// Content wider than the view and no taller (or bouncing only sideways), and nothing asks it to bounce
    /// vertically: a carousel. A list with short or no content does not scroll sideways, so it stays a list.
    static func scrollsOnlySideways(_ f: Facts) -> Bool {
        let tolerance = 0.5
        let wide = f.contentSize.width > f.frame.size.width + tolerance || f.alwaysBounceHorizontal
        let tall = f.contentSize.height > f.frame.size.height + tolerance || f.alwaysBounceVertical
        return wide && !tall
    }

    /// Whether `outer` covers `inner`, within a point.
    static func covers(_ outer: ScrollRect, _ inner: ScrollRect) -> Bool {
        outer.origin.x <= inner.origin.x + 1 && outer.origin.y <= inner.origin.y + 1
            && outer.origin.x + outer.size.width >= inner.origin.x + inner.size.width - 1
            && outer.origin.y + outer.size.height >= inner.origin.y + inner.size.height - 1
    }

    static func area(_ r: ScrollRect) -> Double {
        max(0, r.size.width) * max(0, r.size.height)
    }

    /// What release builds log too when a modifier finds no scroll view once SwiftUI's update is over.
    static func notFoundMessage(_ role: RefreshRole) -> String {
        let name = role == .header ? "header" : "footer"
        return "RefreshKit: .rk.\(name) found no vertical scroll view (not a pager, not a carousel) above it, covering it "
            + "or inside its frame, so nothing is attached yet; it looks again on every update. Put it on the List or "
            + "ScrollView, on the content inside it, or on a view that holds one."
    }
}
