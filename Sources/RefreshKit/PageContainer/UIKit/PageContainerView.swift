#if canImport(UIKit)
import UIKit

/// A profile or topic page, ready made: a header, a tab bar that sticks once the header has scrolled away,
/// and a horizontal pager of lists created lazily from a data source. It replaces JXPagingView, GKPageScrollView
/// and SegementSlide.
///
/// ```swift
/// let container = PageContainerViewController()          // or PageContainerView(owner: self)
/// container.container.header = profileHeader             // its Auto Layout height, followed live
/// container.container.tabBar = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
/// container.container.dataSource = self                  // a view controller or a view per tab, made when first shown
/// // or, titles and pages from one list:
/// container.container.setPages(["Posts", "Likes"]) { index in .viewController(FeedViewController(tab: index)) }
/// ```
///
/// Only the current list scrolls vertically: every list fills the container with its content inset below the
/// header and tabs, and they are drawn over it, moving up as it scrolls until the tabs stick (``NestedHeaderRule``).
/// A finger on the header scrolls the current list too, so a drag, a fling, its deceleration and its bounce are that
/// list's own, as UIKit runs them (a tap stops a fling; `isDecelerating` and the scroll view delegate's calls are
/// right; ProMotion rates apply); RefreshKit writes no offset while anything moves.
///
/// The container lays out everything (filling the view it is added to when it has no frame or constraints of its
/// own; the header under the bars or below them, ``headerPlacement``), adds each list's view controller as a child
/// (with appearance forwarding when its owner lets it), applies the insets a list needs (`contentInsetAdjustmentBehavior = .never`, the header and tabs
/// on top, the bottom safe area and the padding that lets a short list collapse the header at the bottom, all through
/// `rk.contentInset` so the app's own share stays), puts a list that comes in where the header does not move, and
/// manages `scrollsToTop` for every scroll view in it; the settings it changes on a list are borrowed, and a list that
/// leaves gets the app's back. Every setting can change at any time.
///
/// Refresh: in ``NestedRefreshMode/child`` mode put a `RefreshHeader` on each list (``listScrollView(at:)``, or in
/// the list's own view controller): its band opens under the tabs. For a refresh of the whole page, set
/// ``refreshHeader``: it rides on the current list, its band above the header in ``NestedRefreshMode/parent`` mode.
/// Load-more footers go on the lists.
///
/// A drag that starts anywhere on the header or the tabs (a button, a text view, a view with a recognizer, a SwiftUI
/// header) scrolls the page and a tap at rest reaches the view, as on the content of one scroll view: the container
/// hosts the current list's pan and delays the header's touches (`PageContainer.md`, "Touches on the header"). Plain-style sections of a table pin their headers below the list's
/// top inset, that is below the whole header: use grouped or inset-grouped styles, or pin your own.
@MainActor
public final class PageContainerView: UIView {
    /// The view that holds the pager and the header: it no longer scrolls.
    ///
    /// A refresh header put on it is adopted as ``refreshHeader``.
    @available(*, deprecated, message: "The page no longer scrolls: the current list does, and the header follows it. Use refreshHeader for a refresh of the whole page, collapseProgress and tabsAreStuck to read the header.")
    public var pageScrollView: NestedParentScrollView { rootView }
    /// The horizontal pager of lists (paging enabled). Right to left, the first list is at its right end.
    public let pagerScrollView: UIScrollView = PagerScrollView()

