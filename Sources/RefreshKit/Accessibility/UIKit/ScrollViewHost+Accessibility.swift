#if canImport(UIKit)
import UIKit

/// VoiceOver and Switch Control cannot pull, so RefreshKit offers the same commands three ways
/// (`RefreshAccessibility` decides which and when; the AccessibilityAndLocalisation article has the user's view):
///
/// 1. **Custom actions on the element that has focus.** `accessibilityCustomActions` is "an array of custom
///    actions to display along with the built-in actions", and "VoiceOver lets users access actions quickly
///    using the Actions rotor" (Apple: NSObject.accessibilityCustomActions, UIAccessibilityCustomAction). The
///    "Refresh" or "Load more" action is added to the component's own element, the indicator (or the
///    component view standing in for it, `RefreshComponentSupport.standsInForIndicator`), whenever the
///    component is shown: an auto footer below the content, a header or back footer while it is pulled or
///    refreshing.
/// 2. **VoiceOver's three-finger scroll past an edge.** `accessibilityScroll(_:)`: "Implement this method if
///    a view in the view hierarchy supports a scroll by page action"; "If the action failed, the method will
///    be called on a view higher in the hierarchy. If the action succeeds,
///    UIAccessibilityPageScrolledNotification must be posted after the scrolling completes" (Apple: NSObject
///    accessibilityScroll(_:), and UIAccessibility.h). The component view answers it when focus is inside
///    the component; a scroll view subclass of the app's, or a view that holds the scroll view, forwards
///    it with `scrollView.rk.accessibilityScroll(_:)`, since RefreshKit neither subclasses nor swizzles the
///    app's scroll view, which is the ancestor of the focused cells.
/// 3. **The same actions on the scroll view.** Kept because Switch Control and VoiceOver may offer an
///    ancestor's actions to the element in focus (observed by others, not documented by Apple).
extension ScrollViewHost {
    /// Brings the custom actions in line with what is attached: on the scroll view, RefreshKit's own are
    /// added after the app's and removed when their component leaves, is disabled or has no more data (the
    /// app's are kept as they are, in their order); each component's element carries its own action.
    func updateAccessibilityActions() {
        guard let scrollView else { return }
        let offered = RefreshAccessibility.offeredActions(header: facts(.header), footer: facts(.footer),
                                                          action: accessibilityAction)
        headerView?.support.setAccessibilityAction(offered.header)
        footerView?.support.setAccessibilityAction(offered.footer)
        RefreshAccessibilityActions.replace(Array(accessibilityActions.values), with: offered.all, on: scrollView)
    }

    /// VoiceOver's three-finger scroll in `direction`: begins the component whose edge the content rests at
    /// when the scroll goes toward it, posts the page-scrolled notification and returns true; returns false
    /// (and does nothing) otherwise, so the scroll view or a view above it scrolls as it would.
    func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let snapshot = refreshSnapshot
        guard let direction = RefreshAccessibility.ScrollDirection(direction),
              let role = RefreshAccessibility.scrollTarget(direction, axis: axis, snapshot: snapshot,
                                                           heldInset: binding.heldInset, rightToLeft: snapshot.isRightToLeft,
                                                           header: facts(.header), footer: facts(.footer)),
              let component = component(role) else { return false }
        return component.support.beginForAccessibilityScroll()
    }

    /// What ``RefreshAccessibility`` needs to know of the component in `role`, or nil without one.
    private func facts(_ role: RefreshRole) -> RefreshAccessibility.Component? {
        controller(role).map { RefreshAccessibility.Component(isEnabled: $0.isEnabled, state: $0.state, isRefreshing: $0.isRefreshing) }
    }

    private func controller(_ role: RefreshRole) -> RefreshController? {
        role == .header ? binding.header : binding.footer
    }

    private func component(_ role: RefreshRole) -> RefreshComponentView? {
        role == .header ? headerView : footerView
    }

    /// The action for `role`, made on first use and named in the language of the component's indicator as it is
    /// now (a language set later, or through UIAppearance once the view is in a window, renames it).
    private func accessibilityAction(_ role: RefreshRole) -> UIAccessibilityCustomAction {
        let name = (component(role)?.support.localization ?? RefreshIndicatorDefaults.app.localization())[RefreshAccessibility.actionName(role)]
        let action = accessibilityActions[role] ?? UIAccessibilityCustomAction(name: name) { @Sendable [weak self] _ in
            // Called on the main thread; the answer tells VoiceOver whether the action worked.
            onMainThreadNow { self?.performAccessibilityAction(role) ?? false } ?? false
        }
        accessibilityActions[role] = action
        Assign.ifChanged(name, from: action.name) { action.name = $0 }
        return action
    }

    /// Begins a refresh as the action asks; false when it cannot start (``RefreshAccessibility/actionBegin(_:hasView:)``).
    private func performAccessibilityAction(_ role: RefreshRole) -> Bool {
        switch RefreshAccessibility.actionBegin(facts(role), hasView: component(role) != nil) {
        case .refuse: return false
        case .componentView: component(role)?.support.beginRefreshing()
        case .controller: controller(role)?.beginRefreshing()
        }
        return controller(role)?.isRefreshing ?? false
    }
}

/// RefreshKit's custom actions on an object that may carry the app's own too.
@MainActor
enum RefreshAccessibilityActions {
    /// Replaces RefreshKit's `old` actions on `object` with `new`, after the app's, which keep their order;
    /// writes only when that changes the list (``RefreshAccessibility/replaceActions(in:removing:adding:write:)``).
    static func replace(_ old: [UIAccessibilityCustomAction], with new: [UIAccessibilityCustomAction], on object: NSObject) {
        RefreshAccessibility.replaceActions(in: object.accessibilityCustomActions, removing: old, adding: new) {
            object.accessibilityCustomActions = $0
        }
    }
}

extension RefreshAccessibility.ScrollDirection {
    /// The direction of `direction`; nil for a value this version of RefreshKit does not know.
    init?(_ direction: UIAccessibilityScrollDirection) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .next: self = .next
        case .previous: self = .previous
        @unknown default: return nil
        }
    }
}
#endif
