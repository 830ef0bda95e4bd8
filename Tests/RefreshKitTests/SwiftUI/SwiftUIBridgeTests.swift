import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The decisions of the SwiftUI layer (issue 21), on Linux: finding the scroll view from a marker in the
/// content, mapping an `isRefreshing` binding to begin and end, and the action RefreshKit owns across SwiftUI
/// updates.
@Suite struct SwiftUIBridgeTests {
    // MARK: - Finding the scroll view

    /// A view tree: each node names its kind and its parent.
    final class Node: Sendable {
        let name: String
        let kind: ScrollViewLookup.Kind
        let parent: Node?
        init(_ name: String, _ kind: ScrollViewLookup.Kind = .init(isScrollView: false), parent: Node? = nil) {
            self.name = name
            self.kind = kind
            self.parent = parent
        }
    }

    func lookup(_ marker: Node) -> String? {
        ScrollViewLookup.nearest(from: marker, parent: { $0.parent }, kind: { $0.kind })?.name
    }

    /// A marker in a List's row (iOS 16+: a cell in a UICollectionView) finds the collection view, not the
    /// navigation's or the window's views above it.
    @Test func aMarkerInARowFindsItsList() {
        let window = Node("window")
        let outer = Node("outer scroll view", .init(isScrollView: true), parent: window)
        let list = Node("collection view", .init(isScrollView: true), parent: Node("hosting", parent: outer))
        let cell = Node("cell", parent: Node("content", parent: list))
        #expect(lookup(Node("marker", parent: cell)) == "collection view")
    }

    /// A text view above the marker (the marker inside a text view's content) is not a list.
    @Test func aTextViewIsSkipped() {
        let list = Node("table", .init(isScrollView: true))
        let text = Node("text view", .init(isScrollView: true, isTextView: true), parent: list)
        #expect(lookup(Node("marker", parent: text)) == "table")
    }

    /// Outside any scroll view (the modifier put on the List itself, in its background), nothing is found:
    /// the SwiftUI layer then says so in debug builds and attaches nothing.
    @Test func aMarkerOutsideAnyScrollViewFindsNothing() {
        let root = Node("hosting", parent: Node("window"))
        #expect(lookup(Node("marker", parent: root)) == nil)
    }

    /// The marker itself is never the answer, even if it were a scroll view.
    @Test func theMarkerItselfIsNotItsScrollView() {
        #expect(lookup(Node("marker", .init(isScrollView: true))) == nil)
    }

    // MARK: - The isRefreshing binding

