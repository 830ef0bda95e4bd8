#if canImport(UIKit)
import UIKit

/// Keys for RefreshKit's associated objects on a scroll view. A type's metadata has a unique, fixed address,
/// so the keys need no global variable.
enum AssociationKey {
    private enum Host {}
    private enum Configuration {}
    private enum PriorityObserver {}
    private enum SwiftUIHeader {}
    private enum SwiftUIFooter {}
    private enum Settings {}

    static var host: UnsafeRawPointer { address(of: Host.self) }
    static var configuration: UnsafeRawPointer { address(of: Configuration.self) }
    static var priorityObserver: UnsafeRawPointer { address(of: PriorityObserver.self) }
    /// The settings RefreshKit borrows (`ScrollViewSettings`).
    static var settings: UnsafeRawPointer { address(of: Settings.self) }
    /// A SwiftUI modifier's attachment (`SwiftUIRefreshAttachment`), one per role.
    static var swiftUIHeader: UnsafeRawPointer { address(of: SwiftUIHeader.self) }
    static var swiftUIFooter: UnsafeRawPointer { address(of: SwiftUIFooter.self) }

    private static func address(of type: Any.Type) -> UnsafeRawPointer {
        UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))!
    }
}
#endif
