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

// Code written before RefreshSpinner took a colour keeps compiling: its initialiser as a function reference.
struct SnippetSpinnerReferenceView: View {
    var body: some View {
        List { Text("Row") }
            .rk.header(action: {}, indicator: RefreshSpinner.init)
    }
}

// The overloads take every parameter (SwiftUI trial, finding 5): a completion-style action with a model's flag
// or your own indicator, a custom-indicator footer with a no-more-data text, and the calls written before.
@MainActor final class SnippetPagedFeed: ObservableObject {
    @Published var isReloading = false
    @Published var isLoadingMore = false
    @Published var isAtEnd = false
    @Published var posts: [Int] = []

    func reload(completion: @escaping @Sendable () -> Void) { completion() }
    func loadMore(completion: @escaping @Sendable () -> Void) { completion() }
    func loadNextPage() async {}
}

struct SnippetOverloadsView: View {
    @ObservedObject var feed: SnippetPagedFeed
    @State private var isRefreshing = false
    @State private var trigger = RefreshTrigger()

    var body: some View {
        List {
            ForEach(feed.posts, id: \.self) { post in
                Text("\(post)").onAppear {
                    // Chains loads within one fling: the footer itself loads once per drag.
                    if post == feed.posts.dropLast(5).last { Task { await trigger.refresh(.footer) } }
                }
            }
        }
        .rk.header(isLoading: feed.isReloading) { done in feed.reload(completion: done) }
        .rk.footer(noMoreData: feed.isAtEnd, isLoading: feed.isLoadingMore, trigger: trigger) { done in
            feed.loadMore(completion: done)
        } indicator: { state, _ in
            Text(state == .refreshing ? "Loading…" : "")
        }
    }
}

struct SnippetEarlierCallsView: View {
    @ObservedObject var feed: SnippetPagedFeed
    @State private var isRefreshing = false

    var body: some View {
        List {
            ForEach(feed.posts, id: \.self) { Text("\($0)") }
        }
        .rk.header(isEnabled: true, isLoading: feed.isReloading, height: 60) { await feed.loadNextPage() }
        .rk.header(isRefreshing: $isRefreshing) { done in done() } indicator: { state, progress in
            RefreshSpinner(state: state, progress: progress)
        }
        .rk.footer(style: .back, noMoreData: feed.isAtEnd, preloadDistance: 300, noMoreDataText: "The end") {
            await feed.loadNextPage()
        } indicator: { state, _ in
            Text(state == .noMoreData ? "The end" : "")
        }
        .rk.footer(isEnabled: !feed.posts.isEmpty, noMoreData: feed.isAtEnd) { done in feed.loadMore(completion: done) }
    }
}

/// One footer on the list for the section a scope pages (UsingSwiftUI.md, One header and one footer per scroll view).
struct SnippetSectionsView: View {
    struct Section: Identifiable { let id: Int; var items: [Int]; var isComplete: Bool }
    var sections: [Section]
    var pagedSection: Section?
    var loadMore: @MainActor (Section?) async -> Void

    var body: some View {
        List {
            ForEach(sections) { section in
                SwiftUI.Section(header: Text("\(section.id)")) { ForEach(section.items, id: \.self) { Text("\($0)") } }
            }
        }
        .rk.footer(isEnabled: pagedSection != nil, noMoreData: pagedSection?.isComplete ?? true) {
            await loadMore(pagedSection)
        }
    }
}

// UsingSwiftUI.md's availability notes: a @MainActor model as a @StateObject default compiles with the iOS 17 SDK
// once the view is @MainActor; the iOS 13 forms of the page's iOS 14 snippets.
@available(iOS 14.0, *)
@MainActor
struct SnippetStateObjectScreen: View {
    @StateObject private var model = SnippetFeed()

    var body: some View {
        List { ForEach(model.items, id: \.self) { Text("\($0)") } }
            .rk.header(isLoading: model.isLoading) { await model.reload() }
    }
}

struct SnippetIOS13Screen: View {
    @ObservedObject var model: SnippetFeed
    @State private var isRefreshing = false

    var body: some View {
        ScrollView {
            VStack { ForEach(model.items, id: \.self) { Text("\($0)") } }
                .rk.header(isRefreshing: $isRefreshing) { await model.reload() }
                .rk.footer(noMoreData: model.isAtEnd) {
                    await model.loadNextPage()
                } indicator: { state, _ in
                    RefreshSpinner(state: state, progress: 1)
                }
        }
        .navigationBarItems(trailing: Button("Refresh") { isRefreshing = true })
    }
}
