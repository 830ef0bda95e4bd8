import Testing
@testable import RefreshKit

/// The settings a nested page's coordinator borrows from its views (`NestedSettings`), in the ledgers it shares with
/// the views' headers and footers (`BorrowedScrollSettings`), and what a change of the lists tells the binding
/// (`NestedMembership.ChildChange`).
@Suite struct NestedSettingsTests {
    typealias Setting = BorrowedScrollSettings.Setting

    /// One scroll view's borrowed settings and their ledgers, written as `ScrollViewSettings` writes them: only a value
    /// that differs.
    struct View {
        var values: [Setting: Bool]
        var ledgers = BorrowedScrollSettings()
        var writes = 0

        init(bounce: Bool = false, scrollsToTop: Bool = true, indicator: Bool = true) {
            values = [.alwaysBounceVertical: bounce, .alwaysBounceHorizontal: false, .scrollsToTop: scrollsToTop,
                      .showsVerticalScrollIndicator: indicator]
        }

        mutating func claim(_ value: Bool, _ setting: Setting, by borrower: SettingBorrower) {
            apply(setting) { $0.claim(value, by: borrower, current: $1) }
        }

        mutating func release(_ setting: Setting, by borrower: SettingBorrower) {
            apply(setting) { $0.release(by: borrower, current: $1) }
        }

        mutating func hold(_ value: Bool?, _ setting: Setting, by borrower: SettingBorrower) {
            apply(setting) { $0.hold(value, by: borrower, current: $1) }
        }

        /// The coordinator attaches to a view of `role`, as `NestedScrollViewHost`'s initializer does.
        mutating func attach(_ role: NestedScrollRole) {
            for claim in NestedSettings.claims(role) { self.claim(claim.value, claim.setting, by: .coordinator) }
        }

        /// The coordinator lets go, as `NestedScrollViewHost.tearDown()` does.
        mutating func tearDown(_ role: NestedScrollRole) {
            for setting in NestedSettings.released(role) { release(setting, by: .coordinator) }
        }

        mutating func setIndicatorVisible(_ visible: Bool) {
            hold(NestedSettings.indicatorClaim(visible: visible), .showsVerticalScrollIndicator, by: .coordinator)
        }

        private mutating func apply(_ setting: Setting, _ change: (inout BorrowedSetting<Bool>, Bool) -> Bool) {
            let current = values[setting]!
            Assign.ifChanged(change(&ledgers[setting], current), from: current) { values[setting] = $0; writes += 1 }
        }

        subscript(setting: Setting) -> Bool {
            get { values[setting]! }
            set { values[setting] = newValue }
        }
    }

    // MARK: What the coordinator claims

    /// A short list must still be draggable, or it could never bring the header back; the status bar scrolls only
    /// when one on-screen view has `scrollsToTop`, so the lists give it up to the parent. The parent keeps its own.
    @Test(arguments: [
        (NestedScrollRole.child, [Setting.alwaysBounceVertical: true, .scrollsToTop: false]),
        (.parent, [:]),
    ])
    func aNestedListBouncesAndLeavesTheStatusBarTapToThePage(role: NestedScrollRole, claimed: [Setting: Bool]) {
        var view = View(bounce: false, scrollsToTop: true)
        view.attach(role)
        #expect(view[.alwaysBounceVertical] == claimed[.alwaysBounceVertical] ?? false)
        #expect(view[.scrollsToTop] == claimed[.scrollsToTop] ?? true)
        #expect(view.writes == claimed.count)
        view.tearDown(role)
        #expect(view[.alwaysBounceVertical] == false && view[.scrollsToTop] == true, "the app's values come back")
        #expect(view.writes == 2 * claimed.count)
    }

    /// One indicator shows on the page: hidden is the coordinator's claim of `false`, shown is no claim at all, so that
    /// the app's own value shows.
    @Test func aHiddenIndicatorIsAClaimAndAShownOneIsTheApps() {
        #expect(NestedSettings.indicatorClaim(visible: false) == false)
        #expect(NestedSettings.indicatorClaim(visible: true) == nil)
        #expect(NestedSettings.released(.parent) == [.showsVerticalScrollIndicator])
        #expect(Set(NestedSettings.released(.child)) == [.alwaysBounceVertical, .scrollsToTop, .showsVerticalScrollIndicator])
    }

    /// The bounce a header or footer needs is the same setting per axis: vertical for `rk.header`, horizontal for
    /// `rk.leading`.
    @Test func theBounceBorrowedFollowsTheAxis() {
        #expect(Setting.bounce(.vertical) == .alwaysBounceVertical)
        #expect(Setting.bounce(.horizontal) == .alwaysBounceHorizontal)
    }

    // MARK: The bounce, shared with the list's header

