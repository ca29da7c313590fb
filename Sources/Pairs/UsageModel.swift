import ColorScience
import ThemeModel

/// The one usage model: every color's use in a theme, read from what the theme itself says (its `roles` and
/// `contrast` list, Apple's meaning for Apple's names, Figma scopes, the name's grammar, its group, its
/// description, how its lightness changes with the appearance), and which pairs of them are drawn. Behind
/// `check`, `fix`, `derive`, the tuner and the palette screen. Worked out once per theme (linear in its
/// colors); `fix` keeps the original's model while it moves colors, so a pair judged stays judged.
public struct UsageModel: Sendable {
    public internal(set) var uses: [String: ColorUse] = [:]
    /// Apple's palette names (judged as Apple means them).
    let systemNames: Set<String>
    /// Whether the theme is a system of its own: it has its own page (`background`, `bg-default`,
    /// `elevation.surface`) and its own everyday text. Its text is then judged on its surfaces, not on Apple's,
    /// and Apple's text not on its surfaces (a web system's text is not drawn on iOS's backgrounds).
    public internal(set) var isOwnSystem = false
    /// The theme's own page, when it has one: what a translucent surface is seen over.
    public internal(set) var page: String?
    /// Inverse or bold surfaces with inverse text or a partner to carry: no white titles are judged on them.
    var carried: Set<String> = []
    /// Names of a brand or a brand's surface (`brandAccent`, `primaryContainer`): declared `background`, the
    /// surface of their partners only.
    var brandSurfaces: Set<String> = []

    /// Whether `roles: { name: "background" }` reads back as the surface `name` is now: an everyday one, or a
    /// brand's that carries its partners only. (`fix` writes the uses it read from values into its output's
    /// `roles`; `roles` has no word for "the surface of its partners", which is read again from their names.)
    public func declaringKeepsSurface(_ name: String) -> Bool {
        guard let use = uses[name] else { return false }
        return use.surface != .bound || brandSurfaces.contains(name)
    }

    public func use(of name: String) -> ColorUse {
        uses[name] ?? ColorUse(usage: nil, from: nil)
    }

    public func usage(of name: String) -> ColorUsage? { uses[name]?.usage }

    /// Whether something is judged on `name`: a surface, or a color its partners are drawn on.
    public func isSurface(_ name: String) -> Bool {
        guard let use = uses[name] else { return false }
        return use.carries || use.usage == .background || use.usage == .colorFill
    }

    /// An everyday surface: the theme's text goes on it.
    static func isEveryday(_ use: ColorUse) -> Bool { use.usage == .background && use.surface == .general }

    public init(_ theme: Theme) {
        systemNames = theme.systemNames
        let inputs = UsageInputs(theme)
        readOwnUses(inputs)
        readFamilyFills(inputs)
        readSubtleTwins(inputs)
        var partners = readComponentMembers(inputs)
        let placed = placeForegrounds(inputs)
        partners.merge(placed.partners) { $0 + $1 }
        settlePartnerSurfaces(inputs, partners: partners, controls: placed.controls)
        settleSurfaces(inputs)
        placeLines(inputs)
    }

    /// Colors whose fill carries white bold titles (filled buttons): accents, and colorful or bold surfaces
    /// that no partner or inverse text is drawn on.
    public func carriesWhiteTitles(_ name: String) -> Bool {
        // (A bound surface no partner text names is a control's: its title is white, as iOS's filled buttons.)
        guard let use = uses[name], let usage = use.usage else { return false }
        // A tinted text with surfaces of its own (`snackbar_action`) is drawn on them, not under titles.
        if usage == .accent, case .only = use.placement { return false }
        return (usage == .accent || usage == .colorFill) && !carried.contains(name) && use.placement != .inverse
            && !use.isLink && name != "link" && !use.barTint && !use.ambiguous
    }

    // MARK: Reading one color

