// The SwiftUI profile page: a header that sizes itself (Dynamic Type included), sticky tabs, three pages that swipe
// and keep their positions (two Lists and a ScrollView with a LazyVStack), a refresh per tab or for the whole page,
// load more per tab, and a title that fades in as the tabs stick.
import SwiftUI
import RefreshKit

/// Each tab's feed, as an app's model.
@MainActor
final class SwiftUIProfileModel: ObservableObject {
    @Published private(set) var items: [[String]] = [[], [], []]
    @Published private(set) var isComplete = [false, false, false]
    @Published private(set) var isReloadingAll = false
    private let feeds = [FeedModel(), FeedModel(), FeedModel(pageSize: 12)]

    func reload(_ tab: Int) async {
        await feeds[tab].reload()
        publish(tab)
    }

    func loadMore(_ tab: Int) async {
        await feeds[tab].loadMore()
        publish(tab)
    }

    /// The whole page (parent mode): every tab again.
    func reloadAll() async {
        isReloadingAll = true
        defer { isReloadingAll = false }
        for tab in feeds.indices { await reload(tab) }
    }

    private func publish(_ tab: Int) {
        items[tab] = feeds[tab].items.map { "Tab \(tab + 1) · \($0)" }
        isComplete[tab] = !feeds[tab].hasMore
    }
}

@available(iOS 16.4, *)
@MainActor
struct SwiftUIProfileScreen: View {
    @StateObject private var model = SwiftUIProfileModel()
    @State private var tab = 0
    @State private var scroll = ProfilePageScroll()
    @State private var mode = NestedRefreshMode.child
    private let titles = ["Posts", "Replies", "Media"]

    var body: some View {
        ProfilePage(selection: $tab, titles: titles, mode: mode, scroll: $scroll) {
            header
        } page: { index in
            page(index)
        }
        .tabBarAppearance(.jxCategoryView)  // ProfilePage's own modifiers first: `.rk.header` makes another view
        .tabBarBadges([1: .count(model.items[1].count)])
        .modifier(PageRefresh(isOn: mode == .parent, isLoading: model.isReloadingAll) { await model.reloadAll() })
        // A scroll view has one header: the page's rides on the current list, so each kind of refresh gets a page of its own.
        .id(mode)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .principal) {
                Text("Ada Lovelace").font(.headline).opacity(scroll.collapseProgress)
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Picker("Refresh", selection: $mode) {
                    Text("Per tab").tag(NestedRefreshMode.child)
                    Text("Page").tag(NestedRefreshMode.parent)
                }
            }
        }
        .task { for index in titles.indices where model.items[index].isEmpty { await model.reload(index) } }
    }

    private var header: some View {
        VStack(spacing: 8) {
            Image(systemName: "person.crop.circle.fill").font(.system(size: 72)).foregroundStyle(.tint)
            Text("Ada Lovelace").font(.title2.bold())
            Text("Writes about engines, numbers and scroll views that move as one.")
                .font(.body).multilineTextAlignment(.center).foregroundStyle(.secondary)
            Button("Select Media") { withAnimation { tab = 2 } }.buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity)
        .padding()
    }

    @ViewBuilder private func page(_ index: Int) -> some View {
        if index < 2 {
            List(model.items[index], id: \.self) { Text($0) }
                .listStyle(.plain)
                .modifier(PageRefresh(isOn: mode == .child) { await model.reload(index) })
                .rk.footer(noMoreData: model.isComplete[index]) { await model.loadMore(index) }
        } else {
            ScrollView {
                LazyVStack(spacing: 1) {
                    ForEach(model.items[index], id: \.self) { item in
                        Text(item).frame(maxWidth: .infinity, minHeight: 88).background(Color.secondary.opacity(0.15))
                    }
                }
                .modifier(PageRefresh(isOn: mode == .child) { await model.reload(index) })
                .rk.footer(noMoreData: model.isComplete[index]) { await model.loadMore(index) }
            }
        }
    }
}

/// `.rk.header` where `isOn`: on the page in parent mode, on each tab's list in child mode.
@MainActor
private struct PageRefresh: ViewModifier {
    let isOn: Bool
    var isLoading: Bool?
    let action: @MainActor () async -> Void

    func body(content: Content) -> some View {
        if isOn {
            content.rk.header(isLoading: isLoading, action: action)
        } else {
            content
        }
    }
}
