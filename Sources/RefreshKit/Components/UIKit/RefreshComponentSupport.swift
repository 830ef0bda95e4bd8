#if canImport(UIKit)
import UIKit

/// What `RefreshHeader` and `RefreshFooter` share: attaching their controller to the scroll view they
/// move into, detaching it when they leave, and showing the controller's frame, visibility and state.
@MainActor
final class RefreshComponentSupport {
    let controller: RefreshController
    /// Holds the indicator and is what RefreshKit shows and hides while scrolling. The component view's
    /// own `isHidden` belongs to the app (it means disabled), so the two never fight over one flag.
    let contentView = UIView()
    private weak var view: RefreshComponentView?
    private(set) weak var host: ScrollViewHost?
    /// The announcements, haptics and action updates of each transition (and what it remembers for them).
    private var feedback = ComponentFeedback()
    /// The axis it works along: set before it joins its scroll view (`rk.leading` makes it horizontal).
    var axis = ScrollAxis.vertical
    var fadesWithPullProgress = false {
        didSet { view?.setNeedsLayout(); updateAlpha() }
    }
    var isHapticFeedbackEnabled = true {
        didSet { ComponentFeedback.hapticsSettingDidChange(enabled: isHapticFeedbackEnabled) { dropHaptics() } }
    }
    /// Made when the first pull starts, prepared as each pull starts, used when it reaches "ready"; kept
    /// while haptics are on, so that it is attached to the component view once (iOS 17.5 and later).
    private var haptics: UIImpactFeedbackGenerator?
    /// The "Refresh" or "Load more" action the host offers for this component (shared with the scroll
    /// view's), carried by the accessibility element VoiceOver focuses in the component; nil when not offered.
    private(set) var accessibilityAction: UIAccessibilityCustomAction?
    var indicator: (any UIView & RefreshIndicator)? {
        didSet {
            let action = accessibilityAction.map { [$0] } ?? []
            ComponentAttachment.replaceIndicator(oldValue, with: indicator, remove: { old in
                old.removeFromSuperview()
                RefreshAccessibilityActions.replace(action, with: [], on: old)
            }, add: { new in
                RefreshAccessibilityActions.replace([], with: action, on: new)
                new.frame = contentView.bounds
                new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(new)
                new.refreshStateDidChange(controller.state, role: controller.role)
            })
        }
    }

    init(controller: RefreshController) {
        self.controller = controller
        contentView.isHidden = true
        controller.onChange = { [weak self] controller in self?.show(controller) }
    }

    /// Puts the content view into the component view; called once, right after the view's initialisation.
    func install(in view: RefreshComponentView) {
        self.view = view
        contentView.frame = view.bounds
        view.clipsToBounds = true
        view.addSubview(contentView)
    }

    /// The view is about to move: leaving its scroll view gives back the inset it held (unless it is handed over).
    func willMove(toSuperview newSuperview: UIView?) {
        ComponentAttachment.willMove(toOwnSuperview: newSuperview === view?.superview, isHandingOver: isHandingOver) { detach() }
    }

    /// Set while ``handOver(to:)`` moves the view, which keeps its refresh.
    private var isHandingOver = false

    /// Moves a refreshing header to `scrollView` without ending its refresh (``RefreshBinding/handOver(_:to:)``): a
    /// page container's refresh header following its current list. Anything else moves as `rk.header` moves it (the
    /// binding refuses the hand-over, and the steps after the move find it done).
    func handOver(to scrollView: UIScrollView) {
        guard let view else { return }
        let old = host, new = ScrollViewHost.install(on: scrollView, axis: axis)
        isHandingOver = old?.binding.handOver(controller, to: new.binding) ?? false
        scrollView.addSubview(view)  // handed over, `didMoveToSuperview` finds the host set: nothing attaches twice
        isHandingOver = false
        old?.forget(view)
        host = new
        // A header the list had is gone from its binding; its view goes too.
        view.register(in: new).flatMap { $0 === view ? nil : $0 }?.removeFromSuperview()
        setAccessibilityAction(nil)
        old?.updateAccessibilityActions()
        old?.uninstallIfUnused()
        new.updateAccessibilityActions()
    }

