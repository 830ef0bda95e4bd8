#if canImport(SwiftUI) && canImport(UIKit)
import os
import SwiftUI
import UIKit

/// What a ``ProfilePage`` keeps between SwiftUI updates: its container's data source (a hosted page per tab, made when
/// it first shows), the hosted header and tab bar, and the state kept in step with SwiftUI (``ProfilePageSelection``,
/// ``ProfilePageScrollPublisher``, ``ProfilePageTabs``). It carries out what those decide.
@available(iOS 16.4, *)
@MainActor
final class ProfilePageCoordinator<Header: View, TabBar: View, Page: View>: PageContainerDataSource {
    private var description: ProfilePage<Header, TabBar, Page>!
    private var environment = EnvironmentValues()
    private var host: ProfilePageHostController!
    private var headerController: UIHostingController<ProfilePageHostedContent<Header>>!
    private var pages: [Int: ProfilePagePageController<Page>] = [:]
    private var tabs: (count: Int, titles: [String]?)?
    private var selection = ProfilePageSelection()
    private var scroll = ProfilePageScrollPublisher()
    private var headerSizing = ProfilePageHeaderSizing()
    private static var log: OSLog { OSLog(subsystem: "RefreshKit", category: "SwiftUI") }

    /// Sets up `host`'s container for `page`: the header, the tab bar, the callbacks; then the first update.
    func install(in host: ProfilePageHostController, page: ProfilePage<Header, TabBar, Page>, environment: EnvironmentValues) {
        self.host = host
        description = page
        self.environment = environment
        let container = host.container
        let header = UIHostingController(rootView: ProfilePageHostedContent(content: page.header, environment: environment))
        header.safeAreaRegions = []  // it moves under the bars: their safe area would move its content as it scrolls
        header.sizingOptions = [.preferredContentSize]  // its size changes reach `onChildSizeChange`
        host.adopt(header)
        headerController = header
        container.header = header.view
        container.headerHeightForWidth = { [weak self] width in self?.headerHeight(atWidth: width) ?? 0 }
        host.onChildSizeChange = { [weak container] in container?.setNeedsLayout() }
        let custom = page.tabBar.map { bar in ProfilePageTabBarHost(content: bar(page.selectionBinding), environment: environment) }
        custom.map { host.adopt($0.controller) }
        container.tabBar = custom ?? PageTabBarView(titles: page.titles ?? [], appearance: page.options.appearance)
        host.anchor.onChange = { [weak self] in self?.syncPageRefreshLater() }
        container.onSelectedIndexChange = { [weak self] index in self?.containerSelected(index) }
        container.onSelectedIndexSettle = { [weak self] index in self?.containerSettled(index) }
        container.onCollapseProgressChange = { [weak self] progress in self?.report(progress: Double(progress)) }
        container.onTabsStuckChange = { [weak self] stuck in self?.report(stuck: stuck) }
        container.onHeaderOffsetChange = { [weak self] offset in self?.report(offset: Double(offset)) }
        update(page, environment: environment, animated: false)
    }

    /// A SwiftUI update: the options, the hosted content, the tabs and the selection as `page` says now.
    func update(_ page: ProfilePage<Header, TabBar, Page>, environment: EnvironmentValues, animated: Bool) {
        description = page
        self.environment = environment
        let container = host.container
        // Each of these lays the container out again: written only when it changes (an update comes with every
        // write of the selection or the scroll state, and a layout measures the header).
        Assign.ifChanged(page.mode, from: container.mode) { container.mode = $0 }
        Assign.ifChanged(page.options.tabBarHeight, from: container.tabBarHeight) { container.tabBarHeight = $0 }
        Assign.ifChanged(page.options.tabBarSpacing, from: container.tabBarSpacing) { container.tabBarSpacing = $0 }
        Assign.ifChanged(page.options.pin, from: container.pin) { container.pin = $0 }
        Assign.ifChanged(page.options.pinOffset, from: container.pinOffset) { container.pinOffset = $0 }
        // Right to left as SwiftUI lays out: the pager's first page and the first tab at the right.
        let direction: UISemanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        Assign.ifChanged(direction, from: container.semanticContentAttribute) { direction in
            container.semanticContentAttribute = direction
            container.tabBar?.semanticContentAttribute = direction
            container.tabBar?.setNeedsLayout()
        }
        headerController.rootView = ProfilePageHostedContent(content: page.header, environment: environment)
        let builtIn = container.tabBar as? PageTabBarView
        builtIn?.appearance = page.options.appearance  // the bar's own layout only
        builtIn.map { bar in Assign.ifChanged(page.options.badges, from: bar.badges) { bar.badges = $0 } }
        page.tabBar.map { bar in (container.tabBar as? ProfilePageTabBarHost<TabBar>)?.update(bar(page.selectionBinding), environment: environment) }
        let newTabs = (count: ProfilePageTabs.clean(page.count), titles: page.titles)
        let oldTabs = tabs
        tabs = newTabs
        ProfilePageTabs.apply(from: oldTabs, to: newTabs, reload: reload, retitle: { builtIn?.titles = $0 })
        for (index, controller) in pages { controller.update(page.page(index), environment: environment) }
        _ = selection.appRead(page.selectionBinding.wrappedValue, count: newTabs.count, animated: animated,
                              schedule: scheduleSelectionWrite).map { container.selectPage(at: $0.index, animated: $0.animated) }

        syncPageRefreshLater()  // `.rk.header` on the page may have been switched on or off in this update
    }

