/// What identifies a page of a page container from one reload to the next, so that a reload keeps it (its list, offset,
/// refresh and load-more state, and the view controller the app made): the app's identifier, the n-th tab of a title,
/// or the view controller or view the app gives again.
///
/// A reload (``PageContainerReuse``) keeps a page made before whose key comes again; titles are a key only for
/// `setPages` without identifiers, and count in order, so two tabs with one title are two pages.
@_spi(RefreshKitHost)
public enum PageContainerPageKey: Hashable {
    /// The identifier the app gives (`setPages(_:ids:page:)`, `pageContainer(_:identifierForPageAt:)`), as
    /// JXPagingView's `listIdentifierAtIndex` and a diffable data source's item identifiers.
    case id(AnyHashable)
    /// The `occurrence`-th tab (from 0) titled `title`: pages given by titles alone.
    case title(String, occurrence: Int)
    /// The view controller, or the plain view, of a page the app gives again (`UIPageViewController`'s rule).
    case object(ObjectIdentifier)

    /// The keys of pages given by titles alone: each title with how many tabs before it have the same one.
    public static func titles(_ titles: [String]) -> [PageContainerPageKey] {
        var seen: [String: Int] = [:]
        return titles.map { title in
            defer { seen[title, default: 0] += 1 }
            return .title(title, occurrence: seen[title] ?? 0)
        }
    }

    /// The keys of pages the app identifies: `ids` when it gives some, one place per page (a page with none is kept only
    /// if its object comes again), otherwise the titles (``titles(_:)``) when there is one per page, otherwise none.
    public static func keys(count: Int, ids: [AnyHashable?]?, titles: [String]?) -> [PageContainerPageKey?] {
        let count = max(0, count)
        let given = ids.flatMap { $0.count == count && $0.contains { $0 != nil } ? $0 : nil }
        let byID = given.map { $0.map { $0.map(PageContainerPageKey.id) } }
        let byTitle = titles.flatMap { $0.count == count ? Self.titles($0).map(Optional.some) : nil }
        return byID ?? byTitle ?? Array(repeating: nil, count: count)
    }

    /// The keys of the pages made before a reload, by index: each page's key at the last reload (`keys`, none past
    /// their end) and its object (`objects`: its view controller, or its view).
    public static func made(objects: [Int: ObjectIdentifier], keys: [PageContainerPageKey?]) -> [Int: Set<PageContainerPageKey>] {
        Dictionary(uniqueKeysWithValues: objects.map { index, object in
            (index, Set([.object(object), keys.indices.contains(index) ? keys[index] : nil].compactMap { $0 }))
        })
    }
}
