import Foundation
import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// A list ported from MJRefresh behaves as it did there: the calls it relied on mean what they meant.
@MainActor
@Suite struct MJRefreshPortTests {
    // MARK: endRefreshing and no more data

    /// Given a footer told there is no more data (one empty page), when the app ends it with `endRefreshing()`
    /// as MJRefresh apps do after a reload from the top, then it is idle and loads again: MJRefresh's
    /// `endRefreshing` sets the idle state, which clears no-more-data.
    @Test(arguments: [RefreshFooterStyle.auto, .back])
    func endRefreshingClearsAFootersNoMoreDataAsMJRefreshDoes(style: RefreshFooterStyle) {
        let s = SimulatedSession(header: nil, footer: (style, .footer))
        guard let footer = s.footer else { return }
        footer.beginRefreshing()
        s.scrollView.settle()
        footer.setNoMoreData()
        s.scrollView.settle()
        #expect(footer.state == .noMoreData)

        footer.endRefreshing()
        s.scrollView.settle()

        #expect(footer.state == .idle)
        let actions = footer.actionCount
        footer.beginRefreshing()
        #expect(footer.actionCount == actions + 1)
    }

    /// How a load's end and "no more data" combine, in each order an MJRefresh app writes them. MJRefresh runs both
    /// calls on the main queue in the order made (`endRefreshing` sets idle, `endRefreshingWithNoMoreData` no more
    /// data), so the later one wins; here the same, whether the second comes in the same turn, during the ending
    /// animation or after it.
    enum EndOrder: String, CaseIterable, CustomTestStringConvertible {
        case endThenNoMoreData, endThenNoMoreDataAsItEnds, endThenNoMoreDataOnceEnded, noMoreDataThenEnd
        var testDescription: String { rawValue }
    }

    /// Given a footer loading its last page, when the app ends the load and says there is no more data (in each
    /// order), then the footer ends as MJRefresh's would: no more data when that came last, idle when `endRefreshing`
    /// did.
    @Test(arguments: [RefreshFooterStyle.auto, .back], EndOrder.allCases)
    func theLastOfEndAndNoMoreDataWinsAsInMJRefresh(style: RefreshFooterStyle, order: EndOrder) {
        let s = SimulatedSession(header: nil, footer: (style, .footer))
        guard let footer = s.footer else { return }
        footer.beginRefreshing()
        s.scrollView.settle()
        #expect(footer.state == .refreshing)

        switch order {
        case .endThenNoMoreData:
            footer.endRefreshing()
            footer.setNoMoreData()
        case .endThenNoMoreDataAsItEnds:
            footer.endRefreshing()
            s.scrollView.advance(frames: 3)
            footer.setNoMoreData()
        case .endThenNoMoreDataOnceEnded:
            footer.endRefreshing()
            s.scrollView.settle()
            footer.setNoMoreData()
        case .noMoreDataThenEnd:
            footer.setNoMoreData()
            footer.endRefreshing()
        }
        s.scrollView.settle()

        #expect(footer.state == (order == .noMoreDataThenEnd ? .idle : .noMoreData))
    }

    /// Given no more data set before the footer has a scroll view, when the app ends it, then it attaches idle.
    @Test func endRefreshingBeforeTheAttachClearsAPendingNoMoreData() {
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let footer = RefreshController(footer: .auto, action: .manual {})
        footer.setNoMoreData()
        footer.endRefreshing()
        binding.attach(footer)
        scrollView.settle()
        #expect(footer.state == .idle)
    }

    /// A header's `endRefreshing()` leaves the footer's no-more-data alone, as MJRefresh's does.
    @Test func aHeadersEndLeavesTheFootersNoMoreData() {
        let s = SimulatedSession(footer: (.auto, .footer))
        s.footer?.setNoMoreData()
        s.pullToRefresh()
        s.header?.endRefreshing()
        s.scrollView.settle()
        #expect(s.footer?.state == .noMoreData)
    }