    static func ownUse(
        _ name: String, _ reading: NameReading, theme: Theme, light: RGBA?, dark: RGBA?, aliasedBy: [String]
    ) -> ColorUse {
        if let declared = theme.declaredUsages[name] {
            var use = ColorUse(usage: declared, from: .declared)
            use.family = reading.stem
            // A declared surface is everyday, a declared colorful fill bold, unless the name says inverse. (A
            // bold name declared a background is one: fix declares a legacy bold twin so, `readSubtleTwins`.)
            if declared == .colorFill || reading.inverse, declared == .background || declared == .colorFill {
                use.usage = .colorFill
                use.surface = .strong
            }
            use.selection = reading.words.contains { NameReading.selectionWords.contains($0) }
            // A declared surface named by a brand word (`primaryFixedDim`, kept by fix) is that brand's surface.
            if declared == .background, reading.namesBrandSurface { use.surface = .bound }
            return use
        }
        // The tint is the app's tint whatever palette the theme sits on.
        if theme.systemNames.contains(name) || name == Theme.tintName, let usage = ColorUsage.system[name] {
            return ColorUse(usage: usage, from: .apple)
        }
        var use = ColorUse(usage: nil, from: nil)
        use.family = reading.stem
        let hints = theme[name]?.hints
        if let family = hints?.scopeFamily {
            return finish(&use, family, from: .scope, reading, light)
        }
        if let family = reading.family, family != .accent {
            return finish(&use, family, from: .name, reading, light)
        }
        if reading.scaleStep || (!aliasedBy.isEmpty && reading.family == nil) {
            // A scale step, or a color other colors alias: judged through what uses it.
            use.from = .alias
            use.aliasedBy = aliasedBy
            return use
        }
        if let family = hints?.descriptionFamily {
            return finish(&use, family, from: .description, reading, light)
        }
        // From here on the use depends on the values (a light-only color may flip once it has a dark one).
        use.byValue = true
        if let light, let dark, let family = flip(light, dark) {
            return finish(&use, family, from: .flip, reading, light)
        }
        let namesFill = reading.words.contains(where: { NameReading.fillAccentWords.contains($0) })
        if reading.family == .accent, reading.inverse, !reading.bold, !namesFill {
            // Material's `inversePrimary`: the brand's color as text on inverse surfaces (a snackbar's action).
            _ = finish(&use, .accent, from: .name, reading, light)
            use.placement = .inverse
            return use
        }
        if reading.family == .accent {
            // A bold brand color (`accent-boldGreen`) or a button's color is a fill under white titles.
            // (An inverse button's, `Button.Inverse`, too.)
            if reading.bold || namesFill {
                _ = finish(&use, .surface, from: .name, reading, light)
                use.usage = .colorFill
                use.surface = .strong
                return use
            }
            // A pale brand color (`primaryContainer`, `brand-light`) is a tinted surface, not text.
            if let light, light.a >= 153, UsageModel.isPale(light) {
                return finish(&use, .surface, from: .name, reading, light)
            }
            _ = finish(&use, .accent, from: .name, reading, light)
            // A brand color whose name says neither text nor fill (`brandOrange`, `colorAccent`): judged where
            // the screens draw it, through the colors that alias it, and as its partners' surface.
            use.ambiguous = true
            return use
        }
        return use
    }

    /// What `onAccent`, `text-on-tint` and `onBrand` name when the theme has no such color: the app's tint.
    static let tintWords: Set<[String]> = [["accent"], ["tint"], ["brand"], ["primary"]]

    /// Too pale to be text on a light page: very light, or light and not vivid (an amber stays an accent).
    public static func isPale(_ c: RGBA) -> Bool {
        let lch = OKLCH(c)
        return lch.l > 0.85 || (lch.l > 0.78 && lch.c < 0.1)
    }

    /// The color `name` only repeats under another name of the same words (Tailwind's `--color-primary:
    /// var(--primary)`): judged once, as that color.
    static func mirrored(_ name: String, in theme: Theme, _ readings: [String: NameReading]) -> String? {
        guard let variants = theme[name]?.color.variants.values, let first = variants.first,
            case .alias(let target) = first.value, variants.allSatisfy({ $0.value == first.value }),
            let words = readings[name]?.words, readings[target]?.words == words
        else { return nil }
        return target
    }

