import ColorScience

/// A token system's tiers: tokens that name steps of a base scale. Where dark comes from re-aliasing (tokens point
/// at other steps of the scale in each appearance: an Android app's `values-night` naming `@color/grey_20` where
/// `values` names `@color/grey_95`, a Tokens Studio theme per mode), the steps are not asked for dark values.
/// Either way a step is a constant of its scale: `fix` moves the token that names one (to another step, or a
/// value of its own), never the step.
public struct AliasTiers: Sendable {
    /// The literal colors the theme's re-aliasing tokens (those that alias another color in another appearance
    /// it says) end at, the numbered steps a token names in a scale of three or more, and the other steps of
    /// their scales.
    public let steps: Set<String>
    /// Whether a token aliases another color in another appearance: dark comes from re-aliasing.
    public let reAliases: Bool

    public init(_ theme: Theme) {
        let own = theme.ownColorNames
        func isStep(_ name: String) -> Bool {
            guard theme.isOwn(name), let values = theme[name]?.color.variants.values else { return false }
            return values.allSatisfy { if case .literal = $0.value { true } else { false } }
        }
        var steps: Set<String> = []
        for traits in theme.appearances {
            // Each name's end once per appearance: walks stop at names already walked, so chains cost their length.
            var end: [String: String] = [:]
            for name in own where AliasTiers.namesAnotherPerAppearance(name, in: theme) {
                let walk = theme.walkAliases(from: name, traits) { end[$0] != nil }
                let last: String?
                switch walk.end {
                case .color: last = walk.path.last
                case .known(let known): last = end[known]
                default: last = nil
                }
                guard let last else { continue }
                for step in walk.path { end[step] = last }
                if isStep(last) { steps.insert(last) }
            }
        }
        reAliases = !steps.isEmpty
        // A token naming a numbered step of a scale of three or more steps (`{accent.4}`, `@color/grey_40`).
        var members: [String: Int] = [:]
        for name in own where isStep(name) {
            if let scale = AliasTiers.scale(of: name) { members[scale, default: 0] += 1 }
        }
        var scales = Set(steps.compactMap(AliasTiers.scale(of:)))
        for name in own {
            guard let color = theme[name]?.color else { continue }
            for traits in theme.appearances {
                guard case .alias(let target)? = color.value(for: traits), let scale = AliasTiers.scale(of: target),
                    !scales.contains(scale), (members[scale] ?? 0) >= 3, isStep(target)
                else { continue }
                scales.insert(scale)
            }
        }
        if !scales.isEmpty {
            for name in own where !steps.contains(name) {
                if let scale = AliasTiers.scale(of: name), scales.contains(scale), isStep(name) { steps.insert(name) }
            }
        }
        self.steps = steps
    }

    /// Whether `name` aliases one color in one appearance the theme says and another in another.
    static func namesAnotherPerAppearance(_ name: String, in theme: Theme) -> Bool {
        guard let color = theme[name]?.color else { return false }
        var first: String?
        for traits in theme.appearances {
            guard case .alias(let target)? = color.value(for: traits) else { continue }
            if let first, first != target { return true }
            first = first ?? target
        }
        return false
    }

    /// The scale a step belongs to: its name without the number that ends it (`grey_20` → `grey`); nil for a
    /// step that ends in no number (`white` is a scale of one).
    public static func scale(of step: String) -> String? {
        let number = step.reversed().prefix { $0.isNumber }
        guard !number.isEmpty else { return nil }
        let head = step.dropLast(number.count)
        return String(head.reversed().drop { "-_./ ".contains($0) }.reversed())
    }

    /// The step `token` names in `traits`, when it names one.
    public func step(namedBy token: String, _ traits: Traits, in theme: Theme) -> String? {
        guard case .alias(let target)? = theme[token]?.color.value(for: traits), steps.contains(target) else {
            return nil
        }
        return target
    }

    /// The other steps of `step`'s scale, in name order.
    public func siblings(of step: String) -> [String] {
        guard let scale = AliasTiers.scale(of: step) else { return [] }
        return steps.filter { $0 != step && AliasTiers.scale(of: $0) == scale }.sorted()
    }
}
