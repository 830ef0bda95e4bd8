import Testing
@testable import RefreshKit

/// The settings a page container borrows from each of its lists (review note on the container): `scrollsToTop`,
/// `automaticallyAdjustsScrollIndicatorInsets`, `contentInsetAdjustmentBehavior` and the vertical indicator's top and
/// bottom insets go through the scroll view's ledgers (`BorrowedScrollSettings`) by the container's own claims and
/// releases (`PageListSettings`, which `PageContainerView` runs), so that when the list leaves (a reload, or the
/// container going away) the app's value comes back, an app write made while borrowed included.
@Suite struct PageContainerBorrowedSettingsTests {
    /// A list's settings as the container sees them, and the ledgers stored on it; `change` reads, decides and writes as
    /// `ScrollViewSettings.container(_:on:)` does.
    @dynamicMemberLookup struct List {
        var values = PageListSettings()
        var ledgers = BorrowedScrollSettings()

        subscript<Value>(dynamicMember keyPath: WritableKeyPath<PageListSettings, Value>) -> Value {
            get { values[keyPath: keyPath] }
            set { values[keyPath: keyPath] = newValue }
        }

        mutating func change(_ body: (inout BorrowedScrollSettings, inout PageListSettings) -> Void) {
            body(&ledgers, &values)
        }

        /// `applyInsetRules`: no adjustment, no automatic indicator insets, the indicator's bottom above the safe area.
        mutating func applyInsetRules(safeBottom: Double) {
            change { $0.containerLays(out: &$1, safeBottom: safeBottom) }
        }

        /// `placeOverlay`: the indicator runs below the tabs.
        mutating func placeOverlay(indicatorTop: Double) {
            change { $0.containerPlacesIndicator(top: indicatorTop, on: &$1) }
        }

        /// `updateScrollsToTop`: only the current list takes the status bar's tap.
        mutating func updateScrollsToTop(isCurrent: Bool) {
            change { $0.containerMakes(&$1, current: isCurrent) }
        }

        /// `unlink` (the lease's settings): every setting the container holds is released.
        mutating func unlink() {
            change { $0.containerLetsGo(of: &$1) }
        }

        /// The app writes the indicator's insets as a whole, changing the bottom only (UIKit's
        /// `verticalScrollIndicatorInsets.bottom = kb` is a read-modify-write): every edge is written, the top as it is.
        mutating func appWritesIndicator(bottom: Double) {
            let top = values.indicatorTop
            values.indicatorTop = top
            values.indicatorBottom = bottom
        }
    }

    /// Given a list with the app's own settings, when the container links it (and makes it current, places the header
    /// over it) and it leaves, then every setting is the app's again, and nothing is held.
    @Test(arguments: [false, true])
    func aListThatLeavesGetsTheAppsSettingsBack(wasCurrent: Bool) {
        var list = List()
        list.indicatorTop = 3
        list.indicatorBottom = 5
        let app = list.values
        list.applyInsetRules(safeBottom: 34)
        list.updateScrollsToTop(isCurrent: wasCurrent)
        list.placeOverlay(indicatorTop: 288)
        #expect(list.insetAdjustment == PageListSettings.never && !list.adjustsIndicatorInsets && list.scrollsToTop == wasCurrent)
        #expect(list.bouncesVertically)
        #expect(list.indicatorTop == 288 && list.indicatorBottom == 34)
        list.unlink()
        #expect(list.values == app)
        #expect(list.ledgers.containerHoldsNone)
    }

    /// Given a list in the container, its indicator below the tabs, when the app writes the indicator's bottom the
    /// usual way (a keyboard shows: `verticalScrollIndicatorInsets.bottom = 300`, a read-modify-write of every edge),
    /// the header moves, and the list leaves, then the bottom is the app's 300 and the top the app's own 0, not the
    /// container's 288 (review finding 2: the edges were one ledger, and the write made the container's top the app's).
    @Test func anAppsIndicatorBottomWriteLeavesTheTopTheApps() {
        var list = List()
        list.applyInsetRules(safeBottom: 34)
        list.placeOverlay(indicatorTop: 288)
        list.appWritesIndicator(bottom: 300)
        list.placeOverlay(indicatorTop: 250)  // the user scrolls
        #expect(list.indicatorTop == 250 && list.indicatorBottom == 300)
        list.unlink()
        #expect(list.indicatorTop == 0)
        #expect(list.indicatorBottom == 300)
    }

    /// Given a list in the container with a refresh header (the header's host claims the bounce), when the header
    /// leaves while the container's list observer hears the list first (the host notes what
    /// `ScrollViewHostLife.coordinatorBounce` says for it) and then the list leaves the container, then the bounce stays on
    /// while the list is in the container and is the app's `false` after (review finding 5: the host noted `true` as
    /// the coordinator's, and nothing released it).
    @Test func aListThatLeavesGetsItsBounceBackAfterItsHeaderLeft() {
        var list = List()
        list.change { ledgers, values in
            values.bouncesVertically = ledgers[.alwaysBounceVertical].claim(true, by: .component, current: values.bouncesVertically)
        }
        list.applyInsetRules(safeBottom: 34)
        list.change { ledgers, values in
            ledgers[.alwaysBounceVertical].note(ScrollViewHostLife.coordinatorBounce(axis: .vertical, priorityObserver: .pageContainerList),
                                                by: .coordinator)
            values.bouncesVertically = ledgers[.alwaysBounceVertical].release(by: .component, current: values.bouncesVertically)
        }
        #expect(list.bouncesVertically)
        list.unlink()
        #expect(!list.bouncesVertically)
        #expect(!list.ledgers[.alwaysBounceVertical].isBorrowed)
    }

