#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A profile page in SwiftUI: a header, tabs that stick once it has scrolled away, and a pager of pages you swipe
/// sideways, one `List` or `ScrollView` per tab, all scrolling as one scroll view. The SwiftUI face of
/// ``PageContainerView``, on its driver.
///
/// ```swift
/// @State private var tab = 0
///
/// ProfilePage(selection: $tab, titles: ["Posts", "Replies", "Likes"]) {
///     ProfileHeader(user: user)                        // any view, as tall as its content
/// } page: { index in
///     List(model.items(in: index)) { PostRow(post: $0) }
///         .rk.header { await model.reload(index) }    // that tab's refresh, under the tabs
///         .rk.footer { await model.loadMore(index) }  // that tab's load more
/// }
/// ```
///
/// Each page is made when it first shows and keeps its rows and its scroll position; the header is measured at the
/// page's width (Dynamic Type and content that loads later included). The current page's list moves everything with
/// UIKit's own drag, deceleration and bounce, and touches on the header go where ``PageContainerView`` routes them; the
/// tabs stick below the navigation bar (or at ``tabsPin(_:offset:)``); the status bar's tap brings the header back; a
/// page that comes in is placed where the header is. ``ProfilePageScroll`` tells where the header is, to fade a title in.
///
/// Refresh: `.rk.header` on each page's list refreshes that tab (``NestedRefreshMode/child``, the default);
/// `.rk.header` on the `ProfilePage` itself refreshes the whole page, its band above the header in
/// ``NestedRefreshMode/parent`` mode. A refresh runs on across a tab switch. `.rk.footer` goes on each page's list.
///
/// Needs iOS 16.4: its hosted header and pages leave the bars' safe area to the container (`safeAreaRegions`), and
/// the header follows its SwiftUI size (`sizingOptions`).
@available(iOS 16.4, *)
@MainActor
public struct ProfilePage<Header: View, TabBar: View, Page: View>: View {
    @Binding var selection: Int
    let count: Int
    let titles: [String]?
    let mode: NestedRefreshMode
    let scroll: Binding<ProfilePageScroll>?
    let header: Header
    let tabBar: ((Binding<Int>) -> TabBar)?
    let page: (Int) -> Page
    var options = ProfilePageOptions()

    /// A page with the built-in tab bar (``PageTabBarView``) showing `titles`, one page per title.
    ///
    /// - Parameters:
    ///   - selection: The selected tab; a swipe or a tab tap writes it, and setting it shows that tab (scrolling to it
    ///     when set inside `withAnimation`).
    ///   - titles: The tabs' titles, one page per title. New titles for as many tabs only retitle the tab bar; a new
    ///     count keeps the pages still in range (a page is its place).
    ///   - mode: Where a pull at the top opens the refresh band: under the tabs (``NestedRefreshMode/child``) or above
    ///     the header (``NestedRefreshMode/parent``).
    ///   - scroll: Where the header is, written as it moves (``ProfilePageScroll``).
    ///   - header: The header above the tabs.
    ///   - page: The page of a tab, asked when it first shows and on every update of the `ProfilePage` after.
    public init(selection: Binding<Int>, titles: [String], mode: NestedRefreshMode = .child,
                scroll: Binding<ProfilePageScroll>? = nil, @ViewBuilder header: () -> Header,
                @ViewBuilder page: @escaping (Int) -> Page) where TabBar == Never {
        self.init(selection: selection, count: titles.count, titles: titles, mode: mode, scroll: scroll, header: header(),
                  tabBar: nil, page: page)
    }

    /// A page with a tab bar of your own, bound to the selection, and `count` pages.
    ///
    /// ```swift
    /// ProfilePage(selection: $tab, count: 3) {
    ///     ProfileHeader(user: user)
    /// } tabBar: { selection in
    ///     Picker("Tab", selection: selection) { Text("Posts").tag(0); Text("Replies").tag(1); Text("Likes").tag(2) }
    ///         .pickerStyle(.segmented).padding(.horizontal)
    /// } page: { index in
    ///     PostsList(tab: index)
    /// }
    /// ```
    ///
    /// The tab bar is ``ProfilePage/tabBarHeight(_:)`` tall (44 points by default).
    public init(selection: Binding<Int>, count: Int, mode: NestedRefreshMode = .child,
                scroll: Binding<ProfilePageScroll>? = nil, @ViewBuilder header: () -> Header,
                @ViewBuilder tabBar: @escaping (Binding<Int>) -> TabBar, @ViewBuilder page: @escaping (Int) -> Page) {
        self.init(selection: selection, count: count, titles: nil, mode: mode, scroll: scroll, header: header(),
                  tabBar: tabBar, page: page)
    }

    private init(selection: Binding<Int>, count: Int, titles: [String]?, mode: NestedRefreshMode,
                 scroll: Binding<ProfilePageScroll>?, header: Header, tabBar: ((Binding<Int>) -> TabBar)?,
                 page: @escaping (Int) -> Page) {
        _selection = selection
        self.count = count
        self.titles = titles
        self.mode = mode
        self.scroll = scroll
        self.header = header
        self.tabBar = tabBar
        self.page = page
    }

    public var body: some View {
        // The pages run under the home indicator, as a List does: the container gives them the bottom inset.
        ProfilePageRepresentable(page: self).ignoresSafeArea(.container, edges: .bottom)
    }

    /// The selection binding, for the layer.
    var selectionBinding: Binding<Int> { $selection }
}
#endif
