import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The quiet band's low end (`RefreshEngine.QuietBand`): tested with the rules' own comparison instead of found and
/// stored (the thirteenth benchmark round), it admits every offset the low end found by the loops of the twelfth round
/// admitted, and only offsets at which the rules read the header as hidden, for every kind of cover.
@Suite struct QuietBandLowEndTests {
    /// The low end as it was found before: four steps up at most, then four down, each loop asking its test four times.
    static func reference(cover: Double) -> Double {
        var low = -InsetLedger.tolerance - cover
        for _ in 0..<4 where !RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low) { low = low.nextUp }
        for _ in 0..<4 where RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low.nextDown) { low = low.nextDown }
        return RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low) ? low : .infinity
    }

    /// Offsets around the reference's low end (eight ulps each way, and its neighbours by a factor) and plain ones.
    static func offsets(around cover: Double) -> [Double] {
        var near = [-InsetLedger.tolerance - cover, reference(cover: cover), -cover, 0, -0.0, 1, -1, 1e300, -1e300]
            .filter(\.isFinite)
        for start in near {
            var (up, down) = (start, start)
            for _ in 0..<8 { (up, down) = (up.nextUp, down.nextDown); near += [up, down] }
        }
        return near.filter(\.isFinite)
    }

    /// Whether the band under `cover` up to `high` admits every offset the reference's low end admitted, and exactly the
    /// offsets up to `high` at which the header is revealed by no more than float noise as the rules compute it
    /// (`RefreshGeometry.headerRevealed`: `−cover − offset`). Where the header's rest line is far below float noise of the
    /// cover, the loops' four ulps of the low end stopped short of the first such offset: those few more are admitted.
    static func agrees(cover: Double, high: Double) -> Bool {
        let band = RefreshEngine.QuietBand(cover: cover, high: high)
        let low = reference(cover: cover)
        return offsets(around: cover).allSatisfy { y in
            // An unreadable cover (NaN) is never evaluated: nothing is quiet under it.
            let hiddenAsTheRulesRead = !cover.isNaN && !(-cover - y > InsetLedger.tolerance)
            let admittedBefore = low <= y && y <= high
            return band.contains(y) == (hiddenAsTheRulesRead && y <= high) && (!admittedBefore || band.contains(y))
        }
    }

    /// Given covers from a page container's collapse (whole pixels, noise), large and tiny ones, signed zeros, infinities
    /// and NaN, when the band is made under each, then it admits the offsets the reference's low end admitted, and only hidden ones.
    @Test(arguments: [0, -0.0, 244, 243.99999999999997, 44, 1e-300, -1e-300, 1e300, -244, .infinity, -.infinity, .nan,
                      .leastNonzeroMagnitude, .greatestFiniteMagnitude, 200.0 / 3, 1e-9, -1e-9])
    func theBandAdmitsTheReferencesOffsets(cover: Double) {
        #expect(Self.agrees(cover: cover, high: 100))
        #expect(Self.agrees(cover: cover, high: .infinity))
        #expect(!RefreshEngine.QuietBand.none.contains(0))
    }

    /// Random covers on every scale of magnitude and on thirds of a point: the reference's offsets admitted, and only hidden ones.
    @Test func randomCoversAdmitTheReferencesOffsets() {
        var rng = SplitMix64(seed: 12)
        var found = 0
        for _ in 0..<4_000 {
            let cover: Double = switch Int.random(in: 0..<3, using: &rng) {
            case 0: (Double.random(in: -300...300, using: &rng) * 3).rounded() / 3 + Double.random(in: -1e-13...1e-13, using: &rng)
            case 1: Double(bitPattern: rng.next())
            default: Double.random(in: -1...1, using: &rng) * Self.pow10(Int.random(in: -20...20, using: &rng))
            }
            if cover.isFinite, Self.reference(cover: cover).isFinite { found += 1 }
            #expect(Self.agrees(cover: cover, high: 0), "cover \(cover)")
        }
        #expect(found > 3_000)  // the random covers do reach the low ends the loops found
    }

    static func pow10(_ n: Int) -> Double { (0..<abs(n)).reduce(1.0) { value, _ in n < 0 ? value / 10 : value * 10 } }
}
