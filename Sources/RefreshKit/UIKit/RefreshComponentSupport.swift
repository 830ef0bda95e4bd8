#if canImport(UIKit)
import UIKit

/// What `RefreshHeader` and `RefreshFooter` share: attaching their controller to the scroll view they
/// move into, detaching it when they leave, and showing the controller's frame, visibility and state.
@MainActor
final class RefreshComponentSupport {
    let controller: RefreshController
    /// The component view; set once, right after the view's own initialisation.
    weak var view: UIView? {
        didSet { view?.isHidden = true }
    }
    private(set) weak var host: ScrollViewHost?
    var indicator: (any UIView & RefreshIndicator)? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let indicator, let view else { return }
            indicator.frame = view.bounds
            indicator.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(indicator)
            indicator.refreshStateDidChange(controller.state, role: controller.role)
        }
    }

    init(controller: RefreshController) {
        self.controller = controller
        controller.onChange = { [weak self] controller in self?.show(controller) }
    }

    /// The view is about to move: leaving its scroll view gives back the inset it held.
    func willMove(toSuperview newSuperview: UIView?) {
        if newSuperview !== view?.superview { detach() }
    }

    /// The view moved: into a scroll view, it attaches (replacing any component in the same role).
    func didMoveToSuperview(register: (ScrollViewHost) -> Void) {
        guard host == nil, let scrollView = view?.superview as? UIScrollView else { return }
        let host = ScrollViewHost.install(on: scrollView)
        self.host = host
        register(host)
        host.binding.attach(controller)
    }

    /// Window, safe area and layout changes reach the engine (large titles, rotation, bars).
    func geometryMayHaveChanged() {
        host?.binding.hostDidChange()
    }

    private func detach() {
        guard let host else { return }
        self.host = nil
        host.binding.detach(controller)
        host.uninstallIfUnused()
    }

    private func show(_ controller: RefreshController) {
        guard let view else { return }
        let frame = controller.frame.cgRect
        if view.frame != frame { view.frame = frame }
        if view.isHidden != controller.isHidden { view.isHidden = controller.isHidden }
        indicator?.refreshStateDidChange(controller.state, role: controller.role)
    }
}
#endif
