/// The ledgers of the settings RefreshKit borrows from one scroll view (``BorrowedSetting``), one per setting, kept
/// together so that the view's component host and a nested page's host share them: the shell stores them on the scroll
/// view, so they outlive either host, and a claim one makes is seen by the other's release.
struct BorrowedScrollSettings: Sendable {
    /// A `UIScrollView` setting RefreshKit borrows.
    enum Setting: Sendable, Hashable, CaseIterable {
        case alwaysBounceVertical
        case alwaysBounceHorizontal
        case scrollsToTop
        case showsVerticalScrollIndicator

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
            }
        }
        set {
            switch setting {
            case .alwaysBounceVertical: alwaysBounceVertical = newValue
            case .alwaysBounceHorizontal: alwaysBounceHorizontal = newValue
            case .scrollsToTop: scrollsToTop = newValue
            case .showsVerticalScrollIndicator: showsVerticalScrollIndicator = newValue
            }
        }
    }
}
