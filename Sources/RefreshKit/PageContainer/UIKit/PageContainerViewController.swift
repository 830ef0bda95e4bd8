#if canImport(UIKit)
import UIKit

/// A view controller whose view is a ``PageContainerView``: push it, present it, or embed it as a child, where its
/// view fills the view you add it to (and follows its size) unless you give it a frame or constraints.
///
/// ```swift
/// let page = PageContainerViewController(mode: .child)
/// addChild(page)
/// view.addSubview(page.view)
/// page.didMove(toParent: self)
/// page.container.header = ProfileHeaderView()
/// page.container.tabBar = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
/// page.container.dataSource = self
/// ```
///
/// It forwards its appearance to the lists in view only (UIKit would forward it to every child, including
/// lists off screen), and the container forwards each list's own appearance as the pager brings it in and
/// out of view.
@MainActor
public final class PageContainerViewController: UIViewController {
    /// The container: configure it (header, tab bar, data source, callbacks).
    public private(set) lazy var container = PageContainerView(owner: self, mode: initialMode)
    private let initialMode: NestedRefreshMode

    /// A page whose pull at the top refreshes what `mode` says.
    public init(mode: NestedRefreshMode = .child) {
        initialMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func loadView() {
        view = container
    }

    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        container.forwardOwnerAppearance(true, animated: animated, ending: false)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        container.forwardOwnerAppearance(true, animated: animated, ending: true)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        container.forwardOwnerAppearance(false, animated: animated, ending: false)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        container.forwardOwnerAppearance(false, animated: animated, ending: true)
    }
}
#endif
