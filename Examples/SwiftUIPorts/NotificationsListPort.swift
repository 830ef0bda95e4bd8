// Port 1: a Mastodon client's notifications list (`List`, `.refreshable`, a "next page" row that loads in
// its `.task`, placeholders while the first page loads, a type filter, a list re-created per account).
//
// Structure learnt from IceCubesApp (github.com/Dimillian/IceCubesApp @ 0fc41d2):
//   Packages/Notifications/Sources/Notifications/List/NotificationsListView.swift
//   Packages/DesignSystem/Sources/DesignSystem/Views/NextPageView.swift
// The model, rows and network below are stubs written for this port; only the screen's shape is kept.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import RefreshKit

// MARK: - Stubs (not from the original)

struct PortNotification: Identifiable, Hashable {
    let id: Int
    let type: PortNotificationType
    var text: String { "\(type.rawValue.capitalized) #\(id)" }
}

enum PortNotificationType: String, CaseIterable, Hashable {
    case mention, favourite, reblog, follow
}

enum PortNotificationsState {
    case loading
    case display(notifications: [PortNotification], hasNextPage: Bool)
    case error
}

/// Stands in for `NotificationsListDataSource` + `MastodonClient`: pages of 20, six pages in all.
@MainActor final class PortNotificationsModel: ObservableObject {
    @Published private(set) var viewState: PortNotificationsState = .loading
    @Published private(set) var nextPageFailed = false
    var selectedType: PortNotificationType?
    private var loaded: [PortNotification] = []

    var hasRows: Bool {
        if case .display(let rows, _) = viewState { return !rows.isEmpty }
        return false
    }

    var isAtEnd: Bool {
        if case .display(_, let hasNextPage) = viewState { return !hasNextPage }
        return false
    }

    func fetchNotifications() async {
        do {
            let page = try await Self.page(after: nil, type: selectedType)
            loaded = page
            withAnimation { viewState = .display(notifications: page, hasNextPage: page.count == 20) }
        } catch {
            if !Task.isCancelled { viewState = .error }
        }
    }

    func fetchNextPage() async {
        nextPageFailed = false
        do {
            let page = try await Self.page(after: loaded.last?.id, type: selectedType)
            loaded += page
            viewState = .display(notifications: loaded, hasNextPage: page.count == 20)
        } catch {
            nextPageFailed = true
        }
    }

    func reset() {
        loaded = []
        viewState = .loading
    }

    private static func page(after id: Int?, type: PortNotificationType?) async throws -> [PortNotification] {
        try await Task.sleep(nanoseconds: 700_000_000)
        let start = (id ?? 0) + 1
        guard start <= 120 else { return [] }
        return (start..<start + 20).map { PortNotification(id: $0, type: type ?? PortNotificationType.allCases[$0 % 4]) }
    }
}

// MARK: - The screen, on RefreshKit

@available(iOS 15.0, *)
@MainActor
struct NotificationsListPort: View {
    @StateObject private var model = PortNotificationsModel()
    @State private var accountID = "alice"
    @State private var selectedType: PortNotificationType?
    @State private var footer = RefreshTrigger()

    var body: some View {
        List {
            notificationsView
        }
        .id(accountID)  // IceCubes re-creates the list per account: header and footer follow it
        .listStyle(.plain)
        // IceCubes: `.refreshable { sound; haptic(0.3); await fetch; haptic(0.7); sound }`. RefreshKit already
        // taps once at "ready", so only the end's feedback is kept (its own tap cannot be switched off here).
        .rk.header {
            await model.fetchNotifications()
            UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.7)
        } indicator: { state, progress in
            RefreshSpinner(state: state, progress: progress)  // the system look `.refreshable` had
        }
        // IceCubes: a `NextPageView` row whose `.task` loads the next page, with a retry button on failure.
        .rk.footer(isEnabled: model.hasRows, noMoreData: model.isAtEnd, trigger: footer) {
            await model.fetchNextPage()
        } indicator: { state, _ in
            NextPageFooter(state: state, failed: model.nextPageFailed) {
                Task { await footer.refresh(.footer) }
            }
        }
        .task { await model.fetchNotifications() }
        .toolbar {
            ToolbarItem(placement: .principal) {
                Menu(selectedType?.rawValue.capitalized ?? "Notifications") {
                    Button("All") { applyFilter(nil) }
                    ForEach(PortNotificationType.allCases, id: \.self) { type in
                        Button(type.rawValue.capitalized) { applyFilter(type) }
                    }
                }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Switch account") { accountID = accountID == "alice" ? "bob" : "alice" }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder
    private var notificationsView: some View {
        switch model.viewState {
        case .loading:
            ForEach(0..<8, id: \.self) { index in
                Text("Placeholder notification \(index)").redacted(reason: .placeholder)
            }
        case .display(let notifications, _):
            if notifications.isEmpty {
                Text("No notifications").foregroundColor(.secondary)
            } else {
                ForEach(notifications) { notification in
                    Text(notification.text)
                        .listRowBackground(notification.type == .mention ? Color(.secondarySystemBackground) : nil)
                }
            }
        case .error:
            Button("Retry") { Task { await model.fetchNotifications() } }
        }
    }

    private func applyFilter(_ type: PortNotificationType?) {
        selectedType = type
        model.selectedType = type
        model.reset()
        Task { await model.fetchNotifications() }
    }
}

/// What `NextPageView` drew, as a footer indicator: a pulsing "Loading" label while the page loads, a retry
/// button once it failed.
@available(iOS 15.0, *)
private struct NextPageFooter: View {
    let state: RefreshState
    let failed: Bool
    let retry: () -> Void

    var body: some View {
        if failed, state == .idle {
            Button(action: retry) { Label("Retry", systemImage: "arrow.clockwise") }
                .buttonStyle(.bordered)
        } else if state == .refreshing {
            Label("Loading", systemImage: "arrow.down")
                .font(.footnote)
                .foregroundStyle(.secondary)
        } else {
            EmptyView()
        }
    }
}
#endif
