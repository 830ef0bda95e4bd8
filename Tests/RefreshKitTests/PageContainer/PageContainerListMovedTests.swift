import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// `PageContainerState.listMoved`: a list's move answers what the whole pass answers (`updatePager`'s events, then
/// `updateHeader`, `pagerMove`, `headerMove`), and the lists in view as a range are the set's. Each case drives two states
/// with the same inputs, one through the whole pass and one as `PageContainerView.updateOnce` does (`listMoved`, or the
/// whole pass when it answers nil), and compares every answer after every input.
@Suite struct PageContainerListMovedTests {
    typealias Input = PageContainerState.Input

    /// What one pass told, in the order the container tells it.
    struct Told: Equatable {
        var events: [PageContainerState.Event]
        var changes: PageContainerState.Changes
    }

    /// Two states, one updated by the whole pass and one by `listMoved` first.
    struct Pair {
        var whole = PageContainerState()
        var fast = PageContainerState()
        /// How many passes `listMoved` answered by itself.
        var answered = 0

        mutating func pass(_ input: Input) -> String? {
            let events = whole.updatePager(input)
            let header = whole.updateHeader(input)
            let expected = Told(events: events, changes: .init(collapse: header.collapse, stuck: header.stuck,
                                                               pagerPosition: whole.pagerMove(input), headerOffset: whole.headerMove(input)))
            var told: Told
            if let changes = fast.listMoved(input) {
                answered += 1
                told = Told(events: [], changes: changes)
            } else {
                let events = fast.updatePager(input)
                told = Told(events: events, changes: fast.changes(input))
            }
            guard told == expected else { return "listMoved: \(told)\nwhole: \(expected)" }
            guard fast.visible == whole.visible, Set(fast.inView) == fast.visible, fast.inView.sorted() == Array(fast.inView),
                  fast.listToFollow(input) == whole.listToFollow(input), fast.selected == whole.selected
            else { return "lists in view \(fast.inView) \(fast.visible) against \(whole.visible)" }
            return nil
        }
    }

    static func input(pager: Double = 0, page: Double, count: Int = 3, width: Double = 390, top: Double = 0, sticky: Double = 200,
                      rtl: Bool = false, rest: Bool = true) -> Input {
        Input(count: count, pagerOffset: pager, pagerWidth: width, pageOffset: page, pageTop: top, stickyDistance: sticky,
              isRightToLeft: rtl, pagerIsAtRest: rest)
    }

    /// Given a list scrolled with the pager at rest (the header collapsing, then stuck, then a swipe, a reset and the
    /// same inputs again, a NaN, a new count), when each input of the table is passed in turn, then `listMoved` answers
    /// as the whole pass does, and answers by itself while the pager stays.
    @Test func aListsMovesAnswerAsTheWholePass() {
        var pair = Pair()
        let inputs: [Input] = [
            Self.input(page: 0), Self.input(page: 0), Self.input(page: 50), Self.input(page: 200), Self.input(page: 200),
            Self.input(page: 200), Self.input(page: 120), Self.input(pager: 100, page: 120, rest: false),
            Self.input(pager: 100, page: 120, rest: false), Self.input(pager: 390, page: 120, rest: false),
            Self.input(pager: 390, page: 120), Self.input(pager: 390, page: 120), Self.input(pager: 390, page: .nan),
            Self.input(pager: 390, page: .nan), Self.input(pager: 390, page: 120, count: 2), Self.input(pager: 390, page: 120, count: 2),
            Self.input(pager: 390, page: -0.0, top: 0), Self.input(pager: 390, page: 0, top: -0.0), Self.input(pager: 390, page: 30, rtl: true),
            Self.input(pager: 390, page: 30, sticky: 0), Self.input(pager: 390, page: 30, sticky: 0),
        ]
        for (index, input) in inputs.enumerated() {
            #expect(pair.pass(input) == nil, "input \(index)")
            if index == 10 {
                _ = pair.whole.reset()
                _ = pair.fast.reset()
            }
        }
        #expect(pair.answered >= 8)
    }

    /// Given a state after a whole pass, when a single part is updated on its own (here the header, with another
    /// offset) and `listMoved` is then asked with the first input again, then it answers the change back, as the
    /// whole pass does: any other update forgets the input it answered.
    @Test func anUpdateOfAPartForgetsTheAnsweredInput() {
        var pair = Pair()
        let a = Self.input(page: 50), b = Self.input(page: 80)
        #expect(pair.pass(a) == nil)
        #expect(pair.pass(a) == nil)
        _ = pair.whole.updateHeader(b)
        _ = pair.whole.headerMove(b)
        _ = pair.fast.updateHeader(b)
        _ = pair.fast.headerMove(b)
        let answer = pair.fast.listMoved(a)
        #expect(answer?.headerOffset == 50)
        #expect(answer?.collapse == 0.25)
    }

    /// Random inputs: lists scrolled (most steps), swipes, rests, resets, counts, widths, directions, tops and sticky
    /// distances, NaN and infinities, repeated inputs: every pass answers as the whole one does.
    @Test(arguments: 0..<6)
    func randomInputsAnswerAsTheWholePass(shard: Int) {
        var answered = 0
        for session in 0..<30 {
            var rng = SplitMix64(seed: UInt64(50_000 + shard * 1000 + session))
            var pair = Pair()
            var input = Self.input(page: 0)
            for step in 0..<200 {
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<40: input.pageOffset = (Double.random(in: -50...400, using: &rng) * 3).rounded() / 3
                case 40..<60: break  // the same input again
                case 60..<70: input.pageOffset = min(input.pageOffset, 200) + 0  // under stuck tabs or where it was
                case 70..<78:
                    input.pagerOffset = Double.random(in: -40...820, using: &rng)
                    input.pagerIsAtRest = false
                case 78..<84:
                    input.pagerOffset = (input.pagerOffset / input.pagerWidth).rounded() * input.pagerWidth
                    input.pagerIsAtRest = true
                case 84..<86: input.count = Int.random(in: 0...4, using: &rng)
                case 86..<88: input.pagerWidth = [390, 0, 844].randomElement(using: &rng)!
                case 88..<90: input.isRightToLeft.toggle()
                case 90..<92: input.pageTop = [0, -0.0, 54, .nan].randomElement(using: &rng)!
                case 92..<94: input.stickyDistance = [200, 0, .infinity, 150].randomElement(using: &rng)!
                case 94..<96: input.pageOffset = [Double.nan, .infinity, -.infinity, -0.0].randomElement(using: &rng)!
                default:
                    _ = pair.whole.reset()
                    _ = pair.fast.reset()
                }
                let failure = pair.pass(input)
                #expect(failure == nil, "session \(shard * 1000 + session) step \(step): \(failure ?? "")")
                if failure != nil { return }
            }
            answered += pair.answered
        }
        #expect(answered > 1200, "listMoved answered \(answered) passes by itself")
    }
}
