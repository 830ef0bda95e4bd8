#if canImport(SwiftUI) && canImport(UIKit)
import os
import SwiftUI
import UIKit

/// A zero-size view placed by RefreshKit's SwiftUI modifiers in the background of the view they modify: it reads
/// the views around it, and attaches a header or a footer to the scroll view ``ScrollViewLookup`` chooses.
struct SwiftUIRefreshMarker: UIViewRepresentable {
    let role: RefreshRole
    let configuration: SwiftUIRefreshConfiguration

    func makeCoordinator() -> Coordinator { Coordinator(role: role, configuration: configuration) }

    func makeUIView(context: Context) -> MarkerView {
        let view = MarkerView()
        view.coordinator = context.coordinator
        context.coordinator.marker = view
        context.coordinator.configuration = configuration.drawn(in: context.environment)
        return view
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        let configuration = configuration.drawn(in: context.environment)
        context.coordinator.configuration = configuration
        context.coordinator.attachment?.update(configuration, from: context.coordinator)
        // Once the update is over: SwiftUI may have made the list only now, or made a new one (`.id`).
        view.lookAgainAfterUpdate()
    }

    /// The modifier left the view tree: the marker owns its component no more (the attachment detaches it
    /// once no marker does).
    static func dismantleUIView(_ view: MarkerView, coordinator: Coordinator) {
        coordinator.attachment?.markerLeft(coordinator)
    }

    /// Lives as long as the marker: finds the scroll view, passes each SwiftUI update on to the scroll view's
    /// attachment, and tells it when the marker is dismantled.
    @MainActor
    final class Coordinator {
        let role: RefreshRole
        var configuration: SwiftUIRefreshConfiguration
        private(set) var attachment: SwiftUIRefreshAttachment?
        weak var marker: MarkerView?
        private var lookup: ScrollViewLookup
        /// Looks on display frames while nothing is found (``ScrollViewLookup/looksOnNextFrame(after:isEnabled:)``).
        /// At 60 Hz at most: it only polls, so it leaves a ProMotion display free to idle, and its 30 frames are the
        /// half second the guide says.
        private lazy var clock = FrameClock(maximumRate: 60) { [weak self] _ in
            self?.lookOnFrame()
            return self != nil
        }
        private static let log = OSLog(subsystem: "RefreshKit", category: "SwiftUI")

        init(role: RefreshRole, configuration: SwiftUIRefreshConfiguration) {
            self.role = role
            self.configuration = configuration
            lookup = ScrollViewLookup(role: role)
        }

        /// Something around the marker changed (an update, a layout, a window): look now and on the frames after.
        func somethingChanged(_ marker: UIView, settled: Bool) {
            lookup.somethingChanged()
            lookAgain(from: marker, settled: settled)
        }

        private func lookOnFrame() {
            let marker = lookup.looksOnThisFrame() ? marker : nil
            marker.map { lookAgain(from: $0, settled: true) }
        }

        /// Reads the marker's superviews (and, if the lookup asks, the views below them) and carries out the
        /// lookup's choice. `settled`: SwiftUI's update is over.
        func lookAgain(from marker: UIView, settled: Bool) {
            let current = attachment?.attachedScrollView
            var ancestors: [UIView] = []
            var next = marker.superview
            while let view = next {
                ancestors.append(view)
                next = view.superview
            }
            var below: [UIView] = []
            let choice = lookup.choose(marker: Self.facts(of: marker, current: current),
                                       ancestors: ancestors.map { Self.facts(of: $0, current: current) }, settled: settled,
                                       isEnabled: configuration.isEnabled) { levels in
                var facts: [ScrollViewLookup.Facts] = []
                for (offset, root) in ancestors.prefix(levels).enumerated() {
                    var queue = root.subviews[...]
                    while let view = queue.popFirst(), facts.count < ScrollViewLookup.searchLimit {
                        let f = Self.facts(of: view, current: current, level: offset + 1)
                        facts.append(f)
                        below.append(view)
                        for child in view.subviews where ScrollViewLookup.searchesInside(f) { queue.append(child) }
                    }
                }
                return facts
            }
            clock.isRunning = ScrollViewLookup.looksOnNextFrame(after: choice, isEnabled: configuration.isEnabled)
            switch choice {
            case .ancestor(let index): (ancestors[index] as? UIScrollView).map { attach(to: $0, configuration) }
            case .candidate(let index): (below[index] as? UIScrollView).map { attach(to: $0, configuration) }
            case .report(let message): os_log("%{public}@", log: Self.log, type: .error, message)
            case .keep, .wait, .notFound: break
            }
        }

        /// Moves to `scrollView`'s attachment, carrying the binding's last value (a refresh shown on a scroll view
        /// SwiftUI replaced is no new request); the one left detaches its component after the update unless
        /// another marker owns it.
        private func attach(to scrollView: UIScrollView, _ configuration: SwiftUIRefreshConfiguration) {
            let attachment = SwiftUIRefreshAttachment.attachment(on: scrollView, role: role, configuration: configuration)
            attachment.adopt(lastRequested: self.attachment?.lastRequested)
            self.attachment?.markerLeft(self)
            self.attachment = attachment
            attachment.update(configuration, from: self)
        }

        /// What the lookup needs to know of `view`, its frame in window coordinates.
        static func facts(of view: UIView, current: UIView?, level: Int = 1) -> ScrollViewLookup.Facts {
            let scrollView = view as? UIScrollView
            return ScrollViewLookup.Facts(
                isScrollView: scrollView != nil, isTextView: view is UITextView, isPagingEnabled: scrollView?.isPagingEnabled ?? false,
                isInWindow: view.window != nil,
                frame: rect(view.convert(view.bounds, to: nil)), contentSize: ScrollSize(scrollView?.contentSize ?? .zero),
                alwaysBounceVertical: scrollView?.alwaysBounceVertical ?? false,
                alwaysBounceHorizontal: scrollView?.alwaysBounceHorizontal ?? false, isCurrent: view === current, level: level)
        }

        private static func rect(_ r: CGRect) -> ScrollRect {
            ScrollRect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
        }
    }

    /// The marker itself, as large as the view it is the background of: no touches, nothing for VoiceOver,
    /// nothing drawn.
    final class MarkerView: UIView {
        weak var coordinator: Coordinator?

        override init(frame: CGRect) {
            super.init(frame: frame)
            makeInert()
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Looks on the next main-actor turn, out of SwiftUI's update (nothing is attached or written inside it).
        func lookAgainAfterUpdate() {
            Task { @MainActor [weak self] in self?.lookAgainSettled() }
        }

        private func lookAgainSettled() {
            coordinator?.somethingChanged(self, settled: true)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            coordinator?.somethingChanged(self, settled: false)
            lookAgainAfterUpdate()
        }

        /// SwiftUI gives the marker its frame (and may create the list's scroll view) after it enters the window.
        override func layoutSubviews() {
            super.layoutSubviews()
            coordinator?.somethingChanged(self, settled: false)
        }
    }
}
#endif
