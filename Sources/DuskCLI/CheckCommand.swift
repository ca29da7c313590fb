import ThemeKit

/// `dusk check`: validate a theme, then audit contrast. Exit 0 clean,
/// 1 with findings (for a designer's CI), 65 invalid, 66 unreadable.
enum CheckCommand {
    static let usage = "usage: dusk check [THEME] [--appearance NAME|all] [--all-pairs] [--json]"
    static let options = [
        OptionSpec(name: "appearance", takesValue: true, help: "check only these appearances (default: all)"),
        OptionSpec(name: "all-pairs", takesValue: false, help: "list every pair, not only the ones below their minimum"),
        OptionSpec(name: "json", takesValue: false, help: "machine-readable report"),
        OptionSpec(name: "help", takesValue: false, help: "show this help"),
    ]

    static func run(_ arguments: ArraySlice<String>, _ out: inout CommandOutput) throws {
        let args = try ParsedArguments(arguments, options: options, usage: usage)
        if args.flags.contains("help") {
            out.print(Help.text(usage: usage, summary: "Validates THEME, then checks text contrast on every background in all eight appearances (WCAG 2.2 minimums, APCA Lc beside each).", options: options))
            return
        }
        let traits = try appearances(from: args.values["appearance"], default: Traits.all, usage: usage)
        let theme = try ThemeLoader.load(try args.themeReference(usage: usage))
        let listAll = args.flags.contains("json") || args.flags.contains("all-pairs")
        let audit = ContrastAudit(theme: theme, appearances: traits, listing: listAll ? .all : .failures)
        out.print(args.flags.contains("json") ? json(audit) : text(audit, listAll: args.flags.contains("all-pairs")))
        // Colors clipped to sRGB (from Display P3 or extended ranges) are findings too.
        let clipped = theme.notes.filter { $0.kind == .clippedColor }
        if !args.flags.contains("json") {
            for n in theme.notes { out.print(n.description(label: "note")) }
        }
        out.exitCode = audit.isClean && clipped.isEmpty ? 0 : 1
    }

    static func roleText(_ role: ColorRole) -> String {
        switch role {
        case .text: return "text, needs 4.5:1"
        case .largeText: return "large text, needs 3:1"
        case .ui: return "UI part, needs 3:1"
        case .background, .decorative: return role.rawValue
        }
    }

    static func text(_ audit: ContrastAudit, listAll: Bool) -> String {
        var lines: [String] = []
        let appearanceCount = Set(audit.pairs.map(\.traits)).count
        if let locked = audit.lockedStyle { lines.append("\(SafeText.sanitized(audit.theme)) is locked to \(locked.rawValue) (userInterfaceStyle): only \(locked.rawValue) appearances are checked") }
        lines.append("\(SafeText.sanitized(audit.theme)): the theme is valid; \(audit.pairCount) text/background pairs in \(appearanceCount) appearance\(appearanceCount == 1 ? "" : "s"), \(audit.failureCount) below their minimum")
        let shown = listAll ? audit.pairs : audit.failures
        // Group by pair so a designer sees one heading per thing to fix.
        var order: [String] = []
        var groups: [String: [ContrastAudit.Pair]] = [:]
        for p in shown {
            let key = p.foreground + "\u{0}" + p.background
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(p)
        }
        for key in order {
            let group = groups[key]!
            let first = group[0]
            lines.append("")
            lines.append("\(SafeText.sanitized(first.foreground)) on \(SafeText.sanitized(first.background)) (\(roleText(first.role)))")
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
                let verdict = p.passes ? "ok" : "LOW"
                lines.append("  \(ColorsCommand.pad(NumberFormat.fixed(p.ratio, 2) + ":1", 8)) APCA Lc \(ColorsCommand.pad(NumberFormat.fixed(p.apcaLc, 1), 6)) \(p.foregroundColor.hexRGBA) on \(p.backgroundColor.hexRGB)  \(verdict)  \(row.appearances.joined(separator: ", "))")
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
        if audit.isClean { lines.append("No findings.") }
        else if !listAll { lines.append(""); lines.append("(el = elevated, hc = high contrast; --all-pairs lists the passing pairs too)") }
        return lines.joined(separator: "\n")
    }

    static func json(_ audit: ContrastAudit) -> String {
        var s = "{\n  \"theme\": \(JSONText.quoted(audit.theme)),\n  \"pairs\": [\n"
        for (i, p) in audit.pairs.enumerated() {
            s += "    {\"appearance\": \"\(p.traits.name)\", \"foreground\": \(JSONText.quoted(p.foreground)), \"background\": \(JSONText.quoted(p.background)), "
            s += "\"foregroundColor\": \"\(p.foregroundColor.hexRGBA)\", \"backgroundColor\": \"\(p.backgroundColor.hexRGBA)\", "
            s += "\"role\": \"\(p.role.rawValue)\", \"ratio\": \(NumberFormat.fixed(p.ratio, 3)), \"minimum\": \(NumberFormat.fixed(p.minimum, 1)), "
            s += "\"apcaLc\": \(NumberFormat.fixed(p.apcaLc, 2)), \"pass\": \(p.passes)}" + (i < audit.pairs.count - 1 ? ",\n" : "\n")
        }
        s += "  ],\n  \"sameInLightAndDark\": ["
        s += audit.staticColors.map { "{\"color\": \(JSONText.quoted($0.name)), \"role\": \"\($0.role.rawValue)\", \"value\": \"\($0.color.hexRGBA)\"}" }.joined(separator: ", ")
        s += "],\n  \"pairCount\": \(audit.pairCount),\n  \"unlistedPairs\": \(audit.unlistedCount),\n"
        s += "  \"findings\": \(audit.failureCount + audit.staticColors.count)\n}"
        return s
    }
}
