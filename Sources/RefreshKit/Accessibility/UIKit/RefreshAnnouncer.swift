#if canImport(UIKit)
// The iOS 17 SDK declares UIAccessibility's notification and trait constants as mutable C globals, which
// Swift 6 rejects; they are never written. `@preconcurrency` allows them here and only here.
@preconcurrency import UIKit

/// Speaks RefreshKit's status changes to VoiceOver, and names the traits its views use.
@MainActor
enum RefreshAnnouncer {
    /// Posts `text` as an announcement, queued behind what VoiceOver is reading rather than cutting it off.
    static func announce(_ text: String) {
        let announcement = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }

    /// Answers a VoiceOver scroll that RefreshKit handled (`accessibilityScroll(_:)` returned true): the
    /// page-scrolled notification, whose argument "contains a description of the new scroll position" that
    /// VoiceOver reads (UIAccessibility.Notification.pageScrolled).
    static func pageScrolled(_ text: String) {
        UIAccessibility.post(notification: .pageScrolled, argument: text)
    }

    /// The traits of an element that is a button, or of one that is not.
    static func traits(isButton: Bool) -> UIAccessibilityTraits {
        isButton ? .button : .none
    }

    /// The traits of a tab in a tab bar: a button, selected or not.
    static func tabTraits(isSelected: Bool) -> UIAccessibilityTraits {
        isSelected ? [.button, .selected] : .button
    }

    /// The trait of a view that is a tab bar.
    static var tabBarTrait: UIAccessibilityTraits { .tabBar }
}
#endif
