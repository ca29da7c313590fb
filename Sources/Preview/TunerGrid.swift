import Audit
import ColorScience
import Pairs
import Screens
import ThemeModel

/// Every pair a color takes part in, as `check` judges it (its roles, what every screen draws, the pairs the
/// theme declares), with the worst ratio of each in each of the eight appearances: the tuner's grid.
public struct TunerGrid: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var foreground: String
        public var background: String
        /// The worst ratio in each appearance checked, and the target there.
        public var ratios: [Traits: Double]
        public var targets: [Traits: Double]

        public func passes(_ t: Traits) -> Bool? {
            guard let ratio = ratios[t], let target = targets[t] else { return nil }
            return ratio >= target
        }

        public var fails: Bool { Traits.all.contains { passes($0) == false } }

        /// The appearance furthest below (or least above) its target, with its ratio and target.
        public var worst: (traits: Traits, ratio: Double, target: Double)? {
            Traits.all.compactMap { t in ratios[t].flatMap { r in targets[t].map { (t, r, $0) } } }
                .min { $0.1 / $0.2 < $1.1 / $1.2 }
        }

        /// How far the worst appearance is from its target (below 1 fails).
        var margin: Double { worst.map { $0.ratio / $0.target } ?? .infinity }
    }

    /// Where a pair is drawn worst: `p` goes there.
    public struct Place: Sendable, Equatable {
        public var screen: String
        public var traits: Traits
        public var foreground: String
        public var background: String
        public var element: String
    }

    public var name: String
    /// Failing rows first, the worst first.
    public var rows: [Row]
    /// The drawn pair furthest below its target (or, when all pass, closest to it).
    public var worstDrawn: Place?

    /// The surfaces out of iOS's dark layering that the tuned color is one of (as `check` finds them).
    public var layering: [LayeringFinding] = []

    public var failing: Int { rows.filter(\.fails).count }

    /// The grid of `name` in `theme`, with the screens' drawn pairs (`ScreenPairs.drawnPairs`) and what the app's
    /// code draws (`source`, as `check` read it): the pairs `check` judges.
    public static func make(
        _ theme: Theme, name: String, drawn: (Theme, [Traits]) -> [DrawnPair], source: [SourcePair] = []
    ) -> TunerGrid {
        // check's judgment of the palette (no suggestions: the tuner moves the one color itself, so the screens
        // are drawn once, for this theme).
        let drawnPairs = drawn(theme, theme.judgedAppearances(Traits.all))
        let judgment = Judgment(
            theme, listing: .all, evidence: PairEvidence(theme: theme, source: source),
            drawn: { _, _ in drawnPairs }, suggest: false)
        let audit = judgment.audit
        var involves: [Traits: [String: Bool]] = [:]
        func dependsOnTuned(_ color: String, _ t: Traits) -> Bool {
            if let known = involves[t]?[color] { return known }
            let answer = color == name || theme.walkAliases(from: color, t).path.contains(name)
            involves[t, default: [:]][color] = answer
            return answer
        }
        var rows: [Row] = []
        var rowIndex: [String: Int] = [:]
        var worst: (place: Place, margin: Double)?
        for pair in audit.pairs
        where dependsOnTuned(pair.foreground, pair.traits) || dependsOnTuned(pair.background, pair.traits) {
            let key = pair.foreground + "\u{0}" + pair.background
            let i: Int
            if let known = rowIndex[key] {
                i = known
            } else {
                i = rows.count
                rowIndex[key] = i
                rows.append(Row(foreground: pair.foreground, background: pair.background, ratios: [:], targets: [:]))
            }
            let margin = pair.ratio / pair.target
            let current = rows[i].ratios[pair.traits].flatMap { r in rows[i].targets[pair.traits].map { r / $0 } }
            if current == nil || margin < current! {
                rows[i].ratios[pair.traits] = pair.ratio
                rows[i].targets[pair.traits] = pair.target
            }
        }
        // Where it is drawn worst, whether the audit lists the drawn pair or a role pair covers it.
        for pair in drawnPairs where audit.appearances.contains(pair.traits) {
            guard let minimum = pair.kind.minimumRatio,
                dependsOnTuned(pair.foreground, pair.traits) || dependsOnTuned(pair.background, pair.traits)
            else { continue }
            let margin = Contrast.wcagRatio(text: pair.foregroundColor, background: pair.backgroundColor) / minimum
            if worst == nil || margin < worst!.margin {
                let place = Place(
                    screen: pair.screen, traits: pair.traits, foreground: pair.foreground,
                    background: pair.background, element: pair.element)
                worst = (place, margin)
            }
        }
        rows.sort { a, b in
            a.fails != b.fails
                ? a.fails
                : a.margin != b.margin
                    ? a.margin < b.margin : (a.foreground, a.background) < (b.foreground, b.background)
        }
        let layering = judgment.layering.filter { f in
            [f.upper, f.lower, f.moving].contains { dependsOnTuned($0, f.traits) }
        }
        return TunerGrid(name: name, rows: rows, worstDrawn: worst?.place, layering: layering)
    }

    /// What `=` must meet: for each row and each appearance the tuned variant shows in, the other color of the
    /// pair with the row's target there, on the tuned color's side (directly or through an alias of it). A pair
    /// with the tuned color on both sides moves with it and is left out.
    public func constraints(of tuning: Tuning, in theme: Theme) -> [ContrastFix.Constraint] {
        let shown = Traits.all.filter { theme.tunedVariant(tuning.name, $0) == tuning.variant }
        func isTuned(_ color: String, _ t: Traits) -> Bool {
            color == tuning.name || theme.walkAliases(from: color, t).path.contains(tuning.name)
        }
        var constraints: [ContrastFix.Constraint] = []
        for row in rows {
            for t in shown {
                guard let target = row.targets[t] else { continue }
                let tunedIsForeground = isTuned(row.foreground, t)
                let tunedIsBackground = isTuned(row.background, t)
                guard tunedIsForeground != tunedIsBackground,
                    let other = theme.resolve(tunedIsForeground ? row.background : row.foreground, t)
                else { continue }
                constraints.append(
                    ContrastFix.Constraint(other: other, target: target, movingIsBackground: tunedIsBackground))
            }
        }
        return constraints
    }
}
