import Testing
@_spi(RefreshKitHost) @testable import RefreshKit
@_spi(RefreshKitHost) import RefreshKitSimulator

/// What a host reads of its scroll view and what the engine sees of it (`ScrollViewReading`, `ScrollSnapshot(reading:)`),
/// and which observation callbacks are news (`ScrollViewHostLife`): the rules UIKit's host and the simulator share.
@Suite struct ScrollViewReadingTests {
    typealias Pan = ScrollViewReading.PanState

    // MARK: The pan

    /// `UIGestureRecognizer.State` by raw value, `.recognized` being `.ended`; an unknown future state is no drag.
    @Test func panStatesAreReadByUIKitsRawValues() {
        #expect((0...6).map(Pan.init(rawValue:)) == [.possible, .began, .changed, .ended, .cancelled, .failed, .possible])
    }

    /// `isDragging` turns true only once the finger has moved a little and may stay true into the deceleration, so
    /// a drag is the pan's own state: began or changed.
    @Test(arguments: [(Pan.possible, false), (.began, true), (.changed, true), (.ended, false), (.cancelled, false), (.failed, false)])
    func onlyABeganOrChangedPanIsADrag(pan: Pan, dragging: Bool) {
        let snapshot = ScrollSnapshot(reading: ScrollViewReading(panState: pan, isTracking: dragging))
        #expect(snapshot.isDragging == dragging)
        #expect(snapshot.isTracking == dragging)
    }

    /// A finger still down after the pan failed or before it began tracks without dragging: a touch stops
    /// RefreshKit's animations, as it stops UIKit's, but pulls nothing.
    @Test func aFingerThatHasNotStartedAPanTracksWithoutDragging() {
        let snapshot = ScrollSnapshot(reading: ScrollViewReading(panState: .possible, isTracking: true))
        #expect(!snapshot.isDragging && snapshot.isTracking)
    }

    /// A nested page's coordinator moves the list itself: a finger on the page is a drag of the list to the engine
    /// (UIKit's pan on the list may be idle), and the coordinator's momentum is the list's deceleration.
    @Test(arguments: [
        (NestedMotion.none, false, false),
        (.finger, true, false),
        (.momentum, false, true),
    ])
    func aNestedPagesFingerDragsTheListAndItsMomentumDeceleratesIt(motion: NestedMotion, drags: Bool, decelerates: Bool) {
        let snapshot = ScrollSnapshot(reading: ScrollViewReading(panState: .possible, nestedMotion: motion))
        #expect(snapshot.isDragging == drags && snapshot.isTracking == drags)
        #expect(snapshot.isDecelerating == decelerates)
    }

    /// UIKit keeps reporting the last gesture's velocity after it ended: it means something while the finger is on
    /// the content and in `.ended`, right after the lift (the release velocity, until the recogniser resets).
    @Test(arguments: [
        (Pan.changed, true, true), (.began, true, true), (.ended, false, true),
        (.possible, false, false), (.cancelled, false, false), (.failed, false, false), (.possible, true, true),
    ])
    func velocityIsMeasuredOnlyWhileTrackingOrJustReleased(pan: Pan, tracking: Bool, measures: Bool) {
        #expect(pan.measuresVelocity(isTracking: tracking) == measures)
    }

    /// KVO on the recogniser's `state` fires at every move (`.changed` set again): the bar is looked at again at
    /// `.began` only, once per drag.
    @Test func theBarIsLookedAtAgainOncePerDragWhenItBegins() {
        var looks = 0
        for state in [Pan.possible, .began, .changed, .changed, .changed, .ended, .possible, .began, .cancelled] {
            ScrollViewHostLife.panStateDidChange(state) { looks += 1 }
        }
        #expect(looks == 2)
    }

    // MARK: The screen and the layout

    /// `traitCollection.displayScale` is 0 until the view has a trait environment (before it is in a window):
    /// the window's screen's scale then, else 1.
    @Test(arguments: [
        (3.0, Double?.none, 3.0), (2, 3, 2), (0, 3, 3), (0, nil, 1), (0.5, 2, 2), (.nan, 2, 2), (.nan, nil, 1),
    ])
    func theDisplayScaleIsTheTraitsElseTheScreensElseOne(trait: Double, screen: Double?, scale: Double) {
        #expect(ScrollViewReading(traitDisplayScale: trait, screenScale: screen).displayScale == scale)
        #expect(ScrollSnapshot(reading: ScrollViewReading(traitDisplayScale: trait, screenScale: screen)).displayScale == scale)
    }

    /// A horizontal list runs right to left (its leading component at its right end) in a right-to-left layout
    /// whose content is flipped: a flow or compositional layout, or a plain scroll view laid out with leading and
    /// trailing. A layout that does not flip keeps its content left to right; a vertical list never mirrors.
    @Test(arguments: [
        (ScrollAxis.horizontal, true, true, true),
        (.horizontal, true, false, false),
        (.horizontal, false, true, false),
        (.vertical, true, true, false),
    ])
    func onlyAHorizontalListWhoseLayoutFlipsRunsRightToLeft(axis: ScrollAxis, rightToLeft: Bool, flips: Bool, runs: Bool) {
        let reading = ScrollViewReading(axis: axis, isLayoutRightToLeft: rightToLeft, layoutFlipsRightToLeft: flips)
        #expect(reading.runsRightToLeft == runs)
        #expect(ScrollSnapshot(reading: reading).isRightToLeft == runs)
    }

