import Testing
@testable import RefreshKit

/// The environment's action (issue 35 item 4): a header's and a footer's part side by side, SwiftUI's shape.
@Suite struct RefreshKitActionTests {
    /// Given a header's and a footer's modifier on one list (the footer's outside), when a row reads the
    /// environment, then both parts are there, each read and begun for its own role.
    @MainActor @Test func aRowSeesTheHeaderAndTheFooter() async {
        let header = RefreshTrigger(), footer = RefreshTrigger()
        var log: [RefreshRole] = []
        header.performers[.header] = { log.append(.header); return true }
        footer.performers[.footer] = { log.append(.footer); return false }
        let outer = RefreshKitAction.merging(.init(trigger: footer, isRefreshing: true), as: .footer, into: nil)
        let action = RefreshKitAction.merging(.init(trigger: header, isRefreshing: false), as: .header, into: outer)
        #expect(action.hasComponent(.header) && action.hasComponent(.footer))
        #expect(!action.isRefreshing && action.isRefreshing(.footer))
        await action()
        #expect(await action.refresh(.footer) == false)
        #expect(log == [.header, .footer])
    }

    /// Given only a footer's modifier above the view, when it asks for the header's refresh, then it returns
    /// false at once (no such modifier), and reads no refresh.
    @MainActor @Test func aRoleWithoutAModifierReturnsFalse() async {
        let action = RefreshKitAction.merging(.init(trigger: RefreshTrigger(), isRefreshing: false), as: .footer, into: nil)
        #expect(!action.hasComponent(.header) && !action.isRefreshing)
        #expect(await action.refresh(.header) == false)
    }
}
