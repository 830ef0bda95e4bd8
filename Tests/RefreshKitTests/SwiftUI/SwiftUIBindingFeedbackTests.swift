import Testing
@testable import RefreshKit

/// What the `isRefreshing` binding is told when RefreshKit begins, ends or refuses a refresh, and which triggers
/// reach the component (issue 29, SwiftUI shell): ``RefreshAttachmentState/componentDidChange(to:binding:)``,
/// ``RefreshAttachmentState/componentRefused(_:in:binding:)`` and
/// ``RefreshAttachmentState/connectTrigger(of:component:)``, whose commands the shell only carries out.
@Suite struct SwiftUIBindingFeedbackTests {
    typealias State = RefreshAttachmentState<Int>

    /// Given a modifier without a binding, when a pull begins and ends, then nothing is written.
    @Test(arguments: [RefreshState.idle, .pulling(progress: 0.5), .ready, .refreshing, .ending, .noMoreData])
    func aModifierWithoutABindingIsNeverWritten(state: RefreshState) {
        var attachment = State()
        #expect(attachment.componentDidChange(to: state, binding: nil).filter(\.isBindingWrite) == [])
    }

    /// Given any modifier, when its component begins and ends refreshing, then the state behind the
    /// environment's action (``RefreshKitAction/isRefreshing``) is written once each way, and not for a pull's
    /// progress.
    @Test func theEnvironmentsStatusIsWrittenOnceEachWay() {
        var attachment = State()
        let states: [RefreshState] = [.pulling(progress: 0.4), .ready, .refreshing, .ending, .idle, .pulling(progress: 0.2)]
        let writes = states.flatMap { attachment.componentDidChange(to: $0, binding: nil) }
        #expect(writes == [.writeStatus(true), .writeStatus(false)])
    }

    /// Given a component refreshing whose status was written, when a marker that reads false updates (a `ForEach`
    /// row added during the refresh, its state new), then the status is written again; a marker that already
    /// reads it, or one whose reading is not known, writes nothing.
    @Test(arguments: [(false, true), (true, false), (nil, false)] as [(Bool?, Bool)])
    func aMarkerThatReadsOtherwiseThanTheComponentIsWritten(shown: Bool?, written: Bool) {
        var attachment = State()
        let component = State.Component(isRefreshing: true, height: 54)
        _ = attachment.update(from: 1, .init(), component: component, shown: false)
        #expect(attachment.componentDidChange(to: .refreshing, binding: nil) == [.writeStatus(true)])
        let commands = attachment.update(from: 2, .init(), component: component, shown: shown)
        #expect(commands.contains(.writeStatus(true)) == written)
        #expect(!commands.contains(.writeStatus(false)))
    }

    /// Given a binding reading false, when a pull begins, ends and the header rests again, then true is written
    /// once at the begin and false once at the end (the binding reads the write on its way in between).
    @Test func aPullWritesTheBindingOnceEachWay() {
        var attachment = State()
        #expect(attachment.componentDidChange(to: .pulling(progress: 0.4), binding: false) == [])
        #expect(attachment.componentDidChange(to: .ready, binding: false) == [])
        #expect(attachment.componentDidChange(to: .refreshing, binding: false).filter(\.isBindingWrite) == [.writeBinding(true)])
        attachment.writeDidLand()
        #expect(attachment.componentDidChange(to: .ending, binding: true).filter(\.isBindingWrite) == [.writeBinding(false)])
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

    static let sectionA = RefreshModifierSite(fileID: "Feed.swift", line: 10, column: 5)
    static let sectionB = RefreshModifierSite(fileID: "Feed.swift", line: 20, column: 5)

    /// Given two modifiers on one scroll view, the second one driving, when each updates, then each one's trigger
    /// is connected to the shared component (a "Load more" button on either begins it).
    @Test func everyModifiersTriggerReachesTheSharedComponent() {
        var attachment = State()
        for (marker, site) in [(1, Self.sectionA), (2, Self.sectionB)] {
            #expect(attachment.connectTrigger(of: site, component: .init(height: 44)) == [.connectTrigger(site)])
            _ = attachment.update(from: marker, site: site, .init(), component: .init(height: 44))
        }
        #expect(attachment.driver == Self.sectionB)
        #expect(attachment.connectTrigger(of: Self.sectionA, component: .init(height: 44)) == [.connectTrigger(Self.sectionA)])
    }

    /// Given a component detached once its last marker left, when a stale marker still updates, then its
    /// trigger is not connected (it keeps saying no header took it) and nothing else is commanded.
    @Test func aDetachedComponentTakesNoTrigger() {
        var attachment = State()
        _ = attachment.update(from: 1, .init(), component: .init(height: 54))
        _ = attachment.markerLeft(1)
        #expect(attachment.checkOwners() == [.detach])
        #expect(attachment.connectTrigger(of: .init(), component: .init(height: 54)) == [])
        #expect(attachment.update(from: 1, .init(requested: true), component: .init(height: 54)) == [])
    }

    /// Given an attachment whose component is gone (nothing to read), when a modifier updates, then no trigger is
    /// connected, no marker owns anything and nothing is commanded.
    @Test func anUpdateWithoutAComponentDoesNothing() {
        var attachment = State()
        #expect(attachment.connectTrigger(of: .init(), component: nil) == [])
        #expect(attachment.update(from: 1, .init(isEnabled: false, requested: true), component: nil) == [])
        #expect(attachment.owners.isEmpty)
    }
}

extension RefreshAttachmentState.Command {
    /// Whether it writes the `isRefreshing` binding (not the environment's status).
    var isBindingWrite: Bool {
        if case .writeBinding = self { return true }
        return false
    }
}
