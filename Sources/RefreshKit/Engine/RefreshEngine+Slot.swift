extension RefreshEngine {
    enum Kind: Sendable, Hashable {
        case header, backFooter, autoFooter

        var role: RefreshRole { self == .header ? .header : .footer }
        /// What an invalid height falls back to.
        var defaultHeight: Double { self == .header ? RefreshMetrics.header.height : RefreshMetrics.footer.height }
    }

    /// The values of a component's metrics that evaluation reads, resolved once (invalid ones replaced by
    /// their documented defaults) and stored flat, so that each is read in place on every event.
    struct Sizes: Sendable, Hashable {
        var height: Double
        var trigger: Double
        var pinned: Double
        var percent: Double
        var preload: Double
        var positionOffset: Double
        var hidesWhenContentIsEmpty: Bool
        var loadsUntilFilled: Bool
        var loadsAutomatically: Bool
        var loadsPerDrag: Int?
        var reportsNoRows: Bool

        init(_ metrics: RefreshMetrics) {
            height = metrics.resolvedHeight
            trigger = metrics.resolvedTrigger
            pinned = metrics.resolvedPinned
            percent = metrics.resolvedPercent
            preload = metrics.resolvedPreload
            positionOffset = metrics.resolvedPositionOffset
            hidesWhenContentIsEmpty = metrics.hidesWhenContentIsEmpty
            loadsUntilFilled = metrics.loadsUntilFilled
            loadsAutomatically = metrics.loadsAutomatically
            loadsPerDrag = metrics.resolvedLoadsPerDrag
            reportsNoRows = metrics.reportsNoRows
        }

        init(_ metrics: RefreshMetrics, kind: Kind) {
            self.init(metrics.resolving(defaultHeight: kind.defaultHeight))
        }
    }

    /// What a controller shows of its slot: read after every event, so kept small.
    struct Presentation: Sendable, Hashable {
        var state: RefreshState
        var frame: ScrollRect
        var isHidden: Bool
        var pullProgress: Double
        var pendingBegin: Bool
    }

    /// What the engine keeps of one component.
    struct Slot: Sendable, Hashable {
        let kind: Kind
        var sizes: Sizes
        /// What its controller shows: kept together, so that the binding reads it without copying the slot.
        private(set) var shown = Presentation(state: .idle, frame: .zero, isHidden: true, pullProgress: 0, pendingBegin: false)
        /// Counts changes of `shown`, so that the binding tells a controller only about a new presentation
        /// (a comparison of two integers on every event, not of two presentations).
        private(set) var shownVersion = 0
        /// The inset this component owns on its edge.
        var inset = 0.0
        /// The whole inset it holds while refreshing, before any shrinking.
        var fullInset = 0.0
        var generation = 0
        /// Auto footer: armed when a drag begins (or, to fill short content, when a length changes), spent when it
        /// fires.
        var isArmed = false
        /// Auto footer: the loads started since the last drag began (``RefreshMetrics/maximumLoadsPerDrag``).
        var loadsThisDrag = 0
        /// Auto footer with ``RefreshMetrics/loadsUntilFilled``: a fill is owed, from the attach (its first
        /// evaluation counts as a new length) or from a new length that came while a header kept it from loading.
        var owesFill = true
        var isEnabled = true
        /// The begin waiting (``pendingBegin``) shows where the user is (``RefreshEngine/Event/beginInPlace(_:)``).
        var beginsInPlace = false
        /// The refresh ended (or there is no more data) and the inset it held still has to go back: by an
        /// animation, or after the finger that holds the content lifts.
        var isReleasing = false
        /// A back footer's ending waits for the next frame, after the layout pass that lands a reload.
        var releasesAtNextFrame = false
        /// Whether a component is attached in this role. The engine stores both slots in place (an optional
        /// slot is copied whole on every read through it); a detached slot's other values are never read.
        var isAttached = true

        init(kind: Kind, metrics: RefreshMetrics) {
            self.kind = kind
            sizes = Sizes(metrics, kind: kind)
        }

        /// The slot of a role without a component.
        static let detached: Slot = {
            var slot = Slot(kind: .header, metrics: .header)
            slot.isAttached = false
            return slot
        }()

        var state: RefreshState {
            get { shown.state }
            set {
                guard newValue != shown.state else { return }
                shown.state = newValue
                shownVersion &+= 1
            }
        }
        /// A begin waiting for layout, a window, or the next evaluation.
        var pendingBegin: Bool {
            get { shown.pendingBegin }
            set {
                guard newValue != shown.pendingBegin else { return }
                shown.pendingBegin = newValue
                shownVersion &+= 1
            }
        }
        // Frame, visibility and progress change together, through `place(frame:isHidden:pullProgress:)`.
        var isHidden: Bool { shown.isHidden }
        var frame: ScrollRect { shown.frame }
        /// How far it is revealed over its trigger distance, unclamped: 0 out of sight, 1 at the trigger,
        /// more when pulled further (for over-pull effects).
        var pullProgress: Double { shown.pullProgress }

        /// The refresh ended (or ran out of data): its inset goes back, a back footer's from the next frame,
        /// after the layout pass that lands a reload made in the same turn (`updateFooter`).
        mutating func startReleasing() {
            isReleasing = true
            releasesAtNextFrame = kind == .backFooter
        }

        /// Nothing is being given back any more.
        mutating func stopReleasing() {
            isReleasing = false
            releasesAtNextFrame = false
        }

        /// Whether it is attached and enabled: the only slots the rules look at.
        var isActive: Bool { isAttached && isEnabled }
        /// Whether it is refreshing, ending, or about to refresh.
        var isBusy: Bool { pendingBegin || state == .refreshing || state == .ending }
        /// Whether it is refreshing or about to: what keeps the other end from starting.
        var isStarting: Bool { pendingBegin || state == .refreshing }
        /// Whether no movement of the content can change it by itself while it stays out of sight: idle (or
        /// out of data), nothing to give back, no begin waiting.
        var isAtRest: Bool {
            (state == .idle || state == .noMoreData) && !isReleasing && !pendingBegin
        }
        /// Whether its inset is a hold an app may read and save, not a frame of a shrink or an ending. Within
        /// ``RefreshGeometry/maxHalfPixel`` of the whole: UIKit's pixel rounding of the offset shrinks a hold
        /// that follows the visible header by up to that much.
        var isSettled: Bool { !isReleasing && (inset == 0 || abs(inset - fullInset) <= RefreshGeometry.maxHalfPixel) }

        /// Lays the component out; its presentation changes (and its version with it) only if something moved.
        mutating func place(frame: ScrollRect, isHidden: Bool, pullProgress: Double) {
            guard frame != shown.frame || isHidden != shown.isHidden || pullProgress != shown.pullProgress else { return }
            shown.frame = frame
            shown.isHidden = isHidden
            shown.pullProgress = pullProgress
            shownVersion &+= 1
        }
    }

    /// The header's slot, if a header is attached.
    var header: Slot? { headerSlot.isAttached ? headerSlot : nil }
    /// The footer's slot, if a footer is attached.
    var footer: Slot? { footerSlot.isAttached ? footerSlot : nil }

    subscript(role: RefreshRole) -> Slot? { role == .header ? header : footer }

    /// Changes `role`'s slot in place, if a component is attached there.
    mutating func change(_ role: RefreshRole, _ body: (inout Slot) -> Void) {
        if role == .header {
            if headerSlot.isAttached { body(&headerSlot) }
        } else if footerSlot.isAttached {
            body(&footerSlot)
        }
    }

    /// `role`'s presentation and its version (see ``Slot/shownVersion``), if the role has a component and the
    /// version is not `known`: what a controller told of version `known` has not seen yet.
    /// (Inlined: called on the binding's stored engine, a call would copy the whole engine first.)
    @inline(__always)
    func presentation(_ role: RefreshRole, newerThan known: Int?) -> (shown: Presentation, version: Int)? {
        if role == .header {
            guard headerSlot.isAttached, headerSlot.shownVersion != known else { return nil }
            return (headerSlot.shown, headerSlot.shownVersion)
        }
        guard footerSlot.isAttached, footerSlot.shownVersion != known else { return nil }
        return (footerSlot.shown, footerSlot.shownVersion)
    }

    /// `role`'s state, if a component is attached there (read in place, without copying the slot).
    func state(of role: RefreshRole) -> RefreshState? {
        if role == .header { return headerSlot.isAttached ? headerSlot.state : nil }
        return footerSlot.isAttached ? footerSlot.state : nil
    }

    /// The inset `role` holds (0 without a component).
    func inset(of role: RefreshRole) -> Double {
        role == .header ? (headerSlot.isAttached ? headerSlot.inset : 0) : (footerSlot.isAttached ? footerSlot.inset : 0)
    }
}
