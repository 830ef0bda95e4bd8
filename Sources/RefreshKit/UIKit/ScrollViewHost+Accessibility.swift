#if canImport(UIKit)
import UIKit

/// VoiceOver and Switch Control cannot pull: they get a "Refresh" and a "Load more" custom action on
/// the scroll view instead (research/large-titles.md §6). A header's own actions would never be
/// offered, since the header is not on the path from the focused element; the scroll view is.
extension ScrollViewHost {
    /// Brings the scroll view's custom actions in line with what is attached: RefreshKit's own are
    /// added after the app's and removed when their component leaves, is disabled or has no more data.
    /// The app's actions are kept as they are, in their order.
    func updateAccessibilityActions() {
        guard let scrollView else { return }
        let current = scrollView.accessibilityCustomActions ?? []
        let own = Array(accessibilityActions.values)
        var actions = current.filter { action in !own.contains { $0 === action } }
        for role in [RefreshRole.header, .footer] where offersAccessibilityAction(role) {
            actions.append(accessibilityAction(role))
        }
        guard actions.count != current.count || zip(actions, current).contains(where: { $0 !== $1 }) else { return }
        scrollView.accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    private func offersAccessibilityAction(_ role: RefreshRole) -> Bool {
        guard let controller = role == .header ? binding.header : binding.footer else { return false }
        return controller.isEnabled && controller.state != .noMoreData
    }

    /// The action for `role`, named in the language of the component's indicator as it is now (a language
    /// set later, or through UIAppearance once the view is in a window, renames it).
    private func accessibilityAction(_ role: RefreshRole) -> UIAccessibilityCustomAction {
        let component: RefreshComponentView? = role == .header ? headerView : footerView
        let texts = component?.support.localization ?? RefreshLocalization()
        let name = texts[role == .header ? .actionRefresh : .actionLoadMore]
        if let action = accessibilityActions[role] {
            if action.name != name { action.name = name }
            return action
        }
        let action = UIAccessibilityCustomAction(name: name) { @Sendable [weak self] _ in
            // Called on the main thread; the answer tells VoiceOver whether the action worked.
            onMainThreadNow { self?.performAccessibilityAction(role) ?? false } ?? false
        }
        accessibilityActions[role] = action
        return action
    }

    /// Begins a refresh as the action asks; false when it cannot start (already running, say).
    private func performAccessibilityAction(_ role: RefreshRole) -> Bool {
        guard let controller = role == .header ? binding.header : binding.footer,
              controller.isEnabled, !controller.isRefreshing else { return false }
        controller.beginRefreshing()
        return controller.isRefreshing
    }
}
#endif
