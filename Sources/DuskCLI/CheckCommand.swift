import AppSource
import Audit
import ColorScience
import Export
import Formats
import Pairs
import Screens
import ThemeModel

/// `dusk check`: validate a theme, then audit contrast. Exit 0 when the
/// theme's own pairs pass, 1 with findings (for a designer's CI), 65
/// invalid, 66 unreadable.
enum CheckCommand: Command {
    static let name = "check"
    static let arguments = "[THEME]"
    static let summary =
        "Validates a theme, then checks the contrast of its own colors in the appearances its format can say (all "
        + "eight for a dusk theme; light and dark for CSS or Android), WCAG 2.2 minimums with APCA Lc beside each, "
        + "with a passing color suggested for each finding."
    static let options: [Option] =
        Option.themeOptions + [
            Option.sourceOption,
            .flag(
                .guess,
                "also list pairs guessed from the colors' names alone, apart (never counted: give them evidence)"),
            .text(.appearance, "NAME|all", "check only these appearances (default: all)"),
            .flag(.inherited, "also judge the pairs of the inherited palette (Apple's own values)"),
            .text(
                .baseline, "THEME",
                "report only pairs that got worse than in THEME (a built-in name, a theme, a catalog, tokens)"),
            .flag(.allPairs, "list every pair, not only the findings"),
            .flag(.verbose, "under each thing to change, list every pair it fails"),
            .choice(
                .format, ["text", "json", "github", "sarif"],
                "text (default), json, github (workflow annotations), or sarif (code scanning)"),
            .flag(.json, "the same as --format json"),
        ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let traits = try args.appearances(default: Traits.all)
        var theme = try args.loadTheme(&out)
        let baseline = try args.value(.baseline).map { try ThemeLoader.load($0, fileAccess: args.files(of: $0)) }
        let format = args.flag(.json) ? "json" : args.value(.format) ?? "text"
        let sources = try SourceEvidence.read(
            args, theme: theme, reference: args.themeReference(), noting: false, &out)
        let forced = sources.lockToForcedStyle(&theme)
        var report = Report.make(
            theme, traits: traits, baseline: baseline, baselineName: args.value(.baseline),
            inherited: args.flag(.inherited), listAll: format == "json" || args.flag(.allPairs),
            evidence: sources.evidence, guess: args.flag(.guess), &out)
        report.sourceLine = sources.firstLine
        report.forcedStyle = forced
        report.scan = sources.scan
        switch format {
        case "json": out.print(report.json.text)
        case "github": out.print(report.github)
        case "sarif": out.print(report.sarif.text)
        default: out.print(report.text(listAll: args.flag(.allPairs), verbose: args.flag(.verbose)))
        }
        out.exitCode = report.findings == 0 ? 0 : 1
    }
}

/// One check's results, in the forms `check` prints; the exit code and every form agree on `findings`, which
/// are the `Judgment`'s (Audit), as the review page's and the tuner's are.
struct Report {
    let judgment: Judgment
    let theme: Theme
    let baselineName: String?
    /// The pairs guessed from names alone (`--guess`): listed apart, never counted.
    var guesses: ContrastAudit?
    /// What was read of the app's source, said first (`SourceEvidence.firstLine`).
    var sourceLine: String?
    /// The style the app's code forces (the theme locked to it for this check), with where.
    var forcedStyle: ForcedStyle?
    var scan: SourceScan?

    var audit: ContrastAudit { judgment.audit }
    /// Surfaces out of iOS's dark layering (cells no lighter than their page).
    var layering: [LayeringFinding] { judgment.layering }
    var layeringAsInBaseline: Int { judgment.layeringAsInBaseline }
    var groups: [FindingGroup] { judgment.groups }
    /// The theme with `fix`'s values laid over it, when check computed them.
    var fixed: Theme? { judgment.fixed }
    /// Everything that sets the exit code: failing pairs, static colors, clipped colors, surfaces out of layer.
    var findings: Int { judgment.findings }

    /// The judgment of `check` (and of the review page): the theme's pairs, drawn pairs included, the fixer's
    /// suggestions and the findings grouped by root cause.
    static func make(
        _ theme: Theme, traits: [Traits], baseline: Theme? = nil, baselineName: String? = nil,
        inherited: Bool = false, listAll: Bool = false, evidence: PairEvidence? = nil, guess: Bool = false,
        _ out: inout CommandOutput
    ) -> Report {
        let screens = ScreenPairs(baseline: baseline)
        let scope: ContrastAudit.Scope = inherited || baseline != nil ? .all : .own
        let evidence = evidence ?? PairEvidence(theme: theme)
        let judgment = Judgment(
            theme, appearances: traits, scope: scope, baseline: baseline, listing: listAll ? .all : .failures,
            evidence: evidence, drawn: screens.drawnPairs)
        if judgment.suggestionsSkipped {
            out.error(
                "note: no suggestions: \(judgment.audit.pairCount) pairs is more than check computes fixes for "
                    + "(\(Judgment.suggestionPairLimit)); `dusk fix` computes them")
        }
        var report = Report(judgment: judgment, theme: theme, baselineName: baselineName)
        if guess {
            report.guesses = ContrastAudit(
                theme: theme, appearances: traits, scope: scope, baseline: baseline, listing: .failures,
                drawn: screens.drawnPairs(theme, traits), evidence: evidence, judging: .guesses)
        }
        return report
    }

