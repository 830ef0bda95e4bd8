/// RefreshKit's bookkeeping of one scroll view setting it borrows from the app (`alwaysBounceVertical`,
/// `scrollsToTop`, `showsVerticalScrollIndicator`, …): who holds it, what it should be now, and the app's own
/// value, which always comes back once every borrower has let go. A sibling of ``InsetLedger``, for settings
/// RefreshKit replaces rather than adds to.
///
/// Three parts of RefreshKit borrow settings (``Borrower``), and the app may write them at any time. Each borrower
/// claims the value it needs and releases it when done; the setting then is the claim of the highest borrower
/// (container, then coordinator, then component), or the app's value when none holds it. Every call takes the value
/// the view has now (`current`) and returns the value it should have; the caller writes it only where it differs
/// (`Assign.ifChanged`), so nothing is written when nothing changes.
///
/// The app's writes are seen as values other than the one the ledger last gave: such a value is the app's. Its
/// later write wins: it becomes the app's value, stays in place when a borrower releases, and comes back after the
/// last one; only a new claim replaces it, as that borrower still needs its value. The view is not observed, so an app
/// write of the very value a borrower holds cannot be told from the borrower's own, and the earlier app value comes
/// back then (as an app that writes `alwaysBounceVertical = true` under a header sees it turned off when the header
/// leaves); set such a value before attaching, or after the borrower let go.
///
/// How each holder uses it, one ledger per scroll view and setting (``BorrowedScrollSettings``, which the shell stores
/// on the scroll view, so that the holders share it and it outlives them):
/// - `ScrollViewHost` (the component) claims `alwaysBounceVertical` (or `…Horizontal`) as `true` when a header or
///   footer attaches, and releases it when the last one leaves. A nested page's host, which hears the list first, is
///   recorded with ``note(_:by:)``, so the release leaves its value in place (a page container's list needs no
///   note: the container claims the bounce itself).
/// - `NestedScrollViewHost` (the coordinator) claims a list's `alwaysBounceVertical` as `true` and its `scrollsToTop`
///   as `false` on attach (`NestedSettings.claims(_:)`), holds `showsVerticalScrollIndicator` as `false` while the
///   page shows the other view's indicator and releases it to show the app's (`NestedSettings.indicatorClaim`), and
///   releases all of them on tear-down: an app that turned the indicator off keeps it off.
/// - `PageContainerView` (the container) claims each list's `scrollsToTop` (`true` for the current list only, over the
///   coordinator's `false`, so the status bar's tap reaches one scroll view), its `alwaysBounceVertical` (`true`), its
///   `contentInsetAdjustmentBehavior` (`.never`), `automaticallyAdjustsScrollIndicatorInsets` (`false`) and its
///   vertical indicator's top and bottom insets (one ledger per edge: an app's write of the bottom while borrowed is
///   the app's bottom, and leaves the top the app's own), and releases them all when the list leaves it, which gives
///   the app's values back (`PageListSettings`). A list's insets belong in ``InsetLedger``, which adds to the app's
///   inset instead of replacing it.
struct BorrowedSetting<Value: Equatable & Sendable>: Sendable {
    /// Who borrows the setting (the same for every setting's ledger).
    typealias Borrower = SettingBorrower

    /// The app's own value, as last seen: when the first claim came, or written by the app since.
    private(set) var app: Value?
    /// The value the ledger last gave (or, after an app's write, saw): a different one found later is the app's.
    private(set) var given: Value?
    /// The claims, by borrower: fixed slots rather than a dictionary, so that a claim allocates nothing.
    private var component: Value?
    private var coordinator: Value?
    private var container: Value?
    /// The app wrote since the last claim: its value stands through every release until a borrower claims again.
    private var appWroteLast = false

    /// A ledger with no claims.
    init() {}

    /// The claim `borrower` holds, or nil.
    func claim(of borrower: Borrower) -> Value? {
        switch borrower {
        case .component: component
        case .coordinator: coordinator
        case .container: container
        }
    }

    /// Whether any borrower holds the setting.
    var isBorrowed: Bool { component != nil || coordinator != nil || container != nil }

    /// Whether `borrower` holds a value other than the app's: RefreshKit changed the setting for it
    /// (a value it turned on is not the app's).
    func overridesApp(_ borrower: Borrower) -> Bool {
        claim(of: borrower).map { $0 != app } ?? false
    }

    /// `borrower` needs `value`; the view has `current`. Returns the value the setting should have now.
    ///
    /// `current` is the app's value when nobody held the setting, or when it is not the value last given (the app
    /// wrote it since); the claim then takes effect over the app's value, unless a higher borrower holds it.
    mutating func claim(_ value: Value, by borrower: Borrower, current: Value) -> Value {
        if !isBorrowed || current != given { app = current }
        appWroteLast = false
        set(value, by: borrower)
        return give(current)
    }

    /// `borrower` lets go; the view has `current`. Returns the value the setting should have now: the next claim's,
    /// or the app's when none is left. An app that wrote since the last claim keeps what it wrote, through this
    /// release and the next ones: its later write wins over the claims already made.
    mutating func release(by borrower: Borrower, current: Value) -> Value {
        let appWrote = appWroteLast || !isBorrowed || current != given
        set(nil, by: borrower)
        guard !appWrote else {
            app = current
            given = current
            appWroteLast = isBorrowed
            return current
        }
        return give(current)
    }

    /// `borrower` claims `value`, or with nil lets go (``claim(_:by:current:)``, ``release(by:current:)``): for a
    /// borrower that says on every change whether it needs the setting, as the nested host does for the indicator.
    mutating func hold(_ value: Value?, by borrower: Borrower, current: Value) -> Value {
        guard let value else { return release(by: borrower, current: current) }
        return claim(value, by: borrower, current: current)
    }

    /// Records the claim of a borrower that wrote `value` itself (nil: it let go), deciding and giving nothing: a
    /// holder that does not use this ledger yet, so that a release by another leaves its value in place.
    mutating func note(_ value: Value?, by borrower: Borrower) {
        set(value, by: borrower)
    }

    /// The claim in effect, of the highest borrower holding the setting, else the app's value; remembered as given.
    private mutating func give(_ current: Value) -> Value {
        let value = container ?? coordinator ?? component ?? app ?? current
        given = value
        return value
    }

    private mutating func set(_ value: Value?, by borrower: Borrower) {
        switch borrower {
        case .component: component = value
        case .coordinator: coordinator = value
        case .container: container = value
        }
    }
}

/// Who borrows a scroll view setting from the app (``BorrowedSetting``), lowest first: a higher borrower's claim is
/// the one in effect.
enum SettingBorrower: Sendable, Hashable, CaseIterable {
    /// A header or footer: `ScrollViewHost`, for `alwaysBounce…`, so that a short list can still be pulled.
    case component
    /// A nested page's coordinator: its lists' bounce, `scrollsToTop` and indicator.
    case coordinator
    /// A page container: which list takes the status bar's tap.
    case container
}
