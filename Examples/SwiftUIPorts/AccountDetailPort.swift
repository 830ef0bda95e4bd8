// Port 4: a Mastodon client's account page (one `List` holding the header, familiar followers, featured tags, a
// segmented `Picker` of tabs, the pinned posts and the selected tab's statuses; `.refreshable` for the whole list; a
// title shown once a marker row above the header scrolls away; a "scroll to top" signal through a ScrollViewReader).
//
// Structure learnt from IceCubesApp (github.com/Dimillian/IceCubesApp @ 02a8cb1):
//   Packages/Account/Sources/Account/AccountDetailView.swift
// The model, rows and network below are stubs written for this port; only the screen's shape is kept. What the port
// gains: the tabs stick and swipe, each tab keeps its rows and position (the original refetches on every tab change),
// and refreshes and loads more alone.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import RefreshKit

// MARK: - Stubs (not from the original)

enum PortAccountTab: Int, CaseIterable {
    case statuses, replies, boosts, media

    var iconName: String { ["bubble.right", "arrowshape.turn.up.left", "arrow.2.squarepath", "photo"][rawValue] }
    var label: String { ["Posts", "Posts and replies", "Boosts", "Media"][rawValue] }
}

struct PortStatus: Identifiable, Hashable {
    let id: Int
    var text: String { "Status #\(id)" }
}

struct PortAccount {
    let displayName: String
    let statusesCount: Int
}

/// Stands in for `AccountDetailViewModel` + `Client`: the account, its extras and pages of 20 statuses per tab.
@MainActor final class PortAccountModel: ObservableObject {
    @Published private(set) var account: PortAccount?
    @Published private(set) var familiarFollowers: [String] = []
    @Published private(set) var featuredTags: [String] = []
    @Published private(set) var pinned: [PortStatus] = []
    @Published private(set) var statuses: [[PortStatus]] = Array(repeating: [], count: PortAccountTab.allCases.count)
    @Published private(set) var isAtEnd = Array(repeating: false, count: PortAccountTab.allCases.count)

    func fetchAccount() async {
        try? await Task.sleep(nanoseconds: 300_000_000)
        account = PortAccount(displayName: "Ada", statusesCount: 1_234)
        familiarFollowers = ["grace", "alan"]
        featuredTags = ["swift", "scrollviews"]
        pinned = [PortStatus(id: -1)]
    }

    func fetchNewestStatuses(_ tab: Int) async {
        try? await Task.sleep(nanoseconds: 300_000_000)
        statuses[tab] = (0..<20).map { PortStatus(id: tab * 1_000 + $0) }
        isAtEnd[tab] = false
    }

    func fetchNextPage(_ tab: Int) async {
        try? await Task.sleep(nanoseconds: 300_000_000)
        let count = statuses[tab].count
        statuses[tab] += (count..<count + 20).map { PortStatus(id: tab * 1_000 + $0) }
        isAtEnd[tab] = statuses[tab].count >= 100
    }
}

/// Stands in for `AccountDetailHeaderView`.
@available(iOS 14.0, *)
struct PortAccountHeaderView: View {
    let account: PortAccount?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.accentColor.frame(height: 120)
            Text(account?.displayName ?? "Account").font(.title2).bold().padding(.horizontal)
            Text("A bio of a few lines, as tall as Dynamic Type makes it.").padding(.horizontal)
        }
        .redacted(reason: account == nil ? .placeholder : [])
    }
}

// MARK: - The screen, on RefreshKit

@available(iOS 16.4, *)
@MainActor
struct AccountDetailPort: View {
    @StateObject private var model = PortAccountModel()
    @State private var tab = PortAccountTab.statuses.rawValue
    @State private var scroll = ProfilePageScroll()

    var body: some View {
        ProfilePage(selection: $tab, count: PortAccountTab.allCases.count, scroll: $scroll) {
            VStack(alignment: .leading, spacing: 12) {
                PortAccountHeaderView(account: model.account)
                familiarFollowers
                featuredTags
            }
        } tabBar: { selection in
            Picker("", selection: selection.animation()) {
                ForEach(PortAccountTab.allCases, id: \.self) { tab in
                    Image(systemName: tab.iconName).tag(tab.rawValue).accessibilityLabel(tab.label)
                }
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)
        } page: { index in
            List {
                if index == PortAccountTab.statuses.rawValue { pinnedPosts }
                ForEach(model.statuses[index]) { Text($0.text) }
            }
            .listStyle(.plain)
            .rk.header { await model.fetchNewestStatuses(index) }
            .rk.footer(noMoreData: model.isAtEnd[index]) { await model.fetchNextPage(index) }
        }
        .tabBarHeight(52)
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .principal) {
                VStack {
                    Text(model.account?.displayName ?? "").font(.headline)
                    Text("\(model.account?.statusesCount ?? 0) posts").font(.footnote).foregroundStyle(.secondary)
                }
                .opacity(scroll.tabsAreStuck ? 1 : 0)
            }
        }
        .task {
            await model.fetchAccount()
            await model.fetchNewestStatuses(tab)
        }
    }

    @ViewBuilder private var familiarFollowers: some View {
        if !model.familiarFollowers.isEmpty {
            Text("Followed by \(model.familiarFollowers.joined(separator: ", "))").font(.footnote).padding(.horizontal)
        }
    }

    @ViewBuilder private var featuredTags: some View {
        if !model.featuredTags.isEmpty {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { ForEach(model.featuredTags, id: \.self) { Button("#\($0)") {}.buttonStyle(.bordered) } }
                    .padding(.horizontal)
            }
        }
    }

    @ViewBuilder private var pinnedPosts: some View {
        if !model.pinned.isEmpty {
            Label("Pinned", systemImage: "pin.fill").font(.footnote).foregroundStyle(.secondary)
            ForEach(model.pinned) { Text($0.text) }
        }
    }
}
#endif
