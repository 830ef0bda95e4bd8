#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A spinner-only look like the system's refresh control, for a SwiftUI header's or footer's `indicator:`:
/// `.rk.header { await model.reload() } indicator: { RefreshSpinner(state: $0, progress: $1) }`.
///
/// The system's medium activity indicator, no arrow and no text: it fades in as the pull goes on (fully shown at
/// the trigger), spins while refreshing and while the component goes away, and shows nothing with no more data.
public struct RefreshSpinner: View {
    private let look: RefreshSpinnerLook
    private let color: UIColor?
    @Environment(\.refreshKitStyle) private var style

    /// The spinner for a component in `state`, pulled `progress` of the way to its trigger, in `color` (nil: the
    /// style's ``RefreshStyle/spinnerColor``, else the system's).
    public init(state: RefreshState, progress: Double, color: UIColor?) {
        look = RefreshSpinnerLook.make(state: state, progress: progress)
        self.color = color
    }

    /// The spinner for a component in `state`, pulled `progress` of the way to its trigger, in the style's
    /// ``RefreshStyle/spinnerColor`` (else the system's). A separate initialiser, so that `RefreshSpinner.init`
    /// still fits an `indicator:` parameter as it did before the colour came.
    public init(state: RefreshState, progress: Double) {
        self.init(state: state, progress: progress, color: nil)
    }

    public var body: some View {
        SystemActivityIndicator(motion: look.motion, color: color ?? style.spinnerColor).opacity(look.opacity)
    }
}

/// `UIActivityIndicatorView` (iOS 13 has no `ProgressView`), kept in view while still.
private struct SystemActivityIndicator: UIViewRepresentable {
    let motion: RefreshSpinnerLook.Motion
    let color: UIColor?

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .medium)
        view.hidesWhenStopped = false
        return view
    }

    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
        view.color = color  // nil: the style's own colour (the property resets)
        switch motion {
        case .still: view.stopAnimating()
        case .spinning: view.startAnimating()
        }
    }
}
#endif
