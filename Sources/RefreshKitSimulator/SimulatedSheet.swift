import Foundation
import RefreshKit

/// A model of a page sheet (`UISheetPresentationController` / `.pageSheet`, one large detent) presenting a
/// view controller whose content scroll view is a ``SimulatedScrollView``: the sheet's pan against the scroll
/// view's overscroll at its top.
///
/// Everything below is vertical. `y` is `contentOffset.y`; the scroll view's *top* is the offset at which its
/// content sits at its top, ``SimulatedScrollView/minOffset`` = `−adjustedContentInset.top` (with an attached
/// large-title bar, the expanded top its drags measure overscroll from; see rule 3). The sheet's ``offset`` is
/// how far the sheet has moved down from its detent, in points (0 = presented, ``screenHeight`` = gone).
///
/// **Rules**, each with what backs it (labels: DOC Apple documentation, OBS reported by developers in public
/// issue threads, INF our inference; "decompile" means observed in UIKit's implementation, the decompiled
/// iOS 26.1 UIKitCore's `_UISheetInteraction`: private and version-specific, a mechanism to test against, not
/// a contract). Issue numbers are GitHub threads: CRRefresh is CRAnimation/CRRefresh, MJRefresh is
/// CoderMJLee/MJRefresh.
///
/// 1. Who may take the pan: the sheet offers to drive a pan of its descendant scroll view only if the
///    scroll view has no `refreshControl` (``hasRefreshControl``), cannot scroll horizontally (content wider
///    than the bounds), and the sheet's interaction is enabled (``isEnabled``) (INF, decompile: the sheet
///    declines a scroll view with `refreshControl` set, one that scrolls horizontally, one holding a first
///    responder with interactive keyboard dismissal (not modelled), or when sheet or scroll interaction is
///    disabled). A sheet being dismissed or gone takes no pan (INF). OBS that a `refreshControl` is what
///    lets the scroll view keep the pull: CRRefresh#44 (the clear `UIRefreshControl` workaround),
///    MJRefresh#1584 (the system control works in a sheet).
/// 2. Quick successive pans: a pan that begins less than ``minimumPanInterval`` (0.4 s) after the
///    previous pan of the scroll view ended is left to the scroll view, unless the sheet is still animating
///    (springing back), in which case the sheet takes it and is caught where it is (INF, decompile).
/// 3. Downward at the top: during a pan the sheet takes, the finger's position is split at the scroll
///    view's top: the part of the drag that would take the content past its top moves the sheet, the scroll
///    view stays pinned at its top (no overscroll, so a header above the content is never revealed), and the
///    rest scrolls the content. So a drag that starts at the top moves the sheet at once, a drag from the
///    middle of the list scrolls the list until the top is reached and then moves the sheet, and a finger
///    that brings the sheet back up and further scrolls the content again (INF, decompile: the sheet starts
///    dragging when the scroll view is at or past its top and the drag goes down, pins the scroll view at
///    its top and takes the translation itself; OBS CRRefresh#44: a pulled custom header dismisses the sheet
///    instead). The top is the scroll view's drag limit, `minOffset` without a navigation bar (INF: with a
///    large-title bar we take its expanded top, which the collapse band keeps equal to `−adjusted.top`).
/// 4. Following the finger: the sheet moves 1:1 with the translation (INF). With
///    ``isModalInPresentation`` it rubber-bands instead: `R · (1 − 1 / (1 + c · t / R))`, `t` the finger's
///    translation, `R` = ``screenHeight``, `c` = ``rubberBandCoefficient`` (0.55) (OBS: with
///    `isModalInPresentation` the sheet still drags a little, CRRefresh#44, and still moves, MJRefresh#1584;
///    INF: the formula and coefficient are UIScrollView's rubber band, reused).
/// 5. Release: a release while the sheet holds the pan (the sheet is displaced, or pinned at the top
///    with the finger moving down) is the sheet's: the scroll view ends the drag without momentum, pinned
///    at its top (INF: the sheet took the translation, so the scroll view has nothing to decelerate). The
///    sheet dismisses if its translation exceeds ``dismissFraction`` (0.3) × ``screenHeight`` or the
///    downward release speed exceeds ``dismissVelocity`` (1 pt/ms); otherwise it springs back (the
///    thresholds are guesses, INF: no public source gives them).
/// 6. `isModalInPresentation`: the sheet never dismisses; it springs back (DOC:
///    [`isModalInPresentation`](https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation)
///    "prevents the interactive dismissal of the view controller", and Apple's sample
///    [Disabling the pull-down gesture for a sheet](https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet)).
///    A release that would have dismissed counts as an attempt, ``dismissAttempts`` (DOC: UIKit then calls
///    `presentationControllerDidAttemptToDismiss(_:)`; INF: that it uses the same thresholds).
/// 7. Animations (INF, unsourced): the spring back is an exponential return, `offset · 0.99^ms` (the scroll
///    view's bounce stiffness, reused), ending under a quarter point; the dismissal is a 0.35 s ease-out
///    (cubic) to ``screenHeight``, after which the presented view leaves the window
///    (``SimulatedScrollView/setInWindow(_:)``; INF: a dismissed presentation removes its view).
///
/// Not modelled: detents other than one large detent (a release that "snaps to a lower detent"), the upward
/// expansion of `prefersScrollingExpandsWhenScrolledToEdge` (DOC), the keyboard-dismissal exemption, the
/// sheet's own background dismiss recogniser (a pull outside the scroll view), the grabber, and the hidden
/// `UIRefreshControl` itself (the app-side fix: ``hasRefreshControl`` stands for `scrollView.refreshControl
/// != nil` with a control that ends at once, so its own refresh cycle, 60 pt rest and VoiceOver action are
/// left out).
@MainActor
public final class SimulatedSheet {
    public enum Phase: Sendable, Hashable {
        /// At its detent, not following a finger (also while the content under a pan the sheet took scrolls).
        case resting
        /// Following a finger: the pan is the sheet's and the scroll view is pinned at its top (rule 3).
        case tracking
        /// Returning to its detent after a release (rule 7).
        case springingBack
        /// Sliding off screen after a dismissing release (rule 7).
        case dismissing
        /// Gone: the presented view has left the window.
        case dismissed
    }

