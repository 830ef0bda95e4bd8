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
    /// The state kind last shown, so that announcements follow transitions only.
    private var shownKind: RefreshState?
    /// The axis it works along: set before it joins its scroll view (`rk.leading` makes it horizontal).
    var axis = ScrollAxis.vertical
    var fadesWithPullProgress = false {
        didSet { if let view { view.setNeedsLayout(); updateAlpha() } }
    }
    var isHapticFeedbackEnabled = true {
        didSet { if !isHapticFeedbackEnabled { dropHaptics() } }
    }
    /// Made when the first pull starts, prepared as each pull starts, used when it reaches "ready"; kept
    /// while haptics are on, so that it is attached to the component view once (iOS 17.5 and later).
    private var haptics: UIImpactFeedbackGenerator?
    /// The "Refresh" or "Load more" action the host offers for this component (shared with the scroll
    /// view's), carried by the accessibility element VoiceOver focuses in the component; nil when not offered.
    private(set) var accessibilityAction: UIAccessibilityCustomAction?
    /// A begin asked for by VoiceOver's three-finger scroll: its start is spoken by the page-scrolled
    /// notification that answers the scroll, so the start announcement is left out once.
    private var startIsSpokenByPageScroll = false
    var indicator: (any UIView & RefreshIndicator)? {
        didSet {
            let action = accessibilityAction.map { [$0] } ?? []
            if let oldValue {
                oldValue.removeFromSuperview()
                RefreshAccessibilityActions.replace(action, with: [], on: oldValue)
            }
            guard let indicator else { return }
            RefreshAccessibilityActions.replace([], with: action, on: indicator)
            indicator.frame = contentView.bounds
            indicator.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(indicator)
            indicator.refreshStateDidChange(controller.state, role: controller.role)
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

    /// The view is about to move: leaving its scroll view gives back the inset it held.
    func willMove(toSuperview newSuperview: UIView?) {
        if newSuperview !== view?.superview { detach() }
    }

    /// The view moved: into a scroll view, it attaches, replacing any component in the same role.
    func didMoveToSuperview() {
        guard host == nil, let view, let scrollView = view.superview as? UIScrollView else { return }
        let host = ScrollViewHost.install(on: scrollView, axis: axis)
        self.host = host
        // Attach before the replaced view leaves: `attach` detaches its controller, so the binding is
        // never empty in between and the host does not uninstall itself under the new component.
        host.binding.attach(controller)
        let replaced = view.register(in: host)
        if let replaced, replaced !== view, replaced.superview === scrollView { replaced.removeFromSuperview() }
        host.updateAccessibilityActions()
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
    func beginRefreshing() {
        host?.updateBarDetection()
        controller.beginRefreshing()
    }

    /// ``RefreshController/refresh()``, after the same look at the navigation bar as ``beginRefreshing()``.
    func refresh() async {
        host?.updateBarDetection()
        await controller.refresh()
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
        startIsSpokenByPageScroll = true
        beginRefreshing()
        guard controller.isRefreshing else {
            startIsSpokenByPageScroll = false
            return false
        }
        // A begin that waits for layout keeps the flag until it starts; one that started has used it (or,
        // silent for another reason, must not carry it over to a later start).
        if controller.state == .refreshing { startIsSpokenByPageScroll = false }
        RefreshAnnouncer.pageScrolled(localization[controller.role == .header ? .announceRefreshing : .announceLoadingMore])
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
        if let view { host.forget(view) }
        host.binding.detach(controller)
        setAccessibilityAction(nil)
        host.updateAccessibilityActions()
        host.uninstallIfUnused()
    }

    private func show(_ controller: RefreshController) {
        guard let view else { return }
        let frame = controller.frame.cgRect
        if view.frame != frame { view.frame = frame }
        // The contents keep the component's full length; when the engine gives a header only the band
        // a pull has opened under a large title, they show from their far edge and the rest is clipped.
        let length = CGFloat(controller.resolvedLength), header = controller.role == .header
        let content = axis == .vertical
            ? CGRect(x: 0, y: header ? frame.height - length : 0, width: frame.width, height: length)
            : CGRect(x: header ? frame.width - length : 0, y: 0, width: length, height: frame.height)
        if contentView.frame != content { contentView.frame = content }
        if contentView.isHidden != controller.isHidden { contentView.isHidden = controller.isHidden }
        let kind = controller.state.kind
        if kind != shownKind {
            let previous = shownKind
            shownKind = kind
            announce(from: previous, to: kind)
            playHaptics(from: previous, to: kind)
            if (previous == .noMoreData) != (kind == .noMoreData) { host?.updateAccessibilityActions() }
        }
        updateAlpha()
        indicator?.refreshStateDidChange(controller.state, role: controller.role)
        indicator?.refreshPullProgressDidChange(controller.pullProgress, role: controller.role)
    }

    /// The contents fade in with a pull when the app asks; they are opaque once ready or refreshing.
    private func updateAlpha() {
        let fading = fadesWithPullProgress && (controller.state.kind == .pulling(progress: 0) || controller.state == .idle)
        let alpha = fading ? CGFloat(min(max(controller.pullProgress, 0), 1)) : 1
        if contentView.alpha != alpha { contentView.alpha = alpha }
    }

    /// A light tap as a pull crosses the trigger, from a generator prepared when the pull began.
    private func playHaptics(from previous: RefreshState?, to kind: RefreshState) {
        guard isHapticFeedbackEnabled else { return }
        switch kind {
        case .pulling:
            makeHapticsIfNeeded().prepare()
        case .ready:
            // A pull can reach "ready" without "pulling" first (a finger landing on a bounce past the trigger).
            let generator = makeHapticsIfNeeded()
            generator.impactOccurred()
            generator.prepare()  // a pull may go back under the trigger and cross it again
        default:
            break
        }
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
        if #available(iOS 17.5, *), let view, let interaction = (generator as AnyObject) as? UIInteraction {
            view.addInteraction(interaction)
        }
        haptics = generator
        return generator
    }

    /// Lets go of the generator, detaching it from the component view.
    private func dropHaptics() {
        guard let generator = haptics else { return }
        haptics = nil
        if #available(iOS 17.5, *), let view, let interaction = (generator as AnyObject) as? UIInteraction {
            view.removeInteraction(interaction)
        }
    }

    /// The texts of the component: the standard indicator's language, or the app's.
    var localization: RefreshLocalization {
        (indicator as? RefreshIndicatorView)?.localization ?? RefreshLocalization()
    }

    /// VoiceOver hears a refresh start and end, as a sighted user sees the spinner come and go; silent
    /// for a component being removed or disabled, or off screen.
    private func announce(from previous: RefreshState?, to kind: RefreshState) {
        guard controller.binding != nil, controller.isEnabled, view?.window != nil else { return }
        let texts = localization
        let header = controller.role == .header
        let text: String
        if kind == .refreshing, previous != .refreshing {
            if startIsSpokenByPageScroll {
                startIsSpokenByPageScroll = false
                return
            }
            text = texts[header ? .announceRefreshing : .announceLoadingMore]
        } else if previous == .refreshing, kind != .refreshing {
            text = texts[kind == .noMoreData ? .noMoreData : header ? .announceRefreshed : .announceLoaded]
        } else {
            return
        }
        RefreshAnnouncer.announce(text)
    }
}
#endif
