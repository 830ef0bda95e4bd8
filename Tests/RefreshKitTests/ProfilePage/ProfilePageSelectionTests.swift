import Testing
@testable import RefreshKit

/// How a SwiftUI `ProfilePage` keeps the app's selection binding and its container's page in step (issue 36): the
/// binding asks only when it changes, the container's selection is written back once per turn and never taken back by
/// an update that still reads the old value, the app's own write wins, and the pages passed on the way to a page the
/// app asked for are not written.
@Suite struct ProfilePageSelectionTests {
    /// A stand-in for the layer: counts the writes it schedules, and lands them as the next turn would.
    struct Layer {
        var selection = ProfilePageSelection()
        var binding: Int
        var scheduled = 0
        var shown: [ProfilePageSelection.Select] = []

        init(binding: Int) { self.binding = binding }

        /// A SwiftUI update of the page with `count` tabs.
        mutating func update(count: Int = 3, animated: Bool = false) {
            var scheduled = 0
            let select = selection.appRead(binding, count: count, animated: animated) { scheduled += 1 }
            self.scheduled += scheduled
            shown += [select].compactMap { $0 }
        }

        mutating func containerSelected(_ index: Int) {
            var scheduled = 0
            selection.containerSelected(index) { scheduled += 1 }
            self.scheduled += scheduled
        }

        mutating func containerSettled(_ index: Int) {
            var scheduled = 0
            selection.containerSettled(index) { scheduled += 1 }
            self.scheduled += scheduled
        }

        /// The next main-actor turn: the scheduled write lands.
        mutating func nextTurn() {
            selection.takeWrite().map { binding = $0 }
        }
    }

    /// Given a binding at 2, when the page first updates, then the container shows page 2 without a scroll (the page
    /// opens on it), even in an animated transaction; a second update with the same value asks for nothing.
    @Test(arguments: [false, true])
    func theFirstUpdateOpensThePageOnTheBindingsTabWithoutAScroll(animated: Bool) {
        var layer = Layer(binding: 2)
        layer.update(animated: animated)
        #expect(layer.shown == [.init(index: 2, animated: false)])
        layer.update(animated: animated)
        #expect(layer.shown.count == 1)
        #expect(layer.scheduled == 0)
    }

    /// Given a page on tab 0, when a swipe passes half way to tab 1, then one write is scheduled; an update before it
    /// lands (still reading 0) does not send the pager back; once it lands the binding reads 1 and nothing more happens.
    @Test func aSwipeIsWrittenOnceAndNotTakenBackBeforeItLands() {
        var layer = Layer(binding: 0)
        layer.update()
        layer.containerSelected(1)
        #expect(layer.scheduled == 1)
        layer.update()  // SwiftUI updated for another reason: the binding still reads 0
        #expect(layer.shown.map(\.index) == [0])
        layer.nextTurn()
        #expect(layer.binding == 1)
        layer.update()
        #expect(layer.shown.map(\.index) == [0])
        #expect(layer.scheduled == 1)
    }

    /// Given a swipe to 1 and back to 0 in one turn, then one write is scheduled and it writes the newest value, 0.
    @Test func selectionsInOneTurnWriteTheNewestOnce() {
        var layer = Layer(binding: 0)
        layer.update()
        layer.containerSelected(1)
        layer.containerSelected(2)
        #expect(layer.scheduled == 1)
        layer.nextTurn()
        #expect(layer.binding == 2)
        layer.update()
        #expect(layer.shown.map(\.index) == [0])
    }

    /// Given a swipe's write on its way, when the app sets the binding to another tab before it lands, then the app's
    /// value wins: the container shows it, and the write on its way writes nothing.
    @Test func theAppsWriteWinsOverTheLayersWriteOnItsWay() {
        var layer = Layer(binding: 0)
        layer.update()
        layer.containerSelected(1)
        layer.binding = 2  // the app's button
        layer.update(animated: true)
        #expect(layer.shown.last == .init(index: 2, animated: true))
        layer.nextTurn()
        #expect(layer.binding == 2)
    }

    /// Given the app asks for tab 2 from tab 0 with an animation, when the pager passes tab 1 on its way, then tab 1 is
    /// not written (the app's tab bar does not flicker) and tab 2 needs no write; when instead a finger stops the pager
    /// on tab 1, its rest there is written.
    @Test(arguments: [true, false])
    func pagesPassedOnTheWayToTheAppsTabAreNotWritten(arrives: Bool) {
        var layer = Layer(binding: 0)
        layer.update()
        layer.binding = 2
        layer.update(animated: true)
        layer.containerSelected(1)
        #expect(layer.scheduled == 0)
        if arrives {
            layer.containerSelected(2)
            layer.containerSettled(2)
            #expect(layer.scheduled == 0)
        } else {
            layer.containerSettled(1)
            #expect(layer.scheduled == 1)
            layer.nextTurn()
            #expect(layer.binding == 1)
        }
    }

    /// Given a binding outside the tabs, then the nearest tab shows and the binding is written back to it; with no tabs
    /// nothing shows, and the value is taken once tabs come.
    @Test(arguments: [(-3, 0), (7, 2), (1, 1)])
    func aBindingOutsideTheTabsShowsTheNearestAndIsWrittenBack(value: Int, expected: Int) {
        var layer = Layer(binding: value)
        layer.update(count: 0)
        #expect(layer.shown.isEmpty)
        layer.update(count: 3)
        #expect(layer.shown.map(\.index) == [expected])
        #expect(layer.scheduled == (value == expected ? 0 : 1))
        layer.nextTurn()
        #expect(layer.binding == expected)
        layer.update(count: 3)
        #expect(layer.shown.count == 1)
    }

    /// Given a tab tap on the built-in tab bar, then the container's selection is written to the binding, and the update
    /// that follows shows nothing again (no second scroll to the same page).
    @Test func aTabTapOnTheBuiltInBarIsWrittenToTheBinding() {
        var layer = Layer(binding: 0)
        layer.update()
        layer.containerSelected(2)
        layer.containerSettled(2)
        #expect(layer.scheduled == 1)
        layer.nextTurn()
        layer.update(animated: true)
        #expect(layer.binding == 2)
        #expect(layer.shown.map(\.index) == [0])
    }
}
