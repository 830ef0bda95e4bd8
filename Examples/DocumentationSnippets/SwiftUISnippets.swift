// Compile-only: the SwiftUI listings of UsingSwiftUI.md that use the newer overloads (a model's loading flag,
// completion-style actions, footer options, a trigger for the footer, the system-like spinner), so that the iOS
// compile check proves their overloads resolve as the article writes them.
import SwiftUI
import RefreshKit

@MainActor final class SnippetFeed: ObservableObject {
    @Published var isLoading = false
    @Published var isAtEnd = false
    @Published var items: [Int] = []

    func reload() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        items = Array(0..<20)
    }

    func loadNextPage() async {}
    func fetch(_ completion: @escaping @Sendable (Result<[Int], any Error>) -> Void) {}
}

@available(iOS 14.0, *)
struct SnippetFeedView: View {
    @ObservedObject var feed: SnippetFeed
    @State private var trigger = RefreshTrigger()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(feed.items, id: \.self) { Text("\($0)") }
            }
            .rk.header(isLoading: feed.isLoading) { await feed.reload() }
            .rk.footer(noMoreData: feed.isAtEnd, trigger: trigger, preloadDistance: 800, loadsUntilFilled: true,
                       noMoreDataText: "You're all caught up") {
                await feed.loadNextPage()
            }
        }
        .toolbar {
            Button("Refresh") { Task { await feed.reload() } }
            Button("Load more") { Task { await trigger.refresh(.footer) } }
        }
    }
}

struct SnippetCallbackView: View {
    @ObservedObject var feed: SnippetFeed

    var body: some View {
        List {
            ForEach(feed.items, id: \.self) { Text("\($0)") }
                .rk.header { done in feed.fetch { _ in done() } }
                .rk.footer(noMoreData: feed.isAtEnd) { done in feed.fetch { _ in done() } }
        }
    }
}

struct SnippetSpinnerView: View {
    @ObservedObject var feed: SnippetFeed

    var body: some View {
        List {
            ForEach(feed.items, id: \.self) { Text("\($0)") }
        }
        .rk.header {
            await feed.reload()
        } indicator: { state, progress in
            RefreshSpinner(state: state, progress: progress)
        }
        .rk.footer(noMoreData: feed.isAtEnd) {
            await feed.loadNextPage()
        } indicator: { state, progress in
            RefreshSpinner(state: state, progress: progress)
        }
    }
}
