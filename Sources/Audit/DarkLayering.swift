import ColorScience
import ThemeModel

/// A raised surface that does not read as raised in dark: cells no lighter than their grouped page, a
/// tertiary surface no lighter than the secondary under it, a sheet (elevated) no lighter than the page.
public struct LayeringFinding: Sendable, Hashable {
    /// The raised surface and the appearance it is seen in.
    public var upper: String
    public var traits: Traits
    /// What it sits on: another surface in the same appearance, or itself at the base level (a sheet).
    public var lower: String
    public var lowerTraits: Traits
    public var upperColor: RGBA
    public var lowerColor: RGBA
    /// The color that moves (the raised one when the theme sets it, else the theme's page under Apple's cells),
    /// the variant it writes and the value that puts the two a step of Apple's ramp apart; nil when none can.
    public var moving: String
    public var movingVariant: Traits
    public var suggestion: RGBA?

    /// `secondarySystemGroupedBackground in dark is #1C1C1C, no lighter than systemGroupedBackground #241A0C
    /// under it`: what `check` and `fix` say of it.
    public var problem: String {
        let under = upper == lower ? "\(lower) in \(lowerTraits.name)" : lower
        let verdict = OKLCH(upperColor).l <= OKLCH(lowerColor).l ? "no lighter than" : "barely lighter than"
        return "\(upper) in \(traits.name) is \(upperColor.hexShortest), \(verdict) \(under) "
            + "\(lowerColor.hexShortest) under it"
    }

    /// `try secondarySystemGroupedBackground dark #3A2F22`, or nil.
    public var suggestionText: String? {
        suggestion.map { "try \(moving) \(movingVariant.variantKey) \($0.hexShortest)" }
    }
}

/// iOS's dark layering: in dark, a surface is lighter than what it sits on (grouped cells than the grouped
/// page, secondary than primary) and the elevated level (sheets, popovers) lighter than the base one, each
/// by a step of Apple's dark surface ramp (`VariantModel.surfaceStep`). A pair is judged when the theme sets
/// the raised surface, or the page under Apple's cells; a raised surface at least half a step lighter passes
/// (Apple's own are a whole step apart). Colorful surfaces (a brand banner) and translucent ones are not layers.
public enum DarkLayering {
    /// The share of Apple's step a raised surface must be lighter by.
    static let share = 0.5
    /// Chroma from which a surface is a colored banner rather than a layer (as `VariantModel` reads it).
    static let colorfulChroma = 0.06

    /// The lightness `name` keeps to in `traits` so every surface it layers with stays in layer: above each
    /// surface under it by half a step, below each one on it by the same (for `fix`'s contrast moves).
    public static func lightnessRange(of name: String, in theme: Theme, _ traits: Traits) -> ClosedRange<Double> {
        guard traits.style == .dark else { return 0...1 }
        let high = traits.contrast == .high
        var floor = 0.0
        var ceiling = 1.0
        func lightness(_ n: String, _ t: Traits) -> Double? {
            guard let c = theme.resolve(n, t), c.isOpaque, OKLCH(c).c < colorfulChroma else { return nil }
            return OKLCH(c).l
        }
        for (lower, upper) in stackedPairs(theme) where upper == name || lower == name {
            guard let l = lightness(lower, traits), let u = lightness(upper, traits) else { continue }
            if upper == name {
                floor = max(floor, l + (VariantModel.surfaceStep(above: l, highContrast: high) - l) * share)
            }
            if lower == name { ceiling = min(ceiling, highestLower(under: u, highContrast: high)) }
        }
        if isElevatedSurface(name, theme) {
            let base = Traits(.dark, .base, traits.contrast)
            let elevated = Traits(.dark, .elevated, traits.contrast)
            if traits.level == .elevated, let l = lightness(name, base) {
                floor = max(floor, l + (VariantModel.surfaceStep(above: l, highContrast: high) - l) * share)
            }
            // Only an elevated value of its own bounds the base one (else it follows the base).
            if traits.level == .base, theme[name]?.color.variant(for: elevated)?.from.level == .elevated,
                let u = lightness(name, elevated)
            {
                ceiling = min(ceiling, highestLower(under: u, highContrast: high))
            }
        }
        return floor <= ceiling ? floor...ceiling : 0...1
    }

    /// The lightest a surface can be with a surface of lightness `upper` still in layer on it.
    static func highestLower(under upper: Double, highContrast: Bool) -> Double {
        var low = 0.0
        var high = upper
        for _ in 0..<24 {
            let mid = (low + high) / 2
            if upper - mid >= (VariantModel.surfaceStep(above: mid, highContrast: highContrast) - mid) * share {
                low = mid
            } else {
                high = mid
            }
        }
        return low
    }

