#if canImport(UIKit)
import UIKit

/// Reads `UIScrollView.isScrollAnimating`, public API since iOS 17.4, which the iOS 17.0 SDK this package builds
/// against does not declare.
///
/// The getter's selector is named by RefreshKit's own `@objc` declaration of the property (`isScrollAnimating`, the
/// getter of UIKit's `@property(readonly, getter=isScrollAnimating) BOOL scrollAnimating`), and the scroll view's own
/// implementation of it is called (`method(for:)`): no selector from a string, no key-value coding, no private API.
/// Built once per scroll view, and only on iOS 17.4 and later for a view that answers the getter
/// (``ScrollViewReading/scrollAnimationReader(isPublicAPI:respondsToGetter:make:)``); elsewhere there is none, and
/// the host reports `isScrollAnimating` as not known. With a newer SDK, which declares the property, this compiles
/// and behaves the same.
///
/// The iOS 17.4 SDK declares it `@property(nonatomic, readonly, getter=isScrollAnimating) BOOL scrollAnimating
/// API_AVAILABLE(ios(17.4))`: "YES if the scroll view is currently animating a `contentOffset` change", for example
/// from `setContentOffset:animated:`, and "deceleration will *not* cause this property to be YES" (`UIScrollView.h`).
/// What UIKit reports (`-[UIScrollView isScrollAnimating]` in the decompiled iOS 26.1 UIKitCore): a
/// `UIScrollViewScrollAnimation` is running (the weak `_animation` that `_animateScrollToContentOffset:…` stores
/// and `_clearContentOffsetAnimation:` clears), or a scroll-animating assertion is held. That animation is what an
/// animated `setContentOffset(_:animated:)` in a window and the status-bar tap (`_scrollToTopIfPossible:`) run. It
/// is not set by momentum or a bounce (`isDecelerating`: `_scrollHeartbeat`), nor by a plain `contentOffset` write
/// (RefreshKit's own, a page container's), which does not stop it either; `setContentOffset(_:animated: false)`
/// does stop it. Hardware-keyboard scrolling can run `_UIScrollViewScrollingAnimator` on a display link of its own,
/// which stores no such animation.
@MainActor
struct ScrollAnimationReader {
    /// An Objective-C getter that returns `BOOL`, as a C function of the receiver and the selector.
    private typealias Getter = @convention(c) (AnyObject, Selector) -> ObjCBool

    private static let getter = #selector(getter: ScrollAnimationReporting.isScrollAnimating)

    /// `scrollView`'s implementation of the getter.
    private let implementation: Getter

    /// The reader for `scrollView`, or nil where `isScrollAnimating` is not public API (before iOS 17.4).
    static func make(for scrollView: UIScrollView) -> ScrollAnimationReader? {
        ScrollViewReading.scrollAnimationReader(isPublicAPI: isPublicAPI,
                                                respondsToGetter: { scrollView.responds(to: getter) },
                                                make: { ScrollAnimationReader(scrollView.method(for: getter)) })
    }

    private init(_ method: IMP) {
        implementation = unsafeBitCast(method, to: Getter.self)
    }

    /// Whether UIKit's own scroll animation moves `scrollView` now.
    func isScrollAnimating(_ scrollView: UIScrollView) -> Bool {
        implementation(scrollView, Self.getter).boolValue
    }

    /// Whether the running system has `isScrollAnimating` as public API: iOS, iPadOS and Mac Catalyst 17.4, visionOS 1.1.
    private static var isPublicAPI: Bool {
        if #available(iOS 17.4, visionOS 1.1, *) { return true }
        return false
    }
}

/// UIKit's declaration of the property, for its selector: RefreshKit never conforms anything to it.
@objc private protocol ScrollAnimationReporting {
    /// `-[UIScrollView isScrollAnimating]`.
    var isScrollAnimating: Bool { get }
}
#endif
