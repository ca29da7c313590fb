import ColorScience
import Pairs
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
        /// Drawn, by evidence (`PairEvidence`): the theme's `roles`, its format's semantics, the app's source.
        case evidence([Evidence])
        /// A guess: a text-like color on a background color, by the roles their names suggest (`--guess`).
        case roles
        /// Declared in the theme's `contrast` list.
        case declared(SourceLocation)
        /// A guess: white bold titles on an accent, as filled buttons draw them.
        case buttonText
        /// A guess: a separator on a background, held to Apple's separator on the same background.
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
        /// What says the pair is drawn; empty for a guess.
        public var evidence: [Evidence] {
            switch source {
            case .evidence(let list): return list
            case .declared(let l): return [.declared(l, what: "declared in `contrast`")]
            case .drawn(let screen, let element): return [.screen(screen: screen, element: element)]
            case .gradient: return [.declared(nil, what: "the theme's gradient and its text")]
            case .roles, .buttonText, .separator: return []
            }
        }
        /// A pair judged from names alone (`--guess`): never counted.
        public var isGuess: Bool { evidence.isEmpty }
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
    /// What the audit judges: pairs with evidence (what `check` counts), or the guesses from names alone that
    /// the evidence does not cover (`check --guess`, never counted).
    public enum Judging: Sendable { case evidence, guesses }
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
    /// The colors of every pair judged, passing or not: a color not among them is "not judged".
    public private(set) var judgedNames: Set<String> = []
    /// The evidence judged (the screens' drawn pairs come apart).
    public let evidence: PairEvidence

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
        own ownNames: Set<String>? = nil, usage: UsageModel? = nil, evidence: PairEvidence? = nil,
        judging: Judging = .evidence
    ) {
        self.init(
            theme: theme, appearances: requested, scope: scope, baseline: baseline, listing: listing, limit: limit,
            drawn: drawn, own: ownNames, usage: usage, evidence: evidence, judging: judging, inputs: nil)
    }

    /// `inputs`: the theme's `AuditInputs` when the caller has them already (`fix` audits one theme in each
    /// appearance; they are built for every appearance asked of them).
    init(
        theme: Theme, appearances requested: [Traits], scope: Scope, baseline: Theme?, listing: Listing, limit: Int,
        drawn: [DrawnPair], own ownNames: Set<String>?, usage: UsageModel?, evidence: PairEvidence?,
        judging: Judging, inputs prebuilt: AuditInputs?
    ) {
        let evidence = evidence ?? PairEvidence(theme: theme)
        self.evidence = evidence
        self.theme = theme.name
        self.lockedStyle = theme.lockedStyle
        // An iOS role a convention gave to a brand color is that color under Apple's name: the brand's own pairs
        // are judged by its roles, and what only the mapping draws (the brand's text accent as a filled tint,
        // Apple's red on its cards) is not a pair the design system draws, so it is not judged.
        let roleAliases = theme.roleAliases
        let drawn =
            roleAliases.isEmpty
            ? drawn : drawn.filter { !roleAliases.contains($0.foreground) && !roleAliases.contains($0.background) }
        self.usesBaseline = baseline != nil
        // A theme locked to one style is only ever seen in that style, and judged in the appearances it can say.
        let appearances = theme.judgedAppearances(requested)
        self.appearances = appearances
        // Each color's use once (`UsageModel`), and from it which pairs are drawn (`PairPlan`).
        let inputs =
            prebuilt
            ?? AuditInputs(
                theme: theme, model: usage ?? UsageModel(theme), own: ownNames ?? ContrastAudit.ownNames(of: theme),
                scope: scope, appearances: appearances)
        self.usage = inputs.model
        let baselinePalettes = baseline.map { b in
            Dictionary(uniqueKeysWithValues: appearances.map { ($0, b.palette(for: $0)) })
        }
        var tally = PairTally(
            scope: scope, listing: listing, limit: limit, baselinePalettes: baselinePalettes, floors: inputs.floors)
        switch judging {
        case .evidence:
            for traits in appearances {
                let appearance = inputs.appearance(traits, page: evidence.page)
                tally.addEvidencePairs(appearance, inputs, evidence)
                tally.addDeclaredPairs(appearance, inputs)
                tally.addButtonTextPairs(appearance, inputs, tintOnly: true)
            }
            self.drawnNames = tally.addDrawnPairs(drawn, appearances: appearances, inputs, evidence)
            tally.addGradientPairs(appearances: appearances, inputs)
        case .guesses:
            tally.excluding = AuditInputs.judged(by: evidence, theme: theme, drawn: drawn)
            for traits in appearances {
                let appearance = inputs.appearance(traits)
                tally.addRolePairs(appearance, inputs)
                tally.addButtonTextPairs(appearance, inputs, tintOnly: false)
                tally.addSeparatorPairs(appearance, inputs)
            }
        }
        self.judgedNames = tally.judgedNames
        self.pairs = tally.pairs
        self.pairCount = tally.pairCount
        self.failureCount = tally.failureCount
        self.inheritedFailureCount = tally.inheritedFailures
        self.excusedByBaseline = tally.excused
        self.unlistedCount = tally.unlisted
        staticColors =
            judging == .evidence ? inputs.staticColors(scope: scope, baseline: baseline, judged: tally.judgedNames) : []
    }

    /// A little under a ratio Apple's own palette shows (to two decimals, rounded down):
    /// the level a theme's element is held to where Apple's own is under the WCAG minimum.
    public static func appleLevel(_ ratio: Double) -> Double { (ratio * 0.95 * 100).rounded(.down) / 100 }

    /// The target of Apple's own text `fg` in `traits`: a little under Apple's own worst for it (`floors`).
    static func appleTarget(
        _ fg: String, _ traits: Traits, _ minimum: Double, floors: [Traits: [String: Double]]
    ) -> Double {
        guard let floor = floors[traits]?[fg] else { return minimum }
        return min(minimum, floor * 0.95)
    }

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
    static let appleFloorTable: [Traits: [String: Double]] = {
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