    /// What `fix` gives the pair's root cause in the pair's own appearance: the variant that appearance
    /// resolves to in the fixed theme, its value, and the pair's ratio with only that value changed. Nil when
    /// fix leaves the cause as it is there, or that value alone does not bring the pair to its target.
    func suggestion(
        for p: ContrastAudit.Pair, moving cause: RootCause
    ) -> (variant: Traits, color: RGBA, ratio: Double)? {
        guard let fixed, let from = fixed[cause.name]?.color.variant(for: p.traits)?.from,
            let value = fixed.resolve(cause.name, p.traits), value != theme.resolve(cause.name, p.traits)
        else { return nil }
        let ratio = ContrastAudit.ratio(of: p, moving: cause, to: value)
        return ratio >= p.target ? (from, value, ratio) : nil
    }

    /// The group (root cause) a finding belongs to.
    func group(of p: ContrastAudit.Pair) -> FindingGroup? {
        groups.first { g in g.pairs.contains { $0 == p } }
    }

    /// `try name #887100 in every appearance`, or `try name dark #2A2118, darkHighContrast #33291F`, variants of
    /// one value named together (`light, dark #A66900`): the values `fix` gives the root cause.
    static func suggestionText(_ g: FindingGroup) -> String? {
        guard let cause = g.cause, !g.suggestions.isEmpty else { return nil }
        var order: [RGBA] = []
        var variants: [RGBA: Set<Traits>] = [:]
        for s in g.suggestions {
            if variants[s.color] == nil { order.append(s.color) }
            variants[s.color, default: []].insert(s.variant)
        }
        if order.count == 1, variants[order[0]]?.count == Traits.all.count {
            return "try \(cause.name) \(order[0].hexShortest) in every appearance"
        }
        // Always with the variant: a value for `lightHighContrast` is not a new color for every appearance.
        // A token moved to another step of its scale names the step: `dark {grey_70} #9BAEC8`.
        let values = order.map { color in
            let named = variants[color]!
            let step = named.compactMap { g.steps[$0] }.first.map { "{\($0)} " } ?? ""
            return "\(variantList(named)) \(step)\(color.hexShortest)"
        }
        return "try \(cause.name) \(values.joined(separator: ", "))"
    }

    /// The variants that take one value, as few as say them: all four of a style as the style (`light`), both
    /// levels of one contrast as the base level's (`darkHighContrast`), as the elevated ones fall back.
    static func variantList(_ variants: Set<Traits>) -> String {
        var left = variants
        var keys: [String] = []
        for style in [InterfaceStyle.light, .dark] {
            let all = Traits.all.filter { $0.style == style }
            if all.allSatisfy(left.contains) {
                keys.append(Traits(style, .base, .normal).variantKey)
                left.subtract(all)
            }
        }
        for traits in Traits.all where left.contains(traits) {
            let elevated = Traits(traits.style, .elevated, traits.contrast)
            if traits.level == .base, left.contains(elevated) { left.remove(elevated) }
            keys.append(traits.variantKey)
            left.remove(traits)
        }
        return keys.joined(separator: ", ")
    }

    /// Where a group points: the variant of its root cause that supplies the worst pair's value.
    func location(of g: FindingGroup) -> SourceLocation? {
        guard let cause = g.cause, let color = theme[cause.name] else { return location(g.worst) }
        return color.color.variant(for: g.worst.traits)?.value.location ?? color.location
    }

    /// Where to point an editor or a CI annotation: the variant of the theme's own color that supplies the value.
    func location(_ p: ContrastAudit.Pair) -> SourceLocation? {
        if case .declared(let l) = p.source, theme[p.foreground] == nil || theme[p.background] == nil { return l }
        for name in [p.foreground, p.background] {
            guard theme.isOwn(name), let color = theme[name] else { continue }
            return color.color.variant(for: p.traits)?.value.location ?? color.location
        }
        if case .declared(let l) = p.source { return l }
        return nil
    }

