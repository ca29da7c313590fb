import ColorScience
import ThemeModel

/// The contrast report behind `dusk check`: every text color on every
/// background it may sit on, the pairs a theme declares and the text on its
/// filled buttons, in every appearance; plus the classic dark-mode bug of a
/// color that does not change between light and dark.
///
/// By default only the theme's own pairs count (a pair with a color the theme
/// defines, or whose value it changed): Apple's palette misses WCAG AA in
/// places by design, and a designer needs to see their own findings. A
/// baseline narrows that further to the pairs that got worse than in it.
public struct ContrastAudit: Sendable {
    /// Where a pair comes from.
    public enum Source: Sendable, Hashable {
        /// A text-like color on a background color, by their roles.
        case roles
        /// Declared in the theme's `contrast` list.
        case declared(SourceLocation)
        /// White bold titles on an accent (the tint included), as filled buttons draw them.
        case buttonText
        /// A separator on a background, held to Apple's separator on the same background.
        case separator
        /// Text on a gradient's darkest or lightest stop.
        case gradient
        /// Drawn by a screen: which screen, and what (the text, or the glyphs).
        case drawn(screen: String, element: String)
    }

    public struct Pair: Sendable, Hashable {
        public var traits: Traits
        public var foreground: String
        public var background: String
        public var foregroundColor: RGBA
        public var backgroundColor: RGBA
        public var role: ColorRole
        public var minimum: Double
        /// Below this the pair is a finding: the minimum, or for Apple's own text
        /// on one of the theme's backgrounds, a little under Apple's own worst
        /// for that text (secondaryLabel is 3.44:1 on white by design; on a
        /// cream background it is the designer's concern only when clearly worse).
        public var target: Double
        public var ratio: Double
        public var source: Source
        /// True when the theme defines or changed either color.
        public var own: Bool
        /// The same pair's ratio in the baseline, when one was given and has both colors.
        public var baselineRatio: Double?

        public var passes: Bool { ratio >= minimum }
        /// APCA Lc of the pair, for the listing (computed when asked: `fix` audits thousands of pairs per round).
        public var apcaLc: Double { Contrast.apcaLc(text: foregroundColor, background: backgroundColor) }
    }

    /// A color used as text or background that is the same in light and dark.
    public struct StaticColor: Sendable, Hashable {
        public var name: String
        public var role: ColorRole
        public var color: RGBA
    }

    public enum Scope: Sendable { case own, all }
    /// Which pairs the report keeps for listing (counts cover every pair either way).
    public enum Listing: Sendable { case all, failures }

    /// At most this many pairs are kept for listing: a theme with thousands of
    /// text and background colors has millions of pairs, which are counted, not printed.
    public static let listLimit = 10_000

    /// The name the white titles of filled buttons go by in reports.
    public static let buttonTextName = "white button text"
    /// Filled buttons draw 17 pt semibold titles: WCAG's bold large text, 3:1.
    public static let buttonTextMinimum = 3.0

    public var theme: String
    public var lockedStyle: InterfaceStyle?
    /// The appearances checked (a locked theme: only its style's).
    public var appearances: [Traits] = []
    /// The pairs kept for listing (in scope): all, or only findings (see `Listing`), at most `limit`.
    public var pairs: [Pair]
    /// Static colors in scope.
    public var staticColors: [StaticColor]
    /// Pairs in scope, and those that are findings (below target; with a baseline, also worse than it).
    public private(set) var pairCount = 0
    public private(set) var failureCount = 0
    /// Pairs out of scope (Apple's own) below their target: summarized, never counted as findings.
    public private(set) var inheritedFailureCount = 0
    /// Pairs below target that a baseline excused (no worse than there).
    public private(set) var excusedByBaseline = 0
    /// Pairs that belonged in `pairs` but were over the limit.
    public private(set) var unlistedCount = 0

    public var failures: [Pair] { pairs.filter { isFinding($0) } }
    /// Every color's use as this audit judged it (`fix` keeps the original's while colors move).
    public let usage: UsageModel
    /// The colors the screens drew (as text, glyphs or under them).
    public private(set) var drawnNames: Set<String> = []

