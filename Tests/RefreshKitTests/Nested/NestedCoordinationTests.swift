import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) @testable import RefreshKitSimulator

/// The nested coordinator's bookkeeping (`NestedCoordination`), which `NestedScrollCoordinator` runs over its
/// `UIScrollView` hosts: here over the simulator's views, whose hosts report and record as the UIKit ones do.
@MainActor @Suite struct NestedCoordinationTests {
    /// One view's host, as `NestedScrollViewHost` is over a `UIScrollView`: it holds the view weakly, reports its
    /// changes while it observes, and records what the coordination shows and gives back.
    final class Host: NestedCoordinatedHost {
        private(set) weak var view: SimulatedScrollView?
        weak var coordination: NestedCoordination<Host>?
        private(set) var indicatorVisible: Bool?
        private(set) var tearDowns = 0

        init(_ view: SimulatedScrollView) {
            self.view = view
            view.priorityObservers.append { [weak self] _, change in
                guard let self, tearDowns == 0 else { return }
                if change == .contentOffset { coordination?.hostDidScroll(self) } else { coordination?.hostStateDidChange(self) }
            }
        }

        var nestedSnapshot: NestedScrollSnapshot {
            view?.nestedSnapshot ?? NestedScrollSnapshot(offset: 0, top: 0, bottom: 0, isTracking: false, isDecelerating: false, time: 0)
        }

        func setNestedOffset(_ offset: Double) { view?.setNestedOffset(offset) }
        func stopNestedDeceleration() { view?.stopNestedDeceleration() }
        func setIndicatorVisible(_ visible: Bool) { indicatorVisible = visible }
        func tearDown() { tearDowns += 1 }
    }

