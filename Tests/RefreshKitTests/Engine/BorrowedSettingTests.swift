import Testing
@testable import RefreshKit

/// The ledger of a setting RefreshKit borrows from the app (`BorrowedSetting`): the highest borrower's claim is in
/// effect, nothing is written when nothing changes, an app's later write wins, and the app's value always comes back
/// once every borrower has let go, in any order of component, coordinator, container and app writes.
@Suite struct BorrowedSettingTests {
    typealias Borrower = SettingBorrower

    /// A view's setting and the ledger that borrows it; writes go through `Assign.ifChanged` as the shell's do.
    struct Setting<Value: Equatable & Sendable> {
        var view: Value
        var ledger = BorrowedSetting<Value>()
        var writes = 0

        init(_ view: Value) { self.view = view }

        mutating func claim(_ value: Value, by borrower: Borrower) {
            let current = view
            Assign.ifChanged(ledger.claim(value, by: borrower, current: current), from: current) { view = $0; writes += 1 }
        }

        mutating func release(_ borrower: Borrower) {
            let current = view
            Assign.ifChanged(ledger.release(by: borrower, current: current), from: current) { view = $0; writes += 1 }
        }
    }

    // MARK: Claims

    /// `alwaysBounceVertical` under a header: on while it is attached, off again when it leaves.
    @Test func aComponentTurnsTheBounceOnAndGivesTheAppsOffBack() {
        var bounce = Setting(false)
        bounce.claim(true, by: .component)
        #expect(bounce.view && bounce.ledger.overridesApp(.component))
        bounce.release(.component)
        #expect(!bounce.view && !bounce.ledger.overridesApp(.component))
        #expect(bounce.writes == 2)
    }

    /// An app that has it on already sees no write at all, and keeps it on when the header leaves: a value RefreshKit
    /// did not change is not RefreshKit's to give back.
    @Test func aValueTheAppAlreadyHasIsNeitherWrittenNorTakenBack() {
        var bounce = Setting(true)
        bounce.claim(true, by: .component)
        #expect(!bounce.ledger.overridesApp(.component))
        bounce.claim(true, by: .component)
        bounce.release(.component)
        #expect(bounce.view && bounce.writes == 0)
    }

    /// The container decides a list's `scrollsToTop` over the coordinator, which turned it off: the container's claim
    /// is in effect while held, the coordinator's when it lets go, the app's after both.
    @Test func theHighestBorrowersClaimIsInEffect() {
        var scrollsToTop = Setting(true)
        scrollsToTop.claim(false, by: .coordinator)
        #expect(!scrollsToTop.view)
        scrollsToTop.claim(true, by: .container)
        #expect(scrollsToTop.view)
        scrollsToTop.claim(false, by: .component)
        #expect(scrollsToTop.view)
        scrollsToTop.release(.container)
        #expect(!scrollsToTop.view)
        scrollsToTop.release(.coordinator)
        #expect(!scrollsToTop.view)
        scrollsToTop.release(.component)
        #expect(scrollsToTop.view)
    }

    // MARK: The app's writes

    /// The app turns the indicator off while the coordinator has hidden it and shown it again: it stays off, whenever
    /// the app turned it off (the nested host's indicator rule).
    @Test func anAppThatTurnedTheIndicatorOffKeepsItOff() {
        var indicator = Setting(true)
        indicator.claim(false, by: .coordinator)
        indicator.release(.coordinator)
        indicator.view = false  // the app
        indicator.claim(false, by: .coordinator)
        indicator.release(.coordinator)
        #expect(!indicator.view)
    }

    /// The app turns the bounce off while a header holds it on: its later write wins, and the header's release leaves it
    /// off (the old `turnedOnBounce` check); a new claim turns it on again, as a header attaching does.
    @Test func anAppsLaterWriteWinsUntilTheNextClaim() {
        var bounce = Setting(false)
        bounce.claim(true, by: .component)
        bounce.view = false  // the app
        bounce.release(.component)
        #expect(!bounce.view && bounce.writes == 1)
        bounce.claim(true, by: .component)
        #expect(bounce.view)
        bounce.release(.component)
        #expect(!bounce.view)
    }

