#if canImport(UIKit)
import UIKit

extension PageContainerView {
    /// Where a list's view controller is in its appearance, so that begin and end calls always pair up.
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// Where the owner view controller is in its own appearance.
    enum OwnerPhase { case disappeared, appearing, appeared, disappearing }

    /// A list came into view or left it. On screen: a whole transition at once. While the owner itself is
    /// appearing: it begins now and ends with the owner's `viewDidAppear`. Otherwise the owner's own calls
    /// carry it.
    func forwardAppearance(of index: Int, appearing: Bool) {
        guard let owner, !owner.shouldAutomaticallyForwardAppearanceMethods else { return }
        switch ownerPhase {
        case .appeared:
            beginAppearance(of: index, appearing: appearing, animated: false)
            endAppearance(of: index)
        case .appearing:
            beginAppearance(of: index, appearing: appearing, animated: false)
        case .disappeared, .disappearing:
            break
        }
    }

    /// Forwards the owner's own appearance to the lists in view (when the owner forwards by hand, as
    /// ``PageContainerViewController`` does): `ending` false for `viewWill…`, true for `viewDid…`. Every
    /// transition begun ends with the owner's, so begin and end always pair up.
    func forwardOwnerAppearance(_ appearing: Bool, animated: Bool, ending: Bool) {
        if !ending {
            ownerPhase = appearing ? .appearing : .disappearing
            for index in state.visible.sorted() { beginAppearance(of: index, appearing: appearing, animated: animated) }
            return
        }
        for index in state.visible.sorted() where appearances[index] == nil || appearances[index] == .disappeared {
            if appearing { beginAppearance(of: index, appearing: true, animated: animated) }  // made meanwhile
        }
        for index in appearances.keys.sorted() { endAppearance(of: index) }
        ownerPhase = appearing ? .appeared : .disappeared
    }

    func beginAppearance(of index: Int, appearing: Bool, animated: Bool) {
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

    func endAppearance(of index: Int) {
        guard let controller = pages[index]?.controller, let now = appearances[index] else { return }
        if now == .appearing || now == .disappearing {
            controller.endAppearanceTransition()
            appearances[index] = now == .appearing ? .appeared : .disappeared
        }
    }
}
#endif
