import ColorScience
import Pairs
import ThemeModel

/// The variants a palette lacks, derived from its light values as Apple's own variants relate.
extension PaletteFixer {
    /// The appearances the theme's own colors are missing, from their light
    /// values as Apple's own variants relate (`VariantModel`). Only colors
    /// drawn as literals: an alias already adapts as its target does.
    public static func derivedVariants(_ theme: Theme, model: UsageModel? = nil) -> [PaletteFix.Change] {
        // An app locked to one style shows each color's value there as the designer drew it: nothing is missing.
        guard theme.lockedStyle == nil else { return [] }
        let own = ContrastAudit.ownNames(of: theme)
        let model = model ?? UsageModel(theme)
        // The base steps of a theme that re-aliases are constants of their scale: no appearance is missing.
        let tiers = AliasTiers(theme)
        let steps = tiers.reAliases ? tiers.steps : []
        var changes: [PaletteFix.Change] = []
        var reasons: [ReasonKey: String] = [:]
        for name in theme.names where own.contains(name) && !steps.contains(name) {
            guard let color = theme[name], case .literal(let light)? = color.color.variants[.light]?.value,
                !color.color.variants.values.contains(where: { if case .literal = $0.value { false } else { true } })
            else { continue }
            let kind = variantKind(name, in: theme, model)
            let derived = VariantModel.variants(light: light, kind: kind, level: ColorUsage.surfaceLevel(name))
            // Only the appearances the palette can say: the others follow UIKit's fallback.
            for traits in theme.appearances where traits != .light && color.color.variants[traits] == nil {
                // An appearance that falls back to a variant the designer wrote for it keeps it
                // (a written `dark` also serves dark elevated, unless this is a background).
                if let from = color.color.variant(for: traits)?.from, from != .light,
                    kind != .background || traits.level == from.level
                {
                    continue
                }
                guard var value = derived[traits] else { continue }
                // A surface whose dark the designer drew is elevated from that dark, not from its light value.
                if kind == .background, traits.level == .elevated, let from = color.color.variant(for: traits)?.from,
                    from.style == .dark, case .literal(let drawn)? = color.color.variants[from]?.value
                {
                    value = VariantModel.elevated(fromDark: drawn, highContrast: traits.contrast == .high)
                }
                // A value the appearance already shows is not a new variant.
                if case .literal(let shown)? = color.color.value(for: traits), shown == value { continue }
                // The elevated level falls back to the base one; only a different value is written.
                let base = Traits(traits.style, .base, traits.contrast)
                if traits.level == .elevated, (derived[base] ?? light) == value { continue }
                // One string per kind and appearance, shared by every change that gives it.
                let why = reasons[ReasonKey(kind: kind, traits: traits)] ?? reason(kind, traits)
                reasons[ReasonKey(kind: kind, traits: traits)] = why
                changes.append(PaletteFix.Change(name: name, variant: traits, color: value, reason: why, derived: true))
            }
        }
        return changes
    }

    /// The colors an evidenced pair of `audit` draws, and every color they name on the way to their values in
    /// any of `appearances` (a role's palette color).
    static func drawnNames(_ audit: ContrastAudit, _ theme: Theme, _ appearances: [Traits]) -> Set<String> {
        var names: Set<String> = []
        var walked: Set<String> = []
        for pair in audit.pairs {
            for name in [pair.foreground, pair.background] where walked.insert(name).inserted {
                for traits in appearances { names.formUnion(theme.walkAliases(from: name, traits).path) }
            }
        }
        return names
    }

    /// What the variant model derives a color as, from the one usage model. A color with no use found (a
    /// bare gray step, `gray6`) follows Apple's gray scale, a colorful one Apple's tints.
    static func variantKind(_ name: String, in theme: Theme, _ model: UsageModel) -> VariantKind {
        let light = theme.resolve(name, .light)
        // Transparent stays transparent in every appearance.
        if ColorUsage.isStyleFixed(name) || light.map({ AuditInputs.namesConstant(name, $0) || $0.a == 0 }) == true {
            return .fixed
        }
        guard let usage = model.usage(of: name) else {
            guard let light else { return .text }
            // What the theme's own pairs draw on is a surface, whatever its name.
            if theme.declaredPairs.contains(where: { $0.backgrounds.contains(name) }) {
                return OKLCH(light).c >= 0.06 ? .accent : .background
            }
            return OKLCH(light).c >= 0.06 ? .accent : textKind(light)
        }
        switch usage {
        case .background:
            guard let light else { return .background }
            // A colorful fill (a red badge, a brand banner) is a color, not a surface: it keeps its hue as accents do.
            if OKLCH(light).c >= 0.06 { return .accent }
            return .background
        case .separator: return .separator
        case .fill: return .fill
        case .accent, .colorFill: return .accent
        case .text, .largeText, .icon, .decorative: return light.map(textKind) ?? .text
        }
    }

    /// White text in light mode is drawn on dark surfaces there: it stays white in dark (as UIKit's `lightText`
    /// does), where inverted it would go dark on the same dark surface.
    static func textKind(_ light: RGBA) -> VariantKind { OKLCH(light).l >= 0.99 ? .fixed : .text }

