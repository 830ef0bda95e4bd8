/// When a SwiftUI `ProfilePage` hands a page's scroll view to its container: the page's marker (a zero-size view in
/// the background of the page's content) finds the `UIScrollView` behind its `List` or `ScrollView` with
/// ``ScrollViewLookup``, after SwiftUI lays the page out; the container links it as a UIKit page's list (its insets,
/// its place under the header, the status bar's tap).
///
/// A scroll view found again is no news. Another one (SwiftUI re-created the list: an `.id` that changed, a grid/list
/// toggle) is handed over too: the page then names it, and the container's replacement path
/// (``PageContainerDriver/listWasReplaced(linked:found:linkedIsInPage:)``) gives the old one back what it borrowed,
/// lets it go and links the new one, as it does for a UIKit page whose list the app replaced. The page compares with
/// the list it names (held weakly), not with a kept identity: a new list may take the address of an old one already
/// let go.
enum ProfilePageListDiscovery {
    /// A look found `found` (nil: nothing yet, or nothing during an update; the page looks again on its next layout or
    /// update, and keeps its list meanwhile) while the page names `current` (nil: none yet, or the one it named is
    /// gone): the scroll view to hand to the container now, when it is another one.
    static func toHand<List: AnyObject>(found: List?, current: List?) -> List? {
        found.flatMap { $0 === current ? nil : $0 }
    }

    /// The index the layer takes a scroll view from, for a lookup's choice: an ancestor of the marker or a view found
    /// below them; none for every other choice.
    static func indices(of choice: ScrollViewLookup.Choice) -> (ancestor: Int?, candidate: Int?) {
        switch choice {
        case .ancestor(let index): (index, nil)
        case .candidate(let index): (nil, index)
        case .keep, .wait, .report, .notFound: (nil, nil)
        }
    }
}
