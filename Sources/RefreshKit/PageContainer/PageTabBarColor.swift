/// A colour as red, green, blue and alpha components (0 to 1, or beyond in an extended range), so the tab
/// bar's title colours blend on Linux as on a device.
struct PageTabBarColor: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let black = PageTabBarColor(red: 0, green: 0, blue: 0)
    static let white = PageTabBarColor(red: 1, green: 1, blue: 1)

    /// The colour `fraction` of the way from `self` to `other`, component by component (0 is `self`, 1 is
    /// `other`; the fraction is clamped, and a bad one counts as 0).
    func blended(to other: PageTabBarColor, fraction: Double) -> PageTabBarColor {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return PageTabBarColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                               alpha: mix(alpha, other.alpha))
    }
}
