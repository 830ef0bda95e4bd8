// Compile-only: every listing of UsingSwiftUI.md, in the article's order (the numbers are the listings'), with
// stand-ins for the app's own types (`Item`, `Row`, `api`, `showToast`). SwiftUISnippets.swift holds the older
// listings' overload checks; this file holds the page as written.
import Observation
import SwiftUI
import UIKit
import RefreshKit

struct GuideItem: Identifiable, Sendable {
    let id: Int
    var title = ""
}

struct GuideRow: View {
    let item: GuideItem
    init(_ item: GuideItem) { self.item = item }
    var body: some View { Text(item.title) }
}

enum GuideAPI {
    static func feed() async -> [GuideItem] { [] }
}

@MainActor func guideShowToast(_ text: String = "") {}

/// The models the page's listings use, as `ObservableObject`s (iOS 13).
@MainActor final class GuideFeed: ObservableObject {
    @Published var items: [GuideItem] = []
    @Published var posts: [GuideItem] = []
    @Published var isLoading = false
    @Published var isReloading = false
    @Published var isLoadingMore = false
    @Published var isAtEnd = false
    @Published var isComplete = false
    @Published var isPlaceholder = false
    @Published var failed = false

    func reload() async {
        guard !isLoading else { return }   // works: a pull does not set the flag first
        isLoading = true
        defer { isLoading = false }
        items = await GuideAPI.feed()
    }

    func loadMore() async {}
    func loadNextPage() async {}
    func reload(completion: @escaping @Sendable () -> Void) { completion() }
    func loadMore(completion: @escaping @Sendable () -> Void) { completion() }
}

// 1, 2: where the modifiers go; a @StateObject model in a @MainActor view.
@available(iOS 14.0, *)
@MainActor
struct GuidePlacementScreen: View {
    @StateObject private var model = GuideFeed()

    var body: some View {
        VStack {
            List {
                ForEach(model.items) { item in Text(item.title) }
                    .rk.header { await model.reload() }
                    .rk.footer(noMoreData: model.isComplete) { await model.loadMore() }
            }
            ScrollView {
                LazyVStack { ForEach(model.items) { GuideRow($0) } }
                    .rk.header { await model.reload() }
            }
        }
    }
}

// 3: the system spinner (`.refreshable`) with RefreshKit's footer.
@available(iOS 15.0, *)
struct GuideSystemSpinnerScreen: View {
    @ObservedObject var feed: GuideFeed

    var body: some View {
        List {
            ForEach(feed.items) { GuideRow($0) }
                .rk.footer(noMoreData: feed.isAtEnd, isLoading: feed.isLoadingMore) { await feed.loadMore() }
        }
        .refreshable { await feed.reload() }
    }
}

// 4: the environment's action.
struct GuideRetryRow: View {
    @Environment(\.refreshKit) private var refresh

    var body: some View {
        Button(refresh?.isRefreshing == true ? "Loading…" : "Retry") {
            Task { await refresh?() }
        }
        .disabled(refresh == nil || refresh?.isRefreshing == true)
    }
}

struct GuideRetryScreen: View {
    @ObservedObject var feed: GuideFeed
    @Environment(\.refreshKit) private var refresh

    var body: some View {
        List {
            ForEach(feed.items) { GuideRow($0) }
            if feed.failed { GuideRetryRow() }
            Button("Load more") { Task { await refresh?.refresh(.footer) } }
                .disabled(refresh?.hasComponent(.footer) != true || refresh?.isRefreshing(.footer) == true)
        }
        .rk.header { await feed.reload() }
        .rk.footer(noMoreData: feed.isAtEnd) { await feed.loadMore() }
    }
}

// 5: one style for the app, another for one list.
@available(iOS 14.0, *)
struct GuideStyledApp: App {
    var body: some Scene {
        WindowGroup {
            GuideRetryRow()
                .rk.style { style in
                    style.tint = .systemIndigo
                    style.spinnerColor = .systemIndigo
                    style.isHapticFeedbackEnabled = false
                }
        }
    }
}

struct GuideStyledList: View {
    @ObservedObject var model: GuideFeed

