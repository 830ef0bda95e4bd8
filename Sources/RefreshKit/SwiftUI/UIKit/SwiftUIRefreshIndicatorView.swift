#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A refresh indicator whose content is SwiftUI, redrawn with the state and the pull progress.
@MainActor
final class SwiftUIRefreshIndicatorView: UIView, RefreshIndicator {
    var content: @MainActor (RefreshState, Double) -> AnyView {
        didSet { redraw() }
    }
    private var state = RefreshState.idle
    private var progress = 0.0
    private let host: UIHostingController<AnyView>

    init(content: @escaping @MainActor (RefreshState, Double) -> AnyView) {
        self.content = content
        host = UIHostingController(rootView: Self.root(content(.idle, 0)))
        super.init(frame: .zero)
        // No containment here (a header has no view controller to be the parent), so the hosting view would take
        // the safe area it overlaps and shift its content as the header slides under a bar (device review P12).
        if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        host.view.backgroundColor = .clear
        host.view.frame = bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func refreshStateDidChange(_ state: RefreshState, role: RefreshRole) {
        self.state = state
        redraw()
    }

    func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole) {
        self.progress = progress
        redraw()
    }

    private func redraw() {
        host.rootView = Self.root(content(state, progress))
    }

    /// The content laid out in the indicator's whole frame: a header sliding out from under a bar must not
    /// get a safe-area inset that changes with every frame of the pull.
    private static func root(_ content: AnyView) -> AnyView {
        AnyView(content.edgesIgnoringSafeArea(.all))
    }
}
#endif
