#if canImport(UIKit)
import UIKit

/// The data source ``PageContainerView/setPages(_:page:)`` and ``PageContainerView/setPages(_:ids:page:)`` make: the tab
/// titles, the count and the pages' identifiers from one list, each page from the app's closure.
@MainActor
final class PageContainerPages: PageContainerDataSource {
    let titles: [String]
    /// The pages' identifiers, one per title; nil: the titles identify the pages.
    let ids: [AnyHashable]?
    private let make: @MainActor (Int) -> PageContainerPage

    init(titles: [String], ids: [AnyHashable]?, make: @escaping @MainActor (Int) -> PageContainerPage) {
        self.titles = titles
        self.ids = ids
        self.make = make
    }

    func numberOfPages(in container: PageContainerView) -> Int { titles.count }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage { make(index) }

    func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String? { titles.dropFirst(index).first }

    func pageContainer(_ container: PageContainerView, identifierForPageAt index: Int) -> AnyHashable? {
        ids?.dropFirst(index).first
    }
}
#endif
