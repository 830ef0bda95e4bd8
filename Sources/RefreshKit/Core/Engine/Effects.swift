/// The effects of one event, kept apart so that they come out in a safe order: the inset write first,
/// then deceleration, then the offset, then notifications. Held inline: handling an event allocates nothing.
struct Effects {
    var inset: (ScrollInsets, Bool)?
    var stopDecelerating = false
    var offset: ScrollPoint?
    private var notifications = InlineEffects()

    mutating func notify(_ effect: RefreshEngine.Effect) { notifications.append(effect) }

    var isEmpty: Bool { inset == nil && !stopDecelerating && offset == nil && notifications.isEmpty }
    /// Whether there is a write to the scroll view and no notification.
    var hasOnlyWrites: Bool { (inset != nil || offset != nil) && notifications.isEmpty }

    /// Whether there is a notification (an action to run, an ending, a rejection).
    var hasNotifications: Bool { !notifications.isEmpty }

    /// Calls `body` with each notification, in order.
    func forEachNotification(_ body: (RefreshEngine.Effect) -> Void) { notifications.forEach(body) }

    /// Calls `body` with each effect, in order.
    func forEach(_ body: (RefreshEngine.Effect) -> Void) {
        if let inset { body(.setContentInset(inset.0, preservingOffset: inset.1)) }
        if stopDecelerating { body(.stopDecelerating) }
        if let offset { body(.setContentOffset(offset)) }
        notifications.forEach(body)
    }
}

/// Up to four notifications inline (an event has at most a few: a perform, an ended, a rejection per
/// role), more in an array that is only ever allocated past four.
struct InlineEffects {
    private var first: RefreshEngine.Effect?
    private var second: RefreshEngine.Effect?
    private var third: RefreshEngine.Effect?
    private var fourth: RefreshEngine.Effect?
    /// Nil until needed: an empty array would still be released with every value.
    private var more: [RefreshEngine.Effect]?

    var isEmpty: Bool { first == nil }

    mutating func append(_ effect: RefreshEngine.Effect) {
        if first == nil { first = effect } else if second == nil { second = effect }
        else if third == nil { third = effect } else if fourth == nil { fourth = effect } else { more = (more ?? []) + [effect] }
    }

    func forEach(_ body: (RefreshEngine.Effect) -> Void) {
        guard let first else { return }
        body(first)
        guard let second else { return }
        body(second)
        guard let third else { return }
        body(third)
        guard let fourth else { return }
        body(fourth)
        more?.forEach(body)
    }
}
