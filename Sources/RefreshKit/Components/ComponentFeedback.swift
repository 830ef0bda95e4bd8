/// What a header or footer gives besides its indicator as its state moves: what VoiceOver hears, the haptics, and
/// when the accessibility actions need bringing in line; plus where its contents sit and how opaque they are.
///
/// A state machine that returns actions, as swift-async-algorithms' do: the UIKit component shows every change of
/// its controller here and performs the ``Event``s in order (post the announcement, prepare or fire the
/// generator, refresh the actions), deciding nothing itself.
struct ComponentFeedback: Sendable {
    /// One thing the component does at a transition.
    enum Event: Sendable, Hashable {
        /// Post this text as a VoiceOver announcement.
        case announce(RefreshText)
        /// Prepare the impact generator (made on first use): a pull has begun and may soon reach the trigger.
        case prepareHaptics
        /// Fire the impact generator: the pull crossed the trigger.
        case impactHaptics
        /// Bring the custom actions in line: no-more-data came or went, and with it the "Load more" action.
        case updateActions
    }

    /// What the component is besides its state, when it shows a change.
    struct Context: Sendable, Hashable {
        var role: RefreshRole
        /// The controller is attached to a scroll view's binding: one being removed says nothing.
        var isAttached = true
        /// ``RefreshController/isEnabled``: a disabled one says nothing.
        var isEnabled = true
        /// The component view is in a window: one off screen says nothing.
        var isInWindow = true
        /// `isHapticFeedbackEnabled`.
        var hapticsEnabled = true
    }

    /// The kind of state last shown (``RefreshState/kind``), so that feedback follows transitions only.
    private(set) var shownKind: RefreshState?
    /// A begin asked for by VoiceOver's three-finger scroll: its start is spoken by the page-scrolled notification
    /// that answers the scroll, so the start announcement is left out once.
    private(set) var startIsSpokenByPageScroll = false

    /// Shows `state`: the feedback of the transition, in the order to perform it (announcement, haptics, actions);
    /// none while the kind of state stays (a pull's progress moving).
    mutating func show(_ state: RefreshState, context: Context) -> [Event] {
        let kind = state.kind
        guard kind != shownKind else { return [] }
        let previous = shownKind
        shownKind = kind
        var events: [Event] = []
        if let text = announcement(from: previous, to: kind, context: context) { events.append(.announce(text)) }
        if context.hapticsEnabled { events += Self.haptics(at: kind) }
        if (previous == .noMoreData) != (kind == .noMoreData) { events.append(.updateActions) }
        return events
    }

    /// VoiceOver hears a refresh start and end, as a sighted user sees the spinner come and go: "Refreshing" or
    /// "Loading more" when it starts, "Refreshed", "Loaded" or "No more data" when it stops. Silent for a
    /// component being removed or disabled, or off screen, for every other transition (a pull, an ending that
    /// finishes), and once for a start the page-scrolled notification already spoke.
    private mutating func announcement(from previous: RefreshState?, to kind: RefreshState, context: Context) -> RefreshText? {
        guard context.isAttached, context.isEnabled, context.isInWindow else { return nil }
        let header = context.role == .header
        if kind == .refreshing, previous != .refreshing {
            guard !startIsSpokenByPageScroll else {
                startIsSpokenByPageScroll = false
                return nil
            }
            return header ? .announceRefreshing : .announceLoadingMore
        }
        guard previous == .refreshing, kind != .refreshing else { return nil }
        return kind == .noMoreData ? .noMoreData : header ? .announceRefreshed : .announceLoaded
    }

    /// A light tap as a pull crosses the trigger, from a generator prepared when the pull began (`prepare()` keeps
    /// the Taptic Engine awake for a few seconds, so the tap comes without delay). A pull can reach "ready" without
    /// "pulling" first (a finger landing on a bounce past the trigger), and can go back under the trigger and cross
    /// it again, so "ready" fires and prepares again.
    static func haptics(at kind: RefreshState) -> [Event] {
        switch kind {
        case .pulling: [.prepareHaptics]
        case .ready: [.impactHaptics, .prepareHaptics]
        case .idle, .refreshing, .ending, .noMoreData: []
        }
    }

    // MARK: VoiceOver's three-finger scroll

    /// `isHapticFeedbackEnabled` changed to `enabled`: turned off, the component lets go of its generator (`drop`), which
    /// from iOS 17.5 is attached to the component view as an interaction, so nothing stays attached for a feature that is
    /// off; turned on, nothing is made until the next pull prepares it.
    static func hapticsSettingDidChange(enabled: Bool, drop: () -> Void) {
        guard !enabled else { return }
        drop()
    }

    /// A begin for VoiceOver's three-finger scroll is about to be asked: its start is spoken by the page-scrolled
    /// notification, not by the start announcement.
    mutating func pageScrollWillBegin() {
        startIsSpokenByPageScroll = true
    }

    /// The begin asked for by the three-finger scroll returned, the component now `isRefreshing` in `state`: whether
    /// it began (the page-scrolled notification is posted only then). A begin that waits for layout keeps the
    /// flag until it starts; one that started has used it (or, silent for another reason, must not carry it over
    /// to a later start), and one refused drops it.
    mutating func pageScrollDidBegin(isRefreshing: Bool, state: RefreshState) -> Bool {
        if !isRefreshing || state == .refreshing { startIsSpokenByPageScroll = false }
        return isRefreshing
    }

    /// What the page-scrolled notification says when a three-finger scroll began `role`: "Refreshing" or
    /// "Loading more".
    static func pageScrolledText(_ role: RefreshRole) -> RefreshText {
        role == .header ? .announceRefreshing : .announceLoadingMore
    }

    // MARK: Layout

    /// Where the contents sit in a component view of `size`, in its own coordinates: the component's full
    /// `length` along `axis`. When the engine gives a header only the band a pull has opened (under a large title)
    /// the contents show from their far edge (the bottom, or the right of a leading component) and the rest is
    /// clipped, so the arrow and title come into view first, as they would from behind the content's edge.
    static func contentFrame(in size: ScrollSize, length: Double, role: RefreshRole, axis: ScrollAxis) -> ScrollRect {
        let header = role == .header
        switch axis {
        case .vertical:
            return ScrollRect(x: 0, y: header ? size.height - length : 0, width: size.width, height: length)
        case .horizontal:
            return ScrollRect(x: header ? size.width - length : 0, y: 0, width: length, height: size.height)
        }
    }

    /// How opaque the contents are: with `fadesWithPull`, the pull's progress (clamped to 0…1) while idle or
    /// pulling; opaque once ready, refreshing, ending or with no more data, and always without it.
    static func alpha(fadesWithPull: Bool, state: RefreshState, progress: Double) -> Double {
        let fading = fadesWithPull && (state.kind == .pulling(progress: 0) || state == .idle)
        return fading ? min(max(progress, 0), 1) : 1
    }
}
