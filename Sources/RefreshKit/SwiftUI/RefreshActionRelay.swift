/// The action a SwiftUI refresh modifier runs: the newest closure SwiftUI gave, owned by RefreshKit.
///
/// SwiftUI re-creates a modifier with new closures on every update of the view. The relay lives as long as
/// the scroll view's header, keeps only the newest closure, and the refresh runs in RefreshKit's own task,
/// so an update during a refresh neither cancels it (as `.refreshable`'s task is cancelled:
/// woocommerce-ios#14853, supabase-swift#480) nor starts it again; the next refresh runs the newest closure.
///
/// With a model's own loading flag (`.rk.header(isLoading:)`), the flag is the truth: a refresh that starts
/// while the model is loading (the app began the load, the header only shows it) does not call the action,
/// and any refresh lasts until the flag reads false, so a load the action only started is shown to its end.
@MainActor
final class RefreshActionRelay {
    private var action: (@MainActor () async -> Void)?
    /// The model's loading flag as SwiftUI last gave it; nil when the modifier has none.
    private(set) var isLoading: Bool?
    /// Refreshes waiting for the model's flag to turn false.
    private var holds: [CheckedContinuation<Void, Never>] = []
    /// Whether the model was loading when the last refresh began, until its run reads it (nil: no begin heard).
    private var loadingAtBegin: Bool?
    /// How many times the action was called (for tests).
    private(set) var runs = 0

    init(_ action: (@MainActor () async -> Void)? = nil) {
        self.action = action
    }

    /// A SwiftUI update gave a new closure: the next refresh runs it; a running one is not touched.
    func update(_ action: (@MainActor () async -> Void)?) {
        self.action = action
    }

    /// A SwiftUI update gave the model's loading flag (nil: none): a refresh held for it ends once it is false.
    func update(isLoading: Bool?) {
        self.isLoading = isLoading
        if isLoading != true { releaseHolds() }
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
