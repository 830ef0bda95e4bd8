import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Seeded sessions that once broke an invariant (found by running the random suites far past CI's counts,
/// `scripts/explore-seeds`): each replays clean up to and past the step where it broke. Every seed a run of the
/// script finds is fixed at its cause and added here with the step count that reached it.
@MainActor @Suite struct FoundSeedTests {
    /// Plain sessions (``RandomSession``): seed, steps.
    nonisolated static let plain: [(UInt64, Int)] = [
        // Step 14: a header ending under a large title that grew by a point as the unpin's own offset write
        // scrolled it; the echo kept the band a point taller than revealed, drawing the header 1.16 pt over the
        // title until the next frame.
        (13_935_787_787_267, 300),
        // Step 160: a refreshing header scrolled away (band collapsed, content at its top line, a compact large
        // title whose rest line the offset's pixel rounding left 1/12 pt inside the collapse band). The bar's first
        // layout pass at rest raised it to expanded (UIKit's rest rule) and UIKit kept the content's distance,
        // rounded to a pixel: the header's reveal grew by 1/12 pt, which the engine took for an arrival at the top,
        // growing the band back to 54 pt without moving the content, so the header was drawn over the title.
        (278_529_945_241_187, 300),
    ]

    /// Nested sessions (``NestedRandomSession``): seed, steps.
    nonisolated static let nested: [(UInt64, Int)] = [
        // Step 183, parent mode: the list's pan ended first and its synchronous momentum step carried it 1.33 pt
        // past its top; the page's release adopted that step as it was instead of as the page's motion.
        (513_405_441_292, 200),
        // Frame 0 of a drag with the finger still down from the step before (issue 38's exploration): the list's
        // refresh band shrank under a finger past its end and the new inset clamped the list into range during
        // the binding's own write; the binding kept the offset it wrote and its rubber-band hold, so the next
        // move started from an offset no view showed and the content moved less than the finger. Found under
        // the default reading (the first two), `RK_FLING_CATCH=onMove` and `RK_RELEASE_TIMING=onTime`; CI plays
        // each under every reading.
        (63_714_803_412_487, 200),
        (125_084_575_881_217, 200),
        (63_594_737_828_167, 200),
        (63_837_370_363_147, 200),
    ]

    @Test(arguments: plain)
    func aPlainSessionThatOnceBrokeKeepsTheInvariants(seed: UInt64, steps: Int) {
        let sessions = SeededSessions(suite: "FoundSeedTests", prefix: "RK_FOUND_PLAIN", sessions: 1, steps: steps,
                                      multiplier: 1, increment: 0)
        #expect(sessions.play(RandomSession.self, seed: seed) == nil)
    }

    @Test(arguments: nested)
    func aNestedSessionThatOnceBrokeKeepsTheInvariants(seed: UInt64, steps: Int) {
        let sessions = SeededSessions(suite: "FoundSeedTests", prefix: "RK_FOUND_NESTED", sessions: 1, steps: steps,
                                      multiplier: 1, increment: 0)
        #expect(sessions.play(NestedRandomSession.self, seed: seed) == nil)
    }
}
