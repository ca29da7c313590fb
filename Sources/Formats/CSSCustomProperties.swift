import Platform
import ThemeModel

/// Reads a CSS file of custom properties in the shape `dusk export --format
/// css` writes: `--name: #hex` (or `var(--other)`) on `:root` for light, in
/// `@media (prefers-color-scheme: dark)`, `@media (prefers-contrast: more)`
/// and both for dark and high contrast, and on `.elevated` for the elevated
/// level. Each appearance takes what the cascade gives it, as a browser
/// would. Colors are named by the property without its dashes
/// (`--brand-background` → `brand-background`) and layered on ios13.
enum CSSCustomPropertiesReader {
    struct Declaration {
        var name: String
        var value: String
        var location: SourceLocation
        var elevated: Bool
        var dark: Bool
        var high: Bool
    }

    static func document(
        bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalid([Diagnostic(file: path, "the file is not valid UTF-8; save it as UTF-8")])
        }
        var scanner = Scanner(Array(text.unicodeScalars), file: path)
        var declarations: [Declaration] = []
        scanner.rules(dark: false, high: false, depth: 0, into: &declarations, diagnostics: &diagnostics, notes: &notes)
        if declarations.isEmpty && diagnostics.isEmpty {
            // As an empty JSON file is: a palette file with no palette in it is a mistake, not an empty palette.
            let what =
                text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
                ? "the file is empty" : "the file declares no custom properties"
            throw .invalid([
                Diagnostic(
                    file: path, "\(what); expected colors as CSS custom properties like :root { --brand: #5B3CC4; }")
            ])
        }
        var doc = ThemeDocument(path: path)
        doc.name = Path.stem(path)
        var order: [String] = []
        var byName: [String: [Declaration]] = [:]
        for d in declarations {
            if byName[d.name] == nil { order.append(d.name) }
            byName[d.name, default: []].append(d)
        }
        if order.count > ThemeDocument.maximumColors {
            diagnostics.append(ThemeDocument.tooManyColors(order.count, at: byName[order[0]]![0].location))
            return doc
        }
        let declared = Set(order)
        // One declaration serves several appearances (:root gives all eight): read once.
        var read: [SourceLocation: VariantValue?] = [:]
        for name in order {
            let decls = byName[name]!
            var variants: [Traits: VariantValue] = [:]
            for traits in Traits.all {
                // The cascade: the last matching rule on .elevated wins for elevated content, else the last on :root.
                let matching = decls.filter {
                    ($0.dark ? traits.style == .dark : true) && ($0.high ? traits.contrast == .high : true)
                        && (!$0.elevated || traits.level == .elevated)
                }
                guard let d = matching.last(where: { $0.elevated }) ?? matching.last(where: { !$0.elevated }) else {
                    continue
                }
                let known = read[d.location]
                let fresh = known == nil ? value(d, declared: declared, diagnostics: &diagnostics) : nil
                if known == nil { read[d.location] = .some(fresh) }
                guard let value = known ?? fresh else { continue }
                variants[traits] = value
            }
            guard !variants.isEmpty else { continue }
            let location = decls[0].location
            doc.writtenNames.insert(name)
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: name, location: location, color: DynamicColor(variants: variants),
                    isPartial: variants[.light] == nil))
        }
        return doc
    }

    static func value(
        _ d: Declaration, declared: Set<String>, depth: Int = 0, diagnostics: inout [Diagnostic]
    ) -> VariantValue? {
        let v = d.value
        if let reference = variable(v) {
            // `var(--x, fallback)`: the property where the file declares it, else what the fallback gives.
            if let fallback = reference.fallback, !declared.contains(reference.name) {
                guard depth < JSONParser.maximumDepth else {
                    diagnostics.append(
                        Diagnostic(
                            at: d.location,
                            "`--\(d.name)`: var() fallbacks nested deeper than \(JSONParser.maximumDepth)"))
                    return nil
                }
                var inner = d
                inner.value = fallback
                return value(inner, declared: declared, depth: depth + 1, diagnostics: &diagnostics)
            }
            return VariantValue(.alias(reference.name), at: d.location)
        }
        switch CSSColor.parse(v) {
        case .success(let parsed):
            if parsed.clipped {
                diagnostics.append(CSSColor.clippedNote(parsed, text: v, name: "--" + d.name, at: d.location))
            }
            return VariantValue(.literal(parsed.color), at: d.location)
        case .failure(let failure):
            let why =
                failure.reason
                ?? "expected a CSS color (#RRGGBB, rgb(), hsl(), oklch(), color(), a named color) or var(--name)"
            diagnostics.append(
                Diagnostic(at: d.location, "`--\(SafeText.excerpt(d.name))`: \(why), found `\(SafeText.excerpt(v))`"))
            return nil
        }
    }

    /// `var(--name)` or `var(--name, fallback)` (the fallback is everything after the first comma
    /// outside parentheses), or nil for any other value.
    static func variable(_ v: String) -> (name: String, fallback: String?)? {
        guard v.hasPrefix("var("), v.hasSuffix(")") else { return nil }
        let inside = Array(v.dropFirst(4).dropLast().unicodeScalars)
        var depth = 0
        var comma: Int?
        for (i, c) in inside.enumerated() {
            if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
            } else if c == ",", depth == 0 {
                comma = i
                break
            }
        }
        var nameScalars = String.UnicodeScalarView()
        nameScalars.append(contentsOf: inside[..<(comma ?? inside.count)])
        let name = String(nameScalars).trimmingSpaces
        guard name.hasPrefix("--"), name.count > 2 else { return nil }
        var fallback: String?
        if let comma {
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: inside[(comma + 1)...])
            let text = String(rest).trimmingSpaces
            fallback = text.isEmpty ? nil : text
        }
        return (String(name.dropFirst(2)), fallback)
    }

    /// A character scanner that knows its line and column.
    struct Scanner {
        let text: [Unicode.Scalar]
        let file: String
        var i = 0, line = 1, column = 1

        init(_ text: [Unicode.Scalar], file: String) {
            self.text = text
            self.file = file
        }

        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
        var atEnd: Bool { i >= text.count }

        mutating func advance() {
            if text[i] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }

        /// Skips blanks and `/* comments */`.
        mutating func skip() {
            while !atEnd {
                if text[i].properties.isWhitespace {
                    advance()
                    continue
                }
                if text[i] == "/", i + 1 < text.count, text[i + 1] == "*" {
                    advance()
                    advance()
                    while !atEnd, !(text[i] == "*" && i + 1 < text.count && text[i + 1] == "/") { advance() }
                    if !atEnd {
                        advance()
                        advance()
                    }
                    continue
                }
                return
            }
        }

        /// Runs of white space as one space, none just inside parentheses:
        /// `oklch( 62%  0.2 29 )` → `oklch(62% 0.2 29)` (spaces separate CSS color values).
        static func collapsingSpaces(_ value: String) -> String {
            var out = String.UnicodeScalarView()
            var pendingSpace = false
            for c in value.unicodeScalars {
                if c.properties.isWhitespace {
                    pendingSpace = true
                    continue
                }
                if pendingSpace, !out.isEmpty, out.last != "(", c != ")" { out.append(" ") }
                pendingSpace = false
                out.append(c)
            }
            return String(out)
        }

        /// Up to (not including) one of `stops`, trimmed.
        mutating func until(_ stops: Set<Unicode.Scalar>) -> String {
            var s = ""
            while !atEnd, !stops.contains(text[i]) {
                if text[i] == "/", i + 1 < text.count, text[i + 1] == "*" {
                    skip()
                    s += " "
                    continue
                }
                s.unicodeScalars.append(text[i])
                advance()
            }
            return s.trimmingSpaces
        }

        /// Rules until `}` or the end: `@media ... { rules }` and `selector { declarations }`.
        mutating func rules(
            dark: Bool, high: Bool, depth: Int, into out: inout [Declaration], diagnostics: inout [Diagnostic],
            notes: inout [Diagnostic]
        ) {
            while true {
                skip()
                if atEnd { return }
                if text[i] == "}" {
                    if depth > 0 { return }
                    diagnostics.append(Diagnostic(at: location, "unexpected `}`"))
                    advance()
                    continue
                }
                let start = location
                let prelude = until(["{", ";", "}"])
                guard !atEnd, text[i] == "{" else {
                    if !atEnd, text[i] == ";" {
                        advance()
                        continue
                    }
                    diagnostics.append(Diagnostic(at: start, "expected `{` after `\(SafeText.sanitized(prelude))`"))
                    return
                }
                advance()
                if prelude.hasPrefix("@media") {
                    let condition = prelude.lowercased().replacingAll(" ", "")
                    let isDark = condition.contains("prefers-color-scheme:dark")
                    let isHigh = condition.contains("prefers-contrast:more")
                    if !isDark && !isHigh || condition.contains("prefers-color-scheme:light") {
                        notes.append(
                            Diagnostic(
                                at: start,
                                """
                                skipped `\(SafeText.sanitized(prelude))`: dusk reads dark (prefers-color-scheme: \
                                dark) and high contrast (prefers-contrast: more)
                                """
                            ))
                        var ignored: [Declaration] = []
                        var ignoredDiagnostics: [Diagnostic] = []
                        rules(
                            dark: dark, high: high, depth: depth + 1, into: &ignored, diagnostics: &ignoredDiagnostics,
                            notes: &notes)
                    } else if depth >= 8 {
                        diagnostics.append(Diagnostic(at: start, "media queries nested too deeply"))
                        return
                    } else {
                        rules(
                            dark: dark || isDark, high: high || isHigh, depth: depth + 1, into: &out,
                            diagnostics: &diagnostics, notes: &notes)
                    }
                    skip()
                    if !atEnd, text[i] == "}" { advance() }
                    continue
                }
                let selectors = prelude.split(separator: ",").map { String($0).trimmingSpaces }
                let elevated: Bool
                if selectors.allSatisfy({ $0 == ":root" || $0 == "html" }) {
                    elevated = false
                } else if selectors.allSatisfy({ $0 == ".elevated" }) {
                    elevated = true
                } else {
                    notes.append(
                        Diagnostic(
                            at: start,
                            "skipped the rule for `\(SafeText.sanitized(prelude))`: dusk reads :root and .elevated"))
                    _ = until(["}"])
                    if !atEnd { advance() }
                    continue
                }
                declarations(elevated: elevated, dark: dark, high: high, into: &out, diagnostics: &diagnostics)
            }
        }

        /// `--name: value;` until `}`.
        mutating func declarations(
            elevated: Bool, dark: Bool, high: Bool, into out: inout [Declaration], diagnostics: inout [Diagnostic]
        ) {
            while true {
                skip()
                if atEnd {
                    diagnostics.append(Diagnostic(at: location, "unexpected end of file; expected `}`"))
                    return
                }
                if text[i] == "}" {
                    advance()
                    return
                }
                let start = location
                let property = until([":", ";", "}"])
                guard !atEnd, text[i] == ":" else {
                    diagnostics.append(
                        Diagnostic(at: start, "expected `--name: value;`, found `\(SafeText.excerpt(property))`"))
                    if !atEnd, text[i] == ";" { advance() }
                    continue
                }
                advance()
                skip()
                let valueStart = location
                let value = until([";", "}"])
                if !atEnd, text[i] == ";" { advance() }
                guard property.hasPrefix("--") else { continue }  // ordinary properties: not colors of the palette
                let name = String(property.dropFirst(2))
                if let problem = ColorName.problem(with: name) {
                    diagnostics.append(Diagnostic(at: start, problem))
                    continue
                }
                out.append(
                    Declaration(
                        name: name, value: Scanner.collapsingSpaces(value), location: valueStart, elevated: elevated,
                        dark: dark, high: high))
            }
        }
    }
}

extension PaletteFormat {
    static let css = PaletteFormat(
        name: "CSS custom properties", files: "CSS custom properties (*.css)", input: .text, example: "palette.css",
        claimsName: { $0.hasSuffix(".css") },
        read: { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try CSSCustomPropertiesReader.document(
                    bytes: request.bytes, path: request.path, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
