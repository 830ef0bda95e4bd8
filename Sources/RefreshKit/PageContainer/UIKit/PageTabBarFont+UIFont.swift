#if canImport(UIKit)
import UIKit

extension PageTabBarFont {
    /// The tab bar font of a `UIFont`: its face, size and weight; the system font at any weight, or an installed font
    /// by name (`described(name:size:weight:scalesWithDynamicType:)`).
    ///
    /// ```swift
    /// appearance.titleFont = PageTabBarFont(UIFont.systemFont(ofSize: 15, weight: .medium))
    /// appearance.selectedTitleFont = PageTabBarFont(UIFont(name: "PingFangSC-Semibold", size: 16)!)
    /// ```
    ///
    /// With `scalesWithDynamicType`, the size follows the reader's text size from `font`'s size as the default.
    public init(_ font: UIFont, scalesWithDynamicType: Bool = false) {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        let weight = (traits?[.weight] as? NSNumber)?.doubleValue ?? 0
        self = .described(name: font.fontName, size: Double(font.pointSize), weight: weight,
                          scalesWithDynamicType: scalesWithDynamicType)
    }
}
#endif