    /// The view moved: into a scroll view, it attaches, replacing any component in the same role.
    func didMoveToSuperview() {
        guard let view else { return }
        ComponentAttachment.didMove(into: view.superview as? UIScrollView, isAttached: host != nil) { scrollView in
            let host = ScrollViewHost.install(on: scrollView, axis: axis)
            self.host = host
            // Attach before the replaced view leaves: `attach` detaches its controller, so the binding is
            // never empty in between and the host does not uninstall itself under the new component.
            host.binding.attach(controller)
            ComponentAttachment.replacedToRemove(view.register(in: host), joining: view, scrollView: scrollView) { $0.superview }?
                .removeFromSuperview()
            host.updateAccessibilityActions()
        }
    }

    /// The app enabled or disabled the component.
    func setEnabled(_ enabled: Bool) {
        controller.isEnabled = enabled
        host?.updateAccessibilityActions()
    }

    /// Window, safe area and layout changes reach the engine (large titles, rotation, bars).
    func geometryMayHaveChanged() {
        host?.surroundingsMayHaveChanged()
    }

    /// Every begin the UIKit layer makes: the app's, a tap, an accessibility action or scroll. The
    /// navigation bar is looked at again first, as the app may have changed it since the last drag.
    func beginRefreshing(inPlace: Bool = false) {
        host?.updateBarDetection()
        controller.beginRefreshing(inPlace: inPlace)
    }

    /// ``RefreshController/beginRefreshing(completion:)``, after the same look at the navigation bar.
    func beginRefreshing(completion: @escaping @MainActor () -> Void) {
        host?.updateBarDetection()
        controller.beginRefreshing(completion: completion)
    }

    /// ``RefreshController/refresh()``, after the same look at the navigation bar as ``beginRefreshing()``.
    func refresh() async -> Bool {
        host?.updateBarDetection()
        return await controller.refresh()
    }

    /// ``RefreshController/refreshIfStale(olderThan:now:)``, after the same look at the navigation bar.
    func refreshIfStale(olderThan interval: TimeInterval) -> Bool {
        host?.updateBarDetection()
        return controller.refreshIfStale(olderThan: interval)
    }

    /// Begins a refresh for VoiceOver's three-finger scroll past this component's edge and, when it began,
    /// posts the page-scrolled notification `accessibilityScroll(_:)` asks for, saying what started
    /// ("Refreshing", "Loading more") in place of the usual start announcement. Returns whether it began.
    func beginForAccessibilityScroll() -> Bool {
        feedback.pageScrollWillBegin()
        beginRefreshing()
        guard feedback.pageScrollDidBegin(isRefreshing: controller.isRefreshing, state: controller.state) else { return false }
        RefreshAnnouncer.pageScrolled(localization[ComponentFeedback.pageScrolledText(controller.role)])
        return true
    }

    /// Sets the action the host offers for this component; the indicator carries it when it is the
    /// accessibility element, and the component view when it stands in for the indicator.
    func setAccessibilityAction(_ action: UIAccessibilityCustomAction?) {
        let change = RefreshAccessibility.actionChange(from: accessibilityAction, to: action)
        accessibilityAction = action
        guard let indicator else { return }
        RefreshAccessibilityActions.replace(change.removing, with: change.adding, on: indicator)
    }

    /// Whether the component view is VoiceOver's element for this component: while it is shown and its
    /// indicator exposes no accessibility element of its own (an image sequence without a label, say), so
    /// that a focusable element with the action exists whenever the component can be seen.
    var standsInForIndicator: Bool {
        RefreshAccessibility.componentStandsIn(content: contentView, indicator: indicator.map { $0 as UIView },
                                               facts: { Self.elementFacts($0) }, children: { $0.subviews })
    }

    /// What VoiceOver reads for the component when it stands in for its indicator: its name, as the
    /// action is named, and its state, as the default indicator says them.
    var accessibilityTexts: (label: String, value: String?) {
        let context = IndicatorTexts.Context(role: controller.role, isHorizontal: axis == .horizontal,
                                             isAutoFooter: controller.kind == .autoFooter)
        let texts = localization
        return (texts[IndicatorTexts.label(context)], IndicatorTexts.status(for: controller.state, in: context, localization: texts))
    }

    /// What VoiceOver's element search reads of `view`.
    private static func elementFacts(_ view: UIView) -> RefreshAccessibility.ElementFacts {
        RefreshAccessibility.ElementFacts(isHidden: view.isHidden, elementsHidden: view.accessibilityElementsHidden,
                                          isElement: view.isAccessibilityElement,
                                          hasElements: !(view.accessibilityElements ?? []).isEmpty)
    }

