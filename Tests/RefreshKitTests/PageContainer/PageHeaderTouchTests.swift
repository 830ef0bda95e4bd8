import Testing
@testable import RefreshKit

/// Who gets a touch on the page container's header (issue 29): the current list, so a drag on the header scrolls the
/// page, unless a view on the way handles touches itself.
@Suite struct PageHeaderTouchTests {
    typealias View = PageHeaderTouch.View

    /// Given the views from the touched one up to the header, then the touch stays with them when any is a control, a
    /// scroll view (a carousel) or has a gesture recognizer (an avatar's tap), at any depth; plain views pass it on.
    @Test(arguments: [
        ([View()], false), ([View(), View(), View()], false), ([], false),
        ([View(isControl: true)], true), ([View(), View(isScrollView: true)], true),
        ([View(), View(), View(hasGestureRecognizers: true)], true),
    ])
    func aViewThatHandlesTouchesKeepsThem(chain: [View], keeps: Bool) {
        #expect(PageHeaderTouch.keepsTouch(chain) == keeps)
    }

    /// Given what the header's own hit test found, then a touch that hit nothing goes on below (nil), one on a view that
    /// keeps touches stays there, and any other goes to the current list, or stays when there is no list yet.
    @Test(arguments: [
        (nil as String?, false, "list" as String?, nil as String?), ("avatar", true, "list", "avatar"),
        ("title", false, "list", "list"), ("title", false, nil, "title"),
    ])
    func aTouchOnTheHeaderGoesToTheCurrentListUnlessKept(hit: String?, keeps: Bool, list: String?, expected: String?) {
        #expect(PageHeaderTouch.receiver(hit: hit, keepsTouch: { _ in keeps }, currentList: { list }) == expected)
    }
}
