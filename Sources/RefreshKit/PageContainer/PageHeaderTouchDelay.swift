/// The container's `delaysContentTouches` for its header and tab bar: a touch that begins there reaches the touched
/// view (a button's highlight, a text view's link) only after a short delay, or at once when the finger lifts before
/// it, so that a drag that starts there within the delay scrolls the page and the view never hears of it, as for the
/// content of a scroll view; and a touch that begins while the page moves (a fling, a bounce) reaches nothing but the
/// list's pan, which stops it, as a touch on a moving scroll view does.
///
/// It mirrors UIKit's own delay of a scroll view's content ([O] `UIScrollViewDelayedTouchesBeganGestureRecognizer`:
/// `touchesBegan:` schedules `sendDelayedTouches` after `_touchDelayForScrollDetection`, `touchesEnded:` sends the
/// delayed touches at once) with public API only: a recognizer with `delaysTouchesBegan` ([D]: the window "suspends
/// delivery of touch objects in the UITouchPhaseBegan phase to the view. If the gesture recognizer subsequently
/// recognizes its gesture, these touch objects are discarded"; if it fails they are delivered) that fails after
/// ``delay`` or when the touch ends. When the list's pan begins first, the pan (`cancelsTouchesInView`) drops the held
/// touch, as a scroll view's pan drops its delayed content touches. Unlike UIKit's delay it does not deliver early
/// when the finger moves along an axis the page cannot scroll: a tab bar or a carousel under the finger decides
/// horizontal moves with pans of their own, and a vertical drag on them must stay the page's.
///
/// While the list moves, the recognizer recognizes at touch-down, so the touch is discarded and every recognizer but
/// the list's pan is kept from recognizing: UIKit's own catch applies inside the moving scroll view only (device
/// review F3), and the list's pan holds the touch from its content while it decelerates ([O]
/// `UIScrollViewPanGestureRecognizer delaysTouchesBegan` returns `isDecelerating`), but not from the header.
@_spi(RefreshKitHost) public enum PageHeaderTouchDelay {
    /// The delay, in seconds ([D] `delaysContentTouches`: "a short delay"; 150 ms in WWDC 2014's "Advanced Scrollviews
    /// and Touch Handling Techniques").
    public static let delay = 0.15

    /// What the recognizer does with a touch that begins.
    public enum Verdict: Sendable, Hashable {
        /// Hold it for ``PageHeaderTouchDelay/delay``, then let the view have it.
        case hold
        /// Take it at once: nothing but the list's pan hears of it.
        case take
    }

    /// The verdict on a touch that begins while the current list `listMoves` (decelerates or bounces), or not.
    public static func verdict(listMoves: Bool) -> Verdict { listMoves ? .take : .hold }

    /// Whether the recognizer, once it takes a touch, keeps a recognizer from recognizing: all but the list's pan.
    public static func prevents(isListPan: Bool) -> Bool { !isListPan }
}
