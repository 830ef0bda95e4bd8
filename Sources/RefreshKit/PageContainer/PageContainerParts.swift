/// How a page container swaps one of its parts (the page's refresh header, the header view, the list the header
/// follows) for another.
enum PageContainerParts {
    /// Replaces `old` with `new`: the old one leaves first (`remove`), then `add` gets the new one (nil when there is none
    /// now). The same part set again does nothing: it stays where it is, with its constraints and its place in the view
    /// tree, and nothing is laid out again.
    static func replace<Part: AnyObject>(_ old: Part?, with new: Part?, remove: (Part) -> Void, add: (Part?) -> Void) {
        guard old !== new else { return }
        old.map(remove)
        add(new)
    }

    /// The part a container takes on: the first of `strays` (a refresh header the app put on the page's own view, not
    /// on the container), or else `current`.
    static func adopted<Part: AnyObject>(_ strays: some Sequence<Part>, over current: Part?) -> Part? {
        var strays = strays.makeIterator()
        return strays.next() ?? current
    }
}
