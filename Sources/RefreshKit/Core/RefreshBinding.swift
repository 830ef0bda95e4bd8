/// Connects one scroll view to its header and footer: it feeds the engine and carries out its effects.
///
/// The host calls ``hostDidChange()`` for every change it observes and ``frameDidTick()`` on every
/// frame while the clock runs. Inset, offset and deceleration effects are applied at once, in the
/// engine's order. Changes the host reports while those effects are being applied (KVO fired by
/// RefreshKit's own writes) are coalesced into one observation afterwards: the engine never sees the
/// transient half of a compound write, such as an offset clamped by an inset write and then put back.
/// Actions and end notifications are queued until the outermost event has been handled, so user
/// code never runs in the middle of an inset write.
@MainActor
public final class RefreshBinding {
    /// Nested events deeper than this are dropped and counted: a guard against feedback loops.
    static let maxDepth = 8

    // Exclusivity: the stored properties read or written on every scroll event are marked
    // `@exclusivity(unchecked)`, which drops the runtime's access tracking (a quarter of an event's cost).
    // That is sound because no access to them can overlap another: the class is main-actor isolated (one
    // thread), no property is passed `inout` to anything, and each access is instantaneous: a read, a write,
    // or a mutating call on the engine (`process`, `handleQuietly`), a value type that calls nothing outside
    // itself. Host writes and controller callbacks, which may re-enter `send`, run only between accesses.
    // The weak `host` is read the same way: each access is a load of the reference, and calls are made on
    // the loaded value after the access has ended.
    /// The scroll view it drives, held weakly: a freed scroll view stops the binding.
    @exclusivity(unchecked) public private(set) weak var host: (any RefreshHost)?
    @exclusivity(unchecked) private(set) var engine: RefreshEngine
    @exclusivity(unchecked) private var headerController: RefreshController?
    @exclusivity(unchecked) private var footerController: RefreshController?
    /// Notifications waiting for the outermost event to finish; its capacity is kept, so queueing allocates
    /// only the first time.
    @exclusivity(unchecked) private var queued: [RefreshEngine.Effect] = []
    @exclusivity(unchecked) private var depth = 0
    /// Whether RefreshKit is writing the scroll view's inset or offset right now: a change observed now is
    /// RefreshKit's own (a nested page's binding takes it as a programmatic move, not the user's).
    @exclusivity(unchecked) public private(set) var isApplyingEffects = false
    @exclusivity(unchecked) private var observedWhileApplying = false
    @exclusivity(unchecked) private var clockRunning = false
    /// The version of the presentation each controller was last given: an unchanged one costs a comparison.
    @exclusivity(unchecked) private var syncedHeader: Int?
    @exclusivity(unchecked) private var syncedFooter: Int?
    /// A controller was given a new presentation since observers were last told.
    @exclusivity(unchecked) private var needsPublish = false
    /// Events dropped by the depth guard; stays 0 unless something loops.
    public private(set) var droppedEvents = 0
    /// Events the engine handled, nested ones included.
    @exclusivity(unchecked) public private(set) var handledEvents = 0

    /// The identity of ``host``, to recognise it when it passes itself (see ``hostDidChange(_:)``).
    private let hostIdentity: ObjectIdentifier

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

    /// Whether the engine takes its short paths (``RefreshEngine/ShortPath``; tests turn them off to compare).
    var usesShortPaths: Bool {
        get { engine.usesShortPaths }
        set { engine.usesShortPaths = newValue }
    }

    /// Whether the engine recognises the echo of its own writes without a full evaluation (tests turn it off).
    var usesEchoShortcut: Bool {
        get { engine.usesEchoShortcut }
        set { engine.usesEchoShortcut = newValue }
    }

    /// RefreshKit's part of `contentInset`: what the header and footer hold right now.
    public var heldInset: ScrollInsets { engine.ledger.owned }

    /// The app's own `contentInset`, without RefreshKit's part.
    public var appContentInset: ScrollInsets {
        engine.ledger.known == nil ? host?.refreshSnapshot.contentInset ?? .zero : engine.appInset
    }

