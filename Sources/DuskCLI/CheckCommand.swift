import ThemeKit

/// `dusk check`: validate a theme, then audit contrast. Exit 0 clean,
/// 1 with findings (for a designer's CI), 65 invalid, 66 unreadable.
enum CheckCommand: Command {
    static let name = "check"
    static let arguments = "[THEME]"
    static let summary = "Validates a theme, then checks text contrast on every background in all eight appearances (WCAG 2.2 minimums, APCA Lc beside each)."
    static let options: [Option] = [
        .text("appearance", "NAME|all", "check only these appearances (default: all)"),
        .flag("all-pairs", "list every pair, not only the ones below their minimum"),
        .flag("json", "machine-readable report"),
    ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let traits = try args.appearances(default: Traits.all)
        let theme = try ThemeLoader.load(try args.themeReference())
        let listAll = args.flag("json") || args.flag("all-pairs")
        let audit = ContrastAudit(theme: theme, appearances: traits, listing: listAll ? .all : .failures)
        // Colors clipped to sRGB (from Display P3 or extended ranges) are findings too.
        let clipped = theme.notes.filter { $0.kind == .clippedColor }
        if args.flag("json") {
            out.print(json(audit, notes: theme.notes, clipped: clipped.count).text)
        } else {
            out.print(text(audit, listAll: args.flag("all-pairs")))
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
                lines.append("  \(TextTable.pad(NumberFormat.fixed(p.ratio, 2) + ":1", 8)) APCA Lc \(TextTable.pad(NumberFormat.fixed(p.apcaLc, 1), 6)) \(p.foregroundColor.hexRGBA) on \(p.backgroundColor.hexRGB)  \(verdict)  \(row.appearances.joined(separator: ", "))")
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

    static func json(_ audit: ContrastAudit, notes: [Diagnostic], clipped: Int) -> JSON {
        .object([
            ("theme", .string(audit.theme)),
            ("pairs", .array(audit.pairs.map { p in
                .object([
                    ("appearance", .string(p.traits.name)), ("foreground", .string(p.foreground)), ("background", .string(p.background)),
                    ("foregroundColor", .string(p.foregroundColor.hexRGBA)), ("backgroundColor", .string(p.backgroundColor.hexRGBA)),
                    ("role", .string(p.role.rawValue)), ("ratio", .fixed(p.ratio, 3)), ("minimum", .fixed(p.minimum, 1)),
                    ("apcaLc", .fixed(p.apcaLc, 2)), ("pass", .bool(p.passes)),
                ])
            })),
            ("sameInLightAndDark", .array(audit.staticColors.map {
                .object([("color", .string($0.name)), ("role", .string($0.role.rawValue)), ("value", .string($0.color.hexRGBA))])
            })),
            ("notes", .array(notes.map { JSON.note($0) })),
            ("pairCount", .int(audit.pairCount)),
            ("unlistedPairs", .int(audit.unlistedCount)),
            // Every finding counted here changes the exit code, and nothing else does.
            ("findings", .int(audit.failureCount + audit.staticColors.count + clipped)),
        ])
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
