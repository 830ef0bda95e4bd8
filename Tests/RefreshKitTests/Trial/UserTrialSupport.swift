import Testing
@_spi(RefreshKitHost) import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

// The user trial's shared Given and When steps (the UserTrial… suites): a list as a view controller shows it
// (a default `SimulatedScrollView`: automatic adjustment, 120 Hz), the gestures a user makes, and the checks
// that the inset left is exactly the app's.

extension ScrollSession where View == SimulatedScrollView {
    /// A trial list on `ScrollSession`: `content` points of content, the app's inset and the safe area in place,
    /// at rest at its top, a header (`.header` unless told otherwise) and an optional footer attached, in that order.
    static func trial(content: Double = 2000, header: RefreshMetrics? = .header,
                      footer: (RefreshFooterStyle, RefreshMetrics)? = nil, appInset: ScrollInsets = .zero,
                      safeArea: ScrollInsets = .zero,
                      behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic,
                      configuration: RefreshConfiguration = RefreshConfiguration()) -> Self {
        Self(content: content, behavior: behavior, header: header, footer: footer, appInset: appInset,
             safeArea: safeArea, configuration: configuration, fps: 120)
    }
}

/// A trial list with a header over the app's `inset`.
@MainActor
func headerView(inset: ScrollInsets = .zero, content: Double = 2000, metrics: RefreshMetrics = .header,
                behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic,
                safeArea: ScrollInsets = .zero,
                configuration: RefreshConfiguration = RefreshConfiguration())
    -> (SimulatedScrollView, RefreshBinding, RefreshController) {
    let session = SimulatedSession.trial(content: content, header: metrics, appInset: inset, safeArea: safeArea,
                                         behavior: behavior, configuration: configuration)
    return (session.scrollView, session.binding, session.header!)
}

/// A trial list with a footer of `style` only.
@MainActor
func footerView(style: RefreshFooterStyle, content: Double = 2000, metrics: RefreshMetrics = .footer,
                behavior: SimulatedScrollView.ContentInsetAdjustmentBehavior = .automatic,
                safeArea: ScrollInsets = .zero)
    -> (SimulatedScrollView, RefreshBinding, RefreshController) {
    let session = SimulatedSession.trial(content: content, header: nil, footer: (style, metrics), safeArea: safeArea,
                                         behavior: behavior)
    return (session.scrollView, session.binding, session.footer!)
}

/// A trial list with a header and a footer of `style`; `bounces` for a short list that bounces anyway.
@MainActor
func headerAndFooterView(_ style: RefreshFooterStyle, content: Double = 2000, metrics: RefreshMetrics = .footer,
                         appInset: ScrollInsets = .zero, bounces: Bool = false,
                         configuration: RefreshConfiguration = RefreshConfiguration())
    -> (SimulatedScrollView, RefreshBinding, RefreshController, RefreshController) {
    let session = SimulatedSession.trial(content: content, footer: (style, metrics), appInset: appInset,
                                         configuration: configuration)
    if bounces { session.scrollView.alwaysBounceVertical = true }
    return (session.scrollView, session.binding, session.header!, session.footer!)
}

/// A trial list under a large-title navigation bar (with `search`), at rest with the title expanded, and a header.
@MainActor
func largeTitleView(search: SimulatedNavigationBar.SearchBar = .none, inset: ScrollInsets = .zero)
    -> (SimulatedScrollView, SimulatedNavigationBar, RefreshBinding, RefreshController) {
    let scrollView = SimulatedScrollView()
    scrollView.setContentInset(inset)
    let bar = SimulatedNavigationBar(largeTitle: true, searchBar: search)
    bar.attach(to: scrollView)
    scrollView.setContentOffset(ScrollPoint(y: scrollView.minOffset))
    let header = RefreshController(header: .header, action: .manual {})
    let binding = scrollView.installRefresh()
    binding.attach(header)
    return (scrollView, bar, binding, header)
}

/// Attaches an auto footer that loads until the screen is filled.
@MainActor
func attachFillingFooter(to binding: RefreshBinding) -> RefreshController {
    let footer = RefreshController(footer: .auto, metrics: fillingFooter, action: .manual {})
    binding.attach(footer)
    return footer
}

/// Footer metrics that load until the screen is filled.
var fillingFooter: RefreshMetrics {
    var metrics = RefreshMetrics.footer
    metrics.loadsUntilFilled = true
    return metrics
}

extension SimulatedScrollView {
    /// Drags by `distance` (down is positive), lets go without momentum and lets it settle.
    func pull(by distance: Double, duration: Double = 0.3) {
        drag(by: distance, duration: duration)
        letGo()
    }

    /// Lifts the finger without momentum and lets it settle.
    func letGo() {
        release(velocity: 0)
        settle()
    }

    /// Pulls the header past its trigger, lets go, lets it settle.
    func pullToRefresh() { pull(by: 200) }

    /// Drags slowly 100 points past the end of the content, lets go, lets it settle.
    func pullPastTheEnd() { pull(by: -(maxOffset + 100), duration: 1) }

