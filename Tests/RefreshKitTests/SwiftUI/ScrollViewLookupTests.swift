import Testing
@testable import RefreshKit

/// Which scroll view a SwiftUI modifier attaches to (issue 28 item 3, device review L4): ``ScrollViewLookup``
/// over the facts of view trees like the ones apps build, on Linux.
@Suite struct ScrollViewLookupTests {
    typealias Facts = ScrollViewLookup.Facts
    typealias Choice = ScrollViewLookup.Choice

    /// A named view for a table.
    struct View: Sendable {
        let name: String
        let facts: Facts
    }

    static let screen = ScrollRect(x: 0, y: 0, width: 390, height: 844)
    static let content = ScrollRect(x: 0, y: 100, width: 390, height: 700)
    static let row = ScrollRect(x: 0, y: 200, width: 390, height: 120)

    static func plain(_ name: String, _ frame: ScrollRect = screen, level: Int = 1) -> View {
        View(name: name, facts: Facts(frame: frame, level: level))
    }

    static func list(_ name: String, _ frame: ScrollRect = screen, content: Double = 2000, level: Int = 1,
                     current: Bool = false) -> View {
        View(name: name, facts: Facts(isScrollView: true, frame: frame, contentSize: ScrollSize(width: frame.size.width, height: content),
                                      alwaysBounceVertical: true, isCurrent: current, level: level))
    }

    static func carousel(_ name: String, _ frame: ScrollRect, level: Int = 1) -> View {
        View(name: name, facts: Facts(isScrollView: true, frame: frame, contentSize: ScrollSize(width: 1600, height: frame.size.height),
                                      alwaysBounceHorizontal: true, level: level))
    }

    static func pager(_ name: String) -> View {
        View(name: name, facts: Facts(isScrollView: true, isPagingEnabled: true, frame: screen,
                                      contentSize: ScrollSize(width: 390 * 3, height: 844), level: 1))
    }

    struct TreeCase: Sendable, CustomTestStringConvertible {
        let name: String
        var marker = ScrollViewLookupTests.content
        /// The marker's superviews, nearest first.
        let ancestors: [View]
        /// The views below the ancestors, in breadth-first order, each with the level its search began at.
        var below: [View] = []
        /// The chosen view's name, or the choice's description.
        let expected: String
        var testDescription: String { name }
    }

    static let trees: [TreeCase] = [
        TreeCase(name: "content in a List's row: the list", marker: row,
                 ancestors: [plain("cell content", row), plain("cell", row), list("collection view"), plain("hosting"),
                             pager("TabView(.page)")],
                 expected: "collection view"),
        TreeCase(name: "content in a row beside a full-width carousel (L4): the list, not the carousel", marker: row,
                 ancestors: [plain("row host", row), plain("cell", row), list("list")],
                 below: [carousel("carousel", row)], expected: "list"),
        TreeCase(name: "content inside a carousel row: the list that holds the row", marker: row,
                 ancestors: [plain("cards", row), carousel("carousel", row), plain("cell", row), list("list")],
                 expected: "list"),
        TreeCase(name: "on the List in a TabView(.page): the list in the sibling branch, never the pager",
                 ancestors: [plain("marker host"), plain("list container"), plain("page cell"), pager("pager"), plain("hosting")],
                 below: [list("collection view", level: 2)], expected: "collection view"),
        TreeCase(name: "on the List reaching under the bars: the list that covers the marker",
                 ancestors: [plain("marker host", content), plain("container")],
                 below: [plain("text host", content), list("list", screen, level: 2)], expected: "list"),
        TreeCase(name: "on a ZStack that shows a progress view first and then the list: the list",
                 ancestors: [plain("marker host", content), plain("zstack", content)],
                 below: [plain("progress", ScrollRect(x: 180, y: 400, width: 30, height: 30), level: 2),
                         list("list", content, level: 2)], expected: "list"),
        TreeCase(name: "on a VStack with a title above the list: the list inside the marker's frame",
                 ancestors: [plain("marker host", content), plain("vstack", content)],
                 below: [plain("title", ScrollRect(x: 0, y: 100, width: 390, height: 40), level: 2),
                         list("list", ScrollRect(x: 0, y: 140, width: 390, height: 660), level: 2)], expected: "list"),
        TreeCase(name: "two lists cover the marker: the smaller (innermost) one",
                 ancestors: [plain("marker host", content), plain("container")],
                 below: [list("backdrop", screen, level: 2), list("list", content, level: 2)], expected: "list"),
        TreeCase(name: "the nearer branch's list before a farther one",
                 ancestors: [plain("marker host", content), plain("container"), plain("outer")],
                 below: [list("near", screen, level: 2), list("far", content, level: 3)], expected: "near"),
        TreeCase(name: "an empty list (no content size) is a list", ancestors: [plain("marker host", content), plain("container")],
                 below: [View(name: "empty list", facts: Facts(isScrollView: true, frame: content, level: 2))], expected: "empty list"),
        TreeCase(name: "an empty LazyVStack (no height) in a ScrollView: the scroll view",
                 marker: ScrollRect(x: 0, y: 100, width: 390, height: 0),
                 ancestors: [plain("stack host"), list("scroll view", content, content: 0)], expected: "scroll view"),
        TreeCase(name: "a text view above the marker is skipped",
                 ancestors: [View(name: "text view", facts: Facts(isScrollView: true, isTextView: true, frame: row)), list("table")],
                 expected: "table"),
        TreeCase(name: "on a horizontal ScrollView: nothing (a header is vertical)",
                 ancestors: [plain("marker host", row), plain("container", row)], below: [carousel("carousel", row, level: 2)],
                 expected: "notFound"),
        TreeCase(name: "not laid out yet: wait, even with a pager above", marker: .zero,
                 ancestors: [plain("marker host"), pager("pager")], below: [list("list", level: 2)], expected: "wait"),
        TreeCase(name: "no scroll view anywhere: nothing", ancestors: [plain("hosting"), plain("window")], expected: "notFound"),
        TreeCase(name: "the list it is on already: keep", marker: row,
                 ancestors: [plain("cell", row), list("list", current: true)], expected: "keep"),
        TreeCase(name: "a list re-created by .id: the new one", ancestors: [plain("marker host", content), plain("container")],
                 below: [list("new list", content, level: 2)], expected: "new list"),
    ]

