import Testing
@testable import RefreshKit

/// The ledger owns a delta, never a snapshot: the app's inset always survives.
@Suite struct InsetLedgerTests {
    @Test func firstObservationIsTheAppsInset() {
        var ledger = InsetLedger()
        ledger.observe(ScrollInsets(top: 10, bottom: 20))
        #expect(ledger.app == ScrollInsets(top: 10, bottom: 20))
        #expect(ledger.owned == .zero)
    }

    @Test func ownedDeltaIsWrittenOnTopOfTheAppsInset() {
        var ledger = InsetLedger()
        ledger.observe(ScrollInsets(top: 10))
        #expect(ledger.setOwned(ScrollInsets(top: 54)) == ScrollInsets(top: 64))
        #expect(ledger.setOwned(ScrollInsets(top: 54)) == nil)  // already there: no write
    }

    @Test func ownWriteEchoedByObservationIsNotAnAppChange() {
        var ledger = InsetLedger()
        ledger.observe(.zero)
        _ = ledger.setOwned(ScrollInsets(top: 54))
        #expect(ledger.observe(ScrollInsets(top: 54)).isEmpty)
        #expect(ledger.app == .zero)
    }

    @Test func appWriteDuringRefreshBecomesTheBaseAndTheDeltaGoesBackOnTop() {
        var ledger = InsetLedger()
        ledger.observe(.zero)
        _ = ledger.setOwned(ScrollInsets(top: 54))
        let changed = ledger.observe(ScrollInsets(top: 54, bottom: 300))  // keyboard, read-modify-write
        #expect(changed == .bottom)
        #expect(ledger.app == ScrollInsets(bottom: 300))
        #expect(ledger.setOwned(ScrollInsets(top: 54)) == nil)
        ledger.observe(ScrollInsets(top: 0, bottom: 300))                 // absolute write erasing the delta
        #expect(ledger.setOwned(ScrollInsets(top: 54)) == ScrollInsets(top: 54, bottom: 300))
    }

    @Test func endingGivesBackExactlyTheDelta() {
        var ledger = InsetLedger()
        ledger.observe(ScrollInsets(top: 7, bottom: 3))
        _ = ledger.setOwned(ScrollInsets(top: 54, bottom: 44))
        ledger.observe(ScrollInsets(top: 61, bottom: 120))  // app: bottom 120 while refreshing
        #expect(ledger.setOwned(.zero) == ScrollInsets(top: 7, bottom: 120))
        #expect(ledger.owned == .zero)
    }

    @Test func beginEndInQuickSuccessionNeverPilesUp() {
        var ledger = InsetLedger()
        ledger.observe(ScrollInsets(top: 20))
        for _ in 0..<50 {
            _ = ledger.setOwned(ScrollInsets(top: 54))
            _ = ledger.setOwned(ScrollInsets(top: 27))
            _ = ledger.setOwned(.zero)
        }
        #expect(ledger.known == ScrollInsets(top: 20))
    }

    @Test func valuesWithinToleranceAreTheSame() {
        var ledger = InsetLedger()
        ledger.observe(.zero)
        _ = ledger.setOwned(ScrollInsets(top: 54))
        #expect(ledger.observe(ScrollInsets(top: 54.004)).isEmpty)
    }

    @Test func baseIsSystemPartPlusAppPart() {
        var ledger = InsetLedger()
        ledger.observe(ScrollInsets(top: 10))
        _ = ledger.setOwned(ScrollInsets(top: 54))
        // The app's 10, RefreshKit's 54, the system's 91 (navigation bar).
        let base = ledger.base(adjusted: ScrollInsets(top: 155), observed: ScrollInsets(top: 64))
        #expect(base == ScrollInsets(top: 101))
    }

    @Test func appSetterKeepsTheDelta() {
        var ledger = InsetLedger()
        ledger.observe(.zero)
        _ = ledger.setOwned(ScrollInsets(bottom: 44))
        ledger.setApp(ScrollInsets(top: 5))
        #expect(ledger.setOwned(ScrollInsets(bottom: 44)) == ScrollInsets(top: 5, bottom: 44))
    }
}