    @Test func aBindingTurningTrueBeginsAndFalseEnds() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
        #expect(sync.update(requested: true, refreshing: true) == nil)     // another update: no second begin
        #expect(sync.update(requested: false, refreshing: true) == .end)
    }

    @Test func aBindingTrueAtTheStartBegins() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A pull begins a refresh: the binding is written true, and the update that follows is not a request;
    /// the action returning writes false, and that update ends nothing.
    @Test func refreshKitsOwnChangesAreWrittenBackWithoutEchoes() {
        var sync = RefreshRequestSync()
        _ = sync.update(requested: false, refreshing: false)
        #expect(sync.refreshingDidChange(to: true, current: false) == true)
        sync.writeDidLand()
        #expect(sync.update(requested: true, refreshing: true) == nil)
        #expect(sync.refreshingDidChange(to: false, current: true) == false)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        // The app asks again later: a begin.
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A pull writes true; the app sets false before SwiftUI updates: that is an end. Later the app sets true
    /// again: a begin (an earlier version took it for the echo of the pull's write).
    @Test func anAppRequestAfterRefreshKitsWriteIsNotTakenForAnEcho() {
        var sync = RefreshRequestSync()
        _ = sync.update(requested: false, refreshing: false)
        #expect(sync.refreshingDidChange(to: true, current: false) == true)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: true) == .end)
        #expect(sync.refreshingDidChange(to: false, current: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    /// A begin refused (the footer loading, the header disabled) is written back as false, so the next
    /// request is an edge again.
    @Test func aRefusedBeginIsWrittenBackSoTheNextRequestCounts() {
        var sync = RefreshRequestSync()
        #expect(sync.update(requested: true, refreshing: false) == .begin)
        #expect(sync.refreshingDidChange(to: false, current: true) == false)
        sync.writeDidLand()
        #expect(sync.update(requested: false, refreshing: false) == nil)
        #expect(sync.update(requested: true, refreshing: false) == .begin)
    }

    @Test func aBindingAlreadyShowingTheStateIsNotWritten() {
        var sync = RefreshRequestSync()
        #expect(sync.refreshingDidChange(to: true, current: true) == nil)
    }

    // MARK: - The action across updates

    /// Given a header whose action is the relay's, when SwiftUI updates the view (a new closure) while the
    /// refresh runs, then the running refresh is neither cancelled nor started again, it ends when its own
    /// closure returns, and the next refresh runs the newest closure.
    @MainActor @Test func anUpdateDuringARefreshNeitherCancelsNorRestartsIt() async {
        let view = SimulatedScrollView()
        var log: [String] = []
        var release: CheckedContinuation<Void, Never>?
        let relay = RefreshActionRelay {
            log.append("first started")
            await withCheckedContinuation { release = $0 }
            log.append("first finished \(Task.isCancelled ? "cancelled" : "whole")")
        }
        let header = RefreshController(header: .header, action: .async { await relay.run() })
        view.installRefresh().attach(header)
        header.beginRefreshing()
        view.settle()
        for _ in 0..<20 where release == nil { await Task.yield() }
        #expect(header.state == .refreshing)
        relay.update { log.append("second ran") }  // SwiftUI re-created the modifier
        relay.update { log.append("third ran") }
        #expect(header.actionCount == 1 && relay.runs == 1)
        release?.resume()
        for _ in 0..<50 where header.state == .refreshing {
            await Task.yield()
            view.advance(frames: 1)
        }
        view.settle()
        #expect(header.state != .refreshing)
        header.beginRefreshing()  // the next refresh runs the newest closure
        view.settle()
        for _ in 0..<20 where log.count < 3 { await Task.yield() }
        #expect(log == ["first started", "first finished whole", "third ran"])
        #expect(relay.runs == 2)
    }
}

extension SwiftUIBridgeTests {
    typealias Candidate = ScrollViewLookup.Candidate<String>

    /// The modifier on the List itself: its marker, in the List's background, has the List's frame; the
    /// scroll view below with that frame is the List's, not a smaller one in a row nor a text view.
    @Test func aMarkerBesideItsListFindsTheScrollViewWithItsFrame() {
        let frame = ScrollRect(x: 0, y: 100, width: 390, height: 700)
        let candidates = [
            Candidate(view: "hosting", frame: frame, kind: .init(isScrollView: false)),
            Candidate(view: "text view", frame: frame, kind: .init(isScrollView: true, isTextView: true)),
            Candidate(view: "carousel", frame: ScrollRect(x: 0, y: 120, width: 390, height: 80), kind: .init(isScrollView: true)),
            Candidate(view: "collection view", frame: ScrollRect(x: 0.4, y: 100, width: 390, height: 700.5),
                      kind: .init(isScrollView: true)),
        ]
        #expect(ScrollViewLookup.frameMatch(marker: frame, candidates: candidates) == "collection view")
    }

    /// A List's scroll view reaches under the bars: it covers the marker's frame without equalling it.
    @Test func aListReachingUnderTheBarsStillCoversItsMarker() {
        let marker = ScrollRect(x: 0, y: 100, width: 390, height: 700)
        let list = Candidate(view: "list", frame: ScrollRect(x: 0, y: 0, width: 390, height: 844), kind: .init(isScrollView: true))
        #expect(ScrollViewLookup.frameMatch(marker: marker, candidates: [list]) == "list")
    }

    @Test func aMarkerWithNoAreaOrNoMatchFindsNothing() {
        let list = Candidate(view: "list", frame: ScrollRect(x: 0, y: 0, width: 390, height: 700), kind: .init(isScrollView: true))
        #expect(ScrollViewLookup.frameMatch(marker: .zero, candidates: [list]) == nil)
        #expect(ScrollViewLookup.frameMatch(marker: ScrollRect(x: 0, y: 600, width: 390, height: 300), candidates: [list]) == nil)  // reaches past it
    }
}

extension SwiftUIBridgeTests {
    /// A trigger runs its header's refresh and returns once it has ended; with no header yet, at once.
    @MainActor @Test func aTriggerWaitsForItsHeadersRefresh() async {
        let trigger = RefreshTrigger()
        #expect(!trigger.isAttached)
        await trigger.refresh()  // no header: returns
        var log: [String] = []
        trigger.perform = {
            log.append("began")
            await Task.yield()
            log.append("ended")
        }
        await trigger.refresh()
        log.append("returned")
        #expect(log == ["began", "ended", "returned"])
    }
}