    /// Never worse: each derived variant that leaves one of its pairs below target and lower than the original
    /// gave it is taken back, so the appearance shows what it showed (a palette whose light values already suit a
    /// dark interface keeps them in dark). Returns whether any was.
    static func takeBackWorseDerived(
        _ audit: ContrastAudit, _ traits: Traits, before: [PairKey: Double], original: Theme, _ working: inout Theme,
        _ result: inout PaletteFix
    ) -> Bool {
        var owners = LiteralOwners(traits: traits)
        var back: Set<ColorEdit.Key> = []
        for pair in audit.pairs where pair.ratio < pair.target {
            guard let was = before[key(pair)], pair.ratio < was - 0.005 else { continue }
            for name in [pair.foreground, pair.background] {
                // Only this appearance's own variant: one it falls back to belongs to an appearance already done.
                guard let owner = owners.owner(of: name, in: working),
                    working[owner]?.color.variant(for: traits)?.from == traits, result.isDerived(owner, traits)
                else { continue }
                back.insert(ColorEdit.Key(name: owner, variant: traits))
            }
        }
        guard !back.isEmpty else { return false }
        result.removeChanges { $0.derived && back.contains(ColorEdit.Key(name: $0.name, variant: $0.variant)) }
        working.updateColors { colors in
            for key in back {
                colors[key.name]?.color.variants[key.variant] = original[key.name]?.color.variants[key.variant]
            }
        }
        // Where the appearance falls back to a value a fix moved (light), it keeps the value it showed.
        for key in back.sorted(by: { ($0.name, $0.variant.variantKey) < ($1.name, $1.variant.variantKey) }) {
            guard let shown = original.resolve(key.name, key.variant), working.resolve(key.name, key.variant) != shown
            else { continue }
            working.setVariant(key.name, key.variant, .literal(shown))
            result.put(
                PaletteFix.Change(
                    name: key.name, variant: key.variant, color: shown,
                    reason: "\(key.variant.name): the value it showed before, which the fix of the one it falls back "
                        + "to would have lowered", derived: true))
        }
        return true
    }

    /// A color whose light value a fix moved, whose dark falls back to it (a primitive that an alias names in
    /// dark, `color_accent` → `brand_400`), keeps in dark the value it showed: the light fix is no dark change
    /// nobody judged, and the dark round starts from what the designer made.
    static func keepDarkFallbacks(
        from original: Theme, _ appearances: [Traits], _ working: inout Theme, _ result: inout PaletteFix
    ) {
        let relit = Set(result.changes.filter { $0.variant == .light && !$0.derived }.map(\.name))
        for name in relit.sorted() {
            for traits in appearances where traits.style == .dark {
                guard working[name]?.color.variant(for: traits)?.from == .light,
                    let shown = original.resolve(name, traits), working.resolve(name, traits) != shown
                else { continue }
                working.setVariant(name, traits, .literal(shown))
                result.put(
                    PaletteFix.Change(
                        name: name, variant: traits, color: shown,
                        reason: "\(traits.name): the value it showed before, which the light fix would have changed",
                        derived: true))
            }
        }
    }

    /// The derived variants of each color whose light value a fix moved, derived again from the new light value
    /// (yellow text too light for a white page is darkened in light; its dark is then a light yellow, not the
    /// mirror of the yellow it replaced). A variant the designer wrote is never touched.
    static func rederive(
        from original: Theme, _ drawnNames: Set<String>, _ model: UsageModel, _ working: inout Theme,
        _ result: inout PaletteFix
    ) {
        let relit = Set(result.changes.filter { $0.variant == .light && !$0.derived && $0.alias == nil }.map(\.name))
        guard !relit.isEmpty else { return }
        var lit = original
        lit.setVariants(
            result.changes.lazy.filter { $0.variant == .light }.map { ($0.name, .light, .literal($0.color)) })
        let dropped = result.changes.filter { $0.derived && relit.contains($0.name) }
        result.removeChanges { $0.derived && relit.contains($0.name) }
        let again = derivedVariants(lit, model: model).filter {
            relit.contains($0.name) && drawnNames.contains($0.name)
        }
        working.updateColors { colors in
            for change in dropped {
                colors[change.name]?.color.variants[change.variant] =
                    original[change.name]?.color.variants[change.variant]
            }
            for change in again {
                colors[change.name]?.color.variants[change.variant] = VariantValue(.literal(change.color))
            }
        }
        for change in again { result.put(change) }
    }

    struct ReasonKey: Hashable {
        var kind: VariantKind
        var traits: Traits
    }

    static func reason(_ kind: VariantKind, _ traits: Traits) -> String {
        let what: String
        switch (kind, traits.style, traits.level, traits.contrast) {
        case (.fixed, _, _, _): what = "the same in every appearance, as its name says it is for one style"
        case (.background, .dark, .elevated, _): what = "a step lighter on the dark surface ramp, as sheets are"
        case (.background, .dark, _, .normal): what = "on Apple's dark surface ramp, keeping a hint of its hue"
        case (.accent, .dark, _, .normal): what = "a little lighter, same hue and chroma, as Apple's tints"
        case (.text, .dark, _, .normal): what = "lightness inverted around the middle gray, as Apple's neutrals"
        case (.separator, .dark, _, .normal): what = "a darker line for a dark interface, as Apple's separators"
        case (.fill, .dark, _, .normal): what = "the same fill, denser for a dark interface, as Apple's fills"
        case (_, _, _, .high): what = "stronger for Increase Contrast, as Apple's high-contrast variants"
        default: what = "as Apple's own variants relate"
        }
        return "\(traits.name): \(what)"
    }
}

extension Theme {
    /// Sets one variant of a color (a fix or a derived appearance).
    public mutating func setVariant(_ name: String, _ traits: Traits, _ value: ColorValue) {
        setVariants([(name, traits, value)])
    }

    /// Sets many variants at once, in place: no color is copied but the ones another theme value shares.
    public mutating func setVariants<Values: Sequence>(_ values: Values)
    where Values.Element == (name: String, traits: Traits, value: ColorValue) {
        updateColors { colors in
            for (name, traits, value) in values { colors[name]?.color.variants[traits] = VariantValue(value) }
        }
    }
}
