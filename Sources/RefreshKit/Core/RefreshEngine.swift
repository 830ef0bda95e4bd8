/// The decisions of one scroll view's header and footer: a value that consumes events and returns effects.
///
/// Every event comes with a fresh ``ScrollSnapshot``; the engine updates the state machines and the
/// inset ledger and answers with what the host must do. It never calls the host itself, so a host
/// may deliver events re-entrantly (KVO fired by the host's own writes) without overlapping access.
/// Effects are ordered: the inset write first, then deceleration, then the offset, then
/// notifications, because events the first write triggers must already see it on the scroll view.
struct RefreshEngine {
    struct Configuration: Sendable, Hashable {
        var axis: ScrollAxis = .vertical
        /// How long pinning animates the offset after a programmatic begin, in seconds.
        var pinDuration = 0.25
        /// How long the inset takes to go back after a refresh ends, in seconds.
        var endDuration = 0.3
        /// Whether a header and a footer may refresh at the same time.
        var allowsSimultaneousRefresh = false
        /// Whether a pull makes room for the header as it is revealed; nil follows the snapshot's bar.
        var pullMakesRoom: Bool?
    }

    enum Kind: Sendable, Hashable {
        case header, backFooter, autoFooter

        var role: RefreshRole { self == .header ? .header : .footer }
        /// What an invalid height falls back to.
        var defaultHeight: Double { self == .header ? RefreshMetrics.header.height : RefreshMetrics.footer.height }
    }

    enum Event: Sendable, Hashable {
        /// The host saw something change (offset, size, inset, bounds, pan state, window).
        case observed
        /// A component was added; one replaces an existing component in the same role.
        case attach(Kind, RefreshMetrics)
        case detach(RefreshRole)
        case setMetrics(RefreshRole, RefreshMetrics)
        /// Enables or disables a component; disabled, it holds no inset, cannot trigger and refuses begins.
        case setEnabled(RefreshRole, Bool)
        case begin(RefreshRole)
        /// Ends the refresh; with a generation, only if that refresh is still the current one.
        case end(RefreshRole, generation: Int?)
        case noMoreData(RefreshRole)
        case resetNoMoreData(RefreshRole)
        /// The app sets its own inset through RefreshKit (`rk.contentInset`).
        case setAppInset(ScrollInsets)
        /// A frame of the engine's clock while ``needsFrames`` is true.
        case tick
    }

    enum Effect: Sendable, Hashable {
        /// Write `contentInset`; with `preservingOffset`, put back an offset the write clamped.
        case setContentInset(ScrollInsets, preservingOffset: Bool)
        case stopDecelerating
        case setContentOffset(ScrollPoint)
        /// Run the component's action for the refresh numbered `generation`.
        case perform(RefreshRole, generation: Int)
        /// A refresh, or a begin still waiting for layout, is over.
        case ended(RefreshRole)
        /// A command arrived in a state that does not allow it; nothing changed.
        case rejected(RefreshRole, RefreshState, RefreshState.Event)
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

        init(_ metrics: RefreshMetrics) {
            height = metrics.resolvedHeight
            trigger = metrics.resolvedTrigger
            pinned = metrics.resolvedPinned
            percent = metrics.resolvedPercent
            preload = metrics.resolvedPreload
            positionOffset = metrics.resolvedPositionOffset
            hidesWhenContentIsEmpty = metrics.hidesWhenContentIsEmpty
        }
    }

    struct Slot: Sendable, Hashable {
        let kind: Kind
        var sizes: Sizes
        /// What its controller shows: kept together, so that the binding reads it without copying the slot.
        private(set) var shown = Presentation(state: .idle, frame: .zero, isHidden: true, pullProgress: 0, pendingBegin: false)
        /// Counts writes of `shown` that may change it, so that the binding tells a controller only about a
        /// new presentation (a comparison of two integers on every event, not of two presentations).
        private(set) var shownVersion = 0
        /// The inset this component owns on its edge.
        var inset = 0.0
        var generation = 0
        /// Auto footer: armed when a drag begins, spent when it fires.
        var isArmed = false
        var isEnabled = true
        /// The refresh ended (or there is no more data) and the inset it held still has to go back: by an
        /// animation, or after the finger that holds the content lifts.
        var isReleasing = false
        /// The whole inset it holds while refreshing, before any shrinking.
        var fullInset = 0.0

        init(kind: Kind, metrics: RefreshMetrics) {
            self.kind = kind
            sizes = Sizes(metrics.resolving(defaultHeight: kind.defaultHeight))
        }