    /// A page of 200 pt of header over lists of 2,000 pt, coordinated with no lists yet; the display frames reach the
    /// coordination while it asks for them.
    @MainActor final class Page {
        let parent = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 812), contentSize: ScrollSize(width: 390, height: 1012))
        let parentHost: Host
        let coordination: NestedCoordination<Host>
        private(set) var made: [Host] = []
        private(set) var framesRunning = false
        private(set) var currentChanges: [SimulatedScrollView?] = []

        init() {
            parent.contentInsetAdjustmentBehavior = .never
            parentHost = Host(parent)
            coordination = NestedCoordination(parent: parentHost, view: parent, mode: .child, stickyDistance: 200)
            parentHost.coordination = coordination
            coordination.setFramesRunning = { [unowned self] in framesRunning = $0 }
            coordination.onCurrentChildChange = { [unowned self] in currentChanges.append($0) }
            parent.onFrame = { [unowned self] view in
                if framesRunning { coordination.frameDidTick(at: view.time) }
            }
        }

        /// A list of the page: bouncing, and on the page's pan's content too.
        func makeList() -> SimulatedScrollView {
            let list = SimulatedScrollView(bounds: ScrollSize(width: 390, height: 768), contentSize: ScrollSize(width: 390, height: 2000))
            list.contentInsetAdjustmentBehavior = .never
            list.alwaysBounceVertical = true
            list.simultaneousPartners = [parent]
            return list
        }

        func makeHost(_ view: SimulatedScrollView) -> Host {
            let host = Host(view)
            host.coordination = coordination
            made.append(host)
            return host
        }

        func setLists(_ views: [SimulatedScrollView]) { coordination.setLists(views, makeHost: makeHost) }
        func select(_ view: SimulatedScrollView?) { coordination.select(view, makeHost: makeHost) }
        func host(of view: SimulatedScrollView) -> Host? { made.last { $0.view === view } }

        func advance(frames: Int, lists: [SimulatedScrollView]) {
            for _ in 0..<frames {
                for list in lists { list.stepFrame() }
                parent.stepFrame()
            }
        }
    }

    /// Whether `views` are `expected`, the same objects in the same order.
    func same(_ views: [SimulatedScrollView?], _ expected: [SimulatedScrollView]) -> Bool {
        views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
    }

    /// Given lists a and b with a current and the header showing, when a finger drags b, then b is the current list,
    /// the binding scrolls with it and the app hears of it once.
    @Test func aFingerOnAnotherListMakesItCurrent() {
        let page = Page(), a = page.makeList(), b = page.makeList()
        page.setLists([a, b])
        page.select(a)
        b.drag(by: -60, duration: 0.2)
        #expect(page.coordination.current === b)
        #expect(page.coordination.binding.child === page.host(of: b))
        #expect(page.currentChanges.count == 1 && page.currentChanges.first! === b)
        #expect(same(page.coordination.lists, [a, b]))
    }

    /// Given the header showing, the parent shows its indicator and the lists hide theirs; when the parent scrolls past
    /// the sticky offset, then the current list shows its indicator and the parent hides its own.
    @Test func onlyTheViewThatScrollsShowsItsIndicator() {
        let page = Page(), a = page.makeList(), b = page.makeList()
        page.setLists([a, b])
        page.select(a)
        #expect(page.parentHost.indicatorVisible == true)
        #expect(page.host(of: a)?.indicatorVisible == false && page.host(of: b)?.indicatorVisible == false)
        page.parent.setContentOffset(ScrollPoint(y: 200))
        #expect(page.parentHost.indicatorVisible == false)
        #expect(page.host(of: a)?.indicatorVisible == true && page.host(of: b)?.indicatorVisible == true)
    }

    /// Given the parent at 120 with tabs that stick at 200, when the sticky distance becomes 100, then the tabs are
    /// stuck and the list's indicator shows at once.
    @Test func aNewStickyDistanceBringsTheIndicatorsInLine() {
        let page = Page(), a = page.makeList()
        page.select(a)
        page.parent.setContentOffset(ScrollPoint(y: 120))
        #expect(page.parentHost.indicatorVisible == true)
        page.coordination.stickyDistance = 100
        #expect(page.coordination.stickyDistance == 100)
        #expect(page.parentHost.indicatorVisible == false && page.host(of: a)?.indicatorVisible == true)
    }

    /// Given lists a and b, when a list not among them is selected, then it is registered after them and current.
    @Test func selectingANewListRegistersIt() {
        let page = Page(), a = page.makeList(), b = page.makeList(), c = page.makeList()
        page.setLists([a, b])
        page.select(c)
        #expect(same(page.coordination.lists, [a, b, c]) && page.coordination.current === c)
        #expect(page.coordination.binding.child === page.host(of: c))
        #expect(same(page.coordination.binding.siblings.map { ($0 as? Host)?.view }, [a, b]))
        #expect(page.currentChanges.isEmpty)  // the app chose it: nothing to tell
    }

    /// Given lists a and b with a current, when the lists become b alone, then a is given back and the binding has
    /// no current list.
    @Test func removingTheCurrentListGivesItBackAndLeavesNoneCurrent() {
        let page = Page(), a = page.makeList(), b = page.makeList()
        page.setLists([a, b])
        page.select(a)
        page.setLists([b])
        #expect(page.host(of: a)?.tearDowns == 1 && page.host(of: b)?.tearDowns == 0)
        #expect(page.coordination.current == nil && page.coordination.binding.child == nil)
        #expect(same(page.coordination.binding.siblings.map { ($0 as? Host)?.view }, [b]))
    }

    /// Given lists a and b with b current, when b is freed without being removed and the lists are set again, then
    /// b's host is torn down and forgotten, and the page has no current list.
    @Test func aFreedListIsForgottenAtTheNextChange() {
        let page = Page(), a = page.makeList()
        var b: SimulatedScrollView? = page.makeList()
        page.setLists([a, b!])
        page.select(b)
        let bHost = page.host(of: b!)
        b = nil
        #expect(same(page.coordination.lists, [a]))
        page.setLists([a])
        #expect(bHost?.tearDowns == 1)
        #expect(page.coordination.current == nil && page.coordination.binding.child == nil)
    }

    /// Given a page whose header was flung into its list (momentum the binding carries on display frames), when the
    /// momentum comes to rest, then the frames stop.
    @Test func framesRunOnlyWhileTheBindingCarriesMomentum() {
        let page = Page(), a = page.makeList()
        page.select(a)
        for _ in 0..<3 {
            page.parent.moveFinger(by: -40)
            page.advance(frames: 1, lists: [a])
        }
        page.parent.release(velocity: 2.5)
        page.advance(frames: 5, lists: [a])
        #expect(page.framesRunning && page.coordination.binding.needsFrames)
        #expect(a.contentOffset.y > 0)  // the momentum carried on into the list
        page.advance(frames: 600, lists: [a])
        #expect(!page.framesRunning && !page.coordination.binding.needsFrames)
    }

    /// Given a page with two lists in parent mode, when it is invalidated, then every view is given back once, the
    /// frames stop, and later changes, frames and gestures do nothing.
    @Test func anInvalidatedCoordinationGivesEveryViewBackOnceAndRunsNothing() {
        let page = Page(), a = page.makeList(), b = page.makeList()
        page.setLists([a, b])
        page.select(a)
        page.coordination.mode = .parent
        #expect(page.coordination.mode == .parent)
        #expect(page.coordination.invalidate())
        #expect(!page.coordination.invalidate())
        #expect(page.made.allSatisfy { $0.tearDowns == 1 } && page.parentHost.tearDowns == 1)
        #expect(!page.framesRunning && page.coordination.lists.isEmpty && page.coordination.binding.child == nil)
        page.setLists([a, b])
        page.select(b)
        page.coordination.mode = .child
        page.coordination.stickyDistance = 50
        #expect(page.made.count == 2 && page.coordination.lists.isEmpty)
        #expect(page.coordination.mode == .parent && page.coordination.stickyDistance == 200)
        let pan = NestedGestureRule.Pan(isParentPan: true), list = NestedGestureRule.Pan(isRegisteredListPan: true)
        #expect(!page.coordination.recognizeTogether(pan, list))
    }

    /// A display frame that reaches an invalidated coordination (the link's last tick) stops the frames.
    @Test func aFrameAfterInvalidationStopsTheFrames() {
        let page = Page()
        page.coordination.invalidate()
        page.coordination.setFramesRunning(true)
        page.coordination.frameDidTick(at: 1)
        #expect(!page.framesRunning)
    }

    /// While coordinating, the parent's pan and a registered list's pair; a view is a list only while registered.
    @Test func aViewIsAListOnlyWhileRegistered() {
        let page = Page(), a = page.makeList(), b = page.makeList()
        page.setLists([a])
        #expect(page.coordination.isList(a) && !page.coordination.isList(b) && !page.coordination.isList(page.parent))
        #expect(page.coordination.recognizeTogether(NestedGestureRule.Pan(isParentPan: true), NestedGestureRule.Pan(isRegisteredListPan: true)))
        page.setLists([b])
        #expect(!page.coordination.isList(a) && page.coordination.isList(b))
    }
}
