#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

extension PageContainerView {
    /// Hosts the current list's pan on the container, an ancestor of the header, the tab bar and the pager, while the
    /// container is in a window, and gives a pan it hosts back to its list when that list stops being current or the
    /// container leaves its window (``PageHeaderTouch/panMoves(hosting:current:isInWindow:)``): a touch anywhere on the
    /// header then reaches that pan as a touch on a scroll view's content reaches the scroll view's pan, and the pan
    /// still scrolls its own list; a list that outlives the container keeps its pan. The technique is Apple's
    /// ("Advanced Scrollviews and Touch Handling Techniques", WWDC 2014: a scroll view's pan added to a view outside
    /// its bounds).
    func hostCurrentPan(isInWindow: Bool) {
        let moves = PageHeaderTouch.panMoves(hosting: hostedPanList, current: currentListScrollView, isInWindow: isInWindow)
        moves.giveBack.map { $0.addGestureRecognizer($0.panGestureRecognizer) }
        moves.host.map { rootView.addGestureRecognizer($0.panGestureRecognizer) }
        hostedPanList = moves.hosted
    }

    // Out of a window the pan goes back to its list: a container removed or deallocated never keeps a list's pan.
    public override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        hostCurrentPan(isInWindow: newWindow != nil)  // `window` still names the old one here
    }
}

/// The header's and the tab bar's `delaysContentTouches` (``PageHeaderTouchDelay``): it holds a touch from the touched
/// view for a short delay, so a drag that starts on a button scrolls the page, and takes a touch that begins while the
/// current list moves, so it stops the fling and fires nothing. When the list's pan begins first, the pan excludes it
/// and drops the held touch (`cancelsTouchesInView`), as a scroll view's pan does with its own delay's touches.
@MainActor
final class PageHeaderTouchDelayRecognizer: UIGestureRecognizer {
    /// The list whose pan the container hosts.
    var currentList: (@MainActor () -> UIScrollView?)?
    private var timer: DispatchWorkItem?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let list = currentList?()
        let takes = PageHeaderTouchDelay.verdict(listMoves: list?.isDecelerating ?? false) == .take
        timer?.cancel()
        _ = takes ? decide(recognized: true) : holdForTheDelay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { decide(recognized: false) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { decide(recognized: false) }

    override func reset() {
        timer?.cancel()
        timer = nil
        super.reset()
    }

    /// Whether it keeps `preventedGestureRecognizer` from recognizing once it takes a touch: all but the list's pan.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        PageHeaderTouchDelay.prevents(isListPan: preventedGestureRecognizer === currentList?()?.panGestureRecognizer)
    }

    /// Lets the view have the touch once the delay has passed with the finger still down.
    private func holdForTheDelay() {
        let item = DispatchWorkItem { [weak self] in onMainThread { self?.decide(recognized: false) } }
        timer = item
        DispatchQueue.main.asyncAfter(deadline: .now() + PageHeaderTouchDelay.delay, execute: item)
    }

    /// Recognized: the held touch is discarded; failed: the touched view gets it. Only while still possible: a pan
    /// that began has already excluded it.
    private func decide(recognized: Bool) {
        timer?.cancel()
        timer = nil
        (state == .possible ? recognized : nil).map { state = $0 ? .ended : .failed }
    }
}
#endif
