/// One view of a nested page as ``NestedCoordination`` keeps it: the binding's host for the view, which it holds
/// weakly, with the settings the coordinator borrows there.
///
/// `NestedScrollViewHost` conforms in the UIKit layer; the tests' hosts over the simulator's views on Linux.
@MainActor
protocol NestedCoordinatedHost: NestedScrollHost {
    associatedtype View: AnyObject
    /// The view, while it lives.
    var view: View? { get }
    /// Shows or hides the view's vertical scroll indicator.
    func setIndicatorVisible(_ visible: Bool)
    /// Stops observing and gives the view back the app's settings.
    func tearDown()
}