    /// A nested list with `rk.header`: the header (component) and the coordinator both need `alwaysBounceVertical` on.
    /// In every order of the two attaching and leaving, it is on while either holds it, and the app's value comes back
    /// once both let go: neither takes the other's `true` for the app's, and neither turns it off under the other.
    @Test(arguments: [false, true])
    func everyOrderOfAHeaderAndTheCoordinatorGivesTheListsBounceBack(app: Bool) {
        let steps = ["header on", "header off", "page on", "page off"]
        let orders = Self.permutations(steps).filter {
            $0.firstIndex(of: "header on")! < $0.firstIndex(of: "header off")!
                && $0.firstIndex(of: "page on")! < $0.firstIndex(of: "page off")!
        }
        #expect(orders.count == 6)
        for order in orders {
            var view = View(bounce: app)
            var holders = 0
            var changes = 0
            for step in order {
                let before = view[.alwaysBounceVertical]
                switch step {
                case "header on": view.claim(true, .alwaysBounceVertical, by: .component); holders += 1
                case "header off": view.release(.alwaysBounceVertical, by: .component); holders -= 1
                case "page on": view.attach(.child); holders += 1
                default: view.tearDown(.child); holders -= 1
                }
                #expect(view[.alwaysBounceVertical] == (holders > 0 || app), "\(order) after \(step)")
                if view[.alwaysBounceVertical] != before { changes += 1 }
            }
            #expect(view[.alwaysBounceVertical] == app && view[.scrollsToTop], "\(order): the app's values come back")
            #expect(view.writes == changes + 2, "\(order): a write only for a change, scrollsToTop off and back")
        }
    }

    /// A nested page's host hears the list before its header; recorded as the coordinator's claim when the header
    /// leaves (`ScrollViewHostLife.coordinatorBounce`), it keeps the bounce on. A page container's list is not noted:
    /// its container claims the bounce itself (`PageContainerBorrowedSettingsTests`).
    @Test func aListANestedHostHearsFirstKeepsItsBounceWhenTheHeaderLeaves() {
        var view = View(bounce: false)
        view.claim(true, .alwaysBounceVertical, by: .component)
        view.ledgers[.alwaysBounceVertical].note(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: .nestedPage),
                                                 by: .coordinator)
        view.release(.alwaysBounceVertical, by: .component)
        #expect(view[.alwaysBounceVertical])
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .horizontal, priorityObserver: .nestedPage) == nil)
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: nil) == nil)
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: .pageContainerList) == nil)
    }

    // MARK: The indicator

    /// The rule the nested host kept before the ledger, as it was written there: the app's value read at attach, taken
    /// again whenever the view shows another value than the one last written, and the indicator shown only when the
    /// page wants it and the app has it on.
    struct OldIndicatorRule {
        var app: Bool
        var written: Bool?

        mutating func setVisible(_ visible: Bool, view: inout Bool) {
            if let written, view != written { app = view }
            let shown = visible && app
            if view != shown { view = shown }
            written = shown
        }
    }

    /// Seeded random sequences of the page showing and hiding a view's indicator (the tabs sticking and coming loose)
    /// with the app turning it on and off between them: the ledger shows exactly what the nested host's own rule showed
    /// after every update, so moving the rule changed nothing on screen. (The old rule read the app's value at attach,
    /// the ledger at the first update; the coordinator makes both in one call.)
    @Test(arguments: 0..<100)
    func theIndicatorShowsWhatTheNestedHostsOwnRuleShowed(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
        let initial = Bool.random(using: &random)
        var view = View(indicator: initial)
        var old = OldIndicatorRule(app: initial)
        var oldView = initial
        for step in 0..<Int.random(in: 5..<60, using: &random) {
            // The coordinator updates the indicators in the same call as it attaches: no app write comes between.
            if step > 0, Int.random(in: 0..<4, using: &random) == 0 {
                let value = Bool.random(using: &random)  // the app
                view[.showsVerticalScrollIndicator] = value
                oldView = value
                continue
            }
            let visible = Bool.random(using: &random)
            view.setIndicatorVisible(visible)
            old.setVisible(visible, view: &oldView)
            #expect(view[.showsVerticalScrollIndicator] == oldView, "seed \(seed), step \(step)")
        }
    }

    /// The app turns the indicator off while the page shows it and the page lets go before its next update: the old rule
    /// wrote back the value it read at attach and turned it on again; the ledger keeps the app's later write, as the
    /// coordinator promises ("one the app turned off stays off").
    @Test func anIndicatorTheAppTurnedOffJustBeforeTheCoordinatorLetsGoStaysOff() {
        var view = View(indicator: true)
        view.attach(.parent)
        view.setIndicatorVisible(true)
        view[.showsVerticalScrollIndicator] = false  // the app
        view.tearDown(.parent)
        #expect(!view[.showsVerticalScrollIndicator])
    }

    /// Hidden while the tabs stick, shown again when they come loose, and the app's value back when the page lets go,
    /// with no write when nothing changes.
    @Test func theIndicatorIsHiddenAndShownWithoutExtraWrites() {
        var view = View(indicator: true)
        view.attach(.parent)
        for visible in [true, false, false, false, true, true] { view.setIndicatorVisible(visible) }
        #expect(view[.showsVerticalScrollIndicator] && view.writes == 2)
        view.setIndicatorVisible(false)
        view.tearDown(.parent)
        #expect(view[.showsVerticalScrollIndicator] && view.writes == 4)
    }

    // MARK: The lists

    /// What a change of `children` or `currentChild` tells the binding: the new current list when one is selected
    /// (nil included), none when the current one was removed, and nothing when the current list stays.
    @Test func aChangeOfTheListsTellsTheBindingItsChildOnlyWhenItChanges() {
        var m = NestedMembership(parent: 0)
        #expect(m.setLists([1, 2, 3]).child == .kept)
        #expect(m.select(2)?.child == .current(2))
        #expect(m.select(2) == nil)
        #expect(m.setLists([2, 3, 4]).child == .kept)
        #expect(m.setLists([3, 4]).child == .current(nil))
        #expect(m.select(nil) == nil)
        #expect(m.select(5)?.child == .current(5))
        #expect(m.select(nil)?.child == .current(nil))
    }

    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
