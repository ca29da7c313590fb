import ColorScience
import ThemeModel

/// `check`'s findings by root cause: one group per color to change and
/// problem, worst first, with the pairs, backgrounds and appearances beneath,
/// and the value `fix` gives that color (so a suggestion is exactly what
/// `fix` writes, and it reaches its target when recomputed).
public struct FindingGroup: Sendable {
    /// Nil when neither color of the pairs is a value the theme sets.
    public var cause: RootCause?
    public var pairs: [ContrastAudit.Pair]
    /// Each pair's own root cause: the same color, on its side of that pair and with that pair's problem
    /// (a color can lack its dark value and be too light in light).
    public var pairCauses: [RootCause] = []
    /// The values `fix` proposes for the cause, by the variant they go in.
    public var suggestions: [(variant: Traits, color: RGBA)]
    /// The step of its scale a token is to name instead, by variant, where `fix` moves it to one (`AliasTiers`).
    public var steps: [Traits: String] = [:]
    /// Why `fix` leaves these pairs below target, when it does, and how many it leaves.
    public var unfixable: String?
    public var unfixableCount = 0

    /// `nothing to change`, `1 thing to change`, `3 things to change`: how check and the review page count groups.
    public static func thingsToChange(_ count: Int) -> String {
        count == 0 ? "nothing to change" : count == 1 ? "1 thing to change" : "\(count) things to change"
    }

    public var worst: ContrastAudit.Pair { pairs.min { $0.ratio / $0.target < $1.ratio / $1.target }! }
    public var appearances: [Traits] { Traits.all.filter { t in pairs.contains { $0.traits == t } } }

    /// The color to change, or what was drawn when no color of the theme is to blame (a status bar style).
    public var subject: String { cause?.name ?? worst.foreground }

    /// What is wrong, one line per problem of the cause (`too light to be text on 4 backgrounds in light
    /// (1.10-1.30:1, needs 4.5:1)`, `no dark value: in dark it shows its light one ...`).
    public var problems: [String] {
        guard cause != nil else {
            let on = FindingGroup.names(pairs.map(\.background), "backgrounds")
            return ["on \(on) in \(Traits.describe(appearances)) (\(FindingGroup.range(pairs)))"]
        }
        var parts: [(key: String, pairs: [ContrastAudit.Pair], cause: RootCause)] = []
        for (pair, own) in zip(pairs, pairCauses) {
            let key = FindingGroup.partKey(pair, own, under: own.isBackground)
            if let i = parts.firstIndex(where: { $0.key == key }) {
                parts[i].pairs.append(pair)
            } else {
                parts.append((key, [pair], own))
            }
        }
        return parts.map { FindingGroup.sentence($0.pairs, $0.cause, under: $0.cause.isBackground) }
    }

    /// Pairs of one problem share a sentence: the same side, kind of use, direction and (for a missing variant) style.
    static func partKey(_ p: ContrastAudit.Pair, _ cause: RootCause, under: Bool) -> String {
        let missing = cause.problem == .missingVariant ? p.traits.style.rawValue : ""
        let direction = cause.problem == .missingVariant ? "" : (mustDarken(p, under: under) ? "d" : "l")
        return [missing, under ? "under" : "on", under ? "" : use(p), direction]
            .joined(separator: "\u{1}")
    }

    /// True when the moving color must get darker: it is darker than what it is paired with.
    static func mustDarken(_ p: ContrastAudit.Pair, under: Bool) -> Bool {
        let fgLighter =
            Contrast.relativeLuminance(p.foregroundColor.over(p.backgroundColor))
            > Contrast.relativeLuminance(p.backgroundColor)
        return under ? fgLighter : !fgLighter
    }

    /// `label`, `label and white`, `label, white and link`, `5 colors`.
    static func names(_ names: [String], _ noun: String) -> String {
        var unique: [String] = []
        for n in names where !unique.contains(n) { unique.append(n) }
        if unique.count > 3 { return "\(unique.count) \(noun)" }
        if unique.count <= 1 { return unique.first ?? "" }
        return unique.dropLast().joined(separator: ", ") + " and " + unique.last!
    }

    static func range(_ pairs: [ContrastAudit.Pair]) -> String {
        // Each pair fails its own target, so none reaches the highest: the range reads below what it needs.
        let ratios = pairs.map(\.ratio)
        let targets = pairs.map(\.target)
        let (high, most) = NumberFormat.failing(ratios.max()!, target: targets.max()!)
        let low = NumberFormat.failing(ratios.min()!, target: targets.max()!).ratio
        let least = NumberFormat.failing(ratios.min()!, target: targets.min()!).target
        let needs = least == most ? most : "\(least)-\(most)"
        return (low == high ? "\(low):1" : "\(low)-\(high):1") + ", needs \(needs):1"
    }

