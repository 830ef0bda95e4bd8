// Compile-only: the listings of SwiftUIProfilePage.md, in the context they need (the "before" listings too, so that
// the comparison is with code that compiles).
import SwiftUI
import RefreshKit

@MainActor final class ProfileSnippetModel: ObservableObject {
    let name = "Ada"
    @Published var posts: [[String]] = [[], [], []]
    @Published var isComplete = [false, false, false]
    @Published var isLoading = false

    func reload(_ tab: Int) async {}
    func loadMore(_ tab: Int) async {}
    func reloadAll() async {}
}

@available(iOS 14.0, *)
struct ProfileSnippetHeader: View {
    let name: String
    var body: some View {
        VStack(spacing: 8) {
            Circle().frame(width: 72, height: 72)
            Text(name).font(.title2.bold())
            Text("Writes about Swift and scroll views.").font(.body)
        }
        .frame(maxWidth: .infinity)
        .padding()
    }
}

// SwiftUIProfilePage block 1
@available(iOS 16.4, *)
@MainActor
struct ProfileScreen: View {
    @StateObject private var model = ProfileSnippetModel()
    @State private var tab = 0

    var body: some View {
        ProfilePage(selection: $tab, titles: ["Posts", "Replies", "Likes"]) {
            ProfileSnippetHeader(name: model.name)                  // as tall as its content, Dynamic Type included
        } page: { index in
            List(model.posts[index], id: \.self) { Text($0) }
                .listStyle(.plain)
                .rk.header { await model.reload(index) }            // this tab's refresh, under the tabs
                .rk.footer(noMoreData: model.isComplete[index]) {   // this tab's load more
                    await model.loadMore(index)
                }
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

// SwiftUIProfilePage block 2
@available(iOS 16.4, *)
@MainActor
struct WholePageRefreshScreen: View {
    @StateObject private var model = ProfileSnippetModel()
    @State private var tab = 0
    @State private var scroll = ProfilePageScroll()

    var body: some View {
        ProfilePage(selection: $tab, titles: ["Posts", "Replies", "Likes"], mode: .parent, scroll: $scroll) {
            ProfileSnippetHeader(name: model.name)
        } page: { index in
            List(model.posts[index], id: \.self) { Text($0) }
                .rk.footer(noMoreData: model.isComplete[index]) { await model.loadMore(index) }
        }
        .rk.header(isLoading: model.isLoading) { await model.reloadAll() }  // the whole page, above the header
        .toolbar {
            ToolbarItem(placement: .principal) {
                Text(model.name).font(.headline).opacity(scroll.collapseProgress)  // fades in as the header goes
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

// SwiftUIProfilePage block 3
@available(iOS 16.4, *)
@MainActor
struct PickerTabsScreen: View {
    @StateObject private var model = ProfileSnippetModel()
    @State private var tab = 0

    var body: some View {
        ProfilePage(selection: $tab, count: 3) {
            ProfileSnippetHeader(name: model.name)
        } tabBar: { selection in
            Picker("Tab", selection: selection.animation()) {  // animated: the pager scrolls to the tab
                Text("Posts").tag(0)
                Text("Replies").tag(1)
                Text("Likes").tag(2)
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
        } page: { index in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(model.posts[index], id: \.self) { Text($0).padding() }
                }
                .rk.header { await model.reload(index) }
            }
        }
        .tabBarHeight(52)
    }
}

// SwiftUIProfilePage block 3b
@available(iOS 16.4, *)
struct UnderlineTabs: View {
    @Binding var selection: Int
    let titles: [String]
    @Environment(\.pageTabBarPosition) private var position  // 1.5: half way from the second tab to the third

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width / CGFloat(titles.count)
            ZStack(alignment: .bottomLeading) {
                HStack(spacing: 0) {
                    ForEach(titles.indices, id: \.self) { index in
                        Button(titles[index]) { withAnimation { selection = index } }
                            .frame(width: width, height: proxy.size.height)
                    }
                }
                Capsule()
                    .frame(width: width * 0.6, height: 3)
                    .offset(x: width * (position + 0.2))             // follows the finger during a swipe
            }
        }
    }
}

// SwiftUIProfilePage block 4
@available(iOS 16.4, *)
@MainActor
struct StyledTabsScreen: View {
    @State private var tab = 0

    var body: some View {
        ProfilePage(selection: $tab, titles: ["Posts", "Replies", "Likes"]) {
            ProfileSnippetHeader(name: "Ada")
        } page: { index in
            List(0..<50, id: \.self) { Text("Row \($0) of tab \(index)") }
        }
        .tabBarAppearance(.jxCategoryView)                  // or .segementSlide, or a PageTabBarAppearance of your own
        .tabBarBadges([1: .count(3)])
        .tabsPin(.safeArea, offset: 0)
        .ignoresSafeArea(edges: .top)                        // the header under a transparent bar; the tabs stick below it
    }
}

// SwiftUIProfilePage block 5 (before)
@available(iOS 15.0, *)
struct ListWithPickerBefore: View {
    @ObservedObject var model: ProfileSnippetModel
    @State private var tab = 0

    var body: some View {
        List {
            ProfileSnippetHeader(name: model.name)
            Picker("Tab", selection: $tab) {
                Text("Posts").tag(0)
                Text("Replies").tag(1)
                Text("Likes").tag(2)
            }
            .pickerStyle(.segmented)
            ForEach(model.posts[tab], id: \.self) { Text($0) }
            Color.clear.onAppear { Task { await model.loadMore(tab) } }
        }
        .refreshable { await model.reload(tab) }
    }
}

// SwiftUIProfilePage block 5 (after)
@available(iOS 16.4, *)
@MainActor
struct ListWithPickerAfter: View {
    @ObservedObject var model: ProfileSnippetModel
    @State private var tab = 0

    var body: some View {
        ProfilePage(selection: $tab, titles: ["Posts", "Replies", "Likes"]) {
            ProfileSnippetHeader(name: model.name)
        } page: { index in
            List(model.posts[index], id: \.self) { Text($0) }
                .rk.header { await model.reload(index) }
                .rk.footer { await model.loadMore(index) }
        }
    }
}

// SwiftUIProfilePage block 6 (before)
@available(iOS 15.0, *)
struct PinnedStackBefore: View {
    @ObservedObject var model: ProfileSnippetModel
    @State private var tab = 0

    var body: some View {
        ScrollView {
            LazyVStack(pinnedViews: [.sectionHeaders]) {
                ProfileSnippetHeader(name: model.name)
                Section {
                    ForEach(model.posts[tab], id: \.self) { Text($0).padding() }
                } header: {
                    Picker("Tab", selection: $tab) {
                        Text("Posts").tag(0)
                        Text("Replies").tag(1)
                        Text("Likes").tag(2)
                    }
                    .pickerStyle(.segmented)
                    .background(.background)
                }
            }
        }
        .refreshable { await model.reload(tab) }
    }
}

// SwiftUIProfilePage block 6 (after)
@available(iOS 16.4, *)
@MainActor
struct PinnedStackAfter: View {
    @ObservedObject var model: ProfileSnippetModel
    @State private var tab = 0

    var body: some View {
        ProfilePage(selection: $tab, count: 3) {
            ProfileSnippetHeader(name: model.name)
        } tabBar: { selection in
            Picker("Tab", selection: selection) {
                Text("Posts").tag(0)
                Text("Replies").tag(1)
                Text("Likes").tag(2)
            }
            .pickerStyle(.segmented)
        } page: { index in
            ScrollView {
                LazyVStack {
                    ForEach(model.posts[index], id: \.self) { Text($0).padding() }
                }
                .rk.header { await model.reload(index) }
            }
        }
    }
}
