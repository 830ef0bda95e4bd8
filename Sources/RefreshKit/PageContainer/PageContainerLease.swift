/// What a page container borrows from one of its lists, and gives back once: when the list leaves (``end()``) or when
/// the container goes away without letting it go (the lease is released), whichever comes first.
///
/// `PageContainerView` keeps one with each list it links, and adds its share of the list's `rk.contentInset` through it
/// (``add(_:)``), so that the share is known here and not only to the container: the header and tabs on top, the padding
/// and the safe area at the bottom go back to the list even when it outlives the container (a view controller the app
/// keeps and shows elsewhere), and so do the settings it borrowed (`BorrowedScrollSettings`, `PageListSettings`) and the
/// cover its refresh engine measures from. The insets go back first, while the container's settings (no automatic
/// adjustment) still hold, so that UIKit does not adjust the list's insets with the container's share still on.
/// Once ended, the lease refuses every later claim (``claim(_:)``, ``add(_:)``): a callback that reaches the container
/// as the list leaves borrows nothing that would not be given back.
final class PageContainerLease {
    /// How the lease gives back: its share of the inset, then the settings.
    private struct GiveBack {
        let insets: (ScrollInsets) -> Void
        let settings: () -> Void
        /// The list's app inset now (`rk.contentInset`), to give back only the share it still holds; nil: the share.
        let appInset: () -> ScrollInsets?
    }

    /// What is given back; nil once it has been.
    private var giveBack: GiveBack?
    /// The container's share of the list's `rk.contentInset` (top and bottom), as added so far.
    private(set) var share = ScrollInsets.zero

    /// A lease that adds to the list's `rk.contentInset` with `insets` (its share, and at the end that share taken back),
    /// and gives back the settings with `settings`, once.
    /// `appInset` reads the list's app inset, so that a share an app's write took away is not taken back again.
    init(insets: @escaping (ScrollInsets) -> Void, settings: @escaping () -> Void,
         appInset: @escaping () -> ScrollInsets? = { nil }) {
        giveBack = GiveBack(insets: insets, settings: settings, appInset: appInset)
    }

    /// Whether it has given back: the list left, or the container went away.
    var hasEnded: Bool { giveBack == nil }

    /// Makes a claim on the list's settings with `body`, unless the lease has ended.
    func claim(_ body: () -> Void) {
        guard giveBack != nil else { return }
        body()
    }

    /// Adds `change` to the container's share of the list's inset and to the list, unless it is zero (each write is an
    /// event for the list's engine) or the lease has ended.
    func add(_ change: ScrollInsets) {
        guard let giveBack, change != .zero else { return }
        share.top += change.top
        share.bottom += change.bottom
        giveBack.insets(change)
    }

    /// Keeps as its share what the list's app inset `appInset` still holds of it (``PageContainerDriver/surviving(_:appInset:)``):
    /// an app's whole `contentInset` assignment took the rest away, and the container adds it again.
    func keep(surviving appInset: ScrollInsets) {
        guard giveBack != nil else { return }
        share = PageContainerDriver.surviving(share, appInset: appInset)
    }

    /// Gives back now, unless it has been already: the container's share of the inset (what the list still holds of
    /// it), then the settings.
    func end() {
        guard let giving = giveBack else { return }
        giveBack = nil
        let held = giving.appInset().map { PageContainerDriver.surviving(share, appInset: $0) } ?? share
        let taken = ScrollInsets(top: -held.top, bottom: -held.bottom)
        share = .zero
        PageContainerDriver.write(taken, giving.insets)
        giving.settings()
    }

    deinit { end() }
}
