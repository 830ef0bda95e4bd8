#if canImport(UIKit)
import UIKit

/// The UIKit side of one scroll view's binding: observation in, effects out. It decides nothing.
///
/// Created when the first header or footer moves into a scroll view, stored on the scroll view, and
/// torn down (observations invalidated, display link stopped) when the last one leaves. Observation
/// uses `NSKeyValueObservation` tokens, so no observer can outlive the scroll view.
@MainActor
final class ScrollViewHost: RefreshHost {
    private(set) weak var scrollView: UIScrollView?
    private(set) lazy var binding = RefreshBinding(host: self, configuration: Self.defaultConfiguration)
    weak var headerView: RefreshHeader?
    weak var footerView: RefreshFooter?
    private var observations: [NSKeyValueObservation] = []
    private var displayLink: CADisplayLink?
    private var lastBoundsSize = CGSize.zero
    /// Whether RefreshKit turned `alwaysBounceVertical` on (and so turns it off when it leaves).
    private var turnedOnBounce = false

    /// No animations under Reduce Motion.
    static var defaultConfiguration: RefreshConfiguration {
        UIAccessibility.isReduceMotionEnabled ? .reducedMotion : RefreshConfiguration()
    }

    private init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        lastBoundsSize = scrollView.bounds.size
    }

    /// The host already installed on `scrollView`, if any.
    static func existing(for scrollView: UIScrollView) -> ScrollViewHost? {
        objc_getAssociatedObject(scrollView, &hostKey) as? ScrollViewHost
    }

    /// The host of `scrollView`, installed and observing on first use.
    static func install(on scrollView: UIScrollView) -> ScrollViewHost {
        if let host = existing(for: scrollView) { return host }
        let host = ScrollViewHost(scrollView: scrollView)
        objc_setAssociatedObject(scrollView, &hostKey, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        host.observe(scrollView)
        return host
    }

    /// Stops observing and removes itself from the scroll view once nothing is attached.
    func uninstallIfUnused() {
        guard binding.isEmpty else { return }
        observations.forEach { $0.invalidate() }
        observations = []
        setRefreshFrameClockRunning(false)
        if turnedOnBounce, let scrollView, scrollView.alwaysBounceVertical {
            scrollView.alwaysBounceVertical = false
            turnedOnBounce = false
        }
        if let scrollView { objc_setAssociatedObject(scrollView, &hostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    private func observe(_ scrollView: UIScrollView) {
        // KVO calls these synchronously on the main thread, inside the setter; they must be handled
        // there and then, or the engine runs a frame behind the offset.
        observations = [
            scrollView.observe(\.contentOffset) { [weak self] _, _ in onMainThread { self?.binding.hostDidChange() } },
            scrollView.observe(\.contentSize) { [weak self] _, _ in onMainThread { self?.binding.hostDidChange() } },
            scrollView.observe(\.contentInset) { [weak self] _, _ in onMainThread { self?.binding.hostDidChange() } },
            scrollView.observe(\.bounds) { [weak self] _, _ in onMainThread { self?.boundsDidChange() } },
            scrollView.panGestureRecognizer.observe(\.state) { [weak self] _, _ in
                onMainThread { self?.binding.hostDidChange() }
            },
        ]
    }

    /// Scrolling changes `bounds.origin` too; only a new size (rotation, split view) is news.
    private func boundsDidChange() {
        guard let size = scrollView?.bounds.size, size != lastBoundsSize else { return }
        lastBoundsSize = size
        binding.hostDidChange()
    }

    @objc fileprivate func frameDidTick(_ link: CADisplayLink) {
        binding.frameDidTick()
    }

    // MARK: - RefreshHost

    var refreshSnapshot: ScrollSnapshot {
        guard let scrollView else { return ScrollSnapshot() }
        let pan = scrollView.panGestureRecognizer.state
        return ScrollSnapshot(
            contentOffset: ScrollPoint(scrollView.contentOffset), contentSize: ScrollSize(scrollView.contentSize),
            boundsSize: ScrollSize(scrollView.bounds.size), contentInset: ScrollInsets(scrollView.contentInset),
            adjustedContentInset: ScrollInsets(scrollView.adjustedContentInset),
            isDragging: pan == .began || pan == .changed, isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating,
            isInWindow: scrollView.window != nil, time: CACurrentMediaTime())
    }

    func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool) {
        guard let scrollView else { return }
        let before = scrollView.contentOffset
        // Outside any animation block: collection views would otherwise animate cells along (MJRefresh #225).
        UIView.performWithoutAnimation { scrollView.contentInset = insets.uiEdgeInsets }
        if preservingOffset && scrollView.contentOffset != before { scrollView.contentOffset = before }
    }

    func setRefreshContentOffset(_ offset: ScrollPoint) {
        scrollView?.contentOffset = offset.cgPoint
    }

    func stopRefreshDeceleration() {
        guard let scrollView, scrollView.isDecelerating else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }

    func prepareForRefresh() {
        guard let scrollView, !scrollView.alwaysBounceVertical else { return }
        scrollView.alwaysBounceVertical = true
        turnedOnBounce = true
    }

    func setRefreshFrameClockRunning(_ running: Bool) {
        if running, displayLink == nil {
            let link = CADisplayLink(target: DisplayLinkTarget(host: self), selector: #selector(DisplayLinkTarget.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !running {
            displayLink?.invalidate()
            displayLink = nil
        }
    }
}

/// CADisplayLink retains its target; this one holds the host weakly, so the link cannot keep it alive.
@MainActor
private final class DisplayLinkTarget: NSObject {
    weak var host: ScrollViewHost?

    init(host: ScrollViewHost) {
        self.host = host
    }

    @objc func tick(_ link: CADisplayLink) {
        if let host { host.frameDidTick(link) } else { link.invalidate() }
    }
}

@MainActor private var hostKey: UInt8 = 0
#endif
