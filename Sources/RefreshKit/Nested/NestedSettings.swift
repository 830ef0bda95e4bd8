/// Which view of a nested page it is: the page (header, tabs, pager), or one of its vertical lists.
enum NestedScrollRole: Sendable, Hashable, CaseIterable {
    case parent
    case child
}

/// The scroll view settings a nested page's coordinator borrows from the app (through ``BorrowedScrollSettings``, as
/// `SettingBorrower.coordinator`), and gives back when it lets go of a view.
enum NestedSettings {
    /// One claim: `setting` holds `value` while the coordinator holds the view.
    struct Claim: Sendable, Hashable {
        var setting: BorrowedScrollSettings.Setting
        var value: Bool
    }

    /// What the coordinator claims on a view of `role` as it attaches: on a list, `alwaysBounceVertical` on (a short
    /// list must still be draggable, or it could never bring the header back) and `scrollsToTop` off (the status bar
    /// scrolls only when one on-screen view has it: the parent keeps it, and as its scroll to the top leaves the sticky
    /// offset, the binding puts the current list at its top); nothing on the parent.
    static func claims(_ role: NestedScrollRole) -> [Claim] {
        switch role {
        case .parent: []
        case .child: [Claim(setting: .alwaysBounceVertical, value: true), Claim(setting: .scrollsToTop, value: false)]
        }
    }

    /// What the coordinator releases on a view of `role` when it lets go: what it claimed, and the indicator, which it
    /// may hold (``indicatorClaim(visible:)``).
    static func released(_ role: NestedScrollRole) -> [BorrowedScrollSettings.Setting] {
        claims(role).map(\.setting) + [.showsVerticalScrollIndicator]
    }

    /// The coordinator's claim on a view's `showsVerticalScrollIndicator` when the page wants it `visible` or not: one
    /// indicator shows, the list's once the tabs stick and the parent's before. Hidden is a claim of `false`; shown is
    /// no claim, so the app's own value shows, and one the app turned off stays off, whenever it turned it off.
    static func indicatorClaim(visible: Bool) -> Bool? {
        visible ? nil : false
    }
}
