import ColorScience
import Pairs
import ThemeModel

/// Proposes the appearances a designer has not drawn yet and the colors that
/// make failing pairs pass: `dusk derive`, `dusk fix`, `check`'s suggestions
/// and the preview's `f`.
///
/// Missing variants are derived first (`VariantModel`: how Apple's own
/// variants relate). Then, appearance by appearance from the general to the
/// specific (a fix of `dark` also serves the dark appearances that fall back
/// to it, and no later fix changes an appearance already done), every
/// finding of the same audit `check` runs, drawn pairs included, is traced to
/// its root cause (`RootCause`), and that color moves to the nearest value
/// that meets every pair it takes part in, each at its own target. What is
/// left is declared `unfixable`, pair by pair, with the reason: `check` on the
/// result reports exactly those.
public struct PaletteFix: Sendable {
    public struct Change: Sendable, Hashable {
        public var name: String
        /// The variant written (its key: `dark`, `lightHighContrast`, ...).
        public var variant: Traits
        public var color: RGBA
        public var reason: String
        /// A variant the theme did not have, rather than one that failed.
        public var derived: Bool
        /// An appearance the palette's format does not say, given the value of the one it follows (`Theme.appearances`:
        /// a `:root` declaration serves light elevated too): written with it, never judged or suggested apart.
        public var follows: Traits?
        /// The step of its scale a token now names (`AliasTiers`), whose value is `color`; nil for a value.
        public var alias: String?
        /// The pair a fix was made for, and what its reason says after the ratios (`; it names grey_70 now`):
        /// the reason is said again once the appearance is done, with the original's ratio and the final one.
        var measured: Measured?

        struct Measured: Sendable, Hashable {
            var foreground: String
            var background: String
            var target: Double
            var tail: String
        }

        public init(name: String, variant: Traits, color: RGBA, reason: String, derived: Bool) {
            self.name = name
            self.variant = variant
            self.color = color
            self.reason = reason
            self.derived = derived
        }

        /// The change as an edit of the theme's files.
        public var edit: ColorEdit { ColorEdit(name: name, variant: variant, color: color, reference: alias) }
    }

    /// A pair still below its target after the fix, and why no change reaches it.
    public struct Unfixable: Sendable, Hashable {
        public var foreground: String
        public var background: String
        public var traits: Traits
        public var ratio: Double
        public var target: Double
        public var reason: String

        public var sentence: String {
            "\(foreground) on \(background) in \(traits.name) (\(NumberFormat.fixed(ratio, 2)):1, "
                + "needs \(NumberFormat.fixed(target, 2)):1): \(reason)"
        }
    }

    /// The changes in the order they were last made (a color moved again goes to the end).
    public var changes: [Change] {
        get { slots.compactMap { $0 } }
        set {
            slots = newValue
            slotOf = [:]
            for (i, change) in newValue.enumerated() { slotOf[ChangeKey(change)] = i }
        }
    }
    public var unfixable: [Unfixable] = []
    /// Colors without some appearance that no evidenced pair draws (nor any color drawn names): given none.
    public var undrawn: [String] = []
    /// Surfaces still out of dark layering after the contrast fixes (a fix for contrast undid the layering).
    public var unlayered: [LayeringFinding] = []

    /// Changes with the slots of replaced ones emptied, so a replacement costs the same for any number of changes.
    private var slots: [Change?] = []
    private var slotOf: [ChangeKey: Int] = [:]
    private struct ChangeKey: Hashable {
        var name: String
        var variant: Traits
        init(_ change: Change) {
            self.init(name: change.name, variant: change.variant)
        }

        init(name: String, variant: Traits) {
            self.name = name
            self.variant = variant
        }
    }

    public init(changes: [Change] = [], unfixable: [Unfixable] = []) {
        self.changes = changes
        self.unfixable = unfixable
    }

    /// Drops the changes `drop` picks, in place (a copy of 100,000 changes is megabytes).
    mutating func removeChanges(where drop: (Change) -> Bool) {
        for i in slots.indices {
            guard let change = slots[i], drop(change) else { continue }
            slots[i] = nil
            slotOf[ChangeKey(change)] = nil
        }
    }

    /// Sets a color's value for one variant, replacing an earlier change of that variant.
    mutating func put(_ change: Change) {
        let key = ChangeKey(change)
        if let old = slotOf[key] { slots[old] = nil }
        slotOf[key] = slots.count
        slots.append(change)
    }

