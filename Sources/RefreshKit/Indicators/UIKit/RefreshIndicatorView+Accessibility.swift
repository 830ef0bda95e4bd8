#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    // MARK: - Accessibility and layout direction

    /// Writes what VoiceOver reads (the component's name as the label, its state as the value, a button when
    /// a double tap loads) and the layout direction, where the content changed them.
    func applyAccessibility(_ change: IndicatorDisplay.Change) {
        change.write(\.accessibility) { accessibility in
            accessibilityLabel = accessibility.label
            accessibilityValue = accessibility.value
            accessibilityTraits = RefreshAnnouncer.traits(isButton: accessibility.isButton)
        }
        isAccessibilityElement = true
        // Without a language set nothing is written, as before any language was: a direction the app gave the
        // indicator's views stands.
        change.write(\.layoutDirection, from: .inherited) { direction in
            let attribute = Self.semanticContentAttribute(direction)
            for view in [self, stack, titleLabel, lastUpdatedLabel] { view.semanticContentAttribute = attribute }
        }
    }

    static func semanticContentAttribute(_ direction: IndicatorContent.LayoutDirection) -> UISemanticContentAttribute {
        switch direction {
        case .inherited: .unspecified
        case .leftToRight: .forceLeftToRight
        case .rightToLeft: .forceRightToLeft
        }
    }
}
#endif
