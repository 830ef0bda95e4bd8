#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Hosts a ``ProfilePage``'s container in SwiftUI, and hands each SwiftUI update to its coordinator.
@available(iOS 16.4, *)
struct ProfilePageRepresentable<Header: View, TabBar: View, Page: View>: UIViewControllerRepresentable {
    let page: ProfilePage<Header, TabBar, Page>

    func makeCoordinator() -> ProfilePageCoordinator<Header, TabBar, Page> { ProfilePageCoordinator() }

    func makeUIViewController(context: Context) -> ProfilePageHostController {
        let controller = ProfilePageHostController(mode: page.mode)
        context.coordinator.install(in: controller, page: page, environment: context.environment)
        return controller
    }

    func updateUIViewController(_ controller: ProfilePageHostController, context: Context) {
        // A selection set inside `withAnimation` scrolls the pager to its page, as `TabView` does.
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        context.coordinator.update(page, environment: context.environment, animated: animated)
    }
}

/// The view controller a ``ProfilePage`` shows: a ``PageContainerViewController`` as its child, and beside it the
/// scroll view that `.rk.header` on the `ProfilePage` finds (``ProfilePageRefreshAnchor``).
@available(iOS 16.4, *)
@MainActor
final class ProfilePageHostController: UIViewController {
    let page: PageContainerViewController
    let anchor = ProfilePageRefreshAnchor()
    /// The header's SwiftUI size changed (`preferredContentSize` of its hosting controller).
    var onChildSizeChange: (@MainActor () -> Void)?

    init(mode: NestedRefreshMode) {
        page = PageContainerViewController(mode: mode)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    var container: PageContainerView { page.container }

    override func loadView() {
        view = UIView()
        addChild(page)
        view.addSubview(page.view)  // it fills this view and follows its size
        page.didMove(toParent: self)
        // After the container, not the first subview, where UIKit looks for a screen's scroll view (the bars'). It is
        // hidden, so it takes no touch and draws nothing over the page.
        anchor.frame = view.bounds
        anchor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(anchor)
        // Not a list: the lookup of a tab's `.rk.header` never takes the container's own page view (it does not scroll).
        container.rootView.isPagingEnabled = true
    }

    /// Adds a hosting controller of the header or the tab bar as a child (its appearance and traits), its view placed by
    /// the container.
    func adopt(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        onChildSizeChange?()
    }
}
#endif
