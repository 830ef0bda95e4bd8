/// The decisions of one scroll view's header and footer: a value that consumes events and returns effects.
///
/// Every event comes with a fresh ``ScrollSnapshot``; the engine updates the state machines and the
/// inset ledger and answers with what the host must do. It never calls the host itself, so a host
/// may deliver events re-entrantly (KVO fired by the host's own writes) without overlapping access.
/// Effects are ordered: the inset write first, then deceleration, then the offset, then
/// notifications, because events the first write triggers must already see it on the scroll view.
///
/// One file per concern: this one holds the types and the one entry point, ``process(_:_:into:)``;
/// `+Slot` what each component keeps, `+Commands` the app's verbs, `+Evaluation` the rules applied on
/// every event (the footer's own in `+Footer`), `+Layout` the lengths and frames they share, `+Animations` the offset animations and the
/// giving back of insets, `+Incremental` how an event the last evaluation already decided skips the
/// rules, `+Checks` the proof of that, and `Effects.swift` the effects' container. A right-to-left
/// carousel reaches the engine mirrored (`ScrollSnapshot+RightToLeft.swift`, applied by the binding).
///
/// The route of a pull cycle, header shown (the footer's is the same with `updateFooter`):
/// 1. **Pull.** ``process(_:_:into:)`` → `evaluate` → `decide` → `updateHeader` → `trackPull`: while a
///    finger drags, the state follows `revealed / trigger` through the transition table (`pulling`, `ready`);
///    under a stretching bar `makeRoom` also grows the inset with the reveal.
/// 2. **Release.** The next event without the finger: `trackPull` sees `ready` and calls `startRefreshing`:
///    state `refreshing`, the `perform` notification, the pinned inset; short of the pinned line,
///    `bringIntoView` starts the `.pin` offset animation.
/// 3. **Pin.** Each `tick` runs `advanceAnimations`; while refreshing, `holdHeader` keeps the inset equal
///    to what is visible of the header and `settleAtRest` brings a header left partly cut back into view
///    once a whole frame passed without movement (`Moment.atRest`).
/// 4. **End.** ``Event/end(_:generation:)`` → `end` (state `ending`, `isReleasing`; a pin still running
///    is dropped); the evaluation that follows calls `release`, which starts the `.unpin` animation (or,
///    under a finger, `followReveal`). A back footer releases at the next frame, after the layout pass that
///    lands a reload (`releasesAtNextFrame`).
/// 5. **Unpin.** Each `tick`: `advanceAnimations` moves the offset home and `followReveal` lets the inset
///    follow; the last frame calls `finishUnpin` (state `idle`, the `ended` notification).
/// Every evaluation ends with `writeOwnedInsets` (RefreshKit's part, through the ``InsetLedger``) and
/// `layOut` (frames, visibility, progress).
struct RefreshEngine: Equatable {
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

    enum Event: Sendable, Hashable {
        /// The host saw something change (offset, size, inset, bounds, pan state, window).
        case observed
        /// What the host saw change while RefreshKit's own writes were applied (their KVO, and what UIKit did in
        /// answer, such as a large title following the offset), observed once they are all applied.
        case echo
        /// A component was added; one replaces an existing component in the same role.
        ///
        /// The metrics cases are `indirect`: inline, their payload (15 words) made every event that large, and the
        /// binding loaded and tested all of it on each KVO event and frame to tell `.observed` from `.tick`.
        indirect case attach(Kind, RefreshMetrics)
        case detach(RefreshRole)
        /// The role's refresh goes on on another scroll view (``RefreshBinding/handOver(_:to:)``): the slot leaves
        /// and gives its inset back, and no ending is told.
        case handOff(RefreshRole)
        /// A header whose refresh goes on here, handed over by another scroll view's engine: it refreshes at once,
        /// holding `inset` (of `fullInset`) with the content moved to show it, under the action's `generation`.
        indirect case adopt(RefreshMetrics, inset: Double, fullInset: Double, generation: Int)
        indirect case setMetrics(RefreshRole, RefreshMetrics)
        /// Enables or disables a component; disabled, it holds no inset, cannot trigger and refuses begins.
        case setEnabled(RefreshRole, Bool)
        case begin(RefreshRole)
        /// Begins a refresh that shows where the user is, as a system control shows a load the app started: the
        /// content is moved (to bring the component into view) only when the component's edge is at rest in view,
        /// and momentum is never stopped; scrolled away, the component holds its room and shows when the user
        /// comes back to that edge (`holdHeader`, `settleAtRest`). A SwiftUI model's own load begins this way.
        case beginInPlace(RefreshRole)
        /// Ends the refresh; with a generation, only if that refresh is still the current one.
        case end(RefreshRole, generation: Int?)
        case noMoreData(RefreshRole)
        case resetNoMoreData(RefreshRole)
        /// The app sets its own inset through RefreshKit (`rk.contentInset`).
        case setAppInset(ScrollInsets)
        /// A frame of the engine's clock while ``needsFrames`` is true.
        case tick

