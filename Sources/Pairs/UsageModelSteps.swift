import ColorScience
import ThemeModel

/// What the usage model reads a theme by, worked out once: its palettes, each name's reading, the colors that
/// only repeat another, the aliases, the partner index and the states components have text for.
struct UsageInputs {
    let theme: Theme
    let light: Palette
    let dark: Palette
    let readings: [String: NameReading]
    let mirrors: [String: String]
    let aliasedBy: [String: [String]]
    let index: PartnerIndex
    /// The states each component has a text of its own for (`button.danger` has `hover`): its resting text
    /// is not drawn on those states' backgrounds.
    let foregroundStates: [[String]: Set<String>]
    /// The color families with inverse text of their own (`text-warning-inverse`, `text-onBoldWarning`): a
    /// system's generic inverse text (`text-onBold`) is not drawn on their bold surfaces.
    let inverseFamilies: Set<[String]>

    init(_ theme: Theme) {
        self.theme = theme
        light = theme.palette(for: .light)
        dark = theme.palette(for: .dark)
        let prefix = NameReading.sharedPrefix(theme.names.filter { !theme.systemNames.contains($0) })
        var readings = Dictionary(uniqueKeysWithValues: theme.names.map { ($0, NameReading($0, prefix: prefix)) })
        UsageInputs.readGroupFamilies(&readings, names: theme.names, light: light)
        UsageInputs.readParallelFamilies(&readings)
        self.readings = readings
        let mirrors = Dictionary(
            theme.names.compactMap { n in UsageModel.mirrored(n, in: theme, readings).map { (n, $0) } },
            uniquingKeysWith: { a, _ in a })
        self.mirrors = mirrors
        aliasedBy = UsageModel.aliasUsers(theme, skipping: mirrors)
        index = PartnerIndex(names: theme.names.filter { mirrors[$0] == nil }, readings: readings)
        var states: [[String]: Set<String>] = [:]
        for r in readings.values where r.family == .foreground || r.family == .icon {
            guard r.familyLast, let state = r.state else { continue }
            states[r.context, default: []].insert(state)
        }
        foregroundStates = states
        inverseFamilies = Set(
            readings.values.filter { r in
                let strongPartner = r.partner?.contains {
                    NameReading.boldWords.contains($0) || NameReading.inverseWords.contains($0)
                }
                return (r.family == .foreground || r.family == .icon) && !r.stem.isEmpty
                    && (r.inverse || strongPartner == true)
            }.map(\.stem))
    }

    /// A brand word that heads a scale in several roles (Kong's `text.primary.weak`, `background.primary.weak`,
    /// `border.primary.strong`, beside `text.danger.weak`) is a color family there, as `danger` is: its text goes
    /// on its own surfaces, not on another family's. (Material's `primaryContainer` names the role after it.)
    static func readParallelFamilies(_ readings: inout [String: NameReading]) {
        var roles: [String: Set<NameReading.Family>] = [:]
        var members: [String: [String]] = [:]
        for (name, r) in readings where r.stem.isEmpty && r.partner == nil {
            guard let family = r.family, family != .accent, family != .decorative,
                let role = r.words.firstIndex(where: { NameReading.familyOf($0) == family }), role + 1 < r.words.count,
                case let word = r.words[role + 1], NameReading.accentWords.contains(word),
                r.words[(role + 2)...].allSatisfy({
                    NameReading.levels.contains($0) || NameReading.states.contains($0) || Int($0) != nil
                })
            else { continue }
            roles[word, default: []].insert(family)
            members[word, default: []].append(name)
        }
        for (word, names) in members where names.count >= 4 && (roles[word]?.count ?? 0) >= 2 {
            for name in names { readings[name]?.stem = [word] }
        }
    }

