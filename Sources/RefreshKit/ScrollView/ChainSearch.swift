/// The shell's one walk along a UIKit chain: the responder chain, a view controller's parents, a view's superviews, or
/// the chain of first subviews down from a view controller's view. UIKit links each of these one way, and RefreshKit
/// always wants the first node that answers, so the views hold no loop of their own.
enum ChainSearch {
    /// The first answer of `match` along the chain from `start` (itself included), following `next`; nil when the chain
    /// ends without one. Nodes after the first answer are not visited.
    static func first<Node, Found>(from start: Node?, next: (Node) -> Node?, where match: (Node) -> Found?) -> Found? {
        var node = start
        while let current = node {
            if let found = match(current) { return found }
            node = next(current)
        }
        return nil
    }

    /// The first node along the chain from `start` (itself included) for which `test` holds, following `next`.
    static func firstNode<Node>(from start: Node?, next: (Node) -> Node?, where test: (Node) -> Bool) -> Node? {
        first(from: start, next: next) { test($0) ? $0 : nil }
    }
}
