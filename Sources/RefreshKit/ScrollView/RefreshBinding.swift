/// Connects one scroll view to its header and footer: it feeds the engine and carries out its effects.
///
/// The host calls ``hostDidChange(_:)`` for every change it observes and ``frameDidTick(_:)`` on every
/// frame while the clock runs. Inset, offset and deceleration effects are applied at once, in the
/// engine's order. Changes the host reports while those effects are being applied (KVO fired by
/// RefreshKit's own writes) are coalesced into one observation afterwards: the engine never sees the
/// transient half of a compound write, such as an offset clamped by an inset write and then put back.
/// Actions and end notifications are queued until the outermost event has been handled, so user
/// code never runs in the middle of an inset write.
///
/// Host API: apps never see it. Custom hosts and tests reach it with `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
@MainActor
public final class RefreshBinding {
    /// Nested events deeper than this are dropped and counted: a guard against feedback loops.
    static let maxDepth = 8

    // Exclusivity: release builds drop the runtime's access tracking on the two properties every event
    // touches, `engine` and `dispatch` (with it, an idle scroll event costs 783 instructions instead of 486:
    // `Benchmarks/`). Debug builds, which run the test suite, keep it, so an access that overlaps another
    // traps there. None can: the class is main-actor isolated, neither property is passed `inout`, and
    // each access is a read, a write, or the engine's `process`, which calls nothing outside the engine.
    #if DEBUG
    private(set) var engine: RefreshEngine
    private var dispatch = Dispatch()
    #else
    @exclusivity(unchecked) private(set) var engine: RefreshEngine
    @exclusivity(unchecked) private var dispatch = Dispatch()
    #endif

    /// The scroll view it drives, held weakly: a freed scroll view stops the binding.
    public private(set) weak var host: (any RefreshHost)?
    /// The header; changed only by attaching, detaching and handing over.
    var headerController: RefreshController?
    private var footerController: RefreshController?
    /// Notifications waiting for the outermost event to finish; its capacity is kept, so queueing allocates
    /// only the first time.
    private var queued: [RefreshEngine.Effect] = []

    /// Whether RefreshKit is writing the scroll view's inset or offset right now: a change observed now is
    /// RefreshKit's own (a nested page's binding takes it as a programmatic move, not the user's).
    public var isApplyingEffects: Bool { dispatch.isApplyingEffects }
    /// Events dropped by the depth guard; stays 0 unless something loops.
    public var droppedEvents: Int { dispatch.droppedEvents }
    /// Events the engine handled, nested ones included.
    public var handledEvents: Int { dispatch.handledEvents }

    /// The identity of ``host``, to recognise it when it passes itself (see ``hostDidChange(_:)``).
    private let hostIdentity: ObjectIdentifier
    /// What its controllers hold weakly in place of the binding (``RefreshBindingLink``).
    private(set) lazy var link = RefreshBindingLink(self)

    /// The axis the header and footer work along: `.vertical` (top and bottom edges) or `.horizontal`
    /// (the header at the left edge, the footer at the right), fixed for the binding's life.
    public let axis: ScrollAxis

    /// A binding that drives `host`'s header and footer along `axis`.
    public init(host: any RefreshHost, configuration: RefreshConfiguration = RefreshConfiguration(),
                axis: ScrollAxis = .vertical) {
        self.host = host
        hostIdentity = ObjectIdentifier(host)
        self.axis = axis
        self.configuration = configuration
        engine = RefreshEngine(configuration: configuration.engine(axis: axis))
        queued.reserveCapacity(8)
    }

    /// A scroll view freed while someone awaits `refresh()` takes its binding along: the wait ends.
    deinit {
        headerController?.waiters.resumeAll()
        footerController?.waiters.resumeAll()
    }

    /// Durations and rules shared by the header and footer; changes apply from the next event.
    public var configuration: RefreshConfiguration {
        didSet { engine.configuration = configuration.engine(axis: axis) }
    }

    /// The attached header, if any.
    public var header: RefreshController? { headerController }
    /// The attached footer, if any.
    public var footer: RefreshController? { footerController }
    /// Whether nothing is attached: the host may stop observing.
    public var isEmpty: Bool { headerController == nil && footerController == nil }

    private subscript(role: RefreshRole) -> RefreshController? {
        get { role == .header ? headerController : footerController }
        set { if role == .header { headerController = newValue } else { footerController = newValue } }
    }

    /// Whether the next frame gives a footer's inset back after a layout pass (an ending made in the same turn
    /// as a reload): ``frameDidTick(_:)`` has the host lay out what is pending first.
    public var waitsForLayout: Bool { engine.footerSlot.isAttached && engine.footerSlot.releasesAtNextFrame }