    /// The reasons of the fixes of `traits` said again once the appearance is done: the pair's ratio in the
    /// original (where it had the pair) and its final one, not those of the round that made the change.
    mutating func restate(
        _ traits: Traits, original: [PaletteFixer.PairKey: Double], final: [PaletteFixer.PairKey: Double]
    ) {
        for i in slots.indices {
            guard var change = slots[i], change.variant == traits, let m = change.measured else { continue }
            let key = PaletteFixer.PairKey(foreground: m.foreground, background: m.background)
            guard let now = final[key] else { continue }
            let was = original[key] ?? now
            change.reason = m.reason(was: was, now: now, traits)
            slots[i] = change
        }
    }

    /// Whether the change of `name`'s `variant`, if any, is a derived one.
    func isDerived(_ name: String, _ variant: Traits) -> Bool {
        guard let slot = slotOf[ChangeKey(name: name, variant: variant)] else { return false }
        return slots[slot]?.derived ?? false
    }

    /// The derived changes made to one variant so far.
    func derivedChanges(of variant: Traits) -> [Change] {
        slots.compactMap { $0?.variant == variant && $0?.derived == true ? $0 : nil }
    }

    /// At most this many reasons are listed; the rest are counted (the JSON summary has every pair).
    public static let summaryLimit = 12

    /// The unfixable pairs in a few lines: one per reason, with its pairs counted and the worst named;
    /// the reasons with the most pairs first, at most `summaryLimit`, then a line counting the rest.
    public var unfixableSummary: [String] {
        var order: [String] = []
        var byReason: [String: [Unfixable]] = [:]
        for u in unfixable {
            if byReason[u.reason] == nil { order.append(u.reason) }
            byReason[u.reason, default: []].append(u)
        }
        let ranked = order.enumerated().sorted { a, b in
            let (ca, cb) = (byReason[a.element]!.count, byReason[b.element]!.count)
            return ca != cb ? ca > cb : a.offset < b.offset
        }.map(\.element)
        let shown = ranked.prefix(Self.summaryLimit)
        let rest = ranked.dropFirst(Self.summaryLimit)
        let restPairs = rest.reduce(0) { $0 + byReason[$1]!.count }
        let more =
            rest.isEmpty
            ? []
            : [
                "\(rest.count) more reason\(rest.count == 1 ? "" : "s") "
                    + "(\(restPairs) pair\(restPairs == 1 ? "" : "s")); "
                    + "`dusk fix --json` lists every pair"
            ]
        return shown.map { reason in
            let pairs = byReason[reason]!
            let worst = pairs.min { $0.ratio / $0.target < $1.ratio / $1.target }!
            let count = pairs.count == 1 ? "" : " (\(pairs.count) pairs, the worst"
            return "\(reason)\(count.isEmpty ? ": " : count + " ")\(worst.foreground) on \(worst.background) in "
                + """
                \(worst.traits.name) at \(NumberFormat.fixed(worst.ratio, 2)):1, needs \
                \(NumberFormat.ratio(worst.target))
                """
                + (count.isEmpty ? "" : ")")
        } + more
            + unlayered.map { "\($0.problem); the fixes its contrast needs leave it there" }
    }

    /// Each change of an appearance the palette says, laid over the appearances it does not say that follow it and
    /// that the file writes with the same value (a `:root` declaration read into every light appearance): what the
    /// file shows there moves with what was judged.
    mutating func carryToFollowers(in theme: Theme) {
        let said = Set(theme.appearances)
        guard said.count < Traits.all.count else { return }
        for change in changes where change.follows == nil && said.contains(change.variant) {
            for traits in theme.variants(of: change.name, writtenWith: change.variant) where !said.contains(traits) {
                // It follows the nearest appearance the palette says in its fallback chain, and that is this one.
                guard traits.fallbackChain.first(where: said.contains) == change.variant,
                    slotOf[ChangeKey(name: change.name, variant: traits)] == nil
                else { continue }
                var follower = change
                follower.variant = traits
                follower.follows = change.variant
                put(follower)
            }
        }
    }

    /// The changes a designer is shown: those of the appearances the palette says (`Change.follows` is nil).
    public var shownChanges: [Change] { changes.filter { $0.follows == nil } }

    /// The theme with every change laid over it (what `dusk fix` writes, loaded).
    public func applied(to theme: Theme) -> Theme {
        var fixed = theme
        fixed.setVariants(
            changes.lazy.map { ($0.name, $0.variant, $0.alias.map(ColorValue.alias) ?? .literal($0.color)) })
        return fixed
    }
}

