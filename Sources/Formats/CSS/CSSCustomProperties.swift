import Platform
import Syntax
import ThemeModel

/// Reads the custom properties of a stylesheet as a palette, the way a browser computes them in each
/// appearance (see `CSSRules` for what the cascade reads, `CSSValues` for how values compute). Colors are
/// named by the property without its dashes (`--brand-background` → `brand-background`), or by the name in
/// the comment dusk's own CSS export writes after it (`/* brandBackground */`), and layered on ios13.
enum CSSCustomPropertiesReader {
    static func document(
        bytes: [UInt8], path: String, fileAccess: any FileAccess, diagnostics: inout [Diagnostic],
        notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let text = try TextFile(bytes, file: path)
        var extraFiles: [String] = []
        var rules = try withSibling(CSSRules(text), path: path, fileAccess, extraFiles: &extraFiles, notes: &notes)
        let sass =
            path.lowercased().hasSuffix(".scss") ? SassStylesheet(rules, path: path, fileAccess: fileAccess) : nil
        if let sass {
            rules = sass.combined(with: rules)
            extraFiles += sass.files
        }
        diagnostics += rules.diagnostics
        if rules.declarations.isEmpty && diagnostics.isEmpty && (sass?.assignments.isEmpty ?? true) {
            // As an empty JSON file is: a palette file with no palette in it is a mistake, not an empty palette.
            let what =
                text.scalars.allSatisfy { $0.isSpace }
                ? "the file is empty" : "the file declares no custom properties"
            throw .invalid([
                Diagnostic(
                    file: path, "\(what); expected colors as CSS custom properties like :root { --brand: #5B3CC4; }")
            ])
        }
        let (order, byName) = propertyNames(rules, diagnostics: &diagnostics, notes: &notes)
        var doc = ThemeDocument(path: path)
        doc.name = Path.stem(path)
        doc.extraFiles = extraFiles
        if order.count > ThemeDocument.maximumColors {
            diagnostics.append(
                Diagnostic(
                    at: rules.declarations[0].location,
                    "\(order.count) custom properties; dusk reads at most \(ThemeDocument.maximumColors) from one file")
            )
            return doc
        }
        var values = CSSValues(rules, byName: byName)
        var tally = CSSTally()
        let names = originalNames(rules, order: order)
        // A declaration whose value holds a bracket never closed runs to the end of the file: that bracket's
        // error is its one error, not the value's too.
        var reported: Set<SourceLocation> = Set(
            rules.unclosed.compactMap { open in
                rules.declarations.last { $0.location.file == open.file && $0.location <= open }?.location
            })
        let systemNames = Set((try? BuiltinThemes.theme(named: BuiltinThemes.defaultName))?.names ?? [])
        for name in order {
            var variants: [Traits: VariantValue] = [:]
            var missing: [(Traits, CSSValues.Value)] = []
            var written: [Traits: String] = [:]
            for traits in Traits.all {
                guard let value = values.value(name, traits), let d = values.winner(name, traits) else { continue }
                switch value {
                case .color(let parsed):
                    variants[traits] = VariantValue(.literal(parsed.color), at: d.location)
                    written[traits] = d.value
                    if parsed.clipped, reported.insert(d.location).inserted {
                        diagnostics.append(
                            CSSColor.clippedNote(parsed, text: d.value, name: "--" + name, at: d.location))
                    }
                case .alias(let target):
                    variants[traits] = VariantValue(.alias(names[target] ?? target), at: d.location)
                case .invalid(let why):
                    if reported.insert(d.location).inserted {
                        diagnostics.append(Diagnostic(at: d.location, "`--\(SafeText.excerpt(name))`: \(why)"))
                    }
                case .notColor, .undeclared, .unsupported, .refersToError:
                    missing.append((traits, value))
                }
            }
            let declarations = byName[name, default: []].map { rules.declarations[$0] }
            guard !variants.isEmpty else {
                tally.unread(name, missing: missing, declarations: declarations)
                continue
            }
            let location = (values.winner(name, .light) ?? declarations[0]).location
            let shown = names[name] ?? name
            guard variants[.light] != nil || systemNames.contains(shown) else {
                // Only an override of a system color may lack the light value (the system gives it).
                tally.withoutLight(name, at: location)
                continue
            }
            if let lost = missing.first(where: { $0.1 != .notColor }) { tally.partly(name, lost.0, lost.1) }
            doc.writtenNames.insert(shown)
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: shown, location: location, color: DynamicColor(variants: variants),
                    isPartial: variants[.light] == nil, written: written))
        }
        // What is not a color is kept as written, in each appearance the cascade sets it in, for the CSS export.
        doc.styleProperties = tally.notColorNames.map { name in
            var written: [Traits: String] = [:]
            for traits in Traits.all { written[traits] = values.winner(name, traits)?.value }
            return StyleProperty(name: name, values: written)
        }
        notes += tally.notes(rules, triplets: values.triplets)
        addSass(sass, rules, to: &doc, notes: &notes)
        return doc
    }

    /// A `.scss` file's Sass colors before its custom properties; a `.css` file's Sass variables counted.
    static func addSass(
        _ sass: SassStylesheet?, _ rules: CSSRules, to doc: inout ThemeDocument, notes: inout [Diagnostic]
    ) {
        guard let sass else {
            if let note = sassNote(rules.sassVariables) { notes.append(note) }
            return
        }
        let palette = sass.palette(taken: Set(doc.colors.map(\.name)))
        doc.colors = palette.entries + doc.colors
        doc.writtenNames.formUnion(palette.entries.map(\.name))
        notes += sass.notes + palette.notes
    }

    /// The properties in the order first set, each with its declarations; a name no theme can hold is an error,
    /// one Sass builds where dusk does not follow is counted.
    static func propertyNames(
        _ rules: CSSRules, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> (order: [String], byName: [String: [Int]]) {
        var order: [String] = []
        var byName: [String: [Int]] = [:]
        var badNames: Set<String> = []
        for (i, d) in rules.declarations.enumerated() {
            if byName[d.name] == nil, !badNames.contains(d.name) {
                if d.name.contains("#{") {
                    // `--#{$name}: …` in an `@each` or a mixin: Sass makes the name where dusk does not follow.
                    notes.append(
                        .unreadColor(
                            "--" + d.name, at: d.nameLocation,
                            "Sass builds its name (`#{…}`) from a value dusk does not know here (an `@each`, a mixin's "
                                + "parameter)"))
                    badNames.insert(d.name)
                    continue
                }
                if let problem = ColorName.problem(with: d.name) {
                    diagnostics.append(Diagnostic(at: d.nameLocation, problem))
                    badNames.insert(d.name)
                    continue
                }
                order.append(d.name)
            }
            guard !badNames.contains(d.name) else { continue }
            byName[d.name, default: []].append(i)
        }
        return (order, byName)
    }

    /// Radix Colors and others keep dark values in a file of their own beside the light one: read as a pair,
    /// light first, whichever of the two was opened.
    static func withSibling(
        _ rules: CSSRules, path: String, _ fileAccess: any FileAccess, extraFiles: inout [String],
        notes: inout [Diagnostic]
    ) throws(ThemeError) -> CSSRules {
        guard let sibling = darkSibling(of: path, fileAccess) else { return rules }
        var other = CSSRules(try TextFile(try FileReader.read(sibling.path, from: fileAccess), file: sibling.path))
        var rules = rules
        // A dark file whose rules name no appearance (`theme-dark.css` redefining `:root`, which the page loads
        // with `media="(prefers-color-scheme: dark)"`) holds the dark values.
        let dark = AppearanceSet.matching(style: .dark)
        if sibling.isDark, !other.namesAppearances { other = other.restricted(to: dark) }
        if !sibling.isDark, !rules.namesAppearances { rules = rules.restricted(to: dark) }
        extraFiles.append(sibling.path)
        notes.append(
            Diagnostic(
                file: path,
                "read the \(sibling.isDark ? "dark" : "light") values from "
                    + "`\(SafeText.sanitized(Path.lastComponent(sibling.path)))` beside it"))
        return sibling.isDark ? rules.followed(by: other) : other.followed(by: rules)
    }

    /// The file beside `path` that holds the other half of a light / dark pair: `blue-dark.css` beside
    /// `blue.css`, `blue-dark-alpha.css` beside `blue-alpha.css`, `theme-dark.css` beside `theme-light.css`,
    /// and back.
    static func darkSibling(of path: String, _ files: any FileAccess) -> (path: String, isDark: Bool)? {
        let name = Path.lastComponent(path)
        guard name.lowercased().hasSuffix(".css") else { return nil }
        let words = String(name.dropLast(4)).split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var candidates: [(String, Bool)] = []
        if let dark = words.firstIndex(where: ModeWords.namesDark), words.count > 1 {
            var light = words
            light[dark] = "light"
            candidates.append((light.joined(separator: "-"), false))
            light.remove(at: dark)
            candidates.append((light.joined(separator: "-"), false))
        } else if let light = words.firstIndex(where: { ModeWords.namesStyle($0) == .light }), words.count > 1 {
            var dark = words
            dark[light] = "dark"
            candidates.append((dark.joined(separator: "-"), true))
        } else {
            for i in 1...words.count {
                var dark = words
                dark.insert("dark", at: i)
                candidates.append((dark.joined(separator: "-"), true))
            }
        }
        for (stem, isDark) in candidates {
            let sibling = Path.resolve(stem + ".css", relativeToFileAt: path)
            if files.entry(at: sibling) == .regular { return (sibling, isDark) }
        }
        return nil
    }

    /// The name in a comment of dusk's CSS export: `dusk: "brandPlum"` (a JSON string, `*/` written `*\/`),
    /// or the bare `brandPlum` of earlier versions.
    static func exportedName(_ comment: String) -> String? {
        guard comment.hasPrefix("dusk:") else {
            // The bare form was a camelCase name and nothing else; a remark (`/* "white" */`, `/* white */`) is
            // not a name, and taking it would rename the property with no word said.
            let isName =
                comment.unicodeScalars.allSatisfy { $0.isLetter || ("0"..."9").contains($0) }
                && comment.unicodeScalars.contains { $0.properties.isUppercase }
            return isName ? comment : nil
        }
        let quoted = String(comment.dropFirst(5)).trimmingSpaces
        return (try? JSONParser.parse(Array(quoted.utf8), file: ""))?.stringValue
    }

    /// Names dusk's CSS export wrote in a comment after the light value (`--brand-plum: #5B3CC4;  /* brandPlum */`):
    /// taken when the comment is a color name whose words make the property's name (with any prefix before it).
    static func originalNames(_ rules: CSSRules, order: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var taken = Set(order)
        for d in rules.declarations where d.skippedPart == nil && names[d.name] == nil {
            guard let comment = d.comment.flatMap(exportedName), comment != d.name,
                ColorName.problem(with: comment) == nil, !taken.contains(comment)
            else { continue }
            let words = NameWords.split(comment, .mode).joined(separator: "-")
            let property = d.name.lowercased()
            guard !words.isEmpty, property == words || property.hasSuffix("-" + words) else { continue }
            names[d.name] = comment
            taken.insert(comment)
        }
        return names
    }
}

