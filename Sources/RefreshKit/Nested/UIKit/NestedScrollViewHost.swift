#if canImport(UIKit)
import UIKit

/// One scroll view of a nested page as ``NestedScrollBinding`` sees it: its snapshot and writes, its
/// observation, and the settings the coordinator changes on it (with the app's values, to give back).
///
/// It holds the scroll view and the coordinator weakly; the coordinator's binding holds it. While it
/// observes, it is also the scroll view's priority observer, so a RefreshKit host on the same view tells
/// it of each change before the refresh engine hears of it (see ``ScrollViewPriorityObserver``).
@MainActor
final class NestedScrollViewHost: NestedCoordinatedHost, ScrollViewPriorityObserver {
    typealias Role = NestedScrollRole

    let role: Role
    private(set) weak var scrollView: UIScrollView?
    /// The coordinator it reports to, set once it has made this host.
    weak var coordinator: NestedScrollCoordinator?
    private var observations: [NSKeyValueObservation] = []
    /// The box the view keeps this host in as its priority observer; emptied on tear-down (gone once replaced).
    private weak var priorityBox: WeakPriorityObserver?
    /// The settings the coordinator borrows, in the ledgers the view's component host shares: the app's values come
    /// back when both let go, and a value RefreshKit turned on is never taken for the app's.
    private var settings: ScrollViewSettings?

    /// Observes `scrollView` and, on a child, changes the settings a nested list needs; it reports once it has a
    /// ``coordinator``.
    init(_ scrollView: UIScrollView, role: Role) {
        self.role = role
        self.scrollView = scrollView
        let settings = ScrollViewSettings.of(scrollView)
        self.settings = settings
        // On a list: bounce on (a short list must still bring the header back), `scrollsToTop` off (the status bar
        // scrolls only when one on-screen view has it: the parent keeps it, and as its scroll to the top leaves the
        // sticky offset, the binding puts the current list at its top).
        for claim in NestedSettings.claims(role) { settings.claim(claim.value, claim.setting, by: .coordinator, on: scrollView) }
        observe(scrollView)
    }

    var view: UIScrollView? { scrollView }

    /// Stops observing and gives the scroll view back the app's settings.
    func tearDown() {
        observations.forEach { $0.invalidate() }
        observations = []
        priorityBox?.observer = nil
        guard let scrollView else { return }
        // A header or footer still on the list keeps its bounce: its claim is in the same ledger.
        for setting in NestedSettings.released(role) { settings?.release(setting, by: .coordinator, on: scrollView) }
        settings = nil
    }

    /// Shows or hides the vertical indicator; one the app turned off stays off, whenever it turned it off.
    func setIndicatorVisible(_ visible: Bool) {
        guard let scrollView else { return }
        settings?.hold(NestedSettings.indicatorClaim(visible: visible), .showsVerticalScrollIndicator, by: .coordinator, on: scrollView)
    }

    // MARK: - Observation

    private func observe(_ scrollView: UIScrollView) {
        priorityBox = ScrollViewHost.setPriorityObserver(self, on: scrollView)
        // Synchronous, like ScrollViewHost's: the binding must hold a view inside the setter that moved it.
        observations = [
            scrollView.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.observedOffset() } },
            scrollView.observe(\.contentInset) { @Sendable [weak self] _, _ in onMainThread { self?.observedState() } },
            scrollView.panGestureRecognizer.observe(\.state) { @Sendable [weak self] _, _ in
                onMainThread { self?.observedState() }
            },
        ]
    }

    /// This view's own KVO, quiet while a RefreshKit host observes the view and tells this object first
    /// (``ScrollViewHostLife/ownObservation(hasRefreshHost:report:)``).
    private func observedOffset() {
        observed { scrollViewOffsetDidChange() }
    }

    private func observedState() {
        observed { scrollViewStateDidChange() }
    }

    private func observed(_ report: () -> Void) {
        guard let scrollView else { return }
        ScrollViewHostLife.ownObservation(hasRefreshHost: ScrollViewHost.existing(for: scrollView) != nil, report: report)
    }

    func scrollViewOffsetDidChange() {
        coordinator?.hostDidScroll(self)
    }

    func scrollViewStateDidChange() {
        coordinator?.hostStateDidChange(self)
    }

    var kind: ScrollViewHostLife.PriorityObserver { .nestedPage }

    func scrollViewDecelerationWasStopped() {
        coordinator?.hostDecelerationWasStopped()
    }

    // MARK: - NestedScrollHost

    var nestedSnapshot: NestedScrollSnapshot {
        // During a display-link tick, the time of the frame being computed, as ScrollViewHost does.
        let time = coordinator?.frameTime ?? CACurrentMediaTime()
        guard let scrollView else {
            return NestedScrollSnapshot(offset: 0, top: 0, bottom: 0, isTracking: false, isDecelerating: false, time: time)
        }
        let inset = scrollView.adjustedContentInset
        let top = -inset.top
        let bottom = max(top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        // The content starts below a refreshing header's band; a pan pressed against an edge that does not
        // bounce still reports how far the finger went.
        // A change RefreshKit makes (a pin, an ending, an inset write that clamps) is a programmatic move.
        let refresh = ScrollViewHost.existing(for: scrollView)?.binding
        let band = refresh?.heldInset.top ?? 0
        let pan = scrollView.panGestureRecognizer
        // Measured in the page's superview, which nothing on the page scrolls (a list's superview moves with the
        // page), so both pans of one finger report the same moves, in the points the content moves by under any
        // transform of the page's container (UIKit moves each view by its own pan's `translation(in: self)`; the
        // window's points would be scaled; research/device-review.md P9). No superview: the window's. An ended pan
        // still tells its release velocity until it resets to `.possible`.
        let frame = coordinator?.parent?.superview
        let measures = ScrollViewReading.PanState(rawValue: pan.state.rawValue).measuresVelocity(isTracking: scrollView.isTracking)
        let translation = scrollView.isTracking ? Double(pan.translation(in: frame).y) : nil
        let velocity = measures ? -Double(pan.velocity(in: frame).y) / 1000 : nil
        return NestedScrollSnapshot(offset: Double(scrollView.contentOffset.y), top: Double(top),
                                    contentTop: Double(top) + band, bottom: Double(bottom),
                                    isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating,
                                    isProgrammatic: refresh?.isApplyingEffects == true, time: time,
                                    translation: translation, panVelocity: velocity,
                                    length: Double(scrollView.bounds.height), bounces: scrollView.bounces,
                                    decelerationRate: Double(scrollView.decelerationRate.rawValue))
    }

    func setNestedOffset(_ offset: Double) {
        guard let scrollView else { return }
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
    }

    func setNestedMotion(_ motion: NestedMotion) {
        guard let scrollView, let host = ScrollViewHost.existing(for: scrollView) else { return }
        host.nestedMotion = motion
    }

    func stopNestedDeceleration() {
        // `setContentOffset(_:animated:)` stops momentum and bounce first, even for the same value; a plain
        // `contentOffset` write would be overwritten by the integrator on its next frame.
        guard let scrollView else { return }
        ScrollViewHostLife.stopScrolling(isDecelerating: scrollView.isDecelerating) {
            scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        }
    }
}
#endif
