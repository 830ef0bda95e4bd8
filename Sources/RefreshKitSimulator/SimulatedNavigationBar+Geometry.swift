import Foundation
@_spi(RefreshKitHost) import RefreshKit

extension SimulatedNavigationBar {
    // MARK: Live geometry

    /// `s = y + E + ci` (rule 2).
    public var scrolled: Double {
        guard let scrollView else { return 0 }
        return scrollView.contentOffset.y + expandedHeight + scrollView.contentInset.top
    }

    /// The safe-area top the bar gives its view controller: `min(height, E)` (rule 4).
    public var safeAreaTop: Double { min(height, expandedHeight) }

    public var phase: Phase {
        if height > expandedHeight + tolerance { return .stretched }
        if height >= expandedHeight - tolerance { return .expanded }
        if height <= compactHeight + tolerance { return .compact }
        return .collapsing
    }

    /// The bar's frame, status bar included, in screen coordinates.
    public var frameOnScreen: ScrollRect { rect(top: 0, height: height) }
    /// The large title's visible strip in screen coordinates (zero height once collapsed or without a large title).
    public var largeTitleFrameOnScreen: ScrollRect { layout(height).title }
    /// The search row's visible part in screen coordinates (zero height when hidden or absent).
    public var searchRowFrameOnScreen: ScrollRect { layout(height).search }
    /// The stretch gap between the row and the large title, in screen coordinates: where UIKit hosts a
    /// `refreshControl` (rule 10). Zero height unless stretched.
    public var stretchGapFrameOnScreen: ScrollRect { layout(height).gap }

    /// The bar's frame in content coordinates.
    public var frame: ScrollRect { contentRect(forScreenRect: frameOnScreen) }
    /// The large title's visible strip in content coordinates.
    public var largeTitleFrame: ScrollRect { contentRect(forScreenRect: largeTitleFrameOnScreen) }
    /// The search row's visible part in content coordinates.
    public var searchRowFrame: ScrollRect { contentRect(forScreenRect: searchRowFrameOnScreen) }
    /// The stretch gap in content coordinates.
    public var stretchGapFrame: ScrollRect { contentRect(forScreenRect: stretchGapFrameOnScreen) }
    /// The offset at which the bar is fully expanded with the content at its top: `−(E + ci)`, pixel-rounded.
    /// Drags and momentum toward the top measure overscroll from here (rule 12).
    public var expandedMinimumOffset: Double {
        guard let scrollView else { return 0 }
        return -scrollView.pixel(expandedHeight + scrollView.contentInset.top)
    }

    /// The bar's bottom edge in content coordinates: `−ci` while stretched or collapsing.
    public var bottomEdge: Double { height + (scrollView?.contentOffset.y ?? 0) }

    /// Converts a rectangle in the scroll view's content coordinates (such as `RefreshController.frame`)
    /// to screen coordinates: `y − contentOffset.y`.
    public func screenRect(forContentRect rect: ScrollRect) -> ScrollRect {
        var rect = rect
        rect.origin.y -= scrollView?.contentOffset.y ?? 0
        return rect
    }

    /// Converts a rectangle from screen coordinates to the scroll view's content coordinates.
    public func contentRect(forScreenRect rect: ScrollRect) -> ScrollRect {
        var rect = rect
        rect.origin.y += scrollView?.contentOffset.y ?? 0
        return rect
    }

    /// How many points of `contentRect` (content coordinates, e.g. `RefreshController.frame`) lie on the
    /// large title's visible strip; 0 when they do not intersect.
    public func largeTitleOverlap(with contentRect: ScrollRect) -> Double {
        Self.overlap(contentRect, largeTitleFrame)
    }

    /// Whether `contentRect` (content coordinates) lies on the large title's visible strip by more than
    /// `tolerance` points; by default one pixel (`1 / scale`), less than which nothing shows (offsets are
    /// pixel-rounded, insets need not be, so a header laid out from the inset can be a fraction of a pixel off).
    public func intersectsLargeTitle(_ contentRect: ScrollRect, tolerance: Double? = nil) -> Bool {
        largeTitleOverlap(with: contentRect) > (tolerance ?? 1 / (scrollView?.scale ?? 3))
    }

    /// The vertical overlap of two rectangles that also overlap horizontally; 0 otherwise.
    public static func overlap(_ a: ScrollRect, _ b: ScrollRect) -> Double {
        let horizontal = min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
        guard horizontal > 0 else { return 0 }
        return max(0, min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y))
    }

    /// The largest jump of the bar relative to the content between two consecutive samples of ``trace``
    /// from `index` on: how much more the bar's height changed than the content moved in that frame,
    /// `max(0, |Δheight| − |Δoffset|)`. While the bar follows the content (stretch, band) or stays put
    /// (expanded, compact) this is 0; a title that "springs back" (MJRefresh#1412) or collapses under a
    /// still content shows here.
    public func largestJump(from index: Int = 0) -> Double {
        let samples = trace.dropFirst(max(0, index))
        return zip(samples, samples.dropFirst())
            .map { max(0, abs($1.height - $0.height) - abs($1.offset - $0.offset)) }.max() ?? 0
    }

    struct Layout {
        var gap: ScrollRect
        var title: ScrollRect
        var search: ScrollRect
    }

    /// Rule 10: the bar's parts for a given height, bottom up: search row, large title, stretch gap.
    func layout(_ height: Double) -> Layout {
        let expansion = max(0, height - compactHeight)
        let title = min(expansion, largeTitleHeight)
        let search = searchBar == .alwaysVisible
            ? searchRowHeight : min(max(0, expansion - largeTitleHeight), hidingSearchHeight)
        let gap = max(0, expansion - largeTitleHeight - hidingSearchHeight)
        let searchTop = height - search
        let titleTop = searchTop - title
        return Layout(gap: rect(top: titleTop - gap, height: gap),
                      title: rect(top: titleTop, height: title),
                      search: rect(top: searchTop, height: search))
    }

    func rect(top: Double, height: Double) -> ScrollRect {
        ScrollRect(x: 0, y: top, width: scrollView?.boundsSize.width ?? 0, height: height)
    }

    func sample(_ scrollView: SimulatedScrollView) -> Sample {
        let parts = layout(height)
        var header: ScrollRect?
        if let controller = scrollView.refresh?.header, !controller.isHidden, controller.frame.size.height > 0 {
            header = screenRect(forContentRect: controller.frame)
        }
        return Sample(time: scrollView.time, offset: scrollView.contentOffset.y,
                      contentInsetTop: scrollView.contentInset.top,
                      adjustedInsetTop: scrollView.adjustedContentInset.top,
                      safeAreaTop: scrollView.safeAreaInsets.top, scrolled: scrolled, height: height, phase: phase,
                      largeTitleFrame: parts.title, searchRowFrame: parts.search, headerFrame: header,
                      headerOverlap: header.map { Self.overlap($0, parts.title) } ?? 0)
    }
}
