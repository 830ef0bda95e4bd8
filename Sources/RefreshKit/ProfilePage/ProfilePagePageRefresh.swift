/// Which refresh header a SwiftUI `ProfilePage`'s container carries as its page refresh
/// (`PageContainerView.refreshHeader`): the one `.rk.header` on the `ProfilePage` installed on the page's anchor, while
/// it is enabled and its modifier is in the view tree.
///
/// A scroll view has one header, so the page's header on the current list would take the place of a tab's own: a page
/// header that is switched off (`isEnabled: false`) goes back to the anchor rather than riding, disabled, on the
/// lists; one whose modifier left the view tree is dropped. Switched on again, it rides again.
enum ProfilePagePageRefresh {
    /// Brings the container's page header (`current`) in line with the anchor's (`anchored`, nil once detached).
    /// `drop` takes the container's away, `putBack` returns the anchor's to the anchor, `carry` hands it to the container.
    static func sync<Header: AnyObject>(current: Header?, anchored: Header?, isEnabled: Bool,
                                        drop: () -> Void, putBack: (Header) -> Void, carry: (Header) -> Void) {
        let wanted = isEnabled ? anchored : nil
        guard current !== wanted else { return }
        if current != nil {
            drop()
            // Switched off while riding: back to the anchor, where SwiftUI keeps it (it is not detached).
            if let current, current === anchored { putBack(current) }
        }
        wanted.map(carry)
    }
}
