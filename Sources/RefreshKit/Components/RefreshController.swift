import Foundation

/// The platform-neutral side of one header or footer: its settings, action and state.
///
/// `RefreshHeader` and `RefreshFooter` views own one each; the simulator uses them directly. Commands
/// made before the controller is attached to a scroll view wait for it: a `beginRefreshing()` in
/// `viewDidLoad` starts once the scroll view is in a window and has a size.
@MainActor
public final class RefreshController {
    /// What runs when a refresh starts.
    public enum Action {
        /// Async work; the refresh ends by itself when it returns, like SwiftUI's `refreshable`.
        case async(@MainActor () async -> Void)
        /// Starts work that ends later with ``RefreshController/endRefreshing()``.
        case manual(@MainActor () -> Void)
    }

    /// Whether it is a header or a footer.
    public let role: RefreshRole
    let kind: RefreshEngine.Kind
    /// The component's full length along the axis: its height, or its role's default for a bad one.
    var resolvedLength: Double { metrics.resolving(defaultHeight: kind.defaultHeight).resolvedHeight }
    /// Sizes and thresholds; changes apply from the next scroll event.
    public var metrics: RefreshMetrics {
        didSet { binding?.send(.setMetrics(role, metrics)) }
    }
    /// What runs when a refresh starts; `nil` runs nothing (the app ends the refresh itself).
    public var action: Action?
    /// Whether the component works. Disabled, it is hidden, holds no inset, cannot be pulled or trigger,
    /// and refuses ``beginRefreshing()``; disabling it while it refreshes ends the refresh at once.
    /// No-more-data is remembered across. Apps that hide a footer to stop loading get the same.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { binding?.send(.setEnabled(role, isEnabled)) } }
    }
    // Exclusivity: release builds drop the runtime's access tracking on `live`, which every event that
    // changes what the controller shows reads and writes (with it, a pull cycle costs 1,923 instructions per
    // event instead of 1,791: `Benchmarks/`). Debug builds, which run the test suite, keep it, so an access
    // that overlaps another traps there. None can: main-actor isolated, never passed `inout`, every access
    // a plain read or write; a callback is loaded first and called after the access has ended.
    #if DEBUG
    private var live = Live()
    #else
    @exclusivity(unchecked) private var live = Live()
    #endif

    /// What changes as the engine's events arrive, in one value.
    private struct Live {
        /// What the engine last showed.
        var shown = RefreshEngine.Presentation(state: .idle, frame: .zero, isHidden: true, pullProgress: 0, pendingBegin: false)
        /// What the app was last told, so that it hears each change once.
        var published = (state: RefreshState.idle, progress: 0.0)
        /// Whether ``RefreshController/states`` was ever asked for: until then a state change skips the
        /// streams' lock (a pull changes the state on every frame).
        var hasOpenedStreams = false
        var onChange: (@MainActor (RefreshController) -> Void)?
        var onStateChange: (@MainActor (RefreshState) -> Void)?
        var onPullProgress: (@MainActor (Double) -> Void)?
    }

    private var shown: RefreshEngine.Presentation {
        get { live.shown }
        set { live.shown = newValue }
    }

    /// The current state.
    public var state: RefreshState { shown.state }
    /// Where the component belongs, in the scroll view's content coordinates.
    public var frame: ScrollRect { shown.frame }
    /// Whether the component should be hidden: out of sight, or a footer of empty content.
    public var isHidden: Bool { shown.isHidden }
    /// How far the component is revealed over its trigger distance, unclamped: 0 out of sight, 1 at the
    /// trigger, above 1 when pulled further (for over-pull effects), and about 1 while a refresh holds it.
    public var pullProgress: Double { shown.pullProgress }
    /// Called after ``state``, ``frame``, ``isHidden`` or ``pullProgress`` changed, at once (the view layer
    /// follows the engine within the same event). Host API (`@_spi(RefreshKitHost)`): apps use
    /// ``onStateChange`` and ``states``.
    @_spi(RefreshKitHost)
    public var onChange: (@MainActor (RefreshController) -> Void)? {
        get { live.onChange }
        set { live.onChange = newValue }
    }
    /// Called when the state changed (each step of a pull included), once the scroll view's event has
    /// been handled: never in the middle of RefreshKit's inset writes, so it may call any command.
    public var onStateChange: (@MainActor (RefreshState) -> Void)? {
        get { live.onStateChange }
        set { live.onStateChange = newValue }
    }
    /// Called when ``pullProgress`` changed, at the same moment as ``onStateChange``.
    public var onPullProgress: (@MainActor (Double) -> Void)? {
        get { live.onPullProgress }
        set { live.onPullProgress = newValue }
    }
    /// Called when a command was not allowed in the current state (for logging and tests).
    public var onRejected: (@MainActor (RefreshState.Event, RefreshState) -> Void)?
    /// Where the time of the last finished refresh is kept; `nil` (the default here) keeps none.
    /// `RefreshHeader` and `RefreshFooter` default to a `UserDefaultsTimestampStore`.
    public var timestampStore: (any RefreshTimestampStore)?
    /// The key the time is kept under. Default: the role's (``RefreshLastUpdated/defaultKey(for:)``); give
    /// each list its own ("feed", "inbox") when several lists share a store.
    public var lastUpdatedKey: String
    /// When a refresh last finished (its end, or no-more-data while it ran); `nil` if never or without a store.
    public var lastUpdated: Date? { timestampStore?.lastUpdated(forKey: lastUpdatedKey) }
    /// How many times the action ran.
    public private(set) var actionCount = 0

    /// The binding of the scroll view it is attached to; `nil` while detached. Host API, as the binding is.
    @_spi(RefreshKitHost)
    public var binding: RefreshBinding? { bindingLink?.binding }
    /// The binding's link, held weakly in place of the binding (``RefreshBindingLink``).
    private weak var bindingLink: RefreshBindingLink?
    /// A begin was asked before the controller had a scroll view.
    private var beginsOnAttach = false
    /// Whether the begin waiting for the attach shows where the user is.
    private var beginsInPlaceOnAttach = false
    /// A footer was told there is no more data before it had a scroll view.
    private var noMoreDataOnAttach = false
    let waiters = RefreshWaiters()
    private let streams = RefreshStateStreams()
    /// The engine has a begin waiting for layout.
    private var isPending: Bool { shown.pendingBegin }
    private var task: Task<Void, Never>?
    /// What a deferred manual action, an async action's task (``perform(generation:onNextTurn:)``) and an awaited refresh's
    /// cancellation (``refresh()``) hold weakly in place of the controller.
    private(set) lazy var link = RefreshControllerLink(self)
    /// The completions of single begins and ends (``beginRefreshing(completion:)``).
    var completions = RefreshCallCompletions()

    /// A header.
    public init(header metrics: RefreshMetrics = .header, action: Action? = nil) {
        role = .header
        kind = .header
        lastUpdatedKey = RefreshLastUpdated.defaultKey(for: .header)
        self.metrics = metrics
        self.action = action
    }

    /// A footer of the given style.
    public init(footer style: RefreshFooterStyle, metrics: RefreshMetrics = .footer, action: Action? = nil) {
        role = .footer
        kind = style == .auto ? .autoFooter : .backFooter
        lastUpdatedKey = RefreshLastUpdated.defaultKey(for: .footer)
        self.metrics = metrics
        self.action = action
    }

    /// The controller's states as an async sequence: the current state first, then every change, as
    /// ``onStateChange`` hears them. Each access makes a new stream; it finishes when the controller
    /// is freed. A consumer that falls behind a pull gets the 64 latest states.
    public var states: AsyncStream<RefreshState> {
        live.hasOpenedStreams = true
        return streams.makeStream(startingWith: state)
    }

    /// Finishes the ``states`` streams; `deinit` runs outside the main actor, which the lock box allows.
    deinit { streams.finishAll() }

    /// Whether a refresh is running or about to start (a begin waiting for layout counts).
    public var isRefreshing: Bool { beginsOnAttach || isPending || state == .refreshing }

    /// Refreshing, or ending: an awaited refresh still waits.
    var isBusy: Bool { isRefreshing || state == .ending }

    /// Starts a refresh as if pulled: shows the component and runs the action.
    ///
    /// Before the scroll view is in a window and has a size, the begin waits for it. Rejected (no
    /// change) while already refreshing, with no more data, or while the other end refreshes.
    public func beginRefreshing() {
        beginRefreshing(inPlace: false)
    }

    /// Starts a refresh; `inPlace`: one that shows where the user is, as a system control shows a load the app
    /// started (``RefreshEngine/Event/beginInPlace(_:)``): the content moves only when the component's edge is
    /// at rest in view. A SwiftUI model's own load begins this way.
    func beginRefreshing(inPlace: Bool) {
        if let binding {
            binding.send(inPlace ? .beginInPlace(role) : .begin(role))
        } else {
            beginsOnAttach = true
            beginsInPlaceOnAttach = inPlace
        }
    }

    /// Ends the refresh: the held inset animates back. Without a refresh, nothing happens.
    ///
    /// A footer with no more data is reset to idle, as MJRefresh's `endRefreshing` sets its idle state: a list
    /// that ends every load with `endRefreshing()` and marks the last page with ``setNoMoreData()`` loads again
    /// after a reload from the top, as it did there. (An async action returning, or a cancelled ``refresh()``,
    /// keeps no-more-data: neither is this call.)
    public func endRefreshing() {
        if role == .footer, state == .noMoreData || noMoreDataOnAttach {
            resetNoMoreData()
            return
        }
        endRefresh()
    }

    /// Ends the refresh, keeping a footer's no-more-data.
    func endRefresh() {
        // A begin's completion that has not run belongs to a begin that waited and is ended before it started: it
        // must not run for a later refresh (``beginRefreshing(completion:)``).
        completions.afterBegin = []
        if binding != nil {
            finish(.end(role, generation: nil))
        } else if beginsOnAttach {
            beginsOnAttach = false
            resumeWaiters()
        }
    }

    /// Footers: ends any refresh and shows that there is nothing more to load. Before the footer has a
    /// scroll view, it is kept until it has one.
    public func setNoMoreData() {
        guard binding != nil else {
            guard role == .footer else { return }
            noMoreDataOnAttach = true
            endRefresh()  // a begin waiting for the attach ends, as a refresh would
            return
        }
        finish(.noMoreData(role))
    }

    /// Sends an event that may end the refresh; one that did is recorded as the last update.
    private func finish(_ event: RefreshEngine.Event) {
        guard let binding else { return }
        let wasRefreshing = state == .refreshing
        binding.send(event)
        if wasRefreshing, state != .refreshing { timestampStore?.setLastUpdated(Date(), forKey: lastUpdatedKey) }
    }

    /// Footers: allows loading again after ``setNoMoreData()``.
    public func resetNoMoreData() {
        guard let binding else {
            noMoreDataOnAttach = false
            return
        }
        binding.send(.resetNoMoreData(role))
    }

    // MARK: - From the binding

    func didAttach(to binding: RefreshBinding) {
        bindingLink = binding.link
        if noMoreDataOnAttach {
            noMoreDataOnAttach = false
            binding.send(.noMoreData(role))
        }
        if beginsOnAttach {
            beginsOnAttach = false
            beginRefreshing(inPlace: beginsInPlaceOnAttach)
        }
    }

    /// Its refresh goes on under another binding (``RefreshBinding/handOver(_:to:)``): nothing else changes.
    func rebind(to binding: RefreshBinding) {
        bindingLink = binding.link
    }

    func didDetach() {
        bindingLink = nil
        beginsOnAttach = false
        task?.cancel()
        task = nil
        let changed = state != .idle || !isHidden || pullProgress != 0
        shown = RefreshEngine.Presentation(state: .idle, frame: frame, isHidden: true, pullProgress: 0, pendingBegin: false)
        resumeWaiters()
        if changed { onChange?(self) }
        publishChanges()
    }

    func update(from presentation: RefreshEngine.Presentation) {
        let old = shown
        guard presentation != old else { return }
        shown = presentation
        if presentation.pendingBegin != old.pendingBegin, presentation.state == old.state, presentation.frame == old.frame,
           presentation.isHidden == old.isHidden, presentation.pullProgress == old.pullProgress { return }
        onChange?(self)
    }

    /// Tells the app's observers what changed since they last heard; the binding calls it once the
    /// outermost event has been handled.
    func publishChanges() {
        guard shown.state != live.published.state || shown.pullProgress != live.published.progress else { return }
        if state != live.published.state {
            live.published.state = state
            runCompletions()
            onStateChange?(state)
            if live.hasOpenedStreams { streams.yield(state) }
        }
        if pullProgress != live.published.progress {
            live.published.progress = pullProgress
            onPullProgress?(pullProgress)
        }
    }

    /// Runs the action of the refresh numbered `generation`: an async one as a task (it starts once the caller
    /// returns), a manual one at once, or on `host`'s next turn when given (the refresh began from what the host
    /// reported: see ``RefreshBinding``). A deferred manual action that finds the component detached, or its refresh
    /// over (ending, or followed by another that the app began in the same turn), does not run; it is counted when
    /// scheduled, as the refresh's one call.
    func perform(generation: Int, onNextTurn host: (any RefreshHost)? = nil) {
        actionCount += 1
        let call = actionCount
        switch action {
        case .async(let body):
            // Held weakly through the link, not `[weak self]`: see ``RefreshControllerLink``.
            task = Task { @MainActor [weak link] in
                await body()
                guard let self = link?.controller, !Task.isCancelled else { return }
                self.finish(.end(self.role, generation: generation))
            }
        case .manual(let body):
            guard let host else { return body() }
            let binding = self.binding.map(ObjectIdentifier.init)
            // Held weakly through the link, not `[weak self]`: see ``RefreshControllerLink``.
            host.performOnNextTurn { [weak link] in
                // Its own refresh still running: no later action call since, and not ending.
                guard let self = link?.controller, self.binding.map(ObjectIdentifier.init) == binding,
                      self.actionCount == call, self.state == .refreshing else { return }
                if case .manual(let body) = self.action { body() }
            }
        case nil:
            break
        }
    }

    func didEnd() {
        if !isBusy { resumeWaiters() }
    }

    func didReject(_ event: RefreshState.Event, in state: RefreshState) {
        // A begin refused after it waited for the attach: an `await refresh()` must not wait for nothing.
        if event == .begin, !isBusy {
            completions.afterBegin = []
            resumeWaiters()
        }
        onRejected?(event, state)
    }

    func resumeWaiters() {
        waiters.resumeAll()
    }
}
