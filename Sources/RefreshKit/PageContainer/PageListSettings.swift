/// The settings a page container borrows from one of its lists, as the shell reads them from the list; it writes back
/// those that changed. The container's claims and releases on the list's ledgers (``BorrowedScrollSettings``) are made
/// here, so that the tests run the shell's own composition.
///
/// Of the vertical indicator's insets it borrows only the edges it sets, the top (below the tabs) and the bottom (above
/// the safe area), each in a ledger of its own: an app that writes one edge while the list is in the container (the
/// keyboard's `verticalScrollIndicatorInsets.bottom = height`, a read-modify-write of all four) gets that edge back as
/// it wrote it, and the other edges as they were its own.
struct PageListSettings: Sendable, Hashable {
    /// `scrollsToTop`, `automaticallyAdjustsScrollIndicatorInsets`, `contentInsetAdjustmentBehavior` (by the raw
    /// value of UIKit's `ContentInsetAdjustmentBehavior`) and `alwaysBounceVertical`; UIKit's defaults unless read from
    /// a list.
    var scrollsToTop = true, adjustsIndicatorInsets = true, insetAdjustment = 0, bouncesVertically = false
    /// `verticalScrollIndicatorInsets.top` and `.bottom`: the edges the container sets.
    var indicatorTop = 0.0, indicatorBottom = 0.0
    /// `panGestureRecognizer.isEnabled`.
    var panEnabled = true

    /// The raw value of UIKit's `ContentInsetAdjustmentBehavior.never`.
    static let never = 2
}

extension BorrowedScrollSettings {
    /// The container gives a list its insets (linked, resized, laid out): no automatic adjustment of either inset (it
    /// places the list under the header and the bars), the indicator's bottom above the safe area, and the vertical
    /// bounce on, so that a short list still brings the header back.
    mutating func containerLays(out list: inout PageListSettings, safeBottom: Double) {
        list.bouncesVertically = self[.alwaysBounceVertical].claim(true, by: .container, current: list.bouncesVertically)
        list.insetAdjustment = contentInsetAdjustmentBehavior.claim(PageListSettings.never, by: .container, current: list.insetAdjustment)
        list.adjustsIndicatorInsets = self[.automaticallyAdjustsScrollIndicatorInsets].claim(false, by: .container,
                                                                                             current: list.adjustsIndicatorInsets)
        list.indicatorBottom = verticalScrollIndicatorBottom.claim(safeBottom, by: .container, current: list.indicatorBottom)
    }

    /// The container places its header over the current list: the indicator runs below the tabs, from `top`.
    mutating func containerPlacesIndicator(top: Double, on list: inout PageListSettings) {
        list.indicatorTop = containerPlacesIndicator(top: top, current: list.indicatorTop)
    }

    /// The same claim on the indicator's top alone, which the list has at `current`: the shell makes it on every move
    /// of the current list, so it reads and writes that edge only.
    mutating func containerPlacesIndicator(top: Double, current: Double) -> Double {
        verticalScrollIndicatorTop.claim(top, by: .container, current: current)
    }

    /// The container says which list takes the status bar's tap, only the current one, and which lists' pans may
    /// begin: the current one's (the container hosts it) as the app has it, every other one's off
    /// (``PageHeaderTouch/listPanClaim(isCurrent:)``).
    mutating func containerMakes(_ list: inout PageListSettings, current isCurrent: Bool) {
        list.scrollsToTop = self[.scrollsToTop].claim(isCurrent, by: .container, current: list.scrollsToTop)
        list.panEnabled = self[.panGestureEnabled].hold(PageHeaderTouch.listPanClaim(isCurrent: isCurrent), by: .container,
                                                        current: list.panEnabled)
    }

    /// The list leaves the container: every setting it claimed goes back (the app's value, or a lower borrower's claim).
    mutating func containerLetsGo(of list: inout PageListSettings) {
        Self.release(&self[.scrollsToTop], &list.scrollsToTop)
        Self.release(&self[.panGestureEnabled], &list.panEnabled)
        Self.release(&self[.alwaysBounceVertical], &list.bouncesVertically)
        Self.release(&self[.automaticallyAdjustsScrollIndicatorInsets], &list.adjustsIndicatorInsets)
        Self.release(&verticalScrollIndicatorTop, &list.indicatorTop)
        Self.release(&verticalScrollIndicatorBottom, &list.indicatorBottom)
        Self.release(&contentInsetAdjustmentBehavior, &list.insetAdjustment)
    }

    /// Whether the container holds none of the list's settings.
    var containerHoldsNone: Bool {
        held(by: .container).isEmpty && contentInsetAdjustmentBehavior.claim(of: .container) == nil
            && verticalScrollIndicatorTop.claim(of: .container) == nil && verticalScrollIndicatorBottom.claim(of: .container) == nil
    }

    private static func release<Value>(_ ledger: inout BorrowedSetting<Value>, _ value: inout Value) {
        guard ledger.claim(of: .container) != nil else { return }
        value = ledger.release(by: .container, current: value)
    }
}
