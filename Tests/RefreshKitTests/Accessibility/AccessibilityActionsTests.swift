import Testing
@testable import RefreshKit

/// The custom actions as plain values (`RefreshAccessibility+Actions`): which components offer one, which element
/// carries it, how it merges with the app's own actions, when it is renamed, and when performing it refuses.
/// Each test is named after the UIKit behaviour the rule handles.
@Suite struct AccessibilityActionsTests {
    typealias Component = RefreshAccessibility.Component
    typealias Facts = RefreshAccessibility.ElementFacts

    /// Stands in for `UIAccessibilityCustomAction`: compared by identity, as UIKit compares them.
    final class Action: Equatable, CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { name }
        static func == (a: Action, b: Action) -> Bool { a === b }
    }

    /// Stands in for a `UIView`: its facts and subviews.
    final class Node: Sendable {
        let facts: Facts
        let children: [Node]
        init(_ facts: Facts = Facts(), _ children: [Node] = []) {
            self.facts = facts
            self.children = children
        }
    }

    static let idle = Component(isEnabled: true, state: .idle, isRefreshing: false)
    static let refreshing = Component(isEnabled: true, state: .refreshing, isRefreshing: true)
    static let disabled = Component(isEnabled: false, state: .idle, isRefreshing: false)
    static let noMoreData = Component(isEnabled: true, state: .noMoreData, isRefreshing: false)

    /// Given the actions on an element, when RefreshKit replaces `old` by `new`, then what is written (nil: no write).
    func replace(_ current: [Action]?, removing old: [Action], adding new: [Action]) -> [Action]?? {
        var written: [Action]??
        RefreshAccessibility.replaceActions(in: current, removing: old, adding: new) { written = .some($0) }
        return written
    }

    func exposes(_ node: Node) -> Bool {
        RefreshAccessibility.exposesElement(node, facts: \.facts, children: \.children)
    }

    func standsIn(content: Node = Node(), indicator: Node?) -> Bool {
        RefreshAccessibility.componentStandsIn(content: content, indicator: indicator, facts: \.facts, children: \.children)
    }

    // MARK: Which components offer an action

    @Test func bothComponentsOfferTheirActionsHeaderFirst() {
        var asked: [RefreshRole] = []
        let offered = RefreshAccessibility.offeredActions(header: Self.idle, footer: Self.refreshing) { role in
            asked.append(role)
            return role == .header ? "refresh" : "load"
        }
        #expect(offered.header == "refresh" && offered.footer == "load")
        #expect(offered.all == ["refresh", "load"])
        #expect(asked == [.header, .footer])
    }

    /// An action is made (and named) only for a component that offers one: a disabled one, a footer with no more
    /// data and a missing one are not asked for an action, so none appears on the scroll view for them.
    @Test(arguments: [Self.disabled, Self.noMoreData, nil])
    func aComponentThatOffersNothingIsNotAskedForAnAction(footer: Component?) {
        var asked: [RefreshRole] = []
        let offered = RefreshAccessibility.offeredActions(header: Self.idle, footer: footer) { role in
            asked.append(role)
            return Action("\(role)")
        }
        #expect(asked == [.header])
        #expect(offered.footer == nil)
        #expect(offered.all.count == 1)
    }

    // MARK: Performing

    /// The action stays offered while a refresh runs, so that VoiceOver's list does not change under the user;
    /// performing it then refuses (the handler answers false, which VoiceOver reports) rather than begin twice.
    @Test func actionIsRefusedWhileRefreshing() {
        #expect(!RefreshAccessibility.acceptsAction(Self.refreshing))
        // A begin waiting for layout is refreshing too, though its state is still idle.
        #expect(!RefreshAccessibility.acceptsAction(Component(isEnabled: true, state: .idle, isRefreshing: true)))
    }

    @Test func actionIsRefusedWhileDisabledOrWithoutAComponent() {
        #expect(!RefreshAccessibility.acceptsAction(Self.disabled))
        #expect(!RefreshAccessibility.acceptsAction(nil))
    }

    /// Given a component attached through `rk` (a view that waits for a layout before it begins) or a controller
    /// bound without a view, when the action is performed, then it begins through the view when there is one,
    /// else through the controller, and refuses while disabled, refreshing or with nothing attached.
    @Test(arguments: [
        (idle, true, RefreshAccessibility.ActionBegin.componentView),
        (idle, false, .controller),
        (refreshing, true, .refuse),
        (disabled, true, .refuse),
        (nil, true, .refuse),
        (nil, false, .refuse),
        (Component(isEnabled: true, state: .idle, isRefreshing: true), false, .refuse),
    ] as [(Component?, Bool, RefreshAccessibility.ActionBegin)])
    func performingTheActionBeginsThroughTheViewWhenThereIsOne(component: Component?, hasView: Bool,
                                                               expected: RefreshAccessibility.ActionBegin) {
        #expect(RefreshAccessibility.actionBegin(component, hasView: hasView) == expected)
    }

    @Test(arguments: [RefreshState.idle, .pulling(progress: 0.4), .ready, .ending])
    func anEnabledComponentNotRefreshingAcceptsTheAction(state: RefreshState) {
        #expect(RefreshAccessibility.acceptsAction(Component(isEnabled: true, state: state, isRefreshing: false)))
    }

    // MARK: Names

    /// The name is looked up in the indicator's language each time the actions are brought in line, so an
    /// indicator whose language changes (or is set through UIAppearance once in a window) renames the action.
    @Test func theActionIsRenamedWhenTheIndicatorsLanguageChanges() {
        let english = RefreshLocalization(language: "en"), german = RefreshLocalization(language: "de")
        #expect(english[RefreshAccessibility.actionName(.header)] == "Refresh")
        #expect(english[RefreshAccessibility.actionName(.footer)] == "Load more")
        #expect(german[RefreshAccessibility.actionName(.header)] == "Aktualisieren")
        #expect(german[RefreshAccessibility.actionName(.footer)] == "Mehr laden")
    }

    /// A rename writes only a new name: UIKit's setter runs for an equal one too.
    @Test func aNameIsWrittenOnlyWhenItChanges() {
        var writes: [String] = []
        Assign.ifChanged("Refresh", from: "Refresh") { writes.append($0) }
        Assign.ifChanged("Aktualisieren", from: "Refresh") { writes.append($0) }
        #expect(writes == ["Aktualisieren"])
    }

    // MARK: Merging with the app's actions

    @Test func theAppsActionsKeepTheirOrderAndRefreshKitsComeAfter() {
        let share = Action("Share"), delete = Action("Delete"), refresh = Action("Refresh"), load = Action("Load more")
        #expect(replace([share, delete], removing: [], adding: [refresh, load]) == .some([share, delete, refresh, load]))
    }

    /// `accessibilityCustomActions` is written only when the list changes: every write makes VoiceOver read the
    /// element's actions again, and a scroll view's actions are brought in line at every attach and language change.
    @Test func anElementWhoseActionsAreAlreadyRightIsNotWrittenTo() {
        let share = Action("Share"), refresh = Action("Refresh")
        #expect(replace([share, refresh], removing: [refresh], adding: [refresh]) == nil)
        #expect(replace(nil, removing: [], adding: []) == nil)
    }

    @Test func aComponentThatLeavesTakesItsActionAndLeavesTheAppsAndAnEmptyListIsWrittenAsNil() {
        let share = Action("Share"), refresh = Action("Refresh"), load = Action("Load more")
        #expect(replace([share, refresh, load], removing: [refresh, load], adding: [load]) == .some([share, load]))
        #expect(replace([refresh], removing: [refresh], adding: []) == .some(nil))
    }

    /// An app's own "Refresh" action is the app's: actions are told apart by identity, as UIKit tells them apart.
    @Test func actionsAreToldApartByIdentityNotByName() {
        let apps = Action("Refresh"), ours = Action("Refresh")
        #expect(replace([apps, ours], removing: [ours], adding: []) == .some([apps]))
    }

    /// The app appended its own actions after RefreshKit's: a repeated set of the same action leaves it where it is.
    @Test func settingTheSameActionAgainLeavesItsPlaceAmongTheAppsActions() {
        let refresh = Action("Refresh"), share = Action("Share")
        let change = RefreshAccessibility.actionChange(from: refresh, to: refresh)
        #expect(change.removing.isEmpty && change.adding.isEmpty)
        #expect(replace([refresh, share], removing: change.removing, adding: change.adding) == nil)
    }

    @Test func aNewActionReplacesTheOldOneAndNilRemovesIt() {
        let old = Action("Refresh"), new = Action("Aktualisieren")
        let change = RefreshAccessibility.actionChange(from: old, to: new)
        #expect(change.removing.map(\.name) == ["Refresh"] && change.adding.map(\.name) == ["Aktualisieren"])
        let removal = RefreshAccessibility.actionChange(from: new, to: nil)
        #expect(removal.removing.count == 1 && removal.adding.isEmpty)
        let first = RefreshAccessibility.actionChange(from: nil, to: old)
        #expect(first.removing.isEmpty && first.adding.count == 1)
    }

    // MARK: Which element carries it

    /// A component view standing in for its indicator answers with the app's actions and then RefreshKit's, once
    /// even when the app copied RefreshKit's action into its own list (a read-modify-write of the property).
    @Test func aStandInComponentAddsItsActionAfterTheAppsOnce() {
        let share = Action("Share"), refresh = Action("Refresh")
        #expect(RefreshAccessibility.standInActions(own: [share], action: refresh) == [share, refresh])
        #expect(RefreshAccessibility.standInActions(own: nil, action: refresh) == [refresh])
        #expect(RefreshAccessibility.standInActions(own: [refresh, share], action: refresh) == [refresh, share])
    }

    @Test func aComponentThatDoesNotStandInAnswersWithTheAppsActionsAsTheyAre() {
        let share = Action("Share")
        #expect(RefreshAccessibility.standInActions(own: [share], action: nil) == [share])
        #expect(RefreshAccessibility.standInActions(own: nil as [Action]?, action: nil) == nil)
    }

    /// UIKit's element search: a hidden view, or one whose `accessibilityElementsHidden` is set, hides everything
    /// in it; an element, a container with `accessibilityElements`, or a parent of one is reachable.
    @Test(arguments: [
        (Node(Facts(isElement: true)), true),
        (Node(Facts(hasElements: true)), true),
        (Node(Facts(), [Node(), Node(Facts(), [Node(Facts(isElement: true))])]), true),
        (Node(Facts(isHidden: true, isElement: true)), false),
        (Node(Facts(elementsHidden: true), [Node(Facts(isElement: true))]), false),
        (Node(Facts(), [Node(Facts(isHidden: true), [Node(Facts(isElement: true))])]), false),
        (Node(Facts(), [Node(), Node()]), false),
    ])
    func aViewExposesAnElementOnlyWhenVoiceOverCanReachOne(node: Node, exposes: Bool) {
        #expect(self.exposes(node) == exposes)
    }

    /// An image sequence without a label exposes no element: the component view stands in, named like its
    /// action and carrying it, so that the action can be reached whenever the component can be seen.
    @Test func anIndicatorWithoutAnElementLetsTheComponentStandIn() {
        #expect(standsIn(indicator: Node(Facts(), [Node()])))
    }

    @Test func anIndicatorThatIsAnElementCarriesTheActionItself() {
        #expect(!standsIn(indicator: Node(Facts(), [Node(Facts(isElement: true))])))
    }

    /// RefreshKit hides the content view while the component is out of sight: nothing stands in then, so
    /// VoiceOver does not focus an empty band; nor does a component with no indicator.
    @Test func aHiddenComponentOrOneWithoutAnIndicatorNeverStandsIn() {
        #expect(!standsIn(content: Node(Facts(isHidden: true)), indicator: Node()))
        #expect(!standsIn(content: Node(Facts(elementsHidden: true)), indicator: Node()))
        #expect(!standsIn(indicator: nil))
    }
}