    /// A large title or a hiding search bar stretches down over a vertical list; no bar stretches sideways, so a
    /// carousel never looks for one, and a stale answer could not reach its snapshot.
    @Test func noBarStretchesSideways() {
        #expect(ScrollSnapshot(reading: ScrollViewReading(axis: .vertical, isUnderStretchingBar: true)).leadingBarStretches)
        #expect(!ScrollSnapshot(reading: ScrollViewReading(axis: .horizontal, isUnderStretchingBar: true)).leadingBarStretches)
        #expect(ScrollViewHostLife.looksForStretchingBar(.vertical))
        #expect(!ScrollViewHostLife.looksForStretchingBar(.horizontal))
    }

    // MARK: Bounds

    /// KVO on `bounds` fires on every scroll (`bounds.origin` is the offset): only a new size is news.
    @Test func onlyANewBoundsSizeIsNews() {
        var life = ScrollViewHostLife(boundsSize: ScrollSize(width: 390, height: 812))
        let sizes = [ScrollSize(width: 390, height: 812), ScrollSize(width: 844, height: 390), ScrollSize(width: 844, height: 390),
                     ScrollSize(width: 390, height: 812)]
        #expect(sizes.map { life.boundsDidChange(size: $0) } == [false, true, false, true])
        #expect(life.boundsSize == ScrollSize(width: 390, height: 812))
    }

    // MARK: The values themselves

    @Test func theRawValuesPassThroughToTheSnapshot() {
        let reading = ScrollViewReading(contentOffset: ScrollPoint(x: 1, y: -90), contentSize: ScrollSize(width: 390, height: 2000),
                                        boundsSize: ScrollSize(width: 390, height: 812), contentInset: ScrollInsets(top: 54),
                                        adjustedContentInset: ScrollInsets(top: 145, bottom: 34), isDecelerating: true,
                                        isInWindow: false, time: 12.5, traitDisplayScale: 3, leadingCover: 80)
        let snapshot = ScrollSnapshot(reading: reading)
        #expect(snapshot == ScrollSnapshot(contentOffset: ScrollPoint(x: 1, y: -90), contentSize: ScrollSize(width: 390, height: 2000),
                                           boundsSize: ScrollSize(width: 390, height: 812), contentInset: ScrollInsets(top: 54),
                                           adjustedContentInset: ScrollInsets(top: 145, bottom: 34), isDecelerating: true,
                                           isInWindow: false, time: 12.5, displayScale: 3, leadingCover: 80))
    }

    /// The simulator reads its model as UIKit's host reads a scroll view, and its snapshot comes from that reading by
    /// the same rules: a drag is its pan's state.
    @MainActor @Test func theSimulatorsSnapshotComesFromItsReading() {
        let scrollView = SimulatedScrollView()
        scrollView.touchDown()
        scrollView.moveFinger(by: 40)
        #expect(scrollView.reading.panState == .changed || scrollView.reading.panState == .began)
        #expect(scrollView.refreshSnapshot == ScrollSnapshot(reading: scrollView.reading))
        #expect(scrollView.refreshSnapshot.isDragging && scrollView.refreshSnapshot.displayScale == 3)
        scrollView.touchUp()
        #expect(!scrollView.refreshSnapshot.isDragging)

        let carousel = SimulatedHorizontalScrollView()
        carousel.isRightToLeft = true
        #expect(carousel.reading.axis == .horizontal)
        #expect(carousel.refreshSnapshot.isRightToLeft && !carousel.refreshSnapshot.leadingBarStretches)
    }

    // MARK: UIKit's scroll animation

    /// `isScrollAnimating` is public from iOS 17.4: below, the host neither asks the view whether it answers the getter
    /// nor builds a reader (calling it there would not be public API), and the reading says "not known"; a view that
    /// does not answer it gets none either. Only then is the reader built, once.
    @Test(arguments: [(false, false, false), (false, true, false), (true, false, false), (true, true, true)])
    func theScrollAnimationIsReadOnlyWhereItIsPublicAPI(isPublicAPI: Bool, responds: Bool, reads: Bool) {
        var asked = 0, made = 0
        let reader = ScrollViewReading.scrollAnimationReader(isPublicAPI: isPublicAPI,
                                                             respondsToGetter: { asked += 1; return responds },
                                                             make: { made += 1; return "reader" })
        #expect((reader != nil) == reads)
        #expect(asked == (isPublicAPI ? 1 : 0), "the view is asked only where the property is public")
        #expect(made == (reads ? 1 : 0))
    }

    /// Not known is not "not animating": the engine sees no animation either way, and the reading keeps which it was.
    @Test(arguments: [nil, false, true] as [Bool?])
    func theSnapshotSeesUIKitsAnimationOnlyWhenReported(reported: Bool?) {
        let reading = ScrollViewReading(isScrollAnimating: reported)
        #expect(ScrollSnapshot(reading: reading).isScrollAnimating == (reported == true))
    }

    /// A host whose scroll view is gone reads a view in no window: nothing lays out or animates.
    @Test func aFreedViewReadsAsOneInNoWindow() {
        #expect(ScrollSnapshot(readingIfAlive: nil) == ScrollSnapshot(isInWindow: false))
        let reading = ScrollViewReading(contentOffset: ScrollPoint(y: 12), isScrollAnimating: true)
        #expect(ScrollSnapshot(readingIfAlive: reading) == ScrollSnapshot(reading: reading))
    }
}

