#if canImport(UIKit)
import UIKit

/// How the indicator shows its content: what the content is made from, and writing only what changed.
extension RefreshIndicatorView {
    /// What the content is made from, read now: the component, the settings, the language and the time.
    func readInputs() -> IndicatorContent.Inputs {
        var options = options
        options.showsStateTitles = showsStateTitles
        options.showsLastUpdated = showsLastUpdated
        let format = lastUpdatedFormat
        let component = refreshComponent.map { component in
            IndicatorContent.Component(axis: component.axis, isAutoFooter: (component as? RefreshFooter)?.style == .auto,
                                       options: options, lastUpdated: { component.lastUpdated }, format: format)
        }
        return IndicatorContent.Inputs(component: component, options: options, localization: localization,
                                       isLanguageSet: language != nil, now: Date())
    }

    func redraw() {
        apply(display.redraw { readInputs() })
    }

    /// Writes the parts of the content that changed.
    func apply(_ change: IndicatorDisplay.Change?) {
        guard let change else { return }
        change.write(\.arrowSymbol) { arrow.image = ownArrowImage ?? UIImage(systemName: $0) }
        change.write(\.showsImages) { showsImages in imageSequence.map { $0.isHidden = !showsImages } }
        change.write(\.stacksVertically) { stack.axis = $0 ? .vertical : .horizontal }
        change.write(\.title) { title in
            titleLabel.text = title
            titleLabel.isHidden = title == nil
        }
        change.write(\.lastUpdated) { line in
            lastUpdatedLabel.text = line
            lastUpdatedLabel.isHidden = line == nil
        }
        change.write(\.showsArrow) { arrow.isHidden = !$0 }
        change.write(\.isSpinning) { $0 ? spinner.startAnimating() : spinner.stopAnimating() }
        change.write(\.isTappable) { isUserInteractionEnabled = $0 }
        applyAccessibility(change)
        let duration = change.turnDuration(reduceMotion: UIAccessibility.isReduceMotionEnabled)
        change.write(\.arrowAngle) { angle in
            let transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            // A duration of 0 makes the change at once, without animating.
            UIView.animate(withDuration: duration) { [arrow] in arrow.transform = transform }
        }
        // VoiceOver's actions on the scroll view speak the indicator's language too.
        change.write(\.language) { _ in refreshComponent?.support.host?.updateAccessibilityActions() }
    }
}
#endif
