import Audit
import ColorScience
import Export
import Formats
import Platform
import Screens
import ThemeModel

/// `dusk derive`: the appearances a palette is missing, proposed.
enum DeriveCommand: Command {
    static let name = "derive"
    static let arguments = "[THEME]"
    static let summary =
        """
        Proposes the dark, elevated and high-contrast variants the theme's own colors do not have yet, following \
        how Apple's system colors relate, adjusted until their pairs pass.
        """
    static let options: [Option] =
        Option.themeOptions + [
            Option.sourceOption,
            .flag(.json, "the proposals as JSON: color, variant, value, reason"),
        ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        var theme = try args.loadTheme(&out)
        let sources = try SourceEvidence.read(args, theme: theme, reference: args.themeReference(), &out)
        if let forced = sources.lockToForcedStyle(&theme) { out.error("note: " + forced.sentence("derived")) }
        let fix = PaletteFixer.fix(theme, drawn: ScreenPairs().drawnPairs, evidence: sources.evidence)
        let derived = fix.shownChanges
        if args.flag(.json) {
            out.print(
                JSON.object([
                    ("theme", .string(theme.name)),
                    ("variants", .array(derived.map(FixCommand.json))),
                    ("unfixable", .array(fix.unfixable.map(FixCommand.json))),
                    ("undrawn", FixCommand.undrawnJSON(fix)),
                ]).text)
            return
        }
        if let note = FixCommand.undrawnNote(fix) { out.error("note: " + note) }
        if derived.isEmpty {
            out.print(
                """
                \(SafeText.sanitized(theme.name)): every color of the theme has its appearances, and its pairs \
                pass; nothing to derive.
                """
            )
            return
        }
        out.print(
            """
            \(SafeText.sanitized(theme.name)): \(derived.count) variant\(derived.count == 1 ? "" : "s") proposed \
            (`dusk fix` writes them into a theme file)
            """
        )
        var table = TextTable(rows: derived.count, columns: 4)
        for c in derived {
            table.add([
                SafeText.sanitized(c.name), c.variant.variantKey, c.color.hexShortest, SafeText.sanitized(c.reason),
            ])
        }
        out.print(table, indent: "  ")
        for problem in fix.unfixableSummary { out.print("not fixed: " + SafeText.sanitized(problem)) }
    }
}

