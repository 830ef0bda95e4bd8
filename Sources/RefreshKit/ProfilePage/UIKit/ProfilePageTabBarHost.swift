#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A ``ProfilePage``'s own SwiftUI tab bar, hosted as the container's tab bar: it reads and writes the selection
/// binding itself, and reads the pager's position from its environment (`pageTabBarPosition`), which the host updates
/// as the pager moves (only the bar is drawn again, not the page).
@available(iOS 16.4, *)
@MainActor
final class ProfilePageTabBarHost<Content: View>: UIView, PageContainerTabBar {
    let controller: UIHostingController<ProfilePageHostedContent<ProfilePageTabBarContent<Content>>>
    private var content: Content
    private var environment: EnvironmentValues
    private var position = 0.0

    init(content: Content, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
        controller = UIHostingController(rootView: Self.rootView(content, environment: environment, position: 0))
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
        self.content = content
        self.environment = environment
        controller.rootView = Self.rootView(content, environment: environment, position: position)
    }

    private static func rootView(_ content: Content, environment: EnvironmentValues,
                                 position: Double) -> ProfilePageHostedContent<ProfilePageTabBarContent<Content>> {
        ProfilePageHostedContent(content: ProfilePageTabBarContent(content: content, position: position), environment: environment)
    }

    /// The app's bar selects through the binding.
    func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) {}

    /// The pager moved: the bar's `pageTabBarPosition`.
    func pageContainerDidMove(to position: CGFloat) {
        self.position = Double(position)
        controller.rootView = Self.rootView(content, environment: environment, position: self.position)
    }

    /// The app's bar reads the selection from the binding, which follows the pager.
    func pageContainerDidSelect(_ index: Int, animated: Bool) {}
}

/// A tab bar of the app's with the pager's position in its environment.
struct ProfilePageTabBarContent<Content: View>: View {
    let content: Content
    let position: Double

    var body: some View {
        content.environment(\.pageTabBarPosition, position)
    }
}
#endif
