#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A ``ProfilePage``'s own SwiftUI tab bar, hosted as the container's tab bar: it reads and writes the selection
/// binding itself, so the container's calls change nothing here.
@available(iOS 16.4, *)
@MainActor
final class ProfilePageTabBarHost<Content: View>: UIView, PageContainerTabBar {
    let controller: UIHostingController<ProfilePageHostedContent<Content>>

    init(content: Content, environment: EnvironmentValues) {
        controller = UIHostingController(rootView: ProfilePageHostedContent(content: content, environment: environment))
        controller.safeAreaRegions = []  // it moves under the bars: their safe area would move its content
        super.init(frame: .zero)
        controller.view.frame = bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(controller.view)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The bar after an update of the `ProfilePage`.
    func update(_ content: Content, environment: EnvironmentValues) {
        controller.rootView = ProfilePageHostedContent(content: content, environment: environment)
    }

    /// The app's bar selects through the binding.
    func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) {}
    /// The app's bar reads the selection from the binding, which follows the pager.
    func pageContainerDidMove(to position: CGFloat) {}
    func pageContainerDidSelect(_ index: Int, animated: Bool) {}
}
#endif
