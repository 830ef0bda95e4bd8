#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// One page of a ``ProfilePage``: the app's SwiftUI content hosted, outside the bars' safe area (the container gives
/// its list the insets), and the scroll view its marker found, handed to the container when it is new: the first one,
/// and each one SwiftUI makes when it re-creates the page's list (``ProfilePageListDiscovery``).
@available(iOS 16.4, *)
@MainActor
final class ProfilePagePageController<Content: View>: UIHostingController<ProfilePagePageContent<Content>>, PageContainerFoundList {
    let index: Int
    private(set) weak var foundListScrollView: UIScrollView?
    /// The found list must be linked now.
    private let onLink: @MainActor (Int) -> Void

    init(index: Int, content: Content, environment: EnvironmentValues, onLink: @escaping @MainActor (Int) -> Void) {
        self.index = index
        self.onLink = onLink
        super.init(rootView: ProfilePagePageContent(content: content, environment: environment, onFind: { _ in }))
        safeAreaRegions = []
        rootView = self.content(content, environment: environment)
    }

    @available(*, unavailable)
    @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The page's content after an update of the `ProfilePage`.
    func update(_ content: Content, environment: EnvironmentValues) {
        rootView = self.content(content, environment: environment)
    }

    private func content(_ content: Content, environment: EnvironmentValues) -> ProfilePagePageContent<Content> {
        ProfilePagePageContent(content: content, environment: environment) { [weak self] list in self?.found(list) }
    }

    private func found(_ list: UIScrollView?) {
        // A new one is named first, so that the container's check sees the page's list replaced and links it again.
        _ = ProfilePageListDiscovery.toHand(found: list, current: foundListScrollView).map { list in
            foundListScrollView = list
            onLink(index)
        }
    }
}
#endif
