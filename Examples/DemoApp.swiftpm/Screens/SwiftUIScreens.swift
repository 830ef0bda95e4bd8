// SwiftUI screens: a List feed with load more, a large title, a button that refreshes, a ScrollView with a
// custom header, and a sheet.
import SwiftUI
import RefreshKit

/// A feed of pages of items, as an app's model.
@MainActor
final class SwiftUIFeedModel: ObservableObject {
    @Published private(set) var items: [String] = []
    @Published private(set) var isComplete = false
    private let feed = FeedModel()

    func reload() async {
        await feed.reload()
        items = feed.items
        isComplete = !feed.hasMore
    }

    func loadMore() async {
        await feed.loadMore()
        items = feed.items
        isComplete = !feed.hasMore
    }
}

/// A `List` under a large title: pull to refresh, load more at the end, a button that refreshes from code,
/// and a sheet with its own refreshing `ScrollView`.
@available(iOS 16.0, *)
@MainActor
struct SwiftUIFeedScreen: View {
    @StateObject private var model = SwiftUIFeedModel()
    @State private var isRefreshing = false
    @State private var showsSheet = false

    var body: some View {
        NavigationStack {
            // On the List itself: it starts empty, so no row could carry the modifier yet.
            List {
                ForEach(model.items, id: \.self) { Text($0) }
            }
            .rk.header(isRefreshing: $isRefreshing) { await model.reload() }
            .rk.footer(noMoreData: model.isComplete) { await model.loadMore() }
            .navigationTitle("SwiftUI feed")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Refresh") { isRefreshing = true } }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Sheet") { showsSheet = true } }
            }
            .sheet(isPresented: $showsSheet) { SwiftUICustomHeaderScreen() }
        }
        .task { if model.items.isEmpty { isRefreshing = true } }
    }
}

/// A `ScrollView` with a `LazyVStack` and a header drawn in SwiftUI from the state and the pull progress.
@available(iOS 16.0, *)
@MainActor
struct SwiftUICustomHeaderScreen: View {
    @StateObject private var model = SwiftUIFeedModel()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(model.items, id: \.self) { Text($0).padding(.horizontal) }
            }
            .rk.header(height: 64) {
                await model.reload()
            } indicator: { state, progress in
                VStack(spacing: 4) {
                    Image(systemName: state == .refreshing ? "hourglass" : "arrow.down")
                        .rotationEffect(.degrees(state == .ready ? 180 : 0))
                    Text(state == .refreshing ? "Loading" : state == .ready ? "Release" : "Pull")
                        .font(.caption)
                }
                .opacity(min(1, max(0.2, progress)))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .rk.footer(style: .back, noMoreData: model.isComplete) { await model.loadMore() }
        }
        .task { await model.reload() }
    }
}
