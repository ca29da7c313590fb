import ThemeKit
import Export
import Platform

/// `dusk derive`: the appearances a palette is missing, proposed.
enum DeriveCommand: Command {
    static let name = "derive"
    static let arguments = "[THEME]"
    static let summary = "Proposes the dark, elevated and high-contrast variants the theme's own colors do not have yet, following how Apple's system colors relate, adjusted until their pairs pass."
    static let options: [Option] = [
        .modeOption,
        .flag("json", "the proposals as JSON: color, variant, value, reason"),
    ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let theme = try args.loadTheme(&out)
        let fix = PaletteFixer.fix(theme)
        let derived = fix.changes
        if args.flag("json") {
            out.print(JSON.object([
                ("theme", .string(theme.name)),
                ("variants", .array(derived.map(FixCommand.json))),
                ("unfixable", .array(fix.unfixable.map { .string($0) })),
            ]).text)
            return
        }
        if derived.isEmpty {
            out.print("\(SafeText.sanitized(theme.name)): every color of the theme has its appearances, and its pairs pass; nothing to derive.")
            return
        }
        out.print("\(SafeText.sanitized(theme.name)): \(derived.count) variant\(derived.count == 1 ? "" : "s") proposed (`dusk fix` writes them into a theme file)")
        var table = TextTable()
        for c in derived { table.add([SafeText.sanitized(c.name), c.variant.variantKey, c.color.hexShortest, SafeText.sanitized(c.reason)]) }
        out.print(table.lines().map { "  " + $0 }.joined(separator: "\n"))
        for problem in fix.unfixable { out.print("not fixed: " + SafeText.sanitized(problem)) }
    }
}

/// `dusk fix`: the suggested and derived values as a theme of their own.
enum FixCommand: Command {
    static let name = "fix"
    static let arguments = "THEME"
    static let summary = "Writes a theme that inherits THEME and adds only the derived variants and the colors that make failing pairs pass, each with a comment saying why; THEME itself is never changed."
    static let options: [Option] = [
        .modeOption,
        .text("out", "FILE|-", "where to write the new theme (default: NAME.fixed.json beside THEME; - for standard output)"),
        .flag("no-derive", "fix failing pairs only; do not propose missing appearances"),
    ]

    static func run(_ args: ParsedArguments, _ out: inout CommandOutput) throws {
        let reference = try args.themeReference()
        let theme = try ThemeLoader.load(reference, mode: args.values["mode"])
        out.notes(theme)
        guard let path = theme.path else {
            throw UsageError(message: "`dusk fix` needs a theme file, catalog or token file; \(SafeText.sanitized(reference)) is built in (its pairs are Apple's)", usage: usage)
        }
        let fix = PaletteFixer.fix(theme, derive: !args.flag("no-derive"))
        let stem = Path.stem(path.hasSuffix("/") ? String(path.dropLast()) : path)
        let target = args.values["out"] ?? Path.resolve(stem + ".fixed.json", relativeToFileAt: path)
        let inherits = relativeReference(to: path, from: target)
        let text = fix.themeFile(name: theme.name + " (fixed)", inherits: inherits, original: path)
        if target == "-" {
            out.print(text, terminator: "")
        } else {
            let protected = Set(theme.files.compactMap { FileSystem.canonicalPath($0) })
            if let existing = FileSystem.canonicalPath(target), protected.contains(existing) {
                throw CommandError("cannot write `\(SafeText.sanitized(target))`: it is a file of the theme being fixed; choose another --out", exitCode: 73)
            }
            do { try AtomicFile.write(Array(text.utf8), to: target) } catch {
                throw CommandError("cannot write `\(SafeText.sanitized(target))`: \(error.reason)", exitCode: 73)
            }
            out.print("\(SafeText.sanitized(target)): \(fix.changes.count) value\(fix.changes.count == 1 ? "" : "s") (\(fix.changes.filter(\.derived).count) derived, \(fix.changes.filter { !$0.derived }.count) fixed)")
        }
        for problem in fix.unfixable { out.error("note: not fixed: " + SafeText.sanitized(problem)) }
    }

    /// How the written file names the original in `inherits`: relative when both sit in one folder, else absolute.
    static func relativeReference(to original: String, from target: String) -> String {
        let originalDirectory = FileSystem.canonicalPath(Path.directory(of: original)) ?? Path.directory(of: original)
        let targetDirectory = target == "-" ? (FileSystem.canonicalPath(".") ?? ".") : (FileSystem.canonicalPath(Path.directory(of: target)) ?? Path.directory(of: target))
        if originalDirectory == targetDirectory { return Path.lastComponent(original.hasSuffix("/") ? String(original.dropLast()) : original) }
        return FileSystem.canonicalPath(original) ?? original
    }

    static func json(_ c: PaletteFix.Change) -> JSON {
        .object([("color", .string(c.name)), ("variant", .string(c.variant.variantKey)), ("value", .string(c.color.hexRGBA)),
                 ("derived", .bool(c.derived)), ("reason", .string(c.reason))])
    }
}