    static func roleText(_ p: ContrastAudit.Pair) -> String {
        let shown = NumberFormat.failing(p.ratio, target: p.target).target + ":1"
        let needs = "needs \(p.passes ? NumberFormat.ratio(p.target) : shown)"
        switch p.source {
        case .evidence(let evidence):
            let what = p.role == .ui ? "UI part" : p.role == .largeText ? "bold text" : "text"
            return "\(what), \(needs); " + SafeText.sanitized(evidence.first?.clause ?? "")
        case .declared: return "declared, \(needs)"
        case .buttonText: return "bold titles on filled buttons, \(needs)"
        case .separator: return "separator, \(needs) as Apple's"
        case .drawn(let screen, let element):
            let what = p.role == .ui ? "glyphs" : p.role == .largeText ? "bold text" : "text"
            return "\(what) drawn on \(screen): “\(SafeText.sanitized(element))”, \(needs)"
        default: break
        }
        switch p.role {
        case .text: return "text, \(needs)"
        case .largeText: return "large text, \(needs)"
        case .ui: return "UI part, \(needs)"
        case .separator, .background, .decorative: return p.role.rawValue
        }
    }

    var summary: String {
        let appearanceCount = audit.appearances.count
        let what =
            baselineName.map { "pairs compared with \(SafeText.sanitized($0))" }
            ?? (audit.inheritedFailureCount > 0 || audit.pairCount > 0 ? "pairs with the theme's own colors" : "pairs")
        var s = "\(SafeText.sanitized(audit.theme)): "
        switch theme.coverage {
        case nil: s += "the theme is valid"
        case let c? where c.skipped == 0: s += "the theme is valid (\(c.summary))"
        case let c?: s += "\(c.summary); what was read is valid"
        }
        s += "; \(audit.pairCount) \(what)"
        if appearanceCount > 0, theme.appearances.count < Traits.all.count {
            // A format that says fewer appearances than iOS has: the others follow them and are not asked of it.
            s += " in \(Traits.describe(audit.appearances)) (the appearances its file can say)"
        } else if appearanceCount > 0 {
            s += " in \(appearanceCount) appearance\(appearanceCount == 1 ? "" : "s")"
        }
        s +=
            baselineName == nil
            ? ", \(audit.failureCount) below target" : ", \(audit.failureCount) worse than there and below target"
        let unjudged = notJudged.count
        if unjudged > 0 {
            s += "; \(unjudged) color\(unjudged == 1 ? "" : "s") not judged (no evidence they are drawn)"
        }
        return s
    }

    /// The theme's own colors no judged pair has: nothing says where they are drawn (`--verbose` lists them).
    var notJudged: [String] {
        var judged = audit.judgedNames.union(audit.drawnNames)
        // A color judged under a name that aliases it (`tint` for `brandAccent`) is judged.
        for name in judged {
            for traits in [Traits.light, Traits(.dark)] { judged.formUnion(theme.walkAliases(from: name, traits).path) }
        }
        return theme.ownColorNames.filter { !judged.contains($0) && !theme.roleAliases.contains($0) }
    }

    /// One thing to change as `check` words it: `3. brand.text  juniper.json:12:14`, then its problems and
    /// what to try (the review page shows the same words).
    func describe(_ group: FindingGroup, number: Int) -> (heading: String, lines: [String]) {
        var heading = "\(number). \(SafeText.sanitized(group.subject))"
        if let l = location(of: group) { heading += "  \(SafeText.sanitized(l.description))" }
        var lines = group.problems.map { SafeText.sanitized($0) }
        if let hint = Report.suggestionText(group) { lines.append("-> " + SafeText.sanitized(hint)) }
        if let why = group.unfixable {
            // With suggestions, what they leave below target; without, why nothing helps.
            let count = group.unfixableCount == group.pairs.count ? "" : " (\(group.unfixableCount) of its pairs)"
            let lead = Report.suggestionText(group) == nil ? "not fixable" : "still below target\(count)"
            lines.append("-> \(lead): " + SafeText.sanitized(why))
        } else if Report.suggestionText(group) == nil, let partners = fixedByPartners(group) {
            // Fix moved the other color of its pairs (a button's fill for its title): say which, not nothing.
            lines.append("-> passes with the values suggested for " + SafeText.sanitized(partners))
        }
        return (heading, lines)
    }

    /// The other colors whose suggested values bring every pair of a group without a suggestion of its own
    /// to its target (`primary` for `primary-foreground on primary`), or nil.
    func fixedByPartners(_ group: FindingGroup) -> String? {
        guard let fixed else { return nil }
        var partners: [String] = []
        for p in group.pairs {
            // Opaque pairs only: a translucent one is judged over what is under it, which this does not see.
            guard let fg = fixed.resolve(p.foreground, p.traits), let bg = fixed.resolve(p.background, p.traits),
                fg.isOpaque, bg.isOpaque, Contrast.wcagRatio(text: fg, background: bg) >= p.target
            else { return nil }
            for name in [p.foreground, p.background] where name != group.cause?.name && !partners.contains(name) {
                if fixed.resolve(name, p.traits) != theme.resolve(name, p.traits) { partners.append(name) }
            }
        }
        return partners.isEmpty ? nil : partners.joined(separator: " and ")
    }

