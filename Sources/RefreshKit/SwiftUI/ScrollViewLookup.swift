/// How a SwiftUI modifier finds the scroll view it belongs to: from a marker view placed in the content,
/// up the superview chain to the nearest scroll view.
///
/// Every view SwiftUI backs with UIKit scrolling (`List` as a `UITableView` before iOS 16 and a
/// `UICollectionView` from iOS 16, `ScrollView`, a `Form`) is a `UIScrollView` subclass, and the content is
/// inside it, so the walk needs no list of types or iOS versions: what broke for the libraries that found it
/// differently was a sibling search, type allowlists per version, and replacing the delegate
/// (`research/swiftui.md` §2). A text view is a scroll view too, but never the one a modifier means.
///
/// A modifier put on the `List` or `ScrollView` itself has no scroll view above it: its marker, in the view's
/// background, covers the scroll view's frame (SwiftUI wraps each platform view in a host view of its own, so
/// the scroll view is in a sibling branch a level or two up). The host looks there first, a few levels up,
/// for a scroll view that covers the marker (``frameMatch(marker:candidates:)``: geometry, not a position
/// among siblings, which is what broke before), and walks up only when none does.
enum ScrollViewLookup {
    /// What the walk needs to know of one view.
    struct Kind: Sendable, Hashable {
        var isScrollView: Bool
        var isTextView = false
    }

    /// The nearest ancestor of `start` (not `start` itself) that is a scroll view and not a text view, or nil.
    static func nearest<View>(from start: View, parent: (View) -> View?, kind: (View) -> Kind) -> View? {
        var view = parent(start)
        var depth = 0
        while let current = view, depth < 10_000 {  // a cycle in a bad host cannot loop forever
            let k = kind(current)
            if k.isScrollView && !k.isTextView { return current }
            view = parent(current)
            depth += 1
        }
        return nil
    }

    /// A scroll view found below the marker's superview, with its frame in window coordinates.
    struct Candidate<View>: @unchecked Sendable {
        var view: View
        var frame: ScrollRect
        var kind: Kind
    }

    /// The first candidate (breadth first: the outermost) that is a scroll view, not a text view, and covers
    /// the marker's frame (within a point; it may reach further, under bars and the safe area), nil if none
    /// does or the marker has no area.
    static func frameMatch<View>(marker: ScrollRect, candidates: [Candidate<View>]) -> View? {
        guard marker.size.width > 0, marker.size.height > 0 else { return nil }
        return candidates.first { c in
            c.kind.isScrollView && !c.kind.isTextView
                && c.frame.origin.x <= marker.origin.x + 1 && c.frame.origin.y <= marker.origin.y + 1
                && c.frame.origin.x + c.frame.size.width >= marker.origin.x + marker.size.width - 1
                && c.frame.origin.y + c.frame.size.height >= marker.origin.y + marker.size.height - 1
        }?.view
    }
}