/// `dusk fix`: the suggested and derived values as a theme of their own.
enum FixCommand: Command {
    static let name = "fix"
    static let arguments = "THEME"
    static let summary =
        """
        Writes a theme that inherits THEME and adds only the derived variants and the colors that make failing \
        pairs pass, each with a comment saying why; THEME itself changes only with --in-place.
        """
    static let options: [Option] =
        Option.themeOptions + [
            Option.sourceOption,
            .text(
                .out, "FILE|-",
                "where to write the new theme (default: NAME.fixed.json beside THEME; - for standard output)"),
            .flag(
                .inPlace,
                "write the values into THEME itself, changing only their bytes (what the preview's `w` does); "
                    + "values its format cannot hold go to NAME.fixed.json"),
            .flag(.noDerive, "fix failing pairs only; do not propose missing appearances"),
            .flag(.json, "a summary on standard output: the values written and the pairs left unfixable"),
            .flag(.force, "replace FILE even when dusk fix did not write it or it was edited since"),
        ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let reference = try args.themeReference()
        guard args.namesTheme else {
            throw UsageError(message: "`dusk fix` needs a theme file, catalog or token file to fix", usage: usage)
        }
        // Only a write into the theme undoes a cut-short one first; the rest says it is there.
        if args.flag(.inPlace) {
            if let said = try WriteBack.recover(reference) { out.error("note: " + said) }
        } else {
            try WriteBack.notePending(reference, &out)
        }
        var theme = try args.loadTheme(at: reference)
        out.notes(theme)
        guard let path = theme.path else {
            throw UsageError(
                message: "`dusk fix` needs a theme file, catalog or token file; \(SafeText.sanitized(reference)) "
                    + "is built in (its pairs are Apple's)", usage: usage)
        }
        let sources = try SourceEvidence.read(args, theme: theme, reference: reference, &out)
        if let forced = sources.lockToForcedStyle(&theme) { out.error("note: " + forced.sentence("fixed")) }
        let fix = PaletteFixer.fix(
            theme, derive: !args.flag(.noDerive), drawn: ScreenPairs().drawnPairs, evidence: sources.evidence)
        if args.flag(.inPlace) {
            try inPlace(fix, theme: theme, reference: reference, args, &out)
            return
        }
        let target = args.value(.out) ?? defaultTarget(for: path)
        let inherits = relativeReference(to: path, from: target)
        let json = args.flag(.json)
        if target == "-" && json {
            throw UsageError(
                message: "--json prints the summary on standard output; write the theme with --out FILE", usage: usage)
        }
        // The file there is read (and let go) before the new one is made.
        if target != "-" { try guardTarget(target, of: theme, force: args.flag(.force)) }
        let text = FixFile.text(
            fix, theme: theme, name: FixFile.fixedName(of: theme.name), inherits: inherits, original: path)
        if target == "-" {
            out.print(text, terminator: "")
        } else {
            do { try AtomicFile.write(Array(text.utf8), to: target, protecting: ProtectedFiles(theme.files)) } catch {
                throw CommandError("cannot write `\(SafeText.sanitized(target))`: \(error.reason)", exitCode: 73)
            }
            let shown = fix.shownChanges
            let derived = shown.filter(\.derived).count
            let summary =
                "\(SafeText.sanitized(target)): \(shown.count) value\(shown.count == 1 ? "" : "s") "
                + "(\(derived) derived, \(shown.count - derived) fixed), \(fix.unfixable.count) pair"
                + "\(fix.unfixable.count == 1 ? "" : "s") left unfixable"
            if json {
                out.print(
                    JSON.object([
                        ("theme", .string(theme.name)), ("file", .string(target)),
                        ("values", .array(fix.changes.map(FixCommand.json))),
                        ("unfixable", .array(fix.unfixable.map(FixCommand.json))),
                        ("undrawn", undrawnJSON(fix)),
                    ]).text)
            } else {
                out.print(summary)
            }
        }
        // The JSON summary carries every pair; otherwise one line per reason.
        if !json {
            if let note = undrawnNote(fix) { out.error("note: " + note) }
            for problem in fix.unfixableSummary { out.error("note: not fixed: " + SafeText.sanitized(problem)) }
        }
    }

    /// `--in-place`: the values into the theme's own files where its format holds them, the rest in the overlay.
    static func inPlace(
        _ fix: PaletteFix, theme: Theme, reference: String, _ args: ParsedArguments, _ out: inout CommandOutput
    ) throws {
        if args.value(.out) != nil {
            throw UsageError(message: "--in-place writes into THEME itself; leave out --out", usage: usage)
        }
        let outcome = try WriteBack.write(
            fix.changes, unfixable: fix.unfixable, theme: theme, reference: reference, mode: args.value(.mode),
            files: args.files(of: reference), force: args.flag(.force))
        if args.flag(.json) {
            out.print(
                JSON.object([
                    ("theme", .string(theme.name)), ("files", .array(outcome.files.map { .string($0.path) })),
                    ("overlay", outcome.overlay.map { .string($0) } ?? .null),
                    ("values", .array(fix.changes.map { inPlaceJSON($0, outcome) })),
                    ("notes", .array(outcome.notes.map { .string($0) })),
                    ("unfixable", .array(fix.unfixable.map(FixCommand.json))),
                    ("undrawn", undrawnJSON(fix)),
                ]).text)
            return
        }
        let said =
            fix.changes.isEmpty ? ["nothing to fix: every pair passes and every appearance is drawn"] : outcome.lines
        for line in said { out.print(line) }
        if let note = undrawnNote(fix) { out.error("note: " + note) }
        for problem in fix.unfixableSummary { out.error("note: not fixed: " + SafeText.sanitized(problem)) }
    }