    /// Colors under a first word that names no family, level or component (Figma's `Ocean/Tide`, `Ocean/Mist`,
    /// `Ocean/Deep`) are a color family of their own when one of them is colorful: `Ocean/Tide` text goes on
    /// `Ocean/Mist`, not on `Coral/Mist`. A gray group (`Ink`, `Paper`) stays neutral.
    static func readGroupFamilies(_ readings: inout [String: NameReading], names: [String], light: Palette) {
        var groups: [String: [String]] = [:]
        // (Apple's names keep Apple's grammar: `systemRed` and `systemBackground` are no family.)
        for name in names where ColorUsage.system[name] == nil {
            guard let r = readings[name], r.stem.isEmpty, r.words.count >= 2, let first = r.words.first,
                r.context.first == first, NameReading.isGroupWord(first)
            else { continue }
            groups[first, default: []].append(name)
        }
        for (word, members) in groups where members.count >= 2 {
            let colorful = members.contains { light[$0].map { $0.a >= 153 && OKLCH($0).c >= 0.06 } ?? false }
            guard colorful else { continue }
            for member in members { readings[member]?.stem = [word] }
        }
    }
}

extension UsageModel {
    /// Each color's own use: declared, Apple's, or read from its scopes, name, aliases and values.
    mutating func readOwnUses(_ inputs: UsageInputs) {
        let declaredForegrounds = Set(inputs.theme.declaredPairs.map(\.foreground))
        for name in inputs.theme.names {
            let reading = inputs.readings[name]!
            if let original = inputs.mirrors[name] {
                var use = ColorUse(usage: nil, from: .alias)
                use.aliasedBy = [original]
                use.mirrors = true
                uses[name] = use
                continue
            }
            var use = UsageModel.ownUse(
                name, reading, theme: inputs.theme, light: inputs.light[name], dark: inputs.dark[name],
                aliasedBy: inputs.aliasedBy[name] ?? [])
            if declaredForegrounds.contains(name), use.usage.map(ColorUsage.isForeground) ?? true {
                use.usage = use.usage ?? .text
                use.from = .declared
                use.placement = .only([])
            }
            uses[name] = use
        }
    }

    /// A family's colorful color whose name says nothing else (`Ocean/Deep` beside `Ocean/Tide` text and
    /// `Ocean/Mist`, `danger.bold`): the family's bold fill, under inverse text or white titles.
    mutating func readFamilyFills(_ inputs: UsageInputs) {
        var hasText: Set<[String]> = []
        var hasSurface: Set<[String]> = []
        for (name, use) in uses where !use.family.isEmpty && !systemNames.contains(name) {
            if let u = use.usage, ColorUsage.isForeground(u) { hasText.insert(use.family) }
            if use.usage == .background || use.usage == .colorFill { hasSurface.insert(use.family) }
        }
        for name in inputs.theme.names {
            guard var use = uses[name], use.usage == nil, use.from == nil, !use.family.isEmpty,
                hasText.contains(use.family), hasSurface.contains(use.family),
                let r = inputs.readings[name], r.family == nil, r.words.count >= 2,
                let light = inputs.light[name], light.a >= 230, !UsageModel.isPale(light)
            else { continue }
            let lch = OKLCH(light)
            guard lch.c >= 0.06, lch.l < 0.75 else { continue }
            use.usage = .colorFill
            use.surface = .strong
            use.from = .group
            use.byValue = true
            uses[name] = use
        }
    }

    /// A bold surface with the very light value of its family's subtle one (Atlassian's legacy
    /// `accent-blue-bold`, `#579DFF` as `accent-blue-subtle`) is that subtle surface under an old name: the
    /// family's own bolder surface carries its inverse text.
    mutating func readSubtleTwins(_ inputs: UsageInputs) {
        struct Values: Hashable {
            let family: [String]
            let light: RGBA?
        }
        // (By hue when the family has one: `accent-boldBlue` is of `accent-blue-subtle`'s family.)
        func key(_ family: [String]) -> [String] {
            let hues = family.filter { NameReading.hues.contains($0) }
            return hues.isEmpty ? family : hues
        }
        var subtle: Set<Values> = []
        for (name, use) in uses where use.usage == .background && !use.family.isEmpty {
            guard inputs.readings[name]?.subtle ?? false else { continue }
            subtle.insert(Values(family: key(use.family), light: inputs.light[name]))
        }
        guard !subtle.isEmpty else { return }
        for (name, use) in uses where use.surface == .strong && use.from == .name && !use.family.isEmpty {
            guard inputs.readings[name].map({ $0.bold && !$0.inverse }) ?? false,
                subtle.contains(Values(family: key(use.family), light: inputs.light[name]))
            else { continue }
            uses[name]?.usage = .background
            uses[name]?.surface = .general
            uses[name]?.byValue = true
        }
    }

