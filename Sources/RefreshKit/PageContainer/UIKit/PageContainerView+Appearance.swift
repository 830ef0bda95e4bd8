#if canImport(UIKit)
import UIKit

extension UIViewController: PageAppearanceTarget {}

// The lists' appearance, forwarded by hand as `PageAppearanceForwarding` decides.
extension PageContainerView {
    /// A list came into view or left it.
    func forwardAppearance(of index: Int, appearing: Bool) {
        let byHand = owner.map { !$0.shouldAutomaticallyForwardAppearanceMethods } ?? false
        apply(appearance.list(index, appearing: appearing, isController: pages.page(at: index)?.controller != nil, forwardsByHand: byHand))
    }

    /// Forwards the owner's own appearance to the lists in view (when the owner forwards by hand, as
    /// ``PageContainerViewController`` does): `ending` false for `viewWill…`, true for `viewDid…`.
    func forwardOwnerAppearance(_ appearing: Bool, animated: Bool, ending: Bool) {
        let controllers = Set(pages.pages.filter { $0.value.controller != nil }.keys)
        apply(appearance.owner(appearing: appearing, animated: animated, ending: ending, visible: state.visible,
                               controllers: controllers))
    }

    /// Ends the transition in flight of the list at `index`, before a reload takes it away.
    func endAppearance(of index: Int) {
        apply(appearance.end(index))
    }

    private func apply(_ calls: [PageAppearanceForwarding.Call]) {
        for call in calls { pages.page(at: call.index)?.controller.map { call.apply(to: $0) } }
    }
}
#endif
