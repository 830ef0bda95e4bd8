/// The tab titles a page container hands its tab bar on a reload: the data source's titles, one per page, when it
/// gives one for every page; nil (the tab bar keeps its own) when it gives none or leaves some out.
enum PageContainerTitles {
    static func resolve(_ titles: [String?]) -> [String]? {
        let given = titles.compactMap { $0 }
        return !given.isEmpty && given.count == titles.count ? given : nil
    }

    /// Hands `titles` to a tab bar with `load` when the data source gave them; with none, the tab bar keeps its own.
    static func give(_ titles: [String]?, to load: ([String]) -> Void) {
        guard let titles else { return }
        load(titles)
    }
}
