#if canImport(UIKit)
import UIKit

/// One page of a ``PageContainerView``: a view controller, added as a child of the container's owner with its
/// appearance forwarded, or a plain view (a table, a web view, any view holding a vertical scroll view), shown as it
/// is, without a wrapper controller.
///
/// ```swift
/// func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
///     index == 0 ? .viewController(PostsViewController()) : .view(webView)   // webView.scrollView is the list
/// }
/// ```
@MainActor
public struct PageContainerPage {
    /// The view controller, for a page made of one.
    let controller: UIViewController?
    private let plainView: UIView?

    private init(controller: UIViewController?, view: UIView?) {
        self.controller = controller
        plainView = view
    }

    /// A page that is `viewController`: its view shows, and it becomes a child of the container's owner.
    public static func viewController(_ viewController: UIViewController) -> PageContainerPage {
        PageContainerPage(controller: viewController, view: nil)
    }

    /// A page that is `view`. Its list is the view if it is a vertical scroll view, the scroll view it names
    /// (``PageContainerList``), or the largest vertical scroll view in it.
    public static func view(_ view: UIView) -> PageContainerPage {
        PageContainerPage(controller: nil, view: view)
    }

    /// The page's view (a view controller's is loaded when first asked for).
    var view: UIView { controller?.view ?? plainView ?? UIView() }

    /// What the page is, as a reload recognizes it given again: its view controller, or its view (not loaded for this).
    var object: ObjectIdentifier { controller.map(ObjectIdentifier.init) ?? ObjectIdentifier(view) }
}
#endif
