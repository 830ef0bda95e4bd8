/// Which end of a scroll view a component sits at.
public enum RefreshRole: Sendable, Hashable, CustomStringConvertible {
    /// The leading end (top): pull down to refresh.
    case header
    /// The trailing end (bottom): pull up, or scroll to the end, to load more.
    case footer

    /// "header" or "footer".
    public var description: String { self == .header ? "header" : "footer" }
}
