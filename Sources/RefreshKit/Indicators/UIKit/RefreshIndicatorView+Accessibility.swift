#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    // MARK: - Accessibility and layout direction

    /// The whole percentage a pull reads as, or nil when not pulling.
    static func percent(_ state: RefreshState?) -> Int? {
        guard case .pulling(let progress)? = state else { return nil }
        return IndicatorTexts.percent(progress)
    }

    /// VoiceOver reads the component's name as the label and its phase as the value.
    func updateAccessibility() {
        guard let (state, role) = shown else { return }
        let context = context(role)
        accessibilityLabel = localization[IndicatorTexts.label(context)]
        let status = state == .idle
            ? (isTappable ? titleLabel.text : nil)
            : IndicatorTexts.status(for: state, in: context, localization: localization)
        let extra = [titleLabel.isHidden || state == .idle ? nil : titleLabel.text, lastUpdatedLabel.text]
        accessibilityValue = ([status] + extra).compactMap { $0 }.filter { !$0.isEmpty }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ")
        accessibilityTraits = RefreshAnnouncer.traits(isButton: isTappable)
        isAccessibilityElement = true
    }

    /// A language set explicitly lays the indicator out in its own direction; otherwise the app's applies.
    func applyLayoutDirection() {
        let attribute = layoutDirection(for: localization)
        for view in [self, stack, titleLabel, lastUpdatedLabel] { view.semanticContentAttribute = attribute }
    }

    func layoutDirection(for localization: RefreshLocalization) -> UISemanticContentAttribute {
        language == nil ? .unspecified : localization.isRightToLeft ? .forceRightToLeft : .forceLeftToRight
    }
}
#endif
