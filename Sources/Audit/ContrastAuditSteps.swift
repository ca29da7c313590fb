import ColorScience
import Pairs
import ThemeModel

/// What the audit reads a theme by, worked out once for every appearance: each color's use and role, which
/// pairs are drawn (`PairPlan`), and the text colors' facts by index for the inner loop.
struct AuditInputs {
    let theme: Theme
    let model: UsageModel
    let plan: PairPlan
    /// Light and dark, worked out once for every step: a palette of 100,000 colors is not cheap.
    let light: Palette
    let dark: Palette
    let roles: [String: ColorRole]
    let own: Set<String>
    /// A pair declared in one of the theme's own files is the designer's, whatever its colors.
    let ownFiles: Set<String>
    let foregrounds: [String]
    let backgrounds: [String]
    /// Where each name is in `foregrounds` and `backgrounds`.
    let foregroundIndex: [String: Int]
    let backgroundIndex: [String: Int]
    let fgRoles: [ColorRole]
    let fgMinimums: [Double]
    let fgOwn: [Bool]
    let fgIsAccent: [Bool]
    let fgIsSystem: [Bool]
    /// Filled buttons and colorful fills nothing else is drawn on carry white bold titles.
    let accents: [String]
    let separators: [String]
    let lightInDarkFills: Set<String>
    /// Apple's own worst ratio for each of its text colors, per appearance (empty when every pair is judged).
    let floors: [Traits: [String: Double]]
    let appleTwins: [String?]
    let hasTwins: Bool

