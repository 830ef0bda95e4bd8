import Testing
@_spi(RefreshKitHost) @testable import RefreshKit

/// What UIKit's host does in its life besides reading (`ScrollViewHostLife`): which host a scroll view gets, whom
/// `rk.header` answers with once a view leaves, where the offset goes after an inset write, what stops before
/// RefreshKit moves a view, and when a frame clock starts or stops.
@Suite struct ScrollViewHostLifeTests {
    /// The probe's size (the safe area less the keyboard) is news once per change, as the bounds size is: a keyboard
    /// or a bar moves no bounds, and scrolling (which re-lays the probe out or moves `bounds.origin`) is no news.
    @Test func aNewVisibleAreaIsNewsOnceAsANewBoundsSizeIs() {
        let bounds = ScrollSize(width: 390, height: 812), turned = ScrollSize(width: 812, height: 390)
        let full = ScrollSize(width: 390, height: 687), keyboard = ScrollSize(width: 390, height: 387)
        var life = ScrollViewHostLife(boundsSize: bounds)
        var news: [Bool] = []
        // first measure, a scroll, the keyboard, a scroll, a rotation, a scroll
        for (b, area) in [(bounds, full), (bounds, full), (bounds, keyboard), (bounds, keyboard), (turned, keyboard), (turned, keyboard)] {
            news.append(life.sizesDidChange(bounds: b, visibleArea: area))
        }
        #expect(news == [true, false, true, false, true, false])
    }

    /// A host as the install rule sees it: its axis, and whether emptying it uninstalls it.
    final class Host {
        let axis: ScrollAxis
        var keepsComponents = false
        init(_ axis: ScrollAxis) { self.axis = axis }
    }

    /// One scroll view's associated host, as `objc_getAssociatedObject` would hold it.
    final class View {
        var host: Host?
        var made = 0
        var emptied = 0

        func install(_ axis: ScrollAxis) -> Host {
            ScrollViewHostLife.host(along: axis, installed: { host }, axisOf: \.axis, empty: { old in
                emptied += 1
                if !old.keepsComponents { host = nil }  // its last component left: it uninstalled itself
            }, make: {
                made += 1
                let new = Host(axis)
                host = new
                return new
            })
        }
    }

    // MARK: Installing

    /// `rk.header` and then `rk.footer` on one table: one host serves both, made once.
    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func aSecondComponentAlongTheSameAxisSharesTheHost(axis: ScrollAxis) {
        let view = View()
        let first = view.install(axis)
        #expect(view.install(axis) === first)
        #expect(view.made == 1 && view.emptied == 0)
    }

    /// Given a table with `rk.header`, when the app sets `rk.leading`, then the vertical components leave first (taking
    /// their insets with them) and a horizontal host takes over: a scroll view refreshes along one axis.
    @Test func aComponentAlongTheOtherAxisReplacesTheHostOnceItsComponentsLeave() {
        let view = View()
        let vertical = view.install(.vertical)
        let horizontal = view.install(.horizontal)
        #expect(horizontal !== vertical && horizontal.axis == .horizontal)
        #expect(view.emptied == 1 && view.made == 2 && view.host === horizontal)
    }

    /// A host whose components do not all leave (the binding is not empty) stays installed and observing: the one on
    /// the view is kept rather than a second one observing the same view.
    @Test func aHostThatIsNotEmptiedStaysInstalled() {
        let view = View()
        let vertical = view.install(.vertical)
        vertical.keepsComponents = true
        #expect(view.install(.horizontal) === vertical)
        #expect(view.made == 1)
    }

    // MARK: Stored objects

    /// A view's stored settings or attachment is reused while usable; none, or one whose component left, is made again.
    @Test(arguments: [(false, false, true), (true, true, false), (true, false, true)])
    func aStoredObjectIsReusedOnlyWhileUsable(isStored: Bool, isUsable: Bool, makesNew: Bool) {
        let stored = Host(.vertical), new = Host(.vertical)
        var made = 0
        let answer = ScrollViewHostLife.reuse(isStored ? stored : nil, while: { _ in isUsable }) { made += 1; return new }
        #expect(answer === (makesNew ? new : stored))
        #expect(made == (makesNew ? 1 : 0))
    }

    // MARK: Forgetting

    /// `rk.header` answers with the view that last joined in that role; once it leaves, nothing; a view leaving that
    /// is not the one held (an older header replaced already, or the footer) changes nothing.
    @Test func onlyTheViewThatLeavesIsForgotten() {
        let header = Host(.vertical), footer = Host(.vertical), older = Host(.vertical)
        #expect(ScrollViewHostLife.remaining(header, forgetting: header) == nil)
        #expect(ScrollViewHostLife.remaining(header, forgetting: footer) === header)
        #expect(ScrollViewHostLife.remaining(header, forgetting: older) === header)
        #expect(ScrollViewHostLife.remaining(Host?.none, forgetting: header) == nil)
        #expect(ScrollViewHostLife.remaining(header, forgetting: nil) === header)
    }