    /// RefreshKit's part of `contentInset`: what the header and footer hold right now.
    public var heldInset: ScrollInsets { physical(engine.ledger.owned) }

    /// The app's own `contentInset`, without RefreshKit's part.
    public var appContentInset: ScrollInsets {
        engine.ledger.known == nil ? host?.refreshSnapshot.contentInset ?? .zero : physical(engine.appInset)
    }

    /// Sets the app's own `contentInset`; RefreshKit's part stays on top.
    public func setAppContentInset(_ insets: ScrollInsets) {
        send(.setAppInset(physical(insets)))
    }

    /// Insets between the engine's terms and the view's: the same, or left and right traded for a list that
    /// runs right to left (mirroring twice gives the value back).
    private func physical(_ insets: ScrollInsets) -> ScrollInsets {
        dispatch.isRightToLeft ? insets.mirroredHorizontally : insets
    }

    /// Adds `controller` in its role, replacing (and detaching) the one there.
    public func attach(_ controller: RefreshController) {
        if let old = self[controller.role] {
            if old === controller { return }
            detach(old)
        }
        controller.binding?.detach(controller)
        host?.prepareForRefresh()
        self[controller.role] = controller
        forgetSynced(controller.role)
        send(.attach(controller.kind, controller.metrics))
        if !controller.isEnabled { send(.setEnabled(controller.role, false)) }
        controller.didAttach(to: self)
    }

    /// Removes `controller`, giving back the inset it held; a refresh in progress ends without animation.
    public func detach(_ controller: RefreshController) {
        guard self[controller.role] === controller else { return }
        send(.detach(controller.role))
        self[controller.role] = nil
        forgetSynced(controller.role)
        controller.didDetach()
    }

    /// Tells the engine that `host`, the binding's ``host``, saw its geometry or interaction state change.
    ///
    /// The host passes itself, so the binding does not load its weak reference (with its retain and
    /// release, a third of an idle event's cost); any other object is ignored.
    public func hostDidChange(_ host: any RefreshHost) {
        guard ObjectIdentifier(host) == hostIdentity else { return }
        if dispatch.isApplyingEffects {
            dispatch.observedWhileApplying = true  // coalesced: handled once the effects are applied
        } else {
            send(.observed, to: host)
        }
    }

    /// Advances the engine's animations by one display frame of `host`, the binding's ``host``; any other
    /// object is ignored.
    ///
    /// A footer ended in the same turn as a reload gives its inset back from this frame, measured from where the
    /// new content ends: a layout pass still pending is landed first (the run loop normally has by now).
    public func frameDidTick(_ host: any RefreshHost) {
        guard ObjectIdentifier(host) == hostIdentity else { return }
        if waitsForLayout { host.layoutPendingContent() }
        send(.tick, to: host)
    }

    func send(_ event: RefreshEngine.Event) {
        guard let host else { return }
        send(event, to: host)
    }

    /// Handles `event` for `host`, the binding's host, already loaded: the echo of the effects it applies is
    /// handled with it too, so the weak reference is read once per event.
    private func send(_ event: RefreshEngine.Event, to host: any RefreshHost) {
        guard dispatch.depth < Self.maxDepth else {
            dispatch.droppedEvents += 1
            return
        }
        dispatch.handledEvents &+= 1
        // What carries the outermost event: a report of the host's (KVO, a layout pass, a frame) or an app's call.
        if dispatch.depth == 0 { dispatch.isReport = event.isHostReport }
        // Read once: on a device, each read asks the scroll view for a dozen values.
        let snapshot = host.refreshSnapshot
        if axis == .horizontal, snapshot.isRightToLeft {
            // The base without RefreshKit's part, in the view's terms: the mirror turns about a width that does
            // not move when a component holds inset.
            let owned = dispatch.isRightToLeft ? engine.ledger.owned.mirroredHorizontally : engine.ledger.owned
            let width = snapshot.mirrorWidth(base: snapshot.adjustedContentInset - owned)
            if width != dispatch.mirrorWidth {
                // Frames placed from the mirror width move with it, though the engine's did not.
                dispatch.mirrorWidth = width
                dispatch.forgetSyncedPresentations()
            }
            handle(event, snapshot.mirroredHorizontally(about: width), rightToLeft: true, host)
        } else {
            handle(event, snapshot, rightToLeft: false, host)
        }
    }

