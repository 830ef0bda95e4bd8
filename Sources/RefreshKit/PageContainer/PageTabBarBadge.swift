/// What a tab shows at its title's trailing top corner: a dot, a count or a short text (nil shows nothing).
///
/// ```swift
/// tabBar.setBadge(.count(12), at: 1)
/// tabBar.setBadge(.dot, at: 2)
/// tabBar.setBadge(nil, at: 1)
/// ```
public enum PageTabBarBadge: Sendable, Hashable {
    /// A small dot (SegementSlide's `.point`, JXCategoryDotView).
    case dot
    /// A number; 0 or less hides the badge, and more than 99 shows "99+" (SegementSlide's `.count`,
    /// JXCategoryNumberView).
    case count(Int)
    /// A short text, such as "New"; an empty text hides the badge.
    case text(String)

    /// The largest count shown as it is.
    static let largestCount = 99

    /// The text the badge shows: nil when hidden, empty for a dot.
    var displayText: String? {
        switch self {
        case .dot: ""
        case .count(let count) where count <= 0: nil
        case .count(let count) where count > Self.largestCount: "\(Self.largestCount)+"
        case .count(let count): "\(count)"
        case .text(let text) where text.isEmpty: nil
        case .text(let text): text
        }
    }

    /// Whether it draws as a dot rather than a label around its text.
    var isDot: Bool { self == .dot }
}
