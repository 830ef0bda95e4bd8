/// A scroll view, as the engine sees it: something to read a snapshot from and to write insets and offsets to.
///
/// `UIScrollView` conforms in the UIKit layer; `SimulatedScrollView` conforms on Linux. A host tells its
/// ``RefreshBinding`` about every change it observes (offset, content size, insets, bounds, pan state,
/// window), synchronously, and carries out what the binding asks.
///
/// Host API, behind `@_spi(RefreshKitHost) import RefreshKit`.
@_spi(RefreshKitHost)
@MainActor
public protocol RefreshHost: AnyObject {
    /// The live geometry and interaction state.
    var refreshSnapshot: ScrollSnapshot { get }
    /// Writes `contentInset`. With `preservingOffset`, an offset the write clamped is put back at once.
    func setRefreshContentInset(_ insets: ScrollInsets, preservingOffset: Bool)
    /// Writes `contentOffset` without animation (the engine animates frame by frame itself).
    func setRefreshContentOffset(_ offset: ScrollPoint)
    /// Stops momentum and bounce where the content is.
    func stopRefreshDeceleration()
    /// Makes the scroll view bounce along its axis even when the content is short
    /// (`alwaysBounceVertical`, or `alwaysBounceHorizontal` for a horizontal binding), so a short list can still be pulled. Called when a component attaches.
    func prepareForRefresh()
    /// Starts or stops calling ``RefreshBinding/frameDidTick(_:)`` once per display frame.
    func setRefreshFrameClockRunning(_ running: Bool)
    /// Lands a layout pass still pending (`layoutIfNeeded()`), where a table or collection view computes the
    /// `contentSize` of a reload. The binding asks for it at a display frame that gives a footer's inset back
    /// (``RefreshBinding/waitsForLayout``).
    func layoutPendingContent()
    /// Runs `work` on the main queue's next turn: outside the KVO callback or layout pass being handled. The binding
    /// runs a completion-style (`.manual`) action this way when what began the refresh was something the host
    /// reported (a pull's release, an auto footer reaching its trigger or filling short content from a content-size
    /// change that a table sends from its own `layoutSubviews`), never inside UIKit's callback.
    func performOnNextTurn(_ work: @escaping @MainActor @Sendable () -> Void)
}

extension RefreshHost {
    /// A host whose content size lands as it is set has nothing pending.
    public func layoutPendingContent() {}

    /// A main-actor task: it starts once the callback being handled has returned to the run loop.
    public func performOnNextTurn(_ work: @escaping @MainActor @Sendable () -> Void) {
        Task { @MainActor in work() }
    }
}
