#if canImport(UIKit)
import UIKit

extension UIView {
    /// Makes a view RefreshKit adds only to observe (a marker, a probe, an anchor) take no touches and say nothing to
    /// VoiceOver, so it never changes what the app's users can reach.
    func makeInert() {
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }
}
#endif
