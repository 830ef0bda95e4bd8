#if canImport(UIKit)
import UIKit

// The layout: the page's frame in the container, the header, tabs and pager in it, the lists on their pages.
extension PageContainerView {
    // A new layout direction mirrors the pager and its pages again (`PageContainerPagerRequest.layout`).
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        passes.beginLayout()  // the lists' frames and insets below report moves: one update at the end reads them all
        let framing = PageContainerFraming(bounds: ScrollSize(bounds.size), safeTop: Double(safeAreaInsets.top), pin: pin,
                                           pinOffset: Double(pinOffset), placement: headerPlacement)
        rootView.frame = framing.pageFrame.cgRect  // a scroll view: it clips, so below the bars nothing shows under them
        rootView.contentSize = rootView.frame.size
        let width = rootView.frame.width
        let layout = PageContainerLayout(size: ScrollSize(rootView.frame.size), headerHeight: Double(headerHost.height(forWidth: width)),
                                         tabBarHeight: tabBar == nil ? 0 : Double(tabBarHeight), pinnedTop: framing.pinnedTop,
                                         tabBarSpacing: Double(tabBarSpacing))
        // The header or the tabs changed height (its content, Dynamic Type, rotation, a larger pin): the current list
        // keeps the header's state and the row under the tabs. Other lists are placed when they come in.
        let kept = driver.relayout(layout, mode: mode, current: currentListScrollView.map(reading))
        headerHost.frame = layout.headerFrame.cgRect
        tabBar?.frame = layout.tabBarFrame.cgRect
        pagerScrollView.frame = layout.pagerFrame.cgRect
        pagerScrollView.contentSize = CGSize(width: CGFloat(layout.pagerContentWidth(count: count)), height: rootView.frame.height)
        // A rotation or a change of direction keeps the list, a request shows its list: before the lists move, so that
        // nothing reads the pager's old offset against its new width.
        _ = pagerRequest.layout(width: Double(width), count: count, isRightToLeft: isRightToLeft, selected: selectedIndex).map {
            let x = layout.pagerOffset(for: $0, count: count, isRightToLeft: isRightToLeft)
            pagerScrollView.setContentOffset(CGPoint(x: CGFloat(x), y: 0), animated: false)
        }
        for index in pages.indices {
            pages.page(at: index)?.view.frame = layout.listFrame(at: index, count: count, isRightToLeft: isRightToLeft).cgRect
            linkList(at: index)
            applyInsetRules(at: index)
        }
        PageContainerDriver.move(currentListScrollView, to: kept) { list, kept in
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: CGFloat(kept)), animated: false)
        }
        // A refresh header put on the page's own view (`pageScrollView`, deprecated) becomes the page's.
        refreshHeader = PageContainerParts.adopted(rootView.subviews.lazy.compactMap { $0 as? RefreshHeader }, over: refreshHeader)
        // Set on layout, not with each placement, and only when it changes: every write is an event for the header's
        // engine. Added to the app's own metrics, never written over them (a SwiftUI style writes its own at every
        // update): above the header, and in parent mode under bars a band that opens below them (device review F4).
        refreshHeader.map { header in
            let adjustment = RefreshMetrics.HostAdjustment(
                cover: PageContainerPageRefresh.cover(mode: mode, coveredTop: driver.layout.pinnedTop),
                positionOffset: driver.pageHeaderPositionOffset)
            Assign.ifChanged(adjustment, from: header.support.controller.metrics.host) { header.support.controller.metrics.host = $0 }
        }
        hideScrollsToTop(in: headerHost)
        hideScrollsToTop(in: tabBar)
        placeOverlay()
        passes.endLayout()
        PageContainerUpdatePasses.afterLayout(width: Double(width), update: update)
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Added to a view without a frame or Auto Layout (an embedded ``PageContainerViewController``'s view, before or
    /// without a frame of the app's), the container fills that view and follows its size, as a view controller's
    /// own view does (the rule is `PageContainerFraming.frameWhenAdded`, tested on Linux).
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        let superviewBounds = superview.map { ScrollRect(x: 0, y: 0, width: Double($0.bounds.width), height: Double($0.bounds.height)) }
        PageContainerFraming.whenAdded(size: ScrollSize(bounds.size), superviewBounds: superviewBounds,
                                       usesAutoLayout: !translatesAutoresizingMaskIntoConstraints) { filled in
            frame = filled.cgRect
            autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
        }
    }
}
#endif
