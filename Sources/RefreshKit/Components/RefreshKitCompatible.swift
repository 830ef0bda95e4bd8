/// A type with the `rk` namespace. `UIScrollView` conforms in the UIKit layer.
public protocol RefreshKitCompatible: AnyObject {}

extension RefreshKitCompatible {
    /// RefreshKit's API on this object.
    public var rk: RefreshKitWrapper<Self> { RefreshKitWrapper(self) }
}
