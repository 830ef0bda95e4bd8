/// What a scroll view's SwiftUI attachment decides, as commands for the SwiftUI layer to carry out: what
/// each update of a modifier changes on the component, which markers own the component, and when it is
/// detached.
///
/// Every marker (one per modifier, or one per row for a modifier on a `ForEach`) that found the scroll view
/// owns the component from its first update until SwiftUI dismantles it. When the last owner is dismantled,
/// the attachment looks again once SwiftUI's update is over (``Command/checkOwnersLater``): a marker that
/// replaced it in the same update (a row re-created, a list re-rendered) owns the component by then and it
/// stays; if none does, it is detached (``Command/detach``), its inset given back.
struct RefreshAttachmentState<Marker: Hashable>: Hashable {
    /// What the SwiftUI layer does, in the order given.
    enum Command: Sendable, Hashable {
        /// Give the component this height.
        case setHeight(Double)
        /// Enable or disable the component (disabled: no inset, no pull, no trigger, begins refused).
        case setEnabled(Bool)
        /// Begin a refresh, as the binding turned true.
        case begin
        /// End the refresh, as the binding turned false.
        case end
        /// Give a footer these settings.
        case setTuning(FooterTuning)
        /// Give the default indicator this text for no more data (nil: RefreshKit's localised one).
        case setNoMoreDataText(String?)
        /// Show that everything is loaded (a footer).
        case setNoMoreData
        /// Load again (a footer).
        case resetNoMoreData
        /// Log this message (release builds too): something is wrong in the app's setup.
        case report(String)
        /// The last owner left: once the current SwiftUI update is over, call ``checkOwners()``.
        case checkOwnersLater
        /// Remove the component from its scroll view, giving back its inset.
        case detach
    }

    /// What one modifier asks for on an update, as values.
    struct Request: Sendable, Hashable {
        var isEnabled = true
        /// The `isRefreshing` binding's value, nil without a binding.
        var requested: Bool?
        /// The model's own loading flag (`isLoading:`), nil without one: while true, the header shows a refresh.
        var isLoading: Bool?
        var height: Double?
        /// A footer's flag, nil for a header.
        var noMoreData: Bool?
        /// A footer's settings, nil for a header.
        var tuning: FooterTuning?
        /// A footer's text for no more data, nil for RefreshKit's own.
        var noMoreDataText: String?
        /// Whether the scroll view has a `UIRefreshControl` too (a `.refreshable` above the modifier).
        var scrollViewHasRefreshControl = false
    }

    /// What a SwiftUI footer sets of its ``RefreshMetrics`` (the UIKit footer's properties of the same names).
    struct FooterTuning: Sendable, Hashable {
        var preloadDistance = 0.0
        var triggerPercent = 1.0
        var hidesWhenContentIsEmpty = true
        var loadsUntilFilled = false

        init(preloadDistance: Double = 0, triggerPercent: Double = 1, hidesWhenContentIsEmpty: Bool = true,
             loadsUntilFilled: Bool = false) {
            self.preloadDistance = preloadDistance
            self.triggerPercent = triggerPercent
            self.hidesWhenContentIsEmpty = hidesWhenContentIsEmpty
            self.loadsUntilFilled = loadsUntilFilled
        }

        /// The tuning `metrics` has.
        init(_ metrics: RefreshMetrics) {
            self.init(preloadDistance: metrics.preloadDistance, triggerPercent: metrics.triggerPercent,
                      hidesWhenContentIsEmpty: metrics.hidesWhenContentIsEmpty, loadsUntilFilled: metrics.loadsUntilFilled)
        }

        /// `metrics` with this tuning, the rest kept (invalid values resolve as ``RefreshMetrics`` documents).
        func applied(to metrics: RefreshMetrics) -> RefreshMetrics {
            var copy = metrics
            copy.preloadDistance = preloadDistance
            copy.triggerPercent = triggerPercent
            copy.hidesWhenContentIsEmpty = hidesWhenContentIsEmpty
            copy.loadsUntilFilled = loadsUntilFilled
            return copy
        }
    }

    /// What the component is now.
    struct Component: Sendable, Hashable {
        var isEnabled = true
        var isRefreshing = false
        var height: Double
        /// A footer's settings as they are.
        var tuning = FooterTuning()
    }

