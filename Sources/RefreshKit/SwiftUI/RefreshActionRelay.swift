/// The action a SwiftUI refresh modifier runs: the newest closure SwiftUI gave, owned by RefreshKit.
///
/// SwiftUI re-creates a modifier with new closures on every update of the view. The relay lives as long as
/// the scroll view's header, keeps only the newest closure, and the refresh runs in RefreshKit's own task,
/// so an update during a refresh neither cancels it (as `.refreshable`'s task is cancelled:
/// woocommerce-ios#14853, supabase-swift#480) nor starts it again; the next refresh runs the newest closure.
@MainActor
final class RefreshActionRelay {
    private var action: (@MainActor () async -> Void)?
    /// How many refreshes ran (for tests).
    private(set) var runs = 0

    init(_ action: (@MainActor () async -> Void)? = nil) {
        self.action = action
    }

    /// A SwiftUI update gave a new closure: the next refresh runs it; a running one is not touched.
    func update(_ action: (@MainActor () async -> Void)?) {
        self.action = action
    }

    /// Runs the newest closure to its end.
    func run() async {
        runs += 1
        guard let action else { return }
        await action()
    }
}