    /// A component's other colors, when it names its background (`TabBarItemSelected` beside
    /// `TabBarBackground`, `snackbar_action` beside `snackbar_background`): drawn on that background, as
    /// glyphs when the name says nothing (3:1), as tinted text when it says action or tint. Returns the
    /// backgrounds they name.
    mutating func readComponentMembers(_ inputs: UsageInputs) -> [String: [String]] {
        var partners: [String: [String]] = [:]
        for name in inputs.theme.names where !systemNames.contains(name) {
            // (A button's color in a component is its fill, not its text.)
            // (The group is read before how the values flip: `fix` may give a member a dark value that flips.)
            let flipsAsContent = isFlipContent(uses[name])
            guard var use = uses[name], let r = inputs.readings[name], !r.bold,
                use.from == nil || flipsAsContent
                    || (use.from == .name && r.family == .accent
                        && !r.words.contains { $0 != "action" && NameReading.fillAccentWords.contains($0) }),
                r.context.contains(where: NameReading.isComponentWord),
                let found = componentSurfaces(r.context, of: name, inputs)
            else { continue }
            use.usage = use.usage == nil || flipsAsContent ? .icon : .accent
            use.byValue = false
            use.surface = .general
            use.from = .group
            use.placement = .only(found)
            use.ambiguous = false
            uses[name] = use
            for surface in found { partners[surface, default: []].append(name) }
        }
        return partners
    }

    /// Read as text because it flips (dark in light, light in dark), not by its name.
    private func isFlipContent(_ use: ColorUse?) -> Bool {
        guard let use, use.from == .flip, let u = use.usage else { return false }
        return ColorUsage.isForeground(u)
    }

    /// The backgrounds named by a surface word in the component of `context`, or of its shorter heads
    /// (`tab, bar, item` → `TabBarBackground`).
    private func componentSurfaces(_ context: [String], of name: String, _ inputs: UsageInputs) -> [String]? {
        var context = context
        while !context.isEmpty {
            let found = inputs.index.components(context, excluding: name).filter {
                inputs.readings[$0]?.family == .surface
            }
            if !found.isEmpty { return found }
            guard context.count > 1 else { return nil }
            context.removeLast()
        }
        return nil
    }

