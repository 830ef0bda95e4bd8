import Foundation
import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

// The examples of the documentation article "Testing refresh flows with the simulator"
// (Sources/RefreshKit/RefreshKit.docc/TestingWithTheSimulator.md), exactly as printed there, so that
// they keep compiling and passing. Only the public API is used: no `@testable import`.

@MainActor @Test func pullingPastTheTriggerRefreshesOnce() {
    let scrollView = SimulatedScrollView()              // 390 × 812 pt, 2,000 pt of content
    let header = RefreshController(header: .header, action: .manual {})
    scrollView.installRefresh().attach(header)

    scrollView.drag(by: 150)                           // a finger pulls 150 pt; rubber-banded to 75
    #expect(header.state == .ready)
    scrollView.release(velocity: 0)
    scrollView.settle()                                // the bounce comes to rest on the header
    #expect(header.state == .refreshing)
    #expect(header.actionCount == 1)
    #expect(scrollView.contentInset.top == 54)         // the header's height, held while refreshing

    header.endRefreshing()
    scrollView.settle()
    #expect(header.state == .idle)
    #expect(scrollView.contentInset == .zero)          // exactly the app's inset again
}

@MainActor final class DocumentationFeed {
    private(set) var pages = 0
    func loadMore() async { pages += 1 }
}

@MainActor @Test func anAsyncLoadEndsWhenItReturns() async {
    let feed = DocumentationFeed()
    let scrollView = SimulatedScrollView()
    let footer = RefreshController(footer: .auto, action: .async(weak: feed) { feed in await feed.loadMore() })
    scrollView.installRefresh().attach(footer)

    scrollView.drag(by: -(scrollView.maxOffset + 100), duration: 1)   // a slow drag to the end
    #expect(footer.state == .refreshing)
    for _ in 0..<20 where footer.state == .refreshing { await Task.yield() }   // the action's task runs
    scrollView.release(velocity: 0)
    scrollView.settle()
    #expect(feed.pages == 1)
    #expect(footer.state == .idle)
}

@MainActor @Test func theInsetTheAppSetsStaysTheApps() {
    let scrollView = SimulatedScrollView()
    let binding = scrollView.installRefresh()
    let header = RefreshController(header: .header, action: .manual {})
    binding.attach(header)
    header.beginRefreshing()
    scrollView.settle()

    scrollView.setContentInset(ScrollInsets(bottom: 300))   // a keyboard appears while refreshing
    #expect(binding.appContentInset == ScrollInsets(bottom: 300))
    header.endRefreshing()
    scrollView.settle()
    #expect(scrollView.contentInset == ScrollInsets(bottom: 300))
}

@MainActor @Test func underALargeTitleTheHeaderStaysBelowTheTitle() {
    let scrollView = SimulatedScrollView()
    let bar = SimulatedNavigationBar(largeTitle: true)
    bar.attach(to: scrollView)
    let header = RefreshController(header: .header, action: .manual {})
    scrollView.installRefresh().attach(header)

    scrollView.drag(by: 200)
    scrollView.release(velocity: 0)
    scrollView.settle()
    #expect(header.state == .refreshing)
    #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 })   // never under the title, to a pixel
}

@Test func theLastUpdatedLineIsAPureFunction() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let english = RefreshLocalization(language: "en")
    #expect(RefreshLastUpdated.text(for: nil, now: now, localization: english) == "Last updated: never")
    #expect(RefreshLastUpdated.isStale(lastUpdated: now.addingTimeInterval(-400), olderThan: 300, now: now))
    #expect(RefreshState.idle.next(on: .pull(progress: 1.2)) == .ready)
}