public enum PaletteFixer {
    /// Renders the theme's screens in the given appearances and reads what they draw
    /// (`Canvas.drawnPairs`); supplied by the layers that can render.
    public typealias DrawnPairs = (Theme, [Traits]) -> [DrawnPair]

    /// Appearances in the order fixes are made: general before specific, so a
    /// fix of `dark` also serves the elevated dark appearances that fall back to it.
    static let order: [Traits] = [
        .light, .dark, Traits(.light, .base, .high), Traits(.dark, .base, .high),
        Traits(.light, .elevated), Traits(.dark, .elevated),
        Traits(.light, .elevated, .high), Traits(.dark, .elevated, .high),
    ]

    /// Rounds of audit and move per appearance: a move can uncover a pair that the next round fixes.
    static let rounds = 6

    /// Derived variants and contrast fixes, as one list of changes, and what is left unfixable.
    public static func fix(
        _ theme: Theme, derive: Bool = true, appearances: [Traits] = Traits.all,
        drawn: DrawnPairs? = nil, evidence: PairEvidence? = nil
    ) -> PaletteFix {
        // The original's evidence: a pair judged stays judged while its colors move.
        let evidence = evidence ?? PairEvidence(theme: theme)
        // Clipped values first: the variants derived from a light value start from what the designer meant.
        var result = PaletteFix(changes: unclipped(theme))
        let model = UsageModel(theme)
        // The original's own colors and uses, worked out once for its audits in every appearance: a pair
        // judged stays judged while its colors move.
        let originalOwn = ContrastAudit.ownNames(of: theme)
        let fixing = order.filter(theme.judgedAppearances(appearances).contains)
        // What the designer's own palette gives each pair in each appearance (one audit of them all): a pair fix
        // cannot bring to its target is never left worse than this.
        let original = audit(theme, fixing, drawn, own: originalOwn, usage: model, evidence: evidence)
        var drawnNames: Set<String> = []
        if derive {
            // The uses read from the original serve its variants too, unless unclipping changed a value.
            let unclipped = result.applied(to: theme)
            let uses = result.changes.isEmpty ? model : UsageModel(unclipped)
            // A color nothing draws is given no values nobody judged: it is named instead.
            drawnNames = self.drawnNames(original, theme, fixing)
            for change in derivedVariants(unclipped, model: uses) {
                if drawnNames.contains(change.name) {
                    result.put(change)
                } else if result.undrawn.last != change.name {
                    result.undrawn.append(change.name)
                }
            }
        }
        var working = result.applied(to: theme)
        // Each pair's ratio once this appearance is done: high contrast starts from no lower than these.
        var settled: [Traits: [PairKey: Double]] = [:]
        // A theme that re-aliases per appearance keeps its base steps: its tokens move.
        let tiers = AliasTiers(theme)
        let ranks = TextRanks(theme, usage: model)
        let originalRatios = Dictionary(grouping: original.pairs, by: \.traits).mapValues(ratios(of:))
        var audits = WorkingAudits(drawn: drawn, usage: model, evidence: evidence, appearances: fixing)
        for traits in fixing {
            var reasons: [RootCause: String] = [:]
            let before = originalRatios[traits] ?? [:]
            if traits.style == .dark { layer(traits, &working, &result) }
            var audit = audits.audit(working, traits)
            if traits.contrast == .high, let normal = settled[Traits(traits.style, traits.level, .normal)] {
                if strengthenDerived(audit, traits, normal: normal, &working, &result) {
                    audit = audits.audit(working, traits)
                }
            }
            while true {
                for _ in 0..<rounds {
                    let moved = fixRound(
                        audit, traits, before: before, (tiers, ranks), &working, &result, &reasons)
                    if !moved { break }
                    audit = audits.audit(working, traits)
                }
                if traits.style == .dark, relayer(audit, traits, &working, &result) {
                    audit = audits.audit(working, traits)
                }
                // Never worse: a derived variant that still leaves a pair below target and lower than the original
                // gave it is taken back, and the rounds run again without it (each time one fewer is left).
                guard takeBackWorseDerived(audit, traits, before: before, original: theme, &working, &result) else {
                    break
                }
                audit = audits.audit(working, traits)
            }
            settled[traits] = ratios(of: audit.pairs)
            result.restate(traits, original: before, final: settled[traits] ?? [:])
            // The other appearances are derived from the light value the designer will keep, not the one it replaces.
            if derive, traits == .light { rederive(from: theme, drawnNames, model, &working, &result) }
            if traits == .light { keepDarkFallbacks(from: theme, fixing, &working, &result) }
            result.unlayered += DarkLayering.findings(working, appearances: [traits])
            var owners = LiteralOwners(traits: traits, tiers: tiers)
            for pair in audit.pairs where audit.isFinding(pair) {
                let cause = RootCause.of(pair, in: working, owners: &owners)
                var reason =
                    cause.flatMap { reasons[$0] }
                    ?? (cause == nil
                        ? (pair.foreground == working.statusBarStyle.glyphName
                            ? "the theme's statusBarStyle `\(working.statusBarStyle.rawValue)` draws these glyphs "
                                + "whatever the screen behind them; `default` follows the interface style"
                            : "neither color is a value the theme sets (Apple's own, or a reference)")
                        : "still below target after \(rounds) rounds of fixes")
                // Lower than the original gave it: say which changed color did it (its comment says why).
                if let was = before[key(pair)], pair.ratio < was - 0.005 {
                    let changed = [pair.foreground, pair.background].compactMap { owners.owner(of: $0, in: working) }
                        .filter { working.resolve($0, traits) != theme.resolve($0, traits) }
                    reason +=
                        "; it was \(NumberFormat.fixed(was, 2)):1 in the original, before "
                        + (changed.isEmpty
                            ? "the colors around it changed" : changed.joined(separator: " and ") + " changed")
                }
                result.unfixable.append(
                    PaletteFix.Unfixable(
                        foreground: pair.foreground, background: pair.background, traits: traits, ratio: pair.ratio,
                        target: pair.target, reason: reason))
            }
        }
        result.removeChanges { $0.derived && showsAnyway($0, in: working) }
        result.carryToFollowers(in: theme)
        return result
    }

