import ColorScience
import Platform
import Syntax
import ThemeModel

/// Reads an Xcode asset catalog (`*.xcassets`): every `*.colorset` becomes a
/// color layered on ios13. Names are folder names (minus `.colorset`),
/// prefixed `Group/` by groups that set `provides-namespace`.
enum AssetCatalogReader {
    static func document(
        at root: String, fileAccess: any FileAccess, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) -> ThemeDocument {
        var doc = ThemeDocument(path: root)
        doc.name = Path.stem(root.hasSuffix("/") ? String(root.dropLast()) : root)
        var queue: [(path: String, prefix: String, depth: Int)] = [(root, "", 0)]
        var next = 0
        var seen: Set<String> = []
        // Where each color name was first read: two colorsets of one name are an error, found in constant time.
        var named: [String: SourceLocation] = [:]
        while next < queue.count {
            let (dir, prefix, depth) = queue[next]
            next += 1
            guard depth < 32, seen.insert(fileAccess.canonicalPath(dir) ?? dir).inserted else {
                notes.append(
                    Diagnostic(file: dir, "skipped: a folder seen before (a symlink loop?) or nested too deep"))
                continue
            }
            let listing = fileAccess.entries(dir, limit: 100_000)
            if listing.truncated {
                diagnostics.append(
                    Diagnostic(
                        file: dir,
                        """
                        more than \(listing.names.count) entries in this folder; at most \(listing.names.count) \
                        are read from one folder
                        """
                    ))
                continue
            }
            for name in listing.names {
                let path = dir + "/" + name
                guard fileAccess.isDirectory(path) else {
                    if name.hasSuffix(".colorset") {
                        notes.append(
                            Diagnostic(
                                file: path,
                                "skipped `\(SafeText.sanitized(name))`: a colorset is a folder, this is not one"))
                    }
                    continue
                }
                if name.hasSuffix(".colorset") {
                    if doc.colors.count >= ThemeDocument.maximumColors {
                        diagnostics.append(
                            ThemeDocument.tooManyColors(
                                doc.colors.count + 1,
                                at: SourceLocation(file: path + "/Contents.json", line: 1, column: 1)))
                        return doc
                    }
                    let colorName = prefix + String(name.dropLast(".colorset".count))
                    try readColorset(
                        path + "/Contents.json", name: colorName, into: &doc, named: &named, fileAccess: fileAccess,
                        diagnostics: &diagnostics, notes: &notes)
                } else if !name.contains(".") {
                    // A group: it adds "Name/" only when it provides a namespace.
                    var groupPrefix = prefix
                    let contents = path + "/Contents.json"
                    if fileAccess.exists(contents) {
                        let root = try JSONParser.parse(try FileReader.read(contents, from: fileAccess), file: contents)
                        if case .bool(true)? = JSONNode.member(
                            JSONNode.member(root, "properties"), "provides-namespace")?.value
                        {
                            groupPrefix += name + "/"
                        }
                    }
                    queue.append((path, groupPrefix, depth + 1))
                }
            }
        }
        return doc
    }

    private struct Candidate {
        var traits: Traits
        var value: VariantValue
        var score: Int
    }

    /// What a colorset's entries give: the best entry for each appearance, and the appearances whose entry names a
    /// macOS system color.
    private struct Entries {
        var best: [Traits: Candidate] = [:]
        var macOnly: [(appearance: String, reference: String)] = []
    }

