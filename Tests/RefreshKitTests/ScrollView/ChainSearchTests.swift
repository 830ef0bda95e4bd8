import Testing
@testable import RefreshKit

/// The shell's walks along UIKit's one-way chains (`ChainSearch`): the responder chain up to the owning view controller,
/// a controller's parents up to the navigation controller's child, a view's superviews up to its component, and the
/// first subviews down to the scroll view a navigation bar tracks.
@Suite struct ChainSearchTests {
    /// A node of a chain: a responder, a view controller or a view, with what the walk may look for.
    final class Node {
        let name: String
        let next: Node?
        let firstSubview: Node?
        let isScrollView: Bool
        init(_ name: String, next: Node? = nil, firstSubview: Node? = nil, isScrollView: Bool = false) {
            self.name = name
            self.next = next
            self.firstSubview = firstSubview
            self.isScrollView = isScrollView
        }
    }

    /// The view controller whose view holds a view is the first one up the responder chain (a cell's table, then the
    /// table's controller), not a later one (the navigation controller).
    @Test func theOwnerIsTheFirstControllerUpTheResponderChain() {
        let navigation = Node("navigation controller")
        let controller = Node("list controller", next: navigation)
        let table = Node("table", next: controller)
        var visited: [String] = []
        let owner = ChainSearch.first(from: table.next, next: \.next) { node -> String? in
            visited.append(node.name)
            return node.name.hasSuffix("controller") ? node.name : nil
        }
        #expect(owner == "list controller")
        #expect(visited == ["list controller"], "the walk stops at the first answer")
    }

    /// The bar tracks the first scroll view down the chain of first subviews only: one that is a second subview is not
    /// the content scroll view (react-native-screens PR #202 describes the walk).
    @Test(arguments: [
        (true, "scroll view"),
        (false, nil),
    ] as [(Bool, String?)])
    func theTrackedScrollViewIsFoundDownTheFirstSubviewsOnly(firstIsScrollView: Bool, found: String?) {
        let scroll = Node("scroll view", isScrollView: firstIsScrollView)
        let container = Node("container", firstSubview: scroll)
        let root = Node("root", firstSubview: container)
        let result = ChainSearch.firstNode(from: root, next: \.firstSubview) { $0.isScrollView }
        #expect(result?.name == found)
    }

    /// A chain that ends, or never starts (a view with no superview, an indicator not yet in a component), finds nothing.
    @Test func anEmptyOrExhaustedChainFindsNothing() {
        #expect(ChainSearch.first(from: Node?.none, next: \.next) { $0.name } == nil)
        #expect(ChainSearch.firstNode(from: Node("alone"), next: \.next) { $0.isScrollView } == nil)
    }

    /// The start counts: a view controller whose parent is the navigation controller is its own child of it.
    @Test func theStartItselfIsLookedAt() {
        let start = Node("shown", isScrollView: true)
        #expect(ChainSearch.firstNode(from: start, next: \.next) { $0.isScrollView } === start)
    }
}
