/// The effects of one event, kept apart so that they come out in a safe order: the inset write first,
/// then deceleration, then the offset, then notifications.
///
/// The binding keeps one value and resets it before each event, so the notifications' array keeps its
/// capacity: handling an event allocates nothing, and an event that changes nothing costs no set-up.
struct Effects {
    var inset: (ScrollInsets, Bool)?
    var stopDecelerating = false
    var offset: ScrollPoint?
    /// Actions to run, endings, rejections, in order.
    private(set) var notifications: [RefreshEngine.Effect] = []

    mutating func notify(_ effect: RefreshEngine.Effect) { notifications.append(effect) }

    /// Empties it for the next event, keeping the notifications' capacity.
    mutating func reset() {
        inset = nil
        stopDecelerating = false
        offset = nil
        if !notifications.isEmpty { notifications.removeAll(keepingCapacity: true) }
    }

    var isEmpty: Bool { inset == nil && !stopDecelerating && offset == nil && notifications.isEmpty }
    /// Whether there is a write to the scroll view and no notification.
    var hasOnlyWrites: Bool { (inset != nil || offset != nil) && notifications.isEmpty }

    /// Calls `body` with each effect, in order.
    func forEach(_ body: (RefreshEngine.Effect) -> Void) {
        if let inset { body(.setContentInset(inset.0, preservingOffset: inset.1)) }
        if stopDecelerating { body(.stopDecelerating) }
        if let offset { body(.setContentOffset(offset)) }
        notifications.forEach(body)
    }
}
