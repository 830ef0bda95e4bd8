/// The ledgers of the settings RefreshKit borrows from one scroll view (``BorrowedSetting``), one per setting, kept
/// together so that the view's component host, a nested page's host and a page container share them: the shell stores
/// them on the scroll view, so they outlive every holder, and a claim one makes is seen by the other's release.
///
/// A page container borrows from each of its lists `alwaysBounceVertical`, `scrollsToTop`,
/// `automaticallyAdjustsScrollIndicatorInsets`, ``contentInsetAdjustmentBehavior`` and the vertical indicator's top and
/// bottom insets (``verticalScrollIndicatorTop``, ``verticalScrollIndicatorBottom``: the edges it sets, each on its
/// own, so an app's write of one edge is not taken for a write of the others), and gives them all back when the list
/// leaves it (`PageListSettings`), and the `isEnabled` of the pan of every list but the current one
/// (``PageHeaderTouch/listPanClaim(isCurrent:)``).
struct BorrowedScrollSettings: Sendable {
    /// A `UIScrollView` setting RefreshKit borrows.
    enum Setting: Sendable, Hashable, CaseIterable {
        case alwaysBounceVertical
        case alwaysBounceHorizontal
        case scrollsToTop
        case showsVerticalScrollIndicator
        case automaticallyAdjustsScrollIndicatorInsets
        /// `panGestureRecognizer.isEnabled`.
        case panGestureEnabled

        /// The bounce that lets a short list be pulled along `axis`: a header or footer claims it as it attaches.
        static func bounce(_ axis: ScrollAxis) -> Setting {
            switch axis {
            case .vertical: .alwaysBounceVertical
            case .horizontal: .alwaysBounceHorizontal
            }
        }
    }

    // Fixed fields rather than a dictionary: a claim made on every nested event allocates nothing.
    private var alwaysBounceVertical = BorrowedSetting<Bool>()
    private var alwaysBounceHorizontal = BorrowedSetting<Bool>()
    private var scrollsToTop = BorrowedSetting<Bool>()
    private var showsVerticalScrollIndicator = BorrowedSetting<Bool>()
    private var automaticallyAdjustsScrollIndicatorInsets = BorrowedSetting<Bool>()
    private var panGestureEnabled = BorrowedSetting<Bool>()
    /// `contentInsetAdjustmentBehavior`, by the raw value of UIKit's `ContentInsetAdjustmentBehavior`.
    var contentInsetAdjustmentBehavior = BorrowedSetting<Int>()
    /// `verticalScrollIndicatorInsets.top`.
    var verticalScrollIndicatorTop = BorrowedSetting<Double>()
    /// `verticalScrollIndicatorInsets.bottom`.
    var verticalScrollIndicatorBottom = BorrowedSetting<Double>()

    /// No setting borrowed.
    init() {}

    /// The ledger of `setting`.
    subscript(setting: Setting) -> BorrowedSetting<Bool> {
        get {
            switch setting {
            case .alwaysBounceVertical: alwaysBounceVertical
            case .alwaysBounceHorizontal: alwaysBounceHorizontal
            case .scrollsToTop: scrollsToTop
            case .showsVerticalScrollIndicator: showsVerticalScrollIndicator
            case .automaticallyAdjustsScrollIndicatorInsets: automaticallyAdjustsScrollIndicatorInsets
            case .panGestureEnabled: panGestureEnabled
            }
        }
        set {
            switch setting {
            case .alwaysBounceVertical: alwaysBounceVertical = newValue
            case .alwaysBounceHorizontal: alwaysBounceHorizontal = newValue
            case .scrollsToTop: scrollsToTop = newValue
            case .showsVerticalScrollIndicator: showsVerticalScrollIndicator = newValue
            case .automaticallyAdjustsScrollIndicatorInsets: automaticallyAdjustsScrollIndicatorInsets = newValue
            case .panGestureEnabled: panGestureEnabled = newValue
            }
        }
    }

    /// The on-off settings `borrower` holds a claim on, to give back when it lets go of the scroll view.
    func held(by borrower: SettingBorrower) -> [Setting] {
        Setting.allCases.filter { self[$0].claim(of: borrower) != nil }
    }
}