    /// Where each foreground of general placement goes: its named partner, its component's background, the
    /// inverse surfaces, the fields, and how far over the everyday surfaces. Returns each named surface's
    /// partners, and the backgrounds that are controls'.
    mutating func placeForegrounds(_ inputs: UsageInputs) -> (partners: [String: [String]], controls: Set<String>) {
        var partners: [String: [String]] = [:]
        var controls: Set<String> = []
        var fieldSurfaces: [String]?
        for name in inputs.theme.names {
            guard var use = uses[name], let usage = use.usage, ColorUsage.isForeground(usage),
                use.placement == .general, !systemNames.contains(name)
            else { continue }
            let reading = inputs.readings[name]!
            if let base = UsageModel.stateBase(of: name, inputs), let surface = uses[base], surface.usage != nil,
                !ColorUsage.isForeground(surface.usage!)
            {
                // A state of a surface (`Table.Content-Enabled`, `Button.Primary-Focused-Pressed`) is that surface
                // in another state, whatever its words or values say.
                uses[name] = surface
                continue
            }
            if let candidates = partnerSurfaces(of: name, reading, inputs) {
                let found = UsageModel.meetingState(of: name, candidates, inputs)
                // The text of an everyday surface (`muted-foreground`, `card-foreground`) is everyday text.
                let everyday =
                    !found.isEmpty
                    && found.allSatisfy { surface in
                        let named = inputs.readings[surface].map { $0.hasBrandWord || $0.isRank } ?? false
                        return !named && (uses[surface].map(UsageModel.isEveryday) ?? false)
                    }
                if !everyday {
                    use.placement = .only(found)
                    for surface in found { partners[surface, default: []].append(name) }
                }
            } else if reading.inverse {
                use.placement = .inverse
            } else if let candidates = barSurfaces(of: name, reading, inputs) {
                // A bar's text (Android's `fontSecondaryAppbar` beside `appbar`) is drawn on that bar.
                let bars = UsageModel.meetingState(of: name, candidates, inputs)
                use.placement = .only(bars)
                for surface in bars { partners[surface, default: []].append(name) }
            } else if reading.familyLast, NameReading.isComponent(reading.context),
                case let group = groupSurfaces(of: name, reading, inputs), !group.isEmpty
            {
                guard group.contains(where: { UsageModel.standsOut(name, from: $0, inputs) }) else {
                    // Within a hair of every surface of its group in light and in dark: a sibling surface of the
                    // same kind (`Table.Content` beside `Table.Header`), not its text.
                    if var sibling = uses[group[0]] {
                        sibling.from = .group
                        uses[name] = sibling
                    }
                    continue
                }
                use.placement = .only(UsageModel.meetingState(of: name, group, inputs))
                if use.from == .name { use.from = .group }
                for surface in UsageModel.meetingState(of: name, group, inputs) {
                    partners[surface, default: []].append(name)
                }
                if NameReading.isControl(reading.context) { controls.formUnion(group) }
            } else if use.from == .scope || use.from == .description || reading.words.contains("fixed"),
                UsageModel.isWhiteText(inputs.light[name], inputs.dark[name])
            {
                // White text whose name says nothing of where it goes (Figma's `Chalk`, scoped as text) or
                // says it is fixed (`Text.White-Fixed`) is for dark fills. (Another named text, and the tint, keep
                // their placement: `fix` may move their values.)
                use.placement = .inverse
            } else if reading.subtle, use.from == .name, let light = inputs.light[name], light.a >= 230,
                UsageModel.isPale(light)
            {
                // A pale weak step of a text scale (Kong's `text.primary.weaker`, `blue.20`) is for dark fills:
                // no light surface shows it.
                use.placement = .inverse
            }
            if use.placement == .general {
                use.reach = reach(of: use, reading)
                // Placeholder and hint text is drawn in fields: on the theme's input surfaces, when it has some.
                if use.reach == .fields {
                    let fields = fieldSurfaces ?? inputSurfaces(inputs)
                    fieldSurfaces = fields
                    if !fields.isEmpty { use.placement = .only(fields) }
                }
            }
            uses[name] = use
        }
        return (partners, controls)
    }

    /// Of `surfaces`, those a text of `name`'s state is drawn on: the resting ones and its own state's, not another
    /// state's (Kong's `navigation.color.text.focus` is not drawn on `navigation.color.background.selected`).
    static func meetingState(of name: String, _ surfaces: [String], _ inputs: UsageInputs) -> [String] {
        guard let state = inputs.readings[name]?.state else { return surfaces }
        return surfaces.filter { [nil, state].contains(inputs.readings[$0]?.state) }
    }

    /// The color `name` is a state of: the theme's color of the same name less trailing state words
    /// (`Button.Primary` for `Button.Primary-Hovered`).
    static func stateBase(of name: String, _ inputs: UsageInputs) -> String? {
        var end = name.endIndex
        // (At most four state words, `Focused-Dragged-Pressed` has three: a name of thousands stays linear.)
        for _ in 0..<4 {
            guard let cut = name[..<end].lastIndex(where: { "-._/ ".contains($0) }) else { return nil }
            let tail = NameWords.split(String(name[name.index(after: cut)..<end]))
            guard !tail.isEmpty, tail.allSatisfy({ NameReading.states.contains($0) }) else { return nil }
            let base = String(name[..<cut])
            if inputs.theme[base] != nil { return base }
            end = cut
        }
        return nil
    }

