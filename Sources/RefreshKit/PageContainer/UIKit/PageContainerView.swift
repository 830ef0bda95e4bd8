#if canImport(UIKit)
import UIKit

/// A profile or topic page, ready made: a header, a tab bar that sticks once the header has scrolled away,
/// and a horizontal pager of lists created lazily from a data source, scrolling as one scroll view
/// (``NestedScrollCoordinator``). It replaces JXPagingView, GKPageScrollView and SegementSlide.
///
/// ```swift
/// let container = PageContainerViewController()          // or PageContainerView(owner: self)
/// container.container.header = profileHeader             // its Auto Layout height, followed live
/// container.container.tabBar = PageTabBarView(titles: ["Posts", "Replies", "Likes"])
/// container.container.dataSource = self                  // a view controller per tab, made when first shown
/// ```
///
/// The container lays out everything, adds each list's view controller as a child (with appearance
/// forwarding when its owner lets it), keeps the current list right by construction (the pager's position,
/// or the list a finger touches during a swipe), applies the inset rules a nested list needs
/// (`contentInsetAdjustmentBehavior = .never`, the bottom safe area as `rk.contentInset.bottom`), and manages
/// `scrollsToTop` for every scroll view in it. Every setting can change at any time.
///
/// Refresh: in ``NestedRefreshMode/parent`` mode put a `RefreshHeader` on ``pageScrollView``; in
/// ``NestedRefreshMode/child`` mode on each list (``listScrollView(at:)``, or in the list's own view
/// controller). Load-more footers go on the lists.
@MainActor
public final class PageContainerView: UIView {
    /// The page: the vertical scroll view that holds the header, the tab bar and the pager.
    public let pageScrollView = NestedParentScrollView()
    /// The horizontal pager of lists (paging enabled).
    public let pagerScrollView = UIScrollView()

    /// The header above the tabs. Its height is its Auto Layout height at the container's width, followed
    /// as its content changes, unless ``headerHeight`` says otherwise.
    public var header: UIView? {
        get { headerHost.content }
        set { headerHost.content = newValue; hideScrollsToTop(in: newValue); setNeedsLayout() }
    }
    /// A fixed header height, for a header laid out with frames; nil (the default) measures it with Auto Layout.
    public var headerHeight: CGFloat? {
        get { headerHost.fixedHeight }
        set { headerHost.fixedHeight = newValue; setNeedsLayout() }
    }
    /// The tab bar (``PageTabBarView``, or your own), below the header.
    public var tabBar: (any PageContainerTabBar)? {
        didSet { installTabBar(old: oldValue) }
    }
    /// The tab bar's height.
    public var tabBarHeight: CGFloat = 44 {
        didSet { setNeedsLayout() }
    }
    /// Where the tabs stick, from the page's top edge; below the safe area by default.
    public var pin: PageContainerPin = .safeArea {
        didSet { setNeedsLayout() }
    }
    /// Which view a pull at the top refreshes (see the type's description).
    public var mode: NestedRefreshMode {
        get { coordinator.mode }
        set { coordinator.mode = newValue }
    }
    /// What a tap on the status bar scrolls; the page by default.
    public var statusBarTap: PageContainerStatusBarTap = .page {
        didSet { updateScrollsToTop() }
    }
    /// The lists' source. Setting it reloads.
    public weak var dataSource: PageContainerDataSource? {
        didSet { reloadData() }
    }

    /// The selected list: the one the pager shows (past half way during a swipe).
    public private(set) var selectedIndex = 0
    /// The list scrolling with the page now.
    public var currentListScrollView: UIScrollView? { coordinator.currentChild }
    /// The coordinator that makes the page and the lists scroll as one (its `excludesGesture` is yours).
    public let coordinator: NestedScrollCoordinator

    /// The header's collapse, 0 (whole) to 1 (the tabs stick): to fade a navigation title in.
    public var onCollapseProgressChange: (@MainActor (CGFloat) -> Void)?
    /// The tabs stuck, or came loose.
    public var onTabsStuckChange: (@MainActor (Bool) -> Void)?
    /// The selected list changed.
    public var onSelectedIndexChange: (@MainActor (Int) -> Void)?
    /// A list came into view (any part of it), or left it entirely.
    public var onListAppear: (@MainActor (Int) -> Void)?
    public var onListDisappear: (@MainActor (Int) -> Void)?