    static func readColorset(
        _ file: String, name: String, into doc: inout ThemeDocument, named: inout [String: SourceLocation],
        fileAccess: any FileAccess, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) throws(ThemeError) {
        guard fileAccess.exists(file) else {
            notes.append(
                Diagnostic(file: file, "skipped `\(SafeText.sanitized(name))`: the colorset has no Contents.json"))
            return
        }
        let root = try JSONParser.parse(try FileReader.read(file, from: fileAccess), file: file)
        doc.extraFiles.append(file)
        guard let list = JSONNode.member(root, "colors") else {
            notes.append(Diagnostic(at: root.location, "`\(SafeText.sanitized(name))` has no colors"))
            return
        }
        guard case .array(let items) = list.value else {
            diagnostics.append(
                Diagnostic(at: list.location, "`colors` must be an array of entries, found \(list.kindDescription)"))
            return
        }
        let entries = readEntries(items, name: name, diagnostics: &diagnostics, notes: &notes)
        if let note = macOnlyNote(entries, name: name, at: root.location) { notes.append(note) }
        guard !entries.best.isEmpty else { return }
        var variants: [Traits: VariantValue] = [:]
        for (t, c) in entries.best { variants[t] = c.value }
        // AccentColor is the app's tint (what `export --format xcassets` writes `tint` as).
        let themeName = name == "AccentColor" ? Theme.tintName : name
        if let other = named[themeName] {
            let what =
                themeName == Theme.tintName
                ? "both set the tint (AccentColor is the tint)"
                : "both name the color `\(SafeText.sanitized(themeName))` (a group without a namespace adds no prefix)"
            diagnostics.append(
                Diagnostic(
                    at: root.location,
                    """
                    `\(SafeText.sanitized(name))` and the colorset at \(SafeText.sanitized(other.file)) \(what); \
                    keep one
                    """
                ))
            return
        }
        named[themeName] = root.location
        doc.colors.append(
            ThemeDocument.ColorEntry(
                name: themeName, location: root.location, color: DynamicColor(variants: variants),
                isPartial: variants[.light] == nil))
    }

