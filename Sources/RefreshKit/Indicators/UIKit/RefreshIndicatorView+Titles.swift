#if canImport(UIKit)
import UIKit

extension RefreshIndicatorView {
    // MARK: - Titles per phase

    /// Sets the title shown in `phase`, replacing the localised one; `nil` goes back to it.
    public func setTitle(_ title: String?, for phase: Phase) {
        setting("setTitle(_:for:)") { options.customTitles[phase] = title }
    }

    /// The title shown in `phase` for this indicator's component: the app's, the localised one when
    /// ``showsStateTitles`` is on (always for no-more-data), or ``title``.
    public func title(for phase: Phase) -> String? {
        let inputs = readInputs()
        return IndicatorContent.title(for: phase, in: inputs.context(display.shown?.role ?? .header),
                                      options: inputs.options, localization: inputs.localization)?.text
    }

    // MARK: - Tap to load

    /// An auto footer that shows a title while waiting loads when tapped; true when it did.
    @discardableResult
    func loadIfTappable() -> Bool {
        guard display.content?.isTappable == true else { return false }
        refreshComponent?.beginRefreshing()
        return true
    }

    @objc func tapped() {
        loadIfTappable()
    }
}
#endif