    var body: some View {
        List { ForEach(model.items) { GuideRow($0) } }
            .rk.header { await model.reload() }
            .rk.style { $0.triggerDistance = 90; $0.showsLastUpdated = true }
            .rk.style(RefreshStyle())
    }
}

// 6, 7, 8: a binding; a model's own flag; a header and a footer following a model.
@available(iOS 14.0, *)
struct GuideFlagsScreen: View {
    @ObservedObject var model: GuideFeed
    @ObservedObject var feed: GuideFeed
    @State private var isRefreshing = false

    var body: some View {
        VStack {
            List { ForEach(model.items) { GuideRow($0) }.rk.header(isRefreshing: $isRefreshing) { await model.reload() } }
                .toolbar { Button("Refresh") { isRefreshing = true } }
            List { ForEach(model.items) { GuideRow($0) } }
                .rk.header(isLoading: model.isLoading) { await model.reload() }
                .toolbar { Button("Refresh") { Task { await model.reload() } } }
            List { ForEach(feed.items) { GuideRow($0) } }
                .rk.header(isLoading: feed.isReloading) { await feed.reload() }
                .rk.footer(noMoreData: feed.isAtEnd, isLoading: feed.isLoadingMore) { await feed.loadMore() }
        }
    }
}

// 9, 10, 11: a trigger for the header and the footer.
struct GuideTriggerScreen: View {
    @ObservedObject var model: GuideFeed
    @ObservedObject var feed: GuideFeed
    @State private var trigger = RefreshTrigger()

    var body: some View {
        VStack {
            List { ForEach(model.items) { GuideRow($0) } }.rk.header(trigger: trigger) { await model.reload() }
            Button("Reload") { Task { await trigger.refresh(); guideShowToast() } }
            List { ForEach(feed.items) { GuideRow($0) } }
                .rk.footer(style: .back, noMoreData: feed.isAtEnd, trigger: trigger) { await feed.loadNextPage() }
            Button("Load more") { Task { await trigger.refresh(.footer) } }
            Button("Reload") { Task { if await trigger.refresh() { guideShowToast("Updated") } } }
        }
    }
}

// 12, 13, 14: completion-style actions; switched off by a setting.
struct GuideCompletionScreen: View {
    @ObservedObject var model: GuideFeed
    @ObservedObject var feed: GuideFeed
    var infiniteScrolling: Bool

    var body: some View {
        VStack {
            List {
                ForEach(model.items) { GuideRow($0) }
                    .rk.header { done in model.reload(completion: done) }
                    .rk.footer(noMoreData: model.isComplete) { done in model.loadMore(completion: done) }
            }
            List {
                ForEach(feed.items) { GuideRow($0) }
                    .rk.footer(noMoreData: feed.isAtEnd, isLoading: feed.isLoadingMore) { done in
                        feed.loadMore(completion: done)
                    } indicator: { state, progress in
                        RefreshSpinner(state: state, progress: progress)
                    }
            }
            List { ForEach(feed.items) { GuideRow($0) } }
                .rk.footer(isEnabled: infiniteScrolling, noMoreData: feed.isAtEnd) { await feed.loadNextPage() }
        }
    }
}

// 15: one footer for the section a scope pages (iOS 15's `Section(_:content:)`).
@available(iOS 15.0, *)
struct GuideSectionsScreen: View {
    struct Paged: Identifiable { let id: Int; var title: String; var items: [GuideItem]; var isComplete: Bool }
    var sections: [Paged]
    var pagedSection: Paged?
    var loadMore: @MainActor (Paged?) async -> Void

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.title) { ForEach(section.items) { GuideRow($0) } }
            }
        }
        .rk.footer(isEnabled: pagedSection != nil, noMoreData: pagedSection?.isComplete ?? true) {
            await loadMore(pagedSection)
        }
    }
}

// 16 to 19: loading more.
@available(iOS 14.0, *)
struct GuideLoadingMoreScreen: View {
    @ObservedObject var feed: GuideFeed
    @ObservedObject var model: GuideFeed
    @State private var trigger = RefreshTrigger()
    let columns = [GridItem(.adaptive(minimum: 120))]

