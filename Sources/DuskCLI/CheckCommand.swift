import ThemeKit
import Screens
import Export

/// `dusk check`: validate a theme, then audit contrast. Exit 0 when the
/// theme's own pairs pass, 1 with findings (for a designer's CI), 65
/// invalid, 66 unreadable.
enum CheckCommand: Command {
    static let name = "check"
    static let arguments = "[THEME]"
    static let summary = "Validates a theme, then checks the contrast of its own colors in all eight appearances (WCAG 2.2 minimums, APCA Lc beside each), with a passing color suggested for each finding."
    static let options: [Option] = [
        .modeOption,
        .text("appearance", "NAME|all", "check only these appearances (default: all)"),
        .flag("inherited", "also judge the pairs of the inherited palette (Apple's own values)"),
        .text("baseline", "THEME", "report only pairs that got worse than in THEME (a built-in name, a theme, a catalog, tokens)"),
        .flag("all-pairs", "list every pair, not only the findings"),
        .choice("format", ["text", "json", "github"], "text (default), json, or github (workflow annotations)"),
        .flag("json", "the same as --format json"),
    ]

    /// What the app screens draw at the default size, in each appearance
    /// checked, each with the ratio of the same element in Apple's palette.
    /// The palette screen is left out: it is a specimen sheet whose uses are
    /// guesses, not the app's screens.
    static func drawnPairs(_ theme: Theme, _ traits: [Traits], baseline: Theme? = nil) -> [DrawnPair] {
        let apple = try? BuiltinThemes.theme(named: BuiltinThemes.defaultName)
        func ratios(_ other: Theme?, _ screen: ScreenRef, _ t: Traits) -> [String: Double] {
            guard let other, ScreenRef.named(screen.name, in: other) != nil else { return [:] }
            var table: [String: Double] = [:]
            for a in screen.render(theme: other, traits: t, size: Screen.defaultSize).drawnPairs(traits: t, screen: screen.name) {
                table[a.foreground + "\u{1}" + a.background + "\u{1}" + a.kind.rawValue] = Contrast.wcagRatio(text: a.foregroundColor, background: a.backgroundColor)
            }
            return table
        }
        var pairs: [DrawnPair] = []
        for screen in ScreenRef.all(in: theme) where screen != .palette {
            for t in traits {
                let shown = theme.effectiveTraits(t)
                let drawn = screen.render(theme: theme, traits: t, size: Screen.defaultSize).drawnPairs(traits: shown, screen: screen.name)
                let appleRatios = ratios(apple, screen, shown), baselineRatios = ratios(baseline, screen, shown)
                for var d in drawn {
                    let key = d.foreground + "\u{1}" + d.background + "\u{1}" + d.kind.rawValue
                    d.appleRatio = appleRatios[key]
                    d.baselineRatio = baselineRatios[key]
                    pairs.append(d)
                }
            }
        }
        return pairs
    }

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let traits = try args.appearances(default: Traits.all)
        let theme = try args.loadTheme(&out)
        let baseline = try args.values["baseline"].map { try ThemeLoader.load($0) }
        let format = args.flag("json") ? "json" : args.values["format"] ?? "text"
        let listAll = format == "json" || args.flag("all-pairs")
        let audit = ContrastAudit(theme: theme, appearances: traits, scope: args.flag("inherited") || baseline != nil ? .all : .own,
                                  baseline: baseline, listing: listAll ? .all : .failures, drawn: drawnPairs(theme, traits, baseline: baseline))
        // Colors clipped to sRGB (from Display P3 or extended ranges) are findings too.
        let clipped = theme.notes.filter { $0.kind == .clippedColor }
        let report = Report(audit: audit, theme: theme, baselineName: args.values["baseline"], clipped: clipped.count)
        switch format {
        case "json": out.print(report.json.text)
        case "github": out.print(report.github)
        default: out.print(report.text(listAll: args.flag("all-pairs")))
        }
        out.exitCode = report.findings == 0 ? 0 : 1
    }
}

/// One check's results, in the three forms `check` prints; the exit code
/// and every form agree on `findings`.
struct Report {
    let audit: ContrastAudit
    let theme: Theme
    let baselineName: String?
    let clipped: Int

    /// Everything that sets the exit code: failing pairs, static colors, clipped colors.
    var findings: Int { audit.failureCount + audit.staticColors.count + clipped }

    /// The nearest passing color for a finding (same hue, smallest lightness move):
    /// for the text, or for the tint under white button text.
    func suggestion(_ p: ContrastAudit.Pair) -> (color: RGBA, ratio: Double, forBackground: Bool)? {
        guard audit.isFinding(p) else { return nil }
        if p.source == .buttonText {
            guard let c = ContrastFix.nearestPassing(p.backgroundColor, against: [(p.foregroundColor, p.target)], isBackground: true) else { return nil }
            return (c, Contrast.wcagRatio(text: p.foregroundColor, background: c), true)
        }
        guard let c = ContrastFix.nearestPassing(p.foregroundColor, on: [p.backgroundColor], target: p.target) else { return nil }
        return (c, Contrast.wcagRatio(text: c, background: p.backgroundColor), false)
    }

