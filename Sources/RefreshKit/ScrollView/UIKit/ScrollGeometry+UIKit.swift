#if canImport(UIKit)
import UIKit

extension ScrollInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }

    var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }
}

extension ScrollPoint {
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension ScrollSize {
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension ScrollRect {
    var cgRect: CGRect {
        CGRect(x: CGFloat(origin.x), y: CGFloat(origin.y), width: CGFloat(size.width), height: CGFloat(size.height))
    }
}
#endif