    /// The entries dusk previews (iPhone's and universal ones, of the appearances it models), the best of each
    /// appearance kept: iPhone's over universal, light written out over light by default, sRGB over Display P3.
    private static func readEntries(
        _ items: [JSONNode], name: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> Entries {
        var entries = Entries()
        for item in items {
            guard item.objectMembers != nil else {
                diagnostics.append(
                    Diagnostic(at: item.location, "a colorset entry must be an object, found \(item.kindDescription)"))
                continue
            }
            let idiom = JSONNode.member(item, "idiom")?.stringValue ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else {
                notes.append(
                    Diagnostic(
                        at: item.location,
                        """
                        `\(SafeText.sanitized(name))`: skipped the \(SafeText.sanitized(idiom)) entry (dusk \
                        previews iPhone)
                        """
                    ))
                continue
            }
            if JSONNode.member(item, "subtype") != nil { continue }
            guard let appearance = entryAppearance(item) else {
                notes.append(
                    Diagnostic(
                        at: item.location,
                        "`\(SafeText.sanitized(name))`: skipped an entry with an appearance dusk does not model"))
                continue
            }
            // Xcode's empty AccentColor: no value.
            guard let colorNode = JSONNode.member(item, "color") else { continue }
            if let mac = macOnlyReference(colorNode) {
                // A Mac-only system color (`windowBackgroundColor`) has no iOS value: the entry is left out, and
                // the appearance shows what the colorset's other entries give it.
                let which =
                    appearance.style == .dark ? "dark" : appearance.contrast == .high ? "high contrast" : "light"
                entries.macOnly.append((which, mac))
                continue
            }
            guard let value = colorValue(colorNode, name: name, diagnostics: &diagnostics, notes: &notes) else {
                continue
            }
            let gamut = JSONNode.member(item, "display-gamut")?.stringValue
            let score =
                (idiom == "iphone" ? 4 : 0) + (appearance.explicitLight ? 2 : 0) + (gamut == "display-P3" ? 0 : 1)
            let traits = Traits(appearance.style, .base, appearance.contrast)
            if score > entries.best[traits]?.score ?? -1 {
                entries.best[traits] = Candidate(traits: traits, value: value, score: score)
            }
        }
        return entries
    }

    /// The appearance an entry's `appearances` give (dark, high contrast, light written out); nil when one of
    /// them is not one dusk models.
    static func entryAppearance(
        _ item: JSONNode
    ) -> (style: InterfaceStyle, contrast: ContrastLevel, explicitLight: Bool)? {
        var style = InterfaceStyle.light
        var contrast = ContrastLevel.normal
        var explicitLight = false
        if let appearances = JSONNode.member(item, "appearances"), case .array(let list) = appearances.value {
            for a in list {
                switch (JSONNode.member(a, "appearance")?.stringValue, JSONNode.member(a, "value")?.stringValue) {
                case ("luminosity", "dark"): style = .dark
                case ("luminosity", "light"): explicitLight = true
                case ("contrast", "high"): contrast = .high
                default: return nil
                }
            }
        }
        return (style, contrast, explicitLight)
    }

    /// The note for entries left out because they name a macOS system color: the whole colorset skipped when
    /// no other entry gave a color; nil when there were none.
    private static func macOnlyNote(_ entries: Entries, name: String, at location: SourceLocation) -> Diagnostic? {
        guard let first = entries.macOnly.first else { return nil }
        let which = entries.macOnly.map(\.appearance).joined(separator: ", ")
        let refs = "`\(SafeText.sanitized(first.reference))`"
        if entries.best.isEmpty {
            return Diagnostic.skipped(
                [name], ("colorset", "colorsets"),
                why: "it refers only to the macOS system color \(refs), which iOS does not have", at: location)
        }
        return Diagnostic(
            at: location,
            "`\(SafeText.sanitized(name))`: skipped the \(which) entry: it refers to the macOS system "
                + "color \(refs), which iOS does not have; that appearance shows the colorset's "
                + "other value"
        )
    }

    /// The reference of an entry that names a macOS system color iOS does not have (`"platform": "osx"`,
    /// `windowBackgroundColor`); nil for every other entry.
    static func macOnlyReference(_ node: JSONNode) -> String? {
        guard let text = JSONNode.member(node, "reference")?.stringValue else { return nil }
        if SystemColorReference.appKitOnly.contains(text) { return text }
        guard JSONNode.member(node, "platform")?.stringValue == "osx" else { return nil }
        return SystemColorReference(text) == nil ? text : nil
    }

    /// `{"color-space": ..., "components": {...}}` or `{"platform": "ios", "reference": "systemBlueColor"}`.
    static func colorValue(
        _ node: JSONNode, name: String, diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> VariantValue? {
        if let reference = JSONNode.member(node, "reference") {
            guard let text = reference.stringValue else {
                diagnostics.append(
                    Diagnostic(
                        at: reference.location, "`reference` must be a system color name like \"systemBlueColor\""))
                return nil
            }
            guard let system = SystemColorReference(text) else {
                let known = SystemColorReference.names
                diagnostics.append(
                    Diagnostic(
                        at: reference.location,
                        """
                        unknown system color reference \
                        `\(SafeText.sanitized(text))`\(Suggestion.didYouMean(text, in: known))
                        """
                    ))
                return nil
            }
            if case .deprecated(let old, let successor) = system {
                notes.append(
                    Diagnostic(
                        at: reference.location,
                        "`\(SafeText.sanitized(name))`: `\(old)` is deprecated since iOS 13; read as its successor, "
                            + "`\(successor)Color`"))
            }
            return VariantValue(system.value, at: reference.location)
        }
        let space = JSONNode.member(node, "color-space")?.stringValue ?? "srgb"
        guard let components = JSONNode.member(node, "components"), components.objectMembers != nil else {
            diagnostics.append(
                Diagnostic(at: node.location, "a color needs `components` (or `platform` and `reference`)"))
            return nil
        }
        func component(_ key: String) -> (text: String, node: JSONNode)? {
            guard let n = JSONNode.member(components, key) else { return nil }
            switch n.value {
            case .string(let s): return (s.trimmingSpaces, n)
            case .number(let v): return (v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v), n)
            default: return nil
            }
        }
        func number(_ c: (text: String, node: JSONNode), asByte: Bool) -> Double? {
            let t = c.text.lowercased()
            if t.hasPrefix("0x"), let v = RGBA.hexNumber(t.dropFirst(2)) { return Double(v) / 255 }
            guard let v = Double(t), v.isFinite,
                t.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true
            else {
                diagnostics.append(
                    Diagnostic(
                        at: c.node.location,
                        "`\(SafeText.sanitized(c.text))` is not a number (expected \"0.871\", \"222\" or \"0xDE\")"))
                return nil
            }
            return asByte ? v / 255 : v
        }
        var alpha = 1.0
        if let a = component("alpha") {
            guard let v = number(a, asByte: false) else { return nil }
            guard (0...1).contains(v) else {
                diagnostics.append(
                    Diagnostic(
                        at: a.node.location,
                        "alpha `\(SafeText.sanitized(a.text))` is out of range (expected 0 to 1, like \"0.500\")"))
                return nil
            }
            alpha = v
        }
        switch space {
        case "gray-gamma-22", "extended-gray":
            guard let w = component("white"),
                let white = number(w, asByte: !w.text.contains(".") && (Double(w.text) ?? 0) > 1)
            else {
                diagnostics.append(Diagnostic(at: components.location, "a gray color needs `white`"))
                return nil
            }
            return finish(
                ColorSpaceConversion.fromGray(white, alpha: alpha), name: name, space: space, at: node.location,
                diagnostics: &diagnostics, notes: &notes)
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let raw = ["red", "green", "blue"].compactMap(component)
            guard raw.count == 3 else {
                diagnostics.append(Diagnostic(at: components.location, "an RGB color needs `red`, `green` and `blue`"))
                return nil
            }
            // 8-bit or float is decided for the color as a whole: integers only, at least one above 1.
            let integerForm = raw.allSatisfy { $0.text.lowercased().hasPrefix("0x") || Int($0.text) != nil }
            let asBytes = integerForm && raw.contains { (Int($0.text) ?? 0) > 1 }
            let values = raw.compactMap { number($0, asByte: asBytes) }
            guard values.count == 3 else { return nil }
            // Xcode's names for the spaces the one converter knows (extended ranges are the same spaces).
            let converted = ["display-p3": "display-p3", "extended-linear-srgb": "srgb-linear"][space] ?? "srgb"
            let result = ColorSpaceConversion.from(space: converted, values, alpha: alpha)
            return finish(
                result, name: name, space: space, at: node.location, diagnostics: &diagnostics, notes: &notes)
        default:
            let spaces = [
                "srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
            ]
            diagnostics.append(
                Diagnostic(
                    at: JSONNode.member(node, "color-space")?.location ?? node.location,
                    """
                    unknown color space `\(SafeText.sanitized(space))`\(Suggestion.didYouMean(space, in: spaces)) \
                    (known: \(spaces.joined(separator: ", ")))
                    """
                ))
            return nil
        }
    }

    static func finish(
        _ r: ColorSpaceConversion.Result, name: String, space: String, at location: SourceLocation,
        diagnostics: inout [Diagnostic], notes: inout [Diagnostic]
    ) -> VariantValue? {
        guard !r.overflowed else {
            diagnostics.append(
                Diagnostic(
                    at: location,
                    "`\(SafeText.sanitized(name))`: the \(space) color: \(ColorSpaceConversion.overflowReason)"))
            return nil
        }
        if r.clipped {
            let parsed = CSSColor.Parsed(color: r.color, clipped: true, form: space, nearest: r.nearest)
            let note = CSSColor.clippedNote(parsed, text: "the \(space) color", name: name, at: location)
            notes.append(note)
        }
        return VariantValue(.literal(r.color), at: location)
    }
}

extension PaletteFormat {
    static let assetCatalog = PaletteFormat(
        name: "asset catalog", files: "an asset catalog (a folder named *.xcassets)",
        claimsName: { $0.hasSuffix(".xcassets") },
        reader: .folder { request throws(ThemeError) in
            try reading { (diagnostics, notes) throws(ThemeError) in
                try AssetCatalogReader.document(
                    at: request.path, fileAccess: request.fileAccess, diagnostics: &diagnostics, notes: &notes)
            }
        }
    )
}