    func suggestionText(_ p: ContrastAudit.Pair) -> String? {
        suggestion(p).map { "try \($0.forBackground ? p.background + " " : "")\($0.color.hexShortest) (\(NumberFormat.fixed($0.ratio, 2)):1)" }
    }

    /// Where to point an editor or a CI annotation: the variant of the theme's own color that supplies the value.
    func location(_ p: ContrastAudit.Pair) -> SourceLocation? {
        if case .declared(let l) = p.source, theme[p.foreground] == nil || theme[p.background] == nil { return l }
        for name in [p.foreground, p.background] {
            guard let color = theme[name], !BuiltinThemes.names.contains(color.origin), color.origin != "default" else { continue }
            return color.color.variant(for: p.traits)?.value.location ?? color.location
        }
        if case .declared(let l) = p.source { return l }
        return nil
    }

    static func roleText(_ p: ContrastAudit.Pair) -> String {
        switch p.source {
        case .declared: return "declared, needs \(NumberFormat.fixed(p.minimum, 1)):1"
        case .buttonText: return "text on filled buttons, needs 4.5:1"
        case .drawn(let screen, let element):
            let what = p.role == .ui ? "glyphs" : p.role == .largeText ? "bold text" : "text"
            return "\(what) drawn on \(screen): “\(SafeText.sanitized(element))”, needs \(NumberFormat.fixed(p.minimum, 1)):1"
        default: break
        }
        switch p.role {
        case .text: return "text, needs 4.5:1"
        case .largeText: return "large text, needs 3:1"
        case .ui: return "UI part, needs 3:1"
        case .background, .decorative: return p.role.rawValue
        }
    }

    var summary: String {
        let appearanceCount = audit.appearances.count
        let what = baselineName.map { "pairs compared with \(SafeText.sanitized($0))" } ?? (audit.inheritedFailureCount > 0 || audit.pairCount > 0 ? "pairs with the theme's own colors" : "pairs")
        var s = "\(SafeText.sanitized(audit.theme)): the theme is valid; \(audit.pairCount) \(what)"
        if appearanceCount > 0 { s += " in \(appearanceCount) appearance\(appearanceCount == 1 ? "" : "s")" }
        s += baselineName == nil ? ", \(audit.failureCount) below target" : ", \(audit.failureCount) worse than there and below target"
        return s
    }

    func text(listAll: Bool) -> String {
        var lines: [String] = []
        if let locked = audit.lockedStyle { lines.append("\(SafeText.sanitized(audit.theme)) is locked to \(locked.rawValue) (userInterfaceStyle): only \(locked.rawValue) appearances are checked") }
        lines.append(summary)
        let shown = listAll ? audit.pairs : audit.failures
        // Group by pair so a designer sees one heading per thing to fix; the theme's own findings first.
        var order: [String] = []
        var groups: [String: [ContrastAudit.Pair]] = [:]
        for p in shown {
            let key = p.foreground + "\u{0}" + p.background
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(p)
        }
        // (With --inherited, the theme's own pairs lead.)
        let ownFirst = order.filter { groups[$0]!.contains { $0.own } } + order.filter { !groups[$0]!.contains { $0.own } }
        for key in ownFirst {
            let group = groups[key]!
            let first = group[0]
            lines.append("")
            var heading = "\(SafeText.sanitized(first.foreground)) on \(SafeText.sanitized(first.background)) (\(Report.roleText(first)))"
            if let l = location(first) { heading += "  \(SafeText.sanitized(l.description))" }
            lines.append(heading)
            // Appearances that resolve to the same two colors share a row.
            var rows: [(pair: ContrastAudit.Pair, appearances: [String])] = []
            for p in group {
                if let i = rows.firstIndex(where: { $0.pair.foregroundColor == p.foregroundColor && $0.pair.backgroundColor == p.backgroundColor }) {
                    rows[i].appearances.append(ColorsCommand.shortName(p.traits))
                } else {
                    rows.append((p, [ColorsCommand.shortName(p.traits)]))
                }
            }
            for row in rows {
                let p = row.pair
                let verdict = audit.isFinding(p) ? "LOW" : p.passes ? "ok" : "low, as in baseline"
                var line = "  \(TextTable.pad(NumberFormat.fixed(p.ratio, 2) + ":1", 8)) APCA Lc \(TextTable.pad(NumberFormat.fixed(p.apcaLc, 1), 6)) \(p.foregroundColor.hexRGBA) on \(p.backgroundColor.hexRGB)  \(verdict)  \(row.appearances.joined(separator: ", "))"
                if let was = p.baselineRatio { line += "  (baseline \(NumberFormat.fixed(was, 2)):1)" }
                if let hint = suggestionText(p) { line += "  -> " + hint }
                lines.append(line)
            }
        }
        if !audit.staticColors.isEmpty {
            lines.append("")
            lines.append("Same in light and dark (a hard-coded color? it will not adapt to dark mode):")
            for s in audit.staticColors {
                lines.append("  \(SafeText.sanitized(s.name)) (\(s.role.rawValue)) is \(s.color.hexRGBA) in both")
            }
        }
        if audit.unlistedCount > 0 {
            lines.append("")
            lines.append("\(audit.unlistedCount) more pairs not listed (at most \(ContrastAudit.listLimit) are listed)")
        }
        if audit.inheritedFailureCount > 0 {
            lines.append("")
            lines.append("\(audit.inheritedFailureCount) pairs of the inherited \(BuiltinThemes.defaultName) palette below target (Apple's own values; not counted); `--inherited` lists them")
        }
        if audit.excusedByBaseline > 0 {
            lines.append("")
            lines.append("\(audit.excusedByBaseline) pairs below target but no worse than in \(SafeText.sanitized(baselineName ?? "the baseline")) (not counted)")
        }
        if findings == 0 { lines.append(""); lines.append("No findings.") }
        else if !listAll { lines.append(""); lines.append("(el = elevated, hc = high contrast; `dusk fix` writes the suggested colors into a theme of their own)") }
        return lines.joined(separator: "\n")
    }

