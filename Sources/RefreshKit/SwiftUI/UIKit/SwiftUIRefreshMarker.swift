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
        context.coordinator.attachment?.update(configuration, from: context.coordinator)
    }

    /// The modifier left the view tree: the marker owns its component no more (the attachment detaches it
    /// once no marker does).
    static func dismantleUIView(_ view: MarkerView, coordinator: Coordinator) {
        coordinator.attachment?.markerLeft(coordinator)
    }

    /// Lives as long as the marker: finds the scroll view when the marker enters a window, passes each
    /// SwiftUI update on to the scroll view's attachment, and tells it when the marker is dismantled.
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
            guard attachment == nil || attachment?.component?.window == nil else { return }
            let kind = { (view: UIView) in ScrollViewLookup.Kind(isScrollView: view is UIScrollView, isTextView: view is UITextView) }
            let scrollView = (SwiftUIRefreshMarker.scrollView(covering: marker, kind: kind)
                ?? ScrollViewLookup.nearest(from: marker, parent: { $0.superview }, kind: kind)) as? UIScrollView
            guard let scrollView else {
                #if DEBUG
                if !warned {
                    warned = true
                    print("RefreshKit: the \(role == .header ? "refresh header" : "load-more footer") modifier found no scroll view "
                        + "above it or with its frame, so nothing is attached yet. Put `.rk.\(role == .header ? "header" : "footer")` "
                        + "on the content inside the List or ScrollView (a ForEach, a LazyVStack), or on the List or ScrollView itself.")
                }
                #endif
                return
            }
            let attachment = SwiftUIRefreshAttachment.attachment(on: scrollView, role: role, configuration: configuration)
            attachment.adopt(lastRequested: self.attachment?.lastRequested)
            self.attachment?.markerLeft(self)  // the one it leaves (checked after the update, so leaving and joining one is no change)
            self.attachment = attachment
            attachment.update(configuration, from: self)
        }
    }

    /// The modifier on the List or ScrollView itself: the scroll view in a sibling branch, a few levels up (each
    /// platform view has a host view of its own), that covers the marker. Stops at a scroll view above the
    /// marker: the marker is then in its content, and the walk up finds it.
    @MainActor
    fileprivate static func scrollView(covering marker: UIView, kind: (UIView) -> ScrollViewLookup.Kind) -> UIView? {
        let frame = marker.convert(marker.bounds, to: nil)
        let markerRect = ScrollRect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var level = marker.superview
        for _ in 0..<3 {
            guard let root = level, !kind(root).isScrollView else { return nil }
            var candidates: [ScrollViewLookup.Candidate<UIView>] = []
            var queue = root.subviews[...]
            while let view = queue.popFirst(), candidates.count < 500 {
                guard view !== marker else { continue }
                let f = view.convert(view.bounds, to: nil)
                candidates.append(.init(view: view, frame: ScrollRect(x: Double(f.minX), y: Double(f.minY), width: Double(f.width),
                                                                     height: Double(f.height)), kind: kind(view)))
                if !(view is UIScrollView) { queue.append(contentsOf: view.subviews) }  // not into a list's own cells
            }
            if let found = ScrollViewLookup.frameMatch(marker: markerRect, candidates: candidates) { return found }
            level = root.superview
        }
        return nil
    }

    /// The marker itself, as large as the view it is the background of: no touches, nothing for VoiceOver,
    /// nothing drawn.
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

        /// SwiftUI gives the marker its frame (and may create the list's scroll view) after it enters the window.
        override func layoutSubviews() {
            super.layoutSubviews()
            coordinator?.markerDidMove(self)
        }
    }
}
#endif
