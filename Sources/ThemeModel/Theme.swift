import ColorScience

/// How a color is meant to be used, which decides the contrast it must reach.
public enum ColorRole: String, Sendable, CaseIterable, Hashable {
    /// Body text: WCAG 4.5:1.
    case text
    /// Large or bold text (≥ 18 pt, or 14 pt bold): 3:1.
    case largeText
    /// Icons, borders, controls: 3:1 (WCAG 1.4.11).
    case ui
    /// A line between content: no fainter than Apple's separator on the same background.
    case separator
    /// A surface other colors are drawn on.
    case background
    /// Not checked: ornaments, disabled states, quaternary text.
    case decorative

    /// The WCAG 2.2 minimum ratio, or nil where none applies.
    public var minimumRatio: Double? {
        switch self {
        case .text: return 4.5
        case .largeText, .ui: return 3
        case .separator, .background, .decorative: return nil
        }
    }
}

/// UIStatusBarStyle as of iOS 13.
public enum StatusBarStyle: String, Sendable, CaseIterable, Hashable {
    /// Automatic: dark glyphs on a light interface, light glyphs on a dark one.
    case `default`
    case darkContent
    case lightContent

    /// The name the bar's glyphs go by on a canvas, in `check` and in the inspector.
    public var glyphName: String { "status bar (\(rawValue))" }
}

/// One named color in a loaded theme, with where it came from.
public struct ThemeColor: Hashable, Sendable {
    public var name: String
    public var color: DynamicColor
    /// The theme that last defined (or partially overrode) it: a file path or `ios13`.
    public var origin: String
    /// Where the name was written, for messages.
    public var location: SourceLocation?
    /// What the file says of its use besides its name (Figma scopes, a token's description).
    public var hints: ColorHints?
    /// Its values as its own file writes them, by appearance (a stylesheet's `215 16% 47%`), so a hand-off in
    /// that file's language keeps them and writes new values in the notation the file's code expects
    /// (`hsl(var(--x))` completes a bare triplet).
    public var written: [Traits: String]

    public init(
        name: String, color: DynamicColor, origin: String, location: SourceLocation? = nil, hints: ColorHints? = nil,
        written: [Traits: String] = [:]
    ) {
        self.name = name
        self.color = color
        self.origin = origin
        self.location = location
        self.hints = hints
        self.written = written
    }

    /// The text its file writes its value in for `traits`, or in the nearest appearance it falls back to, or in
    /// any: a value dusk gives it is written like the one it replaces.
    public func written(_ traits: Traits) -> String? {
        traits.fallbackChain.lazy.compactMap { written[$0] }.first ?? Traits.all.lazy.compactMap { written[$0] }.first
    }
}

/// A fully loaded theme: its own colors merged over everything it inherits,
/// validated (every alias resolves, no cycles), ready to resolve.
public struct Theme: Sendable {
    public var name: String
    /// The file it was read from; nil for a built-in theme.
    public var path: String?
    /// Every file that went into it, the theme's own first: the live preview watches them.
    public var files: [String]
    /// The files of the theme itself, not of what it inherits (a catalog's folder and its colorsets, a
    /// resolver and its token files): the ones its values are written back into.
    public var ownFiles: [String] = []
    /// Names in listing order: this theme's new colors first (as written), then inherited ones.
    public private(set) var names: [String] { didSet { palettes = PaletteCache() } }
    public private(set) var colors: [String: ThemeColor] { didSet { palettes = PaletteCache() } }
    /// Each appearance's palette once worked out, for this theme's colors: every screen, audit and grid asks
    /// for the same eight. A change to the colors starts a new cache; copies of the theme share the old one,
    /// which stays right for the colors they hold.
    private var palettes = PaletteCache()

