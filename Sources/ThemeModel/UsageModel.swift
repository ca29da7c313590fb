import ColorScience

/// Where a color's use was read from, strongest first (`check --verbose` and its JSON say which).
public enum UsageSource: String, Sendable, Hashable, CaseIterable {
    /// The theme's `roles`, or its `contrast` list.
    case declared
    /// Apple's meaning for Apple's names.
    case apple
    /// Figma's variable scopes (`TEXT_FILL`, `FRAME_FILL`, `STROKE_COLOR`).
    case scope
    /// The name's grammar (`color-text-inverse`, `primary-foreground`, `onPrimary`).
    case name
    /// The color's place in a group with a text and a background of the same component
    /// (`button.primary.bgColor` with `button.primary.fgColor`).
    case group
    /// The token's `$description` (`"Use for text on bold backgrounds"`).
    case description
    /// Its lightness flips with the appearance: dark in light and light in dark is content, the other way a
    /// surface.
    case flip
    /// Other colors alias it: a primitive, judged through them.
    case alias
    /// The theme's screens draw it (judged where they do).
    case screen
}

/// Which backgrounds a foreground is judged on.
public enum Placement: Sendable, Hashable {
    /// The theme's everyday surfaces (of its own color family, or neutral ones).
    case general
    /// Inverse and bold surfaces only (`text-inverse`, `fgColor.onEmphasis`).
    case inverse
    /// These surfaces only: its partner (`primary-foreground` on `primary`), its component's background, or
    /// the backgrounds the theme's `contrast` list pairs it with (judged there).
    case only([String])
}

/// What kind of surface a background is, which decides what is drawn on it.
public enum SurfaceKind: Sendable, Hashable {
    /// An everyday surface: the theme's text goes on it.
    case general
    /// A bold or inverse surface: inverse text, its partners, else white titles.
    case strong
    /// The surface of named partners only (shadcn's `primary`, Material's `primaryContainer`).
    case bound
}

/// One color's use as the audit judges it, and why.
public struct ColorUse: Sendable, Hashable {
    /// Nil: no use found, so not judged (a primitive, or a name that says nothing).
    public var usage: ColorUsage?
    public var from: UsageSource?
    public var placement: Placement = .general
    public var surface: SurfaceKind = .general
    /// The color family it belongs to (`danger`), empty for neutral colors: text of one family is not judged
    /// on another family's surfaces.
    public var family: [String] = []
    /// For a primitive: the colors that alias it.
    public var aliasedBy: [String] = []
    /// A foreground that is also the surface of its partners (`primary` under `primary-foreground`).
    public var carries = false
    /// A selection's or highlight's surface: the row's own text goes on it, not status or link colors.
    public var selection = false
    /// A brand color whose name says neither text nor fill: not judged as either until something says.
    public var ambiguous = false
    /// A link's color (tinted text, never a button's fill) other than Apple's `link`.
    public var isLink = false
    /// A bar's or container's tint (`NavBarTint`): its buttons' text, never a button's fill.
    public var barTint = false
    /// The same color as `aliasedBy[0]` under a name of the same words, judged as that one.
    public var mirrors = false
    /// The use came from the color's values (how it flips, its lightness or chroma), not its name: `fix`
    /// writes it into `roles`, so its output is judged by the same use after its values moved.
    public var byValue = false

    public init(usage: ColorUsage?, from: UsageSource?) {
        self.usage = usage
        self.from = from
    }

    /// What `check` says the color was judged as: `text on inverse backgrounds (name)`.
    public var sentence: String {
        if ambiguous && !carries {
            return "a brand color whose name says neither text nor fill: judged where the screens draw it; "
                + "declare it in `roles` (name)"
        }
        guard let usage else {
            if from == .screen { return "judged where the theme's screens draw it (screen)" }
            if mirrors { return "the same as \(aliasedBy.first ?? ""), judged as it (alias)" }
            if from == .alias && aliasedBy.isEmpty { return "a scale step nothing here aliases: not judged (alias)" }
            if from == .alias {
                let users = ColorUse.list(aliasedBy)
                return "a primitive: judged through \(users), which alias it (alias)"
            }
            return "not judged: no use found; declare it in `roles`"
        }
        let what: String
        switch usage {
        case .text, .largeText, .icon, .accent:
            let noun =
                usage == .icon
                ? "an icon" : usage == .largeText ? "large text" : usage == .accent ? "tinted text" : "text"
            switch placement {
            case .general: what = "\(noun) on \(family.isEmpty ? "the" : "neutral and its family's") backgrounds"
            case .inverse: what = "\(noun) on inverse and bold backgrounds"
            case .only(let names) where names.isEmpty: what = "\(noun), on the pairs the theme declares"
            case .only(let names): what = "\(noun) on \(ColorUse.list(names))"
            }
            if carries { return what + ", and the background of its partners (\(from?.rawValue ?? ""))" }
            if usage == .accent {
                return what + ", and the fill of buttons with white titles (\(from?.rawValue ?? ""))"
            }
        case .background:
            what = surface == .bound ? "the background of its partners" : "a background for text"
        case .colorFill:
            what =
                surface == .bound
                ? "the background of its partners" : "a bold background for inverse text or white titles"
        case .separator: what = "a line between content"
        case .fill: what = "a fill (not judged)"
        case .decorative: what = "decorative (not judged)"
        }
        return "\(what) (\(from?.rawValue ?? "guess"))"
    }