        var state: RefreshState {
            get { shown.state }
            set {
                shown.state = newValue
                shownVersion &+= 1
            }
        }
        /// A begin waiting for layout, a window, or the next evaluation.
        var pendingBegin: Bool {
            get { shown.pendingBegin }
            set {
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

        /// Whether it is refreshing, ending, or about to refresh.
        var isBusy: Bool { pendingBegin || state == .refreshing || state == .ending }
        /// Whether it is refreshing or about to: what keeps the other end from starting.
        var isActive: Bool { pendingBegin || state == .refreshing }
        /// Lays the component out; its presentation changes (and its version with it) only if something moved.
        mutating func place(frame: ScrollRect, isHidden: Bool, pullProgress: Double) {
            guard frame != shown.frame || isHidden != shown.isHidden || pullProgress != shown.pullProgress else { return }
            shown.frame = frame
            shown.isHidden = isHidden
            shown.pullProgress = pullProgress
            shownVersion &+= 1
        }

        /// Whether a component is attached in this role. The engine stores both slots in place (an optional
        /// slot is copied whole on every read through it); a detached slot's other values are never read.
        var isAttached = true

        /// The slot of a role without a component.
        static let detached: Slot = {
            var slot = Slot(kind: .header, metrics: .header)
            slot.isAttached = false
            return slot
        }()

        /// Whether its inset is a hold an app may read and save, not a frame of a shrink or an ending.
        var isSettled: Bool { !isReleasing && (inset == 0 || abs(inset - fullInset) <= InsetLedger.tolerance) }
    }

    /// What a controller shows of its slot: read after every event, so kept small.
    struct Presentation: Sendable, Hashable {
        var state: RefreshState
        var frame: ScrollRect
        var isHidden: Bool
        var pullProgress: Double
        var pendingBegin: Bool
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

    /// A value going from `from` toward a target over `duration`, eased out.
    struct Animation: Sendable, Hashable {
        var from: Double
        var start: Double
        var duration: Double

        func fraction(at time: Double) -> Double {
            guard duration > 0 else { return 1 }
            return min(max((time - start) / duration, 0), 1)
        }

        static func ease(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) * (1 - t) }
    }

    /// The engine moving the offset: to the pinned line after a programmatic begin, or back to rest
    /// when a refresh ends (the held inset then follows the offset down, so nothing clamps or jumps).
    ///
    /// It animates how far the component is revealed, measured from the live rest line, not an absolute
    /// offset: when bars or a large title change the base inset mid-animation (and UIKit shifts the
    /// offset to keep its distance from them), the animation moves with the line instead of fighting it.
    struct OffsetAnimation: Sendable, Hashable {
        enum Purpose: Sendable, Hashable { case pin, unpin }

        var role: RefreshRole
        var purpose: Purpose
        var animation: Animation
    }

    var configuration: Configuration {
        didSet {
            shortPath = .none
            expectsEcho = false
        }
    }
    /// The header's slot, in place; see ``Slot/isAttached``.
    private(set) var headerSlot = Slot.detached
    /// The footer's slot, in place.
    private(set) var footerSlot = Slot.detached
    /// The header's slot, if a header is attached.
    private(set) var header: Slot? {
        get { headerSlot.isAttached ? headerSlot : nil }
        set { headerSlot = newValue ?? .detached }
    }
    /// The footer's slot, if a footer is attached.
    private(set) var footer: Slot? {
        get { footerSlot.isAttached ? footerSlot : nil }
        set { footerSlot = newValue ?? .detached }
    }
    private(set) var ledger = InsetLedger()
    private(set) var offsetAnimation: OffsetAnimation?
    private var last: AxisSnapshot?
    private var wasDragging = false
    private var time = 0.0
    /// A refreshing or releasing component is partly in view: frames are needed to see the content come
    /// to rest (UIKit reports no event when momentum stops) or the finger lift.
    private var watchesForRest = false
    /// This event's choice of ``Configuration/pullMakesRoom``.
    private var makesRoom = false
    /// An offset animation was dropped in this event (its component removed or disabled).
    private var abandonedAnimation = false
    /// What the shortcuts compare with: the snapshot of the last full evaluation, or of the echo that set the
    /// quiet band. Stored, not optional, so that comparing reads it in place instead of copying it.
    private var evaluated = ScrollSnapshot()
    /// The short path the next event may take, left by the last evaluation (or recognised echo) that found
    /// its state; any other event, command or configuration change clears it.
    private var shortPath = ShortPath.none
    /// Whether events take the short paths of ``ShortPath`` (off only to prove, in tests, that they change nothing).
    var usesShortPaths = true
    /// Whether the last full evaluation wrote to the scroll view and its echo may come next; see ``handleEcho(_:)``.
    private var expectsEcho = false
    /// Whether the echo of RefreshKit's own writes is recognised without a full evaluation (off only in tests).
    var usesEchoShortcut = true

    /// A state in which the next events are decided without a full evaluation, by a few lines that do what
    /// the full evaluation would: each case lists, at the function that finds it, the conditions under which
    /// that holds. Every one (and ``handleEcho(_:)``) is proved equal to the full evaluation by random
    /// sessions run with and without them: `HorizontalMirrorTests` (a carousel against the vertical view) and
    /// `ShortPathEquivalenceTests` (engine against engine).
    enum ShortPath: Sendable, Hashable {
        case none
        /// Idle scrolling within `low...high` changes nothing but the remembered offset (``quietBand(_:)``).
        case quiet(low: Double, high: Double)
        /// A finger moving a refreshing header within `low...high`: its inset follows what is visible of it,
        /// up to `pinned` (``heldBand(_:)``).
        case held(low: Double, high: Double, pinned: Double)
        /// A dragging finger pulling the header, at offsets up to `high` (``pullBand(_:)``).
        case pull(high: Double)
        /// The frames of the header's unpin animation (``unpinFramesApply(_:)``).
        case unpinFrames
    }

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether the host must deliver ``Event/tick`` every frame.
    var needsFrames: Bool { offsetAnimation != nil || watchesForRest }

    /// The app's own `contentInset`, without RefreshKit's part.
    var appInset: ScrollInsets { ledger.app }

    subscript(role: RefreshRole) -> Slot? {
        get { role == .header ? header : footer }
        set { if role == .header { header = newValue } else { footer = newValue } }
    }

    /// Changes `role`'s slot in place, if a component is attached there.
    private mutating func change(_ role: RefreshRole, _ body: (inout Slot) -> Void) {
        if role == .header {
            if headerSlot.isAttached { body(&headerSlot) }
        } else if footerSlot.isAttached {
            body(&footerSlot)
        }
    }

    /// The inset the header holds (0 without a header).
    private var headerInset: Double { headerSlot.isAttached ? headerSlot.inset : 0 }
    /// The inset the footer holds (0 without a footer).
    private var footerInset: Double { footerSlot.isAttached ? footerSlot.inset : 0 }

    /// Handles `event` and returns the effects as an array (for tests); the binding uses ``process(_:_:into:)``.
    mutating func handle(_ event: Event, _ snapshot: ScrollSnapshot) -> [Effect] {
        var list: [Effect] = []
        var out = Effects()
        process(event, snapshot, into: &out)
        out.forEach { list.append($0) }
        return list
    }

    /// The common idle scroll, decided without a full evaluation: when nothing but the offset (within the
    /// quiet band) and the time changed since an evaluation that left everything at rest, an observed
    /// event changes nothing but the remembered offset. Returns false when the full evaluation must run.
    ///
    /// The band is the offsets where the header is not revealed, a footer not revealed and an auto footer
    /// short of its trigger; a component refreshing, releasing, animating, pending or being pulled, or an
    /// auto footer that a movement could arm, leaves no band. See ``ShortPath`` for how it is proved.
    mutating func handleQuietly(_ snapshot: ScrollSnapshot) -> Bool {
        guard case .quiet(let low, let high) = shortPath, let y = movedOffset(snapshot), y >= low, y <= high else {
            return false
        }
        last?.offset = y
        time = snapshot.time
        return true
    }

    /// The echo of RefreshKit's own writes, decided without a full evaluation: when the snapshot is the last
    /// evaluated one with only RefreshKit's part of the inset and the offset it set changed, every decision
    /// would come out as it did, so the event changes nothing. Returns false when the full evaluation must run.
    ///
    /// Why it is a no-op: the axis snapshot equals the one just evaluated (same base insets, same offset,
    /// same time), so no pull progresses, nothing arms or triggers, the ledger recognises the inset it
    /// wrote, and every hold is already what this geometry asks for. The one decision that differs when
    /// the content stands still, a refreshing component coming to rest, is excluded when the echo is
    /// expected: not after a command, a notification, or a move free of finger and momentum while a
    /// component watches for rest.
    mutating func handleEcho(_ snapshot: ScrollSnapshot) -> Bool {
        guard expectsEcho else { return false }
        expectsEcho = false
        guard let last, let known = ledger.known else { return false }
        let axis = configuration.axis
        guard snapshot.matches(evaluated, exceptOffsetAlong: axis, comparingTime: true, comparingInsets: false),
              axis.acrossInsetsEqual(snapshot.adjustedContentInset, evaluated.adjustedContentInset),  // frames read them
              snapshot.contentInset.isClose(to: known, tolerance: InsetLedger.tolerance),
              axis.project(snapshot, base: ledger.base(adjusted: snapshot.adjustedContentInset, observed: snapshot.contentInset)) == last
        else { return false }  // false for NaN too
        switch shortPath {
        case .held, .unpinFrames:
            // The echo of a short path's write: the path still holds, with the insets just written.
            evaluated.contentInset = snapshot.contentInset
            evaluated.adjustedContentInset = snapshot.adjustedContentInset
        default:
            if usesShortPaths { setShortPath(snapshot, adopting: true) }
        }
        return true
    }

    /// The offset along the axis of a snapshot that differs from the evaluated one only in that offset and
    /// the time, both readable; nil otherwise, and the full evaluation runs (it reads no geometry from NaN).
    ///
    /// `mutating` only so that `self` is passed by reference: a non-mutating call from a mutating one copied
    /// the whole engine (760 bytes) on every event.
    @inline(__always)
    private mutating func movedOffset(_ snapshot: ScrollSnapshot) -> Double? {
        let axis = configuration.axis
        let y = axis.offset(of: snapshot.contentOffset)
        guard y.isFinite, snapshot.time.isFinite,
              snapshot.matches(evaluated, exceptOffsetAlong: axis, comparingTime: false, comparingInsets: true)
        else { return nil }
        return y
    }

    /// Handles `event` and adds its effects to `out` (empty when called), a value that holds them without
    /// allocating; the caller's, so that they are not copied on the way out.
    mutating func process(_ event: Event, _ snapshot: ScrollSnapshot, into out: inout Effects) {
        switch event {
        case .observed: if followHeldBand(snapshot, &out) || followPullBand(snapshot, &out) { return }
        case .tick: if followUnpinFrame(snapshot, &out) { return }
        default: break
        }
        shortPath = .none
        expectsEcho = false
        let readable = snapshot.isReadable
        if readable { time = snapshot.time }
        let insetIsReadable = snapshot.contentInset.isFinite
        var appChanged = insetIsReadable ? ledger.observe(snapshot.contentInset) : []

        switch event {
        case .observed, .tick:
            break
        case .attach(let kind, let metrics):
            remove(kind.role, &out)
            self[kind.role] = Slot(kind: kind, metrics: metrics)
        case .detach(let role):
            remove(role, &out)
        case .setMetrics(let role, let metrics):
            if let kind = self[role]?.kind { self[role]?.sizes = Sizes(metrics.resolving(defaultHeight: kind.defaultHeight)) }
        case .setEnabled(let role, let enabled):
            setEnabled(role, enabled, &out)
        case .begin(let role):
            requestBegin(role, &out)
        case .end(let role, let generation):
            end(role, generation: generation, &out)
        case .noMoreData(let role):
            setNoMoreData(role, &out)
        case .resetNoMoreData(let role):
            if let state = self[role]?.state { apply(.resetNoMoreData, to: role, from: state, &out) }
        case .setAppInset(let insets):
            if insets.isFinite { appChanged.formUnion(ledger.setApp(insets)) }
        }

        if readable {
            // The snapshot itself, by reference, unless a negative size must be raised to zero first.
            if snapshot.hasNegativeSize {
                evaluate(readable: snapshot.clampingSizes, event: event, appChanged: appChanged, &out)
            } else {
                evaluate(readable: snapshot, event: event, appChanged: appChanged, &out)
            }
        } else if insetIsReadable {
            writeOwnedInsets(&out)  // geometry unreadable: still give back or keep RefreshKit's part
        }
    }

    /// Evaluates a valid snapshot (finite, no negative size), then prepares the short paths for what follows.
    private mutating func evaluate(readable valid: ScrollSnapshot, event: Event, appChanged: InsetLedger.Edges,
                                   _ out: inout Effects) {
        let isTick: Bool, isObserved: Bool
        switch event {
        case .tick: (isTick, isObserved) = (true, false)
        case .observed: (isTick, isObserved) = (false, true)
        default: (isTick, isObserved) = (false, false)
        }
        evaluate(valid, isTick: isTick, appChanged: appChanged, &out)
        evaluated = valid
        if usesShortPaths, out.isEmpty { setShortPath(valid, adopting: false) }
        // Only the writes of a scroll or a frame: a command or a transition that notifies may leave the
        // state a second evaluation still moves (a begin under a finger holds the whole header first).
        // Nor when the content, free of finger and momentum, moved while a component watches for rest:
        // the echo, where it stands still, is where rest is seen.
        let seesRest = watchesForRest && !valid.isTracking && !valid.isDecelerating
        expectsEcho = usesEchoShortcut && (isObserved || isTick) && out.hasOnlyWrites && !seesRest
    }

    /// Sets the short path for the state `s` left, if there is one; `adopting` an echo's snapshot, which
    /// differs from the evaluated one in its insets, as the one the next events compare with.
    private mutating func setShortPath(_ s: ScrollSnapshot, adopting: Bool) {
        let path: ShortPath
        if let (low, high) = quietBand(s) {
            path = .quiet(low: low, high: high)
        } else if let (low, high, pinned) = heldBand(s) {
            path = .held(low: low, high: high, pinned: pinned)
        } else if let high = pullBand(s) {
            path = .pull(high: high)
        } else if unpinFramesApply(s) {
            path = .unpinFrames
        } else {
            return
        }
        if adopting { evaluated = s }
        shortPath = path
    }

    /// Whether the frames of the header's unpin animation change nothing but what the animation moves: the
    /// offset, the inset that follows it down, the header's progress. No finger, no momentum, no room made,
    /// the header ending and releasing, the footer inert (the content comes back to its top, so a footer
    /// never comes into sight).
    private func unpinFramesApply(_ s: ScrollSnapshot) -> Bool {
        guard let move = offsetAnimation, move.role == .header, move.purpose == .unpin, let a = last, !s.isTracking,
              !s.isDecelerating, !makesRoom, !watchesForRest, headerSlot.isAttached, headerSlot.isEnabled,
              headerSlot.isReleasing, headerSlot.state == .ending, !headerSlot.pendingBegin, footerIsInert() else { return false }
        // Out of sight now (the app may have moved short content), so out of sight on every frame after it.
        return !(footerSlot.isAttached && footerSlot.isEnabled) || a.offset <= RefreshGeometry.maxRestingOffset(a)
    }

    /// A frame of the header's unpin animation (see ``unpinFramesApply(_:)``), decided without a full
    /// evaluation: the offset animation's step, as ``advanceAnimations(_:_:_:)`` takes it, with the inset
    /// following the reveal. The last frame, which ends the refresh, takes the full evaluation.
    private mutating func followUnpinFrame(_ snapshot: ScrollSnapshot, _ out: inout Effects) -> Bool {
        guard case .unpinFrames = shortPath, let move = offsetAnimation, var a = last, movedOffset(snapshot) != nil
        else { return false }
        let axis = configuration.axis
        let t = move.animation.fraction(at: snapshot.time)
        guard t < 1 else { return false }
        time = snapshot.time
        // The same expressions as advanceAnimations, so that the same values come out.
        let reveal = move.animation.from + (0 - move.animation.from) * Animation.ease(t)
        let y = offset(revealing: reveal, of: .header, a)
        out.offset = axis.point(snapshot.contentOffset, along: y)
        a.offset = y
        followReveal(.header, a)
        writeOwnedInsets(&out)
        let revealed = RefreshGeometry.headerRevealed(a)
        headerSlot.place(frame: headerSlot.shown.frame, isHidden: revealed <= 0,
                         pullProgress: Self.pullProgress(revealed, trigger: headerSlot.sizes.trigger))
        last = a
        evaluated.time = snapshot.time  // what the echo of the writes is compared with
        expectsEcho = usesEchoShortcut && out.hasOnlyWrites
        return true
    }

    /// Whether the footer, if any, is at rest in a way no movement of a finger changes while it stays out of
    /// sight: not refreshing, releasing or pending, holding no inset of its own (a back footer), unarmed (an
    /// auto footer), and idle when a pull could move it (a back footer under a dragging finger).
    private func footerIsInert() -> Bool {
        guard footerSlot.isAttached, footerSlot.isEnabled else { return true }
        let f = footerSlot.shown
        guard f.state == .idle || f.state == .noMoreData, !footerSlot.isReleasing, !f.pendingBegin else { return false }
        return footerSlot.kind == .autoFooter ? !footerSlot.isArmed : footerSlot.inset == 0
    }

    /// The offsets along the axis up to which a dragging finger pulls the header, idle or being pulled and
    /// holding no inset, with nothing else that a movement could change: no animation, no room made, nothing
    /// watched, the footer inert and out of sight. Nil outside such a state.
    private mutating func pullBand(_ s: ScrollSnapshot) -> Double? {
        guard let a = last, s.isDragging, offsetAnimation == nil, !makesRoom, !watchesForRest, headerSlot.isAttached,
              headerSlot.isEnabled, headerSlot.inset == 0, !headerSlot.isReleasing, !headerSlot.pendingBegin,
              canStart(.header), footerIsInert() else { return nil }
        switch headerSlot.state {
        case .idle, .pulling, .ready: break
        default: return nil
        }
        var high = Double.infinity
        if footerSlot.isAttached, footerSlot.isEnabled {
            high = RefreshGeometry.maxRestingOffset(a)  // out of sight: hidden, no progress, nothing to pull
        }
        guard a.offset <= high else { return nil }
        return high
    }

    /// A dragging finger within the pull band (see ``pullBand(_:)``), decided without a full evaluation: the
    /// header's state and progress follow how far it is revealed, and nothing else changes. Returns false
    /// when the full evaluation must run.
    private mutating func followPullBand(_ snapshot: ScrollSnapshot, _ out: inout Effects) -> Bool {
        guard case .pull(let high) = shortPath, let y = movedOffset(snapshot), y <= high, var a = last else {
            return false
        }
        a.offset = y
        time = snapshot.time
        let revealed = RefreshGeometry.headerRevealed(a), trigger = headerSlot.sizes.trigger
        apply(.pull(progress: RefreshGeometry.progress(revealed: revealed, trigger: trigger)), to: .header,
              from: headerSlot.state, &out)
        headerSlot.place(frame: headerSlot.shown.frame, isHidden: revealed <= 0,
                         pullProgress: Self.pullProgress(revealed, trigger: trigger))
        last = a
        return true
    }

    /// The offsets along the axis within which a finger moves a refreshing header whose inset follows what is
    /// visible of it (`holdHeader` under a finger), partly revealed, with nothing else that a movement could
    /// change: no animation, no room made, a footer at rest and out of sight. Nil outside such a state.
    private mutating func heldBand(_ s: ScrollSnapshot) -> (low: Double, high: Double, pinned: Double)? {
        guard let a = last, s.isTracking, offsetAnimation == nil, !makesRoom, headerSlot.isAttached, headerSlot.isEnabled,
              headerSlot.state == .refreshing, !headerSlot.isReleasing, !headerSlot.pendingBegin else { return nil }
        let t = InsetLedger.tolerance, pinned = pinnedLength(.header, a)
        // Partly revealed: t < revealed < pinned - t, where revealed = -(offset + leading inset).
        let low = (-a.leadingInset - pinned + t).nextUp
        var high = (-a.leadingInset - t).nextDown
        guard footerIsInert() else { return nil }
        if footerSlot.isAttached, footerSlot.isEnabled {
            high = min(high, RefreshGeometry.maxRestingOffset(a))  // out of sight: hidden, no progress
        }
        guard low <= a.offset, a.offset <= high else { return nil }
        return (low, high, pinned)
    }

    /// A finger moving the content within the held band (see ``heldBand(_:)``), decided without a full
    /// evaluation: the header holds what is visible of it, its progress follows, and nothing else changes.
    /// Returns false when the full evaluation must run.
    private mutating func followHeldBand(_ snapshot: ScrollSnapshot, _ out: inout Effects) -> Bool {
        guard case .held(let low, let high, let pinned) = shortPath, let y = movedOffset(snapshot), y >= low, y <= high,
              var a = last else { return false }
        a.offset = y
        time = snapshot.time
        let revealed = RefreshGeometry.headerRevealed(a)  // more than the tolerance, less than the pinned inset
        headerSlot.inset = min(revealed, pinned)
        headerSlot.place(frame: headerSlot.shown.frame, isHidden: false,
                         pullProgress: Self.pullProgress(revealed, trigger: headerSlot.sizes.trigger))
        writeOwnedInsets(&out)
        last = a
        evaluated.time = snapshot.time  // what the echo of the write is compared with
        expectsEcho = usesEchoShortcut && out.hasOnlyWrites
        return true
    }

    /// The offsets along the axis within which an observed event that differs from `s` only in the offset and
    /// the time leaves every state, inset, frame and progress as it is; nil when a movement could change
    /// something whatever the offset.
    ///
    /// `mutating` only so that `self` is passed by reference: a non-mutating call from a mutating one
    /// copied the whole engine (760 bytes) on every event.
    private mutating func quietBand(_ s: ScrollSnapshot) -> (low: Double, high: Double)? {
        guard let a = last, offsetAnimation == nil, !watchesForRest else { return nil }
        var high = Double.infinity
        if headerSlot.isAttached, headerSlot.isEnabled {
            let h = headerSlot.shown
            guard h.state == .idle, !headerSlot.isReleasing, !h.pendingBegin, headerSlot.inset == 0 else { return nil }
        }
        if footerSlot.isAttached, footerSlot.isEnabled {
            let f = footerSlot.shown
            guard f.state == .idle || f.state == .noMoreData, !footerSlot.isReleasing, !f.pendingBegin else { return nil }
            high = RefreshGeometry.maxRestingOffset(a)  // not revealed: hidden, no progress, no pull
            if footerSlot.kind == .autoFooter {
                // Only a drag or momentum leaves an unarmed footer unarmed, whatever its state (see armAutoFooter).
                guard footerSlot.isArmed || s.isDragging || s.isDecelerating else { return nil }
                if f.state == .idle {
                    let trigger = RefreshGeometry.autoFooterTriggerOffset(
                        a, length: footerSlot.sizes.height, percent: footerSlot.sizes.percent,
                        preload: footerSlot.sizes.preload)
                    high = min(high, (trigger - 0.5).nextDown)
                }
            } else {
                guard footerSlot.inset == 0 else { return nil }
            }
        }
        // Not revealing the header: nothing is pulled, and an auto footer stays armed.
        let low = (-a.leadingInset).nextUp
        // The state just evaluated must be the band's: evaluated at an offset inside it.
        guard low <= a.offset, a.offset <= high else { return nil }
        return (low, high)
    }

    // MARK: - Commands

    private mutating func requestBegin(_ role: RefreshRole, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        guard slot.isEnabled, !slot.pendingBegin, slot.state.next(on: .begin) != nil, canStart(role) else {
            out.notify(.rejected(role, slot.state, .begin))
            return
        }
        self[role]?.pendingBegin = true
    }

    private mutating func end(_ role: RefreshRole, generation: Int?, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        if let generation, generation != slot.generation { return }  // a stale action returned late
        if slot.pendingBegin {
            self[role]?.pendingBegin = false
            out.notify(.ended(role))
            return
        }
        guard apply(.end, to: role, from: slot.state, &out) else { return }
        self[role]?.isReleasing = true  // the evaluation that follows gives the inset back
    }

    private mutating func setNoMoreData(_ role: RefreshRole, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        guard role == .footer else {
            out.notify(.rejected(role, slot.state, .noMoreData))
            return
        }
        let wasBusy = slot.isBusy
        self[role]?.pendingBegin = false
        guard apply(.noMoreData, to: role, from: slot.state, &out) else { return }
        if slot.state == .refreshing { self[role]?.isReleasing = true }
        if wasBusy { out.notify(.ended(role)) }
    }

    /// Disabling ends a refresh at once, like a removal, but keeps the component and its no-more-data state.
    private mutating func setEnabled(_ role: RefreshRole, _ enabled: Bool, _ out: inout Effects) {
        guard let slot = self[role], slot.isEnabled != enabled else { return }
        self[role]?.isEnabled = enabled
        guard !enabled else { return }
        abandonAnimation(of: role)
        self[role]?.pendingBegin = false
        self[role]?.isArmed = false
        self[role]?.inset = 0
        self[role]?.isReleasing = false
        if slot.state != .noMoreData, slot.state != .idle { self[role]?.state = .idle }
        if slot.isBusy { out.notify(.ended(role)) }
    }

    private mutating func remove(_ role: RefreshRole, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        if slot.isBusy { out.notify(.ended(role)) }
        self[role] = nil
        abandonAnimation(of: role)
    }

    /// Drops `role`'s offset animation. It had stopped UIKit's own bounce, so the evaluation that follows
    /// brings content it leaves outside the valid range back inside.
    private mutating func abandonAnimation(of role: RefreshRole) {
        guard offsetAnimation?.role == role else { return }
        offsetAnimation = nil
        abandonedAnimation = true
    }

    /// Moves `role` through the transition table; reports and returns false when the move is not allowed.
    @discardableResult
    private mutating func apply(_ event: RefreshState.Event, to role: RefreshRole, from state: RefreshState,
                                _ out: inout Effects) -> Bool {
        guard let next = state.next(on: event) else {
            out.notify(.rejected(role, state, event))
            return false
        }
        change(role) { $0.state = next }
        return true
    }

    private func canStart(_ role: RefreshRole) -> Bool {
        // An ending does not block: it completes at once if the other end needs the offset.
        let otherIsActive = role == .header ? footerSlot.isAttached && footerSlot.isActive
            : headerSlot.isAttached && headerSlot.isActive
        return configuration.allowsSimultaneousRefresh || !otherIsActive
    }

    // MARK: - Evaluation

    private mutating func evaluate(_ s: ScrollSnapshot, isTick: Bool, appChanged: InsetLedger.Edges, _ out: inout Effects) {
        let axis = configuration.axis
        let base = ledger.base(adjusted: s.adjustedContentInset, observed: s.contentInset)
        var a = axis.project(s, base: base)
        let dragging = s.isDragging
        // A navigation bar stretches along y only: it says nothing about a horizontal pull.
        makesRoom = configuration.pullMakesRoom ?? (axis == .vertical && s.leadingBarStretches)
        if dragging && !wasDragging { footerSlot.isArmed = true }
        // A touch takes over, as it stops UIKit's own offset animations: the content stays where it is.
        if s.isTracking { offsetAnimation = nil }
        if isTick { advanceAnimations(s, &a, &out) }
        let restoring = keepComponentsInPlace(appChanged, s, &a)

        let canLayOut = s.isInWindow && a.viewportLength > 0
        watchesForRest = false
        updateHeader(a, s, canLayOut: canLayOut, &out)
        updateFooter(a, s, canLayOut: canLayOut, &out)
        writeOwnedInsets(&out)
        if restoring || (abandonedAnimation && !s.isTracking && offsetAnimation == nil) {
            // At rest, within the range UIKit allows once RefreshKit's part is back on top; a finger or a
            // bounce may hold the content outside it (and overwrites the offset next frame anyway).
            let free = s.isTracking || (s.isDecelerating && !out.stopDecelerating)
            let low = -(a.leadingInset + headerInset)
            let high = max(low, a.contentLength + a.trailingInset + footerInset - a.viewportLength)
            let y = free ? a.offset : min(max(a.offset, low), high)
            if abs(y - axis.offset(of: s.contentOffset)) > 1e-9 { out.offset = axis.point(s.contentOffset, along: y) }
        }
        abandonedAnimation = false
        layOut(a, s)
        last = a
        wasDragging = dragging
    }

    /// An app write to an edge where RefreshKit holds inset clamps the offset before RefreshKit's part goes
    /// back on top: that is not the user scrolling. A refreshing component that was fully in view stays
    /// fully in view (its reveal is kept, so an app inset that grows moves the content with it); otherwise
    /// the offset goes back to where it was. Returns whether `a.offset` now holds the offset to restore.
    /// (`mutating` only to pass `self` by reference, as ``quietBand(_:)``.)
    private mutating func keepComponentsInPlace(_ appChanged: InsetLedger.Edges, _ s: ScrollSnapshot,
                                                _ a: inout AxisSnapshot) -> Bool {
        guard !appChanged.isEmpty, let last else { return false }
        let vertical = configuration.axis == .vertical
        let leading = appChanged.contains(vertical ? .top : .left) && headerInset > 0
        let trailing = appChanged.contains(vertical ? .bottom : .right) && footerInset > 0
        guard leading || trailing else { return false }
        let t = InsetLedger.tolerance
        if leading, let h = header, h.state == .refreshing, RefreshGeometry.headerRevealed(last) >= h.inset - t {
            a.offset = RefreshGeometry.headerPinnedOffset(a, pinned: h.inset)
        } else if trailing, let f = footer, f.kind == .backFooter, f.state == .refreshing,
                  RefreshGeometry.footerRevealed(last) >= f.sizes.pinned - t {
            a.offset = RefreshGeometry.maxRestingOffset(a) + f.sizes.pinned
        } else {
            a.offset = last.offset
        }
        return true
    }

    private mutating func advanceAnimations(_ s: ScrollSnapshot, _ a: inout AxisSnapshot, _ out: inout Effects) {
        guard let move = offsetAnimation else { return }
        let t = move.animation.fraction(at: s.time)
        let target = move.purpose == .pin ? pinnedReveal(move.role, a) : 0
        let reveal = move.animation.from + (target - move.animation.from) * Animation.ease(t)
        let y = offset(revealing: reveal, of: move.role, a)
        // UIKit's integrator would overwrite these frames from its own, stale offset.
        if s.isDecelerating { out.stopDecelerating = true }
        out.offset = configuration.axis.point(s.contentOffset, along: y)
        a.offset = y
        if move.purpose == .unpin { followReveal(move.role, a) }
        if move.purpose == .pin, move.role == .header, makesRoom {
            change(.header) { $0.inset = max($0.inset, min(max(reveal, 0), $0.fullInset)) }  // room grows with the reveal
        }
        if t >= 1 {
            if move.purpose == .pin { change(move.role) { $0.inset = $0.fullInset } }
            offsetAnimation = nil
            if move.purpose == .unpin { finishUnpin(move.role, &out) }
        }
    }

    /// While its inset goes back, a component holds exactly what is still revealed, never more.
    private mutating func followReveal(_ role: RefreshRole, _ a: AxisSnapshot) {
        let t = InsetLedger.tolerance
        if role == .header {
            let revealed = RefreshGeometry.headerRevealed(a)
            change(.header) { $0.inset = revealed > t ? min(revealed, $0.inset) : 0 }
        } else {
            let revealed = RefreshGeometry.footerRevealed(a), gap = RefreshGeometry.footerGap(a)
            change(.footer) { $0.inset = revealed > t ? min(revealed + gap, $0.inset) : 0 }
        }
    }

    private mutating func updateHeader(_ a: AxisSnapshot, _ s: ScrollSnapshot, canLayOut: Bool, _ out: inout Effects) {
        guard headerSlot.isAttached, headerSlot.isEnabled else { return }
        let revealed = RefreshGeometry.headerRevealed(a)
        // A new pull takes over from the room a short pull is giving back.
        if headerSlot.isReleasing, headerSlot.state == .idle, s.isDragging { headerSlot.isReleasing = false }
        if headerSlot.isReleasing {
            release(.header, a, s, &out)
        } else {
            switch headerSlot.state {
            case .idle, .pulling, .ready:
                trackPull(.header, revealed: revealed, canPull: true, a, s, &out)
                if makesRoom { makeRoom(revealed: revealed, a, s, &out) }
            case .refreshing where offsetAnimation?.role != .header:
                holdHeader(revealed: revealed, a, s)
                settleAtRest(.header, a, s, &out)
            default:
                break
            }
        }
        if headerSlot.isAttached, headerSlot.pendingBegin, canLayOut { startRefreshing(.header, a, s, &out) }
    }

    /// UIRefreshControl's pull: the header's inset grows as a finger reveals it, so the content sits on
    /// the edge of its range and follows the finger one to one for the header's height. A stretching
    /// navigation bar keeps its bottom edge one inset above the content, so it never covers the header,
    /// and the release adds nothing (no snap). A pull let go short of the trigger gives the room back
    /// by animating the content home with the inset following, as an ending does.
    private mutating func makeRoom(revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        guard headerSlot.isAttached, headerSlot.state != .refreshing else { return }
        let t = InsetLedger.tolerance
        if s.isDragging, canStart(.header) {
            let pinned = pinnedLength(.header, a)
            headerSlot.inset = revealed > t ? min(revealed, pinned) : 0  // float noise is no room
        } else if headerSlot.inset > t {
            headerSlot.isReleasing = true
            release(.header, a, s, &out)
        } else {
            headerSlot.inset = 0
        }
    }

    /// The refreshing header's inset follows what is visible of it, a delta each time: it shrinks as the
    /// content scrolls away (so plain-table section headers do not float below a gap) and grows back as
    /// a finger pulls it in; momentum or an animation toward the top gets room for the whole header, so
    /// the list does not stop with the header cut.
    private mutating func holdHeader(revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot) {
        let pinned = pinnedLength(.header, a), t = InsetLedger.tolerance
        let before = last.map(RefreshGeometry.headerRevealed) ?? revealed
        guard headerSlot.isAttached else { return }
        headerSlot.fullInset = pinned
        if s.isTracking || revealed < before - t {
            headerSlot.inset = revealed > t ? min(revealed, pinned) : 0  // float noise is no inset
        } else if revealed > before + t, revealed > 0 {
            headerSlot.inset = pinned
        }
    }

    /// A refreshing component that comes to rest partly in view is brought fully into view, as
    /// UIRefreshControl shows its spinner whole: the refresh still runs, and the header (or footer) is
    /// the only sign of it. At rest means no finger, no momentum, and no movement since the last event.
    private mutating func settleAtRest(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        guard offsetAnimation == nil else { return }
        let revealed = self.revealed(role, a), whole = pinnedReveal(role, a), t = InsetLedger.tolerance
        guard revealed > t, revealed < whole - t else { return }
        let moved = last.map { abs($0.offset - a.offset) > 1e-9 } ?? false
        guard !s.isTracking, !s.isDecelerating, !moved else {
            watchesForRest = true  // UIKit reports no event when momentum stops: look again next frame
            return
        }
        bringIntoView(role, revealed: revealed, a, s, &out)
    }

    /// Holds the whole inset of a refreshing component and brings it fully into view from `revealed`:
    /// animated, or at once without a pin duration. When the pull makes room, the header's inset grows
    /// with the animation instead, so a stretching bar above it stays where it is.
    private mutating func bringIntoView(_ role: RefreshRole, revealed: Double, _ a: AxisSnapshot, _ s: ScrollSnapshot,
                                        _ out: inout Effects) {
        let pinned = pinnedLength(role, a)
        change(role) {
            $0.fullInset = pinned
            $0.inset = pinned
        }
        if configuration.pinDuration > 0 {
            if makesRoom, role == .header { change(.header) { $0.inset = min(max(revealed, 0), pinned) } }
            startOffsetAnimation(role, .pin, fromReveal: revealed, duration: configuration.pinDuration, &out)
        } else {
            out.offset = configuration.axis.point(s.contentOffset, along: offset(revealing: pinnedReveal(role, a), of: role, a))
        }
    }

    /// Gives back the inset of a component whose refresh ended: it follows the content while a finger
    /// holds it (nothing animates under the finger), then animates back once the finger lifts.
    private mutating func release(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: inout Effects) {
        let attached = role == .header ? headerSlot.isAttached : footerSlot.isAttached
        guard attached, offsetAnimation?.role != role else { return }
        let kind = role == .header ? headerSlot.kind : footerSlot.kind
        let revealed = self.revealed(role, a), t = InsetLedger.tolerance
        guard kind != .autoFooter, inset(of: role) > t, revealed > t, configuration.endDuration > 0 else {
            return finishUnpin(role, &out)
        }
        if s.isTracking {
            followReveal(role, a)
            watchesForRest = true  // a touch that never drags lifts without any event
            if inset(of: role) <= t { finishUnpin(role, &out) }
            return
        }
        // One offset: a component being brought into view wins, and this ending completes at once.
        if let other = offsetAnimation, other.role != role, other.purpose == .pin { return finishUnpin(role, &out) }
        out.stopDecelerating = true  // a bounce still running would fight the animation and jump at its end
        startOffsetAnimation(role, .unpin, fromReveal: revealed, duration: configuration.endDuration, &out)
    }

    private mutating func updateFooter(_ a: AxisSnapshot, _ s: ScrollSnapshot, canLayOut: Bool, _ out: inout Effects) {
        guard footerSlot.isAttached, footerSlot.isEnabled else { return }
        let length = footerSlot.sizes.height
        let empty = footerSlot.sizes.hidesWhenContentIsEmpty && a.contentLength <= 0
        let wasReleasing = footerSlot.isReleasing, state = footerSlot.state
        if wasReleasing { release(.footer, a, s, &out) }
        switch footerSlot.kind {
        case .autoFooter:
            footerSlot.inset = empty ? 0 : length
            footerSlot.fullInset = length
            armAutoFooter(a, s)
            let trigger = RefreshGeometry.autoFooterTriggerOffset(
                a, length: length, percent: footerSlot.sizes.percent, preload: footerSlot.sizes.preload)
            let movingTowardEnd = last.map { a.offset > $0.offset + InsetLedger.tolerance } ?? false
            // UIKit rounds the furthest offset to whole pixels, so fractional content may stop up to half a
            // point (a pixel at 1x) short of the exact line.
            if state == .idle, footerSlot.isArmed, !empty, movingTowardEnd, a.offset >= trigger - 0.5, canLayOut,
               RefreshGeometry.headerRevealed(a) <= 0, canStart(.footer) {
                footerSlot.isArmed = false
                startRefreshing(.footer, a, s, &out)
            }
        case .backFooter:
            switch state {
            case .idle, .pulling, .ready:
                trackPull(.footer, revealed: RefreshGeometry.footerRevealed(a), canPull: !empty, a, s, &out)
            case .refreshing where !wasReleasing:
                let pinned = pinnedLength(.footer, a)
                footerSlot.inset = pinned  // follows content-size changes while loading
                footerSlot.fullInset = pinned
                if offsetAnimation?.role != .footer { settleAtRest(.footer, a, s, &out) }
            default:
                break
            }
        case .header:
            break
        }
        if footerSlot.isAttached, footerSlot.pendingBegin, canLayOut { startRefreshing(.footer, a, s, &out) }
    }

    /// Arms the auto footer: a drag, or any movement toward the end that RefreshKit's own animations,
    /// UIKit's momentum and a change of content, viewport or insets do not explain (VoiceOver's
    /// three-finger scroll, keyboard scrolling, `scrollToRow`). A pull past the top disarms it: that
    /// gesture's bounce back must not load more.
    private mutating func armAutoFooter(_ a: AxisSnapshot, _ s: ScrollSnapshot) {
        if RefreshGeometry.headerRevealed(a) > 0 {
            footerSlot.isArmed = false
            return
        }
        guard let last, !s.isDragging, !s.isDecelerating, offsetAnimation == nil,
              a.offset > last.offset + InsetLedger.tolerance, a.contentLength == last.contentLength,
              a.viewportLength == last.viewportLength, a.leadingInset == last.leadingInset,
              a.trailingInset == last.trailingInset else { return }
        footerSlot.isArmed = true
    }

    /// Follows a finger pulling `role`: progress while dragging, and on release a refresh if it was ready.
    private mutating func trackPull(_ role: RefreshRole, revealed: Double, canPull: Bool, _ a: AxisSnapshot,
                                    _ s: ScrollSnapshot, _ out: inout Effects) {
        guard role == .header ? headerSlot.isAttached : footerSlot.isAttached else { return }
        let state = role == .header ? headerSlot.state : footerSlot.state
        if s.isDragging && canPull && canStart(role) {
            let trigger = role == .header ? headerSlot.sizes.trigger : footerSlot.sizes.trigger
            let progress = RefreshGeometry.progress(revealed: revealed, trigger: trigger)
            apply(.pull(progress: progress), to: role, from: state, &out)
        } else if state == .ready {
            startRefreshing(role, a, s, &out)
        } else if state != .idle {
            apply(.release, to: role, from: state, &out)
        }
    }

    /// Enters `refreshing`, pins the component, and brings it into view without a jump.
    private mutating func startRefreshing(_ role: RefreshRole, _ a: AxisSnapshot, _ s: ScrollSnapshot,
                                          _ out: inout Effects) {
        guard role == .header ? headerSlot.isAttached : footerSlot.isAttached else { return }
        let state = role == .header ? headerSlot.state : footerSlot.state
        let wasPending = role == .header ? headerSlot.pendingBegin : footerSlot.pendingBegin
        let kind = role == .header ? headerSlot.kind : footerSlot.kind
        let event: RefreshState.Event = state == .ready && !wasPending ? .release : .begin
        change(role) { $0.pendingBegin = false }
        guard canStart(role) || event == .release, apply(event, to: role, from: state, &out) else { return }
        if offsetAnimation?.role == role { offsetAnimation = nil }  // a begin during the ending animation
        var generation = 0
        change(role) {
            $0.isReleasing = false
            $0.generation += 1
            generation = $0.generation
        }
        out.notify(.perform(role, generation: generation))
        guard kind != .autoFooter else { return }
        let pinned = pinnedLength(role, a)
        change(role) {
            $0.inset = pinned
            $0.fullInset = pinned
        }
        // Past the pinned line, a running bounce settles there by itself; otherwise animate there.
        let revealed = self.revealed(role, a), pinnedReveal = pinnedReveal(role, a), t = InsetLedger.tolerance
        let short = revealed < pinnedReveal - t
        let past = revealed > pinnedReveal + t
        // (A release past the line always gets UIKit's bounce: it starts right after the pan ends.)
        // (Deceleration this event already stopped, to end another animation, no longer settles anything.)
        let decelerating = s.isDecelerating && !out.stopDecelerating
        guard short || (past && event == .begin && !decelerating), !s.isDragging else { return }
        if decelerating { out.stopDecelerating = true }
        bringIntoView(role, revealed: revealed, a, s, &out)
    }

    /// There is one offset: another component's ending completes before this animation takes it over.
    private mutating func startOffsetAnimation(_ role: RefreshRole, _ purpose: OffsetAnimation.Purpose, fromReveal: Double,
                                               duration: Double, _ out: inout Effects) {
        if let other = offsetAnimation, other.role != role, other.purpose == .unpin { finishUnpin(other.role, &out) }
        offsetAnimation = OffsetAnimation(role: role, purpose: purpose,
                                          animation: Animation(from: fromReveal, start: time, duration: duration))
    }

    private mutating func finishUnpin(_ role: RefreshRole, _ out: inout Effects) {
        if offsetAnimation?.role == role { offsetAnimation = nil }
        var ending = false
        change(role) {
            $0.isReleasing = false
            if $0.kind != .autoFooter { $0.inset = 0 }
            ending = $0.state == .ending
        }
        if ending, apply(.finish, to: role, from: .ending, &out) {
            out.notify(.ended(role))
        }
    }

    /// How much inset a refreshing component holds: the pinned height (header, clamped to the
    /// viewport) or the footer plus the empty gap below short content (back footer).
    private func pinnedLength(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        let attached = role == .header ? headerSlot.isAttached : footerSlot.isAttached
        guard attached else { return 0 }
        switch role == .header ? headerSlot.kind : footerSlot.kind {
        case .header: return min(headerSlot.sizes.pinned, max(a.viewportLength, 0))
        case .backFooter: return footerSlot.sizes.pinned + RefreshGeometry.footerGap(a)
        case .autoFooter: return footerSlot.sizes.height
        }
    }

    /// The inset `role` holds (0 without a component).
    private func inset(of role: RefreshRole) -> Double { role == .header ? headerInset : footerInset }

    /// How far `role` is revealed past its rest line (the top, or the end of the content).
    private func revealed(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? RefreshGeometry.headerRevealed(a) : RefreshGeometry.footerRevealed(a)
    }

    /// The offset at which `role` is revealed by `reveal` points, from the live rest line.
    private func offset(revealing reveal: Double, of role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? -a.leadingInset - reveal : RefreshGeometry.maxRestingOffset(a) + reveal
    }

    /// How far `role` is revealed while pinned: its pinned height (the header's clamped to the viewport).
    private func pinnedReveal(_ role: RefreshRole, _ a: AxisSnapshot) -> Double {
        role == .header ? pinnedLength(.header, a) : footerSlot.isAttached ? footerSlot.sizes.pinned : 0
    }

    private mutating func writeOwnedInsets(_ out: inout Effects) {
        let owned = configuration.axis.insets(leading: headerInset, trailing: footerInset)
        let old = ledger.owned
        let t = InsetLedger.tolerance
        let grew = owned.top > old.top + t || owned.left > old.left + t
            || owned.bottom > old.bottom + t || owned.right > old.right + t
        let vertical = configuration.axis == .vertical
        var settled: InsetLedger.Edges = vertical ? [.left, .right] : [.top, .bottom]
        if !headerSlot.isAttached || headerSlot.isSettled { settled.insert(vertical ? .top : .left) }
        if !footerSlot.isAttached || footerSlot.isSettled { settled.insert(vertical ? .bottom : .right) }
        if let write = ledger.setOwned(owned, settled: settled) { out.inset = (write, grew) }
    }

    /// Places the components in content coordinates. When the pull makes room, the header's frame is the
    /// band its inset opens between the navigation bar and the content (it shows from its bottom edge as
    /// that band opens), so it never reaches under the bar and the large title.
    private mutating func layOut(_ a: AxisSnapshot, _ s: ScrollSnapshot) {
        let axis = configuration.axis
        if headerSlot.isAttached {
            let sizes = headerSlot.sizes, enabled = headerSlot.isEnabled
            let length = makesRoom ? min(max(headerSlot.inset, 0), sizes.height) : sizes.height
            let revealed = RefreshGeometry.headerRevealed(a)
            headerSlot.place(frame: axis.frame(position: -sizes.positionOffset - length, length: length, in: s),
                             isHidden: !enabled || revealed <= 0,
                             pullProgress: enabled ? Self.pullProgress(revealed, trigger: sizes.trigger) : 0)
        }
        if footerSlot.isAttached {
            let sizes = footerSlot.sizes, enabled = footerSlot.isEnabled
            let empty = sizes.hidesWhenContentIsEmpty && a.contentLength <= 0
            let revealed = RefreshGeometry.footerRevealed(a)
            footerSlot.place(frame: axis.frame(position: RefreshGeometry.footerPosition(a) + sizes.positionOffset,
                                               length: sizes.height, in: s),
                             isHidden: !enabled || empty || (footerSlot.kind == .backFooter && revealed <= 0),
                             pullProgress: enabled && !empty ? Self.pullProgress(revealed, trigger: sizes.trigger) : 0)
        }
    }

    /// `revealed` over the trigger distance, never negative.
    private static func pullProgress(_ revealed: Double, trigger: Double) -> Double {
        RefreshGeometry.progress(revealed: max(0, revealed), trigger: trigger)
    }
}

/// The effects of one event, kept apart so that they come out in a safe order: the inset write first,
/// then deceleration, then the offset, then notifications. Held inline: handling an event allocates nothing.
struct Effects {
    var inset: (ScrollInsets, Bool)?
    var stopDecelerating = false
    var offset: ScrollPoint?
    private var notifications = InlineEffects()

