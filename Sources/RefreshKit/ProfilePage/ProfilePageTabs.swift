/// What a SwiftUI `ProfilePage` does when its tabs change between two updates: a new count reloads the container, which
/// keeps the pages still in range (a page is its place, as SwiftUI identifies views by position) and drops or adds
/// those at the end, the selection kept where it still exists; new titles for the same count only retitle the tab bar.
/// Either way every page kept keeps its rows and its scroll position (a title with a count in it, "Posts (12)").
enum ProfilePageTabs: Sendable, Hashable {
    case unchanged
    case retitle
    case reload

    /// The change from the tabs of the last update (`old`, nil before the first) to `new`; titles are nil for a page
    /// whose tab bar is the app's own, which has a count only.
    static func change(from old: (count: Int, titles: [String]?)?, to new: (count: Int, titles: [String]?)) -> ProfilePageTabs {
        guard let old, old.count == new.count else { return .reload }
        return old.titles == new.titles ? .unchanged : .retitle
    }

    /// Carries out the change from `old` to `new`: `reload` for a new count, `retitle` with the new titles for new
    /// titles only.
    static func apply(from old: (count: Int, titles: [String]?)?, to new: (count: Int, titles: [String]?),
                      reload: () -> Void, retitle: ([String]) -> Void) {
        switch change(from: old, to: new) {
        case .unchanged: break
        case .retitle: new.titles.map(retitle)
        case .reload: reload()
        }
    }

    /// A count as the container takes it: a negative one is no tabs.
    static func clean(_ count: Int) -> Int { max(0, count) }
}
