/// Which navigation bars stretch when the content is pulled past the top, from the navigation item's
/// settings: pure, so the rules (iOS 26's search placements included) are tested on Linux. The UIKit layer
/// reads the settings and the tracked scroll view; `ScrollSnapshot.leadingBarStretches` carries the answer.
///
/// UIKit gives a navigation bar variable height when it shows a large title or a search bar that hides when
/// scrolling; only such a bar's bottom edge follows the content down on a pull (see
/// `RefreshConfiguration.pullMakesRoom`).
enum StretchingBarRules {
    /// `UINavigationItem.LargeTitleDisplayMode`, by raw value, so that an unknown future mode is not a crash.
    enum TitleMode: Sendable, Hashable {
        /// `.automatic`: the item below in the stack decides; the root's is a large title.
        case automatic
        /// `.always`: a large title, whatever the item below does.
        case always
        /// `.never`: a small title in the bar.
        case never
        /// `.inline` (iOS 17): the title stays in the bar.
        case inline
        /// A mode this version of RefreshKit does not know.
        case unknown

        /// The mode of `UINavigationItem.LargeTitleDisplayMode(rawValue:)`: 0 automatic, 1 always, 2 never, 3 inline.
        init(rawValue: Int) {
            switch rawValue {
            case 0: self = .automatic
            case 1: self = .always
            case 2: self = .never
            case 3: self = .inline
            default: self = .unknown
            }
        }
    }

    /// Whether the bar shows a large title for an item whose stack of modes runs from `modes.first` (the
    /// item shown) down to `modes.last` (the root), when the bar `prefersLargeTitles`.
    ///
    /// `.automatic` inherits from the item below, as `largeTitleDisplayMode` documents; a stack of automatic
    /// items is large. An unknown mode counts as a small title, as the one mode added since iOS 11
    /// (`.inline`) keeps the title in the bar.
    static func showsLargeTitle(prefersLargeTitles: Bool, modes: [TitleMode]) -> Bool {
        guard prefersLargeTitles else { return false }
        for mode in modes {
            switch mode {
            case .always: return true
            case .never, .inline, .unknown: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The modes that decide the shown item's title: its own and those below it, from the navigation stack
    /// (bottom first, as `viewControllers` lists them) down from the shown item, `shownIndex` in it. Mid-transition
    /// the shown item may not be in the stack yet (nil): the stack as it stands decides, from its top; an empty
    /// stack leaves the shown item's own mode.
    static func titleModes(stack: [TitleMode], shownIndex: Int?, shown: TitleMode) -> [TitleMode] {
        let end = shownIndex ?? stack.count - 1
        return end >= 0 && end < stack.count ? stack[...end].reversed() : [shown]
    }

    /// What the UIKit layer finds around a scroll view, for ``isTracked(_:)``.
    struct Facts: Sendable, Hashable {
        /// `contentInsetAdjustmentBehavior` is not `.never`: the bar's height reaches the scroll view's insets.
        var adjustsInsets: Bool
        /// A navigation controller shows the scroll view's view controller (itself or a parent) with its bar.
        var barShown: Bool
        /// The bar shows a large title for that item (``showsLargeTitle(prefersLargeTitles:modes:)``).
        var largeTitle: Bool
        /// The item's search bar hides when scrolling (``searchBarHides(hasSearchController:hidesWhenScrolling:placement:)``).
        var hidingSearch: Bool
        /// The scroll view is the one the bar tracks: the item's content scroll view, or the first down the
        /// chain of first subviews.
        var isTrackedScrollView: Bool
    }

    /// Whether a bar that stretches on a pull tracks the scroll view: it must show, stretch (a large title or a
    /// hiding search bar), reach the insets, and track this scroll view.
    static func isTracked(_ facts: Facts) -> Bool {
        facts.adjustsInsets && facts.barShown && (facts.largeTitle || facts.hidingSearch) && facts.isTrackedScrollView
    }

    /// `UINavigationItem.SearchBarPlacement` raw values. `.inline` (iOS 16) is `.integrated` since iOS 26,
    /// which also adds `.integratedCentered` and `.integratedButton`.
    enum SearchPlacement {
        static let automatic = 0
        static let integrated = 1
        static let stacked = 2
        static let integratedCentered = 3
        static let integratedButton = 4
    }

    /// Whether the navigation item's search bar folds away when scrolling, and so stretches the bar on a pull.
    ///
    /// Only a stacked search bar (below the title) hides when scrolling; `hidesSearchBarWhenScrolling`
    /// applies to it alone. Every integrated placement (iOS 16's `.inline`, iOS 26's `.integrated`,
    /// `.integratedCentered` and `.integratedButton`) puts the field in the bar or a toolbar, and so does
    /// any placement this version does not know. `placement` is `searchBarPlacement`, the placement UIKit
    /// resolved; nil before iOS 16, where the search bar is always stacked. An unresolved `.automatic`
    /// counts as stacked, the iPhone's layout before iOS 26.
    static func searchBarHides(hasSearchController: Bool, hidesWhenScrolling: Bool, placement: Int?) -> Bool {
        guard hasSearchController, hidesWhenScrolling else { return false }
        guard let placement else { return true }
        return placement == SearchPlacement.stacked || placement == SearchPlacement.automatic
    }

    /// The scroll view the bar tracks for the view controller it shows: the one set with `setContentScrollView(_:for:)`
    /// (`explicit`, iOS 15+), else the first scroll view down the chain of first subviews of its view (`firstDown`),
    /// looked for only once that view is loaded: reading `view` would load it, running the app's `viewDidLoad` early.
    static func trackedScrollView<View>(explicit: View?, isViewLoaded: Bool, firstDown: () -> View?) -> View? {
        if let explicit { return explicit }
        guard isViewLoaded else { return nil }
        return firstDown()
    }
}