    init(theme: Theme, model: UsageModel, own: Set<String>, scope: ContrastAudit.Scope, appearances: [Traits]) {
        self.theme = theme
        self.model = model
        let light = theme.palette(for: .light)
        let dark = theme.palette(for: .dark)
        self.light = light
        self.dark = dark
        let plan = PairPlan(theme: theme, model: model, light: light, dark: dark)
        self.plan = plan
        var roles: [String: ColorRole] = [:]
        for name in theme.names {
            if let u = model.usage(of: name), let role = ColorUsage.role(of: u) { roles[name] = role }
        }
        self.roles = roles
        self.own = own
        ownFiles = Set(theme.files)
        let foregrounds = plan.foregrounds
        self.foregrounds = foregrounds
        backgrounds = plan.backgrounds
        foregroundIndex = Dictionary(foregrounds.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        backgroundIndex = Dictionary(plan.backgrounds.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // A role a convention gave to a brand color (the tint as `primary`) is judged as that color.
        let roleAliases = theme.roleAliases
        let accents = theme.names.filter { !roleAliases.contains($0) && model.carriesWhiteTitles($0) }
        self.accents = accents
        separators = theme.names.filter { roles[$0] == .separator }
        lightInDarkFills = AuditInputs.lightInDarkFills(of: accents, model, light: light, dark: dark)
        let fgRoles = foregrounds.map { roles[$0]! }
        self.fgRoles = fgRoles
        fgMinimums = fgRoles.map { $0.minimumRatio ?? 1 }
        fgOwn = foregrounds.map { own.contains($0) }
        fgIsAccent = foregrounds.map { model.usage(of: $0) == .accent }
        fgIsSystem = foregrounds.map { theme.systemNames.contains($0) && $0 != Theme.tintName }
        floors = scope == .own ? ContrastAudit.appleFloors(theme: theme, appearances: appearances) : [:]
        let appleTwins = ContrastAudit.appleTwins(of: foregrounds, own: [light, dark])
        self.appleTwins = appleTwins
        hasTwins = appleTwins.contains { $0 != nil }
    }

    /// The pairs the evidence and the screens judge: what the guesses leave out.
    static func judged(by evidence: PairEvidence, theme: Theme, drawn: [DrawnPair]) -> Set<PairTally.Key> {
        var judged = Set(evidence.pairs.map { PairTally.Key(foreground: $0.foreground, background: $0.background) })
        for d in drawn { judged.insert(PairTally.Key(foreground: d.foreground, background: d.background)) }
        for p in theme.declaredPairs {
            for bg in p.backgrounds { judged.insert(PairTally.Key(foreground: p.foreground, background: bg)) }
        }
        return judged
    }

    /// A fill dark in light and light in dark: its titles are dark in dark, as iOS's light buttons' are.
    static func isLightInDark(_ light: RGBA?, _ dark: RGBA?) -> Bool {
        guard let l = light, let d = dark else { return false }
        return d.a >= 230 && OKLCH(d).l >= 0.7 && OKLCH(l.opaque).l < 0.6
    }

    /// A button's fill that turns light in dark (Mastodon's onboarding `next` button) has dark titles there, as
    /// iOS's light buttons in dark: white titles are judged on it in light only (on a tint that turns light
    /// only in dark too, `addButtonTextPairs`).
    private static func lightInDarkFills(
        of accents: [String], _ model: UsageModel, light: Palette, dark: Palette
    ) -> Set<String> {
        Set(
            accents.filter { name in
                model.usage(of: name) == .colorFill && isLightInDark(light[name], dark[name])
            })
    }

    func palette(in traits: Traits) -> Palette {
        traits == .light ? light : traits == Traits(.dark) ? dark : theme.palette(for: traits)
    }

    /// `page`: the page the evidence found (the body's background in the app's code), before the guessed one.
    func appearance(_ traits: Traits, page pageName: String? = nil) -> AuditAppearance {
        let palette = palette(in: traits)
        let fgColors = foregrounds.map { palette[$0] }
        // A translucent surface is seen over the page: the theme's own, else systemBackground.
        let backdrop = traits.style == .light ? RGBA.white : RGBA.black
        let pageColor = (pageName ?? model.page).flatMap { palette[$0] } ?? model.page.flatMap { palette[$0] }
        let page = (pageColor ?? palette["systemBackground"] ?? backdrop).over(backdrop)
        return AuditAppearance(
            traits: traits, palette: palette, apple: BuiltinThemes.palette(for: traits), fgColors: fgColors,
            fgLuminance: fgColors.map { $0.map(Contrast.relativeLuminance) ?? 0 },
            fgTargets: textTargets(in: traits, palette), page: page)
    }

    /// Targets once per text color and appearance, not once per pair (millions of pairs). Apple's names
    /// (overridden or not) are held to Apple's own level for them; the theme's new colors to the minimum.
    private func textTargets(in traits: Traits, _ palette: Palette) -> [Double] {
        let normal = Traits(traits.style, traits.level, .normal)
        let normalPalette = hasTwins ? (traits == normal ? palette : self.palette(in: normal)) : nil
        return foregrounds.indices.map { i in
            guard fgOwn[i] && !fgIsSystem[i] else {
                return ContrastAudit.appleTarget(foregrounds[i], traits, fgMinimums[i], floors: floors)
            }
            guard let twin = appleTwins[i], !floors.isEmpty else { return fgMinimums[i] }
            // Held to Apple's level in the interface style where it is Apple's value. (Where the theme has no
            // high-contrast value of its own, to Apple's normal-contrast level.)
            guard let value = normalPalette?[foregrounds[i]],
                let apple = BuiltinThemes.palette(for: normal)?[twin], ContrastAudit.isCopy(value, of: apple)
            else { return fgMinimums[i] }
            let same = palette[foregrounds[i]] == BuiltinThemes.palette(for: traits)?[twin]
            let at = same ? traits : normal
            return ContrastAudit.appleFloorTable[at]?[twin].map { min(fgMinimums[i], $0 * 0.95) } ?? fgMinimums[i]
        }
    }

    /// Background `b` as the text on it sees it in `a`; nil where the theme has no value for it there.
    func surface(_ b: Int, in a: AuditAppearance) -> AuditSurface? {
        let bg = backgrounds[b]
        guard let seen = a.palette[bg] else { return nil }
        let color = seen.a == 255 ? seen : seen.over(a.page)
        // In dark, an accent is held to Apple's own tint on the same background where that is under the
        // minimum (systemBlue on dark elevated surfaces is 3.4:1): light text on dark and white titles on
        // the same color pull opposite ways. In light both want a darker color, so AA holds.
        // (Apple's background of that name, or its page: what Apple itself reaches, not the theme's surface.)
        let appleBackground = a.apple?[bg] ?? a.apple?["systemBackground"]
        let appleTint = a.apple?[Theme.tintName]
        let accentTarget =
            a.traits.style == .light
            ? nil
            : appleTint.flatMap { tint in
                appleBackground.map { ContrastAudit.appleLevel(Contrast.wcagRatio(text: tint, background: $0)) }
            }
        return AuditSurface(
            index: b, name: bg, seen: seen, color: color, luminance: Contrast.relativeLuminance(color.opaque),
            own: own.contains(bg), accentTarget: accentTarget)
    }

    /// The level an evidence pair is held to: its kind's minimum, or where Apple's own palette is under it,
    /// a little under Apple's own (Apple's text at Apple's level for it, a tint in dark at Apple's tint on the
    /// same background).
    func target(of e: EvidencePair, minimum: Double, in a: AuditAppearance) -> Double {
        guard let i = foregroundIndex[e.foreground] else { return minimum }
        var target = a.fgTargets[i] < fgMinimums[i] ? min(minimum, a.fgTargets[i]) : minimum
        if fgIsAccent[i], let b = backgroundIndex[e.background], let at = surface(b, in: a)?.accentTarget {
            target = min(target, at)
        }
        return target
    }

    /// The minimum and the target of a drawn pair, or nil when it is not judged. `apples`: the text is
    /// Apple's own color, judged by its role (quaternaryLabel and the fills are decorative by design) and
    /// held to Apple's own level on Apple's backgrounds.
    func drawnLevels(of d: DrawnPair, apples: Bool) -> (minimum: Double, target: Double)? {
        guard var minimum = d.kind.minimumRatio else { return nil }
        let target: Double
        if apples {
            let appleRole = roles[d.foreground] ?? ColorUsage.system[d.foreground]?.checkedRole
            guard let roleMinimum = appleRole?.minimumRatio else { return nil }
            minimum = d.kind == .glyph ? min(minimum, roleMinimum) : roleMinimum
            target = ContrastAudit.appleTarget(d.foreground, d.traits, minimum, floors: floors)
        } else {
            target = d.appleRatio.map { min(minimum, $0 * 0.95) } ?? minimum
        }
        return (minimum, min(target, minimum))
    }

    /// A color whose own name says it is the same in every appearance, whatever its system: a fixed role in any
    /// spelling (Material's `onPrimaryFixed`, `primary-fixed-dim`, `on-surface-fixed-variant`), and white or
    /// black named so and being so (which `derive` keeps as they are, too).
    static func namesConstant(_ name: String, _ color: RGBA) -> Bool {
        let key = RoleConvention.key(name)
        if ["fixed", "fixeddim", "fixedvariant"].contains(where: { key.hasSuffix($0) }) { return true }
        // `black_translucent`, `white50`: the word may come anywhere, when the value is that color (any alpha).
        let words = NameWords.split(name).map { $0.lowercased() }
        return (words.contains("white") && color.rgb24 == 0xFFFFFF) || (words.contains("black") && color.rgb24 == 0)
    }

    /// Text or background colors that are the same in light and dark: the classic dark-mode bug.
    func staticColors(
        scope: ContrastAudit.Scope, baseline: Theme?, judged: Set<String>
    ) -> [ContrastAudit.StaticColor] {
        // A locked theme has no dark (or light) mode to adapt to.
        guard theme.lockedStyle == nil else { return [] }
        // Colors the same in both by their system's definition (Material's `*Fixed` roles) are no bug.
        let constants = RoleConvention.named(theme.convention)?.constants ?? []
        return (foregrounds + backgrounds).compactMap { name in
            guard scope == .all || own.contains(name), judged.contains(name) else { return nil }
            if constants.contains(where: { PairRule.glob($0, RoleConvention.key(name)) }) { return nil }
            // Text for bold surfaces or for its partner (white on a brand fill) is rightly the same in both.
            if model.use(of: name).placement != .general { return nil }
            guard let l = light[name], l == dark[name], let role = roles[name] else { return nil }
            // Transparent (a ghost button's fill) is the same in every appearance by design.
            if Self.namesConstant(name, l) || l.a == 0 { return nil }
            if let b = baseline, b.resolve(name, .light) == l, b.resolve(name, .dark) == l { return nil }
            return ContrastAudit.StaticColor(name: name, role: role, color: l)
        }
    }
}

/// One appearance as the audit reads it: the palettes, and the text colors' values, luminances and targets.
struct AuditAppearance {
    let traits: Traits
    let palette: Palette
    /// Apple's palette in these traits, resolved once per process.
    let apple: Palette?
    let fgColors: [RGBA?]
    let fgLuminance: [Double]
    let fgTargets: [Double]
    let page: RGBA
}

/// A background in one appearance: its value (`seen`), the color text is judged on (over the page when
/// translucent), and the level accents are held to on it in dark.
struct AuditSurface {
    let index: Int
    let name: String
    let seen: RGBA
    let color: RGBA
    let luminance: Double
    let own: Bool
    let accentTarget: Double?
}

/// What the drawn pairs ask of a name, looked up once per name: the screens draw the same few hundred
/// names in every appearance, and each question is a hash of the name.
struct DrawnNameFacts {
    struct Facts {
        var own: Bool
        var apples: Bool
    }
    let theme: Theme
    let own: Set<String>
    /// Apple's names, also where a theme that inherits nothing leaves the screens Apple's colors.
    let appleNames: Set<String>
    private var known: [String: Facts] = [:]

    init(theme: Theme, own: Set<String>, appleNames: Set<String>) {
        self.theme = theme
        self.own = own
        self.appleNames = appleNames
    }

    mutating func facts(_ name: String) -> Facts {
        if let f = known[name] { return f }
        let isOwn = own.contains(name)
        let apples = theme.systemNames.contains(name) || (theme[name] == nil && appleNames.contains(name))
        let f = Facts(own: isOwn, apples: !isOwn && apples)
        known[name] = f
        return f
    }
}

/// The pairs kept for listing and the counts, as each step of the audit adds its pairs.
struct PairTally {
    typealias Pair = ContrastAudit.Pair
    let scope: ContrastAudit.Scope
    let listing: ContrastAudit.Listing
    let limit: Int
    let baselinePalettes: [Traits: Palette]?
    let floors: [Traits: [String: Double]]
    var pairs: [Pair] = []
    /// Where passing pairs sit in `pairs`, so that findings can take their places once it is full.
    var passingSlots: [Int] = []
    var pairCount = 0
    var failureCount = 0
    var inheritedFailures = 0
    var excused = 0
    var unlisted = 0
    /// Names of every pair counted.
    var judgedNames: Set<String> = []
    /// Pairs the guesses leave to the evidence.
    var excluding: Set<Key> = []

    struct Key: Hashable {
        let foreground: String
        let background: String
    }

    init(
        scope: ContrastAudit.Scope, listing: ContrastAudit.Listing, limit: Int, baselinePalettes: [Traits: Palette]?,
        floors: [Traits: [String: Double]]
    ) {
        self.scope = scope
        self.listing = listing
        self.limit = limit
        self.baselinePalettes = baselinePalettes
        self.floors = floors
    }

    /// Counts a pair and keeps it for listing if it should be listed. `target`: the pair's, else the
    /// minimum for the theme's own text and Apple's level for Apple's (`ContrastAudit.appleTarget`).
    mutating func add(
        _ make: () -> Pair, ratio: Double, minimum: Double, own isOwn: Bool, fgOwn: Bool = true, fg: String,
        bg: String, traits: Traits,
        target knownTarget: Double? = nil, drawnBaseline: Double?? = nil
    ) {
        judgedNames.insert(fg)
        judgedNames.insert(bg)
        let inScope = scope == .all || isOwn
        guard inScope else {
            if ratio < minimum { inheritedFailures += 1 }
            return
        }
        let target = knownTarget ?? (fgOwn ? minimum : ContrastAudit.appleTarget(fg, traits, minimum, floors: floors))
        let passes = ratio >= target
        // Apple's own text at Apple's own level on the theme's background: summarized with the inherited pairs.
        if ratio < minimum && passes { inheritedFailures += 1 }
        pairCount += 1
        let baselineRatio = passes ? nil : baselineRatio(fg: fg, bg: bg, traits: traits, drawn: drawnBaseline)
        let finding = !passes && (baselineRatio.map { ratio < $0 - 0.005 } ?? true)
        if finding { failureCount += 1 } else if !passes { excused += 1 }
        guard listing == .all || finding else { return }
        keep(make, baselineRatio: baselineRatio, target: target, finding: finding)
    }

    /// The same pair's ratio in the baseline, if one was given and has both colors. A drawn element's
    /// (`drawn`) is the baseline's own rendering of it, if it draws it.
    private func baselineRatio(fg: String, bg: String, traits: Traits, drawn: Double??) -> Double? {
        if let drawn { return baselinePalettes != nil ? drawn : nil }
        guard let palette = baselinePalettes?[traits], let b = palette[bg],
            let f = fg == ContrastAudit.buttonTextName ? RGBA.white : palette[fg]
        else { return nil }
        return Contrast.wcagRatio(text: f, background: b)
    }

    /// Lists a counted pair while there is room; a full listing keeps findings before passing pairs.
    private mutating func keep(_ make: () -> Pair, baselineRatio: Double?, target: Double, finding: Bool) {
        if pairs.count < limit {
            var pair = make()
            pair.baselineRatio = baselineRatio
            pair.target = target
            if !finding { passingSlots.append(pairs.count) }
            pairs.append(pair)
        } else if finding, let slot = passingSlots.popLast() {
            // A finding takes a passing pair's place.
            var pair = make()
            pair.baselineRatio = baselineRatio
            pair.target = target
            pairs[slot] = pair
            unlisted += 1
        } else {
            unlisted += 1
        }
    }

    /// Counts a text pair that needs no `Pair` built: one out of scope, one that passes when only findings
    /// are listed, or a finding once the listing is full of findings and there is no baseline to compare
    /// with. False when the pair is to be added. (The common case of millions of pairs stays cheap.)
    private mutating func countedUnbuilt(ratio: Double, target: Double, minimum: Double, own isOwn: Bool) -> Bool {
        if scope == .own && !isOwn {
            if ratio < minimum { inheritedFailures += 1 }
            return true
        }
        if ratio >= target && listing == .failures {
            pairCount += 1
            if ratio < minimum { inheritedFailures += 1 }
            return true
        }
        if ratio < target && pairs.count >= limit && passingSlots.isEmpty && baselinePalettes == nil {
            pairCount += 1
            failureCount += 1
            unlisted += 1
            return true
        }
        return false
    }

    /// The text colors and lightText or darkText on every background, as the roles place them.
    mutating func addRolePairs(_ a: AuditAppearance, _ inputs: AuditInputs) {
        for b in inputs.backgrounds.indices {
            guard let surface = inputs.surface(b, in: a) else { continue }
            addTextPairs(on: surface, a, inputs)
            addPolarizedPairs(on: surface, a, inputs)
        }
    }

    /// Every text color the plan draws on `s`: the audit's inner loop.
    private mutating func addTextPairs(on s: AuditSurface, _ a: AuditAppearance, _ inputs: AuditInputs) {
        // Read once, not once a pair: a debug build copies the whole plan each time it is read through `inputs`.
        let plan = inputs.plan
        let fgColors = a.fgColors
        let fgLuminance = a.fgLuminance
        let fgTargets = a.fgTargets
        let fgOwn = inputs.fgOwn
        let fgMinimums = inputs.fgMinimums
        let fgIsAccent = inputs.fgIsAccent
        let fgRoles = inputs.fgRoles
        let excluding = self.excluding
        for (i, fg) in inputs.foregrounds.enumerated() where plan.judges(i, s.index) {
            guard let fgColor = fgColors[i], fgColor != s.seen || !plan.isPlacedByRule(i) else { continue }
            if !excluding.isEmpty, excluding.contains(Key(foreground: fg, background: s.name)) { continue }
            var fgTarget = fgTargets[i]
            if fgIsAccent[i], let accentTarget = s.accentTarget { fgTarget = min(fgTarget, accentTarget) }
            // Opaque text: the ratio from luminances computed once per color (millions of pairs stay cheap).
            let ratio: Double
            if fgColor.a == 255 {
                let l1 = fgLuminance[i]
                ratio = (max(l1, s.luminance) + 0.05) / (min(l1, s.luminance) + 0.05)
            } else {
                ratio = Contrast.wcagRatio(text: fgColor, background: s.color)
            }
            let minimum = fgMinimums[i]
            let isOwn = fgOwn[i] || s.own
            if countedUnbuilt(ratio: ratio, target: fgTarget, minimum: minimum, own: isOwn) {
                judgedNames.insert(fg)
                judgedNames.insert(s.name)
                continue
            }
            add(
                {
                    Pair(
                        traits: a.traits, foreground: fg, background: s.name, foregroundColor: fgColor,
                        backgroundColor: s.color, role: fgRoles[i], minimum: minimum, target: minimum,
                        ratio: ratio, source: .roles, own: isOwn)
                },
                ratio: ratio, minimum: minimum, own: isOwn, fgOwn: fgOwn[i], fg: fg, bg: s.name,
                traits: a.traits, target: fgTarget)
        }
    }

    /// lightText only on dark backgrounds, darkText only on light ones (everyday surfaces).
    private mutating func addPolarizedPairs(on s: AuditSurface, _ a: AuditAppearance, _ inputs: AuditInputs) {
        guard inputs.plan.isGeneral(s.index, apple: true) else { return }
        let own = inputs.own
        for (name, light) in PairPlan.polarized {
            guard let fgColor = a.palette[name], (s.luminance < 0.18) == light else { continue }
            let ratio = Contrast.wcagRatio(text: fgColor, background: s.color)
            let isOwn = own.contains(name) || s.own
            add(
                {
                    Pair(
                        traits: a.traits, foreground: name, background: s.name, foregroundColor: fgColor,
                        backgroundColor: s.color, role: .text, minimum: 4.5, target: 4.5, ratio: ratio,
                        source: .roles, own: isOwn)
                },
                ratio: ratio, minimum: 4.5, own: isOwn, fgOwn: own.contains(name), fg: name, bg: s.name,
                traits: a.traits)
        }
    }

    /// The pairs the evidence says are drawn, in this appearance, each at its kind's level: text 4.5:1, bold
    /// text and glyphs 3:1 (Apple's own text at Apple's own level). A translucent background is seen over this
    /// appearance's page.
    mutating func addEvidencePairs(_ a: AuditAppearance, _ inputs: AuditInputs, _ evidence: PairEvidence) {
        let own = inputs.own
        for e in evidence.pairs where e.isDrawn(in: a.traits) {
            // A fully transparent foreground draws nothing here (an icon shown only when selected).
            guard let minimum = e.kind.minimumRatio, let fgColor = a.palette[e.foreground], fgColor.a > 0,
                let seen = a.palette[e.background]
            else { continue }
            let bgColor = seen.a == 255 ? seen : seen.over(a.page)
            let ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
            let fgOwn = own.contains(e.foreground)
            let target = inputs.target(of: e, minimum: minimum, in: a)
            let isOwn = fgOwn || own.contains(e.background) || e.evidence.contains { $0.kind == "source" }
            add(
                {
                    Pair(
                        traits: a.traits, foreground: e.foreground, background: e.background,
                        foregroundColor: fgColor, backgroundColor: bgColor, role: e.kind.role, minimum: minimum,
                        target: target, ratio: ratio, source: .evidence(e.evidence), own: isOwn)
                },
                ratio: ratio, minimum: minimum, own: isOwn, fgOwn: fgOwn || inputs.theme[e.foreground] == nil,
                fg: e.foreground, bg: e.background, traits: a.traits, target: target)
        }
    }

    /// The pairs the theme declares in its `contrast` list.
    mutating func addDeclaredPairs(_ a: AuditAppearance, _ inputs: AuditInputs) {
        let own = inputs.own
        let ownFiles = inputs.ownFiles
        for declared in inputs.theme.declaredPairs {
            guard let fgColor = a.palette[declared.foreground] else { continue }
            for bg in declared.backgrounds {
                guard let bgColor = a.palette[bg] else { continue }
                let ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
                let isOwn =
                    own.contains(declared.foreground) || own.contains(bg) || ownFiles.contains(declared.location.file)
                add(
                    {
                        Pair(
                            traits: a.traits, foreground: declared.foreground, background: bg,
                            foregroundColor: fgColor, backgroundColor: bgColor, role: declared.role,
                            minimum: declared.minimum, target: declared.minimum, ratio: ratio,
                            source: .declared(declared.location), own: isOwn)
                    },
                    ratio: ratio, minimum: declared.minimum, own: isOwn, fg: declared.foreground, bg: bg,
                    traits: a.traits)
            }
        }
    }

    /// White bold titles on every accent: filled buttons draw them (on the tint, and on brand colors).
    /// `tintOnly`: iOS's own filled buttons, white titles on the tint (and a convention's title on its tint),
    /// which is evidence; else every other accent, which is a guess.
    mutating func addButtonTextPairs(_ a: AuditAppearance, _ inputs: AuditInputs, tintOnly: Bool) {
        let appleTint = a.apple?[Theme.tintName]
        let own = inputs.own
        let lightInDarkFills = inputs.lightInDarkFills
        // A design system's own text on its tint (`primary-foreground`) is what its filled buttons draw there.
        let tinted = Set([Theme.tintName] + inputs.theme.walkAliases(from: Theme.tintName, a.traits).path)
        // The color a design system's convention draws as the tint is a filled button's fill even when its name
        // says only a scale step (Radix's `accent-9` under `accent-contrast`); one whose partners are judged on it
        // already (shadcn's `primary` under `primary-foreground`) is not judged twice.
        let conventionFills =
            inputs.theme.textOnTint == nil
            ? []
            : inputs.theme.walkAliases(from: Theme.tintName, a.traits).path.filter {
                own.contains($0) && !inputs.theme.roleAliases.contains($0) && !inputs.accents.contains($0)
                    && !inputs.model.isSurface($0)
            }
        // iOS's own: the tint, whatever the names say (by value only: a light fill in dark has dark titles).
        // A convention's tint is judged under the brand's names by its own pairs (`RoleConvention.drawn`).
        let candidates =
            tintOnly
            ? (inputs.theme.roleAliases.contains(Theme.tintName) ? [] : [Theme.tintName])
            : (inputs.accents + conventionFills).filter { !tinted.contains($0) }
        for accent in candidates
        where a.traits.style == .light
            || !(lightInDarkFills.contains(accent)
                || AuditInputs.isLightInDark(inputs.light[accent], inputs.dark[accent]))
        {
            guard let fill = a.palette[accent] else { continue }
            let onTint = tinted.contains(accent) ? inputs.theme.textOnTint : nil
            let text = onTint.flatMap { a.palette[$0] } ?? .white
            let textName = onTint ?? ContrastAudit.buttonTextName
            if excluding.contains(Key(foreground: textName, background: accent)) { continue }
            let ratio = Contrast.wcagRatio(text: text, background: fill)
            let isOwn = own.contains(accent)
            // Held to Apple's own filled buttons where they are under the minimum (white on systemBlue in dark
            // high contrast is 2.9:1).
            let apple = appleTint.map { ContrastAudit.appleLevel(Contrast.wcagRatio(text: .white, background: $0)) }
            let minimum = min(ContrastAudit.buttonTextMinimum, apple ?? ContrastAudit.buttonTextMinimum)
            add(
                {
                    Pair(
                        traits: a.traits, foreground: textName, background: accent, foregroundColor: text,
                        backgroundColor: fill, role: .largeText, minimum: minimum, target: minimum, ratio: ratio,
                        source: tintOnly ? .evidence([Self.filledButtons]) : .buttonText, own: isOwn)
                },
                ratio: ratio, minimum: minimum, own: isOwn, fgOwn: false, fg: textName,
                bg: accent, traits: a.traits, target: isOwn ? minimum : nil)
        }
    }

    static let filledButtons = Evidence.format(rule: "iOS's filled buttons: their titles on the tint")

    /// The theme's own separators on every background: no fainter than Apple's own separator there. (Apple's
    /// own lines are Apple's design.)
    mutating func addSeparatorPairs(_ a: AuditAppearance, _ inputs: AuditInputs) {
        let appleSeparator = a.apple?["separator"]
        let plan = inputs.plan
        let own = inputs.own
        let theme = inputs.theme
        for separator in inputs.separators where own.contains(separator) {
            guard let line = a.palette[separator], let appleSeparator else { continue }
            for (b, bg) in inputs.backgrounds.enumerated()
            where plan.judgesLine(separator, on: b, apple: !theme.isOwn(separator))
                && !excluding.contains(Key(foreground: separator, background: bg))
            {
                // A line of the surface's very color is no line there: the design draws none on it.
                guard let bgColor = a.palette[bg], line.over(bgColor.opaque) != bgColor.opaque else { continue }
                let ratio = Contrast.wcagRatio(text: line, background: bgColor)
                let apple = Contrast.wcagRatio(text: appleSeparator, background: bgColor)
                let target = ContrastAudit.appleLevel(apple)
                let isOwn = own.contains(separator) || own.contains(bg)
                add(
                    {
                        Pair(
                            traits: a.traits, foreground: separator, background: bg, foregroundColor: line,
                            backgroundColor: bgColor, role: .separator, minimum: target, target: target,
                            ratio: ratio, source: .separator, own: isOwn)
                    },
                    ratio: ratio, minimum: target, own: isOwn, fg: separator, bg: bg, traits: a.traits,
                    target: target)
            }
        }
    }

    /// What the screens draw: a pair the roles do not already judge (a custom color on a custom background
    /// nobody declared, white on a brand color, glyphs), at the drawn colors, unless the app's code shows it is
    /// drawn off Apple's platforms. Returns every name drawn.
    mutating func addDrawnPairs(
        _ drawn: [DrawnPair], appearances: [Traits], _ inputs: AuditInputs, _ evidence: PairEvidence
    ) -> Set<String> {
        // One pair per appearance, two names and kind (not a string: interpolating the kind reflects on it).
        struct DrawnKey: Hashable {
            let traits: Traits
            let foreground: String
            let background: String
            let kind: DrawnPair.Kind
        }
        var drawnSeen: Set<DrawnKey> = []
        let appleTheme = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        var names = DrawnNameFacts(
            theme: inputs.theme, own: inputs.own, appleNames: drawn.isEmpty ? [] : Set(appleTheme?.names ?? []))
        var drawnNames: Set<String> = []
        let theme = inputs.theme
        for d in drawn where appearances.contains(d.traits) {
            drawnNames.insert(d.foreground)
            drawnNames.insert(d.background)
            // An app drawn off Apple's platforms (its code read) is not what iOS's screens draw.
            guard d.kind.minimumRatio != nil, !evidence.drawsOffApple else { continue }
            let fg = names.facts(d.foreground)
            let bg = names.facts(d.background)
            guard let (minimum, target) = inputs.drawnLevels(of: d, apples: fg.apples) else { continue }
            if evidence.pair(d.foreground, on: d.background)?.isDrawn(in: d.traits) == true { continue }
            // White on the tint is the filled-button pair (`addButtonTextPairs`).
            if d.background == Theme.tintName && d.foregroundColor == .white { continue }
            let key = DrawnKey(traits: d.traits, foreground: d.foreground, background: d.background, kind: d.kind)
            guard drawnSeen.insert(key).inserted else { continue }
            // A status bar style the theme sets (darkContent over a dark screen) is the theme's own doing.
            let ownStatusBar = theme.statusBarStyle != .default && d.foreground == theme.statusBarStyle.glyphName
            let isOwn = fg.own || bg.own || ownStatusBar
            let ratio = Contrast.wcagRatio(text: d.foregroundColor, background: d.backgroundColor)
            add(
                {
                    Pair(
                        traits: d.traits, foreground: d.foreground, background: d.background,
                        foregroundColor: d.foregroundColor, backgroundColor: d.backgroundColor, role: d.kind.role,
                        minimum: minimum, target: target, ratio: ratio,
                        source: .drawn(screen: d.screen, element: d.element), own: isOwn)
                },
                ratio: ratio, minimum: minimum, own: isOwn, fg: d.foreground, bg: d.background, traits: d.traits,
                target: target, drawnBaseline: .some(d.baselineRatio))
        }
        return drawnNames
    }

    /// Text on each gradient, against its darkest and its lightest stop.
    mutating func addGradientPairs(appearances: [Traits], _ inputs: AuditInputs) {
        let theme = inputs.theme
        for gradient in theme.gradients {
            for traits in appearances {
                let stops = theme.stops(of: gradient, traits)
                guard let text = theme.resolve(value: gradient.text, traits), !stops.isEmpty else { continue }
                let byLuminance = stops.sorted { Contrast.relativeLuminance($0) < Contrast.relativeLuminance($1) }
                for (label, stop) in [("darkest stop", byLuminance.first!), ("lightest stop", byLuminance.last!)] {
                    let ratio = Contrast.wcagRatio(text: text, background: stop)
                    let name = "\(gradient.name) text"
                    let bg = "\(gradient.name) \(label)"
                    add(
                        {
                            Pair(
                                traits: traits, foreground: name, background: bg, foregroundColor: text,
                                backgroundColor: stop, role: .text, minimum: 4.5, target: 4.5, ratio: ratio,
                                source: .gradient, own: true)
                        },
                        ratio: ratio, minimum: 4.5, own: true, fg: name, bg: bg, traits: traits)
                }
            }
        }
    }
}
