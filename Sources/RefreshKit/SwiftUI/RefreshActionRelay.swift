/// The action a SwiftUI refresh modifier runs: the newest closure SwiftUI gave, owned by RefreshKit.
///
/// SwiftUI re-creates a modifier with new closures on every update of the view. The relay lives as long as
/// the scroll view's header, keeps only the newest closure, and the refresh runs in RefreshKit's own task,
/// so an update during a refresh neither cancels it (as `.refreshable`'s task is cancelled:
/// woocommerce-ios#14853, supabase-swift#480) nor starts it again; the next refresh runs the newest closure.
///
/// With a model's own loading flag (`.rk.header(isLoading:)`), the flag is the truth, and it is read *live*
/// (the modifier keeps how to read it, not only the value of SwiftUI's last update): a refresh that starts
/// while the model is loading (the app began the load, the header only shows it) does not call the action,
/// and any refresh lasts until the flag reads false, so a load the action only started is shown to its end.
///
/// The orderings, and what each shows (one refresh, one ending, one "last updated" in every case):
/// - The action sets the flag and returns (`{ model.startReload() }`): the flag is read right after the
///   return, reads true, and the refresh lasts until an update finds it false.
/// - The action returns as its load ends (`await model.reload()`, flag set and cleared inside): it ends then.
/// - The action starts a task that sets the flag (`{ Task { await model.reload() } }`): the relay lets the
///   main actor run what is queued on it once before reading the flag, so a task that sets the flag before
///   its first suspension is seen; a flag set later than that is a load of its own, shown as the model's.
/// - The flag set and cleared between two updates of the view: no update reads it true, nothing extra shows.
@MainActor
final class RefreshActionRelay {
    private var action: (@MainActor () async -> Void)?
    /// The model's loading flag as SwiftUI last gave it; nil when the modifier has none.
    private var lastLoading: Bool?
    /// Reads the model's flag now (nil: read `lastLoading`).
    private var liveLoading: (@MainActor () -> Bool?)?
    /// Refreshes waiting for the model's flag to turn false.
    private var holds: [CheckedContinuation<Void, Never>] = []
    /// Whether the model was loading when the last refresh began, until its run reads it (nil: no begin heard).
    private var loadingAtBegin: Bool?
    /// How many times the action was called (for tests).
    private(set) var runs = 0

    init(_ action: (@MainActor () async -> Void)? = nil) {
        self.action = action
    }

    /// The model's loading flag as it is now: read live when the modifier gave a way to, else as last given.
    var isLoading: Bool? { liveLoading.map { $0() } ?? lastLoading }

    /// A SwiftUI update gave a new closure: the next refresh runs it; a running one is not touched.
    func update(_ action: (@MainActor () async -> Void)?) {
        self.action = action
    }

    /// A SwiftUI update gave the model's loading flag (nil: none) and, if it can, a way to read it live: a
    /// refresh held for it ends once it reads false.
    func update(isLoading: Bool?, live: (@MainActor () -> Bool?)? = nil) {
        lastLoading = isLoading
        liveLoading = isLoading == nil ? nil : live
        if self.isLoading != true { releaseHolds() }
    }

    /// The component's state changed: a refresh that begins notes whether the model is loading then. Its run
    /// starts in a task, after updates that may have changed the flag since; a refresh that began to show the
    /// model's load never calls the action, even when the load is over by the time the run starts.
    func componentDidChange(to state: RefreshState) {
        guard state == .refreshing else { return }
        loadingAtBegin = isLoading == true
    }

    /// Runs one refresh: the newest closure to its end, unless the model is loading already or was when the refresh
    /// began (the refresh then shows the model's load instead of starting a second one), then waits while the
    /// model's flag is true.
    func run() async {
        let showsModelLoad = loadingAtBegin ?? false
        loadingAtBegin = nil
        if isLoading != true, !showsModelLoad, let action {
            runs += 1
            await action()
            // A load the action queued on the main actor (`Task { await model.reload() }`) sets its flag first.
            if lastLoading != nil { await Task.yield() }
        }
        while isLoading == true, !Task.isCancelled {
            await withTaskCancellationHandler {
                await withCheckedContinuation { holds.append($0) }
            } onCancel: {
                // A detached component cancels its task: the hold must not wait for a flag nobody reads any more.
                Task { @MainActor [weak self] in self?.releaseHolds() }
            }
        }
    }

    private func releaseHolds() {
        let waiting = holds
        holds = []
        for hold in waiting { hold.resume() }
    }
}
