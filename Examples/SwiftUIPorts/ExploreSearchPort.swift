// Port 3: a Mastodon client's Explore tab (a grouped `List` of sections: trending tags, suggested accounts,
// trending posts; `.searchable` with scopes replacing them with sectioned search results; `.refreshable`
// reloading the trends; a "next page" row at the end of a section once a single scope is chosen).
//
// Structure learnt from IceCubesApp (github.com/Dimillian/IceCubesApp @ 0fc41d2):
//   Packages/Explore/Sources/Explore/ExploreView.swift
//   Packages/Explore/Sources/Explore/SearchResultsView.swift
// The model, rows and network below are stubs written for this port; only the screen's shape is kept.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import RefreshKit

// MARK: - Stubs (not from the original)

enum PortSearchScope: String, CaseIterable, Hashable {
    case all, people, hashtags, posts
}

struct PortSearchResults {
    var accounts: [String] = []
    var hashtags: [String] = []
    var statuses: [String] = []
    /// Not in the original (its next-page row stays until a page comes back empty, and then stays too).
    var exhausted: Set<PortSearchScope> = []
    var isEmpty: Bool { accounts.isEmpty && hashtags.isEmpty && statuses.isEmpty }
}

@MainActor final class PortExploreModel: ObservableObject {
    @Published private(set) var isLoaded = false
    @Published private(set) var isLoadingTrends = false
    @Published private(set) var trendingTags: [String] = []
    @Published private(set) var suggestedAccounts: [String] = []
    @Published private(set) var trendingStatuses: [String] = []
    @Published private(set) var results: [String: PortSearchResults] = [:]
    @Published private(set) var isSearching = false

    func fetchTrending() async {
        isLoadingTrends = true
        defer { isLoadingTrends = false }
        try? await Task.sleep(nanoseconds: 800_000_000)
        let stamp = Int(Date().timeIntervalSince1970) % 1000
        trendingTags = (0..<5).map { "#tag\($0)-\(stamp)" }
        suggestedAccounts = (0..<4).map { "@user\($0)" }
        trendingStatuses = (0..<12).map { "Trending post \($0)" }
        withAnimation { isLoaded = true }
    }

    func search(_ query: String) async {
        guard !query.isEmpty else { return }
        isSearching = true
        defer { isSearching = false }
        do {
            try await Task.sleep(nanoseconds: 250_000_000)  // the original's debounce
            var found = PortSearchResults()
            found.accounts = Self.page(query, "@", from: 0)
            found.hashtags = Self.page(query, "#", from: 0)
            found.statuses = Self.page(query, "post ", from: 0)
            withAnimation { results[query] = found }
        } catch {}
    }

    /// As `ExploreView.fetchNextPage(of:)`: the offset is the count of that kind already loaded.
    func fetchNextPage(_ query: String, scope: PortSearchScope) async {
        guard var found = results[query] else { return }
        try? await Task.sleep(nanoseconds: 600_000_000)
        let new: [String]
        switch scope {
        case .people: new = Self.page(query, "@", from: found.accounts.count); found.accounts += new
        case .hashtags: new = Self.page(query, "#", from: found.hashtags.count); found.hashtags += new
        case .posts: new = Self.page(query, "post ", from: found.statuses.count); found.statuses += new
        case .all: return
        }
        if new.isEmpty { found.exhausted.insert(scope) }
        results[query] = found
    }

    private static func page(_ query: String, _ prefix: String, from offset: Int) -> [String] {
        offset >= 60 ? [] : (offset..<offset + 20).map { "\(prefix)\(query)\($0)" }
    }
}

// MARK: - The screen, on RefreshKit

@available(iOS 16.0, *)
@MainActor
struct ExploreSearchPort: View {
    @StateObject private var model = PortExploreModel()
    @State private var searchQuery = ""
    @State private var searchScope: PortSearchScope = .all
    @State private var header = RefreshTrigger()

    /// The original shows a next-page row only under one scope; RefreshKit's footer is one per scroll view,
    /// at the end of the list, which is that scope's only section.
    private var pagedScope: PortSearchScope? {
        guard !searchQuery.isEmpty, searchScope != .all, model.results[searchQuery] != nil else { return nil }
        return searchScope
    }

    var body: some View {
        List {
            if !model.isLoaded {
                ForEach(0..<6, id: \.self) { Text("Loading trending post \($0)").redacted(reason: .placeholder) }
            } else if !searchQuery.isEmpty {
                if let results = model.results[searchQuery] {
                    if results.isEmpty, !model.isSearching {
                        Text("No results").foregroundColor(.secondary)
                    } else {
                        searchResults(results)
                    }
                } else {
                    ProgressView().frame(maxWidth: .infinity).listRowSeparator(.hidden)
                }
            } else {
                Section("Trending tags") { ForEach(model.trendingTags, id: \.self) { Text($0) } }
                Section("Suggested accounts") { ForEach(model.suggestedAccounts, id: \.self) { Text($0) } }
                Section("Trending posts") { ForEach(model.trendingStatuses, id: \.self) { Text($0) } }
            }
        }
        .listStyle(.grouped)
        .task { await model.fetchTrending() }
        // IceCubes: `.refreshable { Task { sound; haptic; await fetchTrending(); haptic; sound } }`: the
        // unstructured task ends the system spinner at once. Here the header lasts until the trends came, and
        // is off while search results show (the original reloaded the hidden trends under them).
        .rk.header(isEnabled: searchQuery.isEmpty, trigger: header) {
            await model.fetchTrending()
        }
        // IceCubes: `NextPageView { await onNextPage(.accounts) }` as the last row of the chosen scope's section.
        .rk.footer(isEnabled: pagedScope != nil,
                   noMoreData: pagedScope.map { model.results[searchQuery]?.exhausted.contains($0) ?? false } ?? false,
                   preloadDistance: 300,
                   noMoreDataText: "No more results") {
            guard let scope = pagedScope else { return }
            await model.fetchNextPage(searchQuery, scope: scope)
        }
        .navigationTitle("Explore")
        .navigationBarTitleDisplayMode(.inline)
        .searchable(text: $searchQuery, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        .searchScopes($searchScope) {
            ForEach(PortSearchScope.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        .task(id: searchQuery) { await model.search(searchQuery) }
        .toolbar {
            Button("Reload") { Task { await header.refresh() } }
        }
    }

    @ViewBuilder
    private func searchResults(_ results: PortSearchResults) -> some View {
        if !results.accounts.isEmpty, searchScope == .all || searchScope == .people {
            Section("Users") { ForEach(results.accounts, id: \.self) { Text($0) } }
        }
        if !results.hashtags.isEmpty, searchScope == .all || searchScope == .hashtags {
            Section("Tags") { ForEach(results.hashtags, id: \.self) { Text($0) } }
        }
        if !results.statuses.isEmpty, searchScope == .all || searchScope == .posts {
            Section("Posts") { ForEach(results.statuses, id: \.self) { Text($0) } }
        }
    }
}
#endif
