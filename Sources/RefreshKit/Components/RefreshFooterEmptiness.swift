/// What counts as empty content for a footer that hides while the content is empty
/// (``RefreshMetrics/hidesWhenContentIsEmpty``).
public enum RefreshFooterEmptiness: Sendable, Hashable {
    /// A content size of 0 along the axis (the default).
    case noContent
    /// No rows or items in any section of a table or collection view, or no content, as MJRefresh counts them
    /// (`mj_totalDataCount`): a list with a header view, section headers or footers but no rows is empty. A plain
    /// scroll view has no rows, so it goes by its content.
    case noRows

    /// Whether content with `rowCount` rows (`nil`: not a table or collection view) counts as having none.
    public func hasNoRows(rowCount: Int?) -> Bool {
        self == .noRows && rowCount == 0
    }
}
