/// The bookkeeping of a nested page's coordinator, without UIKit: its lists and their hosts, the binding calls it
/// runs, and what it brings in line after them.
///
/// `NestedScrollCoordinator` runs it over its `UIScrollView` hosts and only reads and writes around it; the tests
/// run it over the simulator's views. Calls nest, as a write inside one reports back synchronously
/// (``NestedCoordinatorLife``); once the outermost has finished, a list a finger touched becomes the current one, the
/// frames run while the binding carries momentum, and one view shows its indicator. Once invalidated, it runs
/// nothing.
@MainActor
final class NestedCoordination<Host: NestedCoordinatedHost> {
    let binding: NestedScrollBinding
    /// The page's host.
    let parent: Host
    /// Which lists are registered and which is current (the rules are `NestedMembership`'s).
    private var membership: NestedMembership<ObjectIdentifier>
    private var hosts: [ObjectIdentifier: Host] = [:]
    private var life = NestedCoordinatorLife()
    /// Starts or stops the display frames that deliver ``frameDidTick(at:)``.
    var setFramesRunning: @MainActor (Bool) -> Void = { _ in }
    /// Called when a finger on another registered list made it the current one.
    var onCurrentChildChange: (@MainActor (Host.View?) -> Void)?
    /// The display time of the frame being computed, while ``frameDidTick(at:)`` runs.
    private(set) var frameTime: Double?

    /// Coordinates `view`, the page, through its host `parent`, with no lists yet, and shows the indicator of the view
    /// that scrolls.
    init(parent: Host, view: Host.View, mode: NestedRefreshMode, stickyDistance: Double) {
        self.parent = parent
        membership = NestedMembership(parent: ObjectIdentifier(view))
        binding = NestedScrollBinding(parent: parent, child: nil, mode: mode, stickyDistance: stickyDistance)
        updateIndicators()
    }

    /// Which view a pull at the top refreshes; a change once invalidated is refused.
    var mode: NestedRefreshMode {
        get { binding.mode }
        set {
            guard !life.isInvalidated else { return }
            binding.mode = newValue
        }
    }

    /// How far the parent scrolls from its top before the tabs stick; a change brings the rest in line, and once
    /// invalidated is refused.
    var stickyDistance: Double {
        get { binding.stickyDistance }
        set { run { binding.stickyDistance = newValue } }
    }

    /// The registered lists whose views live, in order.
    var lists: [Host.View] { membership.lists.compactMap { hosts[$0]?.view } }

    /// The current list's view.
    var current: Host.View? { membership.current.flatMap { hosts[$0]?.view } }

    /// Whether `view` is a registered list (not merely one whose freed view's identifier it was given).
    func isList(_ view: Host.View) -> Bool {
        hosts[ObjectIdentifier(view)]?.view === view
    }

    /// Makes `views` the page's lists (``NestedMembership/setLists(_:)``): the new ones get a host from `makeHost`,
    /// the removed ones are torn down, and the binding follows when the current list left. Refused once invalidated.
    func setLists(_ views: [Host.View], makeHost: (Host.View) -> Host) {
        run {
            forgetReleasedLists()
            let changes = membership.setLists(views.map(ObjectIdentifier.init))
            register(views, changes, makeHost)
            follow(changes.child)
            binding.siblings = membership.siblings.compactMap { hosts[$0] }
        }
    }

    /// Makes `view` the current list (nil: none), registering it first if it is new
    /// (``NestedMembership/select(_:)``). Refused once invalidated.
    func select(_ view: Host.View?, makeHost: (Host.View) -> Host) {
        run {
            forgetReleasedLists()
            guard let changes = membership.select(view.map(ObjectIdentifier.init)) else { return }
            register(view.map { [$0] } ?? [], changes, makeHost)
            follow(changes.child)
            binding.siblings = membership.siblings.compactMap { hosts[$0] }
        }
    }

    /// Drops lists that were freed without being removed: a new view may be given a freed one's identifier.
    private func forgetReleasedLists() {
        let changes = membership.setLists(membership.lists.filter { hosts[$0]?.view != nil })
        tearDown(changes.removed)
        follow(changes.child)
    }

    /// Gives the binding the list a change of the lists made current, if it made one.
    private func follow(_ change: NestedMembership<ObjectIdentifier>.ChildChange) {
        if case .current(let id) = change { binding.setChild(id.flatMap { hosts[$0] }) }
    }

    /// Makes hosts for the lists `changes` added (found among `views`) and tears down the removed ones.
    private func register(_ views: [Host.View], _ changes: NestedMembership<ObjectIdentifier>.Changes,
                          _ makeHost: (Host.View) -> Host) {
        for view in views where changes.added.contains(ObjectIdentifier(view)) && hosts[ObjectIdentifier(view)] == nil {
            hosts[ObjectIdentifier(view)] = makeHost(view)
        }
        tearDown(changes.removed)
    }

    /// Forgets the hosts of `removed` lists, which give their views the app's settings back.
    private func tearDown(_ removed: [ObjectIdentifier]) {
        for id in removed { hosts.removeValue(forKey: id)?.tearDown() }
    }

    /// Whether the parent's pan and another may recognise together (``NestedGestureRule/recognizeTogether(_:_:)``);
    /// never once invalidated.
    func recognizeTogether(_ a: NestedGestureRule.Pan, _ b: NestedGestureRule.Pan) -> Bool {
        !life.isInvalidated && NestedGestureRule.recognizeTogether(a, b)
    }

    /// Stops coordinating: the frames stop, the lists are torn down and the parent last. True the first time only.
    @discardableResult
    func invalidate() -> Bool {
        guard life.invalidate() else { return false }
        setFramesRunning(false)
        binding.setChild(nil)
        binding.siblings = []
        tearDown(membership.setLists([]).removed)
        parent.tearDown()
        return true
    }

    // MARK: - Observation

    /// A view's offset changed.
    func hostDidScroll(_ host: Host) {
        run { binding.hostDidScroll(host) }
    }

    /// A view's pan state or insets changed.
    func hostStateDidChange(_ host: Host) {
        run { binding.hostStateDidChange(host) }
    }

    /// RefreshKit's engine on a view stopped its deceleration: the binding's momentum stops too.
    func hostDecelerationWasStopped() {
        run { binding.stopMomentum() }
    }

    /// A display frame, to be shown at `time`: carried momentum is computed for that frame, not for the callback's
    /// moment. Once invalidated, the frames stop instead.
    func frameDidTick(at time: Double) {
        guard !life.isInvalidated else { return setFramesRunning(false) }
        run {
            frameTime = time
            binding.frameDidTick()
            frameTime = nil
        }
    }

    /// Runs a binding call (none once invalidated), then, once the outermost one is done, makes a list a finger
    /// touched the current one, starts or stops the frames, and shows the indicator of the view that scrolls.
    private func run(_ body: () -> Void) {
        guard life.enter() else { return }
        body()
        guard life.leave() else { return }
        if binding.child !== currentHost {  // a finger touched another list: it is the current one now
            _ = membership.select((binding.child as? Host)?.view.map(ObjectIdentifier.init))
            onCurrentChildChange?(current)
        }
        setFramesRunning(binding.needsFrames)
        updateIndicators()
    }

    private var currentHost: Host? { membership.current.flatMap { hosts[$0] } }

    /// The child's indicator once the tabs stick, the parent's before.
    private func updateIndicators() {
        let child = binding.showsChildIndicator
        parent.setIndicatorVisible(!child)
        for id in membership.lists { hosts[id]?.setIndicatorVisible(child) }
    }
}
