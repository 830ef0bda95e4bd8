#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A zero-size view placed in a scroll view's content by RefreshKit's SwiftUI modifiers: it walks up to the
/// nearest `UIScrollView` (``ScrollViewLookup``) and attaches a header or a footer to exactly that one.
struct SwiftUIRefreshMarker: UIViewRepresentable {
    let role: RefreshRole
    let configuration: SwiftUIRefreshConfiguration

    func makeCoordinator() -> Coordinator { Coordinator(role: role) }

    func makeUIView(context: Context) -> MarkerView {
        let view = MarkerView()
        view.coordinator = context.coordinator
        context.coordinator.configuration = configuration
        return view
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        context.coordinator.configuration = configuration
        context.coordinator.attachment?.update(configuration)
    }

    /// Lives as long as the marker: finds the scroll view when the marker enters a window, and passes each
    /// SwiftUI update on to the scroll view's attachment.
    @MainActor
    final class Coordinator {
        let role: RefreshRole
        var configuration: SwiftUIRefreshConfiguration?
        private(set) var attachment: SwiftUIRefreshAttachment?
        #if DEBUG
        private var warned = false
        #endif

        init(role: RefreshRole) {
            self.role = role
        }

        func markerDidMove(_ marker: UIView) {
            guard marker.window != nil, let configuration else { return }
            let scrollView = ScrollViewLookup.nearest(from: marker, parent: { $0.superview }) { view in
                ScrollViewLookup.Kind(isScrollView: view is UIScrollView, isTextView: view is UITextView)
            } as? UIScrollView
            guard let scrollView else {
                #if DEBUG
                if !warned {
                    warned = true
                    print("RefreshKit: the \(role == .header ? "refresh header" : "load-more footer") modifier found no scroll view "
                        + "above it, so nothing is attached. Put `.rk.\(role == .header ? "header" : "footer")` on the content "
                        + "inside the List or ScrollView (a row, a ForEach, a LazyVStack), not on the List or ScrollView itself.")
                }
                #endif
                return
            }
            let attachment = SwiftUIRefreshAttachment.attachment(on: scrollView, role: role, configuration: configuration)
            self.attachment = attachment
            attachment.update(configuration)
        }
    }

    /// The marker itself: no size, no touches, nothing for VoiceOver.
    final class MarkerView: UIView {
        weak var coordinator: Coordinator?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            coordinator?.markerDidMove(self)
        }
    }
}
#endif
