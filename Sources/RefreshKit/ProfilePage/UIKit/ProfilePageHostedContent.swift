#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A page's content as hosted: the app's view in the environment of the `ProfilePage`, with the marker behind it.
struct ProfilePagePageContent<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues
    let onFind: @MainActor (UIScrollView?) -> Void

    var body: some View {
        content
            .background(ProfilePageListMarker(onFind: onFind))
            .environment(ProfilePageHostedContent<Content>.everything, environment)
    }
}

/// Hosted content (the header, a tab bar of the app's) in the environment of the `ProfilePage`.
struct ProfilePageHostedContent<Content: View>: View {
    let content: Content
    let environment: EnvironmentValues

    /// The whole environment, as one value (the hosted views are outside the view tree, and see none of it otherwise).
    static var everything: WritableKeyPath<EnvironmentValues, EnvironmentValues> { \.self }

    var body: some View {
        content.environment(Self.everything, environment)
    }
}
#endif