    var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: columns) { ForEach(feed.posts) { GuideRow($0) } }
                    .rk.footer(noMoreData: feed.isAtEnd,
                               preloadDistance: 800,
                               loadsUntilFilled: true,
                               noMoreDataText: "You're all caught up") {
                        await feed.loadNextPage()
                    }
            }
            List {
                ForEach(feed.posts) { post in
                    GuideRow(post).onAppear {
                        if post.id == feed.posts.dropLast(5).last?.id { Task { await trigger.refresh(.footer) } }
                    }
                }
                .rk.footer(noMoreData: feed.isAtEnd, trigger: trigger, preloadDistance: 800) { await feed.loadNextPage() }
            }
            List { model.isPlaceholder ? Text("Loading…") : Text("\(model.items.count) items") }
                .rk.footer(isEnabled: !model.isPlaceholder, noMoreData: model.isAtEnd) { await model.loadMore() }
            ScrollView { LazyVStack { ForEach(model.items) { GuideRow($0) } } }
                .rk.footer(isEnabled: !model.items.isEmpty, noMoreData: model.isAtEnd) { await model.loadMore() }
            List {
                ForEach(feed.items) { GuideRow($0) }
                    .rk.footer(noMoreData: feed.isAtEnd) {
                        await feed.loadNextPage()
                    } indicator: { state, _ in
                        switch state {
                        case .noMoreData: Text("End of feed").foregroundColor(.secondary)
                        case .refreshing: ProgressView()
                        default: EmptyView()
                        }
                    }
            }
        }
    }
}

// 20, 21: your own header; the system's look.
struct GuideOwnHeaderScreen: View {
    @ObservedObject var model: GuideFeed

    var body: some View {
        VStack {
            List {
                ForEach(model.items) { GuideRow($0) }
                    .rk.header(height: 64) {
                        await model.reload()
                    } indicator: { state, progress in
                        Image(systemName: state == .refreshing ? "hourglass" : "arrow.down")
                            .rotationEffect(.degrees(state == .ready ? 180 : 0))
                            .opacity(min(1, progress))
                    }
            }
            List {
                ForEach(model.items) { GuideRow($0) }
                    .rk.header {
                        await model.reload()
                    } indicator: { state, progress in
                        RefreshSpinner(state: state, progress: progress, color: .systemTeal)
                    }
            }
        }
    }
}

// 7, with `@Observable`: the model as Xcode 15's Observation macro expands it (this toolchain's plugin cannot
// expand `@Observable` against the iOS 17.0 SDK: see the article, How it is checked). `@Observable` with plain
// `var`s is this class.
@available(iOS 17.0, *)
@MainActor final class GuideObservableFeed {
    private let _$observationRegistrar = ObservationRegistrar()

    nonisolated func access<Member>(keyPath: KeyPath<GuideObservableFeed, Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    nonisolated func withMutation<Member, Result>(keyPath: KeyPath<GuideObservableFeed, Member>,
                                                  _ mutation: () throws -> Result) rethrows -> Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    private var _isLoading = false
    var isLoading: Bool {
        get {
            access(keyPath: \.isLoading)
            return _isLoading
        }
        set { withMutation(keyPath: \.isLoading) { _isLoading = newValue } }
    }

    private var _items: [GuideItem] = []
    var items: [GuideItem] {
        get {
            access(keyPath: \.items)
            return _items
        }
        set { withMutation(keyPath: \.items) { _items = newValue } }
    }

    func reload() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        items = await GuideAPI.feed()
    }

    /// Sets the flag and returns; the load goes on (the live read shows it to its end).
    func startReload() {
        guard !isLoading else { return }
        isLoading = true
        Task { await reloadBody() }
    }

    private func reloadBody() async {
        items = await GuideAPI.feed()
        isLoading = false
    }
}

@available(iOS 17.0, *)
extension GuideObservableFeed: Observable {}

@available(iOS 17.0, *)
@MainActor
struct GuideObservableScreen: View {
    @State private var model = GuideObservableFeed()

    var body: some View {
        List { ForEach(model.items) { GuideRow($0) } }
            .rk.header(isLoading: model.isLoading) { model.startReload() }
            .rk.style { $0.revealsModelLoads = false }
    }
}
