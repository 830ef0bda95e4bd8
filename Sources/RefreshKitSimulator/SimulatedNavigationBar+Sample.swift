import RefreshKit

extension SimulatedNavigationBar {
    /// `navigationItem.searchController` and its `hidesSearchBarWhenScrolling`.
    public enum SearchBar: Sendable, Hashable {
        case none
        /// `hidesSearchBarWhenScrolling = true` (the default): the row collapses first when scrolling.
        case hidesWhenScrolling
        /// `hidesSearchBarWhenScrolling = false`: the row stays, part of the compact bar.
        case alwaysVisible
    }

    public enum Phase: Sendable, Hashable {
        /// Taller than expanded: the content is pulled past its top (`s < 0`).
        case stretched
        case expanded
        /// Inside the collapse band (`0 < s < E − C`); only while the scroll view moves (rule 6).
        case collapsing
        case compact
    }

    /// Which end a snap goes to.
    public enum SnapEnd: Sendable, Hashable {
        case expanded, compact
    }

    /// A snap the bar started (rule 11).
    public struct Snap: Sendable, Hashable {
        public var time: Double
        /// `s` when the snap started.
        public var from: Double
        public var end: SnapEnd
    }

    /// The bar at the end of one display frame. Rectangles are in screen coordinates.
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var offset: Double
        public var contentInsetTop: Double
        public var adjustedInsetTop: Double
        public var safeAreaTop: Double
        /// `s = y + E + ci`.
        public var scrolled: Double
        /// The bar's height from the top of the window (status bar included).
        public var height: Double
        public var phase: Phase
        public var largeTitleFrame: ScrollRect
        public var searchRowFrame: ScrollRect
        /// The attached RefreshKit header's frame, if it has one and is not hidden.
        public var headerFrame: ScrollRect?
        /// How many points of the header's frame lie on the large title's frame (0 when none).
        public var headerOverlap: Double
        /// Where content `y = 0` is on screen (`−offset`).
        public var contentTop: Double { -offset }
    }
}
