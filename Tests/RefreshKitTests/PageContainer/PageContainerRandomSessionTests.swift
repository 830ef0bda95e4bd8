import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// Seeded random sessions on the page container's model (`SimulatedSingleDriverPage`, the code `PageContainerView`
/// runs): drags, flings, taps, tab switches, swipes on the pager and tab taps (animated or at once), drags at any angle
/// through the page's view tree (from a list, the header, its carousel or a tab: the pager's pan against the list's), header height
/// changes, refreshes begun and ended at any moment, self-sizing content that changes while it moves, the app's whole
/// `contentInset` writes and lists it replaces, in both modes and both release timings. On every frame, every list that
/// shows beside the current one agrees with the header (`PageContainerPagerTests.inLineFailure`). After every step the
/// header is where the rule puts it for the current list, every list's inset is the container's share plus what its
/// refresh holds (nothing lost, nothing given twice), the page's refresh header is on one list, and a tab switch at
/// rest leaves the header where it was; at the end everything rests inside its range with the container's insets.
///
/// `RK_CONTAINER_SESSIONS` (default 120; CI also runs 400), `RK_CONTAINER_STEPS` (default 120), `RK_CONTAINER_SEED`
/// replays one.
@MainActor @Suite struct PageContainerRandomSessionTests {
    nonisolated static let sessions = SeededSessions(suite: "PageContainerRandomSessionTests", prefix: "RK_CONTAINER",
                                                     sessions: 120, steps: 120, multiplier: 0x3C6E_F372, increment: 11)

    @Test func randomContainerSessionsKeepTheInvariants() async {
        await Self.sessions.run(PageContainerRandomSession.self)
    }
}

/// One session of ``PageContainerRandomSessionTests``.
@MainActor
struct PageContainerRandomSession: SeededSession {
    var rng: SplitMix64
    let page: SimulatedSingleDriverPage
    let mode: NestedRefreshMode
    /// The page's header in parent mode; each list's own in child mode.
    var headers: [RefreshController] = []
    var footers: [RefreshController] = []
    /// A tab switch at rest that moved the header.
    var switchMoved: String?
    /// The first frame on which a list that showed beside the current one disagreed with the header.
    let frames = FrameWatch()

