extension RefreshEngine {
    /// What the full path decides for an event the incremental path took from `before`, compared with what
    /// this engine decided; nil when they agree (effects, states, insets, ledger, animation, memory).
    func incrementalPathDisagreement(_ event: Event, _ snapshot: ScrollSnapshot, from before: RefreshEngine) -> String? {
        var full = before
        var effects = Effects()
        full.processFully(event, snapshot, &effects)
        if !effects.isEmpty {
            var list: [Effect] = []
            effects.forEach { list.append($0) }
            return "the full path has effects \(list)"
        }
        guard full != self else { return nil }
        return "the full path decides\n  \(full.decisionDescription)\nthe incremental path\n  \(decisionDescription)"
    }

    /// Stops a debug build where the incremental path decided otherwise than the full path would have.
    func checkIncrementalPath(_ event: Event, _ snapshot: ScrollSnapshot, from before: RefreshEngine) {
        if let disagreement = incrementalPathDisagreement(event, snapshot, from: before) {
            assertionFailure("RefreshKit: the incremental path took \(event) at \(snapshot) wrongly: \(disagreement)")
        }
    }

    private var decisionDescription: String {
        "header \(headerSlot), footer \(footerSlot), ledger \(ledger), animation \(String(describing: offsetAnimation)), "
            + "last \(String(describing: last)), wasDragging \(wasDragging), time \(time), watchesForRest \(watchesForRest), frameOffset \(String(describing: frameOffset)) since \(frameOffsetSince)"
    }
}
