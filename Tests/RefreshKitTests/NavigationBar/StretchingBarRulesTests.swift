import Testing
@testable import RefreshKit

/// Which navigation bars stretch on a pull (`StretchingBarRules`), from the navigation item's settings:
/// large-title modes down the stack, and search bars by placement, iOS 26's included.
@Suite struct StretchingBarRulesTests {
    typealias Mode = StretchingBarRules.TitleMode
    typealias Placement = StretchingBarRules.SearchPlacement

    @Test func automaticItemsDownToTheRootShowALargeTitle() {
        #expect(StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.automatic, .automatic]))
        #expect(StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: []))
    }

    @Test func withoutPrefersLargeTitlesNoItemShowsOne() {
        #expect(!StretchingBarRules.showsLargeTitle(prefersLargeTitles: false, modes: [.always]))
    }

    @Test func anAutomaticItemTakesTheModeOfTheItemBelowIt() {
        #expect(!StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.automatic, .never, .always]))
        #expect(StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.automatic, .always, .never]))
    }

    @Test func anItemsOwnModeWinsOverTheStackBelow() {
        #expect(StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.always, .never]))
        #expect(!StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.never, .always]))
    }

    @Test func anInlineOrUnknownModeKeepsTheTitleInTheBar() {
        #expect(!StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [.inline]))
        #expect(!StretchingBarRules.showsLargeTitle(prefersLargeTitles: true, modes: [Mode(rawValue: 9), .always]))
    }

    @Test func modesAreReadByUIKitsRawValues() {
        #expect([0, 1, 2, 3, 4].map(Mode.init(rawValue:)) == [.automatic, .always, .never, .inline, .unknown])
    }

    @Test(arguments: [Placement.stacked, Placement.automatic])
    func aStackedSearchBarThatHidesWhenScrollingStretchesTheBar(placement: Int) {
        #expect(StretchingBarRules.searchBarHides(hasSearchController: true, hidesWhenScrolling: true, placement: placement))
    }

    @Test func beforeIOS16EverySearchBarIsStacked() {
        #expect(StretchingBarRules.searchBarHides(hasSearchController: true, hidesWhenScrolling: true, placement: nil))
    }

    @Test(arguments: [Placement.integrated, Placement.integratedCentered, Placement.integratedButton, 9])
    func anIntegratedSearchBarNeverHidesAsIOS26PlacesItInTheBarOrTheToolbar(placement: Int) {
        #expect(!StretchingBarRules.searchBarHides(hasSearchController: true, hidesWhenScrolling: true, placement: placement))
    }

    @Test func aSearchBarThatStaysOrIsNotThereStretchesNothing() {
        #expect(!StretchingBarRules.searchBarHides(hasSearchController: true, hidesWhenScrolling: false, placement: Placement.stacked))
        #expect(!StretchingBarRules.searchBarHides(hasSearchController: false, hidesWhenScrolling: true, placement: Placement.stacked))
    }

    /// The modes come from the stack, down from the shown item; mid-transition (the shown item not in the stack
    /// yet) the stack as it stands decides from its top; an empty stack leaves the shown item's own mode.
    @Test func theTitleModesRunFromTheShownItemDownTheStack() {
        let stack: [StretchingBarRules.TitleMode] = [.automatic, .never, .always]  // root first
        #expect(StretchingBarRules.titleModes(stack: stack, shownIndex: 1, shown: .never) == [.never, .automatic])
        #expect(StretchingBarRules.titleModes(stack: stack, shownIndex: nil, shown: .inline) == [.always, .never, .automatic])
        #expect(StretchingBarRules.titleModes(stack: [], shownIndex: nil, shown: .inline) == [.inline])
    }

    /// A bar tracks the scroll view only if it shows, stretches (a large title or a hiding search bar), reaches the
    /// insets (`contentInsetAdjustmentBehavior` not `.never`) and tracks this very scroll view.
    @Test(arguments: [
        (StretchingBarRules.Facts(adjustsInsets: true, barShown: true, largeTitle: true, hidingSearch: false, isTrackedScrollView: true), true),
        (StretchingBarRules.Facts(adjustsInsets: true, barShown: true, largeTitle: false, hidingSearch: true, isTrackedScrollView: true), true),
        (StretchingBarRules.Facts(adjustsInsets: false, barShown: true, largeTitle: true, hidingSearch: true, isTrackedScrollView: true), false),
        (StretchingBarRules.Facts(adjustsInsets: true, barShown: false, largeTitle: true, hidingSearch: true, isTrackedScrollView: true), false),
        (StretchingBarRules.Facts(adjustsInsets: true, barShown: true, largeTitle: false, hidingSearch: false, isTrackedScrollView: true), false),
        (StretchingBarRules.Facts(adjustsInsets: true, barShown: true, largeTitle: true, hidingSearch: true, isTrackedScrollView: false), false),
    ])
    func aStretchingBarTracksOnlyTheScrollViewItFollows(facts: StretchingBarRules.Facts, tracked: Bool) {
        #expect(StretchingBarRules.isTracked(facts) == tracked)
    }

    /// The bar tracks the scroll view set with `setContentScrollView(_:for:)`, else the first one down the first
    /// subviews of the controller's view, which is looked at only once loaded: reading `view` would load it and run
    /// the app's `viewDidLoad` early.
    @Test(arguments: [
        (String?.some("explicit"), true, String?.some("first"), String?.some("explicit")),
        ("explicit", false, nil, "explicit"),
        (nil, true, "first", "first"),
        (nil, true, nil, nil),
        (nil, false, "first", nil),
    ] as [(String?, Bool, String?, String?)])
    func theTrackedScrollViewIsTheExplicitOneElseTheFirstDownALoadedView(explicit: String?, loaded: Bool, firstDown: String?,
                                                                         tracked: String?) {
        var looked = false
        let found = StretchingBarRules.trackedScrollView(explicit: explicit, isViewLoaded: loaded) {
            looked = true
            return firstDown
        }
        #expect(found == tracked)
        #expect(looked == (explicit == nil && loaded), "the view is read only when loaded and nothing was set")
    }
}