    /// The sheet at the end of one display frame.
    public struct Sample: Sendable, Hashable {
        public var time: Double
        /// How far the sheet is below its detent.
        public var offset: Double
        public var phase: Phase
        /// The scroll view's `contentOffset.y`.
        public var contentOffset: Double
        /// Whether the current pan (if any) was offered to the sheet (rules 1, 2).
        public var takesPan: Bool
    }

    // MARK: Metrics and options

    /// The screen's height; dismissal thresholds and the rubber band are measured against it. 844 is a
    /// 390 × 844 iPhone (12–14).
    public let screenHeight: Double
    /// Whether the scroll view has a `refreshControl` (rule 1): the app-side fix. The control itself is not
    /// modelled (it is taken to end at once).
    public var hasRefreshControl = false
    /// Whether the sheet's (and its scroll) interaction is enabled (rule 1).
    public var isEnabled = true
    /// `isModalInPresentation` on the presented view controller (rules 4, 6): no dismissal by a pull.
    public var isModalInPresentation = false
    /// Rule 5: the fraction of ``screenHeight`` past which a release dismisses (a guess, INF).
    public var dismissFraction = 0.3
    /// Rule 5: the downward release speed (pt/ms) past which a release dismisses (a guess, INF).
    public var dismissVelocity = 1.0
    /// Rule 4: the rubber band's coefficient with ``isModalInPresentation``.
    public var rubberBandCoefficient = 0.55
    /// Rule 2: a pan beginning sooner than this after the previous one ended is the scroll view's.
    public var minimumPanInterval = 0.4
    /// Rule 7: the dismissal animation's duration.
    public var dismissDuration = 0.35
    /// Whether ``layoutPass()`` appends to ``trace``.
    public var isRecording = true

    // MARK: State

    public private(set) weak var scrollView: SimulatedScrollView?
    /// How far the sheet is below its detent, in points (0 = presented).
    public private(set) var offset = 0.0
    public private(set) var phase = Phase.resting
    /// Whether the sheet has been dismissed (its dismissal animation finished).
    public private(set) var isDismissed = false
    /// Whether the current pan was offered to the sheet (rules 1, 2); false between pans.
    public private(set) var takesCurrentPan = false
    /// How far the finger has pulled the sheet in the current (or last) pan, before any rubber band.
    public private(set) var translation = 0.0
    /// The largest ``offset`` a finger has moved the sheet to so far (animations not counted).
    public private(set) var largestPull = 0.0
    /// How many pans the sheet took (rules 1–3, 5), counting only those that moved it or whose release it took.
    public private(set) var pansTaken = 0
    /// Releases that would have dismissed a sheet with ``isModalInPresentation`` (rule 6).
    public private(set) var dismissAttempts = 0
    /// One sample per display frame, taken at the end of the frame (and one at ``attach(to:)``).
    public private(set) var trace: [Sample] = []

    /// The scroll view's time when its previous pan ended (rule 2).
    private var lastPanEnd = -Double.infinity
    /// The finger translation the sheet already had when the current pan began (a caught spring-back).
    private var panBase = 0.0
    private var movedInCurrentPan = false
    private var dismissal: (from: Double, start: Double)?

    public init(screenHeight: Double = 844) {
        self.screenHeight = max(1, screenHeight)
    }

    // MARK: Attaching

    /// Presents `scrollView` in this sheet, at its detent. Another sheet attached to it is detached.
    public func attach(to scrollView: SimulatedScrollView) {
        detach()
        if let other = scrollView.sheet, other !== self { other.detach() }
        self.scrollView = scrollView
        scrollView.sheet = self
        if isRecording { trace.append(sample(scrollView)) }
    }

