import Foundation

/// Insets on the four edges of a scroll view, in points.
///
/// The platform-neutral twin of `UIEdgeInsets`, so that the engine runs and is tested anywhere.
public struct ScrollInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = ScrollInsets()

    /// One edge by index: 0 top, 1 left, 2 bottom, 3 right (a switch: key paths cost a runtime lookup
    /// per access, and the ledger reads edges on every event).
    subscript(edge index: Int) -> Double {
        get {
            switch index {
            case 0: top
            case 1: left
            case 2: bottom
            default: right
            }
        }
        set {
            switch index {
            case 0: top = newValue
            case 1: left = newValue
            case 2: bottom = newValue
            default: right = newValue
            }
        }
    }

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// Whether every edge is within `tolerance` of the other's.
    func isClose(to other: ScrollInsets, tolerance: Double) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }

    public static func + (a: ScrollInsets, b: ScrollInsets) -> ScrollInsets {
        ScrollInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    public static func - (a: ScrollInsets, b: ScrollInsets) -> ScrollInsets {
        ScrollInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }

    public var description: String { "(t \(top.rk), l \(left.rk), b \(bottom.rk), r \(right.rk))" }
}

extension Double {
    /// A short rendering for logs and traces: at most two decimals.
    var rk: String {
        guard isFinite else { return "\(self)" }
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
