import Platform
import Syntax
import ThemeModel

/// Reads a Tailwind CSS config's colors as Tailwind makes its classes of them: `theme.colors` (which replaces
/// Tailwind's palette) and `theme.extend.colors`, nested keys joined with `-` (`primary.DEFAULT` is `primary`,
/// `primary.foreground` is `primary-foreground`), Tailwind's own palette from its table, and values that use
/// the stylesheet's custom properties (`hsl(var(--primary))`) computed from the project's stylesheet in each
/// appearance it sets them (`:root`, `.dark`).
enum TailwindConfigReader {
    static let fileNames: Set<String> = [
        "tailwind.config.js", "tailwind.config.cjs", "tailwind.config.mjs", "tailwind.config.ts",
    ]
    /// A preset (`presets: [require('./brand-preset')]`) is a config under any name.
    static let scriptSuffixes = [".js", ".cjs", ".mjs", ".ts"]

    @Sendable static func claims(_ path: String) -> Bool {
        fileNames.contains(Path.lastComponent(path)) || scriptSuffixes.contains { path.hasSuffix($0) }
    }

    /// One class color: its name, what the config writes, and where.
    struct ClassColor {
        var name: String
        var value: String
        var token: Int
    }

    static func document(
        _ request: PaletteFormat.Request<[UInt8]>, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let path = request.path
        _ = try TextFile(request.content, file: path)
        let bytes = CodeFolder.withoutByteOrderMark(request.content)
        let tokens = BraceTokens(bytes, .javascript)
        let file = CodeFile(
            text: SourceText(path: path, bytes: bytes), tokens: tokens,
            chains: PostfixChains(tokens, labelSeparator: ":"))
        var script = ScriptValues(file)
        var doc = ThemeDocument(path: path)
        var reading = TailwindColors(file: file)
        if let config = reading.config(&script) {
            let theme = config.member("theme")
            reading.flatten(theme?.member("colors"), prefix: "")
            reading.flatten(theme?.member("extend")?.member("colors"), prefix: "")
        }
        var entries: [ThemeDocument.ColorEntry] = []
        if !reading.colors.isEmpty {
            let needed = Set(reading.colors.flatMap { CSSValues.names(after: "var(--", in: $0.value) })
            let sheets = TailwindStylesheets.rules(near: path, needed: needed, request.fileAccess, notes: &notes)
            doc.extraFiles = sheets.paths
            if let first = sheets.paths.first, reading.colors.contains(where: { CSSValues.substitutes($0.value) }) {
                let others = sheets.paths.count > 1 ? " and \(sheets.paths.count - 1) more" : ""
                let folder = Path.joined(Path.directory(of: path), "")
                let shown = first.hasPrefix(folder) && !folder.isEmpty ? String(first.dropFirst(folder.count)) : first
                notes.append(
                    Diagnostic(
                        file: path,
                        "read the custom properties its colors use from `\(SafeText.sanitized(shown))`\(others)"))
            }
            entries = reading.entries(over: sheets.rules)
        }
        diagnostics += reading.errors
        guard reading.errors.isEmpty else { return doc }
        CodeFolder.finish(
            &doc, entries: entries, readingNotes: reading.notes,
            expected: TailwindConfigReader.fileNames.contains(Path.lastComponent(path).lowercased())
                ? "a Tailwind config has `theme: { colors: { … } }` or `theme: { extend: { colors: { … } } }` in "
                    + "`module.exports` or `export default`"
                : "it is JavaScript or TypeScript with no Tailwind config or preset in it (`theme: { colors: { … } "
                    + "}`), the one kind of script dusk reads as a palette: give the stylesheet or token file the code "
                    + "uses",
            notes: &notes, diagnostics: &diagnostics)
        return doc
    }
}

