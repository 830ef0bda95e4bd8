@_spi(RefreshKitHost) import RefreshKitSimulator

/// A page a finger drags by its current list: the nested page (two pans) and the page container's one driver.
@MainActor
protocol DraggedPage {
    func dragList(by distance: Double, duration: Double)
    func releaseList(velocity: Double?)
    func settle(limit: Double)
}

extension DraggedPage {
    /// A finger drags the current list by `distance` (down is positive) and lifts without momentum; the page settles.
    func dragListAndSettle(by distance: Double, duration: Double = 0.3) {
        dragList(by: distance, duration: duration)
        releaseList(velocity: 0)
        settle(limit: 10)
    }
}

extension SimulatedNestedPage: DraggedPage {}
extension SimulatedSingleDriverPage: DraggedPage {}