    /// Changes whenever a color or name does (the palette cache is made anew): while a copy holding the old
    /// identity is kept, two themes with the same one have the same colors.
    public var colorsIdentity: ObjectIdentifier { ObjectIdentifier(palettes) }
    public var statusBarStyle: StatusBarStyle
    /// Usages declared in the theme's `roles` (and inherited); see `usage(of:)` for the defaults.
    public var declaredUsages: [String: ColorUsage] = [:]
    /// Where each `roles` entry is, for the evidence a pair from `roles` cites.
    public var declaredUsageLocations: [String: SourceLocation] = [:]
    /// Names defined by the built-in palette this theme sits on.
    public var systemNames: Set<String>
    /// Blur materials: dusk's defaults with the theme's overrides.
    public var materials: [MaterialName: MaterialSpec]
    /// Pictures behind the materials screen, per interface style; nil uses the built-in ones.
    public var backdrops: [InterfaceStyle: RasterImage]
    /// Info.plist's UIUserInterfaceStyle: every screen renders in this style, whatever is asked.
    public var lockedStyle: InterfaceStyle?
    /// The appearances the theme's own file can say: every one for a dusk theme and for Swift code; for the other
    /// formats light and dark and what else the file writes (a `prefers-contrast: more` rule, a high-contrast
    /// mode). Only these are judged, fixed and derived: the rest follow UIKit's fallback and are not asked of it.
    public var appearances: [Traits] = Traits.all
    public var gradients: [DynamicGradient] = []
    /// Things a designer should know that are not errors: skipped idioms,
    /// out-of-gamut colors clipped to sRGB, variants a format cannot hold.
    public var notes: [Diagnostic] = []
    /// Modes the file offers (resolver contexts, Tokens Studio themes, Figma
    /// modes, `$extensions` modes), for `colors --list-modes`.
    public var modes: [ThemeMode] = []
    /// Screens of the designer's own (`"screens"` in the theme), shown beside the built-in ones.
    public var customScreens: [ScreenSpec] = []
    public var images: [ThemeImage] = []
    /// Contrast pairs the theme (and what it inherits) declares.
    public var declaredPairs: [DeclaredPair] = []
    /// How much of its files was read: nil for a built-in theme.
    public var coverage: Coverage?
    /// The iOS roles each own color plays by its design system's convention (`RoleConvention`), by color.
    public var playedRoles: [String: [String]] = [:]
    /// The design system whose names the theme follows (`RoleConvention.name`), if any.
    public var convention: String?
    /// The color a filled control's title is drawn in on the tint: a design system's own (`primary-foreground`,
    /// `onPrimary`), else white, as UIKit draws it.
    public var textOnTint: String?
    /// A stylesheet's custom properties that are not colors (`--radius: 0.5rem`, a font stack), kept for the CSS
    /// hand-off; no part of the palette.
    public var styleProperties: [StyleProperty] = []

    public init(name: String, path: String? = nil) {
        self.name = name
        self.path = path
        self.files = path.map { [$0] } ?? []
        self.names = []
        self.colors = [:]
        self.statusBarStyle = .default
        self.systemNames = []
        self.materials = MaterialSpec.defaults
        self.backdrops = [:]
    }

    /// The name under which the app tint is stored; `{tint}` aliases it.
    public static let tintName = "tint"

    public subscript(name: String) -> ThemeColor? { colors[name] }

    /// Adds or replaces colors. New names go before the inherited ones, in the
    /// order given, so custom colors list first.
    /// Changes existing colors in place (new names go through `define`): the palettes start anew once, not
    /// once per color, and a dictionary no other theme shares is not copied.
    public mutating func updateColors(_ update: (inout [String: ThemeColor]) -> Void) {
        var updated = colors
        colors = [:]
        update(&updated)
        colors = updated
    }

    public mutating func define(_ defined: [ThemeColor]) {
        var fresh: [String] = []
        for color in defined {
            if colors[color.name] == nil { fresh.append(color.name) }
            colors[color.name] = color
        }
        // Only new names move the order: redefining one color (a fix, a derived variant) must not copy the list.
        if !fresh.isEmpty { names = fresh + names }
    }

