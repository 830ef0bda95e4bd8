/// What the default indicator shows now, and when it makes new content: the indicator's memory, without UIKit.
///
/// A pull reports every change of its progress, many a second. Content is made afresh, with everything read
/// again (component, settings, last refresh, clock), at a transition (a change of the state's kind or of the
/// role) and when a setting changes; within one pull only when the whole percentage VoiceOver reads changes,
/// and then from what was read at the transition, so that neither the timestamp store nor the relative-date
/// formatter runs on every frame and the last-updated line does not change in the middle of a pull. The view
/// writes only what differs from the content shown (``Change/write(_:_:)``).
struct IndicatorDisplay: Sendable {
    /// New content for the view to apply.
    struct Change: Sendable, Equatable {
        /// What showed before; `nil` the first time.
        var old: IndicatorContent?
        /// What shows now.
        var new: IndicatorContent
        /// Whether the arrow's turn animates: a state change after the first, not a change of settings.
        var animated: Bool

        /// Calls `write` with the new value of `part` when it differs from the old one (always the first time).
        func write<Value: Equatable>(_ part: KeyPath<IndicatorContent, Value>, _ write: (Value) -> Void) {
            let value = new[keyPath: part]
            if old?[keyPath: part] != value { write(value) }
        }

        /// Calls `write` with the new value of `part` when it differs from the old one, or the first time from
        /// `initial`, what the view has before RefreshKit writes anything (and an app may have changed).
        func write<Value: Equatable>(_ part: KeyPath<IndicatorContent, Value>, from initial: Value,
                                     _ write: (Value) -> Void) {
            let value = new[keyPath: part]
            if (old?[keyPath: part] ?? initial) != value { write(value) }
        }

        /// How long the arrow takes to turn: 0.2 s when animated, 0 (at once) when not or with Reduce Motion on.
        func turnDuration(reduceMotion: Bool) -> Double {
            animated && !reduceMotion ? 0.2 : 0
        }
    }

    /// The state and role shown, once the indicator has been told one.
    private(set) var shown: (state: RefreshState, role: RefreshRole)?
    /// What the content shown was made from.
    private(set) var inputs: IndicatorContent.Inputs?
    /// The content shown.
    private(set) var content: IndicatorContent?

    /// Shows `state` in `role`: the change to apply, or `nil` when what shows stands.
    ///
    /// `read` is called at a transition only (the first state, a new kind of state, a new role); a pull's
    /// progress gives new content only when its whole percentage changes (0.41 → 0.414 gives none).
    mutating func show(_ state: RefreshState, role: RefreshRole, reading read: () -> IndicatorContent.Inputs) -> Change? {
        let previous = shown
        shown = (state, role)
        guard let previous, previous.state.kind == state.kind, previous.role == role, let inputs, let content else {
            return make(read(), animated: previous != nil)
        }
        guard Self.percent(previous.state) != Self.percent(state) else { return nil }
        return replace(with: IndicatorContent.make(state: state, role: role, inputs: inputs, lastUpdated: content.lastUpdated),
                       animated: true)
    }

    /// Makes the content afresh for the state shown, after a setting, the language or the component changed:
    /// the change to apply, or `nil` when nothing is shown yet or the content is the same.
    mutating func redraw(reading read: () -> IndicatorContent.Inputs) -> Change? {
        guard shown != nil else { return nil }
        return make(read(), animated: false)
    }

    /// The whole percentage VoiceOver reads for a pull, or `nil` when not pulling.
    static func percent(_ state: RefreshState) -> Int? {
        guard case .pulling(let progress) = state else { return nil }
        return IndicatorTexts.percent(progress)
    }

    private mutating func make(_ inputs: IndicatorContent.Inputs, animated: Bool) -> Change? {
        self.inputs = inputs
        guard let shown else { return nil }
        return replace(with: IndicatorContent.make(state: shown.state, role: shown.role, inputs: inputs), animated: animated)
    }

    private mutating func replace(with new: IndicatorContent, animated: Bool) -> Change? {
        guard new != content else { return nil }
        defer { content = new }
        return Change(old: content, new: new, animated: animated)
    }
}
