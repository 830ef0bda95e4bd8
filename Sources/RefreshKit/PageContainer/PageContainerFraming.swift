/// Where a page container puts its page (header, tabs and lists) in its own bounds, where the tabs stick in it, and
/// the frame a container takes when it is added to a view without one.
///
/// With ``PageContainerHeaderPlacement/underBars`` the page fills the container and ``PageContainerPin/safeArea``
/// sticks the tabs below the top safe area; with ``PageContainerHeaderPlacement/belowBars`` the page starts below
/// the top safe area (and clips there, as the page view always does: nothing shows under the bars), so the
/// safe-area pin is its top edge.
/// Bad numbers (NaN, infinite, negative) count as zero.
struct PageContainerFraming: Sendable, Hashable {
    /// The page's frame in the container.
    var pageFrame: ScrollRect
    /// How far below the page's top edge the tabs stick: the pin's line, and `pinOffset` below it.
    var pinnedTop: Double

    init(bounds: ScrollSize, safeTop: Double, pin: PageContainerPin, pinOffset: Double = 0,
         placement: PageContainerHeaderPlacement) {
        let width = Self.clean(bounds.width), height = Self.clean(bounds.height), safe = min(Self.clean(safeTop), height)
        let top: Double
        switch placement {
        case .underBars: top = 0
        case .belowBars: top = safe
        }
        pageFrame = ScrollRect(x: 0, y: top, width: width, height: height - top)
        switch pin {
        case .top: pinnedTop = 0
        case .safeArea: pinnedTop = safe - top
        case .offset(let value): pinnedTop = Self.clean(Double(value))
        }
        pinnedTop += Self.clean(pinOffset)
    }

    /// The frame a container takes when it is added to a view: its superview's bounds when it has no size and no
    /// Auto Layout of its own (an embedded view controller's view, added as UIKit's own views are, before the app
    /// frames it), to follow the superview's size from then on; nil keeps the frame it has.
    static func frameWhenAdded(size: ScrollSize, superviewBounds: ScrollRect?, usesAutoLayout: Bool) -> ScrollRect? {
        guard let superviewBounds, !usesAutoLayout, clean(size.width) == 0 || clean(size.height) == 0 else { return nil }
        return ScrollRect(x: 0, y: 0, width: clean(superviewBounds.size.width), height: clean(superviewBounds.size.height))
    }

    /// Gives `fill` the frame a container takes when it is added (``frameWhenAdded(size:superviewBounds:usesAutoLayout:)``),
    /// when it takes one.
    static func whenAdded(size: ScrollSize, superviewBounds: ScrollRect?, usesAutoLayout: Bool, fill: (ScrollRect) -> Void) {
        guard let frame = frameWhenAdded(size: size, superviewBounds: superviewBounds, usesAutoLayout: usesAutoLayout) else { return }
        fill(frame)
    }

    private static func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
}
