#if canImport(SwiftUI) && canImport(UIKit)
import Combine
import SwiftUI
import UIKit

/// A refresh indicator whose content is SwiftUI, redrawn with the state and the pull progress.
///
/// The hosting controller's root view is made once: the state and the progress live in an observable object the
/// root reads, so a change of progress updates the content in place (its views keep their identity, state and
/// running animations) instead of replacing the root view.
@MainActor
final class SwiftUIRefreshIndicatorView: UIView, RefreshIndicator {
    var content: @MainActor (RefreshState, Double) -> AnyView {
        get { model.content }
        set { model.content = newValue }
    }
    private let model: Model
    private let host: UIHostingController<Root>

    init(content: @escaping @MainActor (RefreshState, Double) -> AnyView) {
        model = Model(content: content)
        host = UIHostingController(rootView: Root(model: model))
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
        model.state = state
    }

    func refreshPullProgressDidChange(_ progress: Double, role: RefreshRole) {
        model.progress = progress
    }

    /// The content's own height at `targetSize`'s width: what a footer sized to its content takes.
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                          verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        host.sizeThatFits(in: CGSize(width: targetSize.width, height: .greatestFiniteMagnitude))
    }

    /// What the root view reads: changes update the content, never the root.
    @MainActor
    final class Model: ObservableObject {
        @Published var state = RefreshState.idle
        @Published var progress = 0.0
        @Published var content: @MainActor (RefreshState, Double) -> AnyView

        init(content: @escaping @MainActor (RefreshState, Double) -> AnyView) {
            self.content = content
        }
    }

    /// The content laid out in the indicator's whole frame: a header sliding out from under a bar must not
    /// get a safe-area inset that changes with every frame of the pull.
    struct Root: View {
        @ObservedObject var model: Model

        var body: some View {
            model.content(model.state, model.progress).edgesIgnoringSafeArea(.all)
        }
    }
}
#endif
