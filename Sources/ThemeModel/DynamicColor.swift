import ColorScience

/// What one variant of a color says: a literal color, or "whatever
/// `otherName` is under the same traits".
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    case literal(RGBA)
    case alias(String)
    /// The system palette's color of that name (an asset catalog's
    /// `reference: "labelColor"`), whatever the theme itself calls `label`.
    case system(String)

    public var description: String {
        switch self {
        case .literal(let c): return c.hexShortest
        case .alias(let name): return "{\(name)}"
        case .system(let name): return "system \(name)"
        }
    }

    /// The color a system reference stands for under `traits` (nil for other values or unknown names).
    public static func systemColor(_ name: String, _ traits: Traits) -> RGBA? {
        (try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?.resolve(name, traits)
    }
}

/// One variant as written, with where it was written (for error messages).
public struct VariantValue: Hashable, Sendable {
    public var value: ColorValue
    /// Where the file writes it. Held by reference: a color keeps up to eight variants, most of those dusk
    /// derives have no place, and an inline location doubled each (40,000 derived colors: 10 MB).
    public var location: SourceLocation? {
        get { place?.location }
        set { place = newValue.map(Place.init) }
    }
    private var place: Place?

    public init(_ value: ColorValue, at location: SourceLocation? = nil) {
        self.value = value
        self.place = location.map(Place.init)
    }

    public static func == (a: VariantValue, b: VariantValue) -> Bool {
        a.value == b.value && a.location == b.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(location)
    }

    private final class Place: Sendable {
        let location: SourceLocation
        init(_ location: SourceLocation) { self.location = location }
    }
}

/// A semantic color: up to eight variant values, one per trait collection,
/// like a UIColor made with `init(dynamicProvider:)`.
public struct DynamicColor: Hashable, Sendable {
    public var variants: [Traits: VariantValue]

    public init(variants: [Traits: VariantValue] = [:]) { self.variants = variants }

    /// Same value in every appearance.
    public init(_ value: ColorValue) { self.variants = [.light: VariantValue(value)] }

    /// The value that applies under `traits`, following `Traits.fallbackChain`,
    /// and the variant it came from. Nil only when no `light` value exists.
    public func variant(for traits: Traits) -> (value: VariantValue, from: Traits)? {
        for candidate in traits.fallbackChain {
            if let v = variants[candidate] { return (v, candidate) }
        }
        return nil
    }

    public func value(for traits: Traits) -> ColorValue? { variant(for: traits)?.value.value }

    /// `self`'s variants laid over `base`'s: a partial override of an inherited color.
    public func merged(over base: DynamicColor) -> DynamicColor {
        DynamicColor(variants: base.variants.merging(variants) { _, new in new })
    }
}
