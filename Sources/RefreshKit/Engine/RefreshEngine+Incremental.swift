extension RefreshEngine {
    /// What the engine remembers of its last evaluation so that an event it cannot change is not evaluated
    /// again: the cached result of the full path, never a second copy of its rules.
    ///
    /// Two kinds of event are admitted, both changing nothing but the remembered offset and clock:
    /// - **Quiet**: only the offset moved (and the time), inside the ``QuietBand`` the last evaluation left,
    ///   where every rule of `decide` is idle (the common idle scroll).
    /// - **Echo**: the observation of RefreshKit's own write, when the evaluation that wrote is a fixed
    ///   point: `decide` on the geometry it left would come out the same (the other half of every event
    ///   while a refresh holds inset).
    /// Anything else takes the full path. Debug builds run the full path too, on a copy, for every admitted
    /// event, and stop on any difference (`+Checks`): the whole test suite, random sessions included, is
    /// the proof.
    struct Incremental: Sendable {
        /// The snapshot the last evaluation read, sizes clamped; meaningful once ``RefreshEngine/last`` is set.
        var reference = ScrollSnapshot()
        /// Where an offset-only move changes nothing.
        var quietBand = QuietBand.none
        /// Whether the observation of the last evaluation's own writes changes nothing.
        var echoChangesNothing = false
    }

    /// The offsets along the axis, `low...high`, at which an event that differs from the last evaluated one
    /// only in the offset and the time leaves every state, inset, frame and progress as it is.
    struct QuietBand: Sendable, Hashable {
        var low: Double
        var high: Double

        static let none = QuietBand(low: .infinity, high: -.infinity)

        func contains(_ offset: Double) -> Bool { low <= offset && offset <= high }
    }

    /// Handles an observation or frame that the last evaluation already decided; returns false when the
    /// full path must run.
    mutating func processIncrementally(_ s: ScrollSnapshot, isTick: Bool) -> Bool {
        guard last != nil else { return false }
        let axis = configuration.axis
        let y = axis.offset(of: s.contentOffset)
        guard y.isFinite, s.time.isFinite else { return false }
        if incremental.quietBand.contains(y),
           s.matches(incremental.reference, exceptOffsetAlong: axis, comparingTime: false, comparingInsets: true) {
            noteFrame(at: y, isTick: isTick, time: s.time)
            last?.offset = y
            time = s.time
            return true
        }
        guard !isTick, incremental.echoChangesNothing, isEchoOfLastWrite(s) else { return false }
        time = s.time
        incremental.reference = s
        incremental.quietBand = quietBand(last!, s)
        return true
    }

    /// Whether `s` is the last evaluated snapshot with only RefreshKit's writes applied: the inset the ledger
    /// knows, and an offset and base that measure exactly as `last` (false for NaN too).
    private mutating func isEchoOfLastWrite(_ s: ScrollSnapshot) -> Bool {
        guard let last, let known = ledger.known else { return false }
        let axis = configuration.axis
        return s.matches(incremental.reference, exceptOffsetAlong: axis, comparingTime: false, comparingInsets: false)
            && axis.acrossInsetsEqual(s.adjustedContentInset, incremental.reference.adjustedContentInset)  // frames read them
            && s.contentInset.isClose(to: known, tolerance: InsetLedger.tolerance)  // the ledger would change nothing
            && axis.project(s, base: ledger.base(adjusted: s.adjustedContentInset, observed: s.contentInset)) == last
    }

    /// Remembers what the evaluation that just ended leaves for the incremental path.
    mutating func rememberForIncrementalPath(_ a: AxisSnapshot, _ s: ScrollSnapshot, _ out: Effects) {
        incremental.reference = s
        incremental.quietBand = out.isEmpty ? quietBand(a, s) : .none
        // A fixed point unless a transition notified, which the next evaluation may still move (a begin under
        // a finger first holds the whole header). Rest is seen only at a frame, never at an echo.
        incremental.echoChangesNothing = out.hasOnlyWrites
    }

    /// The band in which the rules of `decide` are idle for `a` and `s`, or ``QuietBand/none``:
    /// - no offset animation, nothing watched for rest;
    /// - the header at rest holding nothing; above `−B.leading` it is revealed (shown, pulled, made room for);
    /// - the footer at rest; past the resting end it is revealed; a back footer holds nothing;
    /// - an auto footer armed, or kept from arming by a finger or momentum (`armAutoFooter`), and, while it
    ///   can load, short of ``autoFooterLine(_:)``.
    func quietBand(_ a: AxisSnapshot, _ s: ScrollSnapshot) -> QuietBand {
        guard offsetAnimation == nil, !watchesForRest else { return .none }
        if headerSlot.isActive {
            guard headerSlot.isAtRest, headerSlot.inset == 0 else { return .none }
        }
        var high = Double.infinity
        if footerSlot.isActive {
            guard footerSlot.isAtRest else { return .none }
            high = RefreshGeometry.maxRestingOffset(a)
            if footerSlot.kind == .autoFooter {
                guard footerSlot.isArmed || s.isDragging || s.isDecelerating else { return .none }
                if footerSlot.state == .idle { high = min(high, autoFooterLine(a).nextDown) }  // it loads from the line on
            } else {
                guard footerSlot.inset == 0 else { return .none }
            }
        }
        let band = QuietBand(low: -a.leadingCover, high: high)
        return band.contains(a.offset) ? band : .none  // the state just evaluated must be the band's
    }
}