    mutating func notify(_ effect: RefreshEngine.Effect) { notifications.append(effect) }

    var isEmpty: Bool { inset == nil && !stopDecelerating && offset == nil && notifications.isEmpty }
    /// Whether there is a write to the scroll view and no notification.
    var hasOnlyWrites: Bool { (inset != nil || offset != nil) && notifications.isEmpty }

    /// Whether there is a notification (an action to run, an ending, a rejection).
    var hasNotifications: Bool { !notifications.isEmpty }

    /// Calls `body` with each notification, in order.
    func forEachNotification(_ body: (RefreshEngine.Effect) -> Void) { notifications.forEach(body) }

    /// Calls `body` with each effect, in order.
    func forEach(_ body: (RefreshEngine.Effect) -> Void) {
        if let inset { body(.setContentInset(inset.0, preservingOffset: inset.1)) }
        if stopDecelerating { body(.stopDecelerating) }
        if let offset { body(.setContentOffset(offset)) }
        notifications.forEach(body)
    }
}

/// Up to four notifications inline (an event has at most a few: a perform, an ended, a rejection per
/// role), more in an array that is only ever allocated past four.
struct InlineEffects {
    private var first: RefreshEngine.Effect?
    private var second: RefreshEngine.Effect?
    private var third: RefreshEngine.Effect?
    private var fourth: RefreshEngine.Effect?
    private var more: [RefreshEngine.Effect] = []

    var isEmpty: Bool { first == nil }

    mutating func append(_ effect: RefreshEngine.Effect) {
        if first == nil { first = effect } else if second == nil { second = effect }
        else if third == nil { third = effect } else if fourth == nil { fourth = effect } else { more.append(effect) }
    }

    func forEach(_ body: (RefreshEngine.Effect) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        guard let third else { return }
        body(third)
        guard let fourth else { return }
        body(fourth)
        more.forEach(body)
    }
}
