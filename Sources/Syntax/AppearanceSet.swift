import ThemeModel

/// A set of the eight appearances, one bit each (in `Traits.all` order): where a CSS rule applies, where a
/// media query holds. Intersections and complements are what nesting, `:not()` and `and` need.
package struct AppearanceSet: Hashable {
    package var bits: UInt8

    package static let all = AppearanceSet(bits: 0xFF)
    package static let none = AppearanceSet(bits: 0)

    package static func index(_ traits: Traits) -> Int {
        (traits.style == .dark ? 1 : 0) + (traits.level == .elevated ? 2 : 0) + (traits.contrast == .high ? 4 : 0)
    }

    /// The appearances with this style, contrast and level (nil: any).
    package static func matching(
        style: InterfaceStyle? = nil, contrast: ContrastLevel? = nil, level: InterfaceLevel? = nil
    ) -> AppearanceSet {
        var set = AppearanceSet.none
        for traits in Traits.all
        where (style ?? traits.style) == traits.style && (contrast ?? traits.contrast) == traits.contrast
            && (level ?? traits.level) == traits.level
        {
            set.bits |= 1 << index(traits)
        }
        return set
    }

    package func contains(_ traits: Traits) -> Bool { bits & (1 << AppearanceSet.index(traits)) != 0 }
    package var isEmpty: Bool { bits == 0 }
    package func intersection(_ other: AppearanceSet) -> AppearanceSet { AppearanceSet(bits: bits & other.bits) }
    package func union(_ other: AppearanceSet) -> AppearanceSet { AppearanceSet(bits: bits | other.bits) }
    package var complement: AppearanceSet { AppearanceSet(bits: ~bits) }
}
