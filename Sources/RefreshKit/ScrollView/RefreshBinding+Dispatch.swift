extension RefreshBinding {
    /// What the binding keeps while it dispatches events, in one value read and written in place.
    struct Dispatch {
        /// How deeply events are nested (a host write observed, a command from a callback).
        var depth = 0
        var isApplyingEffects = false
        /// The outermost event is a report of the host's (an observation or a frame), not an app's call.
        var isReport = false
        var observedWhileApplying = false
        var clockRunning = false
        /// The version of the presentation each controller was last given: an unchanged one costs a comparison.
        var syncedHeader: Int?
        var syncedFooter: Int?

        /// The next sync tells both controllers their presentation again.
        mutating func forgetSyncedPresentations() {
            syncedHeader = nil
            syncedFooter = nil
        }
        /// A controller was given a new presentation since observers were last told.
        var needsPublish = false
        var handledEvents = 0
        var droppedEvents = 0
        /// The last event's horizontal list ran right to left: the engine sees it mirrored about `mirrorWidth`
        /// (`ScrollSnapshot+RightToLeft.swift`), and its writes and frames are mirrored back.
        var isRightToLeft = false
        var mirrorWidth = 0.0
        /// What the engine asks of the event being handled; empty between events, its capacity kept.
        var effects = Effects()
    }
}