    /// Scrolls to the end and pulls a back footer into loading.
    func loadFooterAtTheEnd(_ footer: RefreshController, sourceLocation: SourceLocation = #_sourceLocation) {
        setContentOffset(ScrollPoint(y: maxOffset))
        pull(by: -200)
        #expect(footer.state == .refreshing, sourceLocation: sourceLocation)
    }

    /// Begins `controller` from code and lets it settle.
    func begin(_ controller: RefreshController) {
        controller.beginRefreshing()
        settle()
    }

    /// Ends `controller` and lets it settle.
    func end(_ controller: RefreshController) {
        controller.endRefreshing()
        settle()
    }

    /// Sets the content's height, keeping the width of 390.
    func setContentHeight(_ height: Double) { setContentSize(ScrollSize(width: 390, height: height)) }
}

/// Exactly `inset` on the scroll view (the app's, nothing of RefreshKit's), the content at `offset`.
@MainActor
func expectRest(_ scrollView: SimulatedScrollView, inset: ScrollInsets = .zero, offset: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scrollView.contentInset == inset, sourceLocation: sourceLocation)
    #expect(scrollView.contentOffset.y == offset, sourceLocation: sourceLocation)
}

/// Exactly `inset` on the scroll view, the content back where it rested (`offset`, within half a point), as
/// under a large title.
@MainActor
func expectRest(_ scrollView: SimulatedScrollView, inset: ScrollInsets = .zero, near offset: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scrollView.contentInset == inset, sourceLocation: sourceLocation)
    #expect(abs(scrollView.contentOffset.y - offset) < 0.5, sourceLocation: sourceLocation)
}

/// A large-title bar's trace never had the header under the title by more than a third.
@MainActor
func expectHeaderClearOfTheTitle(_ bar: SimulatedNavigationBar, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(bar.trace.allSatisfy { $0.headerOverlap <= 1.0 / 3 }, sourceLocation: sourceLocation)
}

/// A header (`.header`, manual) attached to `scrollView`'s binding.
@MainActor
func attachedHeader(to scrollView: SimulatedScrollView) -> RefreshController {
    let header = RefreshController(header: .header, action: .manual {})
    scrollView.installRefresh().attach(header)
    return header
}

/// A nested page or a page container: the list a finger drags, and the page's frames.
@MainActor
protocol TrialPage {
    func dragList(by distance: Double, duration: Double)
    func releaseList(velocity: Double?)
    func settle(limit: Double)
}

extension SimulatedNestedPage: TrialPage {}
extension SimulatedSingleDriverPage: TrialPage {}

extension TrialPage {
    /// Drags the list by `distance`, lets go without momentum, lets it settle.
    func pullList(by distance: Double = 200, duration: Double = 0.3) {
        dragList(by: distance, duration: duration)
        letGo()
    }

    /// Lifts the finger from the list without momentum and lets the page settle.
    func letGo() {
        releaseList(velocity: 0)
        settle(limit: 10)
    }

    /// Ends `controller` and lets the page settle.
    func end(_ controller: RefreshController) {
        controller.endRefreshing()
        settle(limit: 10)
    }
}

/// Lets other tasks on the main actor run: `turns` turns, or fewer once `condition` no longer holds.
@MainActor
func yieldTurns(_ turns: Int = 10, while condition: () -> Bool = { true }) async {
    for _ in 0..<turns where condition() { await Task.yield() }
}

/// A task awaiting `refresh()` of a controller, and what it returned once it has.
@MainActor
final class AwaitedRefresh {
    private(set) var result: Bool?
    var returned: Bool { result != nil }

    init(_ controller: RefreshController) {
        Task { @MainActor in self.result = await controller.refresh() }
    }

    /// Yields up to 20 turns for the await to return.
    func waitForReturn() async { await yieldTurns(20, while: { !returned }) }
}

/// Where a list under a large title rests before a scenario: the adjusted top (the title expanded) and the offset.
@MainActor
struct LargeTitleRest {
    let top: Double, offset: Double

    init(_ scrollView: SimulatedScrollView) {
        top = scrollView.adjustedContentInset.top
        offset = scrollView.contentOffset.y
    }

    /// No inset of RefreshKit's (none held by `binding`, none on the scroll view), the title expanded as before and
    /// the content where it rested (within half a point).
    func expectBack(_ scrollView: SimulatedScrollView, _ binding: RefreshBinding,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(binding.heldInset == .zero, sourceLocation: sourceLocation)
        expectRest(scrollView, near: offset, sourceLocation: sourceLocation)
        #expect(abs(scrollView.adjustedContentInset.top - top) < 0.5, sourceLocation: sourceLocation)
    }
}

/// No inset at all, the content within its range.
@MainActor
func expectNothingHeldInRange(_ scrollView: SimulatedScrollView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scrollView.contentInset == .zero, sourceLocation: sourceLocation)
    #expect(scrollView.contentOffset.y >= 0, sourceLocation: sourceLocation)
    #expect(scrollView.contentOffset.y <= scrollView.maxOffset, sourceLocation: sourceLocation)
}
