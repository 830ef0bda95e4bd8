/// How a SwiftUI modifier finds the scroll view it belongs to: from a marker view placed in the content,
/// up the superview chain to the nearest scroll view.
///
/// Every view SwiftUI backs with UIKit scrolling (`List` as a `UITableView` before iOS 16 and a
/// `UICollectionView` from iOS 16, `ScrollView`, a `Form`) is a `UIScrollView` subclass, and the content is
/// inside it, so the walk needs no list of types or iOS versions: what broke for the libraries that found it
/// differently was a sibling search, type allowlists per version, and replacing the delegate
/// (`research/swiftui.md` §2). A text view is a scroll view too, but never the one a modifier means.
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
}
