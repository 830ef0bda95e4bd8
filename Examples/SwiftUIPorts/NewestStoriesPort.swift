// Port 2: a link aggregator's "Newest" feed (`ScrollView` + `LazyVStack`, placeholder rows until the first
// page, each row's `.task` asking for the next page when it is the last one, a `ProgressView` row while it
// loads, `.refreshable` wrapping the reload in an unstructured `Task` so that SwiftUI cannot cancel it, and a
// tab re-selection that scrolls to the top).
//
// Structure learnt from claw, a Lobsters client (github.com/twodayslate/claw @ 920f7b7):
//   claw/Stories/Newest/NewestView.swift, claw/Stories/Newest/NewestFetcher.swift
// The fetcher keeps the original's shape (completion-handler loads, `isReloading` / `isLoadingMore` flags,
// an `async` refresh bridged with a continuation); its body is a stub written for this port.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import RefreshKit

// MARK: - Stubs (not from the original)

struct PortStory: Identifiable, Hashable {
    let id: Int
    var title: String { "Story \(id)" }
    static let placeholder = PortStory(id: -1)
}

@MainActor final class PortNewestFetcher: ObservableObject {
    @Published private(set) var stories: [PortStory] = []
    @Published private(set) var isReloading = false
    @Published private(set) var isLoadingMore = false
    /// Not in the original (Lobsters' newest feed never ends): a page that added nothing.
    @Published private(set) var reachedEnd = false
    private var page = 1

    /// The original loads page 1 from `init()`; here the view's `.task` calls it.
    func loadIfEmpty() {
        if stories.isEmpty { load(completion: nil) }
    }

    /// As `NewestFetcher.refresh()`: page 1 again, `isReloading` while it runs.
    func refresh() async throws {
        page = 1
        isReloading = true
        defer { isReloading = false }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            load { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// As `NewestFetcher.more(_:completion:)`, without the "is this the last story" argument the row's `.task`
    /// passed: the footer only asks when the end is near.
    func more(completion: @escaping @MainActor ((any Error)?) -> Void) {
        guard !isLoadingMore else { return completion(nil) }
        isLoadingMore = true
        fetch(page: page) { [weak self] result in
            guard let self else { return }
            self.isLoadingMore = false
            if case .success(let new) = result {
                let fresh = new.filter { !self.stories.contains($0) }
                self.stories += fresh
                self.reachedEnd = fresh.isEmpty
                self.page += 1
            }
            completion(result.error)
        }
    }

    private func load(completion: (@MainActor ((any Error)?) -> Void)?) {
        fetch(page: 1) { [weak self] result in
            guard let self else { return }
            if case .success(let stories) = result {
                self.stories = stories
                self.reachedEnd = false
                self.page = 2
            }
            completion?(result.error)
        }
    }

    /// Stands in for the `URLSession` data task and JSON decoding: 25 stories a page, ten pages.
    private func fetch(page: Int, completion: @escaping @MainActor (Result<[PortStory], any Error>) -> Void) {
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 600_000_000)
            let first = (page - 1) * 25
            completion(.success(page > 10 ? [] : (first..<first + 25).map { PortStory(id: $0) }))
        }
    }
}

private extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

// MARK: - The screen, on RefreshKit

@available(iOS 14.0, *)
@MainActor
struct NewestStoriesPort: View {
    @StateObject private var newest = PortNewestFetcher()
    @State private var reselect = false

    var body: some View {
        ScrollViewReader { scrollProxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    Divider().padding(.leading)
                    if newest.stories.isEmpty {
                        ForEach(1..<10) { _ in
                            StoryCell(story: .placeholder).redacted(reason: .placeholder).disabled(true)
                            Divider().padding(.leading)
                        }
                    }
                    ForEach(newest.stories) { story in
                        StoryCell(story: story).id(story)
                        Divider().padding(.leading)
                    }
                }
                // claw: `.refreshable { await Task { try await newest.refresh() }.value }`. The model's own flag
                // shows a reload begun elsewhere too; RefreshKit's task is not cancelled by view updates.
                .rk.header(isLoading: newest.isReloading) {
                    try? await newest.refresh()
                }
                // claw: each row's `.task { newest.more(story) }` (acting for the last row only) and a
                // `ProgressView` row while `isLoadingMore`. The skeleton rows are content, so the footer is off
                // until real stories came (`hidesWhenContentIsEmpty` cannot tell them apart). The fetcher's
                // `isLoadingMore` joins the footer: a page it loads shows there, and is not asked for twice.
                .rk.footer(isEnabled: !newest.stories.isEmpty, noMoreData: newest.reachedEnd,
                           isLoading: newest.isLoadingMore, preloadDistance: 600, loadsUntilFilled: true,
                           noMoreDataText: "You're all caught up") { done in
                    newest.more { _ in done() }
                }
            }
            .onAppear { newest.loadIfEmpty() }
            .navigationBarTitle("Newest")
            .toolbar {
                // Stands in for the tab bar's `didReselect`.
                Button("Top") { reselect.toggle() }
            }
            .onChange(of: reselect) { _ in
                withAnimation { scrollProxy.scrollTo(newest.stories.first) }
            }
        }
    }
}

@available(iOS 14.0, *)
private struct StoryCell: View {
    let story: PortStory

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(story.title).font(.headline)
            Text("lobste.rs · 3 comments").font(.caption).foregroundColor(.secondary)
        }
        .padding()
    }
}
#endif