        // Pattern matches, not `==`: the synthesized comparison builds the other event and compares case by case.

        /// A report of the host's (a change it observed or a display frame), not an app's call.
        var isHostReport: Bool {
            switch self {
            case .observed, .tick: true
            default: false
            }
        }

        /// A display frame of the engine's clock.
        var isTick: Bool {
            if case .tick = self { true } else { false }
        }

        /// The echo of RefreshKit's own writes.
        var isEcho: Bool {
            if case .echo = self { true } else { false }
        }
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

    var configuration: Configuration {
        didSet { incremental = Incremental() }  // its band was found under the old rules
    }
    /// The header's slot, in place; see ``Slot/isAttached``.
    var headerSlot = Slot.detached
    /// The footer's slot, in place.
    var footerSlot = Slot.detached
    var ledger = InsetLedger()
    var offsetAnimation: OffsetAnimation?
    /// Where the last event left the content, measured along the axis: rules that compare with the
    /// previous event (did it move, toward which end) read it.
    var last: AxisSnapshot?
    var wasDragging = false
    /// The clock of the latest readable event; animations start from it.
    var time = 0.0
    /// A refreshing or releasing component is partly in view: frames are needed to see the content come
    /// to rest (UIKit reports no event when momentum stops) or the finger lift.
    var watchesForRest = false
    /// Where frames (``Event/tick``) have found the content, until an event moves it, and since when: rest is
    /// a frame that finds it there ``restInterval`` after the first did (`decide`).
    var frameOffset: Double?
    var frameOffsetSince = 0.0
    /// An outside scroll animation took the offset from RefreshKit's own (``yieldToOutsideScroll(_:_:_:)``): until
    /// the content rests, RefreshKit starts no offset animation of its own and the inset follows what is revealed.
    var yieldsToScroll = false

    /// How long the content must stay where frames found it to be at rest: more than a frame at 120 Hz
    /// (8.3 ms), so that a 60 Hz scroll animation of UIKit's under RefreshKit's 120 Hz clock is not taken for
    /// rest between two of its frames, and no more than a frame at 60 Hz (16.7 ms).
    static let restInterval = 0.015
    /// What the incremental path compares a new event with. Not a decision: ``==`` ignores it.
    var incremental = Incremental()
    #if DEBUG
    /// Whether every event the incremental path takes is checked against the full path (`+Checks`); tests
    /// that report a difference themselves, with the session that led to it, turn it off.
    var assertsIncrementalPath = true
    #endif

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether the host must deliver ``Event/tick`` every frame.
    var needsFrames: Bool { offsetAnimation != nil || watchesForRest }

    /// The app's own `contentInset`, without RefreshKit's part.
    var appInset: ScrollInsets { ledger.app }

