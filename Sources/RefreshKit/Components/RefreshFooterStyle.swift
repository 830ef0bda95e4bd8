/// How a footer starts loading.
public enum RefreshFooterStyle: Sendable, Hashable {
    /// Loads by itself when the user scrolls to the end; holds its height below the content.
    case auto
    /// Loads when pulled up past the end and released, like a header; pins while loading.
    case back
}