    func text(listAll: Bool, verbose: Bool) -> String {
        var lines: [String] = []
        if let forced = forcedStyle {
            lines.append(forced.sentence("checked"))
        } else if let locked = audit.lockedStyle {
            lines.append(
                "\(SafeText.sanitized(audit.theme)) is locked to \(locked.rawValue) (userInterfaceStyle): "
                    + "only \(locked.rawValue) appearances are checked")
        }
        if let sourceLine { lines.append(SafeText.sanitized(sourceLine)) }
        lines.append(summary)
        let items = items
        if !items.isEmpty {
            let names = items.prefix(8).map { SafeText.sanitized($0.subject) }
            let more = items.count > 8 ? ", and \(items.count - 8) more" : ""
            let count = FindingGroup.thingsToChange(items.count)
            lines.append("\(count): \(names.joined(separator: ", "))\(more)")
        }
        for (i, group) in groups.enumerated() {
            lines.append("")
            let words = describe(group, number: i + 1)
            lines.append(words.heading)
            lines += words.lines.map { "   " + $0 }
            if verbose || listAll { lines += pairRows(group.pairs).map { "     " + $0 } }
        }
        if listAll {
            let passing = audit.pairs.filter { !audit.isFinding($0) }
            if !passing.isEmpty {
                lines.append("")
                lines.append("Pairs that pass:")
                lines += pairRows(passing).map { "  " + $0 }
            }
        }
        // Static colors that are a root cause above are already said there (`no dark value`).
        let statics = staticsApart
        if !statics.isEmpty {
            lines.append("")
            lines.append("Same in light and dark (a hard-coded color? it will not adapt to dark mode):")
            for s in statics {
                lines.append("  \(SafeText.sanitized(s.name)) (\(s.role.rawValue)) is \(s.color.hexRGBA) in both")
            }
        }
        // Colors outside sRGB count as findings: said here, where the exit status can be read beside them.
        let clippedNotes = judgment.clipped
        if !clippedNotes.isEmpty {
            lines.append("")
            lines.append(
                "Outside sRGB (dusk and an sRGB screen show each clipped; write the nearest sRGB color instead):")
            lines += clippedNotes.map { note in
                "  " + SafeText.sanitized(note.location.map(\.description) ?? note.file) + ": "
                    + SafeText.sanitized(note.message)
            }
        }
        lines += layeringLines
        lines += usageLines(verbose: verbose || listAll)
        lines += guessLines
        if audit.unlistedCount > 0 {
            lines.append("")
            lines.append("\(audit.unlistedCount) more pairs not listed (at most \(ContrastAudit.listLimit) are listed)")
        }
        if audit.inheritedFailureCount > 0 {
            lines.append("")
            lines.append(
                """
                \(audit.inheritedFailureCount) pairs of the inherited \(BuiltinThemes.defaultName) palette below \
                target (Apple's own values; not counted); `--inherited` lists them
                """
            )
        }
        if audit.excusedByBaseline > 0 {
            lines.append("")
            lines.append(
                """
                \(audit.excusedByBaseline) pairs below target but no worse than in \
                \(SafeText.sanitized(baselineName ?? "the baseline")) (not counted)
                """
            )
        }
        if layeringAsInBaseline > 0 {
            lines.append("")
            lines.append(
                "\(layeringAsInBaseline) surfaces out of dark layering as in "
                    + "\(SafeText.sanitized(baselineName ?? "the baseline")), no further (not counted)")
        }
        if findings == 0 {
            lines.append("")
            // A pass over a part of the palette is said to be one: most of a file skipped is no clean bill.
            if let c = theme.coverage, c.skipped > 0 {
                lines.append(
                    "No findings in what was read: \(c.skipped) of \(c.total) colors were skipped (see the notes), "
                        + "and what they draw was not judged.")
            } else {
                lines.append("No findings.")
            }
        } else if !groups.isEmpty {
            lines.append("")
            if groups.contains(where: { g in g.pairs.contains { $0.target < ($0.role.minimumRatio ?? 0) - 0.0005 } }) {
                lines.append(
                    "(a target under WCAG's minimum is Apple's own level there: 95% of what Apple's palette reaches")
                lines.append(" with the same element or on the same background, in that appearance)")
            }
            lines.append(
                "(`dusk fix` writes the suggested colors into a theme of their own; `--verbose` lists every pair)")
        }
        return lines.joined(separator: "\n")
    }

