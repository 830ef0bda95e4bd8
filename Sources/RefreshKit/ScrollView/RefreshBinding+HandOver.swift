// A refreshing header handed from one scroll view to another: a page container's refresh following its current list.
extension RefreshBinding {
    /// Moves `controller`, this binding's refreshing header, to `other` without ending its refresh: the action goes on,
    /// `other` holds the band at once with its content moved to show it, as it showed here, and this binding gives its
    /// inset back. A page container's refresh header follows the current list this way. Returns false, having done
    /// nothing, unless `controller` is this binding's header and refreshing; move it as usual then.
    @discardableResult
    public func handOver(_ controller: RefreshController, to other: RefreshBinding) -> Bool {
        guard other !== self, headerController === controller, engine.headerSlot.isAttached,
              engine.headerSlot.state == .refreshing, other.axis == axis else { return false }
        let slot = engine.headerSlot
        send(.handOff(.header))
        headerController = nil
        forgetSynced(.header)
        if let replaced = other.headerController { other.detach(replaced) }
        other.headerController = controller
        other.forgetSynced(.header)
        controller.rebind(to: other)
        other.send(.adopt(controller.metrics, inset: slot.inset, fullInset: slot.fullInset, generation: slot.generation))
        return true
    }
}
