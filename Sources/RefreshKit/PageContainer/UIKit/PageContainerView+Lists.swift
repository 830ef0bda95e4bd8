#if canImport(UIKit)
import os
import UIKit

// The lists: made from the data source, linked to the page, given their insets, found in a controller.
extension PageContainerView {
    /// Makes the page at `index` from the data source (or from the page it `given` already at a reload) and adds its
    /// controller, if it is one, as a child of the owner.
    func create(_ index: Int, given: PageContainerPage? = nil) {
        pages.make(index, count: count, source: { given ?? dataSource?.pageContainer(self, pageAt: $0) }, add: { made in
            if let controller = made.controller { owner?.addChild(controller) }
            pagerScrollView.addSubview(made.view)
            made.controller?.didMove(toParent: owner)
            return Page(controller: made.controller, view: made.view)
        }, made: { page in
            page.view.frame = driver.layout.listFrame(at: index, count: count, isRightToLeft: isRightToLeft).cgRect
            linkList(at: index)
        }, isSame: { $0.object == $1.object }, refused: { index in
            os_log("PageContainerView: the page at %ld is a view controller or view already shown at another index; it stays empty (give each index its own).",
                   log: Self.log, type: .error, index)
        })
    }

    /// Where the container reports a misuse it survives (the same view controller at two indices).
    private static let log = OSLog(subsystem: "RefreshKit", category: "PageContainer")

    /// Finds the list of the page at `index` if it has none yet (a table made after the controller loaded),
    /// gives it its insets and puts it where it would come in now.
    func linkList(at index: Int) {
        unlinkReplacedList(at: index)  // a list the app replaced (a grid/list toggle, an empty state) is let go first
        pages.link(at: index, find: { Self.list(in: $0.view, controller: $0.controller) }, link: { _, list in
            // Any list's move places the header over the current one: a no-op unless that moved, and the pager's rest
            // is looked at again (a list scrolled on a page the pager came to rest on).
            // A resize finds the link by its list: a reload may have moved the page since.
            Link(list: list, observer: PageListObserver(list: list, onMove: { [weak self] in self?.placeOverlay(inListCallback: true) },
                                                        onResize: { [weak self, weak list] in self?.applyInsetRules(of: list) }),
                 lease: Self.lease(of: list))
        }, linked: { page, link in
            applyInsetRules(to: link)
            link.list.setContentOffset(CGPoint(x: link.list.contentOffset.x, y: -link.list.adjustedContentInset.top), animated: false)
            placeInLine(index)  // a list linked while it shows (a replaced one) agrees with the header at once
            hideScrollsToTop(in: page.view, sparing: link.list)  // only the current list takes the status bar's tap (P5)
            updateScrollsToTop()  // the selected one becomes current when the pager rests (`updateOnce`)
        })
    }

    /// A list leaves the container (a reload): it stops being observed and gets back what the container borrowed (its
    /// lease): the container's share of its insets, then its settings.
    func unlink(_ link: Link) {
        link.observer.invalidate()
        link.lease.end()
    }

    /// What goes back to a list when it leaves or the container goes away (``PageContainerLease``): the container's
    /// share of its insets first, then its engine measures from its own top again and the settings the container
    /// borrowed are the app's.
    private static func lease(of list: UIScrollView) -> PageContainerLease {
        PageContainerLease(insets: { change in onMainActor { add(change, to: list) } }, settings: {
            onMainActor {
                ScrollViewHost.existing(for: list)?.leadingCover = nil
                ScrollViewSettings.of(list).container({ $0.containerLetsGo(of: &$1) }, on: list)
            }
        }, appInset: { onMainThreadNow { ScrollInsets(list.rk.contentInset) } })
    }

    /// The insets of the list of the page at `index`, once it has one.
    func applyInsetRules(at index: Int) {
        pages.withLink(at: index) { applyInsetRules(to: $0) }
    }

    /// The insets of `list`, while a page has it (its content size changed).
    func applyInsetRules(of list: UIScrollView?) {
        pages.withLink(matching: { $0.list === list && list != nil }) { applyInsetRules(to: $0) }
    }

    /// A list's insets: no automatic adjustment (the container places it under the header and the bars), the header
    /// and tabs on top, the bottom safe area and the padding a short list needs at the bottom, all as the container's
    /// share of `rk.contentInset` (kept by the list's lease), so the app's own share stays.
    func applyInsetRules(to link: Link) {
        let list = link.list, safeBottom = Double(safeAreaInsets.bottom)
        link.lease.claim {
            ScrollViewSettings.of(list).container({ $0.containerLays(out: &$1, safeBottom: safeBottom) }, on: list)
        }
        link.lease.keep(surviving: ScrollInsets(list.rk.contentInset))  // an app's whole write took the rest away
        link.lease.add(driver.insetChange(from: link.lease.share, contentHeight: Double(list.contentSize.height),
                                          appInset: ScrollInsets(list.rk.contentInset), safeBottom: safeBottom))
    }

    /// Adds `change` to the app's share of `list`'s inset: the container's share, or that share taken back.
    private static func add(_ change: ScrollInsets, to list: UIScrollView) {
        list.rk.contentInset.top += CGFloat(change.top)
        list.rk.contentInset.bottom += CGFloat(change.bottom)
    }

    /// The list of a page: the one a SwiftUI page found (`PageContainerFoundList`, none until found), what its controller
    /// or its view says (``PageContainerList``), its view, or the largest vertical scroll view in it once laid out (``PageListChoice``). Nil when it has none yet: the header then stays
    /// where it is over that tab, and the list is linked at a later layout pass or when it is shown again.
    static func list(in view: UIView, controller: UIViewController?) -> UIScrollView? {
        (controller as? PageContainerFoundList).map { $0.foundListScrollView }
            ?? (controller as? PageContainerList)?.pageListScrollView ?? (view as? PageContainerList)?.pageListScrollView
            ?? view as? UIScrollView ?? largestList(in: view)
    }

    private static func largestList(in root: UIView) -> UIScrollView? {
        root.layoutIfNeeded()  // sizes decide, and Auto Layout gives them only in a layout pass (P3)
        var found: [UIScrollView] = [], queue: [UIView] = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            found += [view as? UIScrollView].compactMap { $0 }
            queue.append(contentsOf: view.subviews)
        }
        let candidates = found.map { scrollView in
            let layout = (scrollView as? UICollectionView)?.collectionViewLayout
            let flow = layout as? UICollectionViewFlowLayout, compositional = layout as? UICollectionViewCompositionalLayout
            // Both layouts say their direction (a chip bar's compositional layout too, P3); the content size then does not count.
            return PageListChoice.Candidate(size: ScrollSize(scrollView.bounds.size), contentSize: ScrollSize(scrollView.contentSize),
                                            isTextView: scrollView is UITextView,
                                            hasHorizontalFlowLayout: flow?.scrollDirection == .horizontal
                                                || compositional?.configuration.scrollDirection == .horizontal,
                                            hasFlowLayout: flow != nil || compositional != nil)
        }
        return PageListChoice.pick(candidates).map { found[$0] }
    }
}
#endif