    /// The colors fix gave no appearances because nothing is seen drawing them, in one line (nil when none).
    static func undrawnNote(_ fix: PaletteFix) -> String? {
        guard !fix.undrawn.isEmpty else { return nil }
        let n = fix.undrawn.count
        let names = fix.undrawn.prefix(8).map(SafeText.sanitized).joined(separator: ", ") + (n > 8 ? ", ..." : "")
        return
            "\(n) color\(n == 1 ? "" : "s") nothing is seen drawing got no appearances of \(n == 1 ? "its" : "their")"
            + " own (\(names)): `--source DIR` reads the app's code, `roles` and `contrast` declare pairs"
    }

    static func undrawnJSON(_ fix: PaletteFix) -> JSON { .array(fix.undrawn.map { .string($0) }) }

    /// A value of `--in-place --json`: where it was written, and for the overlay why not in place.
    static func inPlaceJSON(_ change: PaletteFix.Change, _ outcome: WriteBack.Outcome) -> JSON {
        guard case .object(var members) = json(change) else { return json(change) }
        if let file = outcome.files.first(where: { ($0.edits + $0.served).contains(change.edit) }) {
            members.append(("writtenTo", .string(file.path)))
        } else if let overlaid = outcome.overlaid.first(where: { $0.change.edit == change.edit }),
            let overlay = outcome.overlay
        {
            members += [("writtenTo", .string(overlay)), ("notInPlace", .string(overlaid.reason))]
        }
        return .object(members)
    }

    /// `NAME.fixed.json` beside the theme (a catalog's folder included).
    static func defaultTarget(for path: String) -> String {
        let stem = Path.stem(path.hasSuffix("/") ? String(path.dropLast()) : path)
        return Path.resolve(stem + ".fixed.json", relativeToFileAt: path)
    }

    /// Refuses a destination that is a file of the theme, or one `dusk fix` did not
    /// write or that was edited since (unless `force`): the designer's edits are theirs.
    static func guardTarget(_ target: String, of theme: Theme, force: Bool) throws {
        do { try ProtectedFiles(theme.files).requireWritable(target) } catch {
            throw CommandError(
                "cannot write `\(SafeText.sanitized(target))`: \(error.reason); choose another --out", exitCode: 73)
        }
        if force || !FileSystem.exists(target) { return }
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(target, limit: 64 << 20) } catch {
            throw CommandError("cannot write `\(SafeText.sanitized(target))`: \(error.reason)", exitCode: 73)
        }
        if !FixFile.isUnchangedOutput(bytes) {
            throw CommandError(
                "not replacing `\(SafeText.sanitized(target))`: dusk fix did not write it, or it was edited "
                    + "since; choose another --out, or --force to replace it", exitCode: 73)
        }
    }

    /// How the written file names the original in `inherits`: relative when both sit in one folder, else absolute.
    static func relativeReference(to original: String, from target: String) -> String {
        let originalDirectory = FileSystem.canonicalPath(Path.directory(of: original)) ?? Path.directory(of: original)
        let targetDirectory =
            target == "-"
            ? (FileSystem.canonicalPath(".") ?? ".")
            : (FileSystem.canonicalPath(Path.directory(of: target)) ?? Path.directory(of: target))
        if originalDirectory == targetDirectory {
            return Path.lastComponent(original.hasSuffix("/") ? String(original.dropLast()) : original)
        }
        return FileSystem.canonicalPath(original) ?? original
    }

    static func json(_ u: PaletteFix.Unfixable) -> JSON {
        .object([
            ("foreground", .string(u.foreground)), ("background", .string(u.background)),
            ("appearance", .string(u.traits.name)), ("ratio", .fixed(u.ratio, 3)), ("target", .fixed(u.target, 3)),
            ("reason", .string(u.reason)),
        ])
    }

    static func json(_ c: PaletteFix.Change) -> JSON {
        .object(
            [
                ("color", .string(c.name)), ("variant", .string(c.variant.variantKey)),
                ("value", .string(c.color.hexRGBA)), ("derived", .bool(c.derived)), ("reason", .string(c.reason)),
            ] + (c.follows.map { [("follows", .string($0.variantKey))] } ?? []))
    }
}