    /// Checks every frame the page advances.
    @MainActor final class FrameWatch {
        var failure: String?
    }

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        mode = seed % 2 == 0 ? .parent : .child
        let heights = (0..<3).map { index in [300.0, 900, 2000, 4000][Int(seed >> (3 + index)) % 4] }
        let timing = SimulatedScrollView.ReleaseTiming.allCases[Int(seed >> 7) % 2]
        page = SimulatedSingleDriverPage(mode: mode, listContentHeights: heights, releaseTiming: timing)
        for list in page.lists {
            let footer = RefreshController(footer: .auto, action: .manual {})
            list.installRefresh().attach(footer)
            footers.append(footer)
            guard mode == .child else { continue }
            let header = RefreshController(header: .header, action: .manual {})
            list.refresh?.attach(header)
            headers.append(header)
        }
        if mode == .parent {
            let header = RefreshController(header: .header, action: .manual {})
            page.pageHeader = header
            headers = [header]
        }
        let frames = frames, page = page
        page.onFrame = { [unowned page] in frames.failure = frames.failure ?? PageContainerPagerTests.inLineFailure(page) }
    }

    mutating func step(_ index: Int) -> (action: String, failure: String?) {
        let roll = Int.random(in: 0..<100, using: &rng)
        let action = Self.kinds.take(roll, on: &self)
        if SeededSessions.tracing {
            print("\(index) \(action) [\(mode)]: P \(page.headerOffset.rk) o \(page.list.contentOffset.y.rk) [\(page.currentIndex)] "
                  + "bands \(page.lists.map { page.band(of: $0).rk }) H \(headers.map { "\($0.state)" }) lists \(page.lists.map { $0.contentOffset.y.rk })")
        }
        return (action, switchMoved ?? frames.failure ?? check())
    }

    /// The end: fingers lift, every refresh ends, motion stops; each list rests in its range, with exactly the
    /// container's insets plus its auto footer's 44 pt, and the header where the rule puts it.
    mutating func finish() -> String? {
        // Every finger lifts: one left on a list that a tab tap's scroll took out of view too.
        for list in page.lists where list.isTracking { list.release(velocity: 0) }
        for controller in headers + footers { controller.endRefreshing() }
        page.settle()
        for (index, list) in page.lists.enumerated() {
            if list.isDecelerating || list.refresh?.engine.needsFrames == true {
                return "list \(index) still moves 10 s after the end" }
            if list.contentOffset.y < list.minOffset - 0.5 || list.contentOffset.y > list.maxOffset + 0.5 {
                return "list \(index) rests at \(list.contentOffset.y.rk), outside \(list.minOffset.rk)...\(list.maxOffset.rk)"
            }
            if page.band(of: list) != 0 { return "list \(index) still holds a band of \(page.band(of: list).rk)" }
        }
        return check()
    }

    /// After every step: no NaN; the header placed by the rule for the current list; each list's app inset exactly the
    /// container's share and its whole inset that plus what its refresh holds; the page's header attached to a list.
    func check() -> String? {
        let o = page.list.contentOffset.y
        guard o.isFinite, page.headerOffset.isFinite else { return "NaN" }
        let placed = page.rule.placement(listOffset: o, band: page.band(of: page.list)).headerOffset
        if abs(page.headerOffset - placed) > 1e-9 { return "the header is at \(page.headerOffset), the rule says \(placed) (band \(page.band(of: page.list)), o \(o))" }
        for (index, list) in page.lists.enumerated() {
            guard let refresh = list.refresh else { return "list \(index) lost its binding" }
            let app = refresh.appContentInset
            let given = page.layout.listInsets(contentHeight: list.contentSize.height, appBottom: 0, safeBottom: 0)
            if abs(app.top - given.top) > 1e-6 || abs(app.bottom - given.bottom) > 1e-6 {
                return "list \(index)'s app inset is \(app), the container's share is \(given)"
            }
            let held = refresh.heldInset, inset = list.contentInset
            if abs(inset.top - app.top - held.top) > 1e-6 || abs(inset.bottom - app.bottom - held.bottom) > 1e-6 {
                return "list \(index)'s inset is \(inset): not its app inset \(app) plus what it holds \(held)"
            }
        }
        for controller in headers + footers where controller.state == .refreshing && controller.actionCount == 0 {
            return "\(controller.role) refreshing without an action"
        }
        if mode == .parent, let header = headers.first, !page.lists.contains(where: { $0.refresh === header.binding }) {
            return "the page's header is on no list"
        }
        return nil
    }

    /// What a user and the app do, with their shares of 100 rolls.
    static let kinds = StepKinds<PageContainerRandomSession, String>([
        (22, { $0.drag() }),
        (12, { $0.fling() }),
        (14, { $0.advance() }),
        (4, { $0.selfSize() }),
        (6, { $0.release() }),
        (4, { $0.tap() }),
        (4, { $0.switchTab() }),
        (3, { $0.swipe() }),
        (3, { $0.tapTab() }),
        (6, { $0.beginAHeader() }),
        (8, { $0.endAHeader() }),
        (3, { $0.endAFooter() }),
        (4, { $0.changeHeaderHeight() }),
        (1, { $0.reload() }),
        (1, { $0.writeInsets() }),
        (1, { $0.replaceAList() }),
        (4, { $0.diagonalDrag() }),
    ])

    // A drag at any angle through the page's view tree (UIKit's touch delivery): from the list, where the pager's pan and
    // the list's compete, from the header or its carousel, or from a tab; the first axis past the hysteresis decides.
    mutating func diagonalDrag() -> String {
        page.releaseList(velocity: 0)
        let header = SimulatedView("header", frame: ScrollRect(x: 0, y: 0, width: 390, height: 200))
        let carousel = header.add(SimulatedView("carousel", kind: .scrollView, frame: ScrollRect(x: 0, y: 130, width: 390, height: 60),
                                                contentWidth: 1200))
        let views = SimulatedPageViews(page: page, header: header, tabWidths: [160, 160, 160, 160])
        let starts = [("list", ScrollPoint(x: 200, y: 700)), ("header", ScrollPoint(x: 220, y: max(5, views.center(of: header).y))),
                      ("carousel", views.center(of: carousel)), ("tab", views.center(of: views.tabs[1]))]
        let (name, point) = starts.randomElement(using: &rng)!
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &rng), length = Double.random(in: 20...400, using: &rng)
        let duration = Double.random(in: 0.05...0.6, using: &rng)
        views.drag(from: point, dx: length * cos(angle), dy: length * sin(angle), duration: duration)
        return "drag from the \(name) by (\((length * cos(angle)).rk), \((length * sin(angle)).rk)) over \(duration.rk) s"
    }

    // Self-sizing cells: the content grows or shrinks a little while it moves (estimated heights replaced by real ones).
    mutating func selfSize() -> String {
        let list = page.lists.randomElement(using: &rng)!
        let delta = Double.random(in: -60...120, using: &rng)
        let height = max(0, list.contentSize.height + delta)
        list.setContentSize(ScrollSize(width: 390, height: height))
        return "self-sizing \(delta.rk) → \(height.rk)"
    }

    mutating func drag() -> String {
        let distance = Double.random(in: -600...400, using: &rng)
        let duration = Double.random(in: 0.1...0.5, using: &rng)
        if Bool.random(using: &rng) { page.dragList(by: distance, duration: duration) } else { page.dragHeader(by: distance, duration: duration) }
        if Bool.random(using: &rng) { page.releaseList() }
        return "drag \(distance.rk) over \(duration.rk) s"
    }

    mutating func fling() -> String {
        let v = Double.random(in: -4...4, using: &rng)
        page.flingList(velocity: v)
        return "fling \(v.rk)"
    }

    mutating func advance() -> String {
        let seconds = Double.random(in: 0.05...1, using: &rng)
        page.advance(seconds)
        return "advance \(seconds.rk)"
    }

    mutating func release() -> String {
        page.releaseList()
        return "release"
    }

    mutating func tap() -> String {
        page.tapHeader()
        return "tap the header"
    }

    mutating func switchTab() -> String {
        page.releaseList(velocity: 0)
        let index = Int.random(in: 0..<page.lists.count, using: &rng)
        let before = page.headerOffset, outgoing = page.list
        let atRest = [outgoing, page.lists[index]].allSatisfy {
            !$0.isDecelerating && !$0.isScrollAnimating && $0.refresh?.engine.needsFrames != true
        }
        page.switchTab(to: index)
        // A switch at rest never moves the header (within half a point, which counts as stuck tabs; a page refresh's band
        // included: it is handed over; an ending that
        // animates its band away on the incoming list moves it, as it would on that list alone).
        if index != page.lists.firstIndex(where: { $0 === outgoing }), atRest, abs(page.headerOffset - before) > NestedHeaderRule.epsilon {
            switchMoved = "the header moved from \(before.rk) to \(page.headerOffset.rk) at the switch"
        }
        return "tab \(index)"
    }

    mutating func beginAHeader() -> String {
        let header = mode == .parent ? headers[0] : headers[page.currentIndex]
        header.beginRefreshing()
        return "begin the current header"
    }

    mutating func endAHeader() -> String {
        headers.randomElement(using: &rng)?.endRefreshing()
        return "end a header"
    }

    mutating func endAFooter() -> String {
        footers.randomElement(using: &rng)?.endRefreshing()
        return "end a footer"
    }

    mutating func changeHeaderHeight() -> String {
        let height = [120.0, 200, 260].randomElement(using: &rng)!
        page.setHeaderHeight(height)
        return "header \(height.rk) pt"
    }

    // A swipe toward a neighbour, far enough or not, quick or slow.
    mutating func swipe() -> String {
        page.releaseList(velocity: 0)
        let fraction = Double.random(in: -0.8...0.8, using: &rng), velocity = Double.random(in: -2...2, using: &rng)
        page.swipe(fraction: fraction, velocity: velocity)
        return "swipe \(fraction.rk) at \(velocity.rk)"
    }

    mutating func tapTab() -> String {
        page.releaseList(velocity: 0)
        let index = Int.random(in: 0..<page.lists.count, using: &rng), animated = Bool.random(using: &rng)
        page.tapTab(index, animated: animated)
        return "tap tab \(index)\(animated ? "" : " at once")"
    }

    // The app writes a list's whole `contentInset = .zero` (in a layout pass): the container's share stays.
    mutating func writeInsets() -> String {
        let list = page.lists.randomElement(using: &rng)!
        list.setContentInset(.zero)
        return "the app writes contentInset = .zero"
    }

    // The app replaces a list (a grid/list toggle): a new one with its own footer (and header in child mode).
    mutating func replaceAList() -> String {
        let index = Int.random(in: 0..<page.lists.count, using: &rng)
        guard !page.lists[index].isTracking else { return "no replacement under a finger" }
        let height = [300.0, 900, 2000, 4000].randomElement(using: &rng)!
        let new = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: height))
        let footer = RefreshController(footer: .auto, action: .manual {})
        new.installRefresh().attach(footer)
        footers[index].endRefreshing()
        footers[index] = footer
        if mode == .child {
            headers[index].endRefreshing()
            let header = RefreshController(header: .header, action: .manual {})
            new.refresh?.attach(header)
            headers[index] = header
        }
        page.replaceList(at: index, with: new)
        return "replace list \(index) (content \(height.rk))"
    }

    mutating func reload() -> String {
        let height = [300.0, 900, 2000, 4000].randomElement(using: &rng)!
        let list = page.lists.randomElement(using: &rng)!
        guard !list.isDecelerating && !list.isTracking else { return "no reload while moving" }
        list.setContentSize(ScrollSize(width: 390, height: height))
        return "content \(height.rk)"
    }
}