    /// Given seeded random orders of the container's writes (linking, the header placed at new offsets, the list made
    /// current or not, a safe area that changes) and the app's writes of any of the settings before, between and after
    /// them, when the list leaves, then each setting is the app's last write, or its own value when it wrote none. App
    /// writes while borrowed are of a value other than the one the container gave (the ledger's documented limit:
    /// `BorrowedSettingTests.anAppWriteOfTheHeldValueCannotBeSeen`).
    @Test(arguments: 0..<150)
    func theAppsValueComesBackInAnyOrderOfContainerAndAppWrites(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 6151 &+ 3)
        var list = List()
        var app = list.values
        var linked = false
        for _ in 0..<Int.random(in: 1..<30, using: &random) {
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                list.applyInsetRules(safeBottom: [0, 21, 34].randomElement(using: &random)!)
                linked = true
            case 1 where linked: list.placeOverlay(indicatorTop: Double(Int.random(in: 40..<300, using: &random)))
            case 2 where linked: list.updateScrollsToTop(isCurrent: Bool.random(using: &random))
            case 3:
                let value = !list.scrollsToTop
                guard Self.seen(value, by: list.ledgers[.scrollsToTop]) else { continue }
                list.scrollsToTop = value
                app.scrollsToTop = value
            case 4:
                let value = !list.adjustsIndicatorInsets
                guard Self.seen(value, by: list.ledgers[.automaticallyAdjustsScrollIndicatorInsets]) else { continue }
                list.adjustsIndicatorInsets = value
                app.adjustsIndicatorInsets = value
            case 5:
                let value = [0, 1, 2, 3].filter { $0 != list.insetAdjustment }.randomElement(using: &random)!
                guard Self.seen(value, by: list.ledgers.contentInsetAdjustmentBehavior) else { continue }
                list.insetAdjustment = value
                app.insetAdjustment = value
            case 6 where Bool.random(using: &random):
                let value = !list.bouncesVertically
                guard Self.seen(value, by: list.ledgers[.alwaysBounceVertical]) else { continue }
                list.bouncesVertically = value
                app.bouncesVertically = value
            case 6:
                let value = Double(Int.random(in: 0..<4, using: &random))
                guard value != list.indicatorBottom, Self.seen(value, by: list.ledgers.verticalScrollIndicatorBottom) else { continue }
                list.appWritesIndicator(bottom: value)
                app.indicatorBottom = value
            default:
                let value = Double(Int.random(in: 0..<4, using: &random))
                guard value != list.indicatorTop, Self.seen(value, by: list.ledgers.verticalScrollIndicatorTop) else { continue }
                list.indicatorTop = value
                app.indicatorTop = value
            }
        }
        list.unlink()
        #expect(list.values == app, "seed \(seed)")
        #expect(list.ledgers.containerHoldsNone)
    }

    /// Whether an app write of `value` can be told from the container's own: not the value the ledger gave while borrowed.
    static func seen<Value>(_ value: Value, by ledger: BorrowedSetting<Value>) -> Bool {
        !ledger.isBorrowed || value != ledger.given
    }

    /// Why the container spares its lists when it turns `scrollsToTop` off in a page's scroll views: a write of its
    /// own outside the ledger, before its first claim, is taken for the app's value, and the app's `true` would not
    /// come back when the list leaves.
    @Test func aWriteOutsideTheLedgerIsTakenForTheApps() {
        var list = List()
        list.scrollsToTop = false  // what `hideScrollsToTop(in: page.view)` did to the list itself before
        list.updateScrollsToTop(isCurrent: true)
        list.unlink()
        #expect(!list.scrollsToTop)
        var spared = List()
        spared.updateScrollsToTop(isCurrent: false)
        spared.unlink()
        #expect(spared.scrollsToTop)
    }

    /// Given a page whose list is not found yet when it shows (its table is made later), when the container turns
    /// `scrollsToTop` off in the page's scroll views (a claim, as `hideScrollsToTop` makes it), then finds and links the
    /// list, makes it current and it leaves, then the list's `scrollsToTop` is the app's `true` (review finding 6: a
    /// plain write of `false` was taken for the app's value by the first later claim).
    @Test(arguments: [false, true])
    func aListHiddenBeforeItWasFoundGetsTheAppsScrollsToTopBack(wasCurrent: Bool) {
        var list = List()
        list.change { ledgers, values in
            values.scrollsToTop = ledgers[.scrollsToTop].claim(false, by: .container, current: values.scrollsToTop)
        }
        #expect(!list.scrollsToTop)
        list.applyInsetRules(safeBottom: 34)
        list.updateScrollsToTop(isCurrent: wasCurrent)
        list.unlink()
        #expect(list.scrollsToTop)
    }
}