    /// Handles `event` on `snapshot`, as the engine sees it (mirrored for a list that runs right to left).
    /// (Inlined into both branches of `send`, so that the common one neither copies the snapshot nor mirrors.)
    @inline(__always)
    private func handle(_ event: RefreshEngine.Event, _ snapshot: ScrollSnapshot, rightToLeft: Bool,
                        _ host: any RefreshHost) {
        if rightToLeft != dispatch.isRightToLeft {
            dispatch.isRightToLeft = rightToLeft
            engine.flipHorizontally()
            // The engine's frames keep their numbers across a flip: tell the controllers where they are now.
            dispatch.forgetSyncedPresentations()
        }
        // False: the engine changed nothing (an idle scroll, the echo of its own write): nothing to apply,
        // sync or tell.
        guard engine.process(event, snapshot, into: &dispatch.effects) else { return }
        // Read out before the host's writes, whose echo is handled with the same storage once they are done;
        // notifications wait for the outermost event.
        let (inset, stopsDecelerating, offset) = (dispatch.effects.inset, dispatch.effects.stopDecelerating,
                                                   dispatch.effects.offset)
        if !dispatch.effects.notifications.isEmpty { queued.append(contentsOf: dispatch.effects.notifications) }
        dispatch.effects.reset()  // empty again for the next event (the incremental path adds nothing)
        dispatch.depth += 1
        let wasApplying = dispatch.isApplyingEffects
        dispatch.isApplyingEffects = true
        // In the engine's order: the inset, deceleration, the offset.
        if let (insets, preserving) = inset { host.setRefreshContentInset(physical(insets), preservingOffset: preserving) }
        if stopsDecelerating { host.stopRefreshDeceleration() }
        if var offset {
            if rightToLeft { offset.x = snapshot.mirroredOffsetX(offset.x, about: dispatch.mirrorWidth) }
            host.setRefreshContentOffset(offset)
        }
        dispatch.isApplyingEffects = wasApplying
        if !dispatch.isApplyingEffects && dispatch.observedWhileApplying {
            dispatch.observedWhileApplying = false
            send(.echo, to: host)
        }
        dispatch.depth -= 1
        syncControllers()
        if dispatch.depth == 0 { flush() }
    }

    func forgetSynced(_ role: RefreshRole) {
        if role == .header { dispatch.syncedHeader = nil } else { dispatch.syncedFooter = nil }
    }

    /// Tells each controller of a new presentation.
    private func syncControllers() {
        if let (shown, version) = engine.presentation(.header, newerThan: dispatch.syncedHeader) {
            dispatch.syncedHeader = version
            dispatch.needsPublish = true
            headerController?.update(from: placed(shown))
        }
        if let (shown, version) = engine.presentation(.footer, newerThan: dispatch.syncedFooter) {
            dispatch.syncedFooter = version
            dispatch.needsPublish = true
            footerController?.update(from: placed(shown))
        }
        if engine.needsFrames != dispatch.clockRunning {
            dispatch.clockRunning.toggle()
            host?.setRefreshFrameClockRunning(dispatch.clockRunning)
        }
    }

    /// A presentation with its frame where the view has it (mirrored back for a list that runs right to left).
    private func placed(_ shown: RefreshEngine.Presentation) -> RefreshEngine.Presentation {
        guard dispatch.isRightToLeft else { return shown }
        var placed = shown
        placed.frame = shown.frame.mirroredHorizontally(about: dispatch.mirrorWidth)
        return placed
    }

    private func flush() {
        // Observers first: an app that sees `refreshing` before its action runs, and whose callback may
        // send commands of its own (handled as new outermost events).
        if dispatch.needsPublish {
            dispatch.needsPublish = false
            headerController?.publishChanges()
            footerController?.publishChanges()
        }
        if !queued.isEmpty { deliverQueued() }
    }

    /// Runs the queued actions and end notifications; kept out of ``flush()``, whose common case (nothing
    /// queued) then does not pay for what they need (generic metadata, tasks).
    ///
    /// A completion-style action whose refresh began from a host's report runs on the main queue's next turn
    /// (``RefreshHost/performOnNextTurn(_:)``), never inside UIKit's KVO callback or layout pass; one begun by the
    /// app's own call (`beginRefreshing()` on a view ready for it) runs inside that call, as before.
    @inline(never)
    private func deliverQueued() {
        let deferring = dispatch.isReport ? host : nil
        while !queued.isEmpty {
            let effect = queued.removeFirst()
            switch effect {
            case .perform(let role, let generation):
                self[role]?.perform(generation: generation, onNextTurn: deferring)
            case .ended(let role):
                self[role]?.didEnd()
            case .rejected(let role, let state, let event):
                self[role]?.didReject(event, in: state)
            case .setContentInset, .stopDecelerating, .setContentOffset:
                break
            }
        }
    }
}
