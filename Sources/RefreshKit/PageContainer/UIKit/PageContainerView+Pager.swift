#if canImport(UIKit)
import UIKit

// The lists beside the current one as the pager moves, and the current one as it moves by itself: what
// `PageContainerDriver+InLine.swift` decides, carried out.
extension PageContainerView {
    /// Puts the list of the page at `index`, unless it is the current one, where the header puts it
    /// (``PageContainerDriver/inLineOffset(_:scale:)``): as it comes into view, and as the header moves while it shows.
    /// `setContentOffset(_:animated: false)` stops a fling it had left from before.
    func placeInLine(_ index: Int) {
        pages.withLink(at: index) { link in
            let list = link.list, current = currentListScrollView, scale = Double(traitCollection.displayScale)
            let cover = driver.leadingCover(scale: scale)
            link.lease.claim { ScrollViewHost.existing(for: list)?.leadingCover = cover }  // the overlay covers it too
            let target = list === current ? nil : driver.inLineOffset(reading(list), scale: scale)
            PageContainerDriver.move(list, to: target) { list, y in
                list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(y)), animated: false)
            }
        }
    }

    /// Every list that shows beside the current one follows the header (JXPagingView keeps its other lists in line).
    func keepListsInLine() {
        for index in state.inView { placeInLine(index) }  // a range: no set retained and released on every list event
    }

    /// A list that left the view goes back inside its range when it was followed above its top
    /// (``PageContainerDriver/restingOffset(_:)``).
    func letRest(_ index: Int) {
        pages.withLink(at: index) { link in
            let list = link.list, current = currentListScrollView
            link.lease.claim { PageContainerParts.replace(list, with: current, remove: { ScrollViewHost.existing(for: $0)?.leadingCover = nil },
                                                          add: { _ in }) }  // out of view: nothing covers it
            let target = list === current ? nil : driver.restingOffset(reading(list))
            PageContainerDriver.move(list, to: target) { list, y in
                list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(y)), animated: false)
            }
        }
    }

    /// A tab tap stops the current list first (``PageContainerDriver/stopsCurrentListOnSelection(_:_:)``):
    /// `setContentOffset(_:animated: false)` ends a fling or a bounce where it is.
    func stopCurrentList() {
        PageContainerDriver.stopsCurrentListOnSelection(currentListScrollView, reading: reading) {
            $0.setContentOffset($0.contentOffset, animated: false)
        }
    }

    /// Where the current list must go as it moves by itself, read before the overlay is placed
    /// (``PageContainerDriver/selfMove(_:isTracking:isDecelerating:statusBar:)``).
    func selfMove(of list: UIScrollView) -> (offset: Double, animated: Bool)? {
        driver.selfMove(reading(list), isTracking: list.isTracking, isDecelerating: list.isDecelerating, statusBar: statusBarTap.scroll)
    }

    /// Unlinks the page at `index` when the app replaced its list (``PageContainerDriver/listWasReplaced(linked:found:linkedIsInPage:)``):
    /// the old list gets back what the container borrowed and is let go; ``linkList(at:)`` links the new one.
    func unlinkReplacedList(at index: Int) {
        pages.unlinkReplaced(at: index, isReplaced: { page, link in
            // Only a list the page names (or is, or a SwiftUI page found) counts as found: one picked by size may change
            // with a layout.
            let named = (page.controller as? PageContainerFoundList)?.foundListScrollView
                ?? (page.controller as? PageContainerList)?.pageListScrollView ?? (page.view as? PageContainerList)?.pageListScrollView
                ?? page.view as? UIScrollView
            return PageContainerDriver.listWasReplaced(linked: link.list, found: named,
                                                linkedIsInPage: link.list.isDescendant(of: page.view))
        }, unlink: { link in
            unlink(link)
            PageContainerParts.replace(currentListScrollView, with: link.list === currentListScrollView ? nil : currentListScrollView,
                                       remove: { _ in }, add: { _ in bringIn(nil) })
            currentListScrollView.map { carryPageHeader(to: $0) }  // a page refresh left on the old list goes to the current one
        })
    }
}
#endif