    private(set) weak var owner: UIViewController?
    private let headerHost = PageHeaderHost()
    var pages: [Int: Page] = [:]
    private(set) var state = PageContainerState()
    private(set) var count = 0
    private var laidOutWidth: CGFloat = -1
    private var requestedIndex: Int?
    private var isUpdating = false
    private var needsAnotherPass = false
    /// The bottom inset the container gave each list, so an app's own share of it is kept.
    var bottomInsetsGiven: [ObjectIdentifier: CGFloat] = [:]
    private var observations: [NSKeyValueObservation] = []
    var appearances: [Int: Appearance] = [:]
    /// Between the owner's `viewDidAppear` and `viewWillDisappear`, when it forwards appearance by hand.
    /// Where the owner is in its own appearance, when it forwards appearance by hand.
    var ownerPhase = OwnerPhase.disappeared

    struct Page {
        let controller: UIViewController
        /// Nil until the controller has a vertical scroll view.
        var list: UIScrollView?
    }

    /// A container whose lists' view controllers become children of `owner` (the view controller that
    /// shows it). ``PageContainerViewController`` makes one for you.
    public init(owner: UIViewController, mode: NestedRefreshMode = .child) {
        self.owner = owner
        coordinator = NestedScrollCoordinator(parent: pageScrollView, stickyDistance: 0, mode: mode)
        super.init(frame: .zero)
        for scrollView in [pageScrollView, pagerScrollView] { scrollView.contentInsetAdjustmentBehavior = .never }
        pageScrollView.showsHorizontalScrollIndicator = false
        pagerScrollView.isPagingEnabled = true
        pagerScrollView.showsHorizontalScrollIndicator = false
        pagerScrollView.scrollsToTop = false
        pagerScrollView.alwaysBounceVertical = false
        addSubview(pageScrollView)
        pageScrollView.addSubview(headerHost)
        pageScrollView.addSubview(pagerScrollView)
        headerHost.onHeightChange = { [weak self] in self?.setNeedsLayout() }
        coordinator.onCurrentChildChange = { [weak self] _ in self?.updateScrollsToTop() }
        observations = [
            pagerScrollView.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.update() } },
            pageScrollView.observe(\.contentOffset) { @Sendable [weak self] _, _ in onMainThread { self?.update() } },
        ]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The view controller of the list at `index`, once created.
    public func viewController(at index: Int) -> UIViewController? { pages[index]?.controller }

    /// The list at `index`, once created.
    public func listScrollView(at index: Int) -> UIScrollView? { pages[index]?.list }

    /// Shows the list at `index`, scrolling the pager when `animated`.
    public func selectPage(at index: Int, animated: Bool) {
        guard count > 0, pagerScrollView.bounds.width > 0 else {
            requestedIndex = max(0, index)  // before the data or the first real layout: shown then
            return setNeedsLayout()
        }
        let index = min(max(index, 0), count - 1)
        let x = CGFloat(index) * pagerScrollView.bounds.width
        pagerScrollView.setContentOffset(CGPoint(x: x, y: 0), animated: animated)
    }

    /// Removes every list and asks the data source again; the selection is kept where it still exists.
    public func reloadData() {
        for event in state.reset() { handle(event) }
        for (index, page) in pages {
            endAppearance(of: index)  // a transition in flight ends before the list leaves
            page.controller.willMove(toParent: nil)
            page.controller.view.removeFromSuperview()
            page.controller.removeFromParent()
        }
        pages = [:]
        appearances = [:]
        coordinator.children = []
        count = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        requestedIndex = requestedIndex ?? selectedIndex
        setNeedsLayout()
    }

    // MARK: - Layout

    public override func layoutSubviews() {
        super.layoutSubviews()
        pageScrollView.frame = bounds
        let width = bounds.width
        let pinned: CGFloat
        switch pin {
        case .top: pinned = 0
        case .safeArea: pinned = safeAreaInsets.top
        case .offset(let value): pinned = value
        }
        let layout = PageContainerLayout(size: ScrollSize(bounds.size), headerHeight: Double(headerHost.height(forWidth: width)),
                                         tabBarHeight: tabBar == nil ? 0 : Double(tabBarHeight), pinnedTop: Double(pinned))
        headerHost.frame = layout.headerFrame.cgRect
        tabBar?.frame = layout.tabBarFrame.cgRect
        pagerScrollView.frame = layout.pagerFrame.cgRect
        pagerScrollView.contentSize = CGSize(width: CGFloat(layout.pagerContentWidth(count: count)), height: pagerScrollView.frame.height)
        pageScrollView.contentSize = CGSize(width: width, height: CGFloat(layout.contentHeight))
        for (index, page) in pages {
            page.controller.view.frame = layout.listFrame(at: index).cgRect
            linkList(at: index)
            if let list = pages[index]?.list { applyInsetRules(to: list) }
        }
        coordinator.stickyDistance = CGFloat(layout.stickyDistance)
        // A rotation keeps the list, a request shows its list; not at zero width, which shows nothing yet.
        if width > 0, count > 0, width != laidOutWidth || requestedIndex != nil {
            laidOutWidth = width
            let index = min(requestedIndex ?? selectedIndex, count - 1)
            requestedIndex = nil
            // Animated: false also stops a paging or animated scroll that would end at the old width's offset.
            pagerScrollView.setContentOffset(CGPoint(x: CGFloat(index) * width, y: 0), animated: false)
        }
        keepTabsStuck(top: CGFloat(pageContentTop), sticky: CGFloat(layout.stickyDistance))
        hideScrollsToTop(in: headerHost)
        hideScrollsToTop(in: tabBar)
        if width > 0 { update() }
    }

    /// Where the page's content starts: its top offset, below a band its refreshing header holds (the tabs stick at
    /// the header's height from here, as the nested binding measures them).
    private var pageContentTop: Double {
        Double(-pageScrollView.adjustedContentInset.top) + (ScrollViewHost.existing(for: pageScrollView)?.binding.heldInset.top ?? 0)
    }

    /// The header changed height (rotation, its text, a larger pin) while the tabs stuck, or the page is past
    /// its new end: the page is put where the tabs stick, so a scrolled list still means stuck tabs.
    private func keepTabsStuck(top: CGFloat, sticky: CGFloat) {
        guard !pageScrollView.isTracking, !pageScrollView.isDecelerating else { return }
        let stuckOffset = top + sticky, offset = pageScrollView.contentOffset.y
        guard state.stuck == true || offset > stuckOffset + 0.5, abs(offset - stuckOffset) > 0.5 else { return }
        pageScrollView.setContentOffset(CGPoint(x: pageScrollView.contentOffset.x, y: stuckOffset), animated: false)
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    // MARK: - Decisions

    /// Reads the pager and the page, and carries out what changed.
    private func update() {
        guard !isUpdating else { needsAnotherPass = true; return }
        isUpdating = true
        defer { isUpdating = false }
        var passes = 0
        repeat {  // a callback that selects, moves or reloads asks for another pass
            needsAnotherPass = false
            updateOnce()
            passes += 1
        } while needsAnotherPass && passes < 8
    }

    private func updateOnce() {
        let input = PageContainerState.Input(
            count: count, pagerOffset: Double(pagerScrollView.contentOffset.x), pagerWidth: Double(pagerScrollView.bounds.width),
            pageOffset: Double(pageScrollView.contentOffset.y), pageTop: pageContentTop,
            stickyDistance: Double(coordinator.stickyDistance))
        for event in state.update(input) { handle(event) }
        let position = PageContainerState.position(offset: input.pagerOffset, width: input.pagerWidth, count: count)
        tabBar?.pageContainerDidMove(to: CGFloat(position))
        // At rest, the current list is the selected one: a finger that touched a half-shown list during a
        // swipe that went back leaves the page bound to a list out of view otherwise.
        let pagerAtRest = !pagerScrollView.isTracking && !pagerScrollView.isDecelerating
        let fingerOnAList = pages.values.contains { $0.list?.isTracking == true }
        if pagerAtRest, !fingerOnAList, let list = pages[selectedIndex]?.list, coordinator.currentChild !== list {
            coordinator.currentChild = list
            updateScrollsToTop()
        }
    }

    private func handle(_ event: PageContainerState.Event) {
        switch event {
        case .create(let index): create(index)
        case .appear(let index):
            linkList(at: index)
            forwardAppearance(of: index, appearing: true)
            onListAppear?(index)
        case .disappear(let index):
            forwardAppearance(of: index, appearing: false)
            onListDisappear?(index)
        case .select(let index):
            selectedIndex = index
            // A finger scrolling a list keeps it current until it lifts; the pager at rest settles the rest.
            if coordinator.currentChild?.isTracking != true { coordinator.currentChild = pages[index]?.list }
            tabBar?.pageContainerDidSelect(index, animated: window != nil)
            updateScrollsToTop()
            onSelectedIndexChange?(index)
        case .collapse(let progress): onCollapseProgressChange?(CGFloat(progress))
        case .stuck(let stuck):
            updateScrollsToTop()
            onTabsStuckChange?(stuck)
        }
    }

    // MARK: - Parts

    private func installTabBar(old: (any PageContainerTabBar)?) {
        old?.setPageSelectionHandler(nil)
        old?.removeFromSuperview()
        guard let tabBar else { return setNeedsLayout() }
        pageScrollView.addSubview(tabBar)
        tabBar.setPageSelectionHandler { [weak self] index in self?.selectPage(at: index, animated: true) }
        tabBar.pageContainerDidSelect(selectedIndex, animated: false)
        hideScrollsToTop(in: tabBar)
        setNeedsLayout()
    }
}
#endif