    /// Surfaces out of layer in dark, one entry per raised surface where the theme sets it: what it sits on in
    /// which appearances, then the values `fix` gives it.
    var layeringLines: [String] {
        guard !layering.isEmpty else { return [] }
        var lines = [
            "",
            "Dark layering (in dark iOS draws a raised surface lighter than what it sits on, and a sheet lighter "
                + "than the page, by a step of its dark ramp):",
        ]
        // Under the color to change: the raised surface, or the theme's page under Apple's cells.
        for (name, found) in layeringByColor {
            let place = location(of: found[0]).map { "  " + SafeText.sanitized($0.description) + ": " } ?? "  "
            lines.append(place + SafeText.sanitized(name))
            var shown: [String] = []
            for f in found {
                let line = Report.layeringLine(f)
                if let i = shown.firstIndex(where: { $0.hasPrefix(line + " (") }) {
                    shown[i] = String(shown[i].dropLast()) + ", \(f.traits.name))"
                } else {
                    shown.append(line + " (\(f.traits.name))")
                }
            }
            lines += shown.map { "     " + SafeText.sanitized($0) }
            if let hint = layeringSuggestion(name, found) { lines.append("     -> " + SafeText.sanitized(hint)) }
        }
        return lines
    }

    /// `#000000 over systemGroupedBackground #0B1F24, not half a step lighter`, or for a sheet
    /// `#000000 in sheets and popovers, as its dark value`.
    static func layeringLine(_ f: LayeringFinding) -> String {
        let upper = f.upperColor.hexShortest
        let lower = f.lowerColor.hexShortest
        if f.moving == f.lower, f.upper != f.lower {
            return "\(lower) under \(f.upper) \(upper), not half a step darker"
        }
        guard f.upper == f.lower else { return "\(upper) over \(f.lower) \(lower), not half a step lighter" }
        if f.upperColor == f.lowerColor { return "\(upper) in sheets and popovers, as its \(f.lowerTraits.name) value" }
        return "\(upper) in sheets and popovers, not half a step lighter than its \(f.lowerTraits.name) \(lower)"
    }

    /// `try name dark #2C2C2C, darkElevated #3A3A3A`: the values `fix` gives the surface that moves (the raised
    /// one, or the theme's page under Apple's cells) where the two are out of layer, and the other's where `fix`
    /// moves it too (cells their text holds down stay in layer over a page that goes under them).
    func layeringSuggestion(_ name: String, _ found: [LayeringFinding]) -> String? {
        guard fixed != nil else { return found[0].suggestionText }
        var values: [String: [String]] = [:]
        var order: [String] = []
        for traits in Traits.all {
            for f in found where f.movingVariant == traits {
                let other = f.moving == f.upper ? (f.lower, f.lowerTraits) : (f.upper, f.traits)
                let partner = other.0 == f.moving ? nil : fixedValue(other.0, other.1)
                for fix in [layeringFix(f), partner] {
                    guard let (surface, from, value) = fix else { continue }
                    let text = "\(from.variantKey) \(value.hexShortest)"
                    if values[surface] == nil { order.append(surface) }
                    if values[surface]?.contains(text) != true { values[surface, default: []].append(text) }
                }
            }
        }
        let parts = order.map { "\($0) " + values[$0]!.joined(separator: ", ") }
        return parts.isEmpty ? nil : "try " + parts.joined(separator: "; ")
    }

    /// The value every output gives a layering finding: `fix`'s, for the variant that supplies the moving color
    /// there (so the text, the JSON and GitHub's annotations say one thing), else the finding's own.
    func layeringFix(_ f: LayeringFinding) -> (name: String, variant: Traits, color: RGBA)? {
        guard fixed != nil else { return f.suggestion.map { (f.moving, f.movingVariant, $0) } }
        return fixedValue(f.moving, f.movingVariant)
    }

    /// What `fix` makes of `name` in `traits` when it changes it: the color that supplies it (`name`, or the
    /// named color it aliases, which moves with it), that color's variant and the value.
    func fixedValue(_ name: String, _ traits: Traits) -> (name: String, variant: Traits, color: RGBA)? {
        guard let fixed, let value = fixed.resolve(name, traits), value != theme.resolve(name, traits) else {
            return nil
        }
        let supplier = fixed.walkAliases(from: name, traits).path.last ?? name
        guard let from = fixed[supplier]?.color.variant(for: traits)?.from else { return nil }
        return (supplier, from, value)
    }

    /// The variant of the color to change (the raised surface, or the page under Apple's cells) that supplies
    /// its value there.
    func location(of f: LayeringFinding) -> SourceLocation? {
        let color = theme[f.moving]
        return color?.color.variant(for: f.movingVariant)?.value.location ?? color?.location
    }

    /// `--guess`: the failing pairs names alone suggest, apart and never counted.
    var guessLines: [String] {
        guard let guesses else { return [] }
        let failing = guesses.pairs.filter { guesses.isFinding($0) }
        var lines = [
            "",
            "Guesses from names alone (not counted; \(guesses.failureCount) below target of \(guesses.pairCount) "
                + "guessed; give a pair evidence in `roles`, `contrast` or the app's code to judge it):",
        ]
        lines += pairRows(failing, in: guesses).map { "  " + $0 }
        return lines
    }

