#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// How the SwiftUI modifiers' headers and footers look and feel, set once for an app and overridden per list:
/// `.rk.style { $0.tint = .systemIndigo; $0.isHapticFeedbackEnabled = false }` on the root view, another
/// `.rk.style { … }` on one list.
///
/// It travels down SwiftUI's environment, so the nearest `.rk.style` above a modifier wins, value by value with
/// the closure form (`.rk.style { $0.showsArrow = false }` changes only that), whole with `.rk.style(style)`.
/// A value left `nil` leaves the component's own: the default look's own defaults, including the app-wide ones
/// set through `UIAppearance` (`RefreshIndicatorView.appearance()`). A value applies from the next update of the
/// view; one taken out of the style later keeps the last value given, until the list is made again.
public struct RefreshStyle {
    /// Whether the default look shows its arrow while idle or pulled.
    public var showsArrow: Bool?
    /// Whether the default look shows a localised title per state ("Pull down to refresh", …).
    public var showsStateTitles: Bool?
    /// Whether the default look says when the component last finished refreshing.
    public var showsLastUpdated: Bool?
    /// The default look's titles per phase ("Fetching…" for `.refreshing`), on top of its own.
    public var titles: [RefreshIndicatorPhase: String] = [:]
    /// The colour of the default look's arrow and spinner (its `tintColor`).
    public var tint: UIColor?
    /// The colour of the default look's title and last-updated line.
    public var titleColor: UIColor?
    /// The colour of ``RefreshSpinner`` (the system-like look for your own `indicator:`).
    public var spinnerColor: UIColor?
    /// Whether a pull that reaches "ready" gives a light haptic tap (on by default): off for an app that plays
    /// its own.
    public var isHapticFeedbackEnabled: Bool?
    /// How far a header or footer must be pulled to trigger; nil: its height.
    public var triggerDistance: CGFloat?
    /// How far from the content a header or footer sits (for a view of yours in that inset); nil: 0.
    public var positionOffset: CGFloat?
    /// Whether a load a model's `isLoading:` shows scrolls the list to bring the header (or footer) into view.
    /// Off by default: the load shows where the user is, as a system control's would (the header shows when the
    /// top is in view or when the user comes back to it, and a fling runs on). A begin from an `isRefreshing`
    /// binding, a trigger or the environment's action always brings it into view.
    public var revealsModelLoads = false

    /// A style that sets nothing: every component keeps its own look and feel.
    public init() {}

    /// The trigger distance and position offset, as the platform-neutral state compares them.
    var metrics: RefreshStyleMetrics {
        RefreshStyleMetrics(triggerDistance: triggerDistance.map(Double.init), positionOffset: positionOffset.map(Double.init))
    }

    /// Gives `component` the haptics, and its default look (if it has one) what this style sets.
    @MainActor func applyLook(to component: RefreshComponentView) {
        isHapticFeedbackEnabled.map { component.isHapticFeedbackEnabled = $0 }
        (component.indicator as? RefreshIndicatorView).map(applyLook)
    }

    @MainActor private func applyLook(to indicator: RefreshIndicatorView) {
        showsArrow.map { indicator.showsArrow = $0 }
        showsStateTitles.map { indicator.showsStateTitles = $0 }
        showsLastUpdated.map { indicator.showsLastUpdated = $0 }
        for (phase, title) in titles { indicator.setTitle(title, for: phase) }
        tint.map { indicator.tintColor = $0 }
        titleColor.map { indicator.titleColor = $0 }
    }
}
#endif