    /// Once SwiftUI's update is over (the modifier's settings applied): the page refresh the container carries.
    private func syncPageRefreshLater() {
        Task { @MainActor [weak self] in self?.syncPageRefresh() }
    }

    private func syncPageRefresh() {
        let container = host.container, anchor = host.anchor
        let anchored = anchor.swiftUIHeader
        ProfilePagePageRefresh.sync(current: container.refreshHeader, anchored: anchored, isEnabled: anchored?.isEnabled ?? false,
                                    drop: { container.refreshHeader = nil }, putBack: { anchor.rk.header = $0 },
                                    carry: { container.refreshHeader = $0 })
    }

    /// A new count of tabs: the container reloads, keeping the pages still in range (a page is its place, as SwiftUI
    /// identifies views by their position: each gets `page(index)` at every update), and drops the others.
    private func reload() {
        pages = pages.filter { $0.key < (tabs?.count ?? 0) }
        host.container.dataSource = self  // setting it reloads
    }

    // MARK: - Data source

    func numberOfPages(in container: PageContainerView) -> Int { tabs?.count ?? 0 }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage {
        let controller = ProfilePagePageController(index: index, content: description.page(index), environment: environment) { [weak self] index in
            self?.link(index)
        }
        pages[index] = controller
        return .viewController(controller)
    }

    func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String? {
        tabs?.titles?.dropFirst(index).first
    }

    /// A page is its place (``reload()``).
    func pageContainer(_ container: PageContainerView, identifierForPageAt index: Int) -> AnyHashable? { index }

    /// The page at `index` found its list: the container links it (its insets, its place under the header), and the
    /// header follows it if it is the selected one.
    private func link(_ index: Int) {
        host.container.linkList(at: index)
        host.container.update()
    }

    // MARK: - State for SwiftUI

    private func containerSelected(_ index: Int) {
        selection.containerSelected(index, schedule: scheduleSelectionWrite)
    }

    private func containerSettled(_ index: Int) {
        selection.containerSettled(index, schedule: scheduleSelectionWrite)
    }

    /// SwiftUI does not allow a write to state inside its update: the binding is written on the next main-actor turn.
    private func scheduleSelectionWrite() {
        Task { @MainActor [weak self] in self?.writeSelection() }
    }

    private func writeSelection() {
        _ = selection.takeWrite().map { description.selectionBinding.wrappedValue = $0 }
    }

    private func report(progress: Double? = nil, stuck: Bool? = nil, offset: Double? = nil) {
        scroll.report(progress: progress, stuck: stuck, offset: offset) {
            Task { @MainActor [weak self] in self?.writeScroll() }
        }
    }

    private func writeScroll() {
        _ = scroll.write().map { description.scroll?.wrappedValue = $0 }
    }

    /// The header's SwiftUI height at `width` (``ProfilePageHeaderSizing``).
    private func headerHeight(atWidth width: CGFloat) -> CGFloat {
        let fitting = headerController.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        let sized = headerSizing.height(fitting: Double(fitting.height))
        _ = sized.report.map { os_log("%{public}@", log: Self.log, type: .error, $0) }
        return CGFloat(sized.height)
    }
}
#endif
