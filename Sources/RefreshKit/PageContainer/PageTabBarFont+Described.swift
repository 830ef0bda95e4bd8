extension PageTabBarFont {
    /// The description of a font read from UIKit (`UIFont`'s `fontName`, `pointSize` and weight trait): a name that
    /// starts with a dot is the system font's private face (`.SFUI-Semibold`), which UIKit does not give back by name
    /// (CoreText substitutes Times), so it becomes the system font of the nearest ``Weight``; any other name is kept. A
    /// bad size counts as 15 when the font is made; a bad weight as regular.
    static func described(name: String, size: Double, weight: Double, scalesWithDynamicType: Bool) -> PageTabBarFont {
        let isSystem = name.isEmpty || name.hasPrefix(".")
        let nearest = Weight.allCases.min { abs($0.rawValue - weight) < abs($1.rawValue - weight) } ?? .regular
        return PageTabBarFont(size: size, weight: weight.isFinite ? nearest : .regular, name: isSystem ? nil : name,
                              scalesWithDynamicType: scalesWithDynamicType)
    }
}
