#if canImport(UIKit)
import UIKit

/// A page the container links once its list is found, later than the page is made (a SwiftUI page, whose scroll view
/// exists only once SwiftUI has laid it out): nil until then, and the container looks at no other scroll view of it.
@MainActor
protocol PageContainerFoundList: AnyObject {
    var foundListScrollView: UIScrollView? { get }
}
#endif