    /// The header above the tabs. Its height is its Auto Layout height at the container's width, followed
    /// as its content changes, unless ``headerHeight`` says otherwise.
    public var header: UIView? {
        get { headerHost.content }
        set { headerHost.content = newValue; hideScrollsToTop(in: newValue); setNeedsLayout() }
    }
    /// A fixed header height, for a header laid out with frames; nil (the default) takes ``headerHeightForWidth``, or
    /// else measures the header with Auto Layout. A negative or non-finite height counts as 0.
    public var headerHeight: CGFloat? {
        get { headerHost.fixedHeight }
        set { headerHost.fixedHeight = newValue; setNeedsLayout() }
    }
    /// The header's height for the container's width, for a header laid out with frames whose height depends on its
    /// width: called at every layout pass (a rotation, a resize), so nothing needs to set ``headerHeight`` again.
    /// ``headerHeight`` wins when both are set; a negative or non-finite result counts as 0.
    ///
    /// ```swift
    /// container.headerHeightForWidth = { width in width * 9 / 16 + 88 }   // a 16:9 cover and a name row
    /// ```
    public var headerHeightForWidth: (@MainActor (CGFloat) -> CGFloat)? {
        get { headerHost.heightForWidth }
        set { headerHost.heightForWidth = newValue; setNeedsLayout() }
    }
    /// Where the header starts: at the container's top, under the bars (the default), or below them
    /// (SegementSlide's default, `edgesForExtendedLayout = []`).
    public var headerPlacement: PageContainerHeaderPlacement = .underBars {
        didSet { setNeedsLayout() }
    }
    /// The tab bar (``PageTabBarView``, or your own), below the header.
    public var tabBar: (any PageContainerTabBar)? {
        didSet { installTabBar(old: oldValue) }
    }
    /// The tab bar's height.
    public var tabBarHeight: CGFloat = 44 {
        didSet { setNeedsLayout() }
    }
    /// Space between the tab bar and the lists' first rows: every list's top inset grows by it, and rows scroll
    /// through it up to the tabs. A negative or non-finite value counts as 0.
    public var tabBarSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// Where the tabs stick, from the page's top edge (the container's, or below the bars with
    /// ``PageContainerHeaderPlacement/belowBars``); below the safe area by default.
    public var pin: PageContainerPin = .safeArea {
        didSet { setNeedsLayout() }
    }
    /// Points added below ``pin``: with ``PageContainerPin/safeArea`` and 44, the tabs stick 44 pt below the bars (a
    /// bar of the app's own that floats under the navigation bar). A negative or non-finite value counts as 0.
    public var pinOffset: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// Where a pull at the top opens the refresh band: above the header (``NestedRefreshMode/parent``), or under the
    /// tabs (``NestedRefreshMode/child``).
    public var mode: NestedRefreshMode {
        didSet { setNeedsLayout() }
    }
    /// The refresh of the whole page: it rides on the current list, its band above the header in
    /// ``NestedRefreshMode/parent`` mode and under the tabs in ``NestedRefreshMode/child`` mode (the container places it
    /// there: its own `positionOffset`, `triggerDistance` and `pinnedHeight` count from that place, 0 and its height by
    /// default). It moves to the list a tab switch brings in, once it is idle: a refresh runs to its end
    /// on the list where it began. Do not also put headers on the lists.
    public var refreshHeader: RefreshHeader? {
        didSet {
            // A header that stops being the page's is the app's alone again: where the container placed it goes.
            (oldValue === refreshHeader ? nil : oldValue)?.support.controller.metrics.host = RefreshMetrics.HostAdjustment()
            PageContainerParts.replace(oldValue, with: refreshHeader, remove: { $0.removeFromSuperview() },
                                       add: { _ in setNeedsLayout() })
        }
    }
    /// What a tap on the status bar brings back: the whole header, the current list going to its top (``PageContainerStatusBarTap/page``,
    /// the default), or under stuck tabs only the current list's first row, the header staying collapsed
    /// (``PageContainerStatusBarTap/currentListWhileStuck``, JXPagingView's behaviour).
    public var statusBarTap: PageContainerStatusBarTap = .page
    /// The lists' source (held weakly). Setting it reloads (``reloadData()``: the pages it gives again are kept).
    public weak var dataSource: PageContainerDataSource? {
        didSet {
            ownedPages = dataSource as? PageContainerPages
            reload(titlesIdentify: ownedPages != nil)  // only `setPages` makes one: its titles identify its pages
        }
    }
    /// Whether the pager may begin a horizontal swipe, asked as its pan begins: return false to leave the touch to
    /// something else, such as a cell's swipe actions. The pager already leaves a swipe toward before the first page to
    /// the navigation controller's back swipe, when it can go back.
    ///
    /// ```swift
    /// container.shouldBeginPaging = { pan in !tableView.isEditing }   // while a row shows its swipe actions
    /// ```
    public var shouldBeginPaging: (@MainActor (UIPanGestureRecognizer) -> Bool)?

    /// The selected list: the one the pager shows (past half way during a swipe).
    public internal(set) var selectedIndex = 0
    /// The list the pager last came to rest on (``onSelectedIndexSettle``).
    public internal(set) var settledIndex: Int?
    /// The list the header follows: the selected one once the pager rests.
    public internal(set) var currentListScrollView: UIScrollView? {
        didSet { hostCurrentPan(isInWindow: window != nil) }  // the header's touches reach its pan (PageContainerView+Touches)
    }
    /// The list whose pan the container hosts now: the current one while the container is in a window, else none.
    weak var hostedPanList: UIScrollView?
    /// The lease of the current list: the claims made as the header is placed over it go through it.
    var currentLease: PageContainerLease?
    /// How far the header has collapsed, 0 (whole) to 1 (the tabs stick).
    public var collapseProgress: CGFloat { CGFloat(state.collapse ?? 0) }
    /// Whether the tabs stick, with the rows scrolling under them.
    public var tabsAreStuck: Bool { state.stuck ?? false }
    /// How far the header is scrolled up, in points: 0 whole, ``collapseDistance`` when the tabs stick, negative while a
    /// pull moves it down in ``NestedRefreshMode/parent`` mode (by the refresh band while the page refreshes).
    public var headerOffset: CGFloat { CGFloat(driver.headerOffset) }
    /// How far the header scrolls up before the tabs stick, in points (its height less the pinned line).
    public var collapseDistance: CGFloat { CGFloat(driver.rule.sticky) }
    /// Whether a tab tap scrolls the pager to its list (the default) or shows it at once, without creating the lists it
    /// would pass (JXCategoryView's `isContentScrollViewClickTransitionAnimationEnabled`).
    public var animatesTabSelection = true
    /// A coordinator of two scroll views moving together, as the container used before it moved its header over
    /// the lists; it is not connected to anything.
    @available(*, deprecated, message: "The container no longer uses a coordinator: the current list scrolls alone.")
    public var coordinator: NestedScrollCoordinator { unusedCoordinator }
    private lazy var unusedCoordinator = NestedScrollCoordinator(parent: rootView, stickyDistance: 0, mode: mode)

