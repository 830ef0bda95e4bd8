/// The custom actions ("Refresh", "Load more") as plain values: who offers them, which element carries them,
/// how they merge with the app's own, and when performing one begins a refresh. The UIKit layer makes the
/// `UIAccessibilityCustomAction`s, walks its views for the facts asked here, and writes what these return.
extension RefreshAccessibility {
    /// The actions offered for the components as they are, by role, and all of them in the order the scroll
    /// view lists them (the header's first).
    struct OfferedActions<Action> {
        /// The header's action, or nil when it offers none.
        var header: Action?
        /// The footer's action, or nil when it offers none.
        var footer: Action?
        /// The actions offered, header first: what RefreshKit adds after the app's on the scroll view.
        var all: [Action] { [header, footer].compactMap { $0 } }
    }

    /// The actions offered for `header` and `footer` (``offersAction(_:)``), `action` making (or finding) each one
    /// offered; a component that offers none is not asked for one.
    static func offeredActions<Action>(header: Component?, footer: Component?,
                                       action: (RefreshRole) -> Action) -> OfferedActions<Action> {
        OfferedActions(header: offersAction(header) ? action(.header) : nil,
                       footer: offersAction(footer) ? action(.footer) : nil)
    }

    /// The text the action of `role` is named with: "Refresh" for a header, "Load more" for a footer. The name is
    /// looked up in the indicator's language whenever the actions are brought in line, so that a language set
    /// later (or through UIAppearance once the view is in a window) renames the action VoiceOver lists.
    static func actionName(_ role: RefreshRole) -> RefreshText {
        role == .header ? .actionRefresh : .actionLoadMore
    }

    /// Whether performing the action begins a refresh: the component is attached, enabled and not refreshing
    /// already (a begin waiting for layout counts as refreshing). The action stays offered while it refreshes
    /// (``offersAction(_:)``), so performing it then must refuse: VoiceOver hears the refusal from the `false`
    /// the action's handler returns, and no second refresh starts.
    static func acceptsAction(_ component: Component?) -> Bool {
        guard let component else { return false }
        return component.isEnabled && !component.isRefreshing
    }

    /// How performing an action begins a refresh.
    enum ActionBegin: Sendable, Hashable {
        /// Refused (``acceptsAction(_:)``): the handler answers false and nothing begins.
        case refuse
        /// Through the component view, which waits for a layout that can show the refresh.
        case componentView
        /// Through the controller, bound to the scroll view without a component view.
        case controller
    }

    /// How performing the action of `component` begins: refused unless ``acceptsAction(_:)``, then through its
    /// view when it has one (`hasView`), else through its controller.
    static func actionBegin(_ component: Component?, hasView: Bool) -> ActionBegin {
        guard acceptsAction(component) else { return .refuse }
        return hasView ? .componentView : .controller
    }

    /// The actions an element carries once RefreshKit's `old` ones are replaced by `new`: the app's first, in
    /// their order, then `new`. Calls `write` with that list (nil for an empty one, as the property starts) only
    /// when it differs from `current`, by identity, so that an element whose actions are already right is not
    /// written to (a write makes VoiceOver read the element's actions again).
    ///
    /// Actions are told apart by identity: UIKit compares `UIAccessibilityCustomAction`s as objects, and an app's
    /// action named like RefreshKit's ("Refresh") is still the app's.
    static func replaceActions<Action: AnyObject>(in current: [Action]?, removing old: [Action], adding new: [Action],
                                                  write: ([Action]?) -> Void) {
        let current = current ?? []
        let kept = current.filter { action in !old.contains { $0 === action } && !new.contains { $0 === action } }
        let actions = kept + new
        guard actions.count != current.count || zip(actions, current).contains(where: { $0 !== $1 }) else { return }
        write(actions.isEmpty ? nil : actions)
    }

    /// What changes on the element that carries a component's action when the action offered goes from `old` to
    /// `new`: nothing when it is the same action (its place among the app's actions stays as it is), otherwise
    /// the old one out and the new one in.
    static func actionChange<Action: AnyObject>(from old: Action?, to new: Action?) -> (removing: [Action], adding: [Action]) {
        guard old !== new else { return ([], []) }
        return (old.map { [$0] } ?? [], new.map { [$0] } ?? [])
    }

    /// The actions a component view answers with: the app's `own`, followed by RefreshKit's `action` when the
    /// view stands in for its indicator (``componentStandsIn(content:indicator:facts:children:)``) and the app
    /// has not added that very action itself; otherwise the app's, as they are.
    static func standInActions<Action: AnyObject>(own: [Action]?, action: Action?) -> [Action]? {
        guard let action, !(own ?? []).contains(where: { $0 === action }) else { return own }
        return (own ?? []) + [action]
    }

    /// What VoiceOver's element search needs to know of one view.
    struct ElementFacts: Sendable, Hashable {
        /// `isHidden`: VoiceOver skips a hidden view and everything in it.
        var isHidden = false
        /// `accessibilityElementsHidden`: the view and its subviews are left out on purpose.
        var elementsHidden = false
        /// `isAccessibilityElement`.
        var isElement = false
        /// `accessibilityElements` holds at least one element.
        var hasElements = false
    }

    /// Whether `view` or a view in it is an accessibility element VoiceOver can reach: not hidden, and an element
    /// itself, a container with elements, or the parent of such a view. `facts` and `children` read the view tree
    /// (`subviews`), so the rule is tested with any node type.
    static func exposesElement<View>(_ view: View, facts: (View) -> ElementFacts, children: (View) -> [View]) -> Bool {
        let f = facts(view)
        guard !f.isHidden, !f.elementsHidden else { return false }
        return f.isElement || f.hasElements || children(view).contains { exposesElement($0, facts: facts, children: children) }
    }

    /// Whether the component view is VoiceOver's element for its component (named like its action, carrying it):
    /// while its content view is shown and its indicator exposes no element of its own (an image sequence without
    /// a label, say), so that a focusable element with the action exists whenever the component can be seen. An
    /// indicator that is an element carries the action itself, and a component without one has nothing to show.
    static func componentStandsIn<View>(content: View, indicator: View?, facts: (View) -> ElementFacts,
                                        children: (View) -> [View]) -> Bool {
        let shown = facts(content)
        guard !shown.isHidden, !shown.elementsHidden, let indicator else { return false }
        return !exposesElement(indicator, facts: facts, children: children)
    }
}