    /// The theme's own colors, each with the use it was judged as (`UsageModel`).
    var uses: [(name: String, use: ColorUse)] { theme.ownColorNames.map { ($0, audit.judgedUse(of: $0)) } }

    /// How the colors were judged: every own color with its use (verbose), else the colors with no use
    /// found, listed once, and the primitives counted.
    func usageLines(verbose: Bool) -> [String] {
        let uses = self.uses
        guard !uses.isEmpty else { return [] }
        if verbose {
            return ["", "How each of the theme's colors was judged:"]
                + uses.map { "  \(SafeText.sanitized($0.name)): \(SafeText.sanitized($0.use.sentence))" }
        }
        var lines: [String] = []
        let unjudged = notJudged
        if !unjudged.isEmpty {
            let shown = unjudged.prefix(8).map(SafeText.sanitized).joined(separator: ", ")
            let more = unjudged.count > 8 ? ", and \(unjudged.count - 8) more" : ""
            let count = unjudged.count == 1 ? "1 color" : "\(unjudged.count) colors"
            lines += [
                "",
                "\(count) not judged, with no evidence of where they are drawn (\(shown)\(more)): `--source DIR` "
                    + "reads the app's code, `roles` and `contrast` declare pairs, `--guess` lists guesses",
            ]
        }
        let primitives = uses.filter { $0.use.from == .alias }.count
        if primitives > 0 {
            lines += [
                "",
                "\(primitives) primitive\(primitives == 1 ? "" : "s") judged through the colors that alias "
                    + "\(primitives == 1 ? "it" : "them") (`--verbose` says how each color was judged)",
            ]
        }
        return lines
    }

    /// One row per pair and colors, the appearances that share them on it.
    func pairRows(_ pairs: [ContrastAudit.Pair], in audit: ContrastAudit? = nil) -> [String] {
        let audit = audit ?? self.audit
        var rows: [(pair: ContrastAudit.Pair, appearances: [Traits])] = []
        for p in pairs {
            if let i = rows.firstIndex(where: {
                $0.pair.foreground == p.foreground && $0.pair.background == p.background
                    && $0.pair.foregroundColor == p.foregroundColor && $0.pair.backgroundColor == p.backgroundColor
                    && $0.pair.target == p.target
            }) {
                if !rows[i].appearances.contains(p.traits) { rows[i].appearances.append(p.traits) }
            } else {
                rows.append((p, [p.traits]))
            }
        }
        return rows.map { row in
            let p = row.pair
            let verdict = audit.isFinding(p) ? "LOW" : p.passes ? "ok" : "low, as in baseline"
            var line =
                "\(SafeText.sanitized(p.foreground)) on \(SafeText.sanitized(p.background)) (\(Report.roleText(p))): "
            let ratio = NumberFormat.pairRatio(p.ratio, target: p.target)
            line += "\(ratio):1  APCA Lc \(NumberFormat.fixed(p.apcaLc, 1))  "
            line +=
                """
                \(p.foregroundColor.hexRGBA) on \(p.backgroundColor.hexRGB)  \(verdict)  \
                \(Traits.describe(row.appearances))
                """
            if let was = p.baselineRatio { line += "  (baseline \(NumberFormat.fixed(was, 2)):1)" }
            return line
        }
    }

    /// Each finding's group and its own root cause, found once.
    var pairGroups: [ContrastAudit.Pair: (FindingGroup, RootCause?)] {
        var table: [ContrastAudit.Pair: (FindingGroup, RootCause?)] = [:]
        for g in groups {
            for (i, p) in g.pairs.enumerated() where table[p] == nil {
                table[p] = (g, g.pairCauses.indices.contains(i) ? g.pairCauses[i] : nil)
            }
        }
        return table
    }

    /// One pair as `check --json` lists it.
    func pairJSON(_ p: ContrastAudit.Pair, _ grouped: [ContrastAudit.Pair: (FindingGroup, RootCause?)]) -> JSON {
        var members: [(String, JSON)] = [
            ("appearance", .string(p.traits.name)), ("foreground", .string(p.foreground)),
            ("background", .string(p.background)),
            ("foregroundColor", .string(p.foregroundColor.hexRGBA)),
            ("backgroundColor", .string(p.backgroundColor.hexRGBA)),
            ("role", .string(p.role.rawValue)), ("ratio", .fixed(p.ratio, 3)),
            ("minimum", .fixed(p.minimum, 1)), ("target", .fixed(p.target, 3)),
            ("apcaLc", .fixed(p.apcaLc, 2)), ("pass", .bool(p.passes)),
            ("finding", .bool(audit.isFinding(p))),
        ]
        if let was = p.baselineRatio { members.append(("baselineRatio", .fixed(was, 3))) }
        members.append(("evidence", JSON.evidence(p.evidence)))
        if case .drawn(let screen, let element) = p.source {
            members.append(
                ("drawnOn", .object([("screen", .string(screen)), ("element", .string(element))])))
        }
        if let (g, own) = grouped[p] {
            // The pair's own root cause: its side of this pair, its problem here.
            var cause: [(String, JSON)] = [("color", .string(own?.name ?? g.subject))]
            if let c = own ?? g.cause {
                cause.append(("problem", .string(c.problem.rawValue)))
                cause.append(("side", .string(c.isBackground ? "background" : "foreground")))
            }
            members.append(("rootCause", .object(cause)))
            if let c = own, let s = suggestion(for: p, moving: c) {
                members.append(
                    (
                        "suggestion",
                        .object([
                            ("color", .string(c.name)), ("variant", .string(s.variant.variantKey)),
                            ("value", .string(s.color.hexRGBA)), ("ratio", .fixed(s.ratio, 3)),
                        ])
                    ))
            }
        }
        if let l = location(p) {
            members.append(("file", .string(l.file)))
            members.append(("line", .int(l.line)))
            members.append(("column", .int(l.column)))
        }
        return .object(members)
    }