    /// Whether `name` differs from `surface` as text can from its background in light or in dark (1.5:1):
    /// nobody draws text within a hair of its surface in both.
    static func standsOut(_ name: String, from surface: String, _ inputs: UsageInputs) -> Bool {
        for (palette, backdrop) in [(inputs.light, RGBA.white), (inputs.dark, RGBA.black)] {
            guard let fg = palette[name], let bg = palette[surface] else { return true }
            let under = bg.over(backdrop)
            if Contrast.wcagRatio(text: fg, background: under) >= 1.5 { return true }
        }
        return false
    }

    /// The bar a foreground's name names, when the theme has a color of that bar's name (`appbar`,
    /// `toolbar_background`).
    private func barSurfaces(of name: String, _ reading: NameReading, _ inputs: UsageInputs) -> [String]? {
        let bar = reading.context.filter { NameReading.barWords.contains($0) }
        guard !bar.isEmpty else { return nil }
        let found = inputs.index.surfaces(named: bar, excluding: name) { _ in false } ?? []
        let surfaces = found.filter { other in
            guard let r = inputs.readings[other] else { return false }
            return r.family == .surface || (r.family == nil && !r.scaleStep)
        }
        return surfaces.isEmpty ? nil : surfaces
    }

    /// How far a foreground of general placement is drawn, by what its name and use say.
    private func reach(of use: ColorUse, _ reading: NameReading) -> Reach {
        if reading.isFieldText { return .fields }
        // (A selected state's text, `text-selected`, goes where quiet text does: on rows that may be selected.)
        if reading.isQuiet || reading.state == "selected" { return .quiet }
        if use.usage == .accent || use.isLink || !use.family.isEmpty || !reading.saysOnlyLevel { return .content }
        return .everyday
    }

    /// White in light, and in dark when it has a dark value of its own.
    public static func isWhiteText(_ light: RGBA?, _ dark: RGBA?) -> Bool {
        guard let light, isWhite(light, minimumAlpha: 230) else { return false }
        return dark.map { isWhite($0, minimumAlpha: 230) } ?? true
    }

    /// White, or nearly, at least this opaque: text meant for dark fills.
    public static func isWhite(_ c: RGBA, minimumAlpha: UInt8) -> Bool {
        c.a >= minimumAlpha && OKLCH(c.opaque).l >= 0.93
    }

    /// The surfaces fields are drawn on (`input`, `field`, `sunken`, `inset`, `well`, `cell`).
    private func inputSurfaces(_ inputs: UsageInputs) -> [String] {
        inputs.theme.names.filter { name in
            guard let use = uses[name], UsageModel.isEveryday(use), !use.selection, let r = inputs.readings[name]
            else { return false }
            return r.words.contains { NameReading.fieldWords.contains($0) }
        }
    }

