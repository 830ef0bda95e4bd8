#if canImport(UIKit)
// The iOS 17 SDK declares UIAccessibility's notification constants as mutable C globals, which Swift 6
// rejects; they are never written. `@preconcurrency` allows them here and only here.
@preconcurrency import UIKit

/// Speaks RefreshKit's status changes to VoiceOver.
@MainActor
enum RefreshAnnouncer {
    /// Posts `text` as an announcement, queued behind what VoiceOver is reading rather than cutting it off.
    static func announce(_ text: String) {
        let announcement = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }
}
#endif