    private func detach() {
        guard let host else { return }
        self.host = nil
        // `rk.header` and `rk.footer` no longer answer with this view (the other component may keep the host).
        host.forget(view)
        host.binding.detach(controller)
        setAccessibilityAction(nil)
        host.updateAccessibilityActions()
        host.uninstallIfUnused()
    }

    private func show(_ controller: RefreshController) {
        guard let view else { return }
        let frame = controller.frame
        Assign.ifChanged(frame.cgRect, from: view.frame) { view.frame = $0 }
        let content = ComponentFeedback.contentFrame(in: frame.size, length: controller.resolvedLength,
                                                     role: controller.role, axis: axis)
        Assign.ifChanged(content.cgRect, from: contentView.frame) { contentView.frame = $0 }
        Assign.ifChanged(controller.isHidden, from: contentView.isHidden) { contentView.isHidden = $0 }
        let context = ComponentFeedback.Context(role: controller.role, isAttached: controller.binding != nil,
                                                isEnabled: controller.isEnabled, isInWindow: view.window != nil,
                                                hapticsEnabled: isHapticFeedbackEnabled)
        for event in feedback.show(controller.state, context: context) {
            switch event {
            case .announce(let text): RefreshAnnouncer.announce(localization[text])
            case .prepareHaptics: makeHapticsIfNeeded().prepare()
            case .impactHaptics: makeHapticsIfNeeded().impactOccurred()
            case .updateActions: host?.updateAccessibilityActions()
            }
        }
        updateAlpha()
        indicator?.refreshStateDidChange(controller.state, role: controller.role)
        indicator?.refreshPullProgressDidChange(controller.pullProgress, role: controller.role)
    }

    /// The contents fade in with a pull when the app asks; they are opaque once ready or refreshing.
    private func updateAlpha() {
        let alpha = ComponentFeedback.alpha(fadesWithPull: fadesWithPullProgress, state: controller.state,
                                            progress: controller.pullProgress)
        Assign.ifChanged(CGFloat(alpha), from: contentView.alpha) { contentView.alpha = $0 }
    }

    /// The component's generator, made on first use.
    ///
    /// From iOS 17.5 a generator belongs to a view: `UIImpactFeedbackGenerator(style:view:)` "set[s] a style
    /// on the feedback generator and attach[es] it to the provided view as an interaction", and
    /// `init(style:)` is marked to be deprecated in its favour (UIImpactFeedbackGenerator.h, iOS 17.5 SDK and
    /// later). That initialiser is missing from the iOS 17.0 SDK this package is compile-checked against,
    /// so RefreshKit does the same in two documented steps that compile with every SDK: `init(style:)`
    /// sets the style, and `addInteraction(_:)` attaches the generator to the component view, as
    /// `UIFeedbackGenerator` conforms to `UIInteraction` from iOS 17.5 (UIFeedbackGenerator.h). The cast
    /// goes through `AnyObject` because the 17.0 SDK does not declare that conformance and newer ones
    /// would warn that a direct cast always succeeds. Before 17.5 the generator stays unattached, as
    /// iOS 13 has it.
    private func makeHapticsIfNeeded() -> UIImpactFeedbackGenerator {
        if let haptics { return haptics }
        let generator = UIImpactFeedbackGenerator(style: .light)
        setInteraction(generator, attached: true)
        haptics = generator
        return generator
    }

    /// Lets go of the generator, detaching it from the component view.
    private func dropHaptics() {
        guard let generator = haptics else { return }
        haptics = nil
        setInteraction(generator, attached: false)
    }

    /// Attaches `generator` to the component view as an interaction, or detaches it (iOS 17.5 and later; see above).
    private func setInteraction(_ generator: UIImpactFeedbackGenerator, attached: Bool) {
        guard #available(iOS 17.5, *), let view, let interaction = (generator as AnyObject) as? UIInteraction else { return }
        attached ? view.addInteraction(interaction) : view.removeInteraction(interaction)
    }

    /// The texts of the component: the standard indicator's language, or the app's.
    var localization: RefreshLocalization {
        (indicator as? RefreshIndicatorView)?.localization ?? RefreshIndicatorDefaults.app.localization()
    }
}
#endif