    /// An async load that sets no more data and returns keeps it: the return is not the app's `endRefreshing()`.
    @Test func anAsyncLoadThatSetsNoMoreDataKeepsIt() async {
        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let footer = RefreshController(footer: .back)
        footer.action = .async { [weak footer] in footer?.setNoMoreData() }
        binding.attach(footer)
        footer.beginRefreshing()
        scrollView.settle()
        for _ in 0..<20 where footer.state != .noMoreData { await Task.yield() }
        scrollView.settle()
        #expect(footer.state == .noMoreData)
    }

    // MARK: Closure shapes

    /// Given MJRefresh's shape, a synchronous closure that starts work, when the refresh runs, then it waits for
    /// `endRefreshing()`; an async closure ends the refresh when it returns. (The `target:` initialisers of RefreshHeader
    /// and RefreshFooter pass their closures through these overloads; the others rely on the same overload rule, which
    /// only the iOS check sees: a synchronous closure there gets the deprecation warning.)
    @Test func aSynchronousClosureStartsWorkThatEndsWithEndRefreshing() async {
        var started = 0
        let sync = RefreshController.Action.shaped { started += 1 }
        let async = RefreshController.Action.shaped { await Task.yield() }
        guard case .manual = sync else { Issue.record("a synchronous closure became \(sync)"); return }
        guard case .async = async else { Issue.record("an async closure became \(async)"); return }

        let scrollView = SimulatedScrollView()
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: sync)
        binding.attach(header)
        header.beginRefreshing()
        scrollView.settle()
        for _ in 0..<20 { await Task.yield() }
        scrollView.settle()
        #expect(started == 1)
        #expect(header.state == .refreshing)
        header.endRefreshing()
        scrollView.settle()
        #expect(header.state == .idle)
    }

    final class Owner { var loads = 0 }

    /// The target forms: `{ vc in vc.loadNew() }` starts work on the target; `{ vc in await vc.… }` does it.
    @Test func theTargetFormsFollowTheSameRule() {
        let owner = Owner()
        let sync = RefreshController.Action.shaped(weak: owner) { $0.loads += 1 }
        let async = RefreshController.Action.shaped(weak: owner) { (owner: Owner) async in owner.loads += 1 }
        guard case .manual(let body) = sync else { Issue.record("a synchronous closure became \(sync)"); return }
        guard case .async = async else { Issue.record("an async closure became \(async)"); return }
        body()
        #expect(owner.loads == 1)
    }

    // MARK: Completions per call

    /// Given MJRefresh's `beginRefreshingWithCompletionBlock:` and `endRefreshingWithCompletionBlock:`, then the begin's
    /// runs once refreshing and the end's once back at rest after the ending animation, each once.
    @Test func aBeginsAndAnEndsCompletionRunOnceEach() {
        let s = SimulatedSession()
        guard let header = s.header else { return }
        var log: [String] = []
        header.beginRefreshing { log.append("began \(header.state)") }
        #expect(log == ["began refreshing"])
        s.scrollView.settle()
        header.endRefreshing { log.append("ended \(header.state)") }
        #expect(log == ["began refreshing"])  // the ending animation still runs
        s.scrollView.settle()
        #expect(log == ["began refreshing", "ended idle"])
        header.endRefreshing { log.append("nothing to end") }
        #expect(log.last == "nothing to end")
    }

    /// A begin that waits for the scroll view runs its completion when it starts; a refused one never does.
    @Test func aBeginThatWaitsRunsItsCompletionWhenItStartsAndARefusedOneNever() {
        let scrollView = SimulatedScrollView()
        scrollView.setInWindow(false)
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        binding.attach(header)
        var began = 0
        header.beginRefreshing { began += 1 }
        #expect(began == 0)
        scrollView.setInWindow(true)
        scrollView.settle()
        #expect(began == 1)

        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(footer)
        var refused = 0
        footer.beginRefreshing { refused += 1 }  // the header refreshes: refused
        header.endRefreshing()
        scrollView.settle()
        footer.beginRefreshing()
        scrollView.settle()
        #expect(refused == 0)
    }

    /// How a begin that waited for the window comes to nothing: refused (the other end started first) or ended
    /// before it started.
    enum LostBegin: String, CaseIterable, CustomTestStringConvertible {
        case refused, endedBeforeItStarted
        var testDescription: String { rawValue }
    }

    /// Given a begin with a completion that waits for the window and comes to nothing, when a later refresh starts
    /// (the app's plain begin), then that completion does not run for it: it belonged to the begin that never began.
    @Test(arguments: LostBegin.allCases)
    func aLostBeginsCompletionNeverRunsForALaterRefresh(_ lost: LostBegin) {
        let scrollView = SimulatedScrollView()
        scrollView.setInWindow(false)
        let binding = scrollView.installRefresh()
        let header = RefreshController(header: .header, action: .manual {})
        let footer = RefreshController(footer: .back, action: .manual {})
        binding.attach(header)
        binding.attach(footer)
        var ran = 0
        switch lost {
        case .refused:  // both wait; the footer, asked first, starts first and the header's begin is refused
            footer.beginRefreshing()
            header.beginRefreshing { ran += 1 }
        case .endedBeforeItStarted:
            header.beginRefreshing { ran += 1 }
            header.endRefreshing()
        }
        scrollView.setInWindow(true)
        scrollView.settle()
        #expect(header.state != .refreshing)
        footer.endRefreshing()
        scrollView.settle()

        header.beginRefreshing()
        scrollView.settle()

        #expect(header.state == .refreshing)
        #expect(ran == 0)
    }

    // MARK: Stored dates

    /// Given a date MJRefresh stored under its raw key ("feed") or its default header key, when RefreshKit reads the
    /// same key, then it finds it until it has recorded one of its own; the fallback can be turned off.
    @Test(arguments: [("feed", "feed"), ("header", "MJRefreshHeaderLastUpdatedTimeKey")])
    func aDateMJRefreshStoredIsReadAfterTheMigration(key: String, mjKey: String) throws {
        let suite = "RefreshKitTests.mj.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let then = Date(timeIntervalSince1970: 1_700_000_000)
        defaults.set(then, forKey: mjKey)

        let store = UserDefaultsTimestampStore(suiteName: suite)
        #expect(store.lastUpdated(forKey: key) == then)
        #expect(UserDefaultsTimestampStore(suiteName: suite, readsMJRefreshKeys: false).lastUpdated(forKey: key) == nil)

        let now = then.addingTimeInterval(60)
        store.setLastUpdated(now, forKey: key)
        #expect(store.lastUpdated(forKey: key) == now)
    }

    /// A value under the raw key that is not a date is not taken for one.
    @Test func aValueThatIsNotADateIsNotRead() throws {
        let suite = "RefreshKitTests.mj.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("yesterday", forKey: "inbox")
        #expect(UserDefaultsTimestampStore(suiteName: suite).lastUpdated(forKey: "inbox") == nil)
    }

    // MARK: The appearance proxy

    /// Given a Swift-only setting set through `appearance()`, then nothing runs and a message says where its
    /// app-wide default lives; on a real indicator the setting applies.
    @Test func aSettingSetThroughTheAppearanceProxyIsRefusedWithAMessage() {
        var ran = false
        var messages: [String] = []
        AppearanceProxyGuard.apply(isInstance: false, member: "showsStateTitles", in: "RefreshIndicatorView",
                                   report: { messages.append($0) }) { ran = true }
        #expect(!ran)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("RefreshIndicatorView.appearance().showsStateTitles") == true)
        #expect(messages.first?.contains("RefreshIndicatorDefaults.app") == true)

        AppearanceProxyGuard.apply(isInstance: true, member: "showsStateTitles", in: "RefreshIndicatorView",
                                   report: { messages.append($0) }) { ran = true }
        #expect(ran)
        #expect(messages.count == 1)
    }
}
