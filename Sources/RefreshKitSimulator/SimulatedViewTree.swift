@_spi(RefreshKitHost) import RefreshKit

/// A view of the simulator's view tree: a frame in its superview, what it does with a touch, and UIKit's hit test.
///
/// Rules (`TestingWithTheSimulator.md`, "Touches"): a view is hit only when it is shown, takes touches and is opaque
/// enough, and the point is inside it; subviews are tried front to back ([D] `hitTest(_:with:)`: "ignores view objects
/// that are hidden, that have disabled user interactions, or have an alpha level less than 0.01"; "points that lie
/// outside the receiver's bounds are never reported as hits, even if they actually lie within one of the receiver's
/// subviews"). A scroll view's subviews move with its bounds' origin, its content offset.
@MainActor
public final class SimulatedView {
    /// What a view does with touches of its own.
    public enum Kind: Sendable, Hashable {
        /// A label, an image, a container: nothing.
        case plain
        /// A `UIControl` (a button, a tab): it tracks a touch delivered to it and fires when the touch ends, unless it
        /// was cancelled.
        case control
        /// A `UIScrollView` (a carousel, the tab bar's scroller, a list): its pan and, while scrolling is enabled, its
        /// touch-delay recognizer (`delaysContentTouches`).
        case scrollView
        /// A `UITextView` (a bio with links): a scroll view, scrolling off, with a tap of its own for its links.
        case textView
        /// A SwiftUI hosting view: recognizers of its own (its event bridge), a tap for the SwiftUI buttons in it.
        case hosting
    }

    public let name: String
    public let kind: Kind
    /// The frame in the superview's coordinates (for a scroll view's subview, its content's).
    public var frame: ScrollRect
    public private(set) var subviews: [SimulatedView] = []
    public private(set) weak var superview: SimulatedView?
    public var isHidden = false
    public var isUserInteractionEnabled = true
    public var alpha = 1.0
    /// Where the hit test finds something else than UIKit's own answer (a `hitTest(_:with:)` override).
    public var hitTestOverride: (@MainActor (SimulatedView?) -> SimulatedView?)?

    // MARK: Scroll views

    /// UIScrollView's settings, with UIKit's defaults.
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// `touchesShouldCancel(in:)`: UIScrollView's default is true unless the view is a control ([D]: "The default
    /// returned value is true if view isn't a UIControl object; otherwise, it returns false").
    public var touchesShouldCancel: @MainActor (SimulatedView) -> Bool = { $0.kind != .control }
    /// A vertical list this view stands for: its subviews move with the list's offset, its pan drives the list.
    public private(set) var list: SimulatedScrollView?
    /// The paging scroll view this view stands for (the container's pager): its subviews move with the pager's offset,
    /// its pan drives the pager.
    public private(set) var pager: SimulatedPager?
    /// `gestureRecognizerShouldBegin(_:)` of this scroll view's pan, asked with the finger's translation as it would
    /// begin: false fails the pan (the container's ``PagerScrollView`` asks `PagerPanRule` and the app). Nil: true.
    public var shouldBeginPan: (@MainActor (ScrollPoint) -> Bool)?
    /// A horizontal scroll view's content width and offset (a carousel, the tab bar's scroller); its pan moves it.
    public var contentWidth = 0.0
    public var contentOffsetX = 0.0
    /// Whether scrolling is on (a text view's is off): a scroll view's pan and delay work only while it is
    /// ([I]: `_updateScrollGestureRecognizersEnabled`; a text view with scrolling off does not scroll).
    public var isScrollEnabled: Bool

    // MARK: Recognizers and what the view heard

    /// The recognizers attached to this view, in the order they were added.
    public internal(set) var recognizers: [SimulatedRecognizer] = []
    /// Touches delivered to the view (`touchesBegan`), cancelled (`touchesCancelled`), and its actions: a control's
    /// action, or a tap of its own recognized.
    public internal(set) var touchesBegan = 0
    public internal(set) var touchesCancelled = 0
    public internal(set) var actions = 0
    /// A scroll view's own pan (`panGestureRecognizer`), wherever it is attached now.
    public private(set) var panRecognizer: SimulatedRecognizer?