    static func finish(
        _ use: inout ColorUse, _ family: NameReading.Family, from: UsageSource, _ reading: NameReading, _ light: RGBA?
    ) -> ColorUse {
        use.from = from
        use.emphatic = reading.bold
        switch family {
        // A link is tinted text, as Apple's `link` is.
        case .foreground:
            use.isLink = reading.words.contains { $0 == "link" || $0 == "links" }
            use.usage = use.isLink ? .accent : .text
            // A graphic control's foreground (`Progress Indicator.Foreground`) is its bar or knob: a UI part.
            if reading.context.contains(where: { NameReading.graphicControlWords.contains($0) }) { use.usage = .icon }
        case .icon: use.usage = .icon
        case .largeText: use.usage = .largeText
        case .line: use.usage = .separator
        case .fill: use.usage = .fill
        case .decorative: use.usage = .decorative
        case .accent:
            use.usage = .accent
            use.barTint = reading.words.contains { NameReading.containerWords.contains($0) || $0 == "bar" }
        case .surface:
            use.selection = reading.words.contains { NameReading.selectionWords.contains($0) }
            // A translucent dark "surface" (a veil, a scrim) dims what is under it; nothing is drawn on it. So
            // does a faint inverse one (Atlassian's `background-inverse-subtle`, a hover over bold fills).
            if let light, light.a < 200, OKLCH(light.opaque).l < 0.3, !reading.inverse || light.a < 128 {
                use.usage = .decorative
                use.byValue = true
                return use
            }
            let isStrong = strong(reading, light)
            if !reading.inverse, !reading.bold { use.byValue = true }
            use.usage = isStrong ? .colorFill : .background
            use.surface = isStrong ? .strong : .general
            // A control's background (`button.background.highlighted`) carries the control's title only.
            if reading.context.contains(where: { NameReading.controlWords.contains($0) }) {
                // White titles only on a colorful one (a filled button), not on a tab bar's or a field's.
                use.usage = isStrong ? .colorFill : .background
                use.surface = .bound
            }
            // A surface named only by a brand word (`brandAccent` pale in light, `primaryFixedDim`) is that
            // brand's surface: its partners go on it, not everyday text.
            if reading.brandSurface || (reading.family == .accent && use.surface == .general) { use.surface = .bound }
        }
        if use.usage == .fill, let light, light.a >= 230, OKLCH(light).l >= 0.8 || OKLCH(light).l <= 0.3 {
            // An opaque "fill" (`fill-primary`, Figma's `Fill/Secondary`) is a surface.
            use.usage = .background
            use.byValue = true
        }
        return use
    }

    /// A bold or inverse surface: said so by its name, or colorful and not pale (`bg-danger` as a red fill), or
    /// dark on a light interface (a tooltip's panel).
    static func strong(_ reading: NameReading, _ light: RGBA?) -> Bool {
        if reading.inverse || reading.bold { return true }
        guard !reading.subtle, let light, light.a >= 153 else { return false }
        let lch = OKLCH(light)
        return (lch.c >= 0.06 && lch.l < 0.75) || (light.a >= 230 && lch.l < 0.4)
    }

    /// A color whose lightness flips with the appearance: dark on light pages and light on dark ones is content
    /// (text), light in light and dark in dark a surface.
    static func flip(_ light: RGBA, _ dark: RGBA) -> NameReading.Family? {
        guard light.a >= 153, dark.a >= 153 else { return nil }
        let l = OKLCH(light).l
        let d = OKLCH(dark).l
        if l <= 0.5 && d >= 0.7 { return .foreground }
        if l >= 0.85 && d <= 0.35 { return .surface }
        return nil
    }

    /// For each color, the colors whose values alias it in some appearance (in theme order).
    static func aliasUsers(_ theme: Theme, skipping mirrors: [String: String]) -> [String: [String]] {
        var users: [String: [String]] = [:]
        for name in theme.names where mirrors[name] == nil {
            guard let color = theme[name] else { continue }
            var seen: Set<String> = []
            for variant in color.color.variants.values {
                guard case .alias(let target) = variant.value, seen.insert(target).inserted else { continue }
                users[target, default: []].append(name)
            }
        }
        return users
    }
}

extension ColorUsage {
    /// Drawn as content on a surface (text, icons, tinted text).
    public static func isForeground(_ u: ColorUsage) -> Bool {
        u == .text || u == .largeText || u == .icon || u == .accent
    }
}

extension Theme {
    /// Every color's use, read once (`UsageModel`): ask it, not the theme, for many colors.
    public var usageModel: UsageModel { UsageModel(self) }
}
