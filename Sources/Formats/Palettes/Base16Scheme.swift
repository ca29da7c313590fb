import ColorScience
import Syntax
import ThemeModel

/// base16 schemes (`*.yaml`, `*.yml`): the original form (`scheme:`, `author:`, `base00: "2b303b"` ...
/// `base0F` at the top) and tinted-theming's (`system: "base16"`, `name:`, `variant:`, the colors under
/// `palette:` with `#`). base24 schemes add `base10` to `base17`. A scheme is one set of colors, not an
/// appearance of a palette: each is light only, so every appearance shows it as it is (a dark scheme is dark
/// in light mode too; a note says so). Other color-like values are counted; a YAML file with no baseNN keys is
/// refused, naming what dusk reads.
enum Base16SchemeReader {
    static let what =
        "dusk reads base16 and base24 schemes (`scheme:` or `system: \"base16\"`, and `base00` to `base0F`)"

    static func document(
        bytes: [UInt8], path: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        let entries = try SchemeYAML.parse(try TextFile(bytes, file: path))
        let system = scalar(entries, "system")
        if let system, system.text != "base16" && system.text != "base24" {
            throw .invalid([Diagnostic(at: system.at, "`system: \(SafeText.excerpt(system.text))`: \(what)")])
        }
        var palette = entries
        if let node = entries.first(where: { $0.key == "palette" }) {
            guard case .mapping(let inner) = node.value else {
                throw .invalid([
                    Diagnostic(at: node.keyLocation, "`palette` holds the colors `base00: \"#2b303b\"` ...")
                ])
            }
            palette = inner
        }
        let slots = palette.filter { isSlot($0.key) }
        guard !slots.isEmpty else {
            throw .invalid([Diagnostic(file: path, "no `base00` to `base0F` in this YAML file; \(what)")])
        }
        var doc = ThemeDocument(path: path)
        doc.name = (scalar(entries, "name") ?? scalar(entries, "scheme"))?.text
        var skipped: [SchemeYAML.Entry] = []
        for entry in palette {
            guard isSlot(entry.key) else {
                if case .scalar(let text, _, _) = entry.value, parseHex(text) != nil { skipped.append(entry) }
                continue
            }
            doc.writtenNames.insert(entry.key)
            guard case .scalar(let text, let at, let comment) = entry.value else {
                diagnostics.append(
                    Diagnostic(at: entry.keyLocation, "`\(entry.key)` must be a hex color like \"2b303b\""))
                continue
            }
            guard let color = parseHex(text) else {
                let hint =
                    text.isEmpty && comment.map({ parseHex("#" + $0) != nil }) == true
                    ? ": in YAML `#` starts a comment; write it in quotes, \"#\(SafeText.excerpt(comment ?? ""))\""
                    : ", found `\(SafeText.excerpt(text))`"
                diagnostics.append(
                    Diagnostic(at: at, "`\(entry.key)` must be a hex color like \"2b303b\" or \"#2b303b\"\(hint)"))
                continue
            }
            doc.colors.append(
                ThemeDocument.ColorEntry(
                    name: entry.key, location: entry.keyLocation,
                    color: DynamicColor(variants: [.light: VariantValue(.literal(color), at: at)]), isPartial: false))
        }
        if let first = skipped.first {
            notes.append(
                Diagnostic.skipped(
                    skipped.map(\.key), (one: "color", many: "colors"),
                    why: "not one of a scheme's slots (base00 to base0F, base24's base10 to base17)",
                    at: first.keyLocation))
        }
        let names = Set(slots.map(\.key))
        let missing = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }.filter { !names.contains($0) }
        if !missing.isEmpty {
            notes.append(Diagnostic(file: path, "the scheme has no " + missing.joined(separator: ", ")))
        }
        if let variant = scalar(entries, "variant"), variant.text == "dark" {
            notes.append(
                Diagnostic(
                    at: variant.at,
                    "a dark scheme: a base16 scheme is one set of colors, shown as it is in every appearance"))
        }
        return doc
    }

    /// `base00` to `base0F`, and base24's `base10` to `base17` (either case for the letter).
    static func isSlot(_ key: String) -> Bool {
        let k = Array(key.unicodeScalars)
        guard k.count == 6, key.hasPrefix("base") else { return false }
        if k[4] == "0" { return "0123456789ABCDEFabcdef".unicodeScalars.contains(k[5]) }
        return k[4] == "1" && ("0"..."7").contains(k[5])
    }

    /// `2b303b` or `#2b303b`: six hex digits, as base16 writes them.
    static func parseHex(_ text: String) -> RGBA? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.utf8.count == 6 else { return nil }
        return RGBA(hexDigits: digits)
    }

    static func scalar(_ entries: [SchemeYAML.Entry], _ key: String) -> (text: String, at: SourceLocation)? {
        guard let entry = entries.first(where: { $0.key == key }), case .scalar(let text, let at, _) = entry.value
        else { return nil }
        return (text, at)
    }
}

extension PaletteFormat {
    static let base16 = PaletteFormat(
        name: "base16 scheme", files: "a base16 or base24 scheme (*.yaml)", example: "scheme.yaml",
        claimsName: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") },
        reader: .text { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try Base16SchemeReader.document(
                    bytes: request.content, path: request.path, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
