/// The life of a nested page's coordinator, decided without UIKit: whether it still coordinates, and which of its
/// binding calls is the outermost.
///
/// A write the binding makes inside a call reports back synchronously (KVO calls from inside the setter), so calls
/// nest; the current list, the frame clock and the indicators are brought in line once, when the outermost call has
/// finished. Once invalidated, the coordinator runs no binding call: a view's late report changes nothing.
struct NestedCoordinatorLife: Sendable {
    /// ``invalidate()`` was called.
    private(set) var isInvalidated = false
    /// How many binding calls are running, one inside the other.
    private(set) var depth = 0

    /// A coordinator that coordinates.
    init() {}

    /// Begins a binding call; false once invalidated, and the call does not run.
    mutating func enter() -> Bool {
        guard !isInvalidated else { return false }
        depth += 1
        return true
    }

    /// Ends a binding call; true when it was the outermost one and the coordinator still coordinates (the app may
    /// invalidate it from a handler called inside), so that the coordinator brings the rest in line.
    mutating func leave() -> Bool {
        depth -= 1
        return depth == 0 && !isInvalidated
    }

    /// Stops coordinating; true the first time only, so that the views are given back once.
    mutating func invalidate() -> Bool {
        guard !isInvalidated else { return false }
        isInvalidated = true
        return true
    }
}
