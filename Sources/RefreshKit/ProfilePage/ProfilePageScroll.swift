/// Where a SwiftUI `ProfilePage`'s header is, as SwiftUI state: to fade a navigation title in as the tabs stick, or
/// to stretch a header image as a pull moves it down.
///
/// ```swift
/// @State private var scroll = ProfilePageScroll()
/// ProfilePage(selection: $tab, titles: titles, scroll: $scroll) { header } page: { tab in list(tab) }
///     .navigationTitle(scroll.tabsAreStuck ? name : "")
///     .toolbar { ToolbarItem(placement: .principal) { Text(name).opacity(scroll.collapseProgress) } }
/// ```
///
/// Written on the next main-actor turn after the header moves, at most once per turn, in steps of
/// ``progressStep`` and whole points, so that a scroll redraws the views that read it only as often as they change.
public struct ProfilePageScroll: Sendable, Hashable {
    /// How far the header has collapsed: 0 whole, 1 when the tabs stick.
    public var collapseProgress: Double
    /// Whether the tabs stick, with the rows scrolling under them.
    public var tabsAreStuck: Bool
    /// How far the header is scrolled up, in whole points: 0 whole, negative while a pull moves it down (parent mode).
    public var headerOffset: Double

    /// The page at rest: the header whole, the tabs loose.
    public init(collapseProgress: Double = 0, tabsAreStuck: Bool = false, headerOffset: Double = 0) {
        self.collapseProgress = collapseProgress
        self.tabsAreStuck = tabsAreStuck
        self.headerOffset = headerOffset
    }

    /// The steps ``collapseProgress`` moves in.
    public static let progressStep = 0.01

    /// The state as written: the progress in steps of ``progressStep`` within 0…1, the offset in whole points; NaN and
    /// infinite readings count as 0.
    var published: ProfilePageScroll {
        let progress = collapseProgress.isFinite ? min(max(collapseProgress, 0), 1) : 0
        return ProfilePageScroll(collapseProgress: (progress / Self.progressStep).rounded() * Self.progressStep,
                                 tabsAreStuck: tabsAreStuck, headerOffset: headerOffset.isFinite ? headerOffset.rounded() : 0)
    }
}