    /// Whether a derived variant has the value its appearance shows without it (a high-contrast value moved back
    /// to its normal one): written, it would be a line that changes nothing.
    static func showsAnyway(_ change: PaletteFix.Change, in fixed: Theme) -> Bool {
        guard var color = fixed[change.name]?.color else { return false }
        color.variants[change.variant] = nil
        guard let shown = color.value(for: change.variant) else { return false }
        return fixed.resolve(value: shown, change.variant) == change.color
    }

    /// Why no value of a color's hue meets its pairs: most often it is both drawn on and drawn under,
    /// and the two uses pull its lightness opposite ways.
    static func unfixableReason(_ name: String, _ constraints: [ContrastFix.Constraint], _ traits: Traits) -> String {
        let onTop = constraints.contains { !$0.movingIsBackground }
        let under = constraints.contains { $0.movingIsBackground }
        if onTop && under {
            return "\(name) is drawn on backgrounds and under text in \(traits.name), and no value of its hue is "
                + "far enough from both; give one of the two uses a color of its own"
        }
        return "no value of \(name)'s hue meets all \(constraints.count) of its pairs in \(traits.name) at once"
    }

    /// Every pair's ratio in an audit by its two names (the worst, where a screen draws them twice).
    static func ratios(of pairs: [ContrastAudit.Pair]) -> [PairKey: Double] {
        var table: [PairKey: Double] = [:]
        table.reserveCapacity(pairs.count)
        for pair in pairs {
            let k = key(pair)
            table[k] = min(table[k] ?? .infinity, pair.ratio)
        }
        return table
    }

    /// A pair by its two names.
    struct PairKey: Hashable {
        var foreground: String
        var background: String
    }

    static func key(_ pair: ContrastAudit.Pair) -> PairKey {
        PairKey(foreground: pair.foreground, background: pair.background)
    }

    /// High contrast never lowers a pair's contrast: a derived high-contrast variant moves (if
    /// some value of its hue can, keeping the dark layering) until none of its pairs is below the same pair
    /// at normal contrast, nor below its target. A variant the designer wrote stays.
    static func strengthenDerived(
        _ audit: ContrastAudit, _ traits: Traits, normal: [PairKey: Double],
        _ working: inout Theme, _ result: inout PaletteFix
    ) -> Bool {
        let derived = result.derivedChanges(of: traits)
        guard !derived.isEmpty else { return false }
        let constraints = pairConstraints(audit, traits, working) { max($0.target, normal[key($0)] ?? 0) }
        var moved = false
        for change in derived {
            guard let current = working.resolve(change.name, traits),
                let better = ContrastFix.nearestPassing(
                    current, meeting: constraints[change.name] ?? [],
                    lightness: DarkLayering.lightnessRange(of: change.name, in: working, traits)),
                better != current
            else { continue }
            result.put(
                PaletteFix.Change(
                    name: change.name, variant: traits, color: better,
                    reason: change.reason + "; no pair lower than at normal contrast", derived: true))
            working.setVariant(change.name, traits, .literal(better))
            moved = true
        }
        return moved
    }