    /// Whether two engines have decided the same: everything but the incremental path's memory.
    static func == (lhs: RefreshEngine, rhs: RefreshEngine) -> Bool {
        lhs.configuration == rhs.configuration && lhs.headerSlot == rhs.headerSlot && lhs.footerSlot == rhs.footerSlot
            && lhs.ledger == rhs.ledger && lhs.offsetAnimation == rhs.offsetAnimation && lhs.last == rhs.last
            && lhs.wasDragging == rhs.wasDragging && lhs.time == rhs.time && lhs.watchesForRest == rhs.watchesForRest
            && lhs.frameOffset == rhs.frameOffset && lhs.frameOffsetSince == rhs.frameOffsetSince
            && lhs.yieldsToScroll == rhs.yieldsToScroll
    }

    /// The horizontal list's layout direction flipped, so the snapshots arrive mirrored from now on: the ledger's
    /// left and right trade places (no inset is lost) and geometry measured from the other end is forgotten.
    mutating func flipHorizontally() {
        ledger.mirrorHorizontally()
        last = nil
        frameOffset = nil
        incremental = Incremental()
    }

    /// Handles `event` and returns the effects as an array (for tests); the binding uses ``process(_:_:into:)``.
    mutating func handle(_ event: Event, _ snapshot: ScrollSnapshot) -> [Effect] {
        var list: [Effect] = []
        var out = Effects()
        process(event, snapshot, into: &out)
        out.forEach { list.append($0) }
        return list
    }

    /// Handles `event` and adds its effects to `out` (empty when called), a value that holds them without
    /// allocating; the caller's, so that they are not copied on the way out.
    ///
    /// The one entry point. An observation or frame that the last evaluation already decided takes the
    /// incremental path (``Incremental``) and returns false: nothing changed, nothing to apply or tell.
    /// Everything else takes the full path and returns true.
    @discardableResult
    mutating func process(_ event: Event, _ snapshot: ScrollSnapshot, into out: inout Effects) -> Bool {
        let isTick: Bool
        switch event {
        case .observed, .echo: isTick = false
        case .tick: isTick = true
        default:
            processFully(event, snapshot, &out)
            return true
        }
        #if DEBUG
        let before = self
        #endif
        if processIncrementally(snapshot, isTick: isTick) {
            #if DEBUG
            if assertsIncrementalPath { checkIncrementalPath(event, snapshot, from: before) }
            #endif
            return false
        }
        processFully(event, snapshot, &out)
        return true
    }

    /// The full path: the ledger learns the observed inset, the command runs, and a readable snapshot is
    /// projected onto the axis and evaluated.
    mutating func processFully(_ event: Event, _ snapshot: ScrollSnapshot, _ out: inout Effects) {
        incremental = Incremental()  // until an evaluation leaves a new one
        let readable = snapshot.isReadable
        if readable { time = snapshot.time }
        let insetIsReadable = snapshot.contentInset.isFinite
        var step = Step(isTick: event.isTick)
        step.isEcho = event.isEcho
        if insetIsReadable { step.appChanged = ledger.observe(snapshot.contentInset) }
        run(event, &step, &out)

        if readable {
            // The snapshot itself, by reference, unless a negative size must be raised to zero first.
            if snapshot.hasNegativeSize {
                evaluate(snapshot.clampingSizes, step, &out)
            } else {
                evaluate(snapshot, step, &out)
            }
        } else if insetIsReadable {
            writeOwnedInsets(&out)  // geometry unreadable: still give back or keep RefreshKit's part
        }
    }

    /// Projects a valid snapshot (finite, no negative size) onto the axis and decides.
    private mutating func evaluate(_ s: ScrollSnapshot, _ step: Step, _ out: inout Effects) {
        let base = ledger.base(adjusted: s.adjustedContentInset, observed: s.contentInset)
        decide(configuration.axis.project(s, base: base), s, step, &out)
    }

    /// What an event brings to the evaluation besides the snapshot.
    struct Step {
        /// A frame: offset animations advance.
        var isTick: Bool
        /// The echo of RefreshKit's own writes (``Event/echo``): nothing outside moved the content.
        var isEcho = false
        /// Edges on which the app changed its inset in this event.
        var appChanged: InsetLedger.Edges = []
        /// A header adopted in this event holds this much: the content moves by it to show the band.
        var adoptedInset = 0.0
        /// A command dropped an offset animation (its component removed or disabled).
        var abandonedAnimation = false
    }
}