    /// A view of `kind` at `frame`. A scroll view, a text view or a hosting view gets its recognizers.
    public init(_ name: String, kind: Kind = .plain, frame: ScrollRect, contentWidth: Double = 0, list: SimulatedScrollView? = nil,
                pager: SimulatedPager? = nil) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.list = list
        self.pager = pager
        self.contentWidth = contentWidth
        isScrollEnabled = kind == .scrollView
        if kind == .scrollView {
            let pan = SimulatedRecognizer(.pan(scrollView: self), on: self)
            panRecognizer = pan
            recognizers = [pan, SimulatedRecognizer(.scrollDelay(scrollView: self), on: self)]
        }
        if kind == .textView || kind == .hosting { recognizers.append(SimulatedRecognizer(.tap(owner: self), on: self)) }
    }

    /// Adds a subview, in front of the others.
    @discardableResult
    public func add(_ view: SimulatedView) -> SimulatedView {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
        return view
    }

    /// Adds a tap recognizer of the view's own (an avatar's).
    public func addTap() { recognizers.append(SimulatedRecognizer(.tap(owner: self), on: self)) }

    /// Moves `recognizer` to this view ([D] `addGestureRecognizer(_:)`: a recognizer belongs to one view, adding it to
    /// another takes it from the first).
    public func addRecognizer(_ recognizer: SimulatedRecognizer) {
        recognizer.view?.recognizers.removeAll { $0 === recognizer }
        recognizers.append(recognizer)
        recognizer.view = self
    }


    /// Whether the scroll view can scroll vertically or horizontally (`_canScrollY`, `_canScrollX`: the content and its
    /// insets larger than the bounds along that axis, or `alwaysBounce…` on that axis [UK]). A list: vertically only (its
    /// content is as wide as the page, `alwaysBounceVertical`); the pager: horizontally, with two pages or more (its
    /// content is as tall as the page, `alwaysBounceVertical` off); a carousel or the tab bar's scroller: horizontally,
    /// when its content is wider.
    var canScrollY: Bool { list != nil }
    var canScrollX: Bool {
        if let pager { return pager.pageCount > 1 }
        return list == nil && kind == .scrollView && contentWidth > frame.size.width
    }
    /// Whether this scroll view decelerates or bounces (`isDecelerating`).
    var isMoving: Bool { list?.isDecelerating ?? pager?.isDecelerating ?? false }

    /// The bounds' origin: a scroll view's content offset.
    var boundsOrigin: ScrollPoint { ScrollPoint(x: pager?.contentOffset ?? contentOffsetX, y: list?.contentOffset.y ?? 0) }

    /// UIKit's hit test of `point`, in this view's superview's coordinates.
    public func hitTest(_ point: ScrollPoint) -> SimulatedView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        let local = ScrollPoint(x: point.x - frame.origin.x, y: point.y - frame.origin.y)
        guard local.x >= 0, local.y >= 0, local.x < frame.size.width, local.y < frame.size.height else { return nil }
        let content = ScrollPoint(x: local.x + boundsOrigin.x, y: local.y + boundsOrigin.y)
        let found = subviews.reversed().lazy.compactMap { $0.hitTest(content) }.first ?? self
        return hitTestOverride.map { $0(found) } ?? found
    }

    /// This view and its superviews, up to the root.
    public var chain: [SimulatedView] { Array(sequence(first: self, next: { $0.superview })) }

    /// Whether this view is `other` or inside it.
    public func isDescendant(of other: SimulatedView) -> Bool { chain.contains { $0 === other } }
}

/// A gesture recognizer of the simulator's view tree.
@MainActor
public final class SimulatedRecognizer {
    public enum Kind {
        /// A scroll view's pan (`UIScrollViewPanGestureRecognizer`): it scrolls its scroll view wherever it is attached.
        case pan(scrollView: SimulatedView)
        /// A scroll view's touch delay (`UIScrollViewDelayedTouchesBeganGestureRecognizer`).
        case scrollDelay(scrollView: SimulatedView)
        /// A tap of `owner`'s own (`UITapGestureRecognizer`).
        case tap(owner: SimulatedView)
        /// The page container's delay of header touches (``PageHeaderTouchDelay``); `listMoves` reads whether the
        /// current list decelerates or bounces.
        case headerDelay(listMoves: @MainActor () -> Bool, isListPan: @MainActor (SimulatedRecognizer) -> Bool)
    }

    public let kind: Kind
    public internal(set) weak var view: SimulatedView?
    /// Whether it hears touches ([D] `isEnabled`: "Disabled gesture recognizers don't receive touches").
    public var isEnabled = true

    init(_ kind: Kind, on view: SimulatedView?) {
        self.kind = kind
        self.view = view
    }

    /// A recognizer of `kind` not attached yet (attach it with ``SimulatedView/addRecognizer(_:)``).
    public convenience init(_ kind: Kind) { self.init(kind, on: nil) }
}