    var json: JSON {
        .object([
            ("theme", .string(audit.theme)),
            ("scope", .string(baselineName != nil ? "baseline" : audit.inheritedFailureCount > 0 || !audit.pairs.contains { !$0.own } ? "own" : "all")),
            ("pairs", .array(audit.pairs.map { p in
                var members: [(String, JSON)] = [
                    ("appearance", .string(p.traits.name)), ("foreground", .string(p.foreground)), ("background", .string(p.background)),
                    ("foregroundColor", .string(p.foregroundColor.hexRGBA)), ("backgroundColor", .string(p.backgroundColor.hexRGBA)),
                    ("role", .string(p.role.rawValue)), ("ratio", .fixed(p.ratio, 3)), ("minimum", .fixed(p.minimum, 1)),
                    ("apcaLc", .fixed(p.apcaLc, 2)), ("pass", .bool(p.passes)), ("finding", .bool(audit.isFinding(p))),
                ]
                if let was = p.baselineRatio { members.append(("baselineRatio", .fixed(was, 3))) }
                if case .drawn(let screen, let element) = p.source {
                    members.append(("drawnOn", .object([("screen", .string(screen)), ("element", .string(element))])))
                }
                if let better = suggestion(p) {
                    members.append(("suggestion", .object([("color", .string(better.forBackground ? p.background : p.foreground)),
                                                           ("value", .string(better.color.hexRGBA)), ("ratio", .fixed(better.ratio, 3))])))
                }
                if let l = location(p) { members.append(("file", .string(l.file))); members.append(("line", .int(l.line))); members.append(("column", .int(l.column))) }
                return .object(members)
            })),
            ("sameInLightAndDark", .array(audit.staticColors.map {
                .object([("color", .string($0.name)), ("role", .string($0.role.rawValue)), ("value", .string($0.color.hexRGBA))])
            })),
            ("notes", .array(theme.notes.map { JSON.note($0) })),
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
            // Workflow command data: %, CR and LF are escaped; properties also escape , and :.
            SafeText.sanitized(s).replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
        }
        func property(_ s: String) -> String { escape(s).replacingAll(":", "%3A").replacingAll(",", "%2C") }
        for p in audit.failures {
            var command = "::error"
            if let l = location(p) { command += " file=\(property(l.file)),line=\(l.line),col=\(l.column)" }
            var message = "\(p.foreground) on \(p.background) in \(p.traits.name): \(NumberFormat.fixed(p.ratio, 2)):1, needs \(NumberFormat.fixed(p.target, 1)):1"
            if let was = p.baselineRatio { message += " (baseline \(NumberFormat.fixed(was, 2)):1)" }
            if let hint = suggestionText(p) { message += "; " + hint }
            lines.append(command + ",title=" + property("dusk check") + "::" + escape(message))
        }
        for s in audit.staticColors {
            let l = theme[s.name]?.location
            lines.append("::error" + (l.map { " file=\(property($0.file)),line=\($0.line),col=\($0.column)" } ?? "") + "::" + escape("\(s.name) (\(s.role.rawValue)) is \(s.color.hexRGBA) in light and dark: it will not adapt"))
        }
        for n in theme.notes where n.kind == .clippedColor {
            lines.append("::warning" + (n.location.map { " file=\(property($0.file)),line=\($0.line),col=\($0.column)" } ?? "") + "::" + escape(n.message))
        }
        if audit.unlistedCount > 0 { lines.append("::warning::" + escape("\(audit.unlistedCount) more findings not listed")) }
        lines.append("::notice::" + escape(summary + (audit.inheritedFailureCount > 0 ? "; \(audit.inheritedFailureCount) inherited pairs below target not counted" : "")))
        return lines.joined(separator: "\n")
    }
}

extension JSON {
    /// A note as `{"file", "line", "column", "message", "kind"}`.
    static func note(_ d: Diagnostic) -> JSON {
        .object([
            ("file", .string(d.file)),
            ("line", d.location.map { .int($0.line) } ?? .null),
            ("column", d.location.map { .int($0.column) } ?? .null),
            ("message", .string(d.message)),
            ("kind", .string(d.kind == .clippedColor ? "clippedColor" : "note")),
        ])
    }
}
