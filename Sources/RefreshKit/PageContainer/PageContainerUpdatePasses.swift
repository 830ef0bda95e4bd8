/// How a page container runs its updates: a callback it calls during an update (an app's `onSelectedIndexChange` that
/// selects, moves or reloads) asks for another pass instead of running one inside it, and at most
/// `limit` passes run, so that two callbacks that keep moving each other cannot hang the
/// main thread.
///
/// `update()` is `passes.request(); while passes.next() { updateOnce() }`: the outermost request runs the passes, a
/// request inside one only asks for another.
@_spi(RefreshKitHost)
public struct PageContainerUpdatePasses: Sendable, Hashable {
    /// The most passes one outermost update runs.
    static let limit = 8

    /// How many requests are under way: 1 inside the outermost, more inside a pass.
    private(set) var depth = 0

    public init() {}
    /// Whether another pass was asked for since the last one began.
    private(set) var needsAnotherPass = false
    /// The passes the outermost update has run.
    private(set) var passes = 0

    /// Asks for an update: the outermost request starts the passes, one inside a pass asks for another.
    public mutating func request() {
        if depth == 0 { passes = 0 }
        depth += 1
        needsAnotherPass = true
    }

    /// A layout pass begins: updates asked for during it (the lists' frames and insets move them) only ask for a pass,
    /// which runs once the layout ends and calls ``request()`` with everything in place, so no pass reads the pager
    /// at its old offset against its new width.
    mutating func beginLayout() { depth += 1 }

    /// The layout pass ended.
    mutating func endLayout() { depth = max(0, depth - 1) }

    /// Runs `update` after a layout pass `width` wide, once the container has a width: without one it shows nothing,
    /// and its pager's offset means no page yet.
    static func afterLayout(width: Double, update: () -> Void) {
        guard width > 0 else { return }
        update()
    }

    /// Whether the request just made runs a pass now: the outermost one while a pass is asked for and the limit is not
    /// reached; false ends the request.
    public mutating func next() -> Bool {
        if depth == 1, needsAnotherPass, passes < Self.limit {
            needsAnotherPass = false
            passes += 1
            return true
        }
        depth = max(0, depth - 1)
        return false
    }
}