    static func sentence(_ pairs: [ContrastAudit.Pair], _ cause: RootCause, under: Bool) -> String {
        let w = pairs.min { $0.ratio / $0.target < $1.ratio / $1.target }!
        let place = Traits.describe(Traits.all.filter { t in pairs.contains { $0.traits == t } })
        let partner = names(pairs.map { under ? $0.foreground : $0.background }, under ? "colors" : "backgrounds")
        let role = under ? "under \(partner)" : "as \(use(w)) on \(partner)"
        if cause.problem == .missingVariant {
            let style = w.traits.style
            return "no \(style.rawValue) value: in \(style.rawValue) it shows its \(style.toggled.rawValue) one, "
                + "\(role) (\(range(pairs)))"
        }
        let tone = w.role == .separator ? "faint" : (mustDarken(w, under: under) ? "light" : "dark")
        return "too \(tone) \(under ? role : "to be \(use(w)) on \(partner)") in \(place) (\(range(pairs)))"
    }

    static func use(_ p: ContrastAudit.Pair) -> String {
        switch p.source {
        case .drawn(let screen, _):
            let what = p.role == .ui ? "glyphs" : p.role == .largeText ? "bold text" : "text"
            return "\(what) on the \(screen) screen"
        default:
            break
        }
        switch p.role {
        case .text: return "text"
        case .largeText: return "large text"
        case .ui: return "an icon or control"
        case .separator: return "a separator"
        case .background, .decorative: return p.role.rawValue
        }
    }

    /// Groups the findings of `audit`; `fix` is `PaletteFixer.fix` of the same theme, `fixed` its result applied.
    public static func make(_ audit: ContrastAudit, theme: Theme, fix: PaletteFix?, fixed: Theme?) -> [FindingGroup] {
        var order: [String] = []
        var groups: [String: FindingGroup] = [:]
        var owners: [Traits: LiteralOwners] = [:]
        // As `fix` traces them: in a theme that re-aliases, the token naming a base step is the cause.
        let tiers = AliasTiers(theme)
        for pair in audit.pairs where audit.isFinding(pair) {
            var o = owners[pair.traits] ?? LiteralOwners(traits: pair.traits, tiers: tiers)
            let cause = RootCause.of(pair, in: theme, owners: &o)
            owners[pair.traits] = o
            let key =
                cause.map { "\($0.name)" }
                ?? "\u{2}\(pair.foreground)"
            if groups[key] == nil {
                order.append(key)
                groups[key] = FindingGroup(cause: cause, pairs: [], suggestions: [], unfixable: nil)
            }
            groups[key]!.pairs.append(pair)
            if let cause { groups[key]!.pairCauses.append(cause) }
        }
        var result = order.map { groups[$0]! }
        // What fix left, by pair: each group finds its own in constant time per pair.
        struct PairKey: Hashable {
            var foreground: String
            var background: String
            var traits: Traits
        }
        let unfixable = fix?.unfixable ?? []
        var unfixableAt: [PairKey: [Int]] = [:]
        for (i, u) in unfixable.enumerated() {
            unfixableAt[PairKey(foreground: u.foreground, background: u.background, traits: u.traits), default: []]
                .append(i)
        }
        for i in result.indices {
            let group = result[i]
            if let cause = group.cause, let fixed {
                var seen: Set<Traits> = []
                for t in group.appearances {
                    guard let from = fixed[cause.name]?.color.variant(for: t)?.from, seen.insert(from).inserted,
                        let value = fixed.resolve(cause.name, t), value != theme.resolve(cause.name, t)
                    else { continue }
                    result[i].suggestions.append((from, value))
                    if case .alias(let step)? = fixed[cause.name]?.color.variants[from]?.value,
                        theme[cause.name]?.color.variants[from]?.value != .alias(step)
                    {
                        result[i].steps[from] = step
                    }
                }
            }
            var left = Set<Int>()
            for p in group.pairs {
                left.formUnion(
                    unfixableAt[PairKey(foreground: p.foreground, background: p.background, traits: p.traits)] ?? [])
            }
            result[i].unfixable = left.min().map { unfixable[$0].reason }
            result[i].unfixableCount = left.count
        }
        // Worst first: by how far the worst pair is below its target.
        return result.enumerated().sorted { a, b in
            let x = a.element.worst.ratio / a.element.worst.target
            let y = b.element.worst.ratio / b.element.worst.target
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }
}

extension Traits {
    /// A set of appearances in words, each named once: `every appearance`,
    /// `dark (all four)`, `light, light-high-contrast`.
    public static func describe(_ set: [Traits]) -> String {
        let unique = Traits.all.filter { set.contains($0) }
        if unique.count == Traits.all.count { return "every appearance" }
        var parts: [String] = []
        var rest = unique
        for style in InterfaceStyle.allCases {
            let ofStyle = Traits.all.filter { $0.style == style }
            if ofStyle.allSatisfy({ unique.contains($0) }) {
                parts.append("\(style.rawValue) (all four)")
                rest.removeAll { $0.style == style }
            }
        }
        return (parts + rest.map(\.name)).joined(separator: ", ")
    }
}
