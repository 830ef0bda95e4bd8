/// When a SwiftUI ``ProfilePage`` hands a page's scroll view to its container: the page's marker (a zero-size view in
/// the background of the page's content) finds the `UIScrollView` behind its `List` or `ScrollView` with
/// ``ScrollViewLookup``, after SwiftUI lays the page out; the container links it once, as a UIKit page's list
/// (its insets, its place under the header, the status bar's tap).
///
/// A scroll view found again is no news; another one after the first (SwiftUI re-created the list, `.id`) is reported
/// once, and the container keeps following the first until it reloads.
struct ProfilePageListDiscovery: Sendable, Hashable {
    /// The scroll view handed to the container.
    private(set) var linked: ObjectIdentifier?
    private(set) var hasReportedReplacement = false

    /// A look found `found` (nil: nothing yet; the page looks again on its next layout or update): the scroll view to
    /// hand to the container now, if any, and a message to log, once, when it is not the first one.
    mutating func found<List: AnyObject>(_ found: List?) -> (link: List?, report: String?) {
        guard let found, ObjectIdentifier(found) != linked else { return (nil, nil) }
        guard linked != nil else {
            linked = ObjectIdentifier(found)
            return (found, nil)
        }
        guard !hasReportedReplacement else { return (nil, nil) }
        hasReportedReplacement = true
        return (nil, Self.replacedMessage)
    }

    /// The container dropped its pages (a reload): the next scroll view found is linked again.
    mutating func reset() {
        linked = nil
        hasReportedReplacement = false
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

    static let replacedMessage = "RefreshKit: a ProfilePage page's List or ScrollView was re-created (an .id that "
        + "changed?); the page keeps following the first one. Give the page's content a stable identity."
}