    /// The surfaces a foreground's name says it is drawn on (`primary-foreground` → `primary`), making a
    /// surface named by levels alone (shadcn's `muted`, `secondary`) an everyday one.
    private mutating func partnerSurfaces(of name: String, _ r: NameReading, _ inputs: UsageInputs) -> [String]? {
        guard let partner = r.partner else { return nil }
        let strong: (String) -> Bool = { [uses] in uses[$0]?.surface == .strong }
        let onlyStrongWords = partner.allSatisfy {
            NameReading.boldWords.contains($0) || NameReading.inverseWords.contains($0)
        }
        // `fgColor.onEmphasis` and Radix's `accent-contrast` go on the bold surfaces of their words.
        let onStrong = onlyStrongWords || r.words.last == "contrast"
        var found =
            (onStrong ? inputs.index.strongSurfaces(of: partner, excluding: name, strong: strong) : nil)
            ?? inputs.index.surfaces(named: partner, excluding: name, strong: strong)
            ?? (UsageModel.tintWords.contains(partner) && uses[Theme.tintName] != nil ? [Theme.tintName] : nil)
        if onlyStrongWords, r.stem.isEmpty {
            found = found?.filter { !inputs.inverseFamilies.contains(uses[$0]?.family ?? []) }
        }
        guard let found, !found.isEmpty else { return nil }
        for surface in found where uses[surface]?.usage == nil && !systemNames.contains(surface) {
            guard let surfaceReading = inputs.readings[surface], !surfaceReading.words.isEmpty,
                surfaceReading.words.allSatisfy({
                    NameReading.levels.contains($0) && !NameReading.accentWords.contains($0)
                }),
                !surfaceReading.words.contains("container")
            else { continue }
            // (A colorful one, Android's `colorSecondary`, is a bold fill its partner's text goes on.)
            let colorful = inputs.light[surface].map { $0.a >= 153 && OKLCH($0).c >= 0.06 } ?? false
            var everyday = ColorUse(usage: colorful ? .colorFill : .background, from: .name)
            everyday.surface = colorful ? .strong : .general
            everyday.family = surfaceReading.stem
            everyday.byValue = true
            uses[surface] = everyday
        }
        return found
    }

    /// A component text's backgrounds (`button.danger.fgColor.hover` → `button.danger.bgColor.hover`): of its
    /// own state; a resting text on the resting background and on the states it has no text for.
    private func groupSurfaces(of name: String, _ reading: NameReading, _ inputs: UsageInputs) -> [String] {
        let own = reading.state
        let textStates = inputs.foregroundStates[reading.context] ?? []
        let surfaces = inputs.index.components(reading.context, excluding: name).filter { other in
            uses[other]?.usage.map { $0 == .background || $0 == .colorFill } ?? false
                || inputs.readings[other]?.family == .surface
        }
        let surfaceStates = Set(surfaces.compactMap { inputs.readings[$0]?.state })
        return surfaces.filter { other in
            let state = inputs.readings[other]?.state
            guard let own else { return state.map { !textStates.contains($0) } ?? true }
            return state == own || (state == nil && !surfaceStates.contains(own))
        }
    }

    /// A partner's surface carries its partners only, unless it is an everyday surface by its own name or
    /// lightness. A color read as tinted or flipping text stays that too (`primary` is a button's fill and
    /// a link's color; Material's `error` is error text and the fill under `onError`); a light fill under
    /// darker text (shadcn's `warning` under `warning-foreground`), or one darker in dark, is no text color.
    mutating func settlePartnerSurfaces(
        _ inputs: UsageInputs, partners: [String: [String]], controls: Set<String>
    ) {
        for (surface, texts) in partners {
            guard var use = uses[surface], !systemNames.contains(surface) || surface == Theme.tintName else { continue }
            carried.insert(surface)
            // A brand color's surface (`primaryContainer`) carries its partners only, however pale.
            let brand = inputs.readings[surface]?.hasBrandWord ?? false
            // A rank alone (shadcn's `secondary`) is the fill of that rank's button: its partner goes on it.
            let rank = inputs.readings[surface]?.isRank ?? false
            if UsageModel.isEveryday(use) && !controls.contains(surface) && !brand && !rank { continue }
            let containerAccent =
                inputs.readings[surface]?.words.contains { NameReading.containerWords.contains($0) } ?? false
            let underDarkerText = texts.allSatisfy { text in
                guard let t = inputs.light[text], let s = inputs.light[surface] else { return false }
                return OKLCH(t.over(s)).l < OKLCH(s).l
            }
            // Text gets lighter in dark to stay readable on dark pages; a fill may get darker (shadcn's
            // `success` under white `success-foreground`).
            let darkensInDark =
                inputs.light[surface].flatMap { l in
                    inputs.dark[surface].map { d in OKLCH(d).l < OKLCH(l).l - 0.02 }
                } ?? false
            let onlyFill = underDarkerText || darkensInDark
            if let u = use.usage, ColorUsage.isForeground(u), containerAccent || onlyFill, use.from != .declared {
                // A container's accent (`sidebar-primary`) is the fill under its partner, not a text color.
                use.usage = underDarkerText && !containerAccent ? .background : .colorFill
                use.surface = .bound
            } else if let u = use.usage, ColorUsage.isForeground(u) {
                // A brand color under its partner text is a button's fill and a UI color (Material holds
                // `primary` on surfaces to 3:1); flipping text stays text.
                use.carries = true
                if use.placement == .general, use.reach == .everyday { use.reach = .content }
            } else if use.usage == nil, let r = inputs.readings[surface], !r.words.isEmpty,
                r.words.allSatisfy({ NameReading.familyNames.contains($0) }),
                inputs.light[surface].map({ !UsageModel.isPale($0) }) ?? false, !onlyFill
            {
                // A status color under its `on` text (Material's and Android's `error`) is error text too.
                use.usage = .accent
                use.from = .name
                use.carries = true
                use.reach = .content
            } else if use.from != .declared {
                use.usage = use.surface == .strong || use.usage == .colorFill ? .colorFill : .background
                if use.from == nil || use.from == .alias { use.from = .name }
                use.surface = use.surface == .strong ? .strong : .bound
            }
            uses[surface] = use
        }
    }

