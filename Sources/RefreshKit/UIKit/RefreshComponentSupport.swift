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
    var isHapticFeedbackEnabled = true
    /// Prepared when a pull starts, used when it reaches "ready", dropped at rest.
    private var haptics: UIImpactFeedbackGenerator?
    var indicator: (any UIView & RefreshIndicator)? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let indicator else { return }
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

    private func detach() {
        guard let host else { return }
        self.host = nil
        // `rk.header` and `rk.footer` no longer answer with this view (the other component may keep the host).
        if let view { host.forget(view) }
        host.binding.detach(controller)
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
        guard isHapticFeedbackEnabled else {
            haptics = nil
            return
        }
        switch kind {
        case .pulling:
            if haptics == nil { haptics = UIImpactFeedbackGenerator(style: .light) }
            haptics?.prepare()
        case .ready:
            // A pull can reach "ready" without "pulling" first (a finger landing on a bounce past the trigger).
            let generator = haptics ?? UIImpactFeedbackGenerator(style: .light)
            generator.impactOccurred()
            generator.prepare()  // a pull may go back under the trigger and cross it again
            haptics = generator
        default:
            haptics = nil
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
