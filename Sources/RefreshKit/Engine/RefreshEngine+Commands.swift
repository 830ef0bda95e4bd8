extension RefreshEngine {
    /// Carries out the command in `event`, if it is one, before the evaluation that follows every event.
    mutating func run(_ event: Event, _ step: inout Step, _ out: inout Effects) {
        switch event {
        case .observed, .echo, .tick:
            break
        case .attach(let kind, let metrics):
            remove(kind.role, &step, &out)
            if kind.role == .header {
                headerSlot = Slot(kind: kind, metrics: metrics)
            } else {
                footerSlot = Slot(kind: kind, metrics: metrics)
            }
        case .detach(let role):
            remove(role, &step, &out)
        case .handOff(let role):
            if role == .header { headerSlot = .detached } else { footerSlot = .detached }
            abandonAnimation(of: role, &step)
        case .adopt(let metrics, let inset, let fullInset, let generation):
            remove(.header, &step, &out)
            headerSlot = Slot(kind: .header, metrics: metrics)
            change(.header) {
                $0.state = .refreshing
                $0.generation = generation
                $0.inset = inset.isFinite ? max(0, inset) : 0
                $0.fullInset = fullInset.isFinite ? max(0, fullInset) : 0
                step.adoptedInset = $0.inset
            }
        case .setMetrics(let role, let metrics):
            change(role) {
                // Asked to fill short content from now on: armed as by a new length (`armAutoFooter`).
                if metrics.loadsUntilFilled && !$0.sizes.loadsUntilFilled { $0.isArmed = true }
                $0.sizes = Sizes(metrics, kind: $0.kind)
            }
        case .setEnabled(let role, let enabled):
            setEnabled(role, enabled, &step, &out)
        case .begin(let role):
            requestBegin(role, inPlace: false, &out)
        case .beginInPlace(let role):
            requestBegin(role, inPlace: true, &out)
        case .end(let role, let generation):
            end(role, generation: generation, &step, &out)
        case .noMoreData(let role):
            setNoMoreData(role, &out)
        case .resetNoMoreData(let role):
            if let state = self[role]?.state { apply(.resetNoMoreData, to: role, from: state, &out) }
        case .setAppInset(let insets):
            if insets.isFinite { step.appChanged.formUnion(ledger.setApp(insets)) }
        }
    }

    /// Asks for a refresh; the evaluation that follows starts it once the scroll view can show it.
    private mutating func requestBegin(_ role: RefreshRole, inPlace: Bool, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        guard slot.isEnabled, !slot.pendingBegin, slot.state.next(on: .begin) != nil, canStart(role) else {
            out.notify(.rejected(role, slot.state, .begin))
            return
        }
        change(role) {
            $0.pendingBegin = true
            $0.beginsInPlace = inPlace
        }
    }

    /// Ends a refresh; the evaluation that follows gives its inset back (`release`).
    private mutating func end(_ role: RefreshRole, generation: Int?, _ step: inout Step, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        if let generation, generation != slot.generation { return }  // a stale action returned late
        if slot.pendingBegin {
            change(role) { $0.pendingBegin = false }
            out.notify(.ended(role))
            return
        }
        guard apply(.end, to: role, from: slot.state, &out) else { return }
        change(role) { $0.startReleasing() }
        // The ending takes over from its own pin: the inset goes back from where the content is, so a begin
        // and an end in one turn move nothing (the pin had not drawn a frame), as UIRefreshControl shows nothing.
        // The pin had stopped UIKit's bounce: content it leaves past an end is brought back inside, as for any
        // dropped animation (a begin with the list bounced past its bottom, ended at once).
        if let move = offsetAnimation, move.role == role, move.purpose == .pin { abandonAnimation(of: role, &step) }
    }

    private mutating func setNoMoreData(_ role: RefreshRole, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        guard role == .footer else {
            out.notify(.rejected(role, slot.state, .noMoreData))
            return
        }
        change(role) { $0.pendingBegin = false }
        guard apply(.noMoreData, to: role, from: slot.state, &out) else { return }
        if slot.state == .refreshing { change(role) { $0.startReleasing() } }
        if slot.isBusy { out.notify(.ended(role)) }
    }

    /// Disabling ends a refresh at once, like a removal, but keeps the component and its no-more-data state.
    private mutating func setEnabled(_ role: RefreshRole, _ enabled: Bool, _ step: inout Step, _ out: inout Effects) {
        guard let slot = self[role], slot.isEnabled != enabled else { return }
        change(role) { $0.isEnabled = enabled }
        guard !enabled else { return }
        abandonAnimation(of: role, &step)
        change(role) {
            $0.pendingBegin = false
            $0.isArmed = false
            $0.inset = 0
            $0.stopReleasing()
            if $0.state != .noMoreData { $0.state = .idle }
        }
        if slot.isBusy { out.notify(.ended(role)) }
    }

    /// Removes `role`'s component: a refresh in progress ends without animation, its inset goes back.
    private mutating func remove(_ role: RefreshRole, _ step: inout Step, _ out: inout Effects) {
        guard let slot = self[role] else { return }
        if slot.isBusy { out.notify(.ended(role)) }
        if role == .header { headerSlot = .detached } else { footerSlot = .detached }
        abandonAnimation(of: role, &step)
    }

    /// Drops `role`'s offset animation. It had stopped UIKit's own bounce, so the evaluation that follows
    /// brings content it leaves outside the valid range back inside.
    private mutating func abandonAnimation(of role: RefreshRole, _ step: inout Step) {
        guard offsetAnimation?.role == role else { return }
        offsetAnimation = nil
        step.abandonedAnimation = true
    }

    /// Moves `role` through the transition table; reports and returns false when the move is not allowed.
    @discardableResult
    mutating func apply(_ event: RefreshState.Event, to role: RefreshRole, from state: RefreshState,
                        _ out: inout Effects) -> Bool {
        guard let next = state.next(on: event) else {
            out.notify(.rejected(role, state, event))
            return false
        }
        change(role) { $0.state = next }
        return true
    }

    /// Whether `role` may start: the other end is not refreshing or about to, unless both may run at once.
    /// An ending does not block: it completes at once if the other end needs the offset.
    func canStart(_ role: RefreshRole) -> Bool {
        let otherIsStarting = role == .header ? footerSlot.isAttached && footerSlot.isStarting
            : headerSlot.isAttached && headerSlot.isStarting
        return configuration.allowsSimultaneousRefresh || !otherIsStarting
    }
}