    /// The header's collapse, 0 (whole) to 1 (the tabs stick): to fade a navigation title in.
    public var onCollapseProgressChange: (@MainActor (CGFloat) -> Void)?
    /// The header's offset changed (``headerOffset``, in points): to stretch or zoom a header image as a pull moves it
    /// down, or fade a bar in over a distance of your own.
    ///
    /// ```swift
    /// container.onHeaderOffsetChange = { offset in
    ///     let pull = max(0, -offset)   // parent mode: the header is pulled down by this much
    ///     imageView.transform = CGAffineTransform(scaleX: 1 + pull / 200, y: 1 + pull / 200)
    /// }
    /// ```
    public var onHeaderOffsetChange: (@MainActor (CGFloat) -> Void)?
    /// The tabs stuck, or came loose.
    public var onTabsStuckChange: (@MainActor (Bool) -> Void)?
    /// The selected list changed: as a swipe passes half way (SegementSlide's and the tab bar's selection), at a tab
    /// tap, at a reload (not when every page stays in place).
    public var onSelectedIndexChange: (@MainActor (Int) -> Void)?
    /// The pager came to rest on another list: once a swipe or a tab tap's scroll settles, and at the first rest after
    /// a reload (not when every page stays in place) (JXCategoryView's `didSelectedItemAt`, JXPagingView's list
    /// selection). A swipe that goes back fires
    /// nothing.
    public var onSelectedIndexSettle: (@MainActor (Int) -> Void)?
    /// A list came into view (any part of it), or left it entirely.
    public var onListAppear: (@MainActor (Int) -> Void)?
    public var onListDisappear: (@MainActor (Int) -> Void)?

    private(set) weak var owner: UIViewController?
    let rootView = NestedParentScrollView()
    let overlay = PageHeaderOverlay()
    let headerHost = PageHeaderHost()
    /// The pages made, and the lists found in them.
    let pages = PageContainerPageSet<Page, Link>()
    /// What identified each page at the last reload (``PageContainerPageKey``): a reload keeps the pages whose key comes again.
    var pageKeys: [PageContainerPageKey?] = []
    var state = PageContainerState()
    var count = 0
    /// The data source ``setPages(_:page:)`` made (``dataSource`` is weak).
    private(set) var ownedPages: PageContainerPages?
    /// The titles the data source gave at the last reload, for a tab bar set afterwards.
    var pageTitles: [String]?
    /// A selection kept for a layout that can show it, and the width and direction the pager was last put on a page at.
    var pagerRequest = PageContainerPagerRequest()
    /// The update under way, and whether a callback asked for another pass.
    var passes = PageContainerUpdatePasses()
    /// The container's decisions: the layout, where the header shows, the lists' insets.
    var driver: PageContainerDriver
    private var observations: [NSKeyValueObservation] = []
    /// The lists' appearance transitions, forwarded by hand when the owner does.
    var appearance = PageAppearanceForwarding()

    /// A page the data source gave.
    struct Page {
        /// Nil for a page that is a plain view.
        let controller: UIViewController?
        let view: UIView

        /// What a reload recognizes when the data source gives it again: its view controller, or its view.
        var object: ObjectIdentifier { controller.map(ObjectIdentifier.init) ?? ObjectIdentifier(view) }
    }

    /// A page's vertical scroll view, once found, what observes it, and what goes back to it when it leaves or the
    /// container goes away.
    struct Link {
        let list: UIScrollView
        let observer: PageListObserver
        let lease: PageContainerLease
    }