/// The class colors of one config, and the notes of what was not read.
struct TailwindColors {
    let file: CodeFile
    private(set) var colors: [TailwindConfigReader.ClassColor] = []
    private var index: [String: Int] = [:]
    private var shown: [Diagnostic] = []
    /// What makes the file no config at all (a bracket never closed).
    private(set) var errors: [Diagnostic] = []
    /// Colors not read past the first `shownNotes`: counted in one note, so a small file cannot print thousands.
    private var hidden = 0
    static let shownNotes = 100
    private var visited = 0

    var notes: [Diagnostic] {
        guard hidden > 0 else { return shown }
        var more = Diagnostic(file: file.text.path, "and \(hidden) more colors not read, for the reasons above")
        more.kind = .skippedColors(hidden)
        return shown + [more]
    }

    static let keywords: Set<String> = ["inherit", "currentcolor", "initial", "unset", "revert"]

    init(file: CodeFile) { self.file = file }

    private mutating func unread(_ name: String, at location: SourceLocation, _ why: String) {
        guard shown.count < TailwindColors.shownNotes else {
            hidden += 1
            return
        }
        shown.append(.unreadColor(name, at: location, why))
    }

    private func location(_ token: Int) -> SourceLocation {
        file.text.location(token < file.tokens.count ? file.tokens[token].start : file.text.bytes.count)
    }

    /// The exported config; a wrapper call's object argument (`withMT({…})`, `defineConfig({…})`).
    mutating func config(_ script: inout ScriptValues) -> ScriptValue? {
        let t = file.tokens
        // A bracket never closed runs to the end of the file: that, not "no config", is what is wrong.
        if let open = (0..<t.count).first(where: { t[$0].kind == .open && t.match[$0] >= t.count }) {
            let bracket = SafeText.excerpt(String(t.text(open)))
            errors.append(Diagnostic(at: location(open), "this `\(bracket)` is never closed"))
            return nil
        }
        guard let exported = script.exported else {
            shown.append(
                Diagnostic(
                    file: file.text.path,
                    "exports no config: expected `module.exports = { … }` or `export default { … }`"))
            return nil
        }
        var (start, end) = exported
        if t[start].kind == .identifier, t.isOpen(start + 1, UInt8(ascii: "(")), t.isOpen(start + 2, UInt8(ascii: "{"))
        {
            let wrapper = t.name(start)
            if wrapper != "defineConfig" {
                shown.append(
                    Diagnostic(
                        at: location(start),
                        "read the config given to `\(SafeText.excerpt(wrapper))(…)`; colors that function adds are "
                            + "not read"))
            }
            (start, end) = (start + 2, t.match[start + 2] + 1)
        }
        let value = script.value(start, end)
        if case .unread(let why, let at) = value {
            shown.append(Diagnostic(at: location(at), "the config is not read: \(why)"))
            return nil
        }
        return value
    }

    /// The colors under `value`, named from `prefix`; a later name replaces an earlier one (`extend` over
    /// `colors`), as Tailwind merges them.
    mutating func flatten(_ value: ScriptValue?, prefix: String) {
        guard let value else { return }
        // Names shared by reference make a tree far larger than the file: read as many values as a file may hold.
        visited += 1
        guard visited <= ThemeDocument.maximumColors else {
            if visited == ThemeDocument.maximumColors + 1 {
                shown.append(
                    Diagnostic(
                        file: file.text.path,
                        "stopped after \(ThemeDocument.maximumColors) values: dusk reads at most that many from one "
                            + "file; the rest are not read"))
            }
            return
        }
        switch value {
        case .object(let members):
            for m in members {
                let name = m.key == "DEFAULT" ? prefix : prefix.isEmpty ? m.key : prefix + "-" + m.key
                if case .unread(let why, let at) = m.value, m.key == "..." {
                    var note = Diagnostic(
                        at: location(at), "a spread in `\(prefix.isEmpty ? "colors" : prefix)` not read: \(why)")
                    note.kind = .skippedColors(1)
                    shown.append(note)
                    continue
                }
                flatten(m.value, prefix: name)
            }
        case .string(let text, _) where TailwindColors.keywords.contains(text.lowercased()):
            // `inherit`, `current`: classes Tailwind makes of CSS keywords, no colors of a palette.
            break
        case .string(let text, let at):
            let color = TailwindConfigReader.ClassColor(name: prefix, value: text, token: at)
            if let i = index[prefix] {
                colors[i] = color
            } else {
                index[prefix] = colors.count
                colors.append(color)
            }
        case .number(let n):
            unread(prefix, at: location(0), "`\(n)` is a number, not a color")
        case .unread(let why, let at):
            unread(prefix, at: location(at), why)
        }
    }