    /// How `name` was judged: its use, or where the screens draw it when it has none of its own.
    public func judgedUse(of name: String) -> ColorUse {
        var use = usage.use(of: name)
        if use.usage == nil, drawnNames.contains(name) { use.from = .screen }
        return use
    }
    public var isClean: Bool { failureCount == 0 && staticColors.isEmpty }
    let usesBaseline: Bool

    /// A pair that counts against the theme.
    public func isFinding(_ p: Pair) -> Bool {
        guard p.ratio < p.target else { return false }
        guard usesBaseline, let was = p.baselineRatio else { return true }
        return p.ratio < was - 0.005
    }

    /// `drawn`: the pairs the screens draw (`Canvas.drawnPairs`), judged by what
    /// was drawn (text, large text, glyphs) where the role pairs do not already cover them.
    public init(
        theme: Theme, appearances requested: [Traits] = Traits.all, scope: Scope = .all, baseline: Theme? = nil,
        listing: Listing = .all, limit: Int = ContrastAudit.listLimit, drawn: [DrawnPair] = [],
        own ownNames: Set<String>? = nil, usage: UsageModel? = nil
    ) {
        self.theme = theme.name
        self.lockedStyle = theme.lockedStyle
        self.usesBaseline = baseline != nil
        // A theme locked to one style is only ever seen in that style.
        let appearances = theme.lockedStyle.map { locked in requested.filter { $0.style == locked } } ?? requested
        self.appearances = appearances
        // Each color's use once (`UsageModel`), and from it which pairs are drawn (`PairPlan`).
        let model = usage ?? UsageModel(theme)
        // Light and dark, worked out once for every step below: a palette of 100,000 colors is not cheap.
        let light = theme.palette(for: .light)
        let dark = theme.palette(for: .dark)
        func paletteIn(_ traits: Traits) -> Palette {
            traits == .light ? light : traits == Traits(.dark) ? dark : theme.palette(for: traits)
        }
        let plan = PairPlan(theme: theme, model: model, light: light, dark: dark)
        self.usage = model
        var roles: [String: ColorRole] = [:]
        for name in theme.names {
            if let u = model.usage(of: name), let role = ColorUsage.role(of: u) { roles[name] = role }
        }
        let own = ownNames ?? ContrastAudit.ownNames(of: theme)
        // A pair declared in one of the theme's own files is the designer's, whatever its colors.
        let ownFiles = Set(theme.files)
        let polarized = PairPlan.polarized
        let foregrounds = plan.foregrounds
        let backgrounds = plan.backgrounds
        // Filled buttons and colorful fills nothing else is drawn on carry white bold titles.
        let accents = theme.names.filter(model.carriesWhiteTitles)
        let separators = theme.names.filter { roles[$0] == .separator }
        // A button's fill that turns light in dark (Mastodon's onboarding `next` button) has dark titles there, as
        // iOS's light buttons in dark: white titles are judged on it in light only. (Not the tint: iOS's filled
        // buttons keep white titles on it.)
        let lightInDarkFills: Set<String> = {
            Set(
                accents.filter { name in
                    guard model.usage(of: name) == .colorFill, let l = light[name], let d = dark[name] else {
                        return false
                    }
                    return d.a >= 230 && OKLCH(d).l >= 0.7 && OKLCH(l.opaque).l < 0.6
                })
        }()
        let appleTheme = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        let fgRoles = foregrounds.map { roles[$0]! }
        let fgMinimums = fgRoles.map { $0.minimumRatio ?? 1 }
        let fgOwn = foregrounds.map { own.contains($0) }
        let fgIsAccent = foregrounds.map { model.usage(of: $0) == .accent }
        let fgIsSystem = foregrounds.map { theme.systemNames.contains($0) && $0 != Theme.tintName }

        var pairs: [Pair] = []
        // Where passing pairs sit in `pairs`, so that findings can take their places once it is full.
        var passingSlots: [Int] = []
        var pairCount = 0
        var failureCount = 0
        var inheritedFailures = 0
        var excused = 0
        var unlisted = 0
        let baselinePalettes = baseline.map { b in
            Dictionary(uniqueKeysWithValues: appearances.map { ($0, b.palette(for: $0)) })
        }
        let floors = scope == .own ? ContrastAudit.appleFloors(theme: theme, appearances: appearances) : [:]
        let appleTwins = ContrastAudit.appleTwins(of: foregrounds, own: [light, dark])
        let hasTwins = appleTwins.contains { $0 != nil }
        // Counts a pair and keeps it for listing if it should be listed.
        /// The target of Apple's own text `fg` in `traits`: a little under Apple's own worst for it.
        func appleTarget(_ fg: String, _ traits: Traits, _ minimum: Double) -> Double {
            guard let floor = floors[traits]?[fg] else { return minimum }
            return min(minimum, floor * 0.95)
        }
        func add(
            _ make: () -> Pair, ratio: Double, minimum: Double, own isOwn: Bool, fgOwn: Bool = true, fg: String,
            bg: String, traits: Traits,
            target knownTarget: Double? = nil, drawnBaseline: Double?? = nil
        ) {
            let inScope = scope == .all || isOwn
            guard inScope else {
                if ratio < minimum { inheritedFailures += 1 }
                return
            }
            let target = knownTarget ?? (fgOwn ? minimum : appleTarget(fg, traits, minimum))
            let passes = ratio >= target
            // Apple's own text at Apple's own level on the theme's background: summarized with the inherited pairs.
            if ratio < minimum && passes { inheritedFailures += 1 }
            pairCount += 1
            var baselineRatio: Double?
            if let drawnBaseline {
                // A drawn element: the baseline's own rendering of it, if it draws it.
                if !passes, baselinePalettes != nil { baselineRatio = drawnBaseline }
            } else if !passes, let palette = baselinePalettes?[traits], let b = palette[bg],
                let f = fg == ContrastAudit.buttonTextName ? RGBA.white : palette[fg]
            {
                baselineRatio = Contrast.wcagRatio(text: f, background: b)
            }
            let finding = !passes && (baselineRatio.map { ratio < $0 - 0.005 } ?? true)
            if finding { failureCount += 1 } else if !passes { excused += 1 }
            guard listing == .all || finding else { return }
            if pairs.count < limit {
                var pair = make()
                pair.baselineRatio = baselineRatio
                pair.target = target
                if !finding { passingSlots.append(pairs.count) }
                pairs.append(pair)
            } else if finding, let slot = passingSlots.popLast() {
                // A full listing keeps findings before passing pairs: a finding takes a passing pair's place.
                var pair = make()
                pair.baselineRatio = baselineRatio
                pair.target = target
                pairs[slot] = pair
                unlisted += 1
            } else {
                unlisted += 1
            }
        }

        for traits in appearances {
            let palette = paletteIn(traits)
            let fgColors = foregrounds.map { palette[$0] }
            let fgLuminance = fgColors.map { $0.map(Contrast.relativeLuminance) ?? 0 }
            // Targets once per text color and appearance, not once per pair (millions of pairs).
            // Apple's names (overridden or not) are held to Apple's own level for them; the theme's new colors to the
            // minimum.
            let normal = Traits(traits.style, traits.level, .normal)
            let normalPalette = hasTwins ? (traits == normal ? palette : paletteIn(normal)) : nil
            let fgTargets = foregrounds.indices.map { i in
                guard fgOwn[i] && !fgIsSystem[i] else { return appleTarget(foregrounds[i], traits, fgMinimums[i]) }
                guard let twin = appleTwins[i], !floors.isEmpty else { return fgMinimums[i] }
                // Held to Apple's level in the interface style where it is Apple's value. (Where the theme has no
                // high-contrast value of its own, to Apple's normal-contrast level.)
                guard let own = normalPalette?[foregrounds[i]],
                    let apple = BuiltinThemes.palette(for: normal)?[twin], ContrastAudit.isCopy(own, of: apple)
                else { return fgMinimums[i] }
                let same = palette[foregrounds[i]] == BuiltinThemes.palette(for: traits)?[twin]
                let at = same ? traits : normal
                return ContrastAudit.appleFloorTable[at]?[twin].map { min(fgMinimums[i], $0 * 0.95) } ?? fgMinimums[i]
            }
            // Apple's palette in these traits, resolved once per process.
            let apple = BuiltinThemes.palette(for: traits)
            let appleTint = apple?[Theme.tintName]
            // A translucent surface is seen over the page: the theme's own, else systemBackground.
            let backdrop = traits.style == .light ? RGBA.white : RGBA.black
            let page = (model.page.flatMap { palette[$0] } ?? palette["systemBackground"] ?? backdrop).over(backdrop)
            for (b, bg) in backgrounds.enumerated() {
                guard let seen = palette[bg] else { continue }
                let bgColor = seen.a == 255 ? seen : seen.over(page)
                let bgLuminance = Contrast.relativeLuminance(bgColor.opaque)
                let bgOwn = own.contains(bg)
                // In dark, an accent is held to Apple's own tint on the same background where that is under the
                // minimum (systemBlue on dark elevated surfaces is 3.4:1): light text on dark and white titles on
                // the same color pull opposite ways. In light both want a darker color, so AA holds.
                // (Apple's background of that name, or its page: what Apple itself reaches, not the theme's surface.)
                let appleBackground = apple?[bg] ?? apple?["systemBackground"]
                let accentTarget =
                    traits.style == .light
                    ? nil
                    : appleTint.flatMap { tint in
                        appleBackground.map { ContrastAudit.appleLevel(Contrast.wcagRatio(text: tint, background: $0)) }
                    }
                for (i, fg) in foregrounds.enumerated() where plan.judges(i, b) {
                    guard let fgColor = fgColors[i], fgColor != seen || !plan.isPlacedByRule(i) else { continue }
                    var fgTarget = fgTargets[i]
                    if fgIsAccent[i], let accentTarget { fgTarget = min(fgTarget, accentTarget) }
                    // Opaque text: the ratio from luminances computed once per color (millions of pairs stay cheap).
                    let ratio: Double
                    if fgColor.a == 255 {
                        let l1 = fgLuminance[i]
                        ratio = (max(l1, bgLuminance) + 0.05) / (min(l1, bgLuminance) + 0.05)
                    } else {
                        ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
                    }
                    // The common case, without building anything: a pair out of scope, or one that
                    // passes when only findings are listed.
                    let isOwn = fgOwn[i] || bgOwn
                    if scope == .own && !isOwn {
                        if ratio < fgMinimums[i] { inheritedFailures += 1 }
                        continue
                    }
                    if ratio >= fgTarget && listing == .failures {
                        pairCount += 1
                        if ratio < fgMinimums[i] { inheritedFailures += 1 }
                        continue
                    }
                    // A finding once the listing is full of findings (and no baseline to compare with): only counted.
                    if ratio < fgTarget && pairs.count >= limit && passingSlots.isEmpty && baselinePalettes == nil {
                        pairCount += 1
                        failureCount += 1
                        unlisted += 1
                        continue
                    }
                    add(
                        {
                            Pair(
                                traits: traits, foreground: fg, background: bg, foregroundColor: fgColor,
                                backgroundColor: bgColor,
                                role: fgRoles[i], minimum: fgMinimums[i], target: fgMinimums[i], ratio: ratio,
                                source: .roles, own: fgOwn[i] || bgOwn)
                        },
                        ratio: ratio, minimum: fgMinimums[i], own: fgOwn[i] || bgOwn, fgOwn: fgOwn[i], fg: fg, bg: bg,
                        traits: traits,
                        target: fgTarget)
                }
                // lightText only on dark backgrounds, darkText only on light ones (everyday surfaces).
                for (name, light) in polarized where plan.isGeneral(b, apple: true) {
                    guard let fgColor = palette[name], (bgLuminance < 0.18) == light else { continue }
                    let ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
                    let isOwn = own.contains(name) || bgOwn
                    add(
                        {
                            Pair(
                                traits: traits, foreground: name, background: bg, foregroundColor: fgColor,
                                backgroundColor: bgColor,
                                role: .text, minimum: 4.5, target: 4.5, ratio: ratio,
                                source: .roles, own: isOwn)
                        },
                        ratio: ratio, minimum: 4.5, own: isOwn, fgOwn: own.contains(name), fg: name, bg: bg,
                        traits: traits)
                }
            }
            // Pairs the theme declares.
            for declared in theme.declaredPairs {
                guard let fgColor = palette[declared.foreground] else { continue }
                for bg in declared.backgrounds {
                    guard let bgColor = palette[bg] else { continue }
                    let ratio = Contrast.wcagRatio(text: fgColor, background: bgColor)
                    let isOwn =
                        own.contains(declared.foreground) || own.contains(bg)
                        || ownFiles.contains(declared.location.file)
                    add(
                        {
                            Pair(
                                traits: traits, foreground: declared.foreground, background: bg,
                                foregroundColor: fgColor,
                                backgroundColor: bgColor, role: declared.role, minimum: declared.minimum,
                                target: declared.minimum, ratio: ratio, source: .declared(declared.location), own: isOwn
                            )
                        },
                        ratio: ratio, minimum: declared.minimum, own: isOwn, fg: declared.foreground, bg: bg,
                        traits: traits)
                }
            }
            // White bold titles on every accent: filled buttons draw them (on the tint, and on brand colors).
            for accent in accents where traits.style == .light || !lightInDarkFills.contains(accent) {
                guard let fill = palette[accent] else { continue }
                let ratio = Contrast.wcagRatio(text: .white, background: fill)
                let isOwn = own.contains(accent)
                // Held to Apple's own filled buttons where they are under the minimum (white on systemBlue in dark
                // high contrast is 2.9:1).
                let apple = appleTint.map { ContrastAudit.appleLevel(Contrast.wcagRatio(text: .white, background: $0)) }
                let minimum = min(ContrastAudit.buttonTextMinimum, apple ?? ContrastAudit.buttonTextMinimum)
                add(
                    {
                        Pair(
                            traits: traits, foreground: ContrastAudit.buttonTextName, background: accent,
                            foregroundColor: .white,
                            backgroundColor: fill, role: .largeText, minimum: minimum, target: minimum, ratio: ratio,
                            source: .buttonText, own: isOwn)
                    },
                    ratio: ratio, minimum: minimum, own: isOwn, fgOwn: false, fg: ContrastAudit.buttonTextName,
                    bg: accent,
                    traits: traits, target: isOwn ? minimum : nil)
            }
            // Separators on every background: no fainter than Apple's own separator there.
            let appleSeparator = apple?["separator"]
            // Apple's own lines are Apple's design; the theme's own are held to them.
            for separator in separators where own.contains(separator) {
                guard let line = palette[separator], let appleSeparator else { continue }
                for (b, bg) in backgrounds.enumerated()
                where plan.judgesLine(separator, on: b, apple: !theme.isOwn(separator)) {
                    // A line of the surface's very color is no line there: the design draws none on it.
                    guard let bgColor = palette[bg], line.over(bgColor.opaque) != bgColor.opaque else { continue }
                    let ratio = Contrast.wcagRatio(text: line, background: bgColor)
                    let apple = Contrast.wcagRatio(text: appleSeparator, background: bgColor)
                    let target = ContrastAudit.appleLevel(apple)
                    let isOwn = own.contains(separator) || own.contains(bg)
                    add(
                        {
                            Pair(
                                traits: traits, foreground: separator, background: bg, foregroundColor: line,
                                backgroundColor: bgColor,
                                role: .separator, minimum: target, target: target, ratio: ratio, source: .separator,
                                own: isOwn)
                        },
                        ratio: ratio, minimum: target, own: isOwn, fg: separator, bg: bg, traits: traits, target: target
                    )
                }
            }
        }
        // What the screens draw: a pair the roles do not already judge (a custom color on a
        // custom background nobody declared, white on a brand color, glyphs), at the drawn colors.
        // One pair per appearance, two names and kind (not a string: interpolating the kind reflects on it).
        struct DrawnKey: Hashable {
            let traits: Traits
            let foreground: String
            let background: String
            let kind: DrawnPair.Kind
        }
        var drawnSeen: Set<DrawnKey> = []
        // Apple's names, also where a theme that inherits nothing leaves the screens Apple's colors.
        let appleNames = drawn.isEmpty ? [] : Set(appleTheme?.names ?? [])
        // What the loop asks of a name, looked up once per name: the screens draw the same few hundred
        // names in every appearance, and each question is a hash of the name.
        struct NameFacts {
            var own: Bool
            var apples: Bool
        }
        var known: [String: NameFacts] = [:]
        func facts(_ name: String) -> NameFacts {
            if let f = known[name] { return f }
            let isOwn = own.contains(name)
            let apples = theme.systemNames.contains(name) || (theme[name] == nil && appleNames.contains(name))
            let f = NameFacts(own: isOwn, apples: !isOwn && apples)
            known[name] = f
            return f
        }
        var drawnNames: Set<String> = []
        for d in drawn where appearances.contains(d.traits) {
            drawnNames.insert(d.foreground)
            drawnNames.insert(d.background)
            guard var minimum = d.kind.minimumRatio else { continue }
            var target: Double
            let fg = facts(d.foreground)
            let bg = facts(d.background)
            if fg.apples {
                // Apple's own color: judged by its role (quaternaryLabel and the fills are
                // decorative by design), held to Apple's own level on Apple's backgrounds.
                let appleRole = roles[d.foreground] ?? ColorUsage.system[d.foreground]?.checkedRole
                guard let roleMinimum = appleRole?.minimumRatio else { continue }
                minimum = d.kind == .glyph ? min(minimum, roleMinimum) : roleMinimum
                target = appleTarget(d.foreground, d.traits, minimum)
            } else {
                target = d.appleRatio.map { min(minimum, $0 * 0.95) } ?? minimum
            }
            if plan.judges(d.foreground, on: d.background) { continue }
            // White on the tint is the filled-button pair above.
            if d.background == Theme.tintName && d.foregroundColor == .white { continue }
            let key = DrawnKey(traits: d.traits, foreground: d.foreground, background: d.background, kind: d.kind)
            guard drawnSeen.insert(key).inserted else { continue }
            // A status bar style the theme sets (darkContent over a dark screen) is the theme's own doing.
            let ownStatusBar = theme.statusBarStyle != .default && d.foreground == theme.statusBarStyle.glyphName
            let isOwn = fg.own || bg.own || ownStatusBar
            let ratio = Contrast.wcagRatio(text: d.foregroundColor, background: d.backgroundColor)
            target = min(target, minimum)
            add(
                {
                    Pair(
                        traits: d.traits, foreground: d.foreground, background: d.background,
                        foregroundColor: d.foregroundColor,
                        backgroundColor: d.backgroundColor, role: d.kind.role, minimum: minimum, target: target,
                        ratio: ratio,
                        source: .drawn(screen: d.screen, element: d.element), own: isOwn)
                },
                ratio: ratio, minimum: minimum, own: isOwn, fg: d.foreground, bg: d.background, traits: d.traits,
                target: target,
                drawnBaseline: .some(d.baselineRatio))
        }
        // Text on each gradient, against its darkest and its lightest stop.
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
                                backgroundColor: stop,
                                role: .text, minimum: 4.5, target: 4.5, ratio: ratio,
                                source: .gradient, own: true)
                        },
                        ratio: ratio, minimum: 4.5, own: true, fg: name, bg: bg, traits: traits)
                }
            }
        }
        self.pairs = pairs
        self.drawnNames = drawnNames
        self.pairCount = pairCount
        self.failureCount = failureCount
        self.inheritedFailureCount = inheritedFailures
        self.excusedByBaseline = excused
        self.unlistedCount = unlisted
        // A locked theme has no dark (or light) mode to adapt to.
        staticColors =
            theme.lockedStyle != nil
            ? []
            : (foregrounds + backgrounds).compactMap { name in
                guard scope == .all || own.contains(name) else { return nil }
                // Text for bold surfaces or for its partner (white on a brand fill) is rightly the same in both.
                if model.use(of: name).placement != .general { return nil }
                guard let l = light[name], l == dark[name], let role = roles[name] else { return nil }
                if let b = baseline, b.resolve(name, .light) == l, b.resolve(name, .dark) == l { return nil }
                return StaticColor(name: name, role: role, color: l)
            }
    }

    /// A little under a ratio Apple's own palette shows (to two decimals, rounded down):
    /// the level a theme's element is held to where Apple's own is under the WCAG minimum.
    public static func appleLevel(_ ratio: Double) -> Double { (ratio * 0.95 * 100).rounded(.down) / 100 }

    /// For each appearance, each built-in text color's lowest ratio on the
    /// built-in backgrounds: how far Apple itself goes.
    static func appleFloors(theme: Theme, appearances: [Traits]) -> [Traits: [String: Double]] {
        appleFloorTable.filter { appearances.contains($0.key) }
    }

    /// For each foreground, the Apple text it has the very value of in light or in dark (an app catalog's
    /// `Label/tertiary` as `tertiaryLabel`): a copy of Apple's gray text is held to Apple's level for it there.
    /// `own` is the theme's palettes in light and in dark.
    static func appleTwins(of foregrounds: [String], own: [Palette]) -> [String?] {
        // Apple's grays for text only: a copy of a tint (`warningText` as systemOrange) is the theme's own text.
        guard
            let texts = appleFloorTable[.light]?.keys.sorted().filter({
                [.text, .largeText].contains(ColorUsage.system[$0])
            })
        else { return foregrounds.map { _ in nil } }
        let base = [Traits.light, Traits(.dark)]
        let apple = base.map { BuiltinThemes.palette(for: $0) }
        return foregrounds.map { fg in
            texts.first { text in
                apple.indices.contains { i in
                    guard let a = apple[i]?[text], let o = own[i][fg] else { return false }
                    return isCopy(o, of: a)
                }
            }
        }
    }

    /// The same color within a step (a catalog writes Apple's 30% alpha as 0x4C or 0x4D).
    static func isCopy(_ c: RGBA, of apple: RGBA) -> Bool {
        abs(Int(apple.r) - Int(c.r)) <= 1 && abs(Int(apple.g) - Int(c.g)) <= 1 && abs(Int(apple.b) - Int(c.b)) <= 1
            && abs(Int(apple.a) - Int(c.a)) <= 1
    }

    /// Apple's floors depend on nothing but Apple's palette: worked out once per process.
    private static let appleFloorTable: [Traits: [String: Double]] = {
        guard let builtin = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName) else { return [:] }
        let model = UsageModel(builtin)
        func role(_ name: String) -> ColorRole? { model.usage(of: name).flatMap(ColorUsage.role(of:)) }
        let backgrounds = builtin.names.filter { role($0) == .background }
        var floors: [Traits: [String: Double]] = [:]
        for traits in Traits.all {
            guard let palette = BuiltinThemes.palette(for: traits) else { continue }
            var table: [String: Double] = [:]
            for name in builtin.names
            where role(name)?.minimumRatio != nil || name == "lightText" || name == "darkText" {
                guard let fg = palette[name] else { continue }
                let ratios = backgrounds.compactMap { palette[$0] }.map { Contrast.wcagRatio(text: fg, background: $0) }
                table[name] = ratios.min()
            }
            floors[traits] = table
        }
        return floors
    }()

    /// The colors that are the theme's own: every color the built-in palette
    /// does not have, and every built-in name whose value differs from Apple's
    /// in some appearance (an override, or an alias into one). A file that
    /// repeats Apple's values (themes/ios13.json, a catalog that copies
    /// `label`) does not make them its own. (What the audit judges, by value; `Theme.isOwn` is by origin:
    /// what the files define, which the hand-off writes.)
    public static func ownNames(of theme: Theme) -> Set<String> {
        guard let builtin = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName) else { return Set(theme.names) }
        var own: Set<String> = []
        for name in theme.names {
            guard builtin[name] != nil else {
                own.insert(name)
                continue
            }
            if Traits.all.contains(where: { theme.resolve(name, $0) != BuiltinThemes.palette(for: $0)?[name] }) {
                own.insert(name)
            }
        }
        return own
    }
}