    /// A container whose lists' view controllers become children of `owner` (the view controller that
    /// shows it). ``PageContainerViewController`` makes one for you.
    public init(owner: UIViewController, mode: NestedRefreshMode = .child) {
        self.owner = owner
        self.mode = mode
        driver = PageContainerDriver(mode: mode)
        super.init(frame: .zero)
        rootView.contentInsetAdjustmentBehavior = .never
        rootView.isScrollEnabled = false
        rootView.scrollsToTop = false
        pagerScrollView.contentInsetAdjustmentBehavior = .never
        pagerScrollView.isPagingEnabled = true
        pagerScrollView.showsHorizontalScrollIndicator = false
        pagerScrollView.scrollsToTop = false
        pagerScrollView.alwaysBounceVertical = false
        (pagerScrollView as? PagerScrollView)?.mayBeginPan = { [weak self] pan in self?.pagerMayBegin(pan) ?? true }
        addSubview(rootView)
        rootView.addSubview(pagerScrollView)
        rootView.addSubview(overlay)
        // VoiceOver reads the header and the tabs before the list they are drawn over.
        rootView.accessibilityElements = [overlay, pagerScrollView]
        overlay.addSubview(headerHost)
        overlay.currentList = { [weak self] in self?.currentListScrollView }
        headerHost.onHeightChange = { [weak self] in self?.setNeedsLayout() }
        rootView.onAddSubview = { [weak self] in self?.setNeedsLayout() }
        // The pager's last paging frame comes while it still decelerates, and a lift on a page boundary ends tracking
        // after the last offset change: its rest is looked for again on the next turn (`pagerMayComeToRest`).
        observations = [
            pagerScrollView.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.pagerMayComeToRest() } },
            pagerScrollView.panGestureRecognizer.observe(\.state) { @Sendable [weak self] _, _ in
                onMainThread { self?.pagerMayComeToRest() }
            },
        ]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows the list at `index`, scrolling the pager when `animated`.
    public func selectPage(at index: Int, animated: Bool) {
        stopCurrentList()  // a tap stops a fling: the header stays where it is while the other list comes in
        switch pagerRequest.select(index, count: count, pagerWidth: Double(pagerScrollView.bounds.width)) {
        case .scroll(let index):
            let x = driver.layout.pagerOffset(for: index, count: count, isRightToLeft: isRightToLeft)
            pagerRequest.animate(to: animated ? x : .nan)  // the pager rests only once it gets there
            pagerScrollView.setContentOffset(CGPoint(x: CGFloat(x), y: 0), animated: animated)
        case .atNextLayout:
            setNeedsLayout()
        }
    }

    // MARK: - Layout

    // A new layout direction, from the traits (`traitCollectionDidChange`) or the container's own attribute, mirrors the
    // pager and its pages again (`PageContainerPagerRequest.layout` places the pager when the direction changed).
    public override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
    }

    // MARK: - Parts

    private func installTabBar(old: (any PageContainerTabBar)?) {
        old?.setPageSelectionHandler(nil)
        old?.removeFromSuperview()
        guard let tabBar else { return setNeedsLayout() }
        overlay.addSubview(tabBar)
        tabBar.setPageSelectionHandler { [weak self] index in self?.selectPage(at: index, animated: self?.animatesTabSelection ?? true) }
        giveTitles(to: tabBar)
        tabBar.pageContainerDidSelect(selectedIndex, animated: false)
        tabBar.pageContainerDidMove(to: CGFloat(pagerPosition))
        hideScrollsToTop(in: tabBar)
        setNeedsLayout()
    }

    /// The data source's titles, when it gives them, to the tab bar (``PageContainerTitles``).
    func giveTitles(to tabBar: (any PageContainerTabBar)?) {
        PageContainerTitles.give(pageTitles) { tabBar?.pageContainerDidLoadTitles($0) }
    }

    /// Whether the pager runs right to left: the container's layout direction.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The pager's position in pages (1.5 is half way from the second to the third), in either direction.
    var pagerPosition: Double {
        PageContainerState.position(offset: Double(pagerScrollView.contentOffset.x), width: Double(pagerScrollView.bounds.width),
                                    count: count, isRightToLeft: isRightToLeft)
    }

    /// Whether the pager's pan may begin (``PagerPanRule``): not toward before the first page when the navigation
    /// controller can go back, and only when the app's ``shouldBeginPaging`` agrees.
    private func pagerMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let navigation = owner?.navigationController
        let canGoBack = PagerPanRule.canGoBack(stackCount: navigation?.viewControllers.count,
                                               popGestureEnabled: navigation?.interactivePopGestureRecognizer?.isEnabled)
        return PagerPanRule.mayBegin(position: pagerPosition, velocityX: Double(pan.velocity(in: pagerScrollView).x),
                                     isRightToLeft: isRightToLeft, canGoBack: canGoBack)
            && shouldBeginPaging?(pan) ?? true
    }
}
#endif
