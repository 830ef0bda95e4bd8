import Testing
@testable import RefreshKit

/// The settings a page container borrows from each of its lists (review note on the container): `scrollsToTop`,
/// `automaticallyAdjustsScrollIndicatorInsets`, `contentInsetAdjustmentBehavior` and the vertical indicator's insets go
/// through the scroll view's ledgers (`BorrowedScrollSettings`), as `PageContainerView` does, so that when the list
/// leaves (a reload, or the container going away) the app's value comes back, an app write made while borrowed included.
@Suite struct PageContainerBorrowedSettingsTests {
    /// The settings of a list the container borrows.
    struct Values: Equatable {
        var scrollsToTop = true
        var adjustsIndicatorInsets = true
        var insetAdjustment = 0  // UIKit's `.automatic`; `.never` is 2
        var indicatorInsets = ScrollInsets()
    }

    /// A list's settings as the container sees them, and the ledgers stored on it; writes go through `Assign.ifChanged`
    /// as `ScrollViewSettings` does.
    @dynamicMemberLookup struct List {
        var values = Values()
        var ledgers = BorrowedScrollSettings()

        subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
            get { values[keyPath: keyPath] }
            set { values[keyPath: keyPath] = newValue }
        }

        /// `applyInsetRules`: no adjustment, no automatic indicator insets, the indicator's bottom above the safe area.
        mutating func applyInsetRules(safeBottom: Double) {
            let current = values.insetAdjustment
            Assign.ifChanged(ledgers.contentInsetAdjustmentBehavior.claim(2, by: .container, current: current), from: current) {
                values.insetAdjustment = $0
            }
            claim(false, .automaticallyAdjustsScrollIndicatorInsets)
            var indicator = values.indicatorInsets
            indicator.bottom = safeBottom
            claimIndicator(indicator)
        }

        /// `placeOverlay`: the indicator runs below the tabs.
        mutating func placeOverlay(indicatorTop: Double) {
            var indicator = values.indicatorInsets
            indicator.top = indicatorTop
            claimIndicator(indicator)
        }

        /// `updateScrollsToTop`: only the current list takes the status bar's tap.
        mutating func updateScrollsToTop(isCurrent: Bool) {
            claim(isCurrent, .scrollsToTop)
        }

        /// `unlink`: every setting the container holds is released.
        mutating func unlink() {
            for setting in ledgers.held(by: .container) {
                let current = self[setting]
                Assign.ifChanged(ledgers[setting].release(by: .container, current: current), from: current) { self[setting] = $0 }
            }
            let adjustment = values.insetAdjustment
            Assign.ifChanged(ledgers.contentInsetAdjustmentBehavior.release(by: .container, current: adjustment), from: adjustment) {
                values.insetAdjustment = $0
            }
            let indicator = values.indicatorInsets
            Assign.ifChanged(ledgers.verticalScrollIndicatorInsets.release(by: .container, current: indicator), from: indicator) {
                values.indicatorInsets = $0
            }
        }

        private mutating func claim(_ value: Bool, _ setting: BorrowedScrollSettings.Setting) {
            let current = self[setting]
            Assign.ifChanged(ledgers[setting].claim(value, by: .container, current: current), from: current) { self[setting] = $0 }
        }

        private mutating func claimIndicator(_ insets: ScrollInsets) {
            let current = values.indicatorInsets
            Assign.ifChanged(ledgers.verticalScrollIndicatorInsets.claim(insets, by: .container, current: current), from: current) {
                values.indicatorInsets = $0
            }
        }

        subscript(setting: BorrowedScrollSettings.Setting) -> Bool {
            get { setting == .scrollsToTop ? values.scrollsToTop : values.adjustsIndicatorInsets }
            set {
                if setting == .scrollsToTop { values.scrollsToTop = newValue } else { values.adjustsIndicatorInsets = newValue }
            }
        }
    }

    /// Given a list with the app's own settings, when the container links it (and makes it current, places the header
    /// over it) and it leaves, then every setting is the app's again, and nothing is held.
    @Test(arguments: [false, true])
    func aListThatLeavesGetsTheAppsSettingsBack(wasCurrent: Bool) {
        var list = List()
        list.indicatorInsets = ScrollInsets(top: 3, left: 1, bottom: 5, right: 2)
        let app = list.values
        list.applyInsetRules(safeBottom: 34)
        list.updateScrollsToTop(isCurrent: wasCurrent)
        list.placeOverlay(indicatorTop: 288)
        #expect(list.insetAdjustment == 2 && !list.adjustsIndicatorInsets && list.scrollsToTop == wasCurrent)
        #expect(list.indicatorInsets == ScrollInsets(top: 288, left: 1, bottom: 34, right: 2))
        list.unlink()
        #expect(list.values == app)
        #expect(list.ledgers.held(by: .container).isEmpty)
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
            switch Int.random(in: 0..<7, using: &random) {
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
            default:
                var value = list.indicatorInsets
                value.left = Double(Int.random(in: 0..<4, using: &random))
                value.bottom = Double(Int.random(in: 0..<4, using: &random))
                guard value != list.indicatorInsets, Self.seen(value, by: list.ledgers.verticalScrollIndicatorInsets) else { continue }
                list.indicatorInsets = value
                app.indicatorInsets = value
            }
        }
        list.unlink()
        #expect(list.values == app, "seed \(seed)")
        #expect(list.ledgers.held(by: .container).isEmpty)
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
}