    /// A nested page's coordinator holds a list's bounce on without this ledger: noted, it keeps the value on when the
    /// header leaves; the coordinator gives the app's value back itself.
    @Test func aNotedCoordinatorKeepsTheBounceOnWhenTheComponentReleases() {
        var bounce = Setting(false)
        bounce.claim(true, by: .component)
        bounce.ledger.note(true, by: .coordinator)
        bounce.release(.component)
        #expect(bounce.view)
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: .nestedPage) == true)
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: nil) == nil)
        #expect(ScrollViewHostLife.coordinatorBounce(axis: .horizontal, priorityObserver: .nestedPage) == nil)
    }

    /// The coordinator wrote the app's `false` back before the header's host saw it (its tear-down, then
    /// `prepareForRefresh()`): a value other than the one given is the app's, and the header's claim turns it on again.
    @Test func aValueWrittenByAnotherHolderIsTakenAsTheAppsAndTheClaimStands() {
        var bounce = Setting(false)
        bounce.claim(true, by: .component)
        bounce.view = false  // the coordinator's tear-down gives back what it read as the app's
        bounce.claim(true, by: .component)
        #expect(bounce.view)
        bounce.release(.component)
        #expect(!bounce.view)
    }

    /// The limit of a ledger that does not observe the view: an app write of the value a borrower holds looks like the
    /// borrower's own, and the app's earlier value comes back (the ledger's documentation: set it before attaching, or after).
    @Test func anAppWriteOfTheHeldValueCannotBeSeen() {
        var bounce = Setting(false)
        bounce.claim(true, by: .component)
        bounce.view = true  // the app, unseen: the same value
        bounce.release(.component)
        #expect(!bounce.view)
    }

    // MARK: Random orders

    /// Seeded random orders of claims and releases by the component, the coordinator and the container, and app
    /// writes between them: while a borrower holds the setting, the highest claim is in effect after each claim; after
    /// a release, the next claim's value, or the app's write when it wrote since the last claim; once all have let go, the app's
    /// value, its last write. App writes are of a value other than the view's and, while borrowed, other than the one
    /// last given (one the ledger cannot tell apart, `anAppWriteOfTheHeldValueCannotBeSeen`).
    @Test(arguments: 0..<200)
    func theAppsValueAlwaysComesBackInAnyOrderOfWriters(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        let values = 0..<4
        var setting = Setting(Int.random(in: values, using: &random))
        var appValue = setting.view
        var held: [Borrower: Int] = [:]
        var appWroteSinceClaim = false
        for _ in 0..<Int.random(in: 4..<40, using: &random) {
            let borrower = Borrower.allCases.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let value = Int.random(in: values, using: &random)
                setting.claim(value, by: borrower)
                held[borrower] = value
                appWroteSinceClaim = false
                #expect(setting.view == Self.top(held), "seed \(seed): a claim is in effect over lower ones and the app's")
            case 1:
                held[borrower] = nil
                setting.release(borrower)
                let expected = appWroteSinceClaim ? appValue : Self.top(held) ?? appValue
                #expect(setting.view == expected, "seed \(seed): a release gives the next claim, or the app's value")
            default:
                let borrowed = !held.isEmpty
                let choices = values.filter { $0 != setting.view && (!borrowed || $0 != setting.ledger.given) }
                guard let value = choices.randomElement(using: &random) else { continue }
                setting.view = value
                appValue = value
                appWroteSinceClaim = appWroteSinceClaim || borrowed
            }
        }
        for borrower in Borrower.allCases.shuffled(using: &random) {
            held[borrower] = nil
            setting.release(borrower)
        }
        #expect(setting.view == appValue, "seed \(seed): the app's value comes back")
        #expect(!setting.ledger.isBorrowed)
    }

    /// The same with `Bool` settings (`alwaysBounceVertical`, `scrollsToTop`, `showsVerticalScrollIndicator`), every
    /// order of the three borrowers claiming and releasing, with the app flipping the value before, between and after.
    @Test(arguments: [false, true])
    func everyOrderOfTheThreeBorrowersGivesTheAppsBoolBack(initial: Bool) {
        let borrowers = Borrower.allCases
        for claims in Self.permutations(borrowers) {
            for releases in Self.permutations(borrowers) {
                for appWritesAt in [nil, 0, 1, 2, 3] as [Int?] {
                    var setting = Setting(initial)
                    var appValue = initial
                    for (index, borrower) in claims.enumerated() {
                        setting.claim(Self.wanted[borrower]!, by: borrower)
                        if appWritesAt == index, index == 0 {
                            setting.view.toggle()  // the app, right after the first claim
                            appValue = setting.view
                        }
                    }
                    for (index, borrower) in releases.enumerated() {
                        let written = !setting.view
                        if appWritesAt == index + 1, !setting.ledger.isBorrowed || written != setting.ledger.given {
                            setting.view = written
                            appValue = written
                        }
                        setting.release(borrower)
                    }
                    #expect(setting.view == appValue, "claims \(claims), releases \(releases), app at \(String(describing: appWritesAt))")
                }
            }
        }
    }

    /// What each borrower claims of a `Bool` setting: the component's bounce on, the coordinator's `scrollsToTop` off,
    /// the container's on for the current list.
    static let wanted: [Borrower: Bool] = [.component: true, .coordinator: false, .container: true]

    /// The value of the highest borrower holding a claim.
    static func top(_ held: [Borrower: Int]) -> Int? {
        Borrower.allCases.reversed().lazy.compactMap { held[$0] }.first
    }

    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { i in
            var rest = items
            let first = rest.remove(at: i)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
