#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// Where a list's view controller is in its appearance, so that begin and end calls always pair up.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// A list came into view or left it while the owner is on screen: a whole transition at once.
    func forwardAppearance(of index: Int, appearing: Bool) {
        guard let owner, !owner.shouldAutomaticallyForwardAppearanceMethods, ownerIsVisible else { return }
        beginAppearance(of: index, appearing: appearing, animated: false)
        endAppearance(of: index)
    }

    /// Forwards the owner's own appearance to the lists in view (when the owner forwards by hand, as
    /// ``PageContainerViewController`` does): `ending` false for `viewWill…`, true for `viewDid…`.
    func forwardOwnerAppearance(_ appearing: Bool, animated: Bool, ending: Bool) {
        if !appearing && !ending { ownerIsVisible = false }
        for index in state.visible.sorted() {
            // A list created between the owner's will and did has not begun yet: it begins now.
            if !ending || appearances[index] == .disappeared || appearances[index] == nil {
                beginAppearance(of: index, appearing: appearing, animated: animated)
            }
            if ending { endAppearance(of: index) }
        }
        if appearing && ending { ownerIsVisible = true }
    }

    private func beginAppearance(of index: Int, appearing: Bool, animated: Bool) {
        guard let controller = pages[index]?.controller else { return }
        let now = appearances[index] ?? .disappeared
        if appearing, now == .disappeared || now == .disappearing {
            controller.beginAppearanceTransition(true, animated: animated)
            appearances[index] = .appearing
        } else if !appearing, now == .appeared || now == .appearing {
            controller.beginAppearanceTransition(false, animated: animated)
            appearances[index] = .disappearing
        }
    }

    private func endAppearance(of index: Int) {
        guard let controller = pages[index]?.controller, let now = appearances[index] else { return }
        if now == .appearing || now == .disappearing {
            controller.endAppearanceTransition()
            appearances[index] = now == .appearing ? .appeared : .disappeared
        }
    }
}
#endif