    /// The page, what carries inverse text, which surfaces hold content, and whether the theme is a system
    /// of its own.
    mutating func settleSurfaces(_ inputs: UsageInputs) {
        let readings = inputs.readings
        // Bold and inverse surfaces carry the theme's inverse text when it has some, else white titles.
        let inverseText = uses.values.contains { $0.placement == .inverse }
        for (name, use) in uses where use.surface == .strong && inverseText { carried.insert(name) }
        // The page: an everyday surface of the theme's own whose name says nothing but levels (`background`,
        // `bg-default`, `elevation.surface`), the shortest such name that holds content (not `surface_secondary`).
        page = inputs.theme.names.filter { name in
            guard !systemNames.contains(name), let use = uses[name], UsageModel.isEveryday(use), !use.carries,
                let r = readings[name]
            else { return false }
            return r.context.allSatisfy {
                NameReading.levels.contains($0) || NameReading.pageWords.contains($0) || Int($0) != nil
            }
        }.min { a, b in
            func key(_ n: String) -> (Int, Int, String) {
                (readings[n]?.holdsContent ?? false ? 0 : 1, readings[n]?.words.count ?? 0, n)
            }
            return key(a) < key(b)
        }
        for (name, r) in readings where r.namesBrandSurface { brandSurfaces.insert(name) }
        for (name, use) in uses where use.usage == .background {
            guard let r = readings[name] else { continue }
            uses[name]?.holdsContent = name == page || (r.holdsContent && !use.selection && use.family.isEmpty)
            uses[name]?.isBar = r.isBar
            uses[name]?.transient = r.isTransient
            uses[name]?.holdsLines = name == page || (use.family.isEmpty && !use.selection && r.state == nil)
        }
        let ownText = uses.contains { name, use in
            !systemNames.contains(name) && name != Theme.tintName && use.usage == .text && use.placement == .general
        }
        // A system of its own, also without a page by name: three surfaces and two texts of its own.
        let ownSurfaces = uses.filter { !systemNames.contains($0.key) && UsageModel.isEveryday($0.value) }.count
        let ownTexts = uses.filter { name, use in
            !systemNames.contains(name) && name != Theme.tintName && use.usage == .text && use.placement == .general
        }.count
        isOwnSystem = (page != nil && ownText) || (ownSurfaces >= 3 && ownTexts >= 2)
        // On a palette layered on Apple's the screens may put any text on any background.
        if !isOwnSystem { for name in uses.keys { uses[name]?.reach = .everyday } }
    }
}