    /// Every pair each color the theme sets takes part in, on either side, at the target `target` gives it.
    static func pairConstraints(
        _ audit: ContrastAudit, _ traits: Traits, _ working: Theme, target: (ContrastAudit.Pair) -> Double
    ) -> [String: [ContrastFix.Constraint]] {
        var owners = LiteralOwners(traits: traits)
        var constraints: [String: [ContrastFix.Constraint]] = [:]
        for pair in audit.pairs {
            let goal = target(pair)
            if pair.source != .buttonText, let fg = owners.owner(of: pair.foreground, in: working) {
                constraints[fg, default: []].append(
                    .init(other: pair.backgroundColor, target: goal, movingIsBackground: false))
            }
            if let bg = owners.owner(of: pair.background, in: working) {
                constraints[bg, default: []].append(
                    .init(other: pair.foregroundColor, target: goal, movingIsBackground: true))
            }
        }
        return constraints
    }

    /// One round in one appearance: every root cause of a finding moves once,
    /// against every pair it takes part in. Returns whether anything moved.
    static func fixRound(
        _ audit: ContrastAudit, _ traits: Traits, before: [PairKey: Double], _ system: (AliasTiers, TextRanks),
        _ working: inout Theme, _ result: inout PaletteFix, _ reasons: inout [RootCause: String]
    ) -> Bool {
        let (tiers, ranks) = system
        var owners = LiteralOwners(traits: traits, tiers: tiers)
        var causes: [RootCause] = []
        var firstFinding: [String: ContrastAudit.Pair] = [:]
        for pair in audit.pairs where audit.isFinding(pair) && pair.source != .gradient {
            guard let cause = RootCause.of(pair, in: working, owners: &owners) else { continue }
            if firstFinding[cause.name] == nil {
                firstFinding[cause.name] = pair
                causes.append(cause)
            }
        }
        guard !causes.isEmpty else { return false }
        // Every pair each moving color is in, on either side, with its own target.
        // The relaxed set asks only that no pair end below its target or below what the original gave it:
        // the best value when no value meets them all.
        var constraints: [String: [ContrastFix.Constraint]] = [:]
        var relaxed: [String: [ContrastFix.Constraint]] = [:]
        let moving = Set(causes.map(\.name))
        // Which moving colors share a pair: two of them must not both move on one stale picture of the other.
        var partners: [String: Set<String>] = [:]
        // Each pair is looked at once, and only the pairs of a moving color cost more than two lookups.
        for pair in audit.pairs {
            let fgOwner = pair.source == .buttonText ? nil : owners.owner(of: pair.foreground, in: working)
            let bgOwner = owners.owner(of: pair.background, in: working)
            let fgMoves = fgOwner.map(moving.contains) ?? false
            let bgMoves = bgOwner.map(moving.contains) ?? false
            guard fgMoves || bgMoves else { continue }
            if let fgOwner, let bgOwner, fgOwner != bgOwner {
                if fgMoves { partners[fgOwner, default: []].insert(bgOwner) }
                if bgMoves { partners[bgOwner, default: []].insert(fgOwner) }
            }
            let floor = min(pair.target, before[key(pair)] ?? pair.target)
            if fgMoves, let fg = fgOwner {
                let most = strongest(pair, fg, ranks, working, traits)
                constraints[fg, default: []].append(
                    .init(other: pair.backgroundColor, target: pair.target, movingIsBackground: false, maximum: most))
                relaxed[fg, default: []].append(
                    .init(other: pair.backgroundColor, target: floor, movingIsBackground: false, maximum: most))
            }
            if bgMoves, let bg = bgOwner {
                constraints[bg, default: []].append(
                    .init(other: pair.foregroundColor, target: pair.target, movingIsBackground: true))
                relaxed[bg, default: []].append(
                    .init(other: pair.foregroundColor, target: floor, movingIsBackground: true))
            }
        }
        var moved: Set<String> = []
        for cause in causes {
            guard let current = working.resolve(cause.name, traits), let pair = firstFinding[cause.name] else {
                continue
            }
            // A partner moved this round: its pairs with this color are out of date; the next round sees both.
            if !(partners[cause.name] ?? []).isDisjoint(with: moved) { continue }
            var found = nearestPassing(current, meeting: constraints[cause.name] ?? [], cause.name, working, traits)
            let bestEffort = found == nil
            if found == nil {
                reasons[cause] = unfixableReason(cause.name, constraints[cause.name] ?? [], traits)
                found = nearestPassing(current, meeting: relaxed[cause.name] ?? [], cause.name, working, traits)
            }
            guard var better = found else { continue }
            // A token naming a step of a scale moves to the nearest step that meets its pairs, or else to a value
            // of its own: the step stays as it is.
            var step: String?
            var ownValue = ""
            if let named = tiers.step(namedBy: cause.name, traits, in: working) {
                let meeting = (bestEffort ? relaxed[cause.name] : constraints[cause.name]) ?? []
                step = nearestStep(to: current, from: named, meeting: meeting, cause.name, tiers, working, traits)
                if let step, let color = working.resolve(step, traits) {
                    better = color
                } else if !tiers.siblings(of: named).isEmpty {
                    ownValue = "; no other step of \(named)'s scale meets its pairs: a value of its own"
                }
            }
            guard better != current || step != nil else { continue }
            let after =
                cause.isBackground
                ? Contrast.wcagRatio(text: pair.foregroundColor, background: better)
                : Contrast.wcagRatio(text: better, background: pair.backgroundColor)
            // A best effort that does not raise its own pair (the same ratio on the other side of a mid-tone) is no
            // fix: the color stays as the designer made it.
            if bestEffort, after <= pair.ratio + 0.005 { continue }
            let measured = PaletteFix.Change.Measured(
                foreground: pair.foreground, background: pair.background, target: pair.target,
                tail: (bestEffort ? "; the closest its hue gets without making another pair worse" : "")
                    + (step.map { "; it names \($0) now" } ?? ownValue))
            // The fix goes on this appearance's own variant, so appearances fixed earlier keep their values.
            var change = PaletteFix.Change(
                name: cause.name, variant: traits, color: better,
                reason: measured.reason(was: pair.ratio, now: after, traits), derived: false)
            change.alias = step
            change.measured = measured
            result.put(change)
            working.setVariant(cause.name, traits, step.map(ColorValue.alias) ?? .literal(better))
            moved.insert(cause.name)
        }
        return !moved.isEmpty
    }

