/// What a page container gives back to one of its lists once: when the list leaves (``end()``) or when the container
/// goes away without letting it go (the lease is released), whichever comes first.
///
/// `PageContainerView` keeps one with each list it links: the settings it borrowed from the list
/// (`BorrowedScrollSettings`) and the cover its refresh engine measures from go back to the list even when the list
/// outlives the container (a view controller the app keeps and shows elsewhere).
final class PageContainerLease {
    /// What is given back; nil once it has been.
    private var giveBack: (() -> Void)?

    /// A lease that gives back with `giveBack`, once.
    init(giveBack: @escaping () -> Void) {
        self.giveBack = giveBack
    }

    /// Gives back now, unless it has been already.
    func end() {
        let giving = giveBack
        giveBack = nil
        giving?()
    }

    deinit { end() }
}
