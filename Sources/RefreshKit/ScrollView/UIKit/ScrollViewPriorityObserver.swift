#if canImport(UIKit)
import UIKit

/// Hears a scroll view's changes before RefreshKit's binding on it: a nested page's coordinator, which
/// may write the offset back, so that the refresh engine sees the held offset and never the proposal.
@MainActor
protocol ScrollViewPriorityObserver: AnyObject {
    /// What it is, for the bounce the list keeps when its last component leaves (`ScrollViewHostLife.coordinatorBounce`).
    var kind: ScrollViewHostLife.PriorityObserver { get }
    /// `contentOffset` changed.
    func scrollViewOffsetDidChange()
    /// Something else changed that the host observes: the pan's state, `contentInset`, `contentSize`.
    func scrollViewStateDidChange()
    /// RefreshKit's engine stopped the view's deceleration.
    func scrollViewDecelerationWasStopped()
    /// The host's refresh engine has handled a change ``scrollViewStateDidChange()`` reported (its inset ledger has read it).
    func scrollViewStateWasHandled()
}

extension ScrollViewPriorityObserver {
    func scrollViewStateWasHandled() {}
}

/// The scroll view keeps its priority observer weakly: an observer that is dropped without letting go
/// leaves nothing behind but this empty box, and one that lets go may empty it (``ScrollViewHost/setPriorityObserver(_:on:)``
/// returns it; a box another observer replaced is gone already).
final class WeakPriorityObserver {
    weak var observer: (any ScrollViewPriorityObserver)?

    init(_ observer: any ScrollViewPriorityObserver) {
        self.observer = observer
    }
}
#endif
