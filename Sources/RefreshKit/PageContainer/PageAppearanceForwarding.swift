/// Which appearance transitions a page container begins and ends for its lists' view controllers, as the pager brings
/// lists in and out of view and as the owner view controller appears and disappears, so that begin and end always pair
/// up (UIKit logs "Unbalanced calls to begin/end appearance transitions" and skips `viewDidAppear` otherwise).
///
/// It forwards only when the owner forwards appearance by hand (``PageContainerViewController`` does: UIKit would
/// tell every child, lists off screen included); with automatic forwarding UIKit's own calls carry every child. A
/// value fed with events that returns the calls to make, so `PageContainerView` only carries them out.
struct PageAppearanceForwarding: Sendable, Hashable {
    /// Where a list's view controller is in its appearance.
    enum Appearance: Sendable, Hashable { case disappeared, appearing, appeared, disappearing }

    /// Where the owner view controller is in its own appearance.
    enum OwnerPhase: Sendable, Hashable { case disappeared, appearing, appeared, disappearing }

    /// A call to a list's view controller.
    enum Call: Sendable, Hashable {
        /// `beginAppearanceTransition(appearing, animated: animated)` on the list at the index.
        case begin(Int, appearing: Bool, animated: Bool)
        /// `endAppearanceTransition()` on the list at the index.
        case end(Int)

        /// The list the call is for.
        var index: Int {
            switch self {
            case .begin(let index, _, _), .end(let index): index
            }
        }

        /// Makes the call on `target`, the view controller of the list at ``index``.
        @MainActor func apply(to target: some PageAppearanceTarget) {
            switch self {
            case .begin(_, let appearing, let animated): target.beginAppearanceTransition(appearing, animated: animated)
            case .end: target.endAppearanceTransition()
            }
        }
    }

    private(set) var ownerPhase = OwnerPhase.disappeared
    /// Where each list's view controller is; a list with no entry has never appeared (or was reloaded away).
    private(set) var appearances: [Int: Appearance] = [:]

    /// The list at `index` came into view (`appearing`) or left it entirely. With the owner on screen the whole
    /// transition happens at once; while the owner itself appears it begins now and ends with the owner's
    /// `viewDidAppear`; while the owner is away or leaving, the owner's own calls carry it. Nothing when the owner
    /// forwards automatically (`forwardsByHand` false) or the page is a plain view (`isController` false).
    mutating func list(_ index: Int, appearing: Bool, isController: Bool, forwardsByHand: Bool) -> [Call] {
        guard forwardsByHand else { return [] }
        switch ownerPhase {
        case .appeared:
            return begin(index, appearing: appearing, animated: false, isController: isController) + end(index)
        case .appearing:
            return begin(index, appearing: appearing, animated: false, isController: isController)
        case .disappeared, .disappearing:
            return []
        }
    }

    /// The owner's own appearance, forwarded to the lists in view (`visible`; `controllers` are the pages that are view
    /// controllers): `ending` false for `viewWill…`, true for `viewDid…`. At the end, a list made in view meanwhile
    /// begins its appearance too, and every transition in flight ends with the owner's.
    mutating func owner(appearing: Bool, animated: Bool, ending: Bool, visible: Set<Int>, controllers: Set<Int>) -> [Call] {
        guard ending else {
            ownerPhase = appearing ? .appearing : .disappearing
            return visible.sorted().flatMap {
                begin($0, appearing: appearing, animated: animated, isController: controllers.contains($0))
            }
        }
        let made = visible.sorted().filter { appearing && (appearances[$0] ?? .disappeared) == .disappeared }
        var calls = made.flatMap { begin($0, appearing: true, animated: animated, isController: controllers.contains($0)) }
        calls += appearances.keys.sorted().flatMap { end($0) }
        ownerPhase = appearing ? .appeared : .disappeared
        return calls
    }

    /// Ends the transition in flight of the list at `index`, if any: before a reload takes the list away.
    mutating func end(_ index: Int) -> [Call] {
        switch appearances[index] {
        case .appearing: appearances[index] = .appeared
        case .disappearing: appearances[index] = .disappeared
        case .appeared, .disappeared, nil: return []
        }
        return [.end(index)]
    }

    /// Forgets every list (a reload), once their transitions in flight have ended (``end(_:)``).
    mutating func removeAll() {
        appearances = [:]
    }

    /// Begins the list's transition when it changes direction: appearing from gone or going, disappearing from shown
    /// or coming; the same direction again begins nothing, so begins never nest.
    private mutating func begin(_ index: Int, appearing: Bool, animated: Bool, isController: Bool) -> [Call] {
        guard isController else { return [] }
        switch (appearing, appearances[index] ?? .disappeared) {
        case (true, .disappeared), (true, .disappearing):
            appearances[index] = .appearing
        case (false, .appeared), (false, .appearing):
            appearances[index] = .disappearing
        case (true, .appearing), (true, .appeared), (false, .disappeared), (false, .disappearing):
            return []
        }
        return [.begin(index, appearing: appearing, animated: animated)]
    }
}

/// What a page container calls to forward a list's appearance: `UIViewController`'s own two methods.
@MainActor protocol PageAppearanceTarget: AnyObject {
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)
    func endAppearanceTransition()
}