    /// Stops modelling the sheet: the scroll view's pans are its own again.
    public func detach() {
        guard let scrollView else { return }
        self.scrollView = nil
        if scrollView.sheet === self { scrollView.sheet = nil }
        takesCurrentPan = false
    }

    /// Forgets the recorded samples.
    public func clearTrace() {
        trace.removeAll()
    }

    /// Whether the sheet is animating on its own (rule 2): springing back or being dismissed.
    public var isAnimating: Bool { phase == .springingBack || phase == .dismissing }

    /// The scroll view's top as rule 3 measures it.
    var top: Double { scrollView?.motionMinOffset ?? 0 }

    // MARK: - Hooks called by the scroll view

    /// Rules 1 and 2, when the scroll view's pan begins: decides whether this pan is offered to the sheet,
    /// and catches a spring-back where it is.
    func panWillBegin() {
        guard let scrollView else { return }
        movedInCurrentPan = false
        let eligible = !hasRefreshControl && isEnabled && !isDismissed && phase != .dismissing
            && scrollView.contentSize.width <= scrollView.boundsSize.width + 0.0001
        let recent = scrollView.time - lastPanEnd < minimumPanInterval
        takesCurrentPan = eligible && (!recent || phase == .springingBack)
        panBase = takesCurrentPan ? unbanded(offset) : 0
        translation = panBase
        if takesCurrentPan && phase == .springingBack { phase = offset > 0 ? .tracking : .resting }
    }

    /// Rules 3 and 4, for each finger move of a pan: `raw` is where the finger would put the content
    /// (drag start − translation). Returns the offset the scroll view shows, or nil when the pan is not the
    /// sheet's (the scroll view then rubber-bands as usual).
    func contentOffset(forFinger raw: Double) -> Double? {
        guard takesCurrentPan, let scrollView else { return nil }
        let virtual = raw - panBase
        let top = self.top
        if virtual < top {
            translation = top - virtual
            offset = banded(translation)
            largestPull = max(largestPull, offset)
            phase = .tracking
            if !movedInCurrentPan { movedInCurrentPan = true; pansTaken += 1 }
            return top
        }
        translation = 0
        offset = 0
        phase = .resting
        return scrollView.rubberBanded(virtual)
    }

    /// Rule 5, when the scroll view's pan ends, with the release velocity (pt/ms, positive toward the
    /// content's end, so a downward finger is negative). Returns the velocity the scroll view keeps: 0 when
    /// the sheet takes the release.
    func panDidEnd(velocity v: Double) -> Double {
        guard let scrollView else { return v }
        lastPanEnd = scrollView.time
        defer { takesCurrentPan = false }
        let pinned = scrollView.contentOffset.y <= top + 1e-6
        guard takesCurrentPan, offset > 0 || (pinned && v < 0) else { return v }
        if !movedInCurrentPan { movedInCurrentPan = true; pansTaken += 1 }
        let dismisses = translation > dismissFraction * screenHeight || -v > dismissVelocity
        if dismisses && isModalInPresentation { dismissAttempts += 1 }
        if dismisses && !isModalInPresentation {
            phase = .dismissing
            dismissal = (offset, scrollView.time)
        } else {
            phase = offset > 0 ? .springingBack : .resting
        }
        return 0
    }

    /// The end of a display frame: advances the spring-back or the dismissal (rule 7) and records a sample.
    func layoutPass() {
        guard let scrollView else { return }
        switch phase {
        case .springingBack:
            let next = offset * pow(0.99, scrollView.frameDuration * 1000)
            if next < 0.25 {
                offset = 0
                phase = .resting
            } else {
                offset = next
            }
        case .dismissing:
            guard let dismissal else { break }
            let t = min(1, (scrollView.time - dismissal.start) / max(dismissDuration, 1e-6))
            let eased = 1 - pow(1 - t, 3)
            offset = dismissal.from + (screenHeight - dismissal.from) * eased
            if t >= 1 - 1e-9 {
                self.dismissal = nil
                phase = .dismissed
                isDismissed = true
                scrollView.setInWindow(false)
            }
        case .resting, .tracking, .dismissed:
            break
        }
        if isRecording { trace.append(sample(scrollView)) }
    }

    // MARK: - Internal

    /// Rule 4: the sheet's offset for a finger translation `t`.
    private func banded(_ t: Double) -> Double {
        guard isModalInPresentation, t > 0 else { return max(0, t) }
        let r = screenHeight, c = rubberBandCoefficient
        return r * (1 - 1 / (1 + c * t / r))
    }

    /// The inverse of ``banded(_:)``: the translation that shows `shown`.
    private func unbanded(_ shown: Double) -> Double {
        guard isModalInPresentation, shown > 0 else { return max(0, shown) }
        let r = screenHeight, c = rubberBandCoefficient, o = min(shown, r * 0.999)
        return r * o / (c * (r - o))
    }

    private func sample(_ scrollView: SimulatedScrollView) -> Sample {
        Sample(time: scrollView.time, offset: offset, phase: phase, contentOffset: scrollView.contentOffset.y,
               takesPan: takesCurrentPan)
    }
}
