/// A tab bar title's font, described without UIKit: a size and a weight of the system font, or a font by
/// name, and whether it follows the reader's text size.
///
/// ```swift
/// appearance.selectedTitleFont = .system(size: 16, weight: .semibold)
/// appearance.titleFont = .named("PingFangSC-Regular", size: 15)
/// ```
public struct PageTabBarFont: Sendable, Hashable {
    /// The weight of the system font, with UIKit's values (`UIFont.Weight`'s raw values).
    public enum Weight: Double, Sendable, Hashable, CaseIterable {
        case ultraLight = -0.8, thin = -0.6, light = -0.4, regular = 0, medium = 0.23, semibold = 0.3,
             bold = 0.4, heavy = 0.56, black = 0.62
    }

    /// The point size at the default text size.
    public var size: Double
    /// The system font's weight; a named font ignores it.
    public var weight: Weight
    /// A font's PostScript name (`"PingFangSC-Medium"`), or nil for the system font; a name no font has
    /// falls back to the system font.
    public var name: String?
    /// Whether the size follows the reader's Dynamic Type setting (scaled like body text).
    public var scalesWithDynamicType: Bool

    /// A font of `size` and `weight`; a `name` chooses an installed font instead of the system font.
    public init(size: Double, weight: Weight = .regular, name: String? = nil, scalesWithDynamicType: Bool = false) {
        self.size = size
        self.weight = weight
        self.name = name
        self.scalesWithDynamicType = scalesWithDynamicType
    }

    /// The system font of `size` and `weight`.
    public static func system(size: Double, weight: Weight = .regular) -> PageTabBarFont {
        PageTabBarFont(size: size, weight: weight)
    }

    /// The installed font called `name` (its PostScript name), at `size`.
    public static func named(_ name: String, size: Double) -> PageTabBarFont {
        PageTabBarFont(size: size, name: name)
    }

    /// The font at the reader's text size, where `scale` is how much body text grows (1 at the default size):
    /// only a font that scales grows, and a bad size or scale counts as the default.
    func scaled(by scale: Double) -> PageTabBarFont {
        var font = self
        let size = size.isFinite && size > 0 ? size : 15
        let factor = scalesWithDynamicType && scale.isFinite && scale > 0 ? scale : 1
        font.size = size * factor
        return font
    }
}
