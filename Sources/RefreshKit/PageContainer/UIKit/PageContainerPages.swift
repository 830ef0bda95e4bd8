#if canImport(UIKit)
import UIKit

/// The data source ``PageContainerView/setPages(_:page:)`` makes: the tab titles and the count from one list, each
/// page from the app's closure.
@MainActor
final class PageContainerPages: PageContainerDataSource {
    let titles: [String]
    private var make: @MainActor (Int) -> PageContainerPage

    init(titles: [String], make: @escaping @MainActor (Int) -> PageContainerPage) {
        self.titles = titles
        self.make = make
    }

    /// Pages not made yet come from `make` now: ``PageContainerView/setPages(_:page:)`` with the same titles keeps the
    /// pages already made.
    func replaceMake(_ make: @escaping @MainActor (Int) -> PageContainerPage) {
        self.make = make
    }

    func numberOfPages(in container: PageContainerView) -> Int { titles.count }

    func pageContainer(_ container: PageContainerView, pageAt index: Int) -> PageContainerPage { make(index) }

    func pageContainer(_ container: PageContainerView, titleForPageAt index: Int) -> String? { titles.dropFirst(index).first }
}
#endif