    var json: JSON {
        let grouped = pairGroups
        return .object([
            ("theme", .string(audit.theme)),
            // The appearances judged: those the palette's format can say, in its locked style.
            ("appearances", .array(audit.appearances.map { .string($0.name) })),
            (
                "scope",
                .string(
                    baselineName != nil
                        ? "baseline"
                        : audit.inheritedFailureCount > 0 || !audit.pairs.contains { !$0.own } ? "own" : "all")
            ),
            (
                "pairs",
                .array(
                    audit.pairs.map { pairJSON($0, grouped) })
            ),
            (
                "groups",
                .array(
                    groups.map { g in
                        var members: [(String, JSON)] = [
                            ("color", .string(g.subject)), ("problems", .array(g.problems.map { .string($0) })),
                        ]
                        if let c = g.cause { members.append(("problem", .string(c.problem.rawValue))) }
                        members.append(("appearances", .array(g.appearances.map { .string($0.name) })))
                        members.append(("pairs", .int(g.pairs.count)))
                        members.append(("worstRatio", .fixed(g.worst.ratio, 3)))
                        members.append(("target", .fixed(g.worst.target, 3)))
                        members.append(
                            (
                                "suggestions",
                                .array(
                                    g.suggestions.map {
                                        .object([
                                            ("variant", .string($0.variant.variantKey)),
                                            ("value", .string($0.color.hexRGBA)),
                                        ])
                                    })
                            ))
                        if let why = g.unfixable { members.append(("unfixable", .string(why))) }
                        return .object(members)
                    })
            ),
            (
                "sameInLightAndDark",
                .array(
                    audit.staticColors.map {
                        .object([
                            ("color", .string($0.name)), ("role", .string($0.role.rawValue)),
                            ("value", .string($0.color.hexRGBA)),
                        ])
                    })
            ),
            ("darkLayering", .array(layering.map { JSON.layering($0, fix: layeringFix($0)) })),
            (
                "usages",
                .array(
                    uses.map { entry in
                        .object([
                            ("color", .string(entry.name)),
                            ("usage", entry.use.usage.map { .string($0.rawValue) } ?? .null),
                            ("usageFrom", entry.use.from.map { .string($0.rawValue) } ?? .null),
                            ("judgedAs", .string(entry.use.sentence)),
                        ])
                    })
            ),
            ("notJudged", .array(notJudged.map { .string($0) })),
            ("source", sourceJSON),
            (
                "guesses",
                guesses.map { g in
                    .array(
                        g.pairs.filter { g.isFinding($0) }.map { p in
                            .object([
                                ("appearance", .string(p.traits.name)), ("foreground", .string(p.foreground)),
                                ("background", .string(p.background)), ("ratio", .fixed(p.ratio, 3)),
                                ("target", .fixed(p.target, 3)),
                            ])
                        })
                } ?? .null
            ),
            ("notes", .array(theme.notes.map { JSON.note($0) })),
            ("coverage", JSON.coverage(theme.coverage)),
            ("pairCount", .int(audit.pairCount)),
            ("unlistedPairs", .int(audit.unlistedCount)),
            ("inheritedBelowTarget", .int(audit.inheritedFailureCount)),
            ("excusedByBaseline", .int(audit.excusedByBaseline)),
            // Every finding counted here changes the exit code, and nothing else does.
            ("findings", .int(findings)),
        ])
    }