    /// The step of `named`'s scale nearest `current` in lightness that meets every constraint (and keeps the dark
    /// layering), other than the one named now; nil when none does.
    static func nearestStep(
        to current: RGBA, from named: String, meeting constraints: [ContrastFix.Constraint], _ name: String,
        _ tiers: AliasTiers, _ working: Theme, _ traits: Traits
    ) -> String? {
        let range = DarkLayering.lightnessRange(of: name, in: working, traits)
        let l = OKLCH(current).l
        var best: (distance: Double, step: String)?
        for sibling in tiers.siblings(of: named) {
            guard let color = working.resolve(sibling, traits), range.contains(OKLCH(color).l),
                constraints.allSatisfy({ $0.holds($0.ratio(color)) })
            else { continue }
            let distance = abs(OKLCH(color).l - l)
            if distance < (best?.distance ?? .infinity) { best = (distance, sibling) }
        }
        return best?.step
    }

    /// The most a ranked text may reach on the pair's surface: what the text one rank stronger reaches there, when
    /// that one meets the pair's target and the order holds now (a hierarchy already upside down is not kept).
    static func strongest(
        _ pair: ContrastAudit.Pair, _ owner: String, _ ranks: TextRanks, _ working: Theme, _ traits: Traits
    ) -> Double? {
        guard let above = ranks.stronger(than: pair.foreground) ?? ranks.stronger(than: owner),
            let color = working.resolve(above, traits)
        else { return nil }
        let ratio = Contrast.wcagRatio(text: color, background: pair.backgroundColor)
        return ratio >= pair.target && pair.ratio <= ratio + 0.005 ? ratio : nil
    }
}

extension PaletteFix.Change.Measured {
    /// `muted on page was 3.10:1 in dark, now 4.62:1 (needs 4.50:1)` and the tail.
    func reason(was: Double, now: Double, _ traits: Traits) -> String {
        "\(foreground) on \(background) was \(NumberFormat.fixed(was, 2)):1 in \(traits.name), "
            + "now \(NumberFormat.fixed(now, 2)):1 (needs \(NumberFormat.fixed(target, 2)):1)" + tail
    }
}