    /// Each color computed in each appearance over the stylesheet's custom properties, as the CSS Tailwind
    /// writes (`.bg-primary { background-color: hsl(var(--primary) / 1) }`) computes in a browser.
    mutating func entries(over sheet: CSSRules?) -> [ThemeDocument.ColorEntry] {
        var rules = sheet ?? CSSRules()
        // The config's colors go in under names no custom property can have.
        let keys = colors.map { color in
            rules.declare(
                "\u{1}" + color.name, color.value.replacing("<alpha-value>", with: "1"), at: location(color.token))
        }
        var byName: [String: [Int]] = [:]
        for (i, d) in rules.declarations.enumerated() { byName[d.name, default: []].append(i) }
        var values = CSSValues(rules, byName: byName)
        var entries: [ThemeDocument.ColorEntry] = []
        for (color, key) in zip(colors, keys) {
            let name = rules.declarations[key].name
            var variants: [Traits: VariantValue] = [:]
            var lost: CSSValues.Value?
            for traits in Traits.all {
                switch values.resolved(name, traits) {
                case .color(let parsed)?:
                    variants[traits] = VariantValue(.literal(parsed.color), at: location(color.token))
                case let other?: lost = lost ?? other
                case nil: break
                }
            }
            let at = location(color.token)
            if case .invalid(let why)? = lost {
                // Tailwind writes any string into its CSS and the browser drops what is no color: one such value
                // is that color's loss, not the config's.
                unread(color.name, at: at, why)
                continue
            }
            guard variants[.light] != nil else {
                unread(color.name, at: at, TailwindColors.why(lost, written: color.value, rules))
                continue
            }
            entries.append(
                ThemeDocument.ColorEntry(
                    name: color.name, location: at, color: DynamicColor(variants: variants), isPartial: false))
        }
        return entries
    }

    static func why(_ value: CSSValues.Value?, written: String, _ rules: CSSRules) -> String {
        switch value {
        case .undeclared(let property)?:
            if let part = rules.declarations.first(where: { $0.name == property && $0.skippedPart != nil })?.skippedPart
            {
                let skipped = rules.skippedParts[part]
                return "`--\(SafeText.excerpt(property))` is set only in \(skipped.what) (\(skipped.location.file):"
                    + "\(skipped.location.line)), which dusk does not read: \(skipped.why)"
            }
            return "`--\(SafeText.excerpt(property))` is set in no stylesheet dusk found beside the config (one with "
                + "`@tailwind base;`, or the one `components.json` names)"
        case .unsupported(let why)?: return why
        case .refersToError(let property)?: return "`--\(SafeText.excerpt(property))` holds no color dusk reads"
        case .notColor?, nil, .color?, .alias?, .invalid?:
            return "`\(SafeText.excerpt(written))` is not a color"
        }
    }
}

extension PaletteFormat {
    static let tailwindConfig = PaletteFormat(
        name: "Tailwind config", files: "a Tailwind config (tailwind.config.js or .ts)",
        example: "tailwind.config.js",
        claimsName: TailwindConfigReader.claims, isCode: true,
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try TailwindConfigReader.document(request, diagnostics: &diagnostics, notes: &notes)
            }
        })
}
