#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A zero-size view in the background of a ``ProfilePage`` page's content: it finds the scroll view behind the page's
/// `List` or `ScrollView` with ``ScrollViewLookup`` (the rules `.rk.header` follows) and reports it, on layout, when it
/// enters a window and after every update.
struct ProfilePageListMarker: UIViewRepresentable {
    let onFind: @MainActor (UIScrollView?) -> Void

    func makeUIView(context: Context) -> MarkerView {
        let view = MarkerView()
        view.onFind = onFind
        return view
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        view.onFind = onFind
        view.lookAfterUpdate()  // SwiftUI may make the list only in this update
    }

    /// The marker itself: no touches, nothing for VoiceOver, nothing drawn.
    final class MarkerView: UIView {
        var onFind: (@MainActor (UIScrollView?) -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            makeInert()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        func lookAfterUpdate() {
            Task { @MainActor [weak self] in self?.look() }
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            look()
            lookAfterUpdate()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            look()
        }

        /// Reads the marker's superviews (and the views below them when the lookup asks) and reports its choice.
        private func look() {
            let ancestors = Array(sequence(first: self, next: \.superview).dropFirst())
            let facts = { (view: UIView, level: Int) in SwiftUIRefreshMarker.Coordinator.facts(of: view, current: nil, level: level) }
            var below: [UIView] = []
            let choice = ScrollViewLookup.choice(marker: facts(self, 1), ancestors: ancestors.map { facts($0, 1) }) { levels in
                var found: [ScrollViewLookup.Facts] = []
                for (offset, root) in ancestors.prefix(levels).enumerated() {
                    var queue = root.subviews[...]
                    while let view = queue.popFirst(), found.count < ScrollViewLookup.searchLimit {
                        let f = facts(view, offset + 1)
                        found.append(f)
                        below.append(view)
                        for child in view.subviews where ScrollViewLookup.searchesInside(f) { queue.append(child) }
                    }
                }
                return found
            }
            let index = ProfilePageListDiscovery.indices(of: choice)
            onFind?(index.ancestor.flatMap { ancestors[$0] as? UIScrollView } ?? index.candidate.flatMap { below[$0] as? UIScrollView })
        }
    }
}
#endif
