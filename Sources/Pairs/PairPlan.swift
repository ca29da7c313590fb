import ColorScience
import ThemeModel

/// The pairs the usage model says are drawn, by index, for the audit's inner loop: a theme with thousands
/// of colors asks millions of times whether a text is judged on a background.
package struct PairPlan {
    /// Text, large text, icons and tinted text (lightText and darkText are paired by luminance apart).
    package let foregrounds: [String]
    /// Every color something is judged on: surfaces, bold surfaces, partners' surfaces.
    package let backgrounds: [String]
    package let model: UsageModel

    private enum Rule {
        case general
        case inverse
        case only(Set<Int>)
    }
    private let rules: [Rule]
    private let fgFamily: [Int]
    private let fgSystem: [Bool]
    private let bgGeneral: [Bool]
    private let bgStrong: [Bool]
    private let bgFamily: [Int]
    private let bgSystem: [Bool]
    /// Near white in light (text for dark fills), and light in light (a page, a card): never drawn together.
    private let fgNearWhite: [Bool]
    private let bgLight: [Bool]
    /// White in both appearances, and light in dark (an inverted panel): fixed white text is not drawn there.
    private let fgFixedWhite: [Bool]
    private let bgLightInDark: [Bool]
    /// A selection's surface: only neutral text goes on it.
    private let bgSelection: [Bool]
    /// Not a hover's or press's surface: quiet text goes on a resting selection only.
    private let bgResting: [Bool]
    /// Neutral text: no color family, not tinted.
    private let fgNeutral: [Bool]
    /// Text of emphasis, drawn on its family's mid-tone surfaces too.
    private let fgEmphatic: [Bool]
    /// How far each foreground of general placement reaches.
    private let fgReach: [Reach]
    /// Surfaces content is laid out on (the page, cards), and bars.
    private let bgContent: [Bool]
    private let bgBar: [Bool]
    /// Neutral resting surfaces, where lines between content are drawn.
    private let bgLines: [Bool]
    private let backgroundIndex: [String: Int]
    /// The families that have inverse text of their own (`text-warning-inverse`).
    private let inverseFamilies: Set<Int>
    private let foregroundIndex: [String: Int]

    /// lightText and darkText: fixed colors for content of the other lightness, paired by luminance.
    package static let polarized: [String: Bool] = ["lightText": true, "darkText": false]

    /// `light` and `dark` are the theme's palettes in those appearances.
    package init(theme: Theme, model: UsageModel, light: Palette, dark: Palette) {
        self.model = model
        var foregrounds: [String] = []
        var backgrounds: [String] = []
        // The iOS roles a convention gave to the brand's colors are those colors, judged under their own names.
        let roleAliases = theme.roleAliases
        for name in theme.names where !roleAliases.contains(name) {
            guard let usage = model.usage(of: name) else { continue }
            let use = model.use(of: name)
            if usage.checkedRole.minimumRatio != nil, PairPlan.polarized[name] == nil, !use.ambiguous || use.carries {
                foregrounds.append(name)
            }
            if model.isSurface(name) { backgrounds.append(name) }
        }
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
        let bgIndex = Dictionary(backgrounds.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        backgroundIndex = bgIndex
        foregroundIndex = Dictionary(foregrounds.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // Color families as small numbers (0: neutral), compared once per pair.
        var families: [[String]: Int] = [[]: 0]
        func family(_ words: [String]) -> Int {
            if let known = families[words] { return known }
            families[words] = families.count
            return families.count - 1
        }
        let fgUses = foregrounds.map(model.use(of:))
        rules = fgUses.map { use in
            switch use.placement {
            case .general: return .general
            case .inverse: return .inverse
            case .only(let names): return .only(Set(names.compactMap { bgIndex[$0] }))
            }
        }
        fgFamily = fgUses.map { family($0.family) }
        inverseFamilies = Set(zip(fgUses, fgFamily).filter { $0.0.placement == .inverse && $0.1 != 0 }.map(\.1))
        // Apple's side: Apple's names the theme leaves as Apple's (an overridden `link` is the theme's own).
        fgSystem = foregrounds.map { !theme.isOwn($0) }
        // In light, as the designer drew them: white text is for dark fills, whatever the name says. Read from
        // the values audited (not kept in the model): fix's output is judged by its own values the same way.
        // (A translucent white, Android's `#B3FFFFFF` helper text, is white text too.)
        fgNearWhite = foregrounds.map { name in light[name].map { UsageModel.isWhite($0, minimumAlpha: 100) } ?? false }
        bgLight = backgrounds.map { name in light[name].map { OKLCH($0.over(.white)).l >= 0.85 } ?? false }
        fgFixedWhite = foregrounds.map { UsageModel.isWhiteText(light[$0], dark[$0]) }
        bgLightInDark = backgrounds.map { name in dark[name].map { $0.a >= 153 && OKLCH($0).l >= 0.7 } ?? false }
        let bgUses = backgrounds.map(model.use(of:))
        bgSelection = bgUses.map(\.selection)
        bgResting = bgUses.map { !$0.transient }
        fgNeutral = fgUses.map { $0.family.isEmpty && $0.usage != .accent }
        fgReach = fgUses.map(\.reach)
        fgEmphatic = fgUses.map(\.emphatic)
        bgContent = bgUses.map(\.holdsContent)
        bgBar = bgUses.map(\.isBar)
        bgLines = bgUses.map(\.holdsLines)
        bgGeneral = bgUses.map { $0.usage == .background && $0.surface == .general && !$0.carries }
        bgStrong = bgUses.map { $0.surface == .strong }
        bgFamily = bgUses.map { family($0.family) }
        bgSystem = backgrounds.map { !theme.isOwn($0) }
    }

    /// Whether foreground `f` is judged on background `b` (indices into the two lists); `UsageModel.judges`.
    package func judges(_ f: Int, _ b: Int) -> Bool {
        switch rules[f] {
        case .only(let set): return set.contains(b)
        case .inverse:
            // Inverse text of a family goes on its family's bold surfaces; neutral inverse text on the bold
            // surfaces whose family has no inverse text of its own.
            // (A surface named inverse that is light in light, Atlassian's `background-inverse`, holds dark
            // text on bold fills: white text is not drawn on it.)
            guard bgStrong[b], !(fgFixedWhite[f] && bgLightInDark[b]), !(fgNearWhite[f] && bgLight[b]) else {
                return false
            }
            let (x, y) = (fgFamily[f], bgFamily[b])
            return x == y || (x == 0 && !inverseFamilies.contains(y))
        case .general:
            guard bgGeneral[b], !(fgNearWhite[f] && bgLight[b]) else { return false }
            if model.isOwnSystem, fgSystem[f] != bgSystem[b] { return false }
            let (x, y) = (fgFamily[f], bgFamily[b])
            // A family's pale surfaces (`bg-danger-subtle`) hold neutral text and the family's text; its mid-tone
            // ones (Atlassian's `accent-blue-subtle`, `#579DFF`) the family's text of emphasis only.
            let family = x == y && (bgLight[b] || fgEmphatic[f])
            switch fgReach[f] {
            // (A family's hovered or pressed surface is its own element's state: neutral text rests on it only
            // where the element does, so it is judged on the resting surface.)
            case .everyday:
                return (!bgSelection[b] || fgNeutral[f]) && (y == 0 || family || (x == 0 && bgLight[b] && bgResting[b]))
            case .quiet: return y == 0 && fgNeutral[f] && (bgContent[b] || (bgSelection[b] && bgResting[b]))
            case .content: return (y == 0 && bgContent[b]) || (y != 0 && family)
            case .fields: return y == 0 && !bgBar[b] && !bgSelection[b]
            }
        }
    }

    /// Whether foreground `f` is placed by the general rules, not by a name, group or declaration: a text of
    /// its background's very color is then no pair anyone draws (Kong's `text.primary.weak` on
    /// `background.primary.weak`, both `blue.40`).
    package func isPlacedByRule(_ f: Int) -> Bool {
        if case .only = rules[f] { return false }
        return true
    }

    /// Whether the pair of these names is one the plan judges.
    package func judges(_ foreground: String, on background: String) -> Bool {
        guard let f = foregroundIndex[foreground], let b = backgroundIndex[background] else { return false }
        return judges(f, b)
    }

    /// A background everyday text goes on, for Apple's lightText and darkText (`apple`): an everyday surface,
    /// of the same system when the theme is a system of its own.
    package func isGeneral(_ b: Int, apple: Bool) -> Bool {
        bgGeneral[b] && (!model.isOwnSystem || bgSystem[b] == apple)
    }

    /// Whether the theme's line `name` (of Apple's side when `apple`) is judged on background `b`: where the
    /// usage model places it (`UsageModel.placeLines`).
    package func judgesLine(_ name: String, on b: Int, apple: Bool) -> Bool {
        switch model.use(of: name).placement {
        case .only(let names): return names.contains(backgrounds[b])
        case .inverse: return bgStrong[b] && bgFamily[b] == 0
        // (A family's line, Primer's `borderColor-accent-emphasis`, rims that family's element on the page and
        // its cards, not every neutral well.)
        case .general:
            return isGeneral(b, apple: apple) && bgLines[b] && (model.use(of: name).family.isEmpty || bgContent[b])
        }
    }
}