    // MARK: Inset writes

    /// UIKit clamps the offset into the new range as `contentInset` is written (a table adjusts it by the inset's
    /// change): a write that must keep the content still puts the offset back, others leave UIKit's. Given the offset
    /// before and after the write, when it preserves or not, then the offset wanted, and whether a write is needed.
    @Test(arguments: [
        (true, -60.0, 0.0, -60.0, true),   // a footer's inset goes while the list is pulled: put back
        (true, -60, -60, -60, false),      // UIKit did not move it: nothing to write
        (false, -60, 0, 0, false),         // an ending that lets UIKit clamp: UIKit's stands
        (false, 120, 80, 80, false),
    ])
    func anInsetWriteThatPreservesTheOffsetPutsUIKitsClampBack(preserving: Bool, before: Double, after: Double,
                                                                 expected: Double, writes: Bool) {
        let offset = ScrollViewHostLife.offsetAfterInsetWrite(preservingOffset: preserving, before: ScrollPoint(x: 0, y: before),
                                                              after: ScrollPoint(x: 0, y: after))
        #expect(offset == ScrollPoint(x: 0, y: expected))
        var written: [ScrollPoint] = []
        Assign.ifChanged(offset, from: ScrollPoint(x: 0, y: after)) { written.append($0) }
        #expect(written.isEmpty == !writes)
    }

    // MARK: Stopping

    /// `setContentOffset(_:animated:)` stops UIKit's integrator even for the same value, so it is written only while
    /// the view decelerates (a write under a finger would jump the drag); a nested page's momentum is the view's
    /// deceleration to the engine and stops first, whatever UIKit's own state.
    @Test(arguments: [
        (NestedMotion.none, false, [String]()),
        (.none, true, ["scrolling"]),
        (.finger, true, ["scrolling"]),
        (.finger, false, []),
        (.momentum, false, ["nested"]),
        (.momentum, true, ["nested", "scrolling"]),
    ])
    func aStopStopsTheNestedMomentumThenUIKitsDecelerationOnlyWhileItRuns(motion: NestedMotion, decelerating: Bool,
                                                                           expected: [String]) {
        var stops: [String] = []
        ScrollViewHostLife.stopDeceleration(nestedMotion: motion, isDecelerating: { decelerating },
                                            stopNestedMomentum: { stops.append("nested") },
                                            stopScrolling: { stops.append("scrolling") })
        #expect(stops == expected)
    }

    /// Stopping the nested momentum may end UIKit's deceleration too: `isDecelerating` is read after it.
    @Test func isDeceleratingIsReadAfterTheNestedMomentumStops() {
        var decelerating = true
        var stops: [String] = []
        ScrollViewHostLife.stopDeceleration(nestedMotion: .momentum, isDecelerating: { decelerating },
                                            stopNestedMomentum: { decelerating = false; stops.append("nested") },
                                            stopScrolling: { stops.append("scrolling") })
        #expect(stops == ["nested"])
    }

    // MARK: The frame clock

    /// A `CADisplayLink` is made when the clock starts and invalidated when it stops; asked again to run, a running
    /// clock keeps its link (a new one would restart its frame timing), and a stopped one stays stopped.
    @Test(arguments: [
        (true, false, ScrollViewHostLife.ClockChange?.some(.start)),
        (true, true, nil),
        (false, true, .stop),
        (false, false, nil),
    ])
    func aFrameClockMakesOneDisplayLinkAndDropsItOnce(running: Bool, isRunning: Bool, change: ScrollViewHostLife.ClockChange?) {
        #expect(ScrollViewHostLife.clockChange(running: running, isRunning: isRunning) == change)
    }

    // MARK: Priority observers

    /// Two KVO observers of one property are called in an undefined order: on a list with a header, the header's host
    /// tells the nested page's host first and that host's own KVO stays quiet, so each change is heard once, before the
    /// engine; on a list without one, its own KVO reports.
    @Test(arguments: [(true, 0), (false, 1)])
    func aPriorityObserversOwnKVOIsQuietWhileARefreshHostTellsItFirst(hasRefreshHost: Bool, reports: Int) {
        var heard = 0
        ScrollViewHostLife.ownObservation(hasRefreshHost: hasRefreshHost) { heard += 1 }
        #expect(heard == reports)
    }
}
