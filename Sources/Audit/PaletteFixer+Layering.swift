import ColorScience
import ThemeModel

/// fix and the dark layering: surfaces put in layer before contrast, and back in layer after it.
extension PaletteFixer {
    /// Puts the theme's surfaces in layer in one dark appearance before its contrast is fixed, bottom of each
    /// stack first: each raised surface the theme sets goes a step of Apple's ramp above what it sits on.
    static func layer(_ traits: Traits, _ working: inout Theme, _ result: inout PaletteFix) {
        // Each move can put the next surface up out of layer: at most one move per surface judged.
        for _ in 0..<(ColorUsage.surfaceStacks.joined().count * 2) {
            guard
                let f = DarkLayering.findings(working, appearances: [traits]).first(where: { $0.suggestion != nil }),
                let value = f.suggestion
            else { return }
            let moving = surfaceOwner(
                f.moving, apartFrom: f.moving == f.upper ? f.lower : f.upper, f.movingVariant, working)
            let derived = result.isDerived(moving, f.movingVariant)
            let under = f.upper == f.lower ? "its base level" : f.lower
            let reason =
                "\(f.movingVariant.name): a step of Apple's dark surface ramp "
                + (f.moving == f.upper ? "lighter than \(under), as iOS raises" : "darker than \(f.upper) on it")
                + " (was \(f.upperColor.hexShortest) on \(f.lowerColor.hexShortest))"
            result.put(
                PaletteFix.Change(
                    name: moving, variant: f.movingVariant, color: value, reason: reason, derived: derived))
            working.setVariant(moving, f.movingVariant, .literal(value))
        }
    }

    /// The color a surface's move goes to: the named color it aliases (cards that are `{bisque}` move `bisque`,
    /// so role and color stay one), unless the surface it must part from shows that same color, or it has none.
    /// A surface parting from its own base level moves its color's elevated value.
    static func surfaceOwner(_ surface: String, apartFrom other: String, _ traits: Traits, _ working: Theme) -> String {
        var owners = LiteralOwners(traits: traits)
        guard let owner = owners.owner(of: surface, in: working),
            other == surface || owner != owners.owner(of: other, in: working)
        else { return surface }
        return owner
    }

    /// The nearest value meeting the constraints that keeps the dark layering (`DarkLayering.lightnessRange`),
    /// or, when none does, the nearest meeting them: contrast comes first, and `unlayered` says what it cost.
    static func nearestPassing(
        _ current: RGBA, meeting constraints: [ContrastFix.Constraint], _ name: String, _ theme: Theme,
        _ traits: Traits
    ) -> RGBA? {
        let range = DarkLayering.lightnessRange(of: name, in: theme, traits)
        if range != 0...1, let layered = ContrastFix.nearestPassing(current, meeting: constraints, lightness: range) {
            return layered
        }
        return ContrastFix.nearestPassing(current, meeting: constraints)
    }

    /// After contrast: a raised surface its text holds down (as light as its pairs allow, and still not above
    /// what it sits on) is put back in layer by lowering the surface under it, when the theme sets that one and
    /// a darker value of its hue still meets every pair it is in. Returns whether anything moved.
    static func relayer(
        _ audit: ContrastAudit, _ traits: Traits, _ working: inout Theme, _ result: inout PaletteFix
    ) -> Bool {
        let stuck = DarkLayering.findings(working, appearances: [traits]).filter {
            $0.moving == $0.upper && $0.upper != $0.lower && working.isOwn($0.lower)
        }
        guard !stuck.isEmpty else { return false }
        let constraints = pairConstraints(audit, traits, working) { $0.target }
        var moved = false
        for f in stuck {
            guard let upper = working.resolve(f.upper, traits), let lower = working.resolve(f.lower, traits) else {
                continue
            }
            let own = DarkLayering.lightnessRange(of: f.lower, in: working, traits)
            let ceiling = min(
                own.upperBound,
                DarkLayering.highestLower(under: OKLCH(upper).l, highContrast: traits.contrast == .high))
            guard own.lowerBound <= ceiling,
                let value = ContrastFix.nearestPassing(
                    lower, meeting: constraints[f.lower] ?? [], lightness: own.lowerBound...ceiling),
                value != lower, DarkLayering.isLayered(upper, over: value, highContrast: traits.contrast == .high)
            else { continue }
            let moving = surfaceOwner(f.lower, apartFrom: f.upper, traits, working)
            let derived = result.isDerived(moving, traits)
            let reason =
                "\(traits.name): darker than \(f.upper) on it, whose text keeps it from rising "
                + "(was \(upper.hexShortest) on \(lower.hexShortest))"
            result.put(PaletteFix.Change(name: moving, variant: traits, color: value, reason: reason, derived: derived))
            working.setVariant(moving, traits, .literal(value))
            moved = true
        }
        return moved
    }
}
