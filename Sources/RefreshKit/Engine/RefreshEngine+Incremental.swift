extension RefreshEngine {
    /// What the engine remembers of its last evaluation so that an event it cannot change is not evaluated
    /// again: the cached result of the full path, never a second copy of its rules.
    ///
    /// Two kinds of event are admitted, both changing nothing but the remembered offset, cover and clock:
    /// - **Quiet**: only the offset moved (and the time, and a cover that was there already), inside the
    ///   ``QuietBand`` the last evaluation left, where every rule of `decide` is idle (the common idle scroll, and a
    ///   page container's list scrolling its header away).
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

    /// The offsets along the axis at which an event that differs from the last evaluated one only in the offset, the
    /// time and the cover leaves every state, inset, frame and progress as it is: from the first offset at which the
    /// header is revealed by no more than float noise under ``cover``, as the rules read it
    /// (``hidesHeader(cover:offset:)``), up to ``high``; see ``contains(_:movedCover:evaluatedCover:)`` for a cover
    /// that moved since.
    ///
    /// The low end is not stored but tested, with the rules' own comparison: `cover + offset` never decreases as the
    /// offset grows (a sum rounds monotonically), so the test admits exactly the offsets from the first one it admits
    /// on, and a band that follows a moving cover (a page container's header collapsing) only takes the new cover.
    struct QuietBand: Sendable, Hashable {
        /// What covers the leading edge (``AxisSnapshot/leadingCover``): `−cover` is the header's rest line.
        var cover: Double
        var high: Double

        static let none = QuietBand(cover: 0, high: -.infinity)

        /// The band from the header's rest line under `cover` to `high`.
        init(cover: Double, high: Double) {
            self.cover = cover
            self.high = high
        }

        /// Whether `offset` is in the band under the cover it was found under.
        @inline(__always)
        func contains(_ offset: Double) -> Bool { offset <= high && Self.hidesHeader(cover: cover, offset: offset) }

        /// Whether `offset` is in the band under the cover `now` (``ScrollSnapshot/leadingCover``, infinity for
        /// none), the band having been found under another, `evaluatedCover`.
        ///
        /// A cover that moves (a page container's header overlay, placed from the list's offset on every event while
        /// the header collapses) moves the band's low end with it: `−cover` is the header's rest line, and the rules
        /// read the cover nowhere else (`RefreshGeometry.headerRevealed`, its pinned offset, ``RefreshEngine/makesRoom(_:)``,
        /// which asks only whether there is one). Revealed by no more than float noise, every rule is as idle as at the
        /// evaluated offset, whatever the cover. A cover that comes or goes changes whether a pull makes room, and an
        /// unreadable one (NaN) is not evaluated at all: neither is quiet.
        func contains(_ offset: Double, movedCover now: Double, evaluatedCover: Double) -> Bool {
            guard now.isFinite, evaluatedCover.isFinite else { return false }
            return Self.hidesHeader(cover: now, offset: offset) && offset <= high  // `high` is -infinity for no band
        }

        /// The header's side of the band, computed as `RefreshGeometry.headerRevealed` computes it, so that the band
        /// and the rules agree to the last bit: revealed by no more than ``InsetLedger/tolerance``.
        @inline(__always)
        static func hidesHeader(cover: Double, offset: Double) -> Bool {
            // `!(−cover − offset > tolerance)` bit for bit for every number (negation is exact); a NaN hides nothing
            // here, where the rules read it as not revealed: such an event takes the full path, which is safe.
            cover + offset >= -InsetLedger.tolerance
        }
    }

    /// Handles an observation or frame that the last evaluation already decided; returns false when the
    /// full path must run.
    mutating func processIncrementally(_ s: ScrollSnapshot, isTick: Bool) -> Bool {
        guard last != nil else { return false }
        let axis = configuration.axis
        let y = axis.offset(of: s.contentOffset)
        guard y.isFinite, s.time.isFinite else { return false }
        if y <= incremental.quietBand.high {  // -infinity for no band: then neither quiet test applies
            if QuietBand.hidesHeader(cover: incremental.quietBand.cover, offset: y),
               s.matches(incremental.reference, exceptOffsetAlong: axis, comparingTime: false, comparingInsets: true) {
                noteFrame(at: y, isTick: isTick, time: s.time)
                last?.offset = y
                time = s.time
                return true
            }
            if s.cover != incremental.reference.cover { return processUnderMovedCover(s, y: y, isTick: isTick) }
        }
        return !isTick && incremental.echoChangesNothing && processEcho(s)
    }

    /// The echo of the last evaluation's own writes (``isEchoOfLastWrite(_:)``), remembered as the new reference.
    /// (A function of its own, so that the quiet paths above neither save registers nor reserve the stack it needs.)
    @inline(never)
    private mutating func processEcho(_ s: ScrollSnapshot) -> Bool {
        guard isEchoOfLastWrite(s) else { return false }
        time = s.time
        incremental.reference = s
        incremental.quietBand = quietBand(last!, s)
        return true
    }

    /// The quiet band under a cover that moved (``QuietBand/contains(_:movedCover:evaluatedCover:)``): a page container's
    /// list scrolling its header away. The same as the quiet band, but for the cover. (No echo comes with a moved cover:
    /// RefreshKit writes no cover.)
    private mutating func processUnderMovedCover(_ s: ScrollSnapshot, y: Double, isTick: Bool) -> Bool {
        guard incremental.quietBand.contains(y, movedCover: s.cover, evaluatedCover: incremental.reference.cover),
              s.matches(incremental.reference, exceptOffsetAlong: configuration.axis, comparingTime: false,
                        comparingInsets: true, comparingCover: false) else { return false }
        noteFrame(at: y, isTick: isTick, time: s.time)
        last?.offset = y
        last?.leadingCover = s.cover  // as `project` reads it: both covers are finite
        time = s.time
        // The band and its reference follow the cover, so that the next event under it (or under the evaluated one
        // again) is measured against the cover `last` holds.
        incremental.reference.takeCover(of: s)
        incremental.quietBand.cover = s.cover
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
    /// - the header at rest holding nothing; revealed past its rest line `−cover` by more than float noise
    ///   (``InsetLedger/tolerance``), it is shown, pulled, made room for;
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
        let band = QuietBand(cover: a.leadingCover, high: high)
        return band.contains(a.offset) ? band : .none  // the state just evaluated must be the band's
    }
}
