@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The vertical scroll view model or the carousel: one session fixture and the mirror sessions drive either,
/// so a scenario is written once for both axes.
@MainActor
protocol AxisScrollView: AnyObject, Sendable {
    /// The axis the view scrolls along; the carousel is the vertical model transposed.
    static var axis: ScrollAxis { get }
    /// The bounds a session gets unless it asks for others.
    static var defaultBounds: ScrollSize { get }
    init(bounds: ScrollSize, contentSize: ScrollSize)
    var contentOffset: ScrollPoint { get }
    var contentSize: ScrollSize { get }
    var contentInset: ScrollInsets { get }
    var adjustedContentInset: ScrollInsets { get }
    var contentInsetAdjustmentBehavior: SimulatedScrollView.ContentInsetAdjustmentBehavior { get set }
    var framesPerSecond: Double { get set }
    var isRecording: Bool { get set }
    var minOffset: Double { get }
    var maxOffset: Double { get }
    var isInWindow: Bool { get }
    var isTracking: Bool { get }
    var isDragging: Bool { get }
    var isDecelerating: Bool { get }
    var isScrollAnimating: Bool { get }
    var frameClockRunning: Bool { get }
    var offsetChanges: Int { get }
    func installRefresh(configuration: RefreshConfiguration) -> RefreshBinding
    func drag(by distance: Double, duration: Double)
    func release(velocity: Double?)
    func fling(velocity: Double)
    func hold(_ seconds: Double)
    func advance(_ seconds: Double)
    func settle(limit: Double)
    func tap()
    func setInWindow(_ inWindow: Bool)
    func setContentOffset(_ offset: ScrollPoint)
    func setContentOffset(_ offset: ScrollPoint, animated: Bool)
    func setContentInset(_ insets: ScrollInsets)
    func setSafeAreaInsets(_ insets: ScrollInsets)
    func setContentSize(_ size: ScrollSize)
    func reloadData(contentSize size: ScrollSize)
    func setBoundsSize(_ size: ScrollSize)
}

extension AxisScrollView {
    /// A value in the vertical view's terms as this kind of view has it (and back: transposing twice changes nothing).
    static func local(_ insets: ScrollInsets) -> ScrollInsets { axis == .vertical ? insets : insets.transposed }
    static func local(_ point: ScrollPoint) -> ScrollPoint { axis == .vertical ? point : point.transposed }
    static func local(_ size: ScrollSize) -> ScrollSize { axis == .vertical ? size : size.transposed }
    func local(_ insets: ScrollInsets) -> ScrollInsets { Self.local(insets) }
    func local(_ point: ScrollPoint) -> ScrollPoint { Self.local(point) }
    func local(_ size: ScrollSize) -> ScrollSize { Self.local(size) }
}

extension ScrollAxis {
    /// The simulated scroll view along this axis: a test that takes the axis plays its scenario on a
    /// `ScrollSession` of this type.
    var simulatedView: any AxisScrollView.Type {
        self == .vertical ? SimulatedScrollView.self : SimulatedHorizontalScrollView.self
    }
}

extension SimulatedScrollView: AxisScrollView {
    static var axis: ScrollAxis { .vertical }
    static var defaultBounds: ScrollSize { ScrollSize(width: 390, height: 812) }
}

extension SimulatedHorizontalScrollView: AxisScrollView {
    static var axis: ScrollAxis { .horizontal }
    static var defaultBounds: ScrollSize { ScrollSize(width: 390, height: 200) }
}

/// A vertical list with a binding and optional header and footer whose actions are counted.
typealias SimulatedSession = ScrollSession<SimulatedScrollView>
/// A carousel with a horizontal binding: its header is the leading (left) component, its footer the trailing
/// (right) one.
typealias HorizontalSession = ScrollSession<SimulatedHorizontalScrollView>

/// A simulated scroll view along either axis with a binding and optional header and footer whose actions are
/// counted. A scenario that is the same along both axes takes the axis and runs on `ScrollSession<View>`.
@MainActor
struct ScrollSession<View: AxisScrollView> {
    let scrollView: View
    let binding: RefreshBinding
    var header: RefreshController?
    var footer: RefreshController?

    /// `content` points of content along the axis (as wide as the bounds across it), `.never` and 60 Hz unless told
    /// otherwise. The app's inset and the safe area are in place before the binding; the view rests at its start.
    init(content: Double = 2000, bounds: ScrollSize = View.defaultBounds,
         behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .never,
         header: RefreshMetrics? = .header, footer: (RefreshFooterStyle, RefreshMetrics)? = nil,
         appInset: ScrollInsets = .zero, safeArea: ScrollInsets = .zero,
         configuration: RefreshConfiguration = RefreshConfiguration(), fps: Double = 60) {
        let contentSize = View.axis == .vertical ? ScrollSize(width: bounds.width, height: content)
                                                 : ScrollSize(width: content, height: bounds.height)
        scrollView = View(bounds: bounds, contentSize: contentSize)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.framesPerSecond = fps
        scrollView.setContentInset(appInset)
        scrollView.setSafeAreaInsets(safeArea)
        // An inset write never moves the offset (UIKit clamps only): put the view at its start.
        scrollView.setContentOffset(scrollView.local(ScrollPoint(x: 0, y: scrollView.minOffset)))
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

    /// The offset along the axis.
    var offset: Double { scrollView.local(scrollView.contentOffset).y }
    /// The view's own `contentInset` (a carousel's components hold left and right).
    var inset: ScrollInsets { scrollView.contentInset }

    /// Sets the content's length along the axis, keeping its extent across it.
    func setContentLength(_ length: Double) {
        var size = scrollView.local(scrollView.contentSize)
        size.height = length
        scrollView.setContentSize(scrollView.local(size))
    }

    /// A table or collection view's reload to `length` points of content: it lands at the next layout pass.
    func reloadData(contentLength length: Double) {
        var size = scrollView.local(scrollView.contentSize)
        size.height = length
        scrollView.reloadData(contentSize: scrollView.local(size))
    }

    /// Drags the header past its trigger (down, or right along x), releases without momentum, lets it settle.
    func pullToRefresh(distance: Double = 150) {
        scrollView.drag(by: distance, duration: 0.3)
        scrollView.release(velocity: 0)
        scrollView.settle(limit: 10)
    }

    /// Scrolls to the end with a slow drag (no momentum), then drags `extra` points past it.
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
