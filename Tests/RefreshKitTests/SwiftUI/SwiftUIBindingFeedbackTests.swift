import Testing
@testable import RefreshKit

/// What the `isRefreshing` binding is told when RefreshKit begins, ends or refuses a refresh (issue 29, SwiftUI
/// shell): ``RefreshAttachmentState/componentDidChange(to:binding:)`` and
/// ``RefreshAttachmentState/componentRefused(_:in:binding:)``, whose writes the shell only carries out.
@Suite struct SwiftUIBindingFeedbackTests {
    typealias State = RefreshAttachmentState<Int>

    /// Given a modifier without a binding, when a pull begins and ends, then nothing is written.
    @Test(arguments: [RefreshState.idle, .pulling(progress: 0.5), .ready, .refreshing, .ending, .noMoreData])
    func aModifierWithoutABindingIsNeverWritten(state: RefreshState) {
        var attachment = State()
        #expect(attachment.componentDidChange(to: state, binding: nil) == [])
    }

    /// Given a binding reading false, when a pull begins, ends and the header rests again, then true is written
    /// once at the begin and false once at the end (the binding reads the write on its way in between).
    @Test func aPullWritesTheBindingOnceEachWay() {
        var attachment = State()
        #expect(attachment.componentDidChange(to: .pulling(progress: 0.4), binding: false) == [])
        #expect(attachment.componentDidChange(to: .ready, binding: false) == [])
        #expect(attachment.componentDidChange(to: .refreshing, binding: false) == [.writeBinding(true)])
        attachment.writeDidLand()
        #expect(attachment.componentDidChange(to: .ending, binding: true) == [.writeBinding(false)])
        attachment.writeDidLand()
        #expect(attachment.componentDidChange(to: .idle, binding: false) == [])
    }

    /// Given a binding the app set to true, when the engine refuses the begin (the other end loading, disabled),
    /// then false is written back, so the binding does not stay true with nothing refreshing.
    @Test(arguments: [RefreshState.idle, .noMoreData])
    func aRefusedBeginWritesTheBindingBack(state: RefreshState) {
        var attachment = State()
        #expect(attachment.componentRefused(.begin, in: state, binding: true) == [.writeBinding(false)])
    }

    /// Given a binding set to true, when the engine refuses anything but a begin, then the binding is not told
    /// (only a refused begin leaves it showing a refresh that never came).
    @Test(arguments: [RefreshState.Event.end, .finish, .release, .noMoreData, .resetNoMoreData, .reset])
    func otherRefusalsLeaveTheBindingAlone(event: RefreshState.Event) {
        var attachment = State()
        #expect(attachment.componentRefused(event, in: .idle, binding: true) == [])
    }

    /// Given a modifier without a binding, when a begin is refused, then nothing is written.
    @Test func aRefusedBeginWithoutABindingWritesNothing() {
        var attachment = State()
        #expect(attachment.componentRefused(.begin, in: .idle, binding: nil) == [])
    }
}
