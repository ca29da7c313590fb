import ColorScience

/// UIUserInterfaceStyle: the light / dark switch.
public enum InterfaceStyle: String, Sendable, CaseIterable, Hashable {
    case light, dark
    public var toggled: InterfaceStyle { self == .light ? .dark : .light }
}

/// UIUserInterfaceLevel: `elevated` is content presented in a sheet or
/// popover, which gets lighter backgrounds in dark mode.
public enum InterfaceLevel: String, Sendable, CaseIterable, Hashable {
    case base, elevated
    public var toggled: InterfaceLevel { self == .base ? .elevated : .base }
}

/// UIAccessibilityContrast: `high` is the Increase Contrast setting.
public enum ContrastLevel: String, Sendable, CaseIterable, Hashable {
    case normal, high
    public var toggled: ContrastLevel { self == .normal ? .high : .normal }
}

/// A trait collection: one of the eight appearances a dynamic color resolves for.
public struct Traits: Hashable, Sendable, CustomStringConvertible {
    public var style: InterfaceStyle
    public var level: InterfaceLevel
    public var contrast: ContrastLevel

    public init(_ style: InterfaceStyle = .light, _ level: InterfaceLevel = .base, _ contrast: ContrastLevel = .normal)
    {
        self.style = style
        self.level = level
        self.contrast = contrast
    }

    public static let light = Traits(.light)
    public static let dark = Traits(.dark)

    /// One byte for the three choices: traits key every variant lookup, and hashing three
    /// string-backed enums one by one cost more than the lookups themselves.
    public func hash(into hasher: inout Hasher) {
        let bits = (style == .dark ? 1 : 0) | (level == .elevated ? 2 : 0) | (contrast == .high ? 4 : 0)
        hasher.combine(UInt8(bits))
    }

    /// All eight, in the canonical order used by every listing and export.
    public static let all: [Traits] = {
        var result: [Traits] = []
        for contrast in ContrastLevel.allCases {
            for level in InterfaceLevel.allCases {
                for style in InterfaceStyle.allCases { result.append(Traits(style, level, contrast)) }
            }
        }
        return result
    }()

    /// The CLI and file-name form: `light`, `dark-elevated`, `light-elevated-high-contrast`, ...
    public var name: String {
        var s = style.rawValue
        if level == .elevated { s += "-elevated" }
        if contrast == .high { s += "-high-contrast" }
        return s
    }

    /// The theme-file variant key: `light`, `darkElevated`, `lightElevatedHighContrast`, ...
    public var variantKey: String {
        var s = style.rawValue
        if level == .elevated { s += "Elevated" }
        if contrast == .high { s += "HighContrast" }
        return s
    }

    public var description: String { name }

    public init?(name: String) {
        guard let t = Traits.all.first(where: { $0.name == name }) else { return nil }
        self = t
    }

    /// Accepts every variant key, plus Xcode's `any` for `light`.
    public init?(variantKey: String) {
        if variantKey == "any" {
            self = .light
            return
        }
        guard let t = Traits.all.first(where: { $0.variantKey == variantKey }) else { return nil }
        self = t
    }

    public static var allNames: [String] { all.map(\.name) }
    public static var allVariantKeys: [String] { all.map(\.variantKey) + ["any"] }

    /// The order in which a dynamic color looks for a value: the exact
    /// variant, then without high contrast, then without elevation (keeping
    /// high contrast), then neither; for dark, the same four steps again on
    /// the light side. `light` is always last, so every lookup ends.
    public var fallbackChain: [Traits] { Traits.chains[index] }

    /// 0...7, the position in `Traits.all`.
    public var index: Int {
        (contrast == .high ? 4 : 0) + (level == .elevated ? 2 : 0) + (style == .dark ? 1 : 0)
    }

    /// Computed once: resolution runs for every color in every appearance.
    static let chains: [[Traits]] = all.map { t in
        var chain: [Traits] = []
        let styles: [InterfaceStyle] = t.style == .dark ? [.dark, .light] : [.light]
        let levels: [InterfaceLevel] = t.level == .elevated ? [.elevated, .base] : [.base]
        let contrasts: [ContrastLevel] = t.contrast == .high ? [.high, .normal] : [.normal]
        for s in styles {
            for l in levels {
                for c in contrasts { chain.append(Traits(s, l, c)) }
            }
        }
        return chain
    }
}