    /// The markers that own the component: updated it and were not dismantled since.
    private(set) var owners: Set<Marker> = []
    /// Whether the component was detached; the attachment then does nothing more.
    private(set) var isDetached = false
    private var sync = RefreshRequestSync()
    private var noMoreData: Bool?
    private var noMoreDataText: String?
    /// Whether a second refresh control was reported.
    private var reportedRefreshControl = false

    /// A SwiftUI update of `marker`'s modifier, with the component as it is: `marker` owns the component,
    /// and what differs from the request is changed. The enabled flag comes before a begin, so that a
    /// modifier enabled and asked to refresh in one update refreshes.
    mutating func update(from marker: Marker, _ request: Request, component: Component) -> [Command] {
        guard !isDetached else { return [] }
        owners.insert(marker)
        var commands: [Command] = []
        if let height = request.height, height != component.height { commands.append(.setHeight(height)) }
        if request.isEnabled != component.isEnabled { commands.append(.setEnabled(request.isEnabled)) }
        // The model loads and the header does not show it (the load began elsewhere, or the header came, was
        // enabled or ended its own refresh while it went on): show it. A level, not an edge, so no order of
        // updates and refreshes can leave a load unshown. The action is not run for it: the relay sees the
        // flag true (``RefreshActionRelay/run()``).
        if request.isLoading == true, request.isEnabled, !component.isRefreshing { commands.append(.begin) }
        if let requested = request.requested {
            switch sync.update(requested: requested, refreshing: component.isRefreshing) {
            case .begin: commands.append(.begin)
            case .end: commands.append(.end)
            case nil: break
            }
        }
        if request.scrollViewHasRefreshControl, request.noMoreData == nil, !reportedRefreshControl {
            reportedRefreshControl = true
            commands.append(.report(Self.refreshControlMessage))
        }
        if let tuning = request.tuning, tuning != component.tuning { commands.append(.setTuning(tuning)) }
        if request.noMoreDataText != noMoreDataText {
            noMoreDataText = request.noMoreDataText
            commands.append(.setNoMoreDataText(request.noMoreDataText))
        }
        if let flag = request.noMoreData, flag != noMoreData {
            noMoreData = flag
            commands.append(flag ? .setNoMoreData : .resetNoMoreData)
        }
        return commands
    }

    /// Said once when a header's scroll view has a `UIRefreshControl` too.
    static var refreshControlMessage: String {
        "RefreshKit: the scroll view .rk.header is on also has a UIRefreshControl (a "
        + ".refreshable above the modifier, or one set through UIKit): a pull would show two spinners and run both actions, "
        + "and the control's 60 pt inset would move the header's threshold while it refreshes. Keep one of them."
    }

    /// SwiftUI dismantled `marker` (its modifier left the view tree), or it found another scroll view: it owns
    /// the component no more. When it was the last owner, look again after the update.
    mutating func markerLeft(_ marker: Marker) -> [Command] {
        guard owners.remove(marker) != nil, owners.isEmpty, !isDetached else { return [] }
        return [.checkOwnersLater]
    }

    /// After the update in which the last owner left: detach, unless a marker took the component since.
    mutating func checkOwners() -> [Command] {
        guard owners.isEmpty, !isDetached else { return [] }
        isDetached = true
        return [.detach]
    }

    /// RefreshKit started, ended or refused a refresh: the value to write to a binding that reads `current`,
    /// if it differs, on the next main-actor turn (``RefreshRequestSync/refreshingDidChange(to:current:)``).
    mutating func refreshingDidChange(to refreshing: Bool, current: Bool) -> Bool? {
        sync.refreshingDidChange(to: refreshing, current: current)
    }

    /// A value ``refreshingDidChange(to:current:)`` returned was written to the binding.
    mutating func writeDidLand() {
        sync.writeDidLand()
    }

    /// The binding's last value as this attachment saw or wrote it.
    var lastRequested: Bool? { sync.last }

    /// A marker came over from another attachment (its scroll view re-created) that saw the binding at `value`:
    /// a binding that already read true there is no new request here (device review P8).
    mutating func adopt(lastRequested value: Bool?) {
        sync.adopt(last: value)
    }
}
