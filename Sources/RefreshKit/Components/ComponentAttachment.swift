/// When a header or footer view joins or leaves its scroll view, decided without UIKit: what `rk.header = view` (and
/// `footer`, `leading`, `trailing`) does to the views, which moves detach a component, and which replaced view leaves.
///
/// The UIKit component performs the answers; a component attaches by moving into a scroll view and detaches by
/// moving out, so these rules are all about superviews.
enum ComponentAttachment {
    /// One step of setting a component, in order.
    enum Step: Sendable, Hashable {
        /// Take the new view out of the scroll view first: it is there along the other axis, and leaves (giving back
        /// its insets) before it joins along this one.
        case removeNew
        /// Set the new view's axis, before it joins (`rk.leading` makes it horizontal).
        case setAxis
        /// Add the new view to the scroll view: joining attaches it, replacing the one in the same role.
        case addNew
        /// Remove the old view: `nil` was set.
        case removeOld
    }

    /// The steps of setting a component: with a new view (`hasNew`) that is in the scroll view already
    /// (`newIsInScrollView`) along the same axis (`newAxisMatches`), only its axis is set again (setting the same
    /// header twice moves nothing); along the other axis, it leaves and joins again; not there, it joins. With none,
    /// the old view leaves.
    static func steps(hasNew: Bool, newIsInScrollView: Bool, newAxisMatches: Bool) -> [Step] {
        guard hasNew else { return [.removeOld] }
        guard newIsInScrollView else { return [.setAxis, .addNew] }
        return newAxisMatches ? [.setAxis] : [.removeNew, .setAxis, .addNew]
    }

    /// Calls `detach` when a component view is about to move to a superview other than its own: leaving its scroll view
    /// gives back the inset it held and ends its refresh. UIKit calls `willMove(toSuperview:)` for a move to the same
    /// superview too (`addSubview` of a view already there, to bring it to the front), which keeps it attached; so does
    /// a hand-over (`isHandingOver`), which moves a refreshing header to another scroll view on purpose.
    static func willMove(toOwnSuperview: Bool, isHandingOver: Bool, detach: () -> Void) {
        guard !toOwnSuperview, !isHandingOver else { return }
        detach()
    }

    /// Calls `attach` with the scroll view a component view moved into (`scrollView`: its new superview, when that is a
    /// scroll view), unless it is attached already: a hand-over attaches it to the new scroll view before the move, so
    /// nothing attaches twice, and a view moved into anything but a scroll view waits until it joins one.
    static func didMove<ScrollView>(into scrollView: ScrollView?, isAttached: Bool, attach: (ScrollView) -> Void) {
        guard !isAttached, let scrollView else { return }
        attach(scrollView)
    }

    /// Replaces a component's indicator: the old one leaves first (`remove`, taking the accessibility action it carried),
    /// then the new one joins (`add`: the action, the component's bounds and its current state). Setting the same
    /// indicator again does both, so it is laid out and shown afresh; `nil` only removes.
    static func replaceIndicator<Indicator>(_ old: Indicator?, with new: Indicator?, remove: (Indicator) -> Void,
                                            add: (Indicator) -> Void) {
        if let old { remove(old) }
        if let new { add(new) }
    }

    /// The view a joining component replaced (the binding's earlier one in the same role) that now leaves `scrollView`:
    /// another view than the one joining (setting the same header again replaces nothing), while it is still in that
    /// scroll view (one the app has moved elsewhere already stays where the app put it).
    static func replacedToRemove<View: AnyObject>(_ replaced: View?, joining view: View, scrollView: AnyObject,
                                                  superviewOf: (View) -> AnyObject?) -> View? {
        guard let replaced, replaced !== view, superviewOf(replaced) === scrollView else { return nil }
        return replaced
    }
}