    /// Sets the app's own `contentInset`; RefreshKit's part stays on top.
    public func setAppContentInset(_ insets: ScrollInsets) {
        send(.setAppInset(insets))
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

    /// Tells the engine the host's geometry or interaction state changed.
    public func hostDidChange() {
        if let host { hostDidChange(host) }
    }

    /// Advances the engine's animations by one display frame.
    public func frameDidTick() {
        send(.tick)
    }

    /// ``hostDidChange()`` from the host itself, which passes itself along: the binding then does not load
    /// its weak reference to the host (with its retain and release, a third of an idle event's cost).
    ///
    /// Any other object than the binding's ``host`` is ignored.
    public func hostDidChange(_ host: any RefreshHost) {
        guard ObjectIdentifier(host) == hostIdentity else { return }
        if isApplyingEffects {
            observedWhileApplying = true
        } else {
            send(.observed, to: host)
        }
    }

    /// ``frameDidTick()`` from the host itself; any other object than the binding's ``host`` is ignored.
    public func frameDidTick(_ host: any RefreshHost) {
        guard ObjectIdentifier(host) == hostIdentity else { return }
        send(.tick, to: host)
    }

    func send(_ event: RefreshEngine.Event) {
        guard let host else { return }
        send(event, to: host)
    }

    /// Handles `event` for `host`, the binding's host, already loaded: the echo of the effects it applies is
    /// handled with it too, so the weak reference is read once per event.
    private func send(_ event: RefreshEngine.Event, to host: any RefreshHost) {
        // Read once: on a device, each read asks the scroll view for a dozen values.
        let snapshot = host.refreshSnapshot
        // The idle scroll, and the echo of RefreshKit's own writes: the engine changes nothing, so there is
        // nothing to apply, sync or tell.
        if case .observed = event,
           depth == 0 ? engine.handleQuietly(snapshot) || engine.handleEcho(snapshot) : engine.handleEcho(snapshot) {
            handledEvents &+= 1
            return
        }
        guard depth < Self.maxDepth else {
            droppedEvents += 1
            return
        }
        depth += 1
        handledEvents += 1
        let wasApplying = isApplyingEffects
        isApplyingEffects = true
        var effects = Effects()
        engine.process(event, snapshot, into: &effects)
        // In the engine's order: the inset, deceleration, the offset, then the notifications for later.
        if let (insets, preserving) = effects.inset { host.setRefreshContentInset(insets, preservingOffset: preserving) }
        if effects.stopDecelerating { host.stopRefreshDeceleration() }
        if let offset = effects.offset { host.setRefreshContentOffset(offset) }
        if effects.hasNotifications { effects.forEachNotification { queued.append($0) } }
        isApplyingEffects = wasApplying
        if !isApplyingEffects && observedWhileApplying {
            observedWhileApplying = false
            send(.observed, to: host)
        }
        depth -= 1
        syncControllers()
        if depth == 0 { flush() }
    }

    private func forgetSynced(_ role: RefreshRole) {
        if role == .header { syncedHeader = nil } else { syncedFooter = nil }
    }

    private func syncControllers() {
        if let (shown, version) = engine.presentation(.header, newerThan: syncedHeader) {
            syncedHeader = version
            needsPublish = true
            headerController?.update(from: shown)
        }
        if let (shown, version) = engine.presentation(.footer, newerThan: syncedFooter) {
            syncedFooter = version
            needsPublish = true
            footerController?.update(from: shown)
        }
        if engine.needsFrames != clockRunning {
            clockRunning.toggle()
            host?.setRefreshFrameClockRunning(clockRunning)
        }
    }

    private func flush() {
        // Observers first: an app that sees `refreshing` before its action runs, and whose callback may
        // send commands of its own (handled as new outermost events).
        if needsPublish {
            needsPublish = false
            headerController?.publishChanges()
            footerController?.publishChanges()
        }
        if !queued.isEmpty { deliverQueued() }
    }

    /// Runs the queued actions and end notifications; kept out of ``flush()``, whose common case (nothing
    /// queued) then does not pay for what they need (generic metadata, tasks).
    @inline(never)
    private func deliverQueued() {
        while !queued.isEmpty {
            let effect = queued.removeFirst()
            switch effect {
            case .perform(let role, let generation):
                self[role]?.perform(generation: generation)
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
