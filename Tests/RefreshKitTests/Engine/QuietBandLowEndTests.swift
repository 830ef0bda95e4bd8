import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// The quiet band's low end (`RefreshEngine.QuietBand.init(cover:high:)`): found with loops that stop at the first ulp
/// that does not move it, it is the low end the loops of four steps each found before (the twelfth benchmark round),
/// for every kind of cover.
@Suite struct QuietBandLowEndTests {
    /// The low end as it was found before: four steps up at most, then four down, each loop asking its test four times.
    static func reference(cover: Double) -> Double {
        var low = -InsetLedger.tolerance - cover
        for _ in 0..<4 where !RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low) { low = low.nextUp }
        for _ in 0..<4 where RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low.nextDown) { low = low.nextDown }
        return RefreshEngine.QuietBand.hidesHeader(cover: cover, offset: low) ? low : .infinity
    }

    static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    /// Given covers from a page container's collapse (whole pixels, noise), large and tiny ones, signed zeros, infinities
    /// and NaN, when the band is made under each, then its low end is the reference's to the bit.
    @Test(arguments: [0, -0.0, 244, 243.99999999999997, 44, 1e-300, -1e-300, 1e300, -244, .infinity, -.infinity, .nan,
                      .leastNonzeroMagnitude, .greatestFiniteMagnitude, 200.0 / 3, 1e-9, -1e-9])
    func theLowEndIsTheReferences(cover: Double) {
        #expect(Self.same(RefreshEngine.QuietBand(cover: cover, high: 100).low, Self.reference(cover: cover)))
    }

    /// Random covers on every scale of magnitude and on thirds of a point: the same low end, to the bit.
    @Test func randomCoversGiveTheReferencesLowEnd() {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<20_000 {
            let cover: Double = switch Int.random(in: 0..<3, using: &rng) {
            case 0: (Double.random(in: -300...300, using: &rng) * 3).rounded() / 3 + Double.random(in: -1e-13...1e-13, using: &rng)
            case 1: Double(bitPattern: rng.next())
            default: Double.random(in: -1...1, using: &rng) * Self.pow10(Int.random(in: -20...20, using: &rng))
            }
            #expect(Self.same(RefreshEngine.QuietBand(cover: cover, high: 0).low, Self.reference(cover: cover)), "cover \(cover)")
        }
    }

    static func pow10(_ n: Int) -> Double { (0..<abs(n)).reduce(1.0) { value, _ in n < 0 ? value / 10 : value * 10 } }
}