extension CSSCustomPropertiesReader {
    /// One note for the Sass variables that hold colors: not read (dusk reads a stylesheet's custom properties),
    /// and counted, so a `.scss` palette of `$variables` is never "no findings" in silence.
    static func sassNote(_ variables: [CSSRules.SassVariable]) -> Diagnostic? {
        var colors: Set<String> = []
        for v in variables {
            let lower = v.value.lowercased()
            let isColor =
                (try? CSSColor.parse(v.value).get()) != nil
                || SassStylesheet.colorFunctions.contains { lower.hasPrefix($0) }
                || colors.contains(v.value.replacing(" !default", with: ""))
            if isColor { colors.insert(v.name) }
        }
        let named = variables.filter { colors.contains($0.name) }
        guard let first = named.first else { return nil }
        return Diagnostic.skipped(
            named.map(\.name), ("Sass variable holding a color", "Sass variables holding colors"),
            why: "dusk reads a stylesheet's custom properties (`--name`), not Sass variables", at: first.at)
    }
}

extension PaletteFormat {
    static let css = PaletteFormat(
        name: "CSS custom properties", files: "CSS custom properties (*.css, *.scss)", example: "palette.css",
        claimsName: { $0.hasSuffix(".css") || $0.hasSuffix(".scss") },
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try CSSCustomPropertiesReader.document(
                    bytes: request.content, path: request.path, fileAccess: request.fileAccess,
                    diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