    /// GitHub Actions workflow commands: one `::error` per finding at the line
    /// of the color in the theme, `::warning` for clipped colors, and a notice.
    var github: String {
        var lines: [String] = []
        func escape(_ s: String) -> String {
            // Workflow command data: %, CR and LF are percent-escaped (the runner decodes them, so a path
            // keeps its real name); properties also escape , and :. Other controls are shown escaped.
            SafeText.sanitized(s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A"))
        }
        func property(_ s: String) -> String { escape(s).replacingAll(":", "%3A").replacingAll(",", "%2C") }
        for p in audit.failures {
            var command = "::error"
            if let l = location(p) { command += " file=\(property(l.file)),line=\(l.line),col=\(l.column)" }
            var message =
                "\(p.foreground) on \(p.background) in \(p.traits.name): "
                + "\(NumberFormat.pairRatio(p.ratio, target: p.target)):1, "
                + "needs \(NumberFormat.failing(p.ratio, target: p.target).target):1"
            if let was = p.baselineRatio { message += " (baseline \(NumberFormat.fixed(was, 2)):1)" }
            if let g = group(of: p) {
                message += "; root cause: \(g.subject)"
                if let hint = Report.suggestionText(g) { message += "; " + hint }
            }
            lines.append(command + ",title=" + property("dusk check") + "::" + escape(message))
        }
        for s in audit.staticColors {
            let l = theme[s.name]?.location
            lines.append(
                "::error" + (l.map { " file=\(property($0.file)),line=\($0.line),col=\($0.column)" } ?? "") + "::"
                    + escape(
                        "\(s.name) (\(s.role.rawValue)) is \(s.color.hexRGBA) in light and dark: it will not adapt"))
        }
        for f in layering {
            let l = location(of: f)
            let hint = layeringFix(f).map { "; try \($0.name) \($0.variant.variantKey) \($0.color.hexShortest)" } ?? ""
            lines.append(
                "::error" + (l.map { " file=\(property($0.file)),line=\($0.line),col=\($0.column)" } ?? "") + "::"
                    + escape(f.problem + hint))
        }
        for n in judgment.clipped {
            lines.append(
                "::warning" + (n.location.map { " file=\(property($0.file)),line=\($0.line),col=\($0.column)" } ?? "")
                    + "::" + escape(n.message))
        }
        if audit.unlistedCount > 0 {
            lines.append("::warning::" + escape("\(audit.unlistedCount) more findings not listed"))
        }
        lines.append(
            "::notice::"
                + escape(
                    summary
                        + (audit.inheritedFailureCount > 0
                            ? "; \(audit.inheritedFailureCount) inherited pairs below target not counted" : "")))
        return lines.joined(separator: "\n")
    }
}

extension Report {
    /// `{"root", "files", "filesWithPairs", "places", "unmatchedPlaces"}`, or null when no code was read.
    var sourceJSON: JSON {
        guard let scan else { return .null }
        return .object([
            ("root", .string(scan.root)), ("files", .int(scan.filesRead)),
            ("filesWithPairs", .int(audit.evidence.matchedFiles)), ("places", .int(audit.evidence.matchedPlaces)),
            ("unmatchedPlaces", .int(audit.evidence.unmatchedPlaces)),
        ])
    }
}

extension JSON {
    /// What says a pair is drawn: `[{"kind", "detail", "file", "line"}]`.
    static func evidence(_ list: [Evidence]) -> JSON {
        .array(
            list.map { e in
                .object([
                    ("kind", .string(e.kind)), ("detail", .string(e.detail)),
                    ("file", e.location.map { .string($0.file) } ?? .null),
                    ("line", e.location.map { .int($0.line) } ?? .null),
                ])
            })
    }

    /// A surface out of dark layering as `{"color", "appearance", "value", "on", "onAppearance", "onValue",
    /// "suggestion"}`.
    static func layering(_ f: LayeringFinding, fix: (name: String, variant: Traits, color: RGBA)?) -> JSON {
        .object([
            ("color", .string(f.upper)), ("appearance", .string(f.traits.name)),
            ("value", .string(f.upperColor.hexRGBA)), ("on", .string(f.lower)),
            ("onAppearance", .string(f.lowerTraits.name)), ("onValue", .string(f.lowerColor.hexRGBA)),
            ("suggestion", fix.map { .string($0.color.hexRGBA) } ?? .null),
        ])
    }

    /// A note as `{"file", "line", "column", "message", "kind"}`.
    static func note(_ d: Diagnostic) -> JSON {
        .object([
            ("file", .string(d.file)),
            ("line", d.location.map { .int($0.line) } ?? .null),
            ("column", d.location.map { .int($0.column) } ?? .null),
            ("message", .string(d.message)),
            ("kind", .string(kind(d.kind))),
        ])
    }

    private static func kind(_ kind: Diagnostic.Kind) -> String {
        switch kind {
        case .clippedColor: return "clippedColor"
        case .skippedColors: return "skippedColors"
        case .general, .clippedToFallback, .clippedWithinAStep, .clamped, .notOneColor: return "note"
        }
    }

    /// `{"read", "skipped", "total"}`: how much of the theme's files was read; null for a built-in theme.
    static func coverage(_ c: Coverage?) -> JSON {
        guard let c else { return .null }
        return .object([("read", .int(c.read)), ("skipped", .int(c.skipped)), ("total", .int(c.total))])
    }
}