    static func choose(_ c: TreeCase) -> (String, [Int]) {
        var asked: [Int] = []
        let choice = ScrollViewLookup.choice(marker: Facts(frame: c.marker), ancestors: c.ancestors.map(\.facts)) { levels in
            asked.append(levels)
            return c.below.filter { $0.facts.level <= levels }.map(\.facts)
        }
        let below = c.below
        let name: String = switch choice {
        case .ancestor(let i): c.ancestors[i].name
        case .candidate(let i): below.filter { $0.facts.level <= (asked.last ?? 0) }[i].name
        case .keep: "keep"
        case .wait: "wait"
        case .notFound: "notFound"
        case .report: "report"
        }
        return (name, asked)
    }

    /// Given a marker in a view tree, when it looks for its scroll view, then it takes the list the modifier
    /// means: the nearest list above it, else the nearest branch's list that covers it or lies inside it, never
    /// a pager, a carousel or a text view, and nothing before layout.
    @Test(arguments: trees)
    func aMarkerFindsTheListItsModifierMeans(_ c: TreeCase) {
        #expect(Self.choose(c).0 == c.expected)
    }

    /// Given a marker in a list's content, when it looks, then the views below are never read (the walk up is
    /// cheap, and it runs on every update of every row).
    @Test func aMarkerInsideTheListReadsNothingBelow() {
        let c = Self.trees[0]
        #expect(Self.choose(c).1.isEmpty)
    }

    /// Given a pager above the marker, when the sibling search runs, then it stays below the pager (its page).
    @Test func theSiblingSearchStopsBelowAScrollViewAbove() {
        let c = Self.trees[3]
        #expect(Self.choose(c).1 == [3])
    }

    /// Given a marker laid out next to a list but in no window (its view tree taken out, or not yet put in),
    /// when it looks, during SwiftUI's update or after it, then it waits: nothing attached, nothing reported.
    @Test(arguments: [false, true])
    func aMarkerInNoWindowWaits(settled: Bool) {
        var lookup = ScrollViewLookup(role: .header)
        var marker = Facts(frame: Self.content)
        marker.isInWindow = false
        var read = false
        let choice = lookup.choose(marker: marker, ancestors: [Self.list("list").facts], settled: settled) { _ in
            read = true
            return []
        }
        #expect(choice == .wait)
        #expect(!read)
        #expect(!lookup.hasReported)
    }

    /// Given no scroll view to be found, when the marker looks during SwiftUI's update and then after it, twice,
    /// then the message is given once, after the update, and names the modifier.
    @Test(arguments: [RefreshRole.header, .footer])
    func aMissingScrollViewIsReportedOnceAfterTheUpdate(role: RefreshRole) {
        var lookup = ScrollViewLookup(role: role)
        let marker = Facts(frame: Self.content)
        let ancestors = [Facts(frame: Self.screen)]
        #expect(lookup.choose(marker: marker, ancestors: ancestors, settled: false) { _ in [] } == .notFound)
        let first = lookup.choose(marker: marker, ancestors: ancestors, settled: true) { _ in [] }
        #expect(first == .report(ScrollViewLookup.notFoundMessage(role)))
        #expect(ScrollViewLookup.notFoundMessage(role).contains(role == .header ? ".rk.header" : ".rk.footer"))
        #expect(lookup.choose(marker: marker, ancestors: ancestors, settled: true) { _ in [] } == .notFound)
    }

    /// Sideways-only scrolling, by content size and bounce flags.
    @Test(arguments: [
        (ScrollSize(width: 1600, height: 120), false, false, true),   // a carousel
        (ScrollSize(width: 390, height: 120), false, true, true),     // a short carousel that bounces sideways
        (ScrollSize(width: 390, height: 2000), false, false, false),  // a list
        (ScrollSize(width: 0, height: 0), false, false, false),       // an empty list
        (ScrollSize(width: 1600, height: 120), true, false, false),   // asked to bounce vertically: a list
        (ScrollSize(width: 1600, height: 2000), false, false, false), // a zoomed or two-way view: vertical too
    ] as [(ScrollSize, Bool, Bool, Bool)])
    func aCarouselScrollsOnlySideways(content: ScrollSize, bouncesVertically: Bool, bouncesSideways: Bool, sideways: Bool) {
        let facts = Facts(isScrollView: true, frame: Self.row, contentSize: content, alwaysBounceVertical: bouncesVertically,
                          alwaysBounceHorizontal: bouncesSideways)
        #expect(ScrollViewLookup.scrollsOnlySideways(facts) == sideways)
    }
}
