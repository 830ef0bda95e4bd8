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
    var indicator: (any UIView & RefreshIndicator)? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let indicator else { return }
            if let standard = indicator as? RefreshIndicatorView { standard.showsArrow = controller.kind != .autoFooter }
            indicator.frame = contentView.bounds
            indicator.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(indicator)
            indicator.refreshStateDidChange(controller.state, role: controller.role)
        }
    }

    init(controller: RefreshController) {
        self.controller = controller
        contentView.isHidden = true
        contentView.autoresizingMask = [.flexibleWidth]
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
        let host = ScrollViewHost.install(on: scrollView)
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
        host.binding.detach(controller)
        host.updateAccessibilityActions()
        host.uninstallIfUnused()
    }

    private func show(_ controller: RefreshController) {
        guard let view else { return }
        let frame = controller.frame.cgRect
        if view.frame != frame { view.frame = frame }
        // The contents keep the component's full height; when the engine gives a header only the band
        // a pull has opened under a large title, they show from their bottom edge and the rest is clipped.
        let height = CGFloat(controller.resolvedLength)
        let content = CGRect(x: 0, y: controller.role == .header ? frame.height - height : 0, width: frame.width, height: height)
        if contentView.frame != content { contentView.frame = content }
        if contentView.isHidden != controller.isHidden { contentView.isHidden = controller.isHidden }
        let kind = controller.state.kind
        if kind != shownKind {
            let previous = shownKind
            shownKind = kind
            announce(from: previous, to: kind)
            if (previous == .noMoreData) != (kind == .noMoreData) { host?.updateAccessibilityActions() }
        }
        indicator?.refreshStateDidChange(controller.state, role: controller.role)
    }

    /// VoiceOver hears a refresh start and end, as a sighted user sees the spinner come and go; silent
    /// for a component being removed or disabled, or off screen.
    private func announce(from previous: RefreshState?, to kind: RefreshState) {
        guard controller.binding != nil, controller.isEnabled, view?.window != nil else { return }
        let text: String
        if kind == .refreshing, previous != .refreshing {
            text = RefreshStrings.started(controller.role)
        } else if previous == .refreshing, kind != .refreshing {
            text = kind == .noMoreData ? RefreshStrings.noMoreData : RefreshStrings.ended(controller.role)
        } else {
            return
        }
        RefreshAnnouncer.announce(text)
    }
}
#endif
