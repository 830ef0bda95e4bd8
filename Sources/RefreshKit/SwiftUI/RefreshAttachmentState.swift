/// What a scroll view's SwiftUI attachment decides, as commands for the SwiftUI layer to carry out: what
/// each update of a modifier changes on the component, which markers own the component, and when it is
/// detached.
///
/// One component per role per scroll view: two modifiers of a role on one scroll view (two places in the code;
/// a modifier on a `ForEach` is one place, whatever its rows) share it, and one of them drives it (its
/// settings, action, binding and indicator), the *driver*: the modifier written last (by file, line, column)
/// among those with `isEnabled` true, or among all when none is. The others' updates change nothing, and two
/// enabled at once are reported once (``competingMessage(_:_:)``, release builds too). So the component never flips between them
/// on updates, and `isEnabled` chooses which one counts (one footer per section, only the paged one enabled).
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
        /// Begin a refresh, as the binding turned true: the component is brought into view.
        case begin
        /// Begin a refresh that shows the model's load where the user is (``RefreshEngine/Event/beginInPlace(_:)``):
        /// the content moves only when the component's edge is at rest in view, and a fling is never stopped.
        case beginInPlace
        /// End the refresh, as the binding turned false.
        case end
        /// Give a footer these settings.
        case setTuning(FooterTuning)
        /// Give the component the trigger distance and position offset of the style (``RefreshStyle``).
        case setStyleMetrics(RefreshStyleMetrics)
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
        /// The modifier written at this site drives the component: take its newest action, loading flag,
        /// binding and indicator (given before the commands its settings cause).
        case follow(RefreshModifierSite)
        /// The last marker of the modifier written at this site left: drop what was kept of it (its closures).
        case forget(RefreshModifierSite)
        /// Write this value to the `isRefreshing` binding on the next main-actor turn, as this may run inside
        /// SwiftUI's update of the view (device review P7); then call ``writeDidLand()``.
        case writeBinding(Bool)
        /// The trigger of the modifier written at this site (if it has one) begins this component's refresh.
        case connectTrigger(RefreshModifierSite)
        /// Write whether the component refreshes to the state behind the environment's ``RefreshKitAction``, on
        /// the next main-actor turn (never inside SwiftUI's update).
        case writeStatus(Bool)
    }

    /// What one modifier asks for on an update, as values.
    struct Request: Sendable, Hashable {
        var isEnabled = true
        /// The `isRefreshing` binding's value, nil without a binding.
        var requested: Bool?
        /// The model's own loading flag (`isLoading:`), nil without one: while true, the header (or footer) shows
        /// a refresh.
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
        /// Whether a load the model's flag shows brings the component into view, as a begin from the binding
        /// does (``RefreshStyle/revealsModelLoads``); false: it shows where the user is.
        var revealsModelLoad = false
        /// What the style in the environment sets of the metrics.
        var styleMetrics = RefreshStyleMetrics()
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
        /// The trigger distance and position offset as they are.
        var styleMetrics = RefreshStyleMetrics()
    }

    /// The markers that own the component (updated it and were not dismantled since), and where each one's
    /// modifier is written.
    private var sites: [Marker: RefreshModifierSite] = [:]
    /// Each present site's newest request (any of its markers': the rows of one modifier ask for the same).
    private var requests: [RefreshModifierSite: Request] = [:]
    /// The site that drives the component, nil before any update.
    private(set) var driver: RefreshModifierSite?
    /// Whether two enabled modifiers were reported.
    private var reportedCompetition = false
    /// Enabled sites whose last update was ignored, as another enabled one drives.
    private var ignoredSites: Set<RefreshModifierSite> = []
    /// Whether the component was detached; the attachment then does nothing more.
    private(set) var isDetached = false
    private var sync = RefreshRequestSync()
    /// The no-more-data flag last given to the component (nil: none yet).
    private var noMoreData: Bool?
    /// No more data asked for as a load runs or starts: given to the component once that load has ended.
    private(set) var deferredNoMoreData = false
    private var noMoreDataText: String?
    /// Whether a second refresh control was reported.
    private var reportedRefreshControl = false
    /// Whether the component refreshed, as last written for the environment's action.
    private var shownRefreshing = false

    /// The markers that own the component.
    var owners: Set<Marker> { Set(sites.keys) }

    /// A SwiftUI update of `marker`'s modifier, written at `site`, with the component as it is: `marker` owns
    /// the component; when its site drives it (or the update made another site the driver), what differs
    /// from the driver's request is changed. The enabled and no-more-data flags come before a begin, so that a
    /// modifier enabled (or a footer given more data) and asked to refresh in one update refreshes.
    /// `shown` is what the environment's action reads under `marker` (nil: not known): a marker that reads
    /// otherwise than the component (a `ForEach` row added during a refresh starts at false) is written.
    /// Nothing once the component is gone (detached, or nil: no component to read).
    mutating func update(from marker: Marker, site: RefreshModifierSite = .init(), _ request: Request,
                         component: Component?, shown: Bool? = nil) -> [Command] {
        guard !isDetached, let component else { return [] }
        sites[marker] = site
        requests[site] = request
        let previous = driver
        driver = Self.driver(among: requests)
        var commands = competitionReport(site, ignored: request.isEnabled && driver != site)
        if let shown, shown != shownRefreshing { commands.append(.writeStatus(shownRefreshing)) }
        guard let driver, driver == site || driver != previous, let driving = requests[driver] else { return commands }
        commands.append(.follow(driver))
        return commands + apply(driving, component: component)
    }

    /// A SwiftUI update of the modifier written at `site`, before ``update(from:site:_:component:)``: its trigger
    /// begins the component's refresh, whether or not the site drives; nothing once the component is gone.
    func connectTrigger(of site: RefreshModifierSite, component: Component?) -> [Command] {
        guard !isDetached, component != nil else { return [] }
        return [.connectTrigger(site)]
    }

    /// The site that drives: the last written of the enabled ones, or of all when none is enabled.
    static func driver(among requests: [RefreshModifierSite: Request]) -> RefreshModifierSite? {
        let enabled = requests.filter(\.value.isEnabled).keys
        return enabled.max() ?? requests.keys.max()
    }

    /// Two enabled modifiers of one role on the scroll view: said once, when an enabled site is ignored on
    /// two updates in a row (a single one is a switch whose other half SwiftUI has not updated yet).
    private mutating func competitionReport(_ site: RefreshModifierSite, ignored: Bool) -> [Command] {
        guard ignored else {
            ignoredSites.remove(site)
            return []
        }
        guard !ignoredSites.insert(site).inserted, !reportedCompetition, let driver else { return [] }
        reportedCompetition = true
        return [.report(Self.competingMessage(site, driver))]
    }

    /// The commands that bring the component to `request`.
    private mutating func apply(_ request: Request, component: Component) -> [Command] {
        var commands: [Command] = []
        if let height = request.height, height != component.height { commands.append(.setHeight(height)) }
        if request.isEnabled != component.isEnabled { commands.append(.setEnabled(request.isEnabled)) }
        // Before a begin, as the enabled flag is: a footer told in one update that there is more data again and that
        // the model loads (or the binding asks) would otherwise refuse the begin while it still has no more data.
        commands += applyNoMoreData(request, component: component)
        // The model loads and the header does not show it (the load began elsewhere, or the header came, was
        // enabled or ended its own refresh while it went on): show it. A level, not an edge, so no order of
        // updates and refreshes can leave a load unshown. The action is not run for it: the relay sees the
        // flag true (``RefreshActionRelay/run()``). It shows where the user is, unless the app asked otherwise.
        // A footer with no more data would refuse it: not asked. With a loading flag, the model's flag is the
        // truth and a binding given too is not read (it is still written).
        if request.isLoading == true, request.isEnabled, noMoreData != true, !component.isRefreshing {
            commands.append(request.revealsModelLoad ? .begin : .beginInPlace)
        }
        if let requested = request.requested, request.isLoading == nil {
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
        if !request.styleMetrics.isApplied(to: component.styleMetrics) { commands.append(.setStyleMetrics(request.styleMetrics)) }
        if request.noMoreDataText != noMoreDataText {
            noMoreDataText = request.noMoreDataText
            commands.append(.setNoMoreDataText(request.noMoreDataText))
        }
        return commands
    }

    /// A footer's no-more-data flag. One that rises while a load runs or starts (the model marks its last page as
    /// it begins loading it) ends that load only when the load has ended (``componentDidChange(to:binding:)``): the
    /// footer keeps showing it until the page has landed. The first flag an attachment sees, and a fall, apply at once.
    private mutating func applyNoMoreData(_ request: Request, component: Component) -> [Command] {
        guard let flag = request.noMoreData else { return [] }
        let loadRuns = component.isRefreshing || request.isLoading == true
        deferredNoMoreData = flag && noMoreData == false && loadRuns && request.isEnabled
        guard !deferredNoMoreData, flag != noMoreData else { return [] }
        noMoreData = flag
        return [flag ? .setNoMoreData : .resetNoMoreData]
    }

    /// SwiftUI dismantled `marker` (its modifier left the view tree), or it found another scroll view: it owns
    /// the component no more. When it was the last owner, look again after the update.
    /// When the driver's last marker left, another site drives from then on: look again after the update too.
    /// When a site's last marker left, what was kept of it goes.
    mutating func markerLeft(_ marker: Marker) -> [Command] {
        guard let site = sites.removeValue(forKey: marker), !isDetached else { return [] }
        guard !sites.values.contains(site) else { return [] }
        requests[site] = nil
        ignoredSites.remove(site)
        guard sites.isEmpty || site == driver else { return [.forget(site)] }
        return [.forget(site), .checkOwnersLater]
    }

    /// After the update in which the last owner (or the driver's last marker) left: detach, unless a marker
    /// took the component since; else the site that drives now, with the component as it is, takes it.
    mutating func checkOwners(component: Component? = nil) -> [Command] {
        guard !isDetached else { return [] }
        guard !sites.isEmpty else {
            isDetached = true
            return [.detach]
        }
        let previous = driver
        driver = Self.driver(among: requests)
        guard let driver, driver != previous, let component, let driving = requests[driver] else { return [] }
        return [.follow(driver)] + apply(driving, component: component)
    }

    /// RefreshKit started, ended or refused a refresh: the value to write to a binding that reads `current`,
    /// if it differs, on the next main-actor turn (``RefreshRequestSync/refreshingDidChange(to:current:)``).
    mutating func refreshingDidChange(to refreshing: Bool, current: Bool) -> Bool? {
        sync.refreshingDidChange(to: refreshing, current: current)
    }

    /// RefreshKit began or ended a refresh, the component now in `state`: the binding (nil without one, else
    /// reading `current`) is written when it shows otherwise (``Command/writeBinding(_:)``), and no more data
    /// that waited for the load to end is given.
    mutating func componentDidChange(to state: RefreshState, binding current: Bool?) -> [Command] {
        var commands: [Command] = []
        if (state == .refreshing) != shownRefreshing {
            shownRefreshing = state == .refreshing
            commands.append(.writeStatus(shownRefreshing))
        }
        if deferredNoMoreData, state != .refreshing {
            deferredNoMoreData = false
            noMoreData = true
            commands.append(.setNoMoreData)
        }
        guard let current, let value = refreshingDidChange(to: state == .refreshing, current: current) else { return commands }
        return commands + [.writeBinding(value)]
    }

    /// The engine refused `event` with the component in `state`: a refused begin (the other end loading,
    /// disabled) changes no state, so a binding the app set to true is told; other refusals change nothing.
    mutating func componentRefused(_ event: RefreshState.Event, in state: RefreshState, binding current: Bool?) -> [Command] {
        guard event == .begin else { return [] }
        return componentDidChange(to: state, binding: current)
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