    public mutating func append(_ color: ThemeColor) {
        if colors[color.name] == nil { names.append(color.name) }
        colors[color.name] = color
    }

    /// Custom colors: the names not in the system palette (the tint included).
    public var customNames: [String] { names.filter { !systemNames.contains($0) } }

    /// The traits a screen really renders with: a locked theme keeps its style.
    public func effectiveTraits(_ traits: Traits) -> Traits {
        guard let locked = lockedStyle else { return traits }
        return Traits(locked, traits.level, traits.contrast)
    }

    /// The appearances of `requested` the theme is seen and judged in: its own (`appearances`), in its locked style.
    public func judgedAppearances(_ requested: [Traits]) -> [Traits] {
        requested.filter { t in appearances.contains(t) && (lockedStyle == nil || t.style == lockedStyle) }
    }

    /// A color value (literal, or alias into this theme) under `traits`.
    public func resolve(value: ColorValue, _ traits: Traits) -> RGBA? {
        switch value {
        case .literal(let c): return c
        case .alias(let name): return resolve(name, traits)
        case .system(let name): return ColorValue.systemColor(name, traits)
        }
    }

    /// A gradient's stops under `traits`.
    public func stops(of gradient: DynamicGradient, _ traits: Traits) -> [RGBA] {
        Theme.stops(of: gradient, traits) { resolve(value: $0, traits) }
    }

    /// A gradient's stops under `traits`, each value resolved by `resolve` (a screen's context writes its reads down).
    public static func stops(of gradient: DynamicGradient, _ traits: Traits, resolve: (ColorValue) -> RGBA?) -> [RGBA] {
        (gradient.stopValues(for: traits) ?? []).compactMap { resolve($0.value) }
    }

    /// Resolves `name` under `traits` to one color, following aliases.
    /// Nil for an unknown name or a cycle (validation rejects both).
    public func resolve(_ name: String, _ traits: Traits) -> RGBA? {
        if case .color(let c) = walkAliases(from: name, traits).end { return c }
        return nil
    }

    /// Every color resolved for one appearance, in one pass (memoised, so a
    /// 10,000-deep alias chain costs linear time and no recursion).
    public func palette(for traits: Traits) -> Palette {
        if let known = palettes.palette(traits) { return known }
        let palette = resolvedPalette(traits)
        palettes.store(palette)
        return palette
    }

    private func resolvedPalette(_ traits: Traits) -> Palette {
        var palette = Palette(traits: traits, slots: palettes.slots(names))
        for (slot, name) in names.enumerated() where palette.values[slot] == nil {
            // Most colors are values, not aliases: no walk for them.
            if case .literal(let c)? = colors[name]?.color.value(for: traits) {
                palette.values[slot] = c
                continue
            }
            let walk = walkAliases(from: name, traits) { palette[$0] != nil }
            let result: RGBA?
            switch walk.end {
            case .color(let c): result = c
            case .known(let n): result = palette[n]
            case .unresolved, .cycle: result = nil
            }
            if let result { for p in walk.path { palette.set(p, result) } }
        }
        return palette
    }
}

/// One mode of a file that carries several: where it comes from, its name,
/// the appearance it gives (nil: a mode of its own, chosen with `--mode`)
/// and whether the loaded theme shows it.
public struct ThemeMode: Hashable, Sendable {
    public var group: String
    public var name: String
    public var appearance: Traits?
    public var shown: Bool
    public init(group: String, name: String, appearance: Traits?, shown: Bool) {
        self.group = group
        self.name = name
        self.appearance = appearance
        self.shown = shown
    }
}

/// A custom property of a stylesheet that is not a color, as the file writes it.
public struct StyleProperty: Sendable, Equatable {
    /// The property's name without its dashes (`radius`).
    public var name: String
    /// Its value as the file writes it (spaces run together), in each appearance the file sets it in.
    public var values: [Traits: String]

    public init(name: String, values: [Traits: String]) {
        self.name = name
        self.values = values
    }
}
