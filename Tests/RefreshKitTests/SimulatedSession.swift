import RefreshKit
import RefreshKitSimulator

/// A simulated scroll view with a binding and optional header and footer whose actions are counted.
@MainActor
struct SimulatedSession {
    let scrollView: SimulatedScrollView
    let binding: RefreshBinding
    var header: RefreshController?
    var footer: RefreshController?

    init(content: Double = 2000, behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .never,
         header: RefreshMetrics? = .header, footer: (RefreshFooterStyle, RefreshMetrics)? = nil,
         configuration: RefreshConfiguration = RefreshConfiguration(), fps: Double = 60) {
        scrollView = SimulatedScrollView(contentSize: ScrollSize(width: 390, height: content))
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.framesPerSecond = fps
        binding = scrollView.installRefresh(configuration: configuration)
        if let header {
            let controller = RefreshController(header: header, action: .manual {})
            binding.attach(controller)
            self.header = controller
        }
        if let footer {
            let controller = RefreshController(footer: footer.0, metrics: footer.1, action: .manual {})
            binding.attach(controller)
            self.footer = controller
        }
    }

    var offset: Double { scrollView.contentOffset.y }
    var inset: ScrollInsets { scrollView.contentInset }

    /// Drags the header past its trigger, releases and lets the bounce settle.
    func pullToRefresh(distance: Double = 150) {
        scrollView.drag(by: distance)
        scrollView.release(velocity: 0)
        scrollView.settle()
    }

    /// Scrolls to the end with a slow drag (no momentum), then drags a little more past it.
    func dragToEnd(beyond extra: Double = 0) {
        let distance = scrollView.maxOffset - offset + extra
        scrollView.drag(by: -distance, duration: max(0.2, distance / 2000))
    }
}

/// Lets a test decide when an async action returns.
@MainActor
final class Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var entered = 0

    func wait() async {
        entered += 1
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        let list = waiters
        waiters = []
        for waiter in list { waiter.resume() }
    }
}