    static func list(_ names: [String]) -> String {
        if names.count > 3 { return "\(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more" }
        if names.count <= 1 { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

/// The one usage model: every color's use in a theme, read from what the theme itself says (its `roles` and
/// `contrast` list, Apple's meaning for Apple's names, Figma scopes, the name's grammar, its group, its
/// description, how its lightness changes with the appearance), and which pairs of them are drawn. Behind
/// `check`, `fix`, `derive`, the tuner and the palette screen. Worked out once per theme (linear in its
/// colors); `fix` keeps the original's model while it moves colors, so a pair judged stays judged.
public struct UsageModel: Sendable {
    public private(set) var uses: [String: ColorUse] = [:]
    /// Apple's palette names (judged as Apple means them).
    let systemNames: Set<String>
    /// Whether the theme is a system of its own: it has its own page (`background`, `bg-default`,
    /// `elevation.surface`) and its own everyday text. Its text is then judged on its surfaces, not on Apple's,
    /// and Apple's text not on its surfaces (a web system's text is not drawn on iOS's backgrounds).
    public private(set) var isOwnSystem = false
    /// The theme's own page, when it has one: what a translucent surface is seen over.
    public private(set) var page: String?
    /// Inverse or bold surfaces with inverse text or a partner to carry: no white titles are judged on them.
    private var carried: Set<String> = []

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
        let light = theme.palette(for: .light)
        let dark = theme.palette(for: .dark)
        let prefix = NameReading.sharedPrefix(theme.names.filter { !theme.systemNames.contains($0) })
        let readings = Dictionary(uniqueKeysWithValues: theme.names.map { ($0, NameReading($0, prefix: prefix)) })
        let mirrors = Dictionary(
            theme.names.compactMap { n in UsageModel.mirrored(n, in: theme, readings).map { (n, $0) } },
            uniquingKeysWith: { a, _ in a })
        let aliasedBy = UsageModel.aliasUsers(theme, skipping: mirrors)
        let declaredForegrounds = Set(theme.declaredPairs.map(\.foreground))
        let index = PartnerIndex(names: theme.names.filter { mirrors[$0] == nil }, readings: readings)

        // First each color's own use, then what partners and groups say of the surfaces.
        for name in theme.names {
            let reading = readings[name]!
            if let original = mirrors[name] {
                var use = ColorUse(usage: nil, from: .alias)
                use.aliasedBy = [original]
                use.mirrors = true
                uses[name] = use
                continue
            }
            var use = UsageModel.ownUse(
                name, reading, theme: theme, light: light[name], dark: dark[name], aliasedBy: aliasedBy[name] ?? [])
            if declaredForegrounds.contains(name), use.usage.map(ColorUsage.isForeground) ?? true {
                use.usage = use.usage ?? .text
                use.from = .declared
                use.placement = .only([])
            }
            uses[name] = use
        }
        // The surfaces fields are drawn on (`input`, `field`, `sunken`, `inset`, `well`), found once if asked.
        var fieldSurfaces: [String]?
        func inputSurfaces() -> [String] {
            if let known = fieldSurfaces { return known }
            let found = theme.names.filter { name in
                guard let use = uses[name], UsageModel.isEveryday(use), let r = readings[name] else { return false }
                return r.words.contains { NameReading.fieldWords.contains($0) }
            }
            fieldSurfaces = found
            return found
        }
        // Foregrounds that name their surface: the partner, or the component's background.
        var targets: Set<String> = []
        var components: Set<String> = []
        for name in theme.names {
            guard var use = uses[name], let usage = use.usage, ColorUsage.isForeground(usage),
                use.placement == .general, !systemNames.contains(name)
            else { continue }
            let reading = readings[name]!
            if let partner = reading.partner,
                let found =
                    (partner.allSatisfy({ NameReading.boldWords.contains($0) || NameReading.inverseWords.contains($0) })
                        ? index.strongSurfaces(of: partner, excluding: name) { uses[$0]?.surface == .strong } : nil)
                        ?? (reading.words.last == "contrast"
                            ? index.strongSurfaces(of: partner, excluding: name) { uses[$0]?.surface == .strong } : nil)
                            ?? index.surfaces(named: partner, excluding: name, strong: { uses[$0]?.surface == .strong })
                            ?? (UsageModel.tintWords.contains(partner) && uses[Theme.tintName] != nil
                                ? [Theme.tintName] : nil),
                !found.isEmpty
            {
                // A surface named by levels alone (shadcn's `muted`, `secondary`) is an everyday surface.
                for surface in found where uses[surface]?.usage == nil && !systemNames.contains(surface) {
                    guard let r = readings[surface], !r.words.isEmpty,
                        r.words.allSatisfy({ NameReading.levels.contains($0) && !NameReading.accentWords.contains($0) }
                        ),
                        !r.words.contains("container")
                    else { continue }
                    // (A colorful one, Android's `colorSecondary`, is a bold fill its partner's text goes on.)
                    let colorful = light[surface].map { $0.a >= 153 && OKLCH($0).c >= 0.06 } ?? false
                    var everyday = ColorUse(usage: colorful ? .colorFill : .background, from: .name)
                    everyday.surface = colorful ? .strong : .general
                    everyday.family = r.stem
                    everyday.byValue = true
                    uses[surface] = everyday
                }
                // The text of an everyday surface (`muted-foreground`, `card-foreground`) is everyday text.
                let everyday = found.allSatisfy { surface in
                    let brand = readings[surface]?.hasBrandWord ?? false
                    return !brand && (uses[surface].map(UsageModel.isEveryday) ?? false)
                }
                if !everyday {
                    use.placement = .only(found)
                    targets.formUnion(found)
                }
            } else if reading.inverse {
                use.placement = .inverse
            } else if reading.familyLast, NameReading.isComponent(reading.context) {
                // States pair with the same state (`content.pressed` on `background.pressed`), or with none.
                let state = reading.state
                let group = index.components(reading.context, excluding: name).filter { other in
                    let surface =
                        uses[other]?.usage.map { $0 == .background || $0 == .colorFill } ?? false
                        || readings[other]?.family == .surface
                    let otherState = readings[other]?.state
                    return surface && (state == nil || otherState == nil || state == otherState)
                }
                if !group.isEmpty {
                    use.placement = .only(group)
                    if use.from == .name { use.from = .group }
                    targets.formUnion(group)
                    if NameReading.isControl(reading.context) { components.formUnion(group) }
                }
            }
            // Placeholder and hint text is drawn in fields: on the theme's input surfaces, when it has some.
            if use.placement == .general, reading.words.contains(where: { $0 == "placeholder" || $0 == "hint" }) {
                let fields = inputSurfaces()
                if !fields.isEmpty { use.placement = .only(fields) }
            }
            uses[name] = use
        }
        // A partner's surface carries its partners only, unless it is an everyday surface by its own name or
        // lightness. A color read as tinted or flipping text stays that too (`primary` is a button's fill and
        // a link's color; Material's `error` is error text and the fill under `onError`).
        for surface in targets {
            guard var use = uses[surface], !systemNames.contains(surface) || surface == Theme.tintName else { continue }
            carried.insert(surface)
            // A brand color's surface (`primaryContainer`) carries its partners only, however pale.
            let brand = readings[surface]?.hasBrandWord ?? false
            if UsageModel.isEveryday(use) && !components.contains(surface) && !brand { continue }
            let containerAccent =
                readings[surface]?.words.contains { NameReading.containerWords.contains($0) } ?? false
            if let u = use.usage, ColorUsage.isForeground(u), containerAccent, use.from != .declared {
                // A container's accent (`sidebar-primary`) is the fill under its partner, not a text color.
                use.usage = .colorFill
                use.surface = .bound
            } else if let u = use.usage, ColorUsage.isForeground(u) {
                // A brand color under its partner text is a button's fill and a UI color (Material holds
                // `primary` on surfaces to 3:1); flipping text stays text.
                use.carries = true
                _ = u
            } else if use.usage == nil, let r = readings[surface], !r.words.isEmpty,
                r.words.allSatisfy({ NameReading.familyNames.contains($0) }),
                light[surface].map({ !UsageModel.isPale($0) }) ?? false
            {
                // A status color under its `on` text (Material's and Android's `error`) is error text too.
                use.usage = .accent
                use.from = .name
                use.carries = true
            } else if use.from != .declared {
                use.usage = use.surface == .strong || use.usage == .colorFill ? .colorFill : .background
                if use.from == nil || use.from == .alias { use.from = .name }
                use.surface = use.surface == .strong ? .strong : .bound
            }
            uses[surface] = use
        }
        // Bold and inverse surfaces carry the theme's inverse text when it has some, else white titles.
        let inverseText = uses.values.contains { $0.placement == .inverse }
        for (name, use) in uses where use.surface == .strong && inverseText { carried.insert(name) }
        // The page: an everyday surface of the theme's own whose name says nothing but levels (`background`,
        // `bg-default`, `elevation.surface`), the shortest such name.
        page = theme.names.filter { name in
            guard !systemNames.contains(name), let use = uses[name], UsageModel.isEveryday(use), !use.carries,
                let r = readings[name]
            else { return false }
            return r.context.allSatisfy {
                NameReading.levels.contains($0) || NameReading.pageWords.contains($0) || Int($0) != nil
            }
        }.min { (readings[$0]?.words.count ?? 0, $0) < (readings[$1]?.words.count ?? 0, $1) }
        let ownPage = page != nil
        let ownText = uses.contains { name, use in
            !systemNames.contains(name) && name != Theme.tintName && use.usage == .text && use.placement == .general
        }
        // A system of its own, also without a page by name: three surfaces and two texts of its own.
        let ownSurfaces = uses.filter { !systemNames.contains($0.key) && UsageModel.isEveryday($0.value) }.count
        let ownTexts = uses.filter { name, use in
            !systemNames.contains(name) && name != Theme.tintName && use.usage == .text && use.placement == .general
        }.count
        isOwnSystem = (ownPage && ownText) || (ownSurfaces >= 3 && ownTexts >= 2)
    }

    /// Colors whose fill carries white bold titles (filled buttons): accents, and colorful or bold surfaces
    /// that no partner or inverse text is drawn on.
    public func carriesWhiteTitles(_ name: String) -> Bool {
        // (A bound surface no partner text names is a control's: its title is white, as iOS's filled buttons.)
        guard let use = uses[name], let usage = use.usage else { return false }
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
            // A declared surface is everyday, a declared colorful fill bold, unless the name says inverse or bold.
            if declared == .colorFill || reading.inverse || reading.bold,
                declared == .background || declared == .colorFill
            {
                use.usage = .colorFill
                use.surface = .strong
            }
            use.selection = reading.words.contains { NameReading.selectionWords.contains($0) }
            // A declared surface named by a brand word (`primaryFixedDim`, kept by fix) is that brand's surface.
            if declared == .background, reading.family == .accent { use.surface = .bound }
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
        if reading.family == .accent {
            // A bold brand color (`accent-boldGreen`) or a button's color is a fill under white titles.
            if reading.bold || reading.words.contains(where: { NameReading.fillAccentWords.contains($0) }) {
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
    static func isPale(_ c: RGBA) -> Bool {
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
        switch family {
        // A link is tinted text, as Apple's `link` is.
        case .foreground:
            use.isLink = reading.words.contains { $0 == "link" || $0 == "links" }
            use.usage = use.isLink ? .accent : .text
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
            // A translucent dark "surface" (a veil, a scrim) dims what is under it; nothing is drawn on it.
            if let light, light.a < 200, OKLCH(light.opaque).l < 0.3, !reading.inverse {
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

/// Finding the surface a foreground names (`muted-foreground` → `muted`, `text-on-brand` → `bg-brand`,
/// `fgColor.onEmphasis` → every `bgColor.*.emphasis`), by words, so every naming style finds it.
struct PartnerIndex {
    private var byWords: [[String]: [String]] = [:]
    private var bySurfaceWords: [[String]: [String]] = [:]
    private var byContext: [[String]: [String]] = [:]
    private var surfacesByWord: [String: [String]] = [:]
    private let readings: [String: NameReading]

    init(names: [String], readings: [String: NameReading]) {
        self.readings = readings
        // A scale's steps are no partner's surface: the semantic colors that alias them are.
        for name in names where !readings[name]!.scaleStep {
            let r = readings[name]!
            // Anything that may be drawn under text: surfaces, brand colors, names that say nothing.
            if r.family == .surface || r.family == .accent || r.family == nil {
                for w in Set(r.words) { surfacesByWord[w, default: []].append(name) }
            }
            byWords[r.words, default: []].append(name)
            let bare = r.words.filter { NameReading.familyOf($0) != .surface && !NameReading.states.contains($0) }
            if bare != r.words { bySurfaceWords[bare, default: []].append(name) }
            if r.family == .surface || r.family == .accent || r.family == nil || r.family == .fill {
                byContext[r.context, default: []].append(name)
            }
        }
    }

    /// The surfaces `words` name: an exact name, the name with a surface word (`bg-brand`), else every
    /// surface that has all the words (`emphasis` → `bgColor.accent.emphasis`, `bgColor.danger.emphasis`);
    /// then the same without words of level (`primary, fixed, variant` → `primaryFixed`).
    func surfaces(named words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        var words = words
        while !words.isEmpty {
            if let found = lookup(words, excluding: name, strong: strong) { return found }
            guard let last = words.last, NameReading.levels.contains(last) else { return nil }
            words.removeLast()
        }
        return nil
    }

    private func lookup(_ words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        guard !words.isEmpty else { return nil }
        if let exact = byWords[words]?.filter({ $0 != name }), !exact.isEmpty { return exact }
        if let bare = bySurfaceWords[words]?.filter({ $0 != name }), !bare.isEmpty { return bare }
        // The surfaces that have the rarest of the words, then those that have them all.
        let lists = words.map { surfacesByWord[$0] ?? [] }
        guard let rarest = lists.min(by: { $0.count < $1.count }), !rarest.isEmpty else { return nil }
        let wanted = Set(words)
        let containing = rarest.filter { other in
            other != name && wanted.isSubset(of: readings[other]?.words ?? [])
        }
        // Text on a family's color (`content.on-brand`) goes on its bold surfaces, when it has some.
        let bold = containing.filter(strong)
        return bold.isEmpty ? (containing.isEmpty ? nil : containing) : bold
    }

    /// Radix's `accent-contrast`: the text on the stem's solid, bold surfaces (`accent-solid`).
    func strongSurfaces(of words: [String], excluding name: String, strong: (String) -> Bool) -> [String]? {
        let wanted = Set(words)
        let lists = words.map { surfacesByWord[$0] ?? [] }
        guard let rarest = lists.min(by: { $0.count < $1.count }) else { return nil }
        let found = rarest.filter { other in
            other != name && strong(other) && wanted.isSubset(of: readings[other]?.words ?? [])
        }
        return found.isEmpty ? nil : found
    }

    /// The colors of the same component (`button.primary.*`), other than `name`.
    func components(_ context: [String], excluding name: String) -> [String] {
        (byContext[context] ?? []).filter { $0 != name }
    }
}

/// What a token file says of a color's use beside its value: Figma's variable scopes and the `$description`.
public struct ColorHints: Sendable, Hashable {
    /// `$extensions["com.figma.scopes"]`: `TEXT_FILL`, `FRAME_FILL`, `SHAPE_FILL`, `STROKE_COLOR`, ...
    public var scopes: [String]
    public var description: String?

    public init(scopes: [String] = [], description: String? = nil) {
        self.scopes = scopes
        self.description = description
    }

    /// The use the scopes give, when they give one (`ALL_SCOPES`, or text and fill together, give none).
    var scopeFamily: NameReading.Family? {
        var families: Set<NameReading.Family> = []
        for scope in scopes {
            switch scope {
            case "TEXT_FILL": families.insert(.foreground)
            case "FRAME_FILL": families.insert(.surface)
            // Shapes alone are icons and glyphs (a star, a vector); with frames, surfaces.
            case "SHAPE_FILL": families.insert(scopes.contains("FRAME_FILL") ? .surface : .icon)
            case "STROKE_COLOR": families.insert(.line)
            case "EFFECT_COLOR": families.insert(.decorative)
            default: return nil
            }
        }
        // Text that may also stroke (an icon's outline) is text.
        if families == [.foreground, .line] { return .foreground }
        return families.count == 1 ? families.first : nil
    }

    /// The first word of a strong family in the description (`Use for text on bold backgrounds` → text).
    var descriptionFamily: NameReading.Family? {
        guard let description else { return nil }
        for word in NameWords.split(description) {
            guard let f = NameReading.familyOf(word), f != .accent else { continue }
            return f
        }
        return nil
    }
}