    /// Every pair of surfaces out of layer in the given appearances, the lowest first.
    public static func findings(_ theme: Theme, appearances: [Traits]) -> [LayeringFinding] {
        var found: [LayeringFinding] = []
        for traits in appearances where traits.style == .dark {
            for (lower, upper) in stackedPairs(theme) {
                if let f = judge(theme, upper: upper, traits, lower: lower, traits) { found.append(f) }
            }
            guard traits.level == .elevated else { continue }
            let base = Traits(.dark, .base, traits.contrast)
            for name in elevatedSurfaces(theme) {
                if let f = judge(theme, upper: name, traits, lower: name, base) { found.append(f) }
            }
        }
        return found
    }

    /// Whether `upper` reads as raised over `lower` in dark: lighter by at least half of Apple's step.
    public static func isLayered(_ upper: RGBA, over lower: RGBA, highContrast: Bool) -> Bool {
        guard upper.isOpaque, lower.isOpaque else { return true }
        let l = OKLCH(lower).l
        let step = VariantModel.surfaceStep(above: l, highContrast: highContrast) - l
        return OKLCH(upper).l - l >= step * share - 1e-9
    }

    /// Apple's stacks, each surface with the one under it, where the theme sets the raised one, and Apple's
    /// cells where the theme sets their page (a page lightened to a tinted dark takes the cells a step up; the
    /// levels above stay Apple's, which carry Apple's accents).
    static func stackedPairs(_ theme: Theme) -> [(lower: String, upper: String)] {
        ColorUsage.surfaceStacks.flatMap { stack in
            zip(stack, stack.dropFirst()).enumerated().filter { level, pair in
                // Apple's cells are judged on the theme's own page; its upper levels only under its own.
                theme.isOwn(pair.1) || (level == 0 && theme.isOwn(pair.0))
            }.map(\.element)
        }
    }

    /// Surfaces whose elevated level is judged: Apple's the theme sets, and the theme's own whose elevated dark
    /// value differs from their base one (a sheet's color it chose; readers that give every dark appearance the
    /// file's one dark value are not choosing one).
    static func elevatedSurfaces(_ theme: Theme) -> [String] {
        let apple = ColorUsage.surfaceStacks.joined().filter(theme.isOwn)
        return apple + theme.ownColorNames.filter { !apple.contains($0) && choosesElevated($0, theme) }
    }

    /// Whether `name` is one of `elevatedSurfaces`, without listing them (asked once per color `fix` moves).
    static func isElevatedSurface(_ name: String, _ theme: Theme) -> Bool {
        guard theme.isOwn(name) else { return false }
        return ColorUsage.surfaceStacks.joined().contains(name) || choosesElevated(name, theme)
    }

    /// Whether the theme gives `name` an elevated dark value other than its base one.
    private static func choosesElevated(_ name: String, _ theme: Theme) -> Bool {
        // Literal values with no elevated variant fall back to the base ones: nothing to resolve.
        guard let color = theme[name]?.color else { return false }
        let literal = color.variants.values.allSatisfy { if case .literal = $0.value { true } else { false } }
        if literal && !color.variants.keys.contains(where: { $0.level == .elevated }) { return false }
        return [ContrastLevel.normal, .high].contains { contrast in
            let elevated = theme.resolve(name, Traits(.dark, .elevated, contrast))
            return elevated != nil && elevated != theme.resolve(name, Traits(.dark, .base, contrast))
        }
    }

    /// Whether `name` shows a dark value of its own: one with no dark value is the same in light and dark,
    /// which `check` says already (a layering drawn from a light page's value would be about nothing).
    static func hasDark(_ name: String, in theme: Theme) -> Bool {
        theme.resolve(name, .dark) != theme.resolve(name, .light)
    }

    static func judge(
        _ theme: Theme, upper: String, _ traits: Traits, lower: String, _ lowerTraits: Traits
    ) -> LayeringFinding? {
        guard let top = theme.resolve(upper, traits), let under = theme.resolve(lower, lowerTraits),
            OKLCH(top).c < colorfulChroma, OKLCH(under).c < colorfulChroma,
            hasDark(upper, in: theme), hasDark(lower, in: theme)
        else { return nil }
        let high = traits.contrast == .high
        guard !isLayered(top, over: under, highContrast: high) else { return nil }
        // The raised surface moves when the theme sets it; else the theme's page goes a step under Apple's cells.
        let movesUpper = theme.isOwn(upper)
        let proposed =
            movesUpper
            ? VariantModel.raised(top, above: under, highContrast: high)
            : VariantModel.lowered(under, below: top, highContrast: high)
        let layered = movesUpper ? (proposed, under) : (top, proposed)
        return LayeringFinding(
            upper: upper, traits: traits, lower: lower, lowerTraits: lowerTraits, upperColor: top, lowerColor: under,
            moving: movesUpper ? upper : lower, movingVariant: movesUpper ? traits : lowerTraits,
            suggestion: isLayered(layered.0, over: layered.1, highContrast: high) ? proposed : nil)
    }
}
