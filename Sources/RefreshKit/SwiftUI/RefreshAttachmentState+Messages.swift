// What the attachment logs (release builds too) when an app's setup is wrong.
extension RefreshAttachmentState {
    /// Said once when two enabled modifiers of one role share a scroll view: `ignored`'s is not used.
    static func competingMessage(_ ignored: RefreshModifierSite, _ driver: RefreshModifierSite) -> String {
        "RefreshKit: two enabled modifiers of one role are on one scroll view (\(ignored.description) and "
            + "\(driver.description)). A scroll view has one header and one footer: the modifier written last among the "
            + "enabled ones (\(driver.description)) drives it, and \(ignored.description) is ignored. Enable one at a time "
            + "(isEnabled:), or put a single modifier on the list."
    }

    /// Said once when a header's scroll view has a `UIRefreshControl` too.
    static var refreshControlMessage: String {
        "RefreshKit: the scroll view .rk.header is on also has a UIRefreshControl (a "
        + ".refreshable above the modifier, or one set through UIKit): a pull would show two spinners and run both actions, "
        + "and the control's 60 pt inset would move the header's threshold while it refreshes. Keep one of them."
    }
}
