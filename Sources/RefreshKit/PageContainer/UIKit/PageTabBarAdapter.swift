#if canImport(UIKit)
import UIKit

/// Serves any control as a ``PageContainerView``'s tab bar: it shows the control, tells it the container's
/// selection and position through closures you set, and passes the control's picks on with ``selectPage(at:)``.
///
/// A `UISegmentedControl` is wired by itself:
///
/// ```swift
/// container.tabBar = PageTabBarAdapter(segmentedControl: UISegmentedControl(items: ["Posts", "Likes"]))
/// ```
///
/// Any other control takes three lines (here a JXCategoryTitleView):
///
/// ```swift
/// let bar = PageTabBarAdapter(content: categoryView)
/// bar.showsSelection = { [weak categoryView] index, _ in categoryView?.selectItem(at: index) }
/// // in JXCategoryViewDelegate's categoryView(_:didClickSelectedItemAt:): bar.selectPage(at: index)
/// container.tabBar = bar
/// ```
@MainActor
public final class PageTabBarAdapter: UIView, PageContainerTabBar {
    /// The control, filling the adapter.
    public let content: UIView
    /// Shows the container's selection in the control: a swipe past half way, a tap, a reload.
    public var showsSelection: (@MainActor (_ index: Int, _ animated: Bool) -> Void)?
    /// Follows the pager's position in tabs as it moves (1.5 is half way from the second tab to the third), for
    /// a control whose indicator follows the finger.
    public var followsPosition: (@MainActor (_ position: CGFloat) -> Void)?
    /// Shows the titles the container's data source gives (``PageContainerView/setPages(_:page:)``, or
    /// ``PageContainerDataSource/pageContainer(_:titleForPageAt:)``), on every reload; a segmented control's
    /// segments are replaced by them.
    public var showsTitles: (@MainActor (_ titles: [String]) -> Void)?

    private var selectionHandler: (@MainActor (Int) -> Void)?

    /// An adapter showing `content`.
    public init(content: UIView) {
        self.content = content
        super.init(frame: .zero)
        addSubview(content)
    }

    /// An adapter for a segmented control: a segment the user picks shows its page, and the container's
    /// selection selects the segment.
    public convenience init(segmentedControl: UISegmentedControl) {
        self.init(content: segmentedControl)
        segmentedControl.addTarget(self, action: #selector(segmentChanged(_:)), for: .valueChanged)
        showsSelection = { [weak segmentedControl] index, _ in segmentedControl?.selectedSegmentIndex = index }
        showsTitles = { [weak segmentedControl] titles in
            segmentedControl?.removeAllSegments()
            for (index, title) in titles.enumerated() {
                segmentedControl?.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The user picked the tab at `index` in the control: the container shows its page.
    public func selectPage(at index: Int) {
        selectionHandler?(index)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }

    public func setPageSelectionHandler(_ handler: (@MainActor (Int) -> Void)?) {
        selectionHandler = handler
    }

    public func pageContainerDidMove(to position: CGFloat) {
        followsPosition?(position)
    }

    public func pageContainerDidSelect(_ index: Int, animated: Bool) {
        showsSelection?(index, animated)
    }

    public func pageContainerDidLoadTitles(_ titles: [String]) {
        showsTitles?(titles)
    }

    @objc private func segmentChanged(_ sender: UISegmentedControl) {
        selectPage(at: sender.selectedSegmentIndex)
    }
}
#endif
