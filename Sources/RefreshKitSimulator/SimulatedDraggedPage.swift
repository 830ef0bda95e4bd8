/// A page a finger drags by its current list: the nested page (two pans) and the page container's one driver.
@MainActor
public protocol SimulatedDraggedPage {
    func dragList(by distance: Double, duration: Double)
    func releaseList(velocity: Double?)
    func settle(limit: Double)
}

extension SimulatedDraggedPage {
    /// A finger drags the current list by `distance` (down is positive) and lifts without momentum; the page settles.
    public func dragListAndSettle(by distance: Double, duration: Double = 0.3) {
        dragList(by: distance, duration: duration)
        releaseList(velocity: 0)
        settle(limit: 10)
    }
}

extension SimulatedNestedPage: SimulatedDraggedPage {}
extension SimulatedSingleDriverPage: SimulatedDraggedPage {}
